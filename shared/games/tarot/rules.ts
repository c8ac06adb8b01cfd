/**
 * The one source of legality: `legalActions` enumerates by phase, `apply` accepts exactly those
 * actions and explains every refusal with a stable code.
 */
import { type ActionError, actionError, err, ok, type Result, type Seat } from '../../core/index.js';
import {
  applyAnnounce,
  applyPoignee,
  applyShow,
  legalAnnounce,
  pendingPoignee,
  poigneeLevels,
  poigneePool,
  showableCards,
} from './announce.js';
import { applyBid, highestBid, legalBids } from './bidding.js';
import { applyCall, legalCalls } from './call.js';
import { isCard } from './cards.js';
import { applyDiscard, legalEcartActions, whyNotDiscard } from './ecart.js';
import { makeAction } from './notation.js';
import { applyPlay, legalCards, whyNotPlay } from './play.js';
import { CONTRACT_NAMES, paramsFor, type TarotAction, type TarotState } from './state.js';

export function toAct(state: TarotState): readonly Seat[] {
  return state.over ? [] : [state.deal.turn];
}

export function legalActions(state: TarotState, seat: Seat): TarotAction[] {
  if (state.over || seat !== state.deal.turn) return [];
  switch (state.deal.phase) {
    case 'bidding':
      return legalBids(state);
    case 'call':
      return legalCalls(state);
    case 'ecart':
      return legalEcartActions(state);
    case 'announce':
      return legalAnnounce();
    case 'play':
      return legalPlay(state, seat);
    case 'done':
      return [];
  }
}

function legalPlay(state: TarotState, seat: Seat): TarotAction[] {
  const pending = pendingPoignee(state, seat);
  if (pending) return showableCards(state, pending).map((card) => ({ type: 'show' as const, card }));
  const plays: TarotAction[] = legalCards(state, seat).map((card) => ({ type: 'play' as const, card }));
  for (const level of poigneeLevels(state, seat)) plays.push({ type: 'poignee', level });
  return plays;
}

const PHASE_HINT: Record<TarotState['deal']['phase'], string> = {
  bidding: 'it is time to bid: pass or bid a contract',
  call: 'the taker must call a card',
  ecart: 'the taker must lay away his écart, one card per action',
  announce: 'the taker may announce a chelem (chelem) or not (pass)',
  play: 'it is time to play a card',
  done: 'the deal is over',
};

/** A readable reason why a well-formed action is not legal now. */
function whyIllegal(state: TarotState, seat: Seat, action: TarotAction): string {
  const deal = state.deal;
  switch (deal.phase) {
    case 'bidding': {
      const best = highestBid(state);
      if (action.type === 'bid' && best) return `a bid must be higher than ${CONTRACT_NAMES[best.contract]}`;
      break;
    }
    case 'call':
      if (action.type === 'call') return 'you may call a King; a Queen only with all four Kings, a Knight only with all Kings and Queens, a Jack only with all Kings, Queens and Knights';
      break;
    case 'ecart':
      if (action.type === 'discard') return whyNotDiscard(state, action.card);
      break;
    case 'play': {
      const pending = pendingPoignee(state, seat);
      if (pending) return action.type === 'show' ? `${action.card} cannot complete your ${pending.level} poignée` : 'finish showing your poignée first';
      if (action.type === 'play') return whyNotPlay(state, seat, action.card);
      if (action.type === 'poignee') {
        if (deal.poignees.some((p) => p.seat === seat) || deal.tricks.length > 0 || deal.trick.some((p) => p.seat === seat)) {
          return 'a poignée is declared once, just before your first card';
        }
        const need = paramsFor(deal.order.length).poignee[action.level];
        const have = poigneePool(state, seat, action.level).length;
        return `a ${action.level} poignée needs ${need} trumps (the Excuse may replace one only if you hold no other trump); you have ${have}`;
      }
      if (action.type === 'show') return 'declare the poignée level first (poignee simple, double or triple)';
      break;
    }
    case 'done':
      break;
  }
  return PHASE_HINT[deal.phase];
}

const hasCard = (a: TarotAction): a is Extract<TarotAction, { card: string }> => 'card' in a;

export function apply(state: TarotState, seat: Seat, action: TarotAction): Result<TarotState, ActionError> {
  if (state.over) return err(actionError('MATCH_OVER', 'the match is over'));
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return err(actionError('BAD_SEAT', `there is no seat ${String(seat)}`));
  if (seat !== state.deal.turn) return err(actionError('NOT_YOUR_TURN', `it is seat ${state.deal.turn}'s turn`));
  if (typeof action !== 'object' || action === null || typeof action.type !== 'string') {
    return err(actionError('ILLEGAL_ACTION', 'not an action'));
  }
  if (hasCard(action) && !isCard(action.card)) return err(actionError('UNKNOWN_CARD', `${String(action.card)} is not a card of the Tarot pack`));
  if (!isLegal(state, seat, action)) {
    return err(actionError('ILLEGAL_ACTION', whyIllegal(state, seat, action)));
  }
  return ok(applyLegal(state, seat, action));
}

/** Membership in `legalActions`; a card play is checked against the same `legalCards` directly (hot path). */
function isLegal(state: TarotState, seat: Seat, action: TarotAction): boolean {
  if (action.type === 'play' && state.deal.phase === 'play' && !pendingPoignee(state, seat)) {
    return legalCards(state, seat).includes(action.card);
  }
  const notation = makeAction(action);
  return legalActions(state, seat).some((a) => makeAction(a) === notation);
}

function applyLegal(state: TarotState, seat: Seat, action: TarotAction): TarotState {
  switch (action.type) {
    case 'pass':
      return state.deal.phase === 'announce' ? applyAnnounce(state, false) : applyBid(state, seat, null);
    case 'bid':
      return applyBid(state, seat, action.contract);
    case 'call':
      return applyCall(state, action.card);
    case 'discard':
      return applyDiscard(state, action.card);
    case 'chelem':
      return applyAnnounce(state, true);
    case 'poignee':
      return applyPoignee(state, seat, action.level);
    case 'show':
      return applyShow(state, seat, action.card);
    case 'play':
      return applyPlay(state, seat, action.card);
  }
}
