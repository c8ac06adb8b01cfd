/**
 * The enumeration budget (docs/games/tablanet.md, "Limits"): on a table grown far beyond any real game,
 * legalActions stops at MAX_CAPTURES per card and stays fast, while apply still judges any capture.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, DECK_52 } from '../../../shared/index.js';
import type { TablanetState } from '../../../shared/games/tablanet/index.js';
import { MAX_CAPTURES } from '../../../shared/games/tablanet/captures.js';
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
