/**
 * Observability (docs/operations.md): one JSON log line per request and per action, with the table,
 * the seq, the status and the time, and never a card of a hidden hand or a token; Analytics Engine
 * points of the documented shape.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableState } from '../../shared/protocol.js';
import { writePoint } from '../../worker/observe/metrics.js';
import { call, json, Socket, stateOf, tablanetForTwo } from './helpers.js';

type Line = Record<string, unknown> & { event: string };

/** Every structured line written to any console stream while `spy`s were on. */
type ConsoleSpy = { mock: { calls: unknown[][] } };

function lines(spies: readonly ConsoleSpy[]): { text: string; line: Line }[] {
  return spies
    .flatMap((s) => s.mock.calls.map((c) => c[0]))
    .filter((x): x is string => typeof x === 'string' && x.startsWith('{'))
    .map((text) => ({ text, line: JSON.parse(text) as Line }));
}

/** Cards of both hands, as the seats see them (each hidden from the other seat and from spectators). */
async function hiddenCards(id: string, tokens: readonly string[]): Promise<string[]> {
  const views = await Promise.all(tokens.map((t) => stateOf(id, t)));
  return views.flatMap((s) => (s.view as { hand: string[] }).hand);
}

/** A card as a word of its own (cards are upper case: "H10", "SA"; ids and fields are not). */
const mentions = (text: string, card: string) => new RegExp(`(?<![A-Za-z0-9])${card}(?![A-Za-z0-9])`).test(text);

describe('structured logs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a REST action and a socket action each write one line with table, seq, status and time — no hidden card, no token, no invitation', async () => {
    const { id, tokens, created } = await tablanetForTwo({ targetScore: 1000 });
    const spies = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];

    // Seat to act plays over REST.
    const before = await stateOf(id, tokens[0]);
    const restSeat = before.table.toAct[0]!;
    const mine = await stateOf(id, tokens[restSeat]);
    const played = await json<TableState>(await call(`/api/tables/${id}/actions`, { token: tokens[restSeat], body: { seq: mine.seq, action: mine.legal[0] } }));
    // A reader with the invitation code in the query.
    await json<TableState>(await call(`/api/tables/${id}?invite=${created.invite}`));

    // The other seat plays over its socket.
    const sockSeat = played.table.toAct[0]!;
    const socket = await Socket.open(id, tokens[sockSeat]);
    const first = await socket.next();
    if (first.type !== 'state') throw new Error('expected the state first');
    socket.send({ type: 'act', seq: first.seq, action: first.legal[0], requestId: 'r1' });
    const after = await socket.stateAt(first.seq + 1);
    socket.close();

    const hidden = await hiddenCards(id, tokens);
    expect(hidden.length, 'both seats still hold cards').toBeGreaterThan(4);
    const all = lines(spies);
    const rest = all.filter(({ line }) => line.event === 'request' && line.route === 'POST /api/tables/:id/actions');
    expect(rest.map((l) => l.line)).toEqual([
      expect.objectContaining({ level: 'info', table: id, game: 'tablanet', seq: played.seq, seat: restSeat, status: 200, ms: expect.any(Number) }),
    ]);
    const viaSocket = all.filter(({ line }) => line.event === 'action' && line.via === 'socket');
    expect(viaSocket.map((l) => l.line)).toEqual([
      expect.objectContaining({ table: id, game: 'tablanet', seq: after.seq, seat: sockSeat, outcome: 'ok', ms: expect.any(Number) }),
    ]);
    const read = all.filter(({ line }) => line.event === 'request' && line.route === 'GET /api/tables/:id');
    expect(read.length).toBeGreaterThan(0);

    for (const { text } of all) {
      for (const token of tokens) {
        expect(text).not.toContain(token);
        expect(text).not.toContain(token.slice(-64));
      }
      expect(text).not.toContain(created.invite);
      for (const card of hidden) expect(mentions(text, card), `${card} in ${text}`).toBe(false);
    }
  });

  it('a refused action names its problem code in the line', async () => {
    const { id, tokens } = await tablanetForTwo({ targetScore: 1000 });
    const spy = vi.spyOn(console, 'log');
    const s = await stateOf(id, tokens[0]);
    const seat = s.table.toAct[0]!;
    const res = await call(`/api/tables/${id}/actions`, { token: tokens[seat], body: { seq: s.seq + 5, action: 'play H10' } });
    expect(res.status).toBe(409);
    await res.arrayBuffer();
    const line = lines([spy]).find(({ line }) => line.event === 'request' && line.route === 'POST /api/tables/:id/actions')?.line;
    expect(line).toMatchObject({ status: 409, code: 'STALE_SEQ', table: id, game: 'tablanet', seq: s.seq });
  });
});

describe('Analytics Engine points', () => {
  it('have one shape: the game or route as index, kind/game/route/outcome as blobs, time and status as doubles', () => {
    const written: AnalyticsEngineDataPoint[] = [];
    const METRICS = { writeDataPoint: (p?: AnalyticsEngineDataPoint) => void written.push(p!) };
    writePoint({ METRICS }, { kind: 'action', game: 'tarot', route: 'socket', outcome: 'ok', ms: 3.5, status: 0 });
    writePoint({ METRICS }, { kind: 'request', game: '', route: 'GET /api/games', outcome: 'ok', ms: 1, status: 200 });
    expect(written).toEqual([
      { indexes: ['tarot'], blobs: ['action', 'tarot', 'socket', 'ok'], doubles: [3.5, 0] },
      { indexes: ['GET /api/games'], blobs: ['request', '', 'GET /api/games', 'ok'], doubles: [1, 200] },
    ]);
    // Without the binding, or with one that throws, nothing fails.
    expect(() => writePoint({}, { kind: 'request', game: '', route: 'x', outcome: 'ok', ms: 0, status: 200 })).not.toThrow();
    const broken = { writeDataPoint: () => { throw new Error('full'); } };
    expect(() => writePoint({ METRICS: broken }, { kind: 'request', game: '', route: 'x', outcome: 'ok', ms: 0, status: 200 })).not.toThrow();
  });
});
