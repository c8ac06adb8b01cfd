/**
 * No leak through the service itself: random matches of every game played through REST (state, replies,
 * the event feed), WebSockets (every seat's own stream, a spectator's) and the record before the end,
 * with refused moves on both. Afterwards the true match is rebuilt from the table's storage (seed and
 * full log, read with runInDurableObject) and every payload is checked against the cards its receiver
 * may not know at that moment (each game's `hiddenFrom`); the seed appears in nothing before the end.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { type AnyGameDef, createMatch, getGame, replay, type Viewer } from '../../shared/index.js';
import type { EventsResponse, MatchRecordWire, ServerMessage, TableState } from '../../shared/protocol.js';
import { chooser } from '../../scripts/lib/client.js';
import { actionListLeaks, namedSecrets, withoutCalls } from '../engine/leaks.js';
import { call, newPlayer, newTable, patiently, Socket, tableStub } from './helpers.js';

interface Received {
  readonly viewer: Viewer;
  /** Actions made at the table when the payload was built (or the request sent). */
  readonly seq: number;
  readonly channel: string;
  readonly payload: unknown;
  /** What the receiver itself sent (a refusal may repeat it). */
  readonly sent?: string;
}

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dora', 'Eli'];

/** Plays one match (at most `limit` actions): even seats over a socket, odd seats over REST and the feed. */
async function play(game: string, seats: number, options: Record<string, unknown>, limit: number) {
  const people = await Promise.all(NAMES.slice(0, seats).map((n) => newPlayer(n)));
  const tokens = people.map((p) => p.token);
  const { table } = await newTable(tokens[0]!, { game, seats, seat: 0, options });
  const id = table.id;
  for (let s = 1; s < seats; s++) await call(`/api/tables/${id}/seats/${s}`, { token: tokens[s], body: {} });
  const got: Received[] = [];
  let seq = 0;
  /** What each socket request sent, by requestId. */
  const sentBy = new Map<string, string>();
  const listen = (socket: Socket, viewer: Viewer) =>
    socket.ws.addEventListener('message', (e) => {
      const m = JSON.parse(e.data as string) as ServerMessage;
      const sent = m.type === 'error' && m.requestId !== undefined ? sentBy.get(m.requestId) : undefined;
      got.push({ viewer, seq: m.type === 'state' ? m.seq : seq, channel: `socket ${m.type}`, payload: m, ...(sent === undefined ? {} : { sent }) });
    });
  const sockets = new Map<number, Socket>();
  for (let s = 0; s < seats; s += 2) sockets.set(s, await Socket.open(id, tokens[s]));
  const spectator = await Socket.open(id);
  for (const [s, socket] of sockets) listen(socket, s);
  listen(spectator, 'spectator');

  /** A REST read, its answer kept for the check. */
  const read = async <T>(path: string, viewer: Viewer, channel: string, sent?: string, init: Parameters<typeof call>[1] = {}) => {
    const token = viewer === 'spectator' ? undefined : tokens[viewer];
    const res = await patiently(() => call(path, { ...init, ...(token ? { token } : {}) }));
    const body = (await res.json()) as T;
    got.push({ viewer, seq, channel, payload: body, ...(sent === undefined ? {} : { sent }) });
    return { status: res.status, body };
  };

  const choose = chooser(id.charCodeAt(0) * 31 + id.charCodeAt(3));
  let after = 0;
  for (let n = 0; n < limit; n++) {
    const { body: open } = await read<TableState>(`/api/tables/${id}`, 'spectator', 'state');
    if (open.table.status === 'finished') break;
    const seat = open.table.toAct[0]!;
    const idle = (seat + 1) % seats;
    const { body: mine } = await read<TableState>(`/api/tables/${id}`, seat, 'state');
    const action = choose(mine.legal);
    // Refused moves: out of turn, and a card picked at random by the seat to act.
    const wrong = `play ${choose(['H2', 'SA', 'T21', 'EX', 'CK', 'D10', 'SKUS'])}`;
    await read(`/api/tables/${id}/actions`, idle, 'refusal', mine.legal[0], { body: { seq, action: mine.legal[0] } });
    const socket = sockets.get(seat);
    if (socket) {
      sentBy.set(`w${n}`, wrong);
      socket.send({ type: 'act', seq, action: wrong, requestId: `w${n}` });
      socket.send({ type: 'act', seq, action, requestId: `a${n}` });
      await socket.stateAt(seq + 1);
    } else {
      await read(`/api/tables/${id}/actions`, seat, 'refusal', wrong, { body: { seq, action: wrong } });
      await read(`/api/tables/${id}/actions`, seat, 'reply', action, { body: { seq, action } });
    }
    seq++;
    if (idle % 2 === 1) {
      const feed = await read<EventsResponse>(`/api/tables/${id}/events?after=${after}`, idle, 'events');
      after = feed.body.state.seq;
    }
    if (n % 4 === 0) await read(`/api/tables/${id}/record`, 'spectator', 'record');
  }
  await read(`/api/tables/${id}/record`, 'spectator', 'record');
  for (const s of [...sockets.values(), spectator]) s.close();
  return { id, got, seq };
}

