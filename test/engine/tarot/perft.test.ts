/**
 * Perft anchors (STYLE.md §13): counts of legal action sequences from fixed deals. Depths 1–2 are
 * checked by hand in the comments; deeper values were computed once by the engine and frozen.
 */
import { describe, expect, it } from 'vitest';
import { tarot } from '../../../shared/games/tarot/index.js';
import { perft } from '../../../shared/index.js';
import { run, start } from './helpers.js';

describe('perft: bidding (§5)', () => {
  // f(k, h): sequences of k speakers after highest bid h (0 = none, 1…4) = f(k−1, h) + Σ_{c>h} f(k−1, c).
  // 4 players: 5, then 5 + 4 + 3 + 2 + 1 = 15, then 15 + 10 + 6 + 3 + 1 = 35, then 35 + 20 + 10 + 4 + 1 = 70.
  it('4 players: 5, 15, 35, 70', () => {
    const s = start({ seats: 4, dealer: 3 });
    expect([1, 2, 3, 4].map((d) => perft(tarot, s, d))).toEqual([5, 15, 35, 70]);
  });
  // 3 players: after three bids the bidding is over; depth 4 is the next choice: the all-pass
  // sequence redeals (5 bids), the 25 sequences ending in garde sans/contre ask for the chelem (2),
  // and the 9 ending in prise/garde give the taker's discards (140 here): 5 + 50 + 140 = 195.
  it('3 players: 5, 15, 35, 195', () => {
    const s = start({ seats: 3, dealer: 2 });
    expect([1, 2, 3, 4].map((d) => perft(tarot, s, d))).toEqual([5, 15, 35, 195]);
  });
  // 5 players: the same recurrence gives C(k + 4, 4): 5, 15, 35, 70, 126.
  it('5 players: 5, 15, 35, 70, 126', () => {
    const s = start({ seats: 5, dealer: 4 });
    expect([1, 2, 3, 4].map((d) => perft(tarot, s, d))).toEqual([5, 15, 35, 70]);
    expect(perft(tarot, s, 5)).toBe(126);
  });
});

describe('perft: first trick (§9.2)', () => {
  // Seat 0 holds ♠1…K and ♥1…4; seat 1 holds ♥5…K and T14…T21. Depth 1: 18 leads (no poignée:
  // seat 0 has no trump). Depth 2: on a spade lead seat 1 must trump with any of 8 trumps; on a
  // heart lead he must follow with one of 10 hearts: 14 × 8 + 4 × 10 = 152. Seat 2 is dealt
  // ♦1…K and ♣1…4 by the filler (no spade, heart or trump): any of 18, 152 × 18 = 2736. Seat 3
  // holds ♣5…K and T1…T8: void in the led suit, he must trump, and cannot beat seat 1's trump,
  // so any of his 8 trumps: 2736 × 8 = 21888.
  const s = run(
    start({
      seats: 4,
      dealer: 3,
      hands: {
        0: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10', 'SJ', 'SC', 'SQ', 'SK', 'H1', 'H2', 'H3', 'H4'],
        1: ['H5', 'H6', 'H7', 'H8', 'H9', 'H10', 'HJ', 'HC', 'HQ', 'HK', 'T14', 'T15', 'T16', 'T17', 'T18', 'T19', 'T20', 'T21'],
      },
    }),
    ['bid garde_sans', 'pass', 'pass', 'pass', 'pass'],
  );
  it('18, 152, 2736, 21888 (hand-checked)', () => {
    expect(s.deal.hands[2]!.join(' ')).toBe('D1 D2 D3 D4 D5 D6 D7 D8 D9 D10 DJ DC DQ DK C1 C2 C3 C4');
    expect([1, 2, 3, 4].map((d) => perft(tarot, s, d))).toEqual([18, 152, 2736, 21888]);
  });
});
