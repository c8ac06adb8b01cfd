/**
 * The search player (PIMC): deal the unseen cards many times consistently with what the seat has
 * seen (determinize.ts), play every candidate action in each guessed deal, finish the deal with
 * the rule player in every seat (a perfect-information rollout through the engine, so the score
 * is the engine's own score sheet: game, premiums, Kontra) and take the best average. Bidding,
 * the call, the talon half, laying away, announcements and Kontra, and the card play are all
 * searched this way; Kontra must beat "gut" by a clear margin.
 */
import type { CardId, Seat } from '../../core/index.js';
import { tarock, type TarockAction, type TarockState } from '../../games/tarock/index.js';
import { BIRD_CARD, BIRD_TRICK, CONTRACTS, isBird } from '../../games/tarock/contracts.js';
import { finishDeal } from '../../games/tarock/match.js';
import { applyPlay, legalCards, trickContext } from '../../games/tarock/play.js';
import { isPublicDiscard } from '../../games/tarock/talon.js';
import type { Deal } from '../../games/tarock/state.js';
import { Budget } from '../budget.js';
import { bestCandidate, emptyEvaluation, type Evaluation } from '../evaluation.js';
import type { BotRng } from '../util.js';
import { chooseBid } from './bidding.js';
import { chooseAnnounce, chooseTalon, sidesFor } from './decide.js';
import { type TarockGuessInput, determinize } from './determinize.js';
import { chooseCall, rankDiscards } from './hand.js';
import { TarockTracker } from './knowledge.js';
import { choosePlay, type PlayInfo } from './play.js';

/** The declarer's partner as `seat` knows it in a full state (what its view would say). */
function partnerKnown(deal: Deal, seat: Seat): Seat | null | undefined {
  const call = deal.call;
  if (call === null) return null;
  if (deal.partnerPublic || seat === call.partner) return call.partner;
  return undefined;
}

export function playInfo(deal: Deal, seat: Seat, tracker: TarockTracker): PlayInfo {
  const c = deal.contract!;
  const def = CONTRACTS[c.id];
  const call = deal.call;
  const knowsCall = call !== null && (!call.fourth || deal.partnerPublic || seat === c.declarer || seat === call.partner);
  const aside = seat === c.declarer ? deal.laid.slice() : deal.laid.filter((x) => isPublicDiscard(deal, x));
  if (deal.talonExposed) for (const half of deal.talon) aside.push(...half);
  return {
    seat,
    hand: deal.hands[seat]!,
    family: def.family,
    declarer: c.declarer,
    side: sidesFor(seat, c.declarer, def.family, def.calling, partnerKnown(deal, seat)),
    called: knowsCall ? call.card : null,
    tracker,
    aside,
    goal: def.tricksGoal,
  };
}

const notations = (state: TarockState, seat: Seat) => tarock.legalActions(state, seat).map((a) => tarock.makeAction(a));

/** The rule player's action in a full state, reading only the acting seat's part of it. */
export function ruleAction(state: TarockState, tracker: TarockTracker | null): string {
  const deal = state.deal!;
  const seat = deal.turn;
  const hand = deal.hands[seat]!;
  const legal = notations(state, seat);
  const c = deal.contract;
  const def = c ? CONTRACTS[c.id] : null;
  switch (deal.phase) {
    case 'bidding': {
      const h = deal.auction.high;
      return chooseBid(hand, legal, h ? (h.bid.bird ? `bid ${h.bid.contract} ${h.bid.bird}` : `bid ${h.bid.contract}`) : null);
    }
    case 'rules':
      return legal.find((a) => a === 'rule talon firstSixTricks' || a === 'rule stichzwang on') ?? legal[0]!;
    case 'call':
      return chooseCall(hand, legal);
    case 'talon':
      return chooseTalon(hand, deal.talon, legal, def!.family === 'colour', deal.call?.card ?? null);
    case 'layAway':
      return rankDiscards(hand, legal, def!.family === 'colour', deal.call?.card ?? null)[0]!;
    case 'announce': {
      const alone = !def!.calling || partnerKnown(deal, seat) === null;
      return chooseAnnounce(hand, legal, seat === c!.declarer, def!.family, alone);
    }
    case 'play':
      return `play ${choosePlay(playInfo(deal, seat, tracker!), legalCards(deal, state.options, seat))}`;
  }
}

