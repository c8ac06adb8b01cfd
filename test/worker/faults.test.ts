/**
 * Faults, short version (`npm run faults` also kills the whole local server with SIGKILL): the table
 * object evicted in the middle of play, a client that comes back with a stale `seq`, and two clients
 * of the same seat racing for the same move. Nothing acknowledged is lost, nothing is applied twice.
 */
import { evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { EventsResponse, MatchRecordWire, ServerMessage, TableState } from '../../shared/protocol.js';
import { act, call, json, newPlayer, newTable, problemOf, Socket, stateOf, tableStub } from './helpers.js';

type StateMessage = Extract<ServerMessage, { type: 'state' }>;

/** A table of `game` for `seats`, every seat taken by a person. */
async function fullTable(game: string, seats: number, options: Record<string, unknown> = {}) {
  const people = await Promise.all(Array.from({ length: seats }, (_, i) => newPlayer(`P${i}`)));
  const tokens = people.map((p) => p.token);
  const { table } = await newTable(tokens[0]!, { game, seats, seat: 0, options });
  for (let s = 1; s < seats; s++) await json(await call(`/api/tables/${table.id}/seats/${s}`, { token: tokens[s], body: {} }));
  return { id: table.id, tokens };
}

const recordOf = async (id: string) => json<MatchRecordWire>(await call(`/api/tables/${id}/record`));

/** The seat to act, its token and its state. */
async function mover(id: string, tokens: readonly string[]) {
  const seat = (await stateOf(id)).table.toAct[0]!;
  return { seat, token: tokens[seat]!, state: await stateOf(id, tokens[seat]) };
}

describe('Durable Object eviction during play', () => {
  it('keeps every acknowledged action of a Tarot table evicted after each one, and the table plays on', async () => {
    const { id, tokens } = await fullTable('tarot', 4, { deals: 1 });
    const sockets = await Promise.all(tokens.map((t) => Socket.open(id, t)));
    await Promise.all(sockets.map((s) => s.next()));
    const acknowledged: [number, string][] = [];
    // Each eviction waits for the table's pending work (the players' lists follow within a second).
    for (let n = 0; n < 4; n++) {
      const m = await mover(id, tokens);
      const action = m.state.legal[n % m.state.legal.length]!;
      let reply: TableState;
      if (n % 2 === 0) {
        reply = await json<TableState>(await act(id, m.token, m.state.seq, action));
      } else {
        sockets[m.seat]!.send({ type: 'act', seq: m.state.seq, action, requestId: `r${n}` });
        reply = await sockets[m.seat]!.stateAt(m.state.seq + 1);
      }
      expect(reply.seq).toBe(m.state.seq + 1);
      acknowledged.push([m.seat, action]);
      // Evicted right after the acknowledgement: the next reader loads the table from storage.
      await evictDurableObject(tableStub(id));
      const after = await stateOf(id, m.token);
      expect(after.seq).toBe(reply.seq);
      expect(after.view).toEqual(reply.view);
    }
    const rec = await recordOf(id);
    expect(rec.actions.map((a) => a.seq)).toEqual(acknowledged.map((_, i) => i + 1));
    expect(rec.actions.map((a) => a.seat)).toEqual(acknowledged.map(([s]) => s));
    // The hibernated sockets still reach their seats after the evictions.
    const m = await mover(id, tokens);
    sockets[m.seat]!.send({ type: 'act', seq: m.state.seq, action: m.state.legal[0], requestId: 'on' });
    const got = (await Promise.all(sockets.map((s) => s.stateAt(m.state.seq + 1)))) as StateMessage[];
    expect(got.map((g) => g.yourSeat)).toEqual([0, 1, 2, 3]);
    sockets.forEach((s) => s.close());
  });
});

describe('a client that comes back with a stale seq', () => {
  it('gets the current state on reconnect, 409 with the state for a stale move, the missed events, and then plays on', async () => {
    const { id, tokens } = await fullTable('tablanet', 2, { targetScore: 1 });
    const first = await mover(id, tokens);
    const away = 1 - first.seat;
    const socket = await Socket.open(id, tokens[away]);
    const seen = (await socket.next()) as StateMessage;
    socket.close();
    // The other seat cannot move twice in a row here; play two moves, each by the seat to act.
    for (let i = 0; i < 2; i++) {
      const m = await mover(id, tokens);
      if (m.seat === away) break;
      await json(await act(id, m.token, m.state.seq, m.state.legal[0]!));
    }
    const now = await stateOf(id, tokens[away]);
    expect(now.seq).toBeGreaterThan(seen.seq);
    const back = await Socket.open(id, tokens[away]);
    const fresh = (await back.next()) as StateMessage;
    expect(fresh).toMatchObject({ type: 'state', seq: now.seq, yourSeat: away });
    back.send({ type: 'act', seq: seen.seq, action: fresh.legal[0] ?? 'play H2', requestId: 'stale' });
    expect(await back.next()).toMatchObject({ type: 'error', code: 'STALE_SEQ', requestId: 'stale' });
    expect(await back.next()).toMatchObject({ type: 'state', seq: now.seq });
    const p = await problemOf(await act(id, tokens[away]!, seen.seq, fresh.legal[0] ?? 'play H2'), 409, 'STALE_SEQ');
    expect(p.state?.seq).toBe(now.seq);
    const missed = await json<EventsResponse>(await call(`/api/tables/${id}/events?after=${seen.seq}`, { token: tokens[away] }));
    expect(missed.events.map((e) => e.seq)).toEqual(Array.from({ length: now.seq - seen.seq }, (_, i) => seen.seq + 1 + i));
    expect((await recordOf(id)).actions).toHaveLength(now.seq);
    // With the fresh seq the move goes through.
    back.send({ type: 'act', seq: fresh.seq, action: fresh.legal[0], requestId: 'fresh' });
    expect(await back.stateAt(fresh.seq + 1)).toMatchObject({ requestId: 'fresh' });
    back.close();
  });
});

describe('two clients of the same seat racing', () => {
  it('exactly one wins each seq, the other gets 409 STALE_SEQ, nothing is applied twice', async () => {
    const { id, tokens } = await fullTable('tablanet', 2, { targetScore: 100 });
    const pairs = await Promise.all(tokens.map(async (t) => [await Socket.open(id, t), await Socket.open(id, t)] as const));
    await Promise.all(pairs.flat().map((s) => s.next()));
    for (let round = 0; round < 8; round++) {
      const m = await mover(id, tokens);
      const [a, b] = pairs[m.seat]!;
      const legal = m.state.legal;
      // Two devices of one player (two sockets and a REST call), each with a move of its own choosing.
      a.send({ type: 'act', seq: m.state.seq, action: legal[0], requestId: `a${round}` });
      b.send({ type: 'act', seq: m.state.seq, action: legal[legal.length - 1], requestId: `b${round}` });
      const rest = await act(id, m.token, m.state.seq, legal[Math.floor(legal.length / 2)]!);
      const outcomes: string[] = await Promise.all(
        [a, b].map(async (s, i) => {
          const mine = `${'ab'[i]}${round}`;
          for (;;) {
            const msg = await s.next();
            if (msg.type === 'error' && msg.requestId === mine) return msg.code as string;
            if (msg.type === 'state' && msg.requestId === mine) return 'WON';
          }
        }),
      );
      outcomes.push(rest.status === 200 ? 'WON' : ((await rest.json()) as { code: string }).code);
      expect(outcomes.filter((o) => o === 'WON'), `round ${round}: ${outcomes}`).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'STALE_SEQ')).toHaveLength(2);
      const rec = await recordOf(id);
      expect(rec.actions.map((x) => x.seq)).toEqual(Array.from({ length: m.state.seq + 1 }, (_, i) => i + 1));
      for (const s of pairs.flat()) s.messages.splice(0);
    }
    pairs.flat().forEach((s) => s.close());
  });

  it('a retried request with the same Idempotency-Key is applied once, even when both copies race', async () => {
    const { id, tokens } = await fullTable('tablanet', 2, { targetScore: 100 });
    const m = await mover(id, tokens);
    const send = () =>
      call(`/api/tables/${id}/actions`, {
        token: m.token,
        body: { seq: m.state.seq, action: m.state.legal[0] },
        headers: { 'idempotency-key': 'retry-1' },
      });
    const answers = await Promise.all([send(), send(), send()]);
    const bodies = await Promise.all(answers.map((r) => r.json() as Promise<TableState>));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect((await recordOf(id)).actions).toHaveLength(1);
  });
});
