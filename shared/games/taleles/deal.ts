/**
 * The deal (rules §4) and everything before the first card (§5.1–5.6): the Bela round, both
 * trump rounds, the redeal after all pass, and the announce turns (seven exchange, Bela, Pitsch).
 */
import type { CardId } from '../../core/cards.js';
import { dealPackets, deckForDeal, seatsFrom } from '../../core/deal.js';
import type { Seat } from '../../core/game.js';
import { cardOf, PACK, sortHand, suitOfCard, TALELES_SUITS, type TalelesSuit } from './cards.js';
import { makeAction } from './notation.js';
import { forehandOf, leftOf, partyOf } from './sides.js';
import type { Deal, TalelesAction, TalelesState } from './types.js';

/** Deals deal number `state.dealNo` for `state.dealer` (§4): seen packets, hidden packet, turned card, stock. */
export function dealHands(state: Pick<TalelesState, 'seats' | 'options' | 'rng' | 'decks' | 'dealNo' | 'dealer'>): {
  deal: Deal;
  rng: TalelesState['rng'];
} {
  const n = state.seats;
  const [deck, rng] = deckForDeal(PACK, state.rng, state.dealNo - 1, state.decks ?? undefined);
  const forehand = forehandOf(state.dealer, n);
  const order = seatsFrom(forehand, n);
  const packets = n === 4 ? (state.options.deal4 === '3-3-2' ? [3, 3, 2] : [2, 3, 3]) : [3, 3, 3];
  const seen = dealPackets(deck, n, order, packets.slice(0, 2));
  const hidden = dealPackets(seen.rest, n, order, packets.slice(2));
  const rest = hidden.rest;
  const deal: Deal = {
    phase: 'bela',
    turn: forehand,
    passes: 0,
    hands: seen.hands.map((h) => sortHand(h, null)),
    hidden: hidden.hands,
    stock: n === 4 ? [] : rest.slice(1),
    turned: n === 4 ? null : (rest[0] ?? null),
    exchange: null,
    trump: null,
    maker: null,
    trumpRound: 0,
    pitsch: null,
    bela: null,
    belaHolder: null,
    calls: [],
    melds: [],
    sequence: null,
    eighty: null,
    resolved: false,
    items: [],
    lastKontra: null,
    leader: forehand,
    trick: [],
    tricks: [],
    points: Array.from({ length: n }, () => 0),
  };
  return { deal, rng };
}

/** The next deal, dealt by the player to the left (§3, D-11). */
export function nextDeal(state: TalelesState): TalelesState {
  const dealer = leftOf(state.dealer, state.seats);
  const next = { ...state, dealer, dealNo: state.dealNo + 1 };
  const { deal, rng } = dealHands(next);
  return { ...next, deal, rng };
}

const hasKQ = (cards: readonly CardId[], suit: TalelesSuit): boolean =>
  cards.includes(cardOf(suit, 'K')) && cards.includes(cardOf(suit, 'Q'));

const turnedSuit = (deal: Deal): TalelesSuit | null => (deal.turned === null ? null : suitOfCard(deal.turned));

/** Legal actions in the phases before the first card, for the seat to act. */
export function preplayActions(state: TalelesState, seat: Seat): TalelesAction[] {
  const { deal, seats: n, options } = state;
  const hand = deal.hands[seat] ?? [];
  const out: TalelesAction[] = [];
  switch (deal.phase) {
    case 'bela': {
      // §5.1, D-1, D-2: K + Q among the seen cards; of the turned suit with 2/3 players, of any suit with 4.
      const suits = n === 4 ? TALELES_SUITS : [turnedSuit(deal)!];
      for (const suit of suits) if (hasKQ(hand, suit)) out.push({ type: 'declareBela', suit });
      break;
    }
    case 'bid1':
      if (n === 4) for (const suit of TALELES_SUITS) out.push({ type: 'chooseTrump', suit });
      else out.push({ type: 'acceptTurnedCard' });
      break;
    case 'bid2':
      // §5.3, D-5: a different suit from the turned card's unless the variant allows it.
      for (const suit of TALELES_SUITS) {
        if (suit !== turnedSuit(deal) || options.secondRoundMayRepeatTurnedSuit) out.push({ type: 'chooseTrump', suit });
      }
      break;
    case 'announce': {
      const trump = deal.trump!;
      // §5.6, D-8: only with the turned suit as trump, fixed in the first round.
      if (n < 4 && deal.exchange === null && trump === turnedSuit(deal) && deal.trumpRound === 1) {
        if (hand.includes(cardOf(trump, '7'))) out.push({ type: 'exchangeSeven' });
      }
      if (deal.bela === null && hasKQ(hand, trump)) out.push({ type: 'declareBela', suit: trump });
      if (deal.pitsch === null && partyOf(deal, seat, n) === 'maker') out.push({ type: 'declarePitsch' });
      break;
    }
    default:
      return [];
  }
  out.push({ type: 'pass' });
  return out;
}