/** A tracker of the deal's play so far, rebuilt from its tricks. */
export function trackerOf(state: TarockState): TarockTracker | null {
  const deal = state.deal;
  if (!deal?.contract) return null;
  const t = new TarockTracker({ ...trickContext(deal, state.options), trickNo: 1 });
  for (const item of deal.announce?.items ?? []) {
    if (isBird(item.premium)) t.reserved.set(BIRD_CARD[item.premium], [item.owner, BIRD_TRICK[item.premium]]);
    else if (item.premium === 'koenig_ultimo' && deal.call) t.reserved.set(deal.call.card, [item.owner, 12]);
  }
  for (const tr of deal.tricks) for (const p of tr.cards) t.observe(p.seat, p.card);
  for (const p of deal.trick) t.observe(p.seat, p.card);
  return t;
}

/** Applies one action; card plays go straight to the engine's play (they come from legalCards). */
function step(state: TarockState, seat: Seat, text: string, tracker: TarockTracker | null): TarockState {
  const deal = state.deal!;
  if (deal.phase === 'play' && text.startsWith('play ')) {
    const card: CardId = text.slice(5);
    tracker!.observe(seat, card);
    const r = applyPlay(deal, state.options, seat, card);
    return r.over ? finishDeal(state, r.deal, false) : { ...state, deal: r.deal };
  }
  const action = tarock.parseAction(text) as TarockAction;
  const r = tarock.apply(state, seat, action);
  if (!r.ok) throw new Error(`tarock rollout: ${text} refused: ${r.error.message}`);
  return r.value;
}

/**
 * How a finished deal is valued for `seat`: its line on the score sheet in the table's ledger,
 * plus a small share for card points (its party's thirds against the 105 of an even split; in
 * Trischaken its own thirds count against it). A point contract is won or lost at one threshold
 * (§4.3), so most single cards do not change the score in a rollout: the card points tell the
 * search which of them brings the party nearer to the threshold. The share is small enough never
 * to outweigh a score point. `weight` 0 gives the score alone (the post-game analysis).
 */
export function valueOf(state: TarockState, seat: Seat, weight = POINTS_WEIGHT): number {
  const sheet = state.last!;
  const score = state.options.scoreLedger === 'schrift' ? sheet.schrift[seat]! : sheet.total[seat]!;
  const family = CONTRACTS[sheet.contract].family;
  if (family === 'negative' || weight === 0) return score;
  if (family === 'trischaken') return score - (weight * sheet.thirds[seat]!) / 70;
  return score + (weight * (sheet.thirds[seat]! - 105)) / 105;
}
export const POINTS_WEIGHT = 0.5;

/** Finishes the deal with the rule player everywhere; the state at its end. The state must be isolated. */
export function playOut(start: TarockState, tracker: TarockTracker | null, budget: Budget): TarockState {
  let state = start;
  let t = tracker;
  while (state.deal) {
    if (state.deal.phase === 'play' && t === null) t = trackerOf(state);
    state = step(state, state.deal.turn, ruleAction(state, t), t);
    budget.spend(1);
  }
  return state;
}

/** Finishes the deal with the rule player everywhere; the value of `seat` (valueOf). The state must be isolated. */
export function rollout(start: TarockState, seat: Seat, tracker: TarockTracker | null, budget: Budget, weight = POINTS_WEIGHT): number {
  return valueOf(playOut(start, tracker, budget), seat, weight);
}

/** The state cut to end after the current deal, so that its score sheet is the last one. */
export const isolate = (state: TarockState): TarockState => ({ ...state, dealsTotal: state.dealIndex + 1 });

/**
 * PIMC over `candidates` (notations legal for `input.seat`): every candidate played in the same
 * guessed deals and rolled out, valued with card points at `weight` (valueOf). Samples stop when the
 * node budget is spent (two at least).
 */
export function evaluateTarock(
  input: TarockGuessInput, candidates: readonly string[], rng: BotRng, budget: Budget, maxSamples: number, weight = POINTS_WEIGHT,
): Evaluation {
  const out = emptyEvaluation(candidates.length);
  for (let i = 0; i < maxSamples && (i < 2 || !budget.exhausted()); i++) {
    const world = determinize(input, rng);
    if (!world) continue;
    const root = isolate(world);
    const rootTracker = trackerOf(root);
    candidates.forEach((text, k) => {
      const tracker = rootTracker?.clone() ?? null;
      const next = step(root, input.seat, text, tracker);
      out.values[k]!.push(rollout(next, input.seat, tracker, budget, weight));
    });
    budget.spend(1);
  }
  return out;
}

/**
 * The candidate with the best average rollout score over the guessed deals (evaluateTarock);
 * `bonus[k]` is added to candidate k's average (a margin an alternative must beat).
 */
export function searchTarock(
  input: TarockGuessInput, candidates: readonly string[], rng: BotRng, budget: Budget, maxSamples: number, bonus: readonly number[] = [],
): string {
  if (candidates.length === 1) return candidates[0]!;
  return bestCandidate(candidates, evaluateTarock(input, candidates, rng, budget, maxSamples), bonus);
}
