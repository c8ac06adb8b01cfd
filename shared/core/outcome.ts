/**
 * How a match ended, as a code with parameters: the site and the notifications say it in the reader's
 * language; `outcomeSummary` says it in English for API clients (the `summary` of every outcome).
 *
 * Codes:
 * - `won`: one seat, or one team, has the best score. `others`: the other sides' scores (one number per
 *   side, best first); `deals`: the deals played, in a game of a fixed number of deals (Tarot, Tarock).
 * - `shared`: several seats that are not partners share the best score (Tarot, Tarock).
 * - `draw`: nobody won; every seat has `score`.
 * - `pitsch`: a Taleles Pitsch ended the match (§12), `made` or lost by its maker; `seats` won.
 * - `forfeit`: `seat` (with `partners`) forfeited on time; `seats` won (docs/correspondence.md).
 */
import type { Outcome, Seat } from './game.js';

export type OutcomeResult =
  | {
      readonly code: 'won';
      readonly seats: readonly Seat[];
      readonly score: number;
      readonly others: readonly number[];
      readonly deals?: number;
    }
  | { readonly code: 'shared'; readonly seats: readonly Seat[]; readonly score: number; readonly deals?: number }
  | { readonly code: 'draw'; readonly score: number; readonly deals?: number }
  | { readonly code: 'pitsch'; readonly seats: readonly Seat[]; readonly made: boolean; readonly others: readonly number[] }
  | { readonly code: 'forfeit'; readonly seat: Seat; readonly partners: readonly Seat[]; readonly seats: readonly Seat[] };

export type OutcomeCode = OutcomeResult['code'];

/**
 * The result of a match whose sides are ranked by score: `sides` lists the seats of each side (one seat
 * each where partners change from deal to deal), `scores` each seat's match score.
 */
export function resultByScore(sides: readonly (readonly Seat[])[], scores: readonly number[], deals?: number): OutcomeResult {
  const sideScore = (side: readonly Seat[]): number => scores[side[0]!] ?? 0;
  const score = Math.max(...sides.map(sideScore));
  const top = sides.filter((side) => sideScore(side) === score);
  const count = deals === undefined ? {} : { deals };
  if (top.length === sides.length) return { code: 'draw', score, ...count };
  if (top.length > 1) return { code: 'shared', seats: top.flat().sort((a, b) => a - b), score, ...count };
  const others = sides.filter((side) => side !== top[0]).map(sideScore).sort((a, b) => b - a);
  return { code: 'won', seats: [...top[0]!], score, others, ...count };
}

/** The seats that won (none for a draw). */
export const winnersOf = (result: OutcomeResult): readonly Seat[] => (result.code === 'draw' ? [] : result.seats);

const seatsText = (seats: readonly Seat[]): string => (seats.length === 1 ? `Seat ${seats[0]}` : `Seats ${seats.join(' and ')}`);
const win = (seats: readonly Seat[]): string => `${seatsText(seats)} ${seats.length === 1 ? 'wins' : 'win'}`;
const after = (deals: number | undefined): string => (deals === undefined ? '' : ` after ${deals} deals`);

/**
 * The English sentence of `result` ("Seat 0 wins 101 to 87"); `name` gives the forfeiting player's name.
 * For API clients and logs: the site builds its own sentence from the code.
 */
export function outcomeSummary(result: OutcomeResult, name?: (seat: Seat) => string): string {
  switch (result.code) {
    case 'won':
      return result.deals === undefined
        ? `${win(result.seats)} ${result.score} to ${result.others.join(', ')}`
        : `${win(result.seats)} with ${result.score}${after(result.deals)}`;
    case 'shared':
      return `${seatsText(result.seats)} share with ${result.score}${after(result.deals)}`;
    case 'draw':
      return `Draw${after(result.deals)}: every seat on ${result.score}`;
    case 'pitsch':
      return `${win(result.seats)} by Pitsch (${result.made ? 'made' : 'lost'}) (others ${result.others.join(', ')})`;
    case 'forfeit': {
      const who = name ? `${name(result.seat)} (seat ${result.seat})` : `Seat ${result.seat}`;
      const partners = result.partners.length > 0 ? ` (with seat ${result.partners.join(', ')})` : '';
      const n = result.seats.length;
      return `${who}${partners} forfeits on time; seat${n === 1 ? '' : 's'} ${result.seats.join(' and ')} win${n === 1 ? 's' : ''}`;
    }
  }
}

/** A finished match's Outcome: the winners and the English summary both come from `result`. */
export const finishedOutcome = (scores: readonly number[], ranks: readonly number[], result: OutcomeResult): Outcome => ({
  scores,
  winners: [...winnersOf(result)],
  ranks,
  result,
  summary: outcomeSummary(result),
});
