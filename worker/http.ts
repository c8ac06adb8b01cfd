/**
 * Edge helpers shared by the routes: bodies checked with valibot (unknown fields rejected), bearer
 * tokens verified against their Player object and checked for the route's scope, rate limits per verified
 * player or client address (token buckets per isolate), and Durable Object answers turned into HTTP.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Player } from '../shared/protocol.js';
import { hasScope, scopeOf } from './auth/scopes.js';
import type { Caller } from './auth/session-store.js';
import { hashSecret, playerOfToken } from './auth/tokens.js';
import type { Env } from './env.js';
import { type Answer, ApiError, fail, problem } from './problem.js';
import { Buckets, type LimitState, parseRateLimit, type RateLimit, rateLimitFields } from './ratelimit.js';
import type { MiddlewareHandler } from 'hono';
import { setAnswerHeaders } from './security.js';
import { fieldErrors } from './validation.js';

export type Ctx = Context<{ Bindings: Env }>;

export const MAX_BODY_BYTES = 16 * 1024;

/** Reads and validates a JSON body; an empty body counts as `{}` where `emptyIsObject`. */
export async function readJson<S extends v.GenericSchema>(c: Ctx, schema: S, emptyIsObject = false): Promise<v.InferOutput<S>> {
  const text = await c.req.text();
  let data: unknown;
  if (text.trim() === '' && emptyIsObject) data = {};
  else {
    try {
      data = JSON.parse(text);
    } catch {
      throw fail('BAD_REQUEST', 'the body is not valid JSON');
    }
  }
  return check(schema, data);
}

export function check<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, data);
  if (parsed.success) return parsed.output;
  const errors = fieldErrors(parsed.issues);
  const first = errors[0];
  throw fail('VALIDATION_FAILED', first ? `${first.path || 'body'}: ${first.message}` : 'invalid request', { errors });
}

/** Sends a Durable Object's answer: the value as JSON, or its problem. */
export function reply<T>(c: Ctx, a: Answer<T>, status: 200 | 201 = 200): Response {
  if (!a.ok) throw new ApiError(a.problem);
  return c.json(a.value as object, status);
}

/**
 * The caller a bearer token belongs to, or null for a token that is malformed or unknown. Every check
 * asks the token's Player object (one indexed lookup there): nothing is cached across requests, so a
 * revoked session is refused by its very next request, in every isolate. `socketAt`: the token opens
 * a socket at that table (the Player object remembers it, to close it when the session is revoked).
 */
export async function verifyToken(env: Env, token: string, socketAt?: string): Promise<Caller | null> {
  const playerId = playerOfToken(token);
  if (!playerId) return null;
  return env.PLAYERS.get(env.PLAYERS.idFromName(playerId)).verify(await hashSecret(token), socketAt);
}

export function bearer(c: Ctx): string | undefined {
  const h = c.req.header('authorization');
  if (h === undefined) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  if (!m) throw fail('UNAUTHORIZED', 'use "Authorization: Bearer <token>"');
  return m[1];
}

/** Tokens already verified for a request (by the rate limit), so that its route does not ask again. */
const checked = new WeakMap<Request, { token: string; caller: Caller | null }>();

async function verifyOnce(c: Ctx, token: string): Promise<Caller | null> {
  const memo = checked.get(c.req.raw);
  if (memo?.token === token) return memo.caller;
  const caller = await verifyToken(c.env, token);
  checked.set(c.req.raw, { token, caller });
  return caller;
}

/** 403 INSUFFICIENT_SCOPE unless the caller's token holds what this route needs (auth/scopes.ts). */
export function checkScope(c: Ctx, caller: Caller): void {
  const need = scopeOf(c.req.method, c.req.routePath);
  if (hasScope(caller.session.scopes, need)) return;
  const what = need === 'full' ? 'every scope (a session of the site, not an API token)' : `the "${need}" scope`;
  throw fail('INSUFFICIENT_SCOPE', `${c.req.method} ${c.req.routePath} needs ${what}; this token has ${caller.session.scopes.join(', ')}`);
}

/** The caller with their session, or null without a token; a token that is sent must be valid and hold the route's scope. */
export async function optionalCaller(c: Ctx, token = bearer(c)): Promise<Caller | null> {
  if (token === undefined) return null;
  const caller = await verifyOnce(c, token);
  if (!caller) throw fail('UNAUTHORIZED', 'the token is not valid (it may have been signed out or replaced)');
  checkScope(c, caller);
  return caller;
}

