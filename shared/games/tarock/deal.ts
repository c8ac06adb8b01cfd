/**
 * Dealing (rules §5): 6 cards to each player from Vorhand on, the talon as two halves of three,
 * then 6 more each. The dealer rotates: this deal's Vorhand deals the next one (§5.1).
 */
import type { CardId } from '../../core/cards.js';
import { deckForDeal } from '../../core/deal.js';
import type { Seat } from '../../core/game.js';
import type { RngState } from '../../core/rng.js';
import { PACK, sortCards } from './cards.js';
import { type Deal, next } from './state.js';

/** Splits a deck (index 0 = top) into hands and talon halves exactly as §5.2 deals it. */
export function dealCards(deck: readonly CardId[], vorhand: Seat): { hands: CardId[][]; talon: CardId[][] } {
  const hands: CardId[][] = [[], [], [], []];
  let i = 0;
  for (let round = 0; round < 2; round++) {
    for (let k = 0, p = vorhand; k < 4; k++, p = next(p)) {
      hands[p]!.push(...deck.slice(i, i + 6));
      i += 6;
    }
    if (round === 0) i += 6;
  }
  return { hands: hands.map(sortCards), talon: [deck.slice(24, 27), deck.slice(27, 30)] };
}

/** A fresh deal with `dealer` dealing: the auction starts at Vorhand (§7.1). */
export function newDeal(
  rng: RngState,
  dealIndex: number,
  dealer: Seat,
  decks: readonly (readonly CardId[])[] | null,
): [Deal, RngState] {
  const [deck, after] = deckForDeal(PACK, rng, dealIndex, decks ?? undefined);
  const vorhand = next(dealer);
  const { hands, talon } = dealCards(deck, vorhand);
  const deal: Deal = {
    phase: 'bidding',
    turn: vorhand,
    vorhand,
    hands,
    talon,
    auction: { calls: [], active: [true, true, true, true], high: null, reserved: false },
    contract: null,
    trischaken: null,
    call: null,
    talonExposed: false,
    talonTaken: null,
    laid: [],
    layCount: 0,
    announce: null,
    tricks: [],
    trick: [],
    won: [[], [], [], []],
    partnerPublic: false,
  };
  return [deal, after];
}
