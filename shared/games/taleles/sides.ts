/**
 * Seats, sides and scoring units (rules §3). Seats are numbered clockwise; everything goes to the left.
 */
import type { Seat } from '../../core/game.js';
import type { Deal, Party } from './types.js';

/** Cards per hand and tricks per deal: 8 with 4 players, 9 with 2 or 3 (§3). */
export const handSize = (n: number): number => (n === 4 ? 8 : 9);

export const leftOf = (seat: Seat, n: number): Seat => (seat + 1) % n;

/** Forehand: left of the dealer; speaks first in every round and leads trick 1 (§3). */
export const forehandOf = (dealer: Seat, n: number): Seat => (dealer + 1) % n;

/** Scoring units: two teams (0+2, 1+3) with 4 players, else one per player (§12). */
export const unitCount = (n: number): number => (n === 4 ? 2 : n);
export const unitOf = (seat: Seat, n: number): number => (n === 4 ? seat % 2 : seat);
export const seatsOfUnit = (unit: number, n: number): Seat[] => (n === 4 ? [unit, unit + 2] : [unit]);

/** The party of `seat` once a maker exists: the maker's partner shares his side with 4 players (§3). */
export function partyOf(deal: Pick<Deal, 'maker'>, seat: Seat, n: number): Party {
  const maker = deal.maker;
  if (maker === null) throw new Error('no maker yet');
  const same = n === 4 ? seat % 2 === maker % 2 : seat === maker;
  return same ? 'maker' : 'defenders';
}

/** The partner for the partner exemption (§6.1): the opposite seat with 4, the other defender with 3 (D-38). */
export function partnerOf(deal: Pick<Deal, 'maker'>, seat: Seat, n: number): Seat | null {
  if (n === 4) return (seat + 2) % 4;
  if (n === 3 && deal.maker !== null && seat !== deal.maker) return 3 - seat - deal.maker;
  return null;
}

/** Seats of a party. */
export function seatsOfParty(deal: Pick<Deal, 'maker'>, party: Party, n: number): Seat[] {
  const out: Seat[] = [];
  for (let s = 0; s < n; s++) if (partyOf(deal, s, n) === party) out.push(s);
  return out;
}

export const otherParty = (p: Party): Party => (p === 'maker' ? 'defenders' : 'maker');
