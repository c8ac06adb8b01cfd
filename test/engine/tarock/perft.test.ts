/**
 * Perft anchors (STYLE 13) from a fixed deck, hand-checked at depth 1–2 and then frozen:
 * any change to the auction, the talon or the trick rules changes these numbers.
 *
 * The deck (seat 3 deals, A = seat 0 is Vorhand):
 *   A  SK H4 H3 H2 HK D4 D3 DK T1 T2 T3 T4
 *   B  S7 S8 S9 S10 SJ SC SQ H1 HJ HC HQ D2      (no tarock)
 *   C  D1 DJ DC DQ C7 C8 C9 C10 CJ CC CQ CK
 *   D  T5 … T16
 *   talon  [T17 T18 T19] [T20 T21 SKUS]
 */
import { describe, expect, it } from 'vitest';
import { tarock } from '../../../shared/games/tarock/index.js';
import { perft } from '../../../shared/index.js';
import { A, run, start } from './helpers.js';

const deck = { hands: { [A]: ['T1', 'T2', 'T3', 'T4', 'HK', 'DK', 'SK', 'H4', 'H3', 'H2', 'D4', 'D3'] } };

const PERFT: [name: string, opening: string[], ...counts: number[]][] = [
  // d1: A opens with "Vorhand" or Sechserdreier = 2.
  // d2: after "Vorhand" B may pass or bid any of the 11 general contracts but the Besserrufer (no bird) = 12;
  //     after Sechserdreier (rank 7) only pass + Farbendreier, Dreier, 2 ouvert (11), Bettler ouvert, Farbensolo, Solodreier = 8.
  ['bidding', [], 2, 20, 111],
  // d1: talon 1 or 2 (CK is with C, so no Schleifen) = 2.
  // d2: 5 layable colour cards (H4 H3 H2 D4 D3); a tarock would need all 5 in 3 slots = 5 per half → 10.
  // d3: 4 colour cards left, still no room for a tarock → 40.
  ['talon (Rufer, CK called)', ['bid vorhand', 'pass', 'pass', 'pass', 'bid rufer', 'call CK'], 2, 10, 40],
  // d1: A leads any of 12 cards (no reservations, positive contract).
  // d2: B follows ♠K with 7 spades, ♥K with 4 hearts, each of 3 diamonds with D2; on 7 tarock leads
  //     B (no tarock) may throw any of 12 → 7 + 4 + 3 + 84 = 98.
  ['first trick', ['bid vorhand', 'pass', 'pass', 'pass', 'bid rufer', 'call CK', 'talon 1', 'discard H4', 'discard H3', 'discard H2', 'pass', 'pass', 'pass', 'pass'], 12, 98, 1152, 13824],
];

describe('perft', () => {
  it.each(PERFT)('%s', (_, opening, ...counts) => {
    const s = run(start(deck), opening);
    counts.forEach((n, d) => expect(perft(tarock, s, d + 1)).toBe(n));
  });
});
