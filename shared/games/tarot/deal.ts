/**
 * Dealing (rules §4): packets counterclockwise from the dealer's right, single chien cards slipped
 * in between packets (never the first or last card), and the automatic petit sec redeal (§4.3).
 */
import { type CardId, deckForDeal, randomInt, type RngState, type Seat, seatsFrom } from '../../core/index.js';
import { EXCUSE } from '../../core/index.js';
import { isTrump, PACK, sortCards } from './cards.js';
import type { TarotOptions } from './options.js';
import { type DealState, paramsFor, type TarotState } from './state.js';

/** Active seats in playing order from the first speaker; in the 5-player "mort" format the dealer sits out (Q8). */
export function activeOrder(seats: number, dealer: Seat, options: TarotOptions): Seat[] {
  const all = seatsFrom((dealer + 1) % seats, seats);
  return seats === 5 && options.fivePlayerMode === 'mort' ? all.filter((s) => s !== dealer) : all;
}

/** Chien gaps of a prearranged deck: spread evenly, so that duplicate tables get the same hands. */
export function fixedGaps(packets: number, chien: number): number[] {
  return Array.from({ length: chien }, (_, i) => Math.floor(((i + 1) * packets) / (chien + 1)));
}

/** `chien` distinct gaps among the packets − 1 gaps between packets, chosen uniformly (Q11). */
export function randomGaps(rng: RngState, packets: number, chien: number): [number[], RngState] {
  const gaps = Array.from({ length: packets - 1 }, (_, i) => i + 1);
  let state = rng;
  for (let i = 0; i < chien; i++) {
    let j: number;
    [j, state] = randomInt(state, gaps.length - i);
    const k = i + j;
    const tmp = gaps[i]!;
    gaps[i] = gaps[k]!;
    gaps[k] = tmp;
  }
  return [gaps.slice(0, chien).sort((a, b) => a - b), state];
}

/**
 * Where each card of the pack goes, top card first: a seat, or -1 for the chien. Gap g puts one
 * chien card between packet g − 1 and packet g, so the first and last cards never go there.
 */
export function dealLayout(order: readonly Seat[], gaps: readonly number[]): Seat[] {
  const params = paramsFor(order.length);
  const packets = (order.length * params.hand) / params.packet;
  const out: Seat[] = [];
  let g = 0;
  for (let p = 0; p < packets; p++) {
    if (gaps[g] === p) {
      out.push(-1);
      g++;
    }
    const seat = order[p % order.length]!;
    for (let i = 0; i < params.packet; i++) out.push(seat);
  }
  return out;
}

/** The Petit is the hand's only trump and the hand has no Excuse (§4.3). */
export function hasPetitSec(hand: readonly CardId[]): boolean {
  let trumps = 0;
  let petit = false;
  for (const c of hand) {
    if (c === EXCUSE) return false;
    if (isTrump(c)) {
      trumps++;
      if (c === 'T1') petit = true;
    }
  }
  return petit && trumps === 1;
}

/** A fresh deal in its bidding phase. */
function newDeal(order: Seat[], hands: CardId[][], chien: CardId[], seats: number): DealState {
  return {
    phase: 'bidding',
    order,
    hands,
    chien,
    chienShown: [],
    ecart: [],
    bids: [],
    turn: order[0]!,
    taker: -1,
    contract: null,
    called: null,
    partner: -1,
    partnerRevealed: false,
    chelem: false,
    poignees: [],
    trick: [],
    tricks: [],
    won: Array.from({ length: seats }, () => []),
    excuse: null,
    excuseWonLast: false,
  };
}

/**
 * Deals the next deal for `state.dealer`, redealing (with the next dealer) while a hand holds the
 * petit sec. The petit sec hand is published by the annulment record (§4.3).
 */
export function dealNext(state: TarotState): TarotState {
  let { rng, dealt, dealer } = state;
  const annulled = state.annulled.slice();
  for (;;) {
    const order = activeOrder(state.seats, dealer, state.options);
    const params = paramsFor(order.length);
    const packets = (order.length * params.hand) / params.packet;
    const fixed = state.decks?.[dealt] !== undefined;
    let deck: CardId[];
    [deck, rng] = deckForDeal(PACK, rng, dealt, state.decks ?? undefined);
    let gaps: number[];
    if (fixed) gaps = fixedGaps(packets, params.chien);
    else [gaps, rng] = randomGaps(rng, packets, params.chien);
    dealt++;
    const layout = dealLayout(order, gaps);
    const hands: CardId[][] = Array.from({ length: state.seats }, () => []);
    const chien: CardId[] = [];
    layout.forEach((seat, i) => (seat < 0 ? chien : hands[seat]!).push(deck[i]!));
    const sec = order.find((s) => hasPetitSec(hands[s]!));
    if (sec !== undefined) {
      // §4.3: the holder announces it and shows the hand; the deal is thrown in and dealt again.
      annulled.push({ reason: 'petit_sec', dealer, seat: sec, hand: sortCards(hands[sec]!) });
      dealer = (dealer + 1) % state.seats;
      continue;
    }
    const sorted = hands.map(sortCards);
    return { ...state, rng, dealt, dealer, annulled, deal: newDeal(order, sorted, chien, state.seats) };
  }
}

/** Annuls the current deal (all pass) and deals again with the next dealer (§5). */
export function annulAllPass(state: TarotState): TarotState {
  const annulled = [...state.annulled, { reason: 'all_pass' as const, dealer: state.dealer }];
  return dealNext({ ...state, annulled, dealer: (state.dealer + 1) % state.seats });
}
