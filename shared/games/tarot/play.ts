/**
 * Playing the cards (rules §9): follow suit, must trump, must overtrump (even a partner), the
 * Excuse always playable and never winning except the chelem case, and the 5-player ban on
 * leading the called suit on trick 1. Follow/trump logic comes from core/tricks.ts.
 */
import {
  type CardId,
  EXCUSE,
  type FollowPolicy,
  followCards,
  highestTrump,
  ledClass,
  type Played,
  type Seat,
  winningIndex,
} from '../../core/index.js';
import { classOf, isTrump, strengthOf, SUIT_NAMES, TAROT_TRICKS } from './cards.js';
import { endDeal } from './end.js';
import { paramsFor, type DealState, type TarotState } from './state.js';

const POLICY: FollowPolicy = { mustTrump: true, overtrumpOnTrumpLead: true, overtrumpWhenRuffing: true };

/** Attack camp: the taker and, at 5 players, the holder of the called card (§1). */
export const isAttack = (deal: DealState, seat: Seat): boolean => seat === deal.taker || seat === deal.partner;

/**
 * 5 players, trick 1: the called suit may not open the deal except with the called card itself
 * (§6.4); under `suit_setting_card` the ban also covers the card that sets the suit after an Excuse.
 */
function leadBanned(state: TarotState, trick: readonly Played[]): string | undefined {
  const deal = state.deal;
  if (deal.called === null || deal.tricks.length > 0) return undefined;
  const open = trick.length === 0 || (state.options.calledSuitLead === 'suit_setting_card' && ledClass(trick, TAROT_TRICKS) === undefined);
  return open ? classOf(deal.called) : undefined;
}

export function legalCards(state: TarotState, seat: Seat): CardId[] {
  const deal = state.deal;
  const hand = deal.hands[seat]!;
  const banned = leadBanned(state, deal.trick);
  // Leading: any card (hands are kept in display order, the Excuse last).
  if (deal.trick.length === 0 && banned === undefined) return hand.slice();
  const cards = followCards(hand, deal.trick, TAROT_TRICKS, POLICY);
  const out = banned === undefined ? cards : cards.filter((c) => classOf(c) !== banned || c === deal.called);
  // The Excuse may always be played (§9.2.1); it keeps its place in display order (last).
  if (hand.includes(EXCUSE)) out.push(EXCUSE);
  return out;
}

/** Why `card` may not be played now (for the ILLEGAL_ACTION message). */
export function whyNotPlay(state: TarotState, seat: Seat, card: CardId): string {
  const deal = state.deal;
  const hand = deal.hands[seat]!;
  if (!hand.includes(card)) return `you do not hold ${card}`;
  const banned = leadBanned(state, deal.trick);
  if (banned !== undefined && classOf(card) === banned) {
    return `the called suit (${SUIT_NAMES[banned]}) may not be led on the first trick, except with the called card`;
  }
  const led = ledClass(deal.trick, TAROT_TRICKS);
  const top = highestTrump(deal.trick, TAROT_TRICKS);
  const trumps = hand.filter(isTrump);
  const over = trumps.some((c) => strengthOf(c) > top);
  if (led === 'T') return over ? `you must play a trump higher than T${top}` : 'you must play a trump';
  if (led !== undefined && hand.some((c) => classOf(c) === led)) return `you must follow suit: ${SUIT_NAMES[led]}`;
  if (isTrump(card) && over) return `you must overtrump: play a trump higher than T${top}`;
  return `you must trump: you hold no ${led === undefined ? 'card of the led suit' : SUIT_NAMES[led]}`;
}

/**
 * Who wins a complete trick: the best trump, else the best card of the led suit (§9.3). The Excuse
 * wins only the last trick, for a camp that won every earlier trick (§9.5, Q2).
 */
export function trickWinner(state: TarotState, plays: readonly Played[]): { winner: Seat; excuseWon: boolean } {
  const deal = state.deal;
  const winner = plays[winningIndex(plays, TAROT_TRICKS)]!.seat;
  const ex = plays.find((p) => p.card === EXCUSE);
  const last = deal.tricks.length === paramsFor(deal.order.length).hand - 1;
  if (ex && last && deal.tricks.length > 0) {
    const camp = isAttack(deal, ex.seat);
    const allWon = deal.tricks.every((t) => isAttack(deal, t.winner) === camp);
    if (allWon && (camp || state.options.excuseChelemDefence)) return { winner: ex.seat, excuseWon: true };
  }
  return { winner, excuseWon: false };
}

export function applyPlay(state: TarotState, seat: Seat, card: CardId): TarotState {
  const deal = state.deal;
  const hands = deal.hands.slice();
  hands[seat] = hands[seat]!.filter((c) => c !== card);
  const trick = [...deal.trick, { seat, card }];
  const partnerRevealed = deal.partnerRevealed || card === deal.called;
  const excuse = card === EXCUSE ? { seat, trick: deal.tricks.length } : deal.excuse;
  const n = deal.order.length;
  if (trick.length < n) {
    const turn = deal.order[(deal.order.indexOf(seat) + 1) % n]!;
    return { ...state, deal: { ...deal, hands, trick, turn, partnerRevealed, excuse } };
  }
  const { winner, excuseWon } = trickWinner(state, trick);
  const last = deal.tricks.length === paramsFor(n).hand - 1;
  const won = deal.won.slice();
  // Outside the last trick the Excuse goes back to its player's pile (§9.4); the half-point
  // exchange is settled by accounting at the end (Q10).
  const exBack = !last && excuse !== null && excuse.trick === deal.tricks.length;
  won[winner] = [...won[winner]!, ...trick.filter((p) => !(exBack && p.card === EXCUSE)).map((p) => p.card)];
  if (exBack) won[excuse.seat] = [...won[excuse.seat]!, EXCUSE];
  const next: TarotState = {
    ...state,
    deal: {
      ...deal,
      hands,
      trick: [],
      tricks: [...deal.tricks, { plays: trick, winner }],
      won,
      turn: winner,
      partnerRevealed,
      excuse,
      excuseWonLast: excuseWon,
    },
  };
  return last ? endDeal(next) : next;
}
