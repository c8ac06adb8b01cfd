/**
 * The search player (PIMC): deal the unseen cards many times consistently with what the seat has
 * seen (determinize.ts), play every candidate action in each guessed deal, finish the deal with
 * the rule player in every seat (a perfect-information rollout through the engine itself, so the
 * value is the engine's own score sheet, melds, Beet and doubling included) and take the action
 * with the best average. The bidding, the Bela round, Kontra and the card play are searched.
 */
import type { CardId, Seat } from '../../core/index.js';
import { suitOfCard } from '../../games/taleles/cards.js';
import { taleles } from '../../games/taleles/index.js';
import { legalPlays } from '../../games/taleles/play.js';
import { forehandOf, handSize, partnerOf } from '../../games/taleles/sides.js';
import type { Deal, TalelesAction, TalelesState } from '../../games/taleles/types.js';
import type { Budget } from '../budget.js';
import { emptyEvaluation, type Evaluation } from '../evaluation.js';
import type { BotRng } from '../util.js';
import { chooseAnnounce, chooseBid, chooseMeld, type PublicMeld } from './decide.js';
import { determinize, type TalelesGuessInput } from './determinize.js';
import { seatValue } from './format.js';
import { TalelesTracker } from './knowledge.js';
import { choosePlay, type PlayInfo } from './rule.js';

const PASS: TalelesAction = { type: 'pass' };

export const publicMelds = (deal: Deal): PublicMeld[] => deal.melds.map((m) => ({ seat: m.seat, kind: m.kind, length: m.length, top: m.top }));
/** Cards every seat knows are out of play: the turned card, or the 7 that replaced it (§5.6). */
export const outOfPlay = (deal: Pick<Deal, 'turned'>): CardId[] => (deal.turned ? [deal.turned] : []);

const notations = (state: TalelesState, seat: Seat) => taleles.legalActions(state, seat).map((a) => taleles.makeAction(a));

/** The tracker of a deal in play, rebuilt from its tricks. */
export function trackerOf(state: TalelesState): TalelesTracker {
  const d = state.deal;
  const t = new TalelesTracker(state.seats, d.trump!, d.maker!, state.options);
  for (const tr of d.tricks) for (const p of tr.cards) t.observe(p.seat, p.card);
  for (const p of d.trick) t.observe(p.seat, p.card);
  return t;
}

export function playInfo(state: TalelesState, seat: Seat, tracker: TalelesTracker): PlayInfo {
  const d = state.deal;
  return { seat, n: state.seats, hand: d.hands[seat]!, trump: d.trump!, maker: d.maker!, trick: d.trick, tracker, outOfPlay: outOfPlay(d), tricks: handSize(state.seats) };
}

/** The rule player's action for the seat to act, from the perfect-information state (it reads only that seat's part). */
export function ruleAction(state: TalelesState, tracker: TalelesTracker | null): TalelesAction {
  const d = state.deal;
  const seat = d.turn;
  const n = state.seats;
  switch (d.phase) {
    case 'bela':
    case 'bid1':
    case 'bid2':
      return taleles.parseAction(chooseBid(d.phase, d.hands[seat]!, notations(state, seat), n, d.turned))!;
    case 'announce': {
      const text = chooseAnnounce(d.hands[seat]!, notations(state, seat), d.trump!, outOfPlay(d), seat === forehandOf(state.dealer, n));
      return taleles.parseAction(text)!;
    }
    case 'doubling':
      return PASS;
    case 'play': {
      if (d.tricks.length === 0) {
        const match = d.pitsch !== null && state.options.pitschStakes === 'match';
        const meld = chooseMeld(d.hands[seat]!, notations(state, seat), publicMelds(d), d.trump!, match);
        if (meld) return taleles.parseAction(meld)!;
      }
      const legal = legalPlays(d.hands[seat]!, d.trick, d.trump, state.options, partnerOf(d, seat, n));
      const card = choosePlay(playInfo(state, seat, tracker ?? trackerOf(state)), legal);
      const lateBela = d.bela === null && d.belaHolder === seat && suitOfCard(card) === d.trump && (card[1] === 'K' || card[1] === 'Q');
      return lateBela ? { type: 'play', card, announceBela: true } : { type: 'play', card };
    }
    case 'over':
      throw new Error('taleles rollout: the match is over');
  }
}

