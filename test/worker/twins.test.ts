/**
 * The workerd half of the indistinguishability test (issue 15; the engine half is
 * test/engine/indistinguishable.test.ts): two tables whose public history is the same but whose hidden
 * cards differ — two cards swapped between the hands of two seats, so that every public move stays
 * legal at both — must look the same to a spectator and to every other seat through the service: the
 * states they read, the event feed, their sockets' messages, the record while the match runs and the
 * notifications their webhooks receive. The twins are chosen so that one seat's move is forced by its
 * hidden cards at one table and not at the other (its only card of the led suit among several): the
 * table must not play it by itself there (docs/correspondence.md, "Forced actions"), or the moment of
 * the move would tell everyone.
 *
 * Both tables run in lockstep on a stopped service clock, so that every time they carry must be equal;
 * between moves the clock moves on past the automatic-move delay and the tables' alarms run.
 */
import { runDurableObjectAlarm } from 'cloudflare:test';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyGameDef, type CardId, createMatch, getGame, legalNotations, randomInt, type RngState, type Seat, seedRng, shuffle } from '../../shared/index.js';
import type { ServerMessage } from '../../shared/protocol.js';
import { CorrCreateTableBodySchema, type CorrTableState as TableState } from '../../shared/protocol-correspondence.js';
import { freezeClock, resetClock, travel } from '../../worker/clock.js';
import { randomId } from '../../worker/crypto.js';
import type { TableRpc } from '../../worker/table/table-do.js';
import { type Outbound, receiver } from './corr-helpers.js';
import { call, json, newPlayer, Socket, tableStub } from './helpers.js';

type Entry = readonly [Seat, string];

interface Twin {
  readonly decks: [readonly CardId[][], readonly CardId[][]];
  readonly seed: string;
  /** The actions both tables take, in order (the same notations at both). */
  readonly log: readonly Entry[];
  /** The seats whose cards were swapped; everyone else (and a spectator) must see no difference. */
  readonly swapped: readonly [Seat, Seat];
  /** The action before which one twin's seat has a single legal action among several cards, the other not. */
  readonly forcedAt: number;
  /** The actions before which the seat to act has a single legal action at either table: the table might play it by itself. */
  readonly singles: ReadonlySet<number>;
}

/** Plays `log` from `decks`: how many actions fit with the same public notations as `heard`, and the states on the way. */
function replayPrefix(def: AnyGameDef, seats: number, options: unknown, seed: string, decks: readonly CardId[][], log: readonly Entry[], heard: readonly Entry[]) {
  const start = createMatch<unknown>(def, { seats, options, seed, decks });
  if (!start.ok) throw new Error(start.error.message);
  const states = [start.value];
  for (const [k, [seat, text]] of log.entries()) {
    const state = states.at(-1);
    const action: unknown = def.parseAction(text);
    const next = def.apply(state, seat, action);
    if (!next.ok || def.publicNotation(state, seat, action) !== heard[k]![1]) break;
    states.push(next.value);
  }
  return states;
}

const handSize = (def: AnyGameDef, state: unknown, seat: Seat): number => def.cardLocations(state)[`hand:${seat}`]?.length ?? 0;

/**
 * Finds twin deals with the engine: random matches from prearranged decks, and swaps of two first-deal
 * cards between two seats' hands, kept when the same actions replay with the same public notations for
 * at least `min` actions and one of the two seats meets, within them, a move forced by its hidden cards
 * at one table and free at the other.
 */
function findTwin(def: AnyGameDef, seats: number, options: unknown, min: number): Twin {
  let rng: RngState = seedRng(`twins:${def.id}:${seats}`);
  const probe = createMatch<{ options?: unknown }>(def, { seats, options, seed: 'probe' });
  if (!probe.ok) throw new Error(probe.error.message);
  const pack = def.pack(probe.value.options ?? {});
  for (let attempt = 0; attempt < 40; attempt++) {
    const decks: CardId[][] = [];
    for (let d = 0; d < 4; d++) {
      let deck: CardId[];
      [deck, rng] = shuffle(rng, pack);
      decks.push(deck);
    }
    const seed = `twin-seed-${attempt}`;
    const start = createMatch<unknown>(def, { seats, options, seed, decks });
    if (!start.ok) throw new Error(start.error.message);
    const log: Entry[] = [];
    const heard: Entry[] = [];
    let state = start.value;
    for (let step = 0; step < 120 && def.toAct(state).length > 0 && def.view(state, 'spectator').deal === 1; step++) {
      const seat = def.toAct(state)[0]!;
      const legal = def.legalActions(state, seat);
      let i: number;
      [i, rng] = randomInt(rng, legal.length);
      const next = def.apply(state, seat, legal[i]);
      if (!next.ok) throw new Error(next.error.message);
      log.push([seat, def.makeAction(legal[i])]);
      heard.push([seat, def.publicNotation(state, seat, legal[i])]);
      state = next.value;
    }
    const hands = Array.from({ length: seats }, (_, s) => def.cardLocations(start.value)[`hand:${s}`] ?? []);
    const mine = replayPrefix(def, seats, options, seed, decks, log, heard);
    for (let s = 0; s < seats; s++) {
      for (let t = s + 1; t < seats; t++) {
        for (const a of hands[s]!) {
          for (const b of hands[t]!) {
            const twinDecks = decks.map((d, k) => (k === 0 ? d.map((c) => (c === a ? b : c === b ? a : c)) : d));
            const theirs = replayPrefix(def, seats, options, seed, twinDecks, log, heard);
            const n = theirs.length - 1;
            if (n < min) continue;
            // A move forced by hidden cards at one table and free at the other, within the shared history.
            const forcedAt = log.slice(0, n).findIndex(([seat], k) => {
              if (seat !== s && seat !== t) return false;
              const [x, y] = [mine[k], theirs[k]].map((st) => legalNotations(def, st, seat).length);
              const forcedAmongSeveral = (count: number, st: unknown) => count === 1 && handSize(def, st, seat) > 1;
              return x !== y && (forcedAmongSeveral(x!, mine[k]) || forcedAmongSeveral(y!, theirs[k]));
            });
            if (forcedAt < 0 || forcedAt > n - 2) continue;
            const singles = new Set(log.slice(0, n).flatMap(([seat], k) => ([mine[k], theirs[k]].some((st) => legalNotations(def, st, seat).length === 1) ? [k] : [])));
            return { decks: [decks, twinDecks], seed, log: log.slice(0, n), swapped: [s, t], forcedAt, singles };
          }
        }
      }
    }
  }
  throw new Error(`no twin deals found for ${def.id}`);
}

