/**
 * Which deals of a running match are closed (GameDef.closedDeals) and the replay of one closed deal
 * (closedDeal): a deal opens for review once its cards can no longer matter — after the deal in the
 * trick games, after the whole hand (every round of one stock) in Tablanet — and never earlier.
 */
import { describe, expect, it } from 'vitest';
import {
  type AnyGameDef,
  applyNotation,
  closedDeal,
  createMatch,
  dealSpans,
  getGame,
  type MatchRecord,
  randomInt,
  type RngState,
  seedRng,
} from '../../shared/index.js';
import type { TablanetState } from '../../shared/games/tablanet/index.js';

interface Playout {
  readonly record: MatchRecord;
  readonly states: unknown[];
}

/** A seeded random match of `game`, played until `stop(state)` holds (or the match ends). */
function playUntil(game: string, seats: number, options: Record<string, unknown>, seed: string, stop: (s: unknown) => boolean): Playout {
  const def = getGame(game)!;
  const start = createMatch<unknown>(def, { seats, options, seed });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const states = [state];
  const log: [number, string][] = [];
  let rng: RngState = seedRng(`pick:${seed}`);
  while (def.toAct(state).length > 0 && !stop(state)) {
    const seat = def.toAct(state)[0]!;
    const legal = def.legalActions(state, seat);
    let i: number;
    [i, rng] = randomInt(rng, legal.length);
    const text = def.makeAction(legal[i]);
    const next = applyNotation(def, state, seat, text);
    if (!next.ok) throw new Error(next.error.message);
    log.push([seat, text]);
    state = next.value;
    states.push(state);
  }
  return { record: { game, version: def.version, seats, options, seed, log }, states };
}

const deal = (def: AnyGameDef, s: unknown): number => def.view(s, 'spectator').deal;

const GAMES: readonly [game: string, seats: number, options: Record<string, unknown>][] = [
  ['taleles', 4, { targetScore: 4000, pitschStakes: 'deal', maxDoublingLevel: 1 }],
  ['tarock', 4, { rounds: 1 }],
  ['tarot', 4, { deals: 4 }],
  ['tablanet', 2, { targetScore: 200 }],
];

describe('closed deals', () => {
  for (const [game, seats, options] of GAMES) {
    it(`${game}: a deal opens when the next one is dealt, with its own actions and hands`, () => {
      const def = getGame(game)!;
      // into the third deal: deals 1 and 2 are closed, the third is not
      const { record, states } = playUntil(game, seats, options, `${game}-closed`, (s) => deal(def, s) >= 3);
      const now = states.at(-1)!;
      expect(def.outcome(now), 'the match runs on').toBeUndefined();
      expect(def.closedDeals(now)).toBe(2);
      const spans = dealSpans(def, record);
      if (!spans.ok) throw new Error(spans.error.message);
      expect(spans.value.map((s) => [s.deal, s.closed])).toEqual([
        [1, true],
        [2, true],
      ]);

      for (const d of [1, 2]) {
        const got = closedDeal(def, record, d);
        if (!got.ok) throw new Error(got.error.message);
        const span = spans.value[d - 1]!;
        expect(got.value.steps.map((s) => s.index)).toEqual(Array.from({ length: span.end - span.first }, (_, i) => span.first + i));
        expect(got.value.start).toEqual(states[span.first]);
        expect(got.value.steps.at(-1)!.after).toEqual(states[span.end]);
        // every action but the last is made in the deal; the last one deals the next
        expect(got.value.steps.every((s) => deal(def, s.before) === d)).toBe(true);
        expect(deal(def, got.value.steps.at(-1)!.after)).toBe(d + 1);
      }
      // the deal in play, a deal not dealt yet and nonsense are refused
      for (const d of [3, 4, 0, -1, 1.5]) {
        const refused = closedDeal(def, record, d);
        expect(refused.ok).toBe(false);
        if (!refused.ok) expect(refused.error).toMatchObject({ code: 'NOT_CLOSED', closed: 2 });
      }
    });

    it(`${game}: never one action early — the last action of deal 1 opens it`, () => {
      const def = getGame(game)!;
      const { record, states } = playUntil(game, seats, options, `${game}-early`, (s) => deal(def, s) >= 2);
      const early: MatchRecord = { ...record, log: record.log.slice(0, -1) };
      expect(def.closedDeals(states.at(-2))).toBe(0);
      const refused = closedDeal(def, early, 1);
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error.message).toMatch(/no deal of this match is over yet/);
      expect(closedDeal(def, record, 1).ok).toBe(true);
    });
  }

  it('tablanet: the rounds of a hand share one stock, so a hand opens only after its last round', () => {
    const def = getGame('tablanet')!;
    // two players: six cards each, four rounds from one stock (§4)
    const { record, states } = playUntil('tablanet', 2, { targetScore: 200 }, 'rounds', (s) => (s as TablanetState).round >= 4);
    const mid = states.at(-1) as TablanetState;
    expect(mid.round).toBe(4);
    expect(mid.stock.length).toBe(0);
    expect(def.closedDeals(mid)).toBe(0);
    expect(closedDeal(def, record, 1).ok).toBe(false);
    const whole = playUntil('tablanet', 2, { targetScore: 200 }, 'rounds', (s) => (s as TablanetState).handNo >= 1);
    const got = closedDeal(def, whole.record, 1);
    expect(got.ok).toBe(true);
    // the whole hand: every one of the 52 cards was played or dealt to the table in it
    if (got.ok) expect(got.value.steps.length).toBe(48);
  });

  it('the last deal closes when the match ends', () => {
    const def = getGame('tarot')!;
    const { record, states } = playUntil('tarot', 3, { deals: 1 }, 'one-deal', () => false);
    expect(def.outcome(states.at(-1))).toBeDefined();
    expect(def.closedDeals(states.at(-1))).toBe(1);
    const got = closedDeal(def, record, 1);
    expect(got.ok && got.value.steps.length).toBe(record.log.length);
  });

  it('a record that does not replay is an error, not a review', () => {
    const def = getGame('tarot')!;
    const { record } = playUntil('tarot', 3, { deals: 2 }, 'bad', (s) => deal(def, s) >= 2);
    const bad: MatchRecord = { ...record, log: [...record.log.slice(0, 3), [0, 'play T21'], ...record.log.slice(3)] };
    const got = closedDeal(def, bad, 1);
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.error.code).toBe('BAD_RECORD');
  });
});
