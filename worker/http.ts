/**
 * Edge helpers shared by the routes: bodies checked with valibot (unknown fields rejected), bearer
 * tokens verified against the Player object (with a short per-isolate cache), rate limits per verified
 * player or client address (token buckets per isolate), and Durable Object answers turned into HTTP.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Player } from '../shared/protocol.js';
import { sha256Hex } from './crypto.js';
import type { Env } from './env.js';
import { type Answer, ApiError, fail, problem } from './problem.js';
import { Buckets, parseRateLimit } from './ratelimit.js';

export type Ctx = Context<{ Bindings: Env }>;

export const MAX_BODY_BYTES = 16 * 1024;

/** `st_<playerId>_<secret>`: the player id tells which Player object holds the token's hash. */
export const TOKEN_PATTERN = /^st_([a-z2-9]{16})_([0-9a-f]{64})$/;

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
  const errors = parsed.issues.slice(0, 10).map((i) => ({ path: v.getDotPath(i) ?? '', message: i.message }));
  const first = errors[0];
  throw fail('VALIDATION_FAILED', first ? `${first.path || 'body'}: ${first.message}` : 'invalid request', { errors });
}

/** Sends a Durable Object's answer: the value as JSON, or its problem. */
export function reply<T>(c: Ctx, a: Answer<T>, status: 200 | 201 = 200): Response {
  if (!a.ok) throw new ApiError(a.problem);
  return c.json(a.value as object, status);
}

const verified = new Map<string, { player: Player; until: number }>();
/** How long a verified token is trusted by this isolate without asking its Player object again. */
const VERIFIED_TTL_MS = 60_000;

/** The player a token belongs to, or null for a token that is malformed or unknown. */
export async function verifyToken(env: Env, token: string): Promise<Player | null> {
  const m = TOKEN_PATTERN.exec(token);
  if (!m) return null;
  const hash = await sha256Hex(token);
  const now = Date.now();
  const hit = verified.get(hash);
  if (hit && hit.until > now) return hit.player;
  const player = await env.PLAYERS.get(env.PLAYERS.idFromName(m[1]!)).verify(hash);
  if (!player) return null;
  if (verified.size >= 10_000) verified.clear();
  verified.set(hash, { player, until: now + VERIFIED_TTL_MS });
  return player;
}

export function bearer(c: Ctx): string | undefined {
  const h = c.req.header('authorization');
  if (h === undefined) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  if (!m) throw fail('UNAUTHORIZED', 'use "Authorization: Bearer <token>"');
  return m[1];
}

/** Tokens already verified for a request (by the rate limit), so that its route does not ask again. */
const checked = new WeakMap<Request, { token: string; player: Player | null }>();

async function verifyOnce(c: Ctx, token: string): Promise<Player | null> {
  const memo = checked.get(c.req.raw);
  if (memo?.token === token) return memo.player;
  const player = await verifyToken(c.env, token);
  checked.set(c.req.raw, { token, player });
  return player;
}

/** The caller, or null without a token; a token that is sent must be valid. */
export async function optionalPlayer(c: Ctx, token = bearer(c)): Promise<Player | null> {
  if (token === undefined) return null;
  const player = await verifyOnce(c, token);
  if (!player) throw fail('UNAUTHORIZED', 'the token is not valid');
  return player;
}

export async function requirePlayer(c: Ctx): Promise<Player> {
  const player = await optionalPlayer(c);
  if (!player) throw fail('UNAUTHORIZED', 'this route needs "Authorization: Bearer <token>" (POST /api/players gives one)');
  return player;
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

function limitOf(c: Ctx, scope: 'api' | 'players') {
  return scope === 'players'
    ? parseRateLimit(c.env.PLAYER_RATE_LIMIT, { burst: 20, perSecond: 0.2 })
    : parseRateLimit(c.env.RATE_LIMIT, { burst: 120, perSecond: 30 });
}

/** Takes a token from `key`'s bucket, or answers 429 with the seconds to wait. */
function take(c: Ctx, scope: 'api' | 'players', key: string): void {
  const wait = buckets.take(key, limitOf(c, scope));
  if (wait > 0) {
    throw new ApiError(problem('RATE_LIMITED', `too many requests; retry in ${wait} s`), { 'retry-after': String(wait) });
  }
}

/** Takes a token from the client address's bucket (player creation, and calls without a valid token). */
export function rateLimit(c: Ctx, scope: 'api' | 'players'): void {
  take(c, scope, `${scope}:${clientAddress(c)}`);
}

/**
 * The API's rate limit, keyed on who calls: the verified player, or the client address. Never on the
 * header as sent — varying it or sending garbage would open fresh buckets. A token this isolate has
 * not verified yet costs its check from the address's bucket first (so that made-up tokens cannot make
 * the Player objects work for free); a token that is not valid is then answered 401 by its route.
 */
export async function rateLimitCaller(c: Ctx): Promise<void> {
  const h = c.req.header('authorization');
  const token = h === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(h)?.[1];
  let player = token === undefined ? null : await knownPlayer(token);
  if (player) checked.set(c.req.raw, { token: token!, player });
  else {
    rateLimit(c, 'api');
    if (token === undefined) return;
    player = await verifyOnce(c, token);
    if (!player) return;
  }
  take(c, 'api', `p:${player.id}`);
}

/** The player of a token this isolate verified lately, without asking the Player object. */
async function knownPlayer(token: string): Promise<Player | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const hit = verified.get(await sha256Hex(token));
  return hit && hit.until > Date.now() ? hit.player : null;
}
