/**
 * Five players: the taker calls a card (rules §6, Q7). Any King; a Queen only with all four Kings;
 * a Knight only with all Kings and Queens; a Jack only with all Kings, Queens and Knights. Calling
 * one's own card, or a card that lies in the chien, means playing alone.
 */
import { type CardId, SUITS, type Seat } from '../../core/index.js';
import { afterCall } from './ecart.js';
import type { TarotAction, TarotState } from './state.js';

const CALL_RANKS = ['K', 'Q', 'C', 'J'] as const;

/** Callable cards, Kings first then Queens, Knights, Jacks, each in suit order. */
export function callableCards(hand: readonly CardId[]): CardId[] {
  const out: CardId[] = [];
  for (const rank of CALL_RANKS) {
    const cards = SUITS.map((s) => `${s}${rank}`);
    out.push(...cards);
    // The next rank opens only when the taker holds all four cards of this one.
    if (!cards.every((c) => hand.includes(c))) break;
  }
  return out;
}

export function legalCalls(state: TarotState): TarotAction[] {
  const deal = state.deal;
  return callableCards(deal.hands[deal.taker]!).map((card) => ({ type: 'call' as const, card }));
}

export function applyCall(state: TarotState, card: CardId): TarotState {
  const deal = state.deal;
  let partner: Seat = -1;
  for (const s of deal.order) if (s !== deal.taker && deal.hands[s]!.includes(card)) partner = s;
  return afterCall({ ...state, deal: { ...deal, called: card, partner } });
}
