/**
 * Perft anchors: counts of legal action sequences from the fixed deals of the worked examples,
 * computed once by the engine, checked by hand at depth 1–2 (comments), then frozen. Any change
 * means the rules changed: bump the game version deliberately.
 */
import { expect, it } from 'vitest';
import { perft } from '../../../shared/index.js';
import { taleles, type TalelesState } from '../../../shared/games/taleles/index.js';
import { W2_BIDDING, W2_DECK, W9_DECK, W10_DECK } from './fixtures.js';
import { run, table } from './helpers.js';

const PERFT: [name: string, start: () => TalelesState, counts: number[]][] = [
  // Trump choice, 4 players (W2 after four Bela-round passes). d1: trump H/D/S/C or pass = 5.
  // d2: after a trump seat 0 may only declare Pitsch or pass (he holds no trump K + Q) = 4 × 2,
  // after his pass seat 1 has the same 5 choices: 8 + 5 = 13.
  ['4p trump choice (W2)', () => run(table(4, 3, [W2_DECK]), '0 pass', '1 pass', '2 pass', '3 pass'), [5, 13, 17, 34, 39]],
  // The Bela round of W2: nobody has a seen K + Q, so four forced passes, then the 5 + 13 above.
  ['4p Bela round (W2)', () => table(4, 3, [W2_DECK]), [1, 1, 1, 1, 5, 13]],
  // Trump choice, 2 players (W9, turned DK). d1: accept or pass = 2. d2: after accept P0 may
  // exchange the seven (he holds D7), declare Pitsch or pass = 3; after pass P1 accepts or passes = 2.
  ['2p trump choice (W9)', () => run(table(2, 1, [W9_DECK]), '0 pass', '1 pass'), [2, 5, 12, 31, 70]],
  // Bela round, 3 players (W10, turned HA): P0 and P1 must pass (d1 = d2 = 1), P2 may declare Bela H
  // or pass (d3 = 2); then P0 exchanges the seven or passes in the announce phase, or bids (d4 = 4).
  ['3p Bela round (W10)', () => table(3, 2, [W10_DECK]), [1, 1, 2, 4, 7]],
  // Trick 1, 4 players (W2 after bidding): seat 0 holds 8 cards and no meld: d1 = 8. Seat 1 holds
  // exactly two cards of every suit and no meld: d2 = 16; seat 2 likewise: d3 = 32. d4: seat 3 may
  // also declare his Terz DJ DQ DK before he plays: 80.
  ['4p first trick (W2)', () => run(table(4, 3, [W2_DECK]), ...W2_BIDDING), [8, 16, 32, 80, 96]],
  // Trick 1, 2 players (W9 after accept, seven, Bela): 9 cards + the Terz DJ DQ DK = 10.
  // d2: after the meld his 9 plays; after a diamond P1 follows with DA or D10 (4 × 2); after H8 one
  // of 3 hearts, after SA or S10 one of 3 spades, after CA or C7 only CJ: 9 + 8 + 9 + 2 = 28.
  [
    '2p first trick (W9)',
    () => run(table(2, 1, [W9_DECK]), '0 pass', '1 pass', '0 accept', '0 seven', '0 bela D', '0 pass', '1 pass'),
    [10, 28, 38, 76, 304],
  ],
  // Trick 1, 3 players (W10 after P2's Bela and P0's exchange): P0 has 9 cards, no meld: d1 = 9.
  // d2: P1 follows a heart with HJ/H10, a spade with S7/S8, clubs with CA/CJ, a diamond with D9/DA/D10.
  [
    '3p first trick (W10)',
    () => run(table(3, 2, [W10_DECK]), '0 pass', '1 pass', '2 bela H', '0 seven', '0 pass', '1 pass', '2 pass'),
    [9, 20, 62, 168, 462],
  ],
];

it.each(PERFT)('perft %s', (_, start, counts) => {
  const s = start();
  expect(counts.map((_, d) => perft(taleles, s, d + 1))).toEqual(counts);
});