/** The true match as the table stored it: seed and full log, rebuilt into the state after each action. */
async function truth(def: AnyGameDef, id: string, seats: number, options: Record<string, unknown>) {
  const stored = await runInDurableObject(tableStub(id), (_instance, state) => {
    const info = state.storage.sql.exec<{ data: string }>('SELECT data FROM info').one();
    const log = state.storage.sql.exec<{ seat: number; action: string }>('SELECT seat, action FROM actions ORDER BY seq').toArray();
    return { seed: (JSON.parse(info.data) as { seed: string; options: Record<string, unknown> }).seed, log };
  });
  const start = createMatch<unknown>(def, { seats, options, seed: stored.seed });
  if (!start.ok) throw new Error(start.error.message);
  const states: unknown[] = [start.value];
  const record = { game: def.id, version: def.version, seats, options, seed: stored.seed, log: [] as [number, string][] };
  for (const a of stored.log) {
    record.log.push([a.seat, a.action]);
    const next = replay<unknown>(def, record);
    if (!next.ok) throw new Error(next.error.message);
    states.push(next.value);
  }
  return { seed: stored.seed, states };
}

/** Any of the answers: a state, a feed, a record, a problem, a socket message. */
interface Payload {
  readonly view?: unknown;
  readonly seq?: number;
  readonly legal?: readonly string[];
  readonly state?: TableState;
  readonly events?: EventsResponse['events'];
  readonly actions?: MatchRecordWire['actions'];
}

/** Every leak in what was received (the engine-level run in test/engine/leaks.test.ts covers every seat count). */
function leaks(def: AnyGameDef, got: readonly Received[], seed: string, states: readonly unknown[]): string[] {
  const out: string[] = [];
  const end = def.toAct(states.at(-1)).length === 0 ? states.length - 1 : Infinity;
  for (const r of got) {
    const where = `${r.channel} to ${r.viewer} at ${r.seq}`;
    const p = r.payload as Payload;
    const built = p.view ? p.seq! : (p.state?.seq ?? r.seq);
    if (built < end && JSON.stringify(r.payload).includes(seed)) out.push(`${where}: the seed`);
    // A state is checked at its own seq; action lists (feed, record) action by action, below.
    const table = (s: Payload) => ({ ...s, legal: withoutCalls(s.legal ?? []) });
    const parts: [unknown, number][] = [[{ ...table(p), state: undefined, events: undefined, actions: undefined }, p.view ? p.seq! : r.seq]];
    if (p.state) parts.push([table(p.state), p.state.seq]);
    for (const [part, at] of parts) {
      // (the score sheets of earlier deals may name their own cards, shuffled again since)
      const named = namedSecrets(part, def.hiddenFrom(states[at], r.viewer), r.sent, def.view(states[at], 'spectator').deal - 1);
      if (named.length > 0) out.push(`${where}: ${named.join(' ')}`);
    }
    const list = p.actions ?? p.events;
    // After the end the record carries the full notations: everything is public then.
    if (list && built < end) out.push(...actionListLeaks(def, states.slice(0, r.seq + 1), list, r.viewer).map((l) => `${where}: ${l}`));
  }
  return out;
}

const MATCHES: [game: string, seats: number, options: Record<string, unknown>, limit: number][] = [
  ['tablanet', 2, { targetScore: 1 }, 200],
  ['taleles', 3, {}, 200],
  ['tarot', 3, { deals: 1 }, 200],
  // A Radl of four deals is long: the first deal (bidding, talon, tricks) is enough here.
  ['tarock', 4, { rounds: 1 }, 50],
];

describe('no leak through REST, sockets, the feed or the record', () => {
  for (const [game, seats, options, limit] of MATCHES) {
    it(`${game} for ${seats}`, async () => {
      const def = getGame(game)!;
      const { id, got, seq } = await play(game, seats, options, limit);
      const { seed, states } = await truth(def, id, seats, options);
      expect(states).toHaveLength(seq + 1);
      expect(got.length).toBeGreaterThan(seq * 3);
      expect(leaks(def, got, seed, states)).toEqual([]);
      // Either the match ended and its seed is public now, or the run stopped at its limit.
      expect(def.toAct(states.at(-1)).length === 0 || seq === limit).toBe(true);
    });
  }
});
