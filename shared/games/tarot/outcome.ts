/**
 * The end of the match: after the chosen number of scored deals, the ranking by total (§11.4).
 */
import { finishedOutcome, type Outcome, ranksFromScores, resultByScore } from '../../core/index.js';
import type { TarotState } from './state.js';

export function outcome(state: TarotState): Outcome | undefined {
  if (!state.over) return undefined;
  const scores = state.scores.slice();
  const seats = scores.map((_, s) => [s]);
  return finishedOutcome(scores, ranksFromScores(scores), resultByScore(seats, scores, state.scored));
}
