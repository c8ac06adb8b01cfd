/**
 * The deal (rules §4) and everything before the first card (§5.1–5.6): the Bela round, both
 * trump rounds, the redeal after all pass, and the announce turns (seven exchange, Bela, Pitsch).
 */
import type { CardId } from '../../core/cards.js';
import { dealPackets, deckForDeal, seatsFrom } from '../../core/deal.js';
import type { Seat } from '../../core/game.js';
import { cardOf, PACK, sortHand, suitOfCard, TALELES_SUITS, type TalelesSuit } from './cards.js';
import { copyDeal, copyState, type Mutable, withDeal } from './copy.js';
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
  const deal = openingDeal(n, forehand, seen.hands, hidden.hands, n === 4 ? [] : rest.slice(1), n === 4 ? null : (rest[0] ?? null));
  return { deal, rng };
}

/** A deal as it stands right after dealing (§5.1: the Bela round opens), given who holds what. */
export function openingDeal(
  n: number,
  forehand: Seat,
  hands: readonly CardId[][],
  hidden: CardId[][],
  stock: CardId[],
  turned: CardId | null,
): Deal {
  return {
    phase: 'bela',
    turn: forehand,
    passes: 0,
    hands: hands.map((h) => sortHand(h, null)),
    hidden,
    stock,
    turned,
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
}

/** The next deal, dealt by the player to the left (§3, D-11). */
export function nextDeal(state: TalelesState): TalelesState {
  const next = copyState(state);
  next.dealer = leftOf(state.dealer, state.seats);
  next.dealNo = state.dealNo + 1;
  const { deal, rng } = dealHands(next);
  next.deal = deal;
  next.rng = rng;
  return next;
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
function fixTrump(state: TalelesState, deal: Mutable<Deal>, seat: Seat, suit: TalelesSuit, round: 1 | 2): void {
  deal.phase = 'announce';
  deal.turn = forehandOf(state.dealer, state.seats);
  deal.passes = 0;
  deal.trump = suit;
  deal.maker = seat;
  deal.trumpRound = round;
  deal.hands = deal.hands.map((h, s) => sortHand([...h, ...(deal.hidden[s] ?? [])], suit));
  deal.hidden = deal.hidden.map(() => []);
}

/** Applies a legal action of a phase before the first card. */
export function applyPreplay(state: TalelesState, seat: Seat, action: TalelesAction): TalelesState {
  const n = state.seats;
  const deal = copyDeal(state.deal);
  deal.calls = [...deal.calls, { seat, action: makeAction(action) }];
  switch (action.type) {
    case 'declareBela':
      if (deal.phase === 'bela') fixTrump(state, deal, seat, action.suit, 1);
      deal.bela = { seat, early: true };
      return withDeal(state, deal);
    case 'acceptTurnedCard':
      fixTrump(state, deal, seat, turnedSuit(deal)!, 1);
      return withDeal(state, deal);
    case 'chooseTrump':
      fixTrump(state, deal, seat, action.suit, deal.phase === 'bid2' ? 2 : 1);
      return withDeal(state, deal);
    case 'exchangeSeven': {
      // §5.6, D-8: the 7 and the turned card swap; the 7 lies face up under the stock, out of play.
      const seven = cardOf(deal.trump!, '7');
      const got = deal.turned!;
      const hands = deal.hands.slice();
      hands[seat] = sortHand([...hands[seat]!.filter((c) => c !== seven), got], deal.trump);
      deal.hands = hands;
      deal.turned = seven;
      deal.exchange = { seat, got, gave: seven };
      return withDeal(state, deal);
    }
    case 'declarePitsch':
      deal.pitsch = seat;
      return withDeal(state, deal);
    case 'pass':
      break;
    default:
      throw new Error(`${action.type} is not an action before the first card`);
  }
  deal.passes += 1;
  deal.turn = leftOf(seat, n);
  if (deal.passes < n) return withDeal(state, deal);
  const forehand = forehandOf(state.dealer, n);
  deal.passes = 0;
  deal.turn = forehand;
  switch (deal.phase) {
    case 'bela':
      deal.phase = 'bid1';
      return withDeal(state, deal);
    case 'bid1':
      if (n === 4) return nextDeal(state); // §5.4: annulled, no score
      deal.phase = 'bid2';
      return withDeal(state, deal);
    case 'bid2':
      return nextDeal(state);
    case 'announce':
      startPlay(deal, forehand, n);
      return withDeal(state, deal);
    default:
      throw new Error(`pass in phase ${deal.phase}`);
  }
}

/** Trick 1 begins, led by forehand (D-12). Remembers who could still claim a late Bela (§8). */
function startPlay(deal: Mutable<Deal>, forehand: Seat, n: number): void {
  const trump = deal.trump!;
  deal.phase = 'play';
  deal.leader = forehand;
  for (let s = 0; s < n; s++) if (hasKQ(deal.hands[s]!, trump)) deal.belaHolder = s;
}