/** One seat's or a spectator's view of one table: everything they receive, in order. */
interface Heard {
  readonly reads: unknown[];
  readonly socket: ServerMessage[];
  readonly notifications: Outbound[];
  readonly close: () => void;
}

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dora', 'Eli'];
const playerIdOf = (token: string) => /^st_([a-z2-9]{16})_/.exec(token)![1]!;

/** A table dealt from `decks` with `seed` (as a duplicate tournament round deals), every seat taken over the public API. */
async function twinTable(label: string, game: string, seats: number, options: Record<string, unknown>, seed: string, decks: readonly CardId[][], viewers: readonly Seat[]) {
  const people = [];
  for (let s = 0; s < seats; s++) people.push(await newPlayer(NAMES[s]!));
  const tokens = people.map((p) => p.token);
  for (const s of viewers) {
    await json(await call('/api/me/notifications', { method: 'PUT', token: tokens[s], body: { webhooks: [{ url: `https://hooks.test/twins/${label}/${s}`, format: 'json' }] } }));
  }
  const id = randomId(12);
  const body = v.parse(CorrCreateTableBodySchema, { game, seats, seat: 0, options });
  const created = await (tableStub(id) as unknown as TableRpc).create({ ...body, id, creator: { id: playerIdOf(tokens[0]!), name: NAMES[0]! }, seed, decks });
  if (!created.ok) throw new Error(created.problem.detail);
  for (let s = 1; s < seats; s++) await json(await call(`/api/tables/${id}/seats/${s}`, { token: tokens[s], raw: '' }));
  return { id, invite: created.value.invite, tokens, playerIds: tokens.map(playerIdOf) };
}

afterEach(() => resetClock());

const GAMES: [game: string, seats: number, options: Record<string, unknown>][] = [
  ['tarot', 3, { deals: 1 }],
  ['taleles', 3, {}],
];

