/**
 * The deals of the worked examples (rules §19), and a few of our own built the same way.
 * With 4 players the dealer is seat 3 and forehand seat 0 (§19 conventions).
 */
import type { CardId } from '../../../shared/index.js';
import { deckFor, type HandSpec } from './helpers.js';

const h = (seen: string, hidden: string): HandSpec => ({ seen: seen.split(' '), hidden: hidden.split(' ') });

/** W2: complete 4-player deal, hearts by seat 0, Bela by seat 2, Terz by seat 3. */
export const W2_DECK: CardId[] = deckFor(
  [
    h('HJ H9 HA CA C10 CK', 'S7 D8'),
    h('H10 SA SK C9 DA D9', 'H8 C7'),
    h('HK S10 S9 CQ C8 D10', 'HQ D7'),
    h('SQ SJ CJ DK DJ H7', 'DQ S8'),
  ],
  3,
);

/** W2 as scripted in §19: bidding, announce, trick 1 with seat 3's Terz, four doubling passes, tricks 2–8. */
export const W2_BIDDING = ['0 pass', '1 pass', '2 pass', '3 pass', '0 trump H', '0 pass', '1 pass', '2 bela H', '2 pass', '3 pass'];
export const W2_TRICK1 = ['0 play HJ', '1 play H8', '2 play HQ', '3 meld DJ+DQ+DK', '3 play H7'];
export const W2_DOUBLING = ['0 pass', '1 pass', '2 pass', '3 pass'];
export const W2_TRICKS = [
  '0 H9 H10 HK S8',
  '0 HA C7 D7 CJ',
  '0 CA C9 C8 SJ',
  '0 C10 D9 CQ DJ',
  '0 S7 SA S9 SQ',
  '1 DA D10 DQ D8',
  '1 SK S10 DK CK',
];

/**
 * W4: seat 0 Terz C9–CJ, seat 1 Terz D7–D9, seat 2 Terzes S8–S10 and H8–H10, seat 3 Terz CQ–CA.
 * Trump hearts by seat 0. Trick 1: SA SQ S8 S7.
 */
export const W4_DECK: CardId[] = deckFor(
  [
    h('C9 C10 CJ H7 HJ SK', 'SA C7'),
    h('D7 D8 D9 DJ DK SQ', 'C8 HQ'),
    h('S8 S9 S10 H8 H9 H10', 'D10 DQ'),
    h('CQ CK CA HK HA DA', 'S7 SJ'),
  ],
  3,
);

/**
 * W5 (c): seat 0 Hundert C9–CK, seat 1 Hundert H7–HQ, seat 2 four aces. Trump spades by seat 0.
 * Also serves W5 (a) and (b) with other trumps, and W1's Fünfzig (C9–CQ).
 */
export const W5_DECK: CardId[] = deckFor(
  [
    h('C9 C10 CJ CQ CK HK', 'D7 S7'),
    h('H7 H8 H9 H10 HJ HQ', 'C7 C8'),
    h('CA DA HA SA D8 S8', 'D10 S10'),
    h('D9 DJ DQ DK S9 SJ', 'SQ SK'),
  ],
  3,
);

/** W9: two players, dealer P1, turned DK (§19). */
export const W9_DECK: CardId[] = deckFor([h('DJ D9 D7 SA S10 CA', 'DQ H8 C7'), h('DA D10 SK SQ HA H10', 'HK CJ S9')], 1, {
  turned: 'DK',
  stock: 'D8 SJ S8 S7 HQ HJ H9 H7 C10 CK CQ C9 C8'.split(' '),
});

/** W10: three players, dealer P2, turned HA (§19). */
export const W10_DECK: CardId[] = deckFor(
  [h('H9 SA S10 CK CQ D8', 'H7 DJ C9'), h('HJ H10 CA S7 S8 D9', 'DA D10 CJ'), h('HK HQ H8 SJ SQ SK', 'C10 C7 DQ')],
  2,
  { turned: 'HA', stock: 'S9 C8 DK D7'.split(' ') },
);

/** W12: seat 0 holds all eight hearts; nobody else can follow or trump a heart. */
export const W12_DECK: CardId[] = deckFor(
  [
    h('HJ H9 HA H10 HK HQ', 'H8 H7'),
    h('S7 S8 S9 D7 D8 D9', 'C7 C8'),
    h('S10 SJ SQ D10 DJ DQ', 'C9 C10'),
    h('SK SA DK DA CJ CQ', 'CK CA'),
  ],
  3,
);

