/**
 * The chien and the écart (rules §7). Prise and garde: the chien is turned face up for everyone,
 * the taker takes it and lays away as many cards, one per action. No King and no bout may go; a
 * trump only when the taker has too few other cards, and then it is shown to everyone.
 */
import type { CardId } from '../../core/index.js';
import { isBout, isKing, isTrump, sortCards } from './cards.js';
import { paramsFor, type TarotAction, type TarotState } from './state.js';

/** After the bidding (and the 5-player call): turn the chien over or leave it face down (§7.1). */
export function afterCall(state: TarotState): TarotState {
  const deal = state.deal;
  if (deal.contract === 'garde_sans' || deal.contract === 'garde_contre') {
    return { ...state, deal: { ...deal, phase: 'announce', turn: deal.taker } };
  }
  const hands = deal.hands.slice();
  hands[deal.taker] = sortCards([...hands[deal.taker]!, ...deal.chien]);
  // A called card lying in the chien is seen by all: the taker plays alone, openly (§6.3).
  const calledInChien = deal.called !== null && deal.chien.includes(deal.called);
  return {
    ...state,
    deal: {
      ...deal,
      phase: 'ecart',
      hands,
      chienShown: deal.chien,
      chien: [],
      partnerRevealed: deal.partnerRevealed || calledInChien,
      turn: deal.taker,
    },
  };
}

/** Suit cards other than Kings: what the écart is made of when possible. */
const plainCard = (card: CardId) => !isTrump(card) && !isBout(card) && !isKing(card);

export function legalDiscards(state: TarotState): CardId[] {
  const deal = state.deal;
  const hand = deal.hands[deal.taker]!;
  const left = paramsFor(deal.order.length).chien - deal.ecart.length;
  const plain = hand.filter(plainCard);
  if (plain.length >= left) return plain;
  // Too few: every plain card must go, and trumps T2…T20 make up the rest (§7.2).
  return hand.filter((c) => plainCard(c) || (isTrump(c) && !isBout(c)));
}

export function legalEcartActions(state: TarotState): TarotAction[] {
  return legalDiscards(state).map((card) => ({ type: 'discard' as const, card }));
}

/** Why `card` may not be discarded now (for the ILLEGAL_ACTION message). */
export function whyNotDiscard(state: TarotState, card: CardId): string {
  const deal = state.deal;
  if (!deal.hands[deal.taker]!.includes(card)) return `you do not hold ${card}`;
  if (isKing(card)) return 'a King may not be discarded';
  if (isBout(card)) return 'a bout (T1, T21, the Excuse) may not be discarded';
  return 'a trump may be discarded only when you have too few other cards';
}

export function applyDiscard(state: TarotState, card: CardId): TarotState {
  const deal = state.deal;
  const hands = deal.hands.slice();
  hands[deal.taker] = hands[deal.taker]!.filter((c) => c !== card);
  const ecart = [...deal.ecart, card];
  const done = ecart.length === paramsFor(deal.order.length).chien;
  return { ...state, deal: { ...deal, hands, ecart, phase: done ? 'announce' : 'ecart' } };
}

/** The discarded trumps: public (§7.2). */
export function shownDiscards(ecart: readonly CardId[]): CardId[] {
  return ecart.filter(isTrump);
}