describe('two tables that differ only in hidden cards look the same through the service', () => {
  for (const [game, seats, options] of GAMES) {
    it(`${game} for ${seats}`, async () => {
      const def = getGame(game)!;
      const twin = findTwin(def, seats, options, 12);
      const viewers = Array.from({ length: seats }, (_, s) => s).filter((s) => !twin.swapped.includes(s));
      freezeClock();
      const caught = receiver(`https://hooks.test/twins/${game}-`);
      const hooks = [0, 1].map((k) => ({ filter: (keep: (o: Outbound) => boolean) => caught.filter((o) => o.url.includes(`/twins/${game}-${'ab'[k]}/`) && keep(o)) }));
      const tables: Awaited<ReturnType<typeof twinTable>>[] = [];
      for (const [k, label] of ['a', 'b'].entries()) {
        tables.push(await twinTable(`${game}-${label}`, game, seats, options, twin.seed, twin.decks[k]!, viewers));
      }
      // What each viewer (the other seats, a spectator) receives, per table.
      const heard = tables.map(() => new Map<string, Heard>());
      const who = (seat: Seat | 'spectator') => String(seat);
      for (const [k, t] of tables.entries()) {
        for (const viewer of [...viewers, 'spectator' as const]) {
          const socket = await Socket.open(t.id, viewer === 'spectator' ? undefined : t.tokens[viewer]);
          heard[k]!.set(who(viewer), { reads: [], socket: socket.messages, notifications: [], close: () => socket.close() });
        }
      }
      const read = async (k: number, viewer: Seat | 'spectator', path: string) => {
        const t = tables[k]!;
        const token = viewer === 'spectator' ? undefined : t.tokens[viewer];
        const res = await call(`/api/tables/${t.id}${path}`, token === undefined ? {} : { token });
        const body = (await res.json()) as unknown;
        heard[k]!.get(who(viewer))!.reads.push({ path, status: res.status, body });
        return body;
      };
      let turnsTold = 0;
      /**
       * "Your turn" reaches a viewer's webhook a moment after the move that made it (the table tells its
       * players' objects); it is awaited before the clock moves on, so that both tables tell it at one time.
       */
      const toldTurn = async (seq: number) => {
        const seat = twin.log[seq]?.[0];
        if (seat === undefined || !viewers.includes(seat)) return;
        turnsTold++;
        const turns = twin.log.slice(0, seq + 1).filter(([s]) => s === seat).length;
        for (const got of hooks) await waitFor(() => got.filter((g) => g.url.endsWith(`/${seat}`)).length >= turns, 'the turn notification');
      };
      await toldTurn(0);
      let forcedSeen = false;
      for (let seq = 0; seq < twin.log.length; ) {
        // Where a seat has a single legal action, past the automatic-move delay: whatever a table plays by
        // itself, it plays now. (Elsewhere the clock stands still: a rate limit's buckets would not forgive a
        // clock that moved far ahead and then back to real time after the test.)
        if (twin.singles.has(seq)) travel(2_000);
        for (const t of tables) for (let i = 0; i < 20 && (await runDurableObjectAlarm(tableStub(t.id))); i++);
        const now = await Promise.all(tables.map(async (_, k) => (await read(k, 'spectator', '')) as TableState));
        expect(now[1]!.seq, `the tables went apart before action ${seq + 1}`).toBe(now[0]!.seq);
        if (now[0]!.seq > seq) {
          // A move the table made by itself: only one that is forced in public, and the one the log has.
          const record = await json<{ actions: { seat: number; action: string }[] }>(await call(`/api/tables/${tables[0]!.id}/record`));
          expect(record.actions.slice(seq).map((a) => [a.seat, a.action])).toEqual(twin.log.slice(seq, now[0]!.seq));
          seq = now[0]!.seq;
          continue;
        }
        const [seat, action] = twin.log[seq]!;
        if (seq === twin.forcedAt) {
          const legal = await Promise.all(tables.map(async (t) => ((await json<TableState>(await call(`/api/tables/${t.id}`, { token: t.tokens[seat] }))).legal.length)));
          expect(legal[0], 'the twins differ in what is forced').not.toBe(legal[1]);
          forcedSeen = true;
        }
        for (const viewer of [...viewers, 'spectator' as const]) {
          for (const k of [0, 1]) {
            await read(k, viewer, '');
            await read(k, viewer, `/events?after=${Math.max(0, seq - 3)}`);
            await read(k, viewer, '/record');
          }
        }
        for (const t of tables) expect((await call(`/api/tables/${t.id}/actions`, { token: t.tokens[seat], body: { seq, action } })).status).toBe(200);
        seq++;
        await toldTurn(seq);
      }
      expect(forcedSeen).toBe(true);
      expect(turnsTold).toBeGreaterThan(0);
      // The sockets have heard every change by now; give the last messages a moment to arrive.
      await new Promise((r) => setTimeout(r, 300));
      for (const k of [0, 1]) for (const h of heard[k]!.values()) h.close();
      for (const viewer of [...viewers, 'spectator' as const]) {
        for (const [k, got] of hooks.entries()) heard[k]!.get(who(viewer))!.notifications.push(...got.filter((g) => viewer !== 'spectator' && g.url.endsWith(`/${viewer}`)));
      }
      // Only the names of things differ: the tables' ids and invitations, the players' ids.
      const same = (k: number, x: unknown): string => {
        let text = JSON.stringify(x);
        const t = tables[k]!;
        for (const [from, to] of [[t.id, 'TABLE'], [t.invite, 'INVITE'], ...t.playerIds.map((p, s) => [p, `PLAYER${s}`])] as const) text = text.split(from).join(to);
        return text;
      };
      for (const viewer of [...viewers, 'spectator' as const]) {
        const [a, b] = [0, 1].map((k) => heard[k]!.get(who(viewer))!);
        expect(a!.reads.length).toBeGreaterThan(0);
        for (const [i, r] of a!.reads.entries()) expect(same(1, b!.reads[i]), `${viewer} reads ${(r as { path: string }).path}`).toBe(same(0, r));
        expect(b!.reads).toHaveLength(a!.reads.length);
        expect(a!.socket.length).toBeGreaterThan(0);
        expect(b!.socket.map((m) => same(1, m)), `${viewer}'s socket`).toEqual(a!.socket.map((m) => same(0, m)));
        const body = (k: number, n: Outbound) => same(k, JSON.parse(n.text));
        expect(b!.notifications.map((n) => body(1, n)), `${viewer}'s notifications`).toEqual(a!.notifications.map((n) => body(0, n)));
      }
    });
  }
});

async function waitFor(ok: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 800 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(ok(), what).toBe(true);
}
