/**
 * The Tablanet search player (PIMC): guess the other hands and the stock order many times
 * (determinize.ts), play each candidate in every guess, finish the round with the rule player for
 * every seat, and keep the candidate with the best average point difference. Rounds end after the
 * same number of plays whatever is played, so all candidates of one guess are judged at the same
 * horizon. Rolling out further (the next round, the whole hand) measured weaker in the harness:
 * the longer rollouts add more noise than they see.
 */
import { type Seat, searchLegal } from '../../core/index.js';
import { tablanet } from '../../games/tablanet/index.js';
import type { TablanetAction, TablanetState } from '../../games/tablanet/rules.js';
import type { Budget } from '../budget.js';
import { bestCandidate, emptyEvaluation, type Evaluation } from '../evaluation.js';
import type { BotRng } from '../util.js';
import { determinize, type TablanetGuessInput } from './determinize.js';
import { infoFromState } from './knowledge.js';
import { cardPoints, playValue } from './rule.js';

/** Point difference of `seat`'s side over the average other side: from the hand's score sheet once it is over, else estimated from the piles. */
export function judge(state: TablanetState, seat: Seat, handNo: number): number {
  const sides = state.piles.length;
  const me = seat % sides;
  let totals: number[];
  if (state.handNo !== handNo || state.phase === 'matchOver') {
    totals = state.lastSheet!.sides.map((s) => s.total);
  } else {
    const weight = sides === 2 ? 0.13 : 0.1;
    totals = state.piles.map((p, s) => p.reduce((sum, c) => sum + cardPoints(state.options, c), 0) + p.length * weight + state.tablas[s]!);
  }
  let others = 0;
  totals.forEach((t, s) => (others += s === me ? 0 : t));
  return totals[me]! - others / (sides - 1);
}

/** The rule player's play in a rollout (the cheap risk estimate). */
export function rulePlay(state: TablanetState): TablanetAction {
  const seat = state.turn;
  const legal = searchLegal(tablanet, state, seat) as readonly TablanetAction[];
  const info = infoFromState(state, seat);
  let best = legal[0]!;
  let bestV = -Infinity;
  for (const a of legal) {
    const v = playValue(info, a, false);
    if (v > bestV) {
      best = a;
      bestV = v;
    }
  }
  return best;
}

function step(state: TablanetState, seat: Seat, action: TablanetAction): TablanetState {
  const next = tablanet.apply(state, seat, action);
  if (!next.ok) throw new Error(`tablanet rollout: ${tablanet.makeAction(action)} refused: ${next.error.message}`);
  return next.value;
}

/** Plays on with the rule player until the hand `handNo` is over or round `lastRound` is complete; the state there. */
export function playOut(start: TablanetState, handNo: number, lastRound: number, budget: Budget): TablanetState {
  let state = start;
  while (state.phase === 'play' && state.handNo === handNo && state.round <= lastRound) {
    state = step(state, state.turn, rulePlay(state));
    budget.spend(1);
  }
  return state;
}

export function rollout(start: TablanetState, seat: Seat, handNo: number, lastRound: number, budget: Budget): number {
  return judge(playOut(start, handNo, lastRound, budget), seat, handNo);
}

/** Rounds the rollouts look ahead beyond the current one (0: to the end of this round). */
export const HORIZON = 0;

/**
 * PIMC over `candidates`: every candidate played in the same guessed deals and rolled out to the end
 * of round `lastRound` (Infinity: to the end of the hand, valued by its score sheet). Samples stop
 * when the node budget is spent (two at least).
 */
export function evaluateTablanet(
  input: TablanetGuessInput,
  candidates: readonly TablanetAction[],
  rng: BotRng,
  budget: Budget,
  maxSamples: number,
  horizon = HORIZON,
): Evaluation {
  const out = emptyEvaluation(candidates.length);
  for (let i = 0; i < maxSamples && (i < 2 || !budget.exhausted()); i++) {
    const world = determinize(input, rng);
    if (!world) continue;
    candidates.forEach((action, k) => {
      const next = step(world, input.seat, action);
      out.values[k]!.push(rollout(next, input.seat, world.handNo, world.round + horizon, budget));
    });
  }
  return out;
}

export function searchTablanet(
  input: TablanetGuessInput,
  candidates: readonly TablanetAction[],
  rng: BotRng,
  budget: Budget,
  maxSamples: number,
): TablanetAction {
  if (candidates.length === 1) return candidates[0]!;
  return bestCandidate(candidates, evaluateTablanet(input, candidates, rng, budget, maxSamples));
}
