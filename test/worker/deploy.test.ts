/**
 * A deploy of new rules, inside workerd: for every game, matches start under today's rules; then a new
 * version of the game "is deployed" — the test double of test/engine/rules-doubles.ts, with a state-shape
 * change and a changed score rule (the dealer's point from the first closed deal on), registered as the
 * game's current version while every object restarts, as after `wrangler deploy`. A running match
 * whose history the new rules would change finishes under its old rules; one whose history they leave
 * alone moves on load and finishes under the new ones; a new table starts under them; the records of
 * all of them name their version and replay.
 */
import { evictAllDurableObjects, runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyGameDef, type MatchRecord, getGame, registerGame, replayRecord, unregisterGame } from '../../shared/index.js';
import type { MatchRecordWire, ReplayResponse, ServerMessage, TableState } from '../../shared/protocol.js';
import { nextVersion } from '../engine/rules-doubles.js';
import { call, json, newPlayer, newTable, Socket, tableStub } from './helpers.js';

/** Matches of two deals or more, short enough to play to the end here. */
const GAMES: readonly { game: string; seats: number; options: Record<string, unknown> }[] = [
  { game: 'tablanet', seats: 2, options: { targetScore: 61 } },
  { game: 'taleles', seats: 2, options: { targetScore: 501 } },
  { game: 'tarock', seats: 4, options: { rounds: 1 } },
  { game: 'tarot', seats: 3, options: { deals: 2 } },
];

async function table(game: string, seats: number, options: Record<string, unknown>) {
  const people = await Promise.all(Array.from({ length: seats }, (_, i) => newPlayer(`P${i}`)));
  const tokens = people.map((p) => p.token);
  const { table: t } = await newTable(tokens[0]!, { game, seats, seat: 0, options, autoPlaySingle: false });
  for (let s = 1; s < seats; s++) await json(await call(`/api/tables/${t.id}/seats/${s}`, { token: tokens[s], body: {} }));
  return { id: t.id, tokens };
}

type StateMessage = Extract<ServerMessage, { type: 'state' }>;

/**
 * A Pitsch (Taleles) decides the whole match at once, and so can a Kontra raised level after level (the
 * default puts no bound on doubling: one deal's score passes any target). These matches are to run
 * their deals: no Pitsch ever, and no doubling while a match is to outlive its first deal.
 */
const MATCH_DECIDERS = /^pitsch/;
const FIRST_DEAL_DECIDERS = /^(pitsch|kontra)/;

/**
 * Plays over the seats' sockets (one message per action, each seat hearing its own state with its
 * legal list) until `stop` says so or the match ends, never choosing an action `avoid` matches; returns
 * the last state of the seat that acted.
 */
async function playUntil(id: string, tokens: readonly string[], stop: (s: TableState) => boolean, pick: number, avoid = MATCH_DECIDERS): Promise<TableState> {
  const sockets = await Promise.all(tokens.map((t) => Socket.open(id, t)));
  const heard: (StateMessage | undefined)[] = [];
  /** Seat `seat`'s state at `seq` (each socket's messages are taken once). */
  const at = async (seat: number, seq: number): Promise<StateMessage> => {
    while (heard[seat]?.seq !== seq) {
      const m = await sockets[seat]!.next();
      if (m.type === 'error') throw new Error(`seat ${seat}: ${m.code} ${m.detail}`);
      if (m.type === 'state' && m.seq === seq) heard[seat] = m;
    }
    return heard[seat];
  };
  try {
    let state = (await sockets[0]!.next()) as StateMessage;
    heard[0] = state;
    for (let i = 0; state.table.status === 'playing' && !stop(state); i++) {
      if (i > 2000) throw new Error(`table ${id} does not end`);
      const seat = state.table.toAct[0]!;
      const mine = await at(seat, state.seq);
      const choices = mine.legal.filter((a) => !avoid.test(a));
      const move = { type: 'act', seq: mine.seq, action: choices[(i * 7 + pick) % choices.length], requestId: `r${i}` };
      sockets[seat]!.send(move);
      // A client this fast meets the socket's rate limit now and then: it waits and sends the move again.
      state = await at(seat, mine.seq + 1).catch(async (e: unknown) => {
        if (!String(e).includes('RATE_LIMITED')) throw e;
        await new Promise((r) => setTimeout(r, 1000));
        sockets[seat]!.send(move);
        return at(seat, mine.seq + 1);
      });
    }
    return state;
  } finally {
    sockets.forEach((s) => s.close());
  }
}

const recordOf = async (id: string) => json<MatchRecordWire>(await call(`/api/tables/${id}/record`));
const asRecord = (r: MatchRecordWire): MatchRecord => ({
  game: r.game,
  version: r.version,
  seats: r.seats,
  options: r.options,
  seed: r.seed!,
  log: r.actions.map((a) => [a.seat, a.action] as const),
});
/** The match's snapshot as stored, read from the table's SQLite. */
const snapshotOf = (id: string) =>
  runInDurableObject(tableStub(id), (_i, state) => JSON.parse(state.storage.sql.exec<{ state: string }>('SELECT state FROM head').one().state) as Record<string, unknown>);

