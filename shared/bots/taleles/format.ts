/**
 * How a finished Taleles deal is valued for a seat, by the search and by the strength harness:
 * the deal's credits of the seat's scoring unit (§11.3) minus the average credit of the other
 * units. A Pitsch played for the match (§10, §12) credits nothing but ends the match; it is valued
 * as the match target credited to the side that wins it.
 */
import type { Seat } from '../../core/index.js';
import type { TalelesOptions } from '../../games/taleles/options.js';
import { taleles, type TalelesState } from '../../games/taleles/index.js';
import type { ScoreSheet } from '../../games/taleles/types.js';
import type { DuplicateFormat } from '../duplicate.js';

/** Per seat: what the deal credited the seat's unit (a Pitsch for the match: the target to its winners). */
export function seatScores(sheet: ScoreSheet, n: number, options: TalelesOptions, target: number): number[] {
  const makerSide = (s: Seat) => (n === 4 ? s % 2 === sheet.maker % 2 : s === sheet.maker);
  if (sheet.contract === 'pitsch' && options.pitschStakes === 'match') {
    return Array.from({ length: n }, (_, s) => (makerSide(s) === sheet.pitschMade ? target : 0));
  }
  return Array.from({ length: n }, (_, s) => sheet.credited[n === 4 ? s % 2 : s]!);
}

/** The seat's score minus the average of the other units' (with 4 players: minus the other team's). */
export function seatValue(sheet: ScoreSheet, seat: Seat, n: number, options: TalelesOptions, target: number): number {
  const scores = seatScores(sheet, n, options, target);
  if (n === 4) return scores[seat]! - scores[(seat + 1) % 4]!;
  let others = 0;
  scores.forEach((x, s) => (others += s === seat ? 0 : x));
  return scores[seat]! - others / (n - 1);
}

/**
 * Duplicate setup for the harness: one scored deal, seat 0 deals first; partners play as one bot.
 * The doubling ladder stops at Sub-Re (level 3, ×8): the random player raises blindly, and an
 * unbounded ladder (§9.2, engine cap 2^40) would make its average score meaningless.
 */
export const talelesFormat = (seats: 2 | 3 | 4): DuplicateFormat => ({
  def: taleles,
  seats,
  options: { firstDealer: 0, maxDoublingLevel: 3 },
  seatsOf: (r) => (seats === 4 ? [r, r + 2] : [r]),
  rotations: seats === 4 ? 2 : seats,
  // The first scored deal (a deal all players pass is dealt again, §5.4).
  dealScores: (state) => {
    const s = state as TalelesState;
    return s.last ? seatScores(s.last, s.seats, s.options, s.target) : undefined;
  },
});
