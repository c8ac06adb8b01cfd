/**
 * Perft counts from prearranged deals: regression anchors for the capture enumeration (DESIGN.md,
 * "Perft-style regression anchors"). Computed once by the engine, checked by hand at depth 1 (below),
 * then frozen: a change means a rule changed, and needs a version bump.
 */
import { describe, expect, it } from 'vitest';
import { divide, perft } from '../../../shared/index.js';
import { arrange, def, playAll } from './helpers.js';

/**
 * First moves. Table S4 H2 D3 CQ; seat 0 (right of dealer) holds SA S5 H7 DQ CK D10. By hand:
 *   SA  lay only (no ace to match, nothing sums to 1)                         1
 *   S5  lay, or take H2+D3                                                    2
 *   H7  lay, or take S4+D3 (2+4 = 6, 2+3 = 5, 2+3+4 = 9 miss)                 2
 *   DQ  lay, or take CQ                                                       2
 *   CK  lay only                                                              1
 *   D10 lay only (2+3+4 = 9)                                                  1   → 9
 */
const firstHands = [
  ['SA', 'S5', 'H7', 'DQ', 'CK', 'D10'],
  ['HA', 'H5', 'D7', 'SQ', 'C9', 'C6'],
  ['S2', 'S3', 'H3', 'H4', 'D2', 'C2'],
  ['S6', 'S7', 'S8', 'H8', 'H9', 'D8'],
];
const firstTable = ['S4', 'H2', 'D3', 'CQ'];

/**
 * A crowded table: four 4s, four 5s, four 6s (12 cards), laid by eight trails. Seat 0 holds D9 and D10.
 * Nothing of three or more cards sums to 9 or 10 here (4+4+4 = 12), so every group is a pair:
 *   D10: pairs 4+6 and 5+5. A union of disjoint 4+6 pairs is any k fours with any k sixes:
 *        Σ C(4,k)² = 70 ways (k = 0…4); disjoint 5+5 pairs give any even set of fives: 1 + 6 + 1 = 8.
 *        70 · 8 − 1 (nothing) = 559 captures, + lay = 560.
 *   D9:  pairs 4+5 only: Σ C(4,k)² − 1 = 69 captures, + lay = 70.                        → 630
 */
function crowded() {
  return playAll(
    arrange({
      seats: 2,
      dealer: 1,
      hands: [
        ['S4', 'H4', 'S5', 'H5', 'D10', 'D9'],
        ['S6', 'H6', 'D6', 'C6', 'C10', 'C8'],
      ],
      table: ['D4', 'C4', 'D5', 'C5'],
    }),
    ['play S4', 'play S6', 'play H4', 'play H6', 'play S5', 'play D6', 'play H5', 'play C6'],
  );
}

describe('perft', () => {
  it('first moves, 2 players', () => {
    const s = arrange({ seats: 2, dealer: 1, hands: firstHands.slice(0, 2), table: firstTable });
    expect([1, 2, 3, 4].map((d) => perft(def, s, d))).toEqual([9, 105, 872, 8519]);
  });

  it('first moves, 4 players', () => {
    const s = arrange({ seats: 4, dealer: 3, hands: firstHands, table: firstTable });
    expect([1, 2, 3, 4].map((d) => perft(def, s, d))).toEqual([9, 105, 1138, 15148]);
  });

  it('a crowded table where the combinations explode', () => {
    const s = crowded();
    expect(s.table).toEqual(['D4', 'C4', 'D5', 'C5', 'S4', 'S6', 'H4', 'H6', 'S5', 'D6', 'H5', 'C6']);
    expect(s.hands[0]).toEqual(['D9', 'D10']);
    const byCard = new Map<string, number>();
    for (const key of divide(def, s, 1).keys()) {
      const card = key.split(' ')[1]!;
      byCard.set(card, (byCard.get(card) ?? 0) + 1);
    }
    expect(Object.fromEntries(byCard)).toEqual({ D9: 70, D10: 560 });
    expect([1, 2, 3].map((d) => perft(def, s, d))).toEqual([630, 19389, 105652]);
  });
});
