/**
 * Bad input, short version (`npm run fuzz` runs thousands of cases against wrangler dev): every
 * documented route and the WebSocket get random and mutated JSON, wrong types, huge strings, deep
 * nesting, unknown fields, bad notations and wrong tokens. Every refusal is a 4xx problem+json (never a
 * 5xx, never a stack trace), and a refused request leaves both tables under test exactly as they were.
 */
import fc from 'fast-check';
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Player, ServerMessage } from '../../shared/protocol.js';
import { openApiDocument, ROUTES } from '../../worker/openapi.js';
import type { TableRpc } from '../../worker/table/table-do.js';
import { badAnswer, badSocketAnswer, type FuzzWorld, request, socketMessage } from './fuzz-inputs.js';
import { BASE, call, json, newPlayer, newTable, Socket, stateOf, tableStub } from './helpers.js';

/** A table in play for two, a private table for three waiting for players, and a stranger. */
async function world(): Promise<FuzzWorld & { reader: Player; idle: string }> {
  const [ana, ben, cleo] = await Promise.all(['Ana', 'Ben', 'Cleo'].map((n) => newPlayer(n)));
  const playing = await newTable(ana!.token, { game: 'tablanet', seats: 2, seat: 0 });
  await json(await call(`/api/tables/${playing.table.id}/seats/1`, { token: ben!.token, body: {} }));
  const waiting = await newTable(ana!.token, { game: 'tarot', seats: 3, seat: 0, visibility: 'private' });
  const seat = (await stateOf(playing.table.id)).table.toAct[0]!;
  const mover = await stateOf(playing.table.id, [ana!.token, ben!.token][seat]);
  return {
    playing: playing.table.id,
    waiting: waiting.table.id,
    seq: mover.seq,
    legal: mover.legal,
    invite: waiting.invite,
    tokens: [ana!.token, ben!.token, cleo!.token],
    reader: ana!.player,
    idle: [ana!.token, ben!.token][1 - seat]!,
  };
}

/**
 * Everything a refused request must not change: each table's state as Ana sees it and its record,
 * read from the table objects directly (the public routes would count against the rate limits).
 */
async function snapshot(w: FuzzWorld & { reader: Player }): Promise<string> {
  const parts: unknown[] = [];
  for (const id of [w.playing, w.waiting]) {
    const stub = tableStub(id) as unknown as TableRpc;
    const state = await stub.state(w.reader);
    const rec = await stub.record();
    if (!state.ok || !rec.ok) throw new Error(`table ${id} cannot be read`);
    parts.push(state.value.seq, state.value.table, rec.value.actions);
  }
  return JSON.stringify(parts);
}

/** Every documented route but the account's NDJSON stream, which stays open (its query is checked like the long poll's). */
const FUZZED = ROUTES.filter((r) => r.path !== '/api/me/events/stream');

/** Routes whose success may change a table under test. */
const CHANGES = /^(POST|DELETE) \/api\/tables\/\{id\}\//;

describe('bad input over REST', () => {
  it('every documented route answers random and mutated requests with 4xx problem+json, tables unchanged', async () => {
    const w = await world();
    let before = await snapshot(w);
    const statuses = new Map<number, number>();
    /** `METHOD /path` → the statuses and codes its refusals had (a wrong method is the path's 405, not the operation's). */
    const refusals = new Map<string, Set<string>>();
    await fc.assert(
      fc.asyncProperty(request(w, FUZZED), async (r) => {
        const res = await SELF.fetch(`${BASE}${r.path}`, {
          method: r.method,
          headers: { ...r.headers, 'cf-connecting-ip': '198.51.100.250' },
          ...(r.body === undefined ? {} : { body: r.body }),
        });
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const bad = badAnswer(res.status, res.headers.get('content-type') ?? '', text);
        if (res.status >= 400 && r.route.startsWith(`${r.method} `)) {
          const code = bad === undefined ? (JSON.parse(text) as { code: string }).code : '?';
          (refusals.get(r.route) ?? refusals.set(r.route, new Set()).get(r.route)!).add(`${res.status} ${code}`);
        }
        expect(bad, `${r.method} ${r.path.slice(0, 120)}: ${bad}`).toBeUndefined();
        const after = await snapshot(w);
        // Only a request that succeeded may have changed a table (a lucky legal action, a seat taken).
        if (res.status < 300 && CHANGES.test(r.route)) before = after;
        else expect(after, `${r.method} ${r.path.slice(0, 120)} changed a table`).toBe(before);
      }),
      { numRuns: 200, seed: 1010 },
    );
    // The run reached the handlers, not only the edge checks.
    const codes = [...statuses.keys()];
    expect(codes.filter((s) => s >= 400).length).toBeGreaterThanOrEqual(5);
    // Every refusal a route really answered is documented under that operation's responses.
    const doc = openApiDocument() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const undocumented = [...refusals].flatMap(([route, seen]) => {
      const [method, path] = route.split(' ') as [string, string];
      const responses = doc.paths[path]![method.toLowerCase()]!.responses;
      return [...seen].filter((s) => !(s.split(' ')[0]! in responses)).map((s) => `${route}: ${s}`);
    });
    expect(undocumented).toEqual([]);
    expect(refusals.size).toBeGreaterThan(20);
  });
});

describe('bad input over the WebSocket', () => {
  it('answers every random message with an error of a known code (or a state), never closes, tables unchanged', async () => {
    const w = await world();
    const before = await snapshot(w);
    // The seat not to act: even a valid act is refused (NOT_YOUR_TURN), so nothing may change.
    const socket = await Socket.open(w.playing, w.idle);
    await socket.next();
    const answers: ServerMessage[] = [];
    await fc.assert(
      fc.asyncProperty(socketMessage(w), async (m) => {
        socket.send(m);
        // A ping not spelled exactly like the runtime's is answered by the table itself, in order.
        socket.send('{"type": "ping"}');
        for (;;) {
          const a = await socket.next();
          answers.push(a);
          if (a.type === 'pong') break;
          const bad = badSocketAnswer(a);
          expect(bad, `${m.slice(0, 120)}: ${bad}`).toBeUndefined();
        }
      }),
      { numRuns: 120, seed: 2020 },
    );
    expect(socket.closed).toBe(false);
    expect(answers.filter((a) => a.type === 'error').length).toBeGreaterThan(60);
    socket.close();
    expect(await snapshot(w)).toBe(before);
  });
});
