/**
 * The enumeration budget (docs/games/tablanet.md, "Limits"): on a table grown far beyond any real game,
 * legalActions stops at MAX_CAPTURES per card and stays fast, while apply still judges any capture.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, DECK_52 } from '../../../shared/index.js';
import type { TablanetState } from '../../../shared/games/tablanet/index.js';
import { MAX_CAPTURES } from '../../../shared/games/tablanet/captures.js';
import { actionsFromPlays, tablanetPlays } from '../../../shared/games/tablanet/plays.js';
import { def, withPosition } from './helpers.js';

describe('a table of 40 cards (numeric scheme: nothing sweeps, everything sums)', () => {
  const start = createMatch<TablanetState>(def, { seats: 2, seed: 'limits', options: { valueScheme: 'numeric' } });
  if (!start.ok) throw new Error(start.error.message);
  const hand = ['SK', 'HK', 'DQ'];
  const table = DECK_52.filter((c) => !hand.includes(c) && !/[JQK]$/.test(c));
  const state = withPosition(start.value, { hands: [hand, []], table, piles: [[], []], rest: 0, turn: 0, round: 4 });

  it('lists at most MAX_CAPTURES captures per card, quickly', () => {
    const t0 = performance.now();
    const legal = def.legalActions(state, 0);
    expect(performance.now() - t0).toBeLessThan(5_000);
    for (const card of hand) {
      const n = legal.filter((a) => a.card === card).length;
      expect(n).toBeGreaterThan(1_000);
      expect(n).toBeLessThanOrEqual(MAX_CAPTURES + 1);
    }
  });

  it('apply still accepts a capture of many groups, listed or not, and refuses a wrong one', () => {
    // K = 14: 10+4, 9+5, 8+6 in spades and hearts, and AH counted 11 with S3
    const take = ['S10', 'S4', 'S9', 'S5', 'S8', 'S6', 'H10', 'H4', 'H9', 'H5', 'H8', 'H6', 'HA', 'S3'];
    const ok = def.apply(state, 0, { type: 'play', card: 'SK', capture: take });
    expect(ok.ok).toBe(true);
    const bad = def.apply(state, 0, { type: 'play', card: 'SK', capture: [...take, 'D2'] });
    expect(bad.ok || bad.error.code).toBe('ILLEGAL_ACTION');
  });
});

/**
 * The compact form (plays.ts) on a table of 50 cards, grown by trailing: complete and bounded. Every two-card
 * capture is there (the capped list above lost them beyond about 19 table cards), and apply agrees.
 */
describe('the compact plays on a table of 50 cards', () => {
  const cases = [
    { scheme: 'sweepJack', hand: ['S10', 'HK'], bound: 40_000 },
    { scheme: 'numeric', hand: ['SK', 'HA'], bound: 400_000 },
  ] as const;
  for (const { scheme, hand, bound } of cases) {
    it(`${scheme}: every group and every two-card capture, in a bounded answer`, () => {
      const start = createMatch<TablanetState>(def, { seats: 2, seed: 'fifty', options: { valueScheme: scheme } });
      if (!start.ok) throw new Error(start.error.message);
      const table = DECK_52.filter((c) => !(hand as readonly string[]).includes(c));
      const state = withPosition(start.value, { hands: [[hand[0]], [hand[1]]], table, piles: [[], []], turn: 0, round: 4 });
      const plays = tablanetPlays(state, 0);
      const size = JSON.stringify(plays).length;
      expect(size).toBeLessThan(bound);
      const [mine] = plays.cards;
      expect(mine!.card).toBe(hand[0]);
      const groups = new Set(mine!.groups.map((g) => g.join('+')));
      expect(groups.size).toBe(mine!.groups.length);
      // Two-card captures: a two-card group, or two single-card groups taken together.
      const singles = new Set(mine!.groups.filter((g) => g.length === 1).map((g) => g[0]!));
      let twoCard = 0;
      for (let i = 0; i < table.length; i++) {
        for (let j = i + 1; j < table.length; j++) {
          const pair = [table[i]!, table[j]!].sort((a, b) => DECK_52.indexOf(a) - DECK_52.indexOf(b));
          const listed = groups.has(pair.join('+')) || (plays.combine && singles.has(pair[0]!) && singles.has(pair[1]!));
          const judged = def.apply(state, 0, { type: 'play', card: hand[0], capture: pair }).ok;
          expect(listed, `${hand[0]} x ${pair.join('+')}`).toBe(judged);
          if (listed) twoCard++;
        }
      }
      expect(twoCard).toBeGreaterThan(10);
      // Every group is a capture apply accepts, and so is the union of disjoint groups taken greedily.
      for (const g of mine!.groups.slice(0, 300)) expect(def.apply(state, 0, { type: 'play', card: hand[0], capture: g }).ok).toBe(true);
      const taken = new Set<string>();
      for (const g of mine!.groups) if (g.every((c) => !taken.has(c))) g.forEach((c) => taken.add(c));
      const union = [...taken].sort((a, b) => DECK_52.indexOf(a) - DECK_52.indexOf(b));
      expect(union.length).toBeGreaterThan(10);
      expect(def.apply(state, 0, { type: 'play', card: hand[0], capture: union }).ok).toBe(true);
      // the plain list from the compact form stays bounded and says that it is not all
      const some = actionsFromPlays(plays, 100);
      expect(some.complete).toBe(false);
      expect(some.actions.length).toBeLessThanOrEqual(101);
    });
  }
});
