/**
 * The search player (PIMC): deal the unseen cards many times consistently with what the seat has
 * seen (determinize.ts), play every candidate action in each guessed deal, finish the deal with
 * the rule player in every seat (a perfect-information rollout through the engine itself, so the
 * score is the engine's score, bonuses included) and take the action with the best average score.
 * Bidding, the call, the écart and the card play are all searched this way.
 */
import type { Seat } from '../../core/index.js';
import { isTrump } from '../../games/tarot/cards.js';
import { pendingPoignee } from '../../games/tarot/announce.js';
import { type TarotAction, type TarotState, tarot } from '../../games/tarot/index.js';
import { applyPlay, legalCards } from '../../games/tarot/play.js';
import { paramsFor } from '../../games/tarot/state.js';
import { Budget } from '../budget.js';
import { bestCandidate, emptyEvaluation, type Evaluation } from '../evaluation.js';
import type { BotRng } from '../util.js';
import { type TarotGuessInput, determinize } from './determinize.js';
import { TarotTracker } from './knowledge.js';
import { chooseBid, chooseCall, chooseDiscard, choosePlay, type PlayInfo } from './rule.js';

/** The partner as `seat` knows it in a perfect-information world (what its view would say). */
function partnerKnown(state: TarotState, seat: Seat): Seat | 'none' | null {
  const d = state.deal;
  if (d.called === null) return null;
  if (d.partnerRevealed) return d.partner >= 0 ? d.partner : 'none';
  if (seat === d.partner) return seat;
  if (seat === d.taker && d.partner < 0) return 'none';
  return null;
}

export function playInfo(state: TarotState, seat: Seat, tracker: TarotTracker): PlayInfo {
  const d = state.deal;
  return {
    seat,
    hand: d.hands[seat]!,
    taker: d.taker,
    partner: partnerKnown(state, seat),
    tracker,
    handSize: paramsFor(d.order.length).hand,
    aside: seat === d.taker ? d.ecart : d.ecart.filter(isTrump),
  };
}

const notations = (actions: readonly TarotAction[]) => actions.map((a) => tarot.makeAction(a));

/** The rule player's action for the seat to act, from the perfect-information state (it reads only that seat's part). */
export function ruleAction(state: TarotState, tracker: TarotTracker): TarotAction {
  const d = state.deal;
  const seat = d.turn;
  switch (d.phase) {
    case 'bidding':
      return tarot.parseAction(chooseBid(d.hands[seat]!, d.hands[seat]!.length, notations(tarot.legalActions(state, seat))))!;
    case 'call':
      return tarot.parseAction(chooseCall(d.hands[seat]!, notations(tarot.legalActions(state, seat))))!;
    case 'ecart':
      return tarot.parseAction(chooseDiscard(d.hands[seat]!, notations(tarot.legalActions(state, seat))))!;
    case 'announce':
      return { type: 'pass' };
    case 'play': {
      const pending = pendingPoignee(state, seat);
      if (pending) return tarot.legalActions(state, seat)[0]!;
      return { type: 'play', card: choosePlay(playInfo(state, seat, tracker), legalCards(state, seat)) };
    }
    case 'done':
      throw new Error('tarot rollout: the deal is over');
  }
}

/** Applies one action (card plays without re-checking: they come from legalCards). */
function step(state: TarotState, seat: Seat, action: TarotAction, tracker: TarotTracker): TarotState {
  if (action.type === 'play' && state.deal.phase === 'play') {
    tracker.observe(seat, action.card);
    return applyPlay(state, seat, action.card);
  }
  const next = tarot.apply(state, seat, action);
  if (!next.ok) throw new Error(`tarot rollout: ${tarot.makeAction(action)} refused: ${next.error.message}`);
  return next.value;
}

/**
 * Finishes the deal with the rule player everywhere and returns the state at its end: scored, or
 * annulled because everyone passed (the next deal is dealt then, with no bids yet).
 */
export function playOut(start: TarotState, tracker: TarotTracker, budget: Budget): TarotState {
  let state = start;
  const scored = start.scored;
  while (!state.over && state.scored === scored) {
    const before = state;
    const s = state.deal.turn;
    state = step(state, s, ruleAction(state, tracker), tracker);
    budget.spend(1);
    // All pass: the deal is annulled and dealt again (§5); nobody scores.
    if (before.deal.phase === 'bidding' && state.deal.bids.length === 0) return state;
  }
  return state;
}

/** Finishes the deal with the rule player everywhere; the score of `seat` (0 if everyone passes). */
export function rollout(start: TarotState, seat: Seat, tracker: TarotTracker, budget: Budget): number {
  const end = playOut(start, tracker, budget);
  return end.scored === start.scored ? 0 : end.lastSheet!.scores[seat]!;
}

/** The state cut to end after the current deal, so that its score sheet stays readable. */
export const isolate = (state: TarotState): TarotState => ({ ...state, dealsInMatch: state.scored + 1 });

/**
 * PIMC over `candidates` (notations legal for `input.seat`): every candidate played in the same
 * guessed deals and rolled out. Samples stop when the node budget is spent (two at least).
 */
export function evaluateTarot(input: TarotGuessInput, candidates: readonly string[], rng: BotRng, budget: Budget, maxSamples: number): Evaluation {
  const out = emptyEvaluation(candidates.length);
  for (let i = 0; i < maxSamples && (i < 2 || !budget.exhausted()); i++) {
    const world = determinize(input, rng);
    if (!world) continue;
    const root = isolate(world);
    const rootTracker = trackerOf(root);
    candidates.forEach((text, k) => {
      const tracker = rootTracker.clone();
      const next = step(root, input.seat, tarot.parseAction(text)!, tracker);
      out.values[k]!.push(rollout(next, input.seat, tracker, budget));
    });
  }
  return out;
}

/** The candidate with the best average rollout score over the guessed deals (evaluateTarot). */
export function searchTarot(input: TarotGuessInput, candidates: readonly string[], rng: BotRng, budget: Budget, maxSamples: number): string {
  if (candidates.length === 1) return candidates[0]!;
  return bestCandidate(candidates, evaluateTarot(input, candidates, rng, budget, maxSamples));
}

/** The tracker of a state's deal, rebuilt from its tricks. */
export function trackerOf(state: TarotState): TarotTracker {
  const d = state.deal;
  const t = new TarotTracker(state.seats, d.order);
  for (const tr of d.tricks) for (const p of tr.plays) t.observe(p.seat, p.card);
  for (const p of d.trick) t.observe(p.seat, p.card);
  return t;
}