/** §5.5: trump is fixed, hidden cards join their owners' hands, the announce turns begin at forehand. */
function fixTrump(state: TalelesState, seat: Seat, suit: TalelesSuit, round: 1 | 2): Deal {
  const deal = state.deal;
  return {
    ...deal,
    phase: 'announce',
    turn: forehandOf(state.dealer, state.seats),
    passes: 0,
    trump: suit,
    maker: seat,
    trumpRound: round,
    hands: deal.hands.map((h, s) => sortHand([...h, ...(deal.hidden[s] ?? [])], suit)),
    hidden: deal.hidden.map(() => []),
  };
}

/** Applies a legal action of a phase before the first card. */
export function applyPreplay(state: TalelesState, seat: Seat, action: TalelesAction): TalelesState {
  const n = state.seats;
  const deal = state.deal;
  const calls = [...deal.calls, { seat, action: makeAction(action) }];
  const next = leftOf(seat, n);
  switch (action.type) {
    case 'declareBela':
      if (deal.phase === 'bela') {
        return { ...state, deal: { ...fixTrump(state, seat, action.suit, 1), calls, bela: { seat, early: true } } };
      }
      return { ...state, deal: { ...deal, calls, bela: { seat, early: true } } };
    case 'acceptTurnedCard':
      return { ...state, deal: { ...fixTrump(state, seat, turnedSuit(deal)!, 1), calls } };
    case 'chooseTrump':
      return { ...state, deal: { ...fixTrump(state, seat, action.suit, deal.phase === 'bid2' ? 2 : 1), calls } };
    case 'exchangeSeven': {
      // §5.6, D-8: the 7 and the turned card swap; the 7 lies face up under the stock, out of play.
      const seven = cardOf(deal.trump!, '7');
      const got = deal.turned!;
      const hands = deal.hands.slice();
      hands[seat] = sortHand([...hands[seat]!.filter((c) => c !== seven), got], deal.trump);
      return { ...state, deal: { ...deal, calls, hands, turned: seven, exchange: { seat, got, gave: seven } } };
    }
    case 'declarePitsch':
      return { ...state, deal: { ...deal, calls, pitsch: seat } };
    case 'pass':
      break;
    default:
      throw new Error(`${action.type} is not an action before the first card`);
  }
  const passes = deal.passes + 1;
  if (passes < n) return { ...state, deal: { ...deal, calls, passes, turn: next } };
  const forehand = forehandOf(state.dealer, n);
  switch (deal.phase) {
    case 'bela':
      return { ...state, deal: { ...deal, calls, phase: 'bid1', passes: 0, turn: forehand } };
    case 'bid1':
      if (n < 4) return { ...state, deal: { ...deal, calls, phase: 'bid2', passes: 0, turn: forehand } };
      return nextDeal(state); // §5.4: annulled, no score
    case 'bid2':
      return nextDeal(state);
    case 'announce':
      return { ...state, deal: startPlay({ ...deal, calls }, forehand, n) };
    default:
      throw new Error(`pass in phase ${deal.phase}`);
  }
}

/** Trick 1 begins, led by forehand (D-12). Remembers who could still claim a late Bela (§8). */
function startPlay(deal: Deal, forehand: Seat, n: number): Deal {
  const trump = deal.trump!;
  let belaHolder: Seat | null = null;
  for (let s = 0; s < n; s++) if (hasKQ(deal.hands[s]!, trump)) belaHolder = s;
  return { ...deal, phase: 'play', passes: 0, turn: forehand, leader: forehand, belaHolder };
}