export async function requireCaller(c: Ctx): Promise<Caller> {
  const caller = await optionalCaller(c);
  if (!caller) throw fail('UNAUTHORIZED', 'this route needs "Authorization: Bearer <token>" (POST /api/players gives one)');
  return caller;
}

/** The calling player, or null without a token (see optionalCaller). */
export async function optionalPlayer(c: Ctx, token = bearer(c)): Promise<Player | null> {
  return (await optionalCaller(c, token))?.player ?? null;
}

export async function requirePlayer(c: Ctx): Promise<Player> {
  return (await requireCaller(c)).player;
}

const buckets = new Buckets();

/**
 * The client's address for rate limits. `CF-Connecting-IP` is trusted only where the platform sets it:
 * on Cloudflare the edge writes it over anything a client sent (`TRUST_CF_CONNECTING_IP = "1"`, the
 * default of wrangler.toml). Elsewhere — `npm start`, where a client's own header passes through —
 * every caller without a token shares the server's one connection bucket.
 */
export const clientAddress = (c: Ctx): string =>
  (c.env.TRUST_CF_CONNECTING_IP === '1' ? c.req.header('cf-connecting-ip') : undefined) ?? 'connection';

/** The limits as configured, parsed once per isolate and setting (every request asks for them up to three times). */
const limits = new Map<string, RateLimit>();

function limitOf(c: Ctx, scope: 'api' | 'players'): RateLimit {
  const text = scope === 'players' ? c.env.PLAYER_RATE_LIMIT : c.env.RATE_LIMIT;
  const key = `${scope} ${text ?? ''}`;
  let limit = limits.get(key);
  if (!limit) {
    limit = scope === 'players' ? parseRateLimit(text, { burst: 20, perSecond: 0.2 }) : parseRateLimit(text, { burst: 120, perSecond: 30 });
    limits.set(key, limit);
  }
  return limit;
}

/** The buckets each request paid from, by limit name, for its RateLimit headers (rateLimitHeaders). */
const paid = new WeakMap<Request, Map<string, LimitState>>();

/**
 * Notes a bucket the request paid from, for its RateLimit headers: the worker's own ("api", "players")
 * and those kept inside objects (a table's "chat", a player's "challenges" and "notify-test").
 */
export function notePaid(c: Ctx, name: string, state: LimitState): void {
  const used = paid.get(c.req.raw) ?? new Map<string, LimitState>();
  used.set(name, state);
  paid.set(c.req.raw, used);
}

/** The 429 of a limit, with the seconds to wait in Retry-After. */
export const rateLimited = (wait: number, detail: string): ApiError =>
  new ApiError(problem('RATE_LIMITED', detail), { 'retry-after': String(wait) });

/** Takes a token from `key`'s bucket, or answers 429 with the seconds to wait. */
function take(c: Ctx, scope: 'api' | 'players', key: string): void {
  const limit = limitOf(c, scope);
  const wait = buckets.take(key, limit);
  notePaid(c, scope, buckets.left(key, limit));
  if (wait > 0) throw rateLimited(wait, `too many requests; retry in ${wait} s`);
}

/** Takes a token from the client address's bucket (player creation, and calls without a valid token). */
export function rateLimit(c: Ctx, scope: 'api' | 'players'): void {
  take(c, scope, `${scope}:${clientAddress(c)}`);
}

/**
 * The API's rate limit, keyed on who calls: the verified player, or the client address. Never on the
 * header as sent — varying it or sending garbage would open fresh buckets. Checking a token costs a
 * token from the address's bucket first (so that made-up tokens cannot make the Player objects work
 * for free); a valid one gets it back and pays from its player's bucket instead, so players behind one
 * address do not share a limit. A token that is not valid is then answered 401 by its route.
 */
export async function rateLimitCaller(c: Ctx): Promise<void> {
  const h = c.req.header('authorization');
  const token = h === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(h)?.[1];
  rateLimit(c, 'api');
  if (token === undefined) return;
  const caller = await verifyOnce(c, token);
  if (!caller) return;
  buckets.refund(`api:${clientAddress(c)}`, limitOf(c, 'api'));
  take(c, 'api', `p:${caller.player.id}`);
}

/** Every answer of a rate-limited request says its limits and what is left of them (docs/api.md §9). */
export const rateLimitHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const used = paid.get(c.req.raw);
  if (!used || c.res.status === 101) return;
  const { policy, state } = rateLimitFields(used);
  setAnswerHeaders(c, { 'ratelimit-policy': policy, ratelimit: state });
};
