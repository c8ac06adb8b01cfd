/**
 * Per-game statistics of a finished match (shared/stats): what a player page adds up. The counts are
 * checked against facts read another way — Tarot's deal scores (the taker wins or loses the most) and
 * Tablanet's match score — and the move-time histogram against chosen times.
 */
import { describe, expect, it } from 'vitest';
import { type AnyGameDef, applyNotation, createMatch, getGame, legalNotations, type MatchRecord } from '../../../shared/index.js';
import { matchStats, medianSeconds, thinkBucket, THINK_BUCKETS } from '../../../shared/stats/index.js';
import type { TarotState } from '../../../shared/games/tarot/state.js';
import type { TablanetState } from '../../../shared/games/tablanet/rules.js';

/** A whole match of random legal moves (seeded), as a record, with its final state. */
function randomMatch<S>(game: string, seats: number, options: Record<string, unknown>, seed: string): { record: MatchRecord; end: S } {
  const def = getGame(game) as AnyGameDef;
  const start = createMatch<S>(def, { seats, options, seed });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const log: [number, string][] = [];
  let x = 7;
  for (let i = 0; i < 20_000; i++) {
    const seat = def.toAct(state)[0];
    if (seat === undefined) break;
    const legal = legalNotations(def, state, seat);
    x = (x * 1103515245 + 12345) % 2147483648;
    const text = legal[x % legal.length]!;
    const next = applyNotation<S>(def, state, seat, text);
    if (!next.ok) throw new Error(next.error.message);
    log.push([seat, text]);
    state = next.value;
  }
  return { record: { game, version: def.version, seats, options, seed, log }, end: state };
}

describe('move times', () => {
  it('fall into doubling buckets, and the median is read off them', () => {
    expect(thinkBucket(0)).toBe(0);
    expect(thinkBucket(999)).toBe(0);
    expect(thinkBucket(1000)).toBe(1);
    expect(thinkBucket(3000)).toBe(2);
    expect(thinkBucket(4000)).toBe(3);
    expect(thinkBucket(10 ** 12)).toBe(THINK_BUCKETS - 1);
    expect(medianSeconds([])).toBeNull();
    // Three moves of 2–4 s and two under a second: the median move took 2–4 s (shown as 2.8).
    const h = new Array<number>(THINK_BUCKETS).fill(0);
    h[0] = 2;
    h[2] = 3;
    expect(medianSeconds(h)).toBe(2.8);
  });
});

describe('a finished match counted per seat', () => {
  it('Tarot: contracts taken and made by each seat are the deals it won or lost as taker', () => {
    const { record, end } = randomMatch<TarotState>('tarot', 4, { deals: 4 }, 'stats-tarot');
    const times = record.log.map((_, i) => i * 5000);
    const stats = matchStats(getGame('tarot')!, record, times);
    expect(stats[0]!.deals).toBe(end.history.length);
    // The taker's deal score is three times a defender's, so it has the largest share; positive = made.
    const taken = [0, 0, 0, 0];
    const made = [0, 0, 0, 0];
    for (const deal of end.history) {
      const most = Math.max(...deal.map(Math.abs));
      const taker = deal.findIndex((s) => Math.abs(s) === most);
      taken[taker]! += 1;
      if (deal[taker]! > 0) made[taker]! += 1;
    }
    const sum = (c: Readonly<Record<string, number>>, prefix: string) => Object.entries(c).reduce((n, [k, v]) => n + (k.startsWith(prefix) ? v : 0), 0);
    expect(stats.map((s) => sum(s.counts, 'taken.'))).toEqual(taken);
    expect(stats.map((s) => sum(s.counts, 'made.'))).toEqual(made);
    // Every move took 5 s (bucket 3: 4–8 s), except the very first, which has no turn before it.
    expect(stats.reduce((n, s) => n + s.moves, 0)).toBe(record.log.length);
    expect(stats.reduce((n, s) => n + s.think[3]!, 0)).toBe(record.log.length - 1);
    expect(medianSeconds(stats[1]!.think)).toBe(5.7);
  });

  it('Tablanet: the tablas of each side, the same for both partners', () => {
    const { record, end } = randomMatch<TablanetState>('tablanet', 4, { targetScore: 30, scoring: 'seed' }, 'stats-tablanet');
    const stats = matchStats(getGame('tablanet')!, record, record.log.map(() => 0));
    expect(stats[0]!.deals).toBe(end.handTotals.length);
    expect(stats[0]!.counts.tablas ?? 0).toBe(stats[2]!.counts.tablas ?? 0);
    expect(stats[1]!.counts.tablas ?? 0).toBe(stats[3]!.counts.tablas ?? 0);
    // Under the seed scoring a tabla is worth one point: they are part of each side's match score.
    const tablas = (stats[0]!.counts.tablas ?? 0) + (stats[1]!.counts.tablas ?? 0);
    expect(tablas).toBeGreaterThan(0);
    expect(tablas).toBeLessThanOrEqual(end.scores[0]! + end.scores[1]!);
  });

  it('Königrufen and Taleles: the declarer plays a contract every deal, and what was won is within what was played', () => {
    for (const [game, seats, options] of [['tarock', 4, { rounds: 1 }], ['taleles', 3, { targetScore: 301 }]] as const) {
      const { record } = randomMatch<unknown>(game, seats, options, `stats-${game}`);
      const stats = matchStats(getGame(game)!, record, record.log.map(() => 0));
      const deals = stats[0]!.deals;
      expect(deals, game).toBeGreaterThan(0);
      const total = (prefix: string) => stats.reduce((n, s) => n + Object.entries(s.counts).reduce((m, [k, v]) => m + (k.startsWith(prefix) ? v : 0), 0), 0);
      const played = game === 'tarock' ? total('played.') : total('trumps') - total('trumpsWon');
      if (game === 'tarock') expect(played, game).toBe(deals);
      else expect(stats.reduce((n, s) => n + (s.counts.trumps ?? 0), 0), game).toBe(deals);
      expect(game === 'tarock' ? total('won.') : total('trumpsWon')).toBeLessThanOrEqual(game === 'tarock' ? played : deals);
    }
  });
});