/** Lines the worker logged with this event. */
const logged = (spy: { mock: { calls: unknown[][] } }, event: string) =>
  spy.mock.calls.map((c) => String(c[0])).filter((line) => line.includes(`"event":"${event}"`)).map((line) => JSON.parse(line) as Record<string, unknown>);

describe('a deploy of new rules while matches run', () => {
  let deployed: AnyGameDef | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    if (deployed) unregisterGame(deployed.id, deployed.version);
    deployed = undefined;
    await evictAllDurableObjects();
  });

  it.each(GAMES)('$game: running tables finish under their old rules or move when nothing changes for them, new ones start under the new rules, every record replays', async ({ game, seats, options }) => {
    const old = getGame(game)!;
    // Before the deploy: one match past its first closed deal (scored under the old rules), one just begun.
    const scored = await table(game, seats, options);
    const atDeploy = await playUntil(scored.id, scored.tokens, (s) => (s.closedDeals ?? 0) >= 1, 1, FIRST_DEAL_DECIDERS);
    expect(atDeploy.table.status, 'the match goes on after its first deal').toBe('playing');
    const young = await table(game, seats, options);
    await playUntil(young.id, young.tokens, (s) => s.seq >= 2, 2);

    // The deploy: the new version becomes current, and every object starts again on it.
    const next = nextVersion(old);
    registerGame(next);
    deployed = next;
    await evictAllDurableObjects();
    const logs = vi.spyOn(console, 'log');

    // The scored match stays on its rules (storage as it was), and keeps to them after another restart.
    expect((await recordOf(scored.id)).version).toBe(old.version);
    expect(await snapshotOf(scored.id)).not.toHaveProperty('house');
    await evictAllDurableObjects();
    expect((await recordOf(scored.id)).version).toBe(old.version);
    const kept = logged(logs, 'table.rules_kept').filter((l) => l.table === scored.id);
    expect(kept).toEqual([expect.objectContaining({ game, from: old.version, to: next.version, step: expect.any(Number), reason: expect.stringMatching(/different/) })]);

    // The young match moves on load: its snapshot is rebuilt in the new shape.
    expect((await recordOf(young.id)).version).toBe(next.version);
    expect(await snapshotOf(young.id)).toHaveProperty('house');
    expect(logged(logs, 'table.rules_upgraded').filter((l) => l.table === young.id)).toHaveLength(1);

    // A table opened after the deploy plays under the new rules from the start.
    const fresh = await table(game, seats, options);
    await playUntil(fresh.id, fresh.tokens, (s) => s.seq >= 3, 3);
    expect((await recordOf(fresh.id)).version).toBe(next.version);

    // Both running matches are played to their end.
    const endScored = await playUntil(scored.id, scored.tokens, () => false, 4);
    const endYoung = await playUntil(young.id, young.tokens, () => false, 5);
    expect([endScored.table.status, endYoung.table.status]).toEqual(['finished', 'finished']);

    // The scored match ended under the old score rule: no dealer's point, whatever the new rules would say.
    const recScored = await recordOf(scored.id);
    expect(recScored.version).toBe(old.version);
    const underOld = replayRecord(asRecord(recScored));
    if (!underOld.ok) throw new Error(underOld.error.message);
    expect(endScored.outcome?.scores).toEqual(old.outcome(underOld.value)!.scores);
    const underNew = replayRecord({ ...asRecord(recScored), version: next.version });
    if (!underNew.ok) throw new Error(underNew.error.message);
    expect(next.outcome(underNew.value)!.scores).not.toEqual(endScored.outcome?.scores);

    // The young match ended under the new one: every closed deal gave its dealer a point.
    const recYoung = await recordOf(young.id);
    expect(recYoung.version).toBe(next.version);
    const young2 = replayRecord(asRecord(recYoung));
    if (!young2.ok) throw new Error(young2.error.message);
    expect(endYoung.outcome).toEqual(next.outcome(young2.value));
    expect(endYoung.outcome?.summary).toMatch(/dealer's points/);
    const points = (young2.value as { house: { dealerPoints: number[] } }).house.dealerPoints;
    expect(points.reduce((a, b) => a + b, 0)).toBe(endYoung.closedDeals);

    // Both replay with open hands, each under its own version.
    for (const [id, rec] of [[scored.id, recScored], [young.id, recYoung]] as const) {
      const replay = await json<ReplayResponse>(await call(`/api/tables/${id}/replay`));
      expect(replay.frames).toHaveLength(rec.actions.length + 1);
      expect(replay.frames.at(-1)!.view.scores).toEqual((id === scored.id ? endScored : endYoung).view.scores);
    }
  }, 240_000);
});
