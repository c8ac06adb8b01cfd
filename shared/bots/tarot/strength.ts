/**
 * Hand strength for the bidding, the usual club point count (the "méthode des points" taught in
 * French clubs, for an 18-card hand at four players): bouts, trumps and major trumps, honours,
 * long suits and short suits. Other player counts are scaled by hand size.
 */
import { type CardId, EXCUSE, SUITS } from '../../core/index.js';
import { classOf, strengthOf } from '../../games/tarot/cards.js';
import type { Contract } from '../../games/tarot/state.js';

const HONOUR: Record<string, number> = { K: 6, Q: 3, C: 2, J: 1 };

export function handStrength(hand: readonly CardId[]): number {
  let points = 0;
  const trumps = hand.filter((c) => classOf(c) === 'T').map(strengthOf);
  const nTrumps = trumps.length + (hand.includes(EXCUSE) ? 1 : 0);
  for (const t of trumps) {
    if (t === 21) points += 10;
    // The Petit is worth what protects it: enough trumps to keep it until it can win.
    else if (t === 1) points += nTrumps >= 7 ? 9 : nTrumps >= 6 ? 7 : nTrumps >= 5 ? 5 : 0;
    points += 2;
    if (t >= 16 && t <= 20) points += 1;
  }
  if (hand.includes(EXCUSE)) points += 8;
  if (nTrumps >= 5) points += (nTrumps - 4) * 2;
  for (const s of SUITS) {
    const cards = hand.filter((c) => classOf(c) === s);
    for (const c of cards) points += HONOUR[c.slice(1)] ?? 0;
    if (cards.includes(`${s}K`) && cards.includes(`${s}Q`)) points += 1;
    const n = cards.length;
    if (n >= 7) points += 9;
    else if (n === 6) points += 7;
    else if (n === 5) points += 5;
    // Short suits let the trumps work, if there are trumps to cut with.
    if (nTrumps >= 4) {
      if (n === 0) points += 6;
      else if (n === 1) points += 3;
    }
  }
  return points;
}

/** The contracts a hand of this strength is worth, from the club thresholds (4 players, 18 cards). */
const THRESHOLDS: readonly [Contract, number][] = [
  ['garde_contre', 81],
  ['garde_sans', 71],
  ['garde', 56],
  ['prise', 40],
];

/** The highest contract the hand supports, or null (pass). `handSize` scales the thresholds. */
export function contractFor(strength: number, handSize: number): Contract | null {
  const scale = handSize / 18;
  for (const [contract, min] of THRESHOLDS) if (strength >= min * scale) return contract;
  return null;
}