/** Applies one action and keeps the tracker of the card play up to date. */
export function step(state: TalelesState, action: TalelesAction, tracker: TalelesTracker | null): [TalelesState, TalelesTracker | null] {
  const seat = state.deal.turn;
  const next = taleles.apply(state, seat, action);
  if (!next.ok) throw new Error(`taleles rollout: ${taleles.makeAction(action)} refused: ${next.error.message}`);
  let t = tracker;
  if (action.type === 'play') {
    t ??= trackerOf(state);
    t.observe(seat, action.card);
  }
  return [next.value, t];
}

export interface RolloutResult {
  /** The seat's deal value (seatValue); 0 for an annulled deal. */
  readonly value: number;
  /** The seat's party won the deal. */
  readonly won: boolean;
}

/** Finishes the deal `dealNo` with the rule player everywhere; the state at its end (scored, annulled or the match over). */
export function playOut(start: TalelesState, tracker: TalelesTracker | null, budget: Budget, dealNo: number, last: TalelesState['last']): TalelesState {
  let state = start;
  let t = tracker;
  while (!state.end && state.dealNo === dealNo && state.last === last) {
    [state, t] = step(state, ruleAction(state, t), t);
    budget.spend(1);
  }
  return state;
}

/** Finishes the deal with the rule player everywhere. */
export function rollout(start: TalelesState, seat: Seat, tracker: TalelesTracker | null, budget: Budget, dealNo: number, last: TalelesState['last']): RolloutResult {
  const state = playOut(start, tracker, budget, dealNo, last);
  if (state.last === last) return { value: 0, won: false };
  const sheet = state.last!;
  return { value: seatValue(sheet, seat, state.seats, state.options, state.target), won: wonBy(sheet, seat, state.seats) };
}

function wonBy(sheet: NonNullable<TalelesState['last']>, seat: Seat, n: number): boolean {
  const makerSide = n === 4 ? seat % 2 === sheet.maker % 2 : seat === sheet.maker;
  return sheet.winner === (makerSide ? 'maker' : 'defenders');
}

export interface SearchResult extends Evaluation {
  readonly best: string;
  readonly means: readonly number[];
  /** Share of samples in which the seat's party won the deal, per candidate. */
  readonly wins: readonly number[];
  readonly samples: number;
}

/**
 * PIMC over `candidates` (notations legal for `input.seat`): the candidate with the best average
 * rollout value over the guessed deals. Sampling stops when the node budget is spent.
 */
export function searchTaleles(input: TalelesGuessInput, candidates: readonly string[], rng: BotRng, budget: Budget, maxSamples: number): SearchResult {
  const sums = candidates.map(() => 0);
  const wins = candidates.map(() => 0);
  const values = emptyEvaluation(candidates.length).values;
  let samples = 0;
  const dealNo = input.view.deal;
  for (let i = 0; i < maxSamples && (i < 2 || !budget.exhausted()); i++) {
    const world = determinize(input, rng);
    budget.spend(8);
    if (!world) continue;
    const rootTracker = world.deal.phase === 'play' ? trackerOf(world) : null;
    candidates.forEach((text, k) => {
      const [next, t] = step(world, taleles.parseAction(text)!, rootTracker?.clone() ?? null);
      const r = rollout(next, input.seat, t, budget, dealNo, world.last);
      sums[k] = sums[k]! + r.value;
      values[k]!.push(r.value);
      wins[k] = wins[k]! + (r.won ? 1 : 0);
    });
    samples++;
  }
  const means = sums.map((s) => (samples > 0 ? s / samples : 0));
  let best = 0;
  for (let k = 1; k < candidates.length; k++) if (means[k]! > means[best]!) best = k;
  return { best: candidates[best]!, means, wins: wins.map((w) => (samples > 0 ? w / samples : 0)), samples, values };
}
