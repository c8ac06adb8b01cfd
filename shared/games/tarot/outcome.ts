/**
 * The end of the match: after the chosen number of scored deals, the ranking by total (§11.4).
 */
import { type Outcome, ranksFromScores } from '../../core/index.js';
import type { TarotState } from './state.js';

export function outcome(state: TarotState): Outcome | undefined {
  if (!state.over) return undefined;
  const scores = state.scores.slice();
  const max = Math.max(...scores);
  const top = scores.flatMap((s, i) => (s === max ? [i] : []));
  const winners = top.length === scores.length ? [] : top;
  const summary =
    winners.length === 0
      ? `Draw after ${state.scored} deals: every seat on ${max}`
      : `${winners.length === 1 ? 'Seat' : 'Seats'} ${winners.join(' and ')} ${winners.length === 1 ? 'wins' : 'win'} with ${max} after ${state.scored} deals`;
  return { scores, winners, ranks: ranksFromScores(scores), summary };
}