/** W5 (a): seat 0 Terz H10–HQ, seat 1 Terz S10–SQ; trump spades. Trick 1: DA DQ D8 DJ. */
export const W5A_DECK: CardId[] = deckFor(
  [
    h('H10 HJ HQ C7 C8 D7', 'D9 DA'),
    h('S10 SJ SQ H7 H8 C9', 'CJ DQ'),
    h('S7 S8 H9 HK C10 CQ', 'D8 D10'),
    h('S9 SK SA HA CK CA', 'DJ DK'),
  ],
  3,
);

/** W5 (b): seat 2 Terz D10–DQ, seat 3 Terz H10–HQ; trump clubs. Trick 1: SA S8 SJ CK (seat 3 must trump). */
export const W5B_DECK: CardId[] = deckFor(
  [
    h('C7 C8 S7 S9 SA D7', 'D9 DA'),
    h('C9 CJ S8 S10 SQ H7', 'H8 HK'),
    h('D10 DJ DQ C10 CQ SJ', 'SK H9'),
    h('H10 HJ HQ HA CK CA', 'D8 DK'),
  ],
  3,
);

/** W7: seat 0 holds the Terz DJ–DK; with hearts trump side A takes 60 card points, side B 102. */
export const W7_DECK: CardId[] = deckFor(
  [
    h('HJ SA SJ DK DJ CK', 'SK DQ'),
    h('HA H10 H9 SQ S8 S7', 'D8 D10'),
    h('HQ H7 S10 D9 D7 C9', 'S9 C10'),
    h('H8 DA CA CJ C8 C7', 'HK CQ'),
  ],
  3,
);
export const W7_TRICKS = [
  '0 HJ H9 HQ HK',
  '0 SA SQ S10 H8',
  '3 DA DK D10 D9',
  '3 CA CK HA C10',
  '1 H10 H7 CQ SK',
  '1 S8 S9 CJ SJ',
  '0 DQ D8 D7 C8',
  '0 DJ S7 C9 C7',
];

/** An exact tie at the Beet: with hearts trump and no melds each side takes 81 (kept-back example). */
export const TIE_DECK: CardId[] = deckFor(
  [
    h('HJ H9 SQ S9 DA C7', 'CQ HA'),
    h('HK HQ H8 SJ S10 D7', 'H10 D8'),
    h('SA S7 DK CK CJ C9', 'D9 C10'),
    h('H7 SK S8 DJ D10 C8', 'CA DQ'),
  ],
  3,
);
export const TIE_TRICKS = [
  '0 HJ H10 SA H7',
  '0 H9 HK S7 SK',
  '0 HA HQ DK S8',
  '0 SQ S10 D9 D10',
  '1 H8 C10 DQ S9',
  '1 SJ CK DJ DA',
  '1 D8 CJ CA CQ',
  '1 D7 C9 C8 C7',
];

/** Three players, dealer P2, turned H8: P0 accepts hearts and falls with 30 against 43 and 76 (kept-back example). */
export const P3_DECK: CardId[] = deckFor(
  [h('H9 H7 SA D7 CA C9', 'D10 H10 C7'), h('SQ S10 S8 DA DQ CQ', 'SK CK C8'), h('HJ SJ S9 DJ D9 CJ', 'HA DK HK')],
  2,
  { turned: 'H8', stock: 'D8 HQ C10 S7'.split(' ') },
);
export const P3_TRICKS = [
  '0 H9 S10 HJ',
  '2 HA H10 SK',
  '2 HK H7 SQ',
  '2 SJ SA S8',
  '0 D10 DA DK',
  '1 DQ DJ D7',
  '1 CK CJ CA',
  '0 C9 CQ S9',
  '1 C8 D9 C7',
];

/** Seat 1 (side B) holds trump K + Q and declares Bela; side A makes hearts and wins the deal. */
export const BELA_DECK: CardId[] = deckFor(
  [
    h('SK DK D8 D7 CA CQ', 'HJ H9'),
    h('HK HQ S10 S9 S8 C7', 'DJ DQ'),
    h('HA H10 SA S7 DA C9', 'H7 D9'),
    h('H8 SQ D10 CK CJ C10', 'C8 SJ'),
  ],
  3,
);
