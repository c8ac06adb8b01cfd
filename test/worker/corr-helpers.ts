/**
 * Helpers of the correspondence tests: time travel (the service clock moves, then the table's alarm
 * runs), outbound fetches caught as a local webhook receiver and push service, and a leak check of
 * every payload against the cards its receiver may know.
 */
import { env, runDurableObjectAlarm } from 'cloudflare:test';
import { afterEach, expect, vi } from 'vitest';
import type { MatchRecordWire } from '../../shared/protocol.js';
import type { CorrTableState as TableState } from '../../shared/protocol-correspondence.js';
import { now, resetClock, travel } from '../../worker/clock.js';
import { call, json, tableStub } from './helpers.js';

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

afterEach(() => {
  resetClock();
  vi.restoreAllMocks();
});

export const playerStub = (id: string) => env.PLAYERS.get(env.PLAYERS.idFromName(id));

/** The table as the caller sees it, clocks and all. */
export async function stateOf(id: string, token?: string): Promise<TableState> {
  return json<TableState>(await call(`/api/tables/${id}`, token === undefined ? {} : { token }));
}

/** Moves the service clock on by `ms` and runs the table's alarm (if one is set); returns whether it ran. */
export async function later(tableId: string, ms: number): Promise<boolean> {
  travel(ms);
  return runDurableObjectAlarm(tableStub(tableId));
}

/** Runs the table's alarm until nothing more is due now (bounded). */
export async function settle(tableId: string, rounds = 40): Promise<void> {
  for (let i = 0; i < rounds; i++) if (!(await runDurableObjectAlarm(tableStub(tableId)))) return;
}

/** One request the worker sent out, as the receiver saw it (service time). */
export interface Outbound {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: Uint8Array;
  readonly text: string;
  readonly at: number;
}

/**
 * Catches the worker's outbound fetches to `https://hooks.test/…` and `https://push.test/…`; `answer`
 * decides each status (default 201). Only requests under `prefix` are kept (other tests' players may
 * still be retrying theirs).
 */
export function receiver(prefix: string | RegExp, answer: (req: Outbound, n: number) => number = () => 201): Outbound[] {
  const got: Outbound[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    if (!/^https:\/\/(hooks|push)\.test\//.test(req.url)) return original(input, init);
    const body = new Uint8Array(await req.arrayBuffer());
    const headers: Record<string, string> = {};
    req.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const out: Outbound = { url: req.url, headers, body, text: new TextDecoder().decode(body), at: now() };
    if (typeof prefix === 'string' ? !req.url.startsWith(prefix) : !prefix.test(req.url)) return new Response(null, { status: 201 });
    got.push(out);
    return new Response(null, { status: answer(out, got.length) });
  });
  return got;
}

/** Waits until `got` has at least `n` entries (deliveries run from the player's alarm). */
export async function received<T>(got: readonly T[], n: number, what = 'deliveries'): Promise<void> {
  for (let i = 0; i < 200 && got.length < n; i++) await new Promise((r) => setTimeout(r, 25));
  expect(got.length, what).toBeGreaterThanOrEqual(n);
}

export async function hmacHex(secret: string, body: Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return [...new Uint8Array(await crypto.subtle.sign('HMAC', key, body))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const CARD = /\b(?:[SHDC](?:10|[2-9AJQKC])|T(?:[1-9]|1\d|2[01])|EX|SKUS)\b/g;

/** The card ids written in a text. */
export const cardsIn = (text: string): string[] => text.match(CARD) ?? [];

/**
 * The cards anyone may know at a table right now: those in public notations of the record so far and
 * those the spectator view shows (the Tablanet table). Everything else is somebody's secret.
 */
export async function publicCards(tableId: string): Promise<Set<string>> {
  const rec = await json<MatchRecordWire>(await call(`/api/tables/${tableId}/record`));
  const spectator = await stateOf(tableId);
  const seen = new Set<string>();
  for (const a of rec.actions) for (const c of cardsIn(a.action)) seen.add(c);
  for (const c of cardsIn(JSON.stringify((spectator.view as { table?: unknown }).table ?? []))) seen.add(c);
  return seen;
}

/** Asserts that `text` names no card outside `known` (and says where, if it does). */
export function expectNoHiddenCard(text: string, known: ReadonlySet<string>, where: string): void {
  const hidden = cardsIn(text).filter((c) => !known.has(c));
  expect(hidden, `${where} names hidden cards: ${text}`).toEqual([]);
}

/** The state of `tableId` for each token. */
export async function states(tableId: string, tokens: readonly string[]): Promise<TableState[]> {
  return Promise.all(tokens.map((t) => stateOf(tableId, t)));
}
