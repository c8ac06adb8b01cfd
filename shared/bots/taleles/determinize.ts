/**
 * A full Taleles engine state built from one seat's view, the public history and a guess for every
 * card the seat cannot see. The guess deals the deal as it was dealt (other hands, every hidden
 * packet the seat has not seen, its own before trump is fixed, the stock with 2 and 3 players)
 * and replays the deal's public actions through the engine, so that every derived field (turns,
 * passes, melds credited, doubling items, points) is the engine's own. It respects everything the
 * seat has seen: its hand, the cards played, the suits a seat showed it lacks and the limits of
 * §6.1 (knowledge.ts), the turned card and the seven exchange, the Bela and credited melds (cards
 * public), the kind, length and top of every other declared meld (§7.2: some run or Achtzig of
 * exactly that shape is in that hand), and, with 2 and 3 players, the Beet shown in the view, which
 * gives the point total of the out-of-play cards (docs/games/taleles.md, decision 8).
 * `view(state, seat)` of the result equals the seat's real view.
 */
import { type CardId, type Seat, seedRng } from '../../core/index.js';
import { cardOf, NATURAL_RANKS, PACK, pointsOf, TALELES_SUITS, type TalelesSuit } from '../../games/taleles/cards.js';
import { MELD_VALUES } from '../../games/taleles/melds.js';
import { openingDeal } from '../../games/taleles/deal.js';
import type { TalelesOptions } from '../../games/taleles/options.js';
import { handSize } from '../../games/taleles/sides.js';
import type { TalelesState } from '../../games/taleles/types.js';
import type { TalelesView } from '../../games/taleles/view.js';
import { taleles } from '../../games/taleles/index.js';
import { dealUnseen } from '../sample.js';
import type { HistoryEntry } from '../types.js';
import type { BotRng } from '../util.js';
import { dealActions, type TalelesTracker, trackerFromView } from './knowledge.js';

export interface TalelesGuessInput {
  readonly seat: Seat;
  readonly view: TalelesView;
  readonly history: readonly HistoryEntry[];
  readonly options: TalelesOptions;
}

/** Cards of the face-down packet (§4). */
export const hiddenPacket = (n: number, options: TalelesOptions): number => (n === 4 ? (options.deal4 === '3-3-2' ? 2 : 3) : 3);
const stockSize = (n: number): number => (n === 4 ? 0 : 32 - n * handSize(n) - 1);

/** The cards of a declared meld of this shape in `suit` (a run) or of its rank (an Achtzig). */
function meldCards(kind: string, length: number, top: string, suit: TalelesSuit): CardId[] {
  const t = NATURAL_RANKS.indexOf(top as (typeof NATURAL_RANKS)[number]);
  if (kind === 'achtzig') return TALELES_SUITS.map((s) => cardOf(s, top as (typeof NATURAL_RANKS)[number]));
  if (t - length + 1 < 0) return [];
  return NATURAL_RANKS.slice(t - length + 1, t + 1).map((r) => cardOf(suit, r));
}

/** One consistent guess of the whole deal as an engine state, or undefined if none was found. */
export function determinize(input: TalelesGuessInput, rng: BotRng): TalelesState | undefined {
  for (let attempt = 0; attempt < 4; attempt++) {
    const state = attemptGuess(input, rng);
    if (state) return state;
  }
  return undefined;
}

function attemptGuess(input: TalelesGuessInput, rng: BotRng): TalelesState | undefined {
  const { seat: me, view, options } = input;
  const n = view.players;
  const size = handSize(n);
  const actions = dealActions(view, input.history);
  const trump = view.trump;
  const tracker: TalelesTracker | null = trump === null ? null : trackerFromView(view, input.history, options);
  const ex = view.exchange;
  const turnedAtDeal = ex ? ex.got : view.turnedCard;

  // What each seat certainly held when the cards were dealt.
  const held: Set<CardId>[] = Array.from({ length: n }, () => new Set<CardId>());
  for (const c of view.hand) held[me]!.add(c);
  for (const [s, text] of actions) if (text.startsWith('play ')) held[s]!.add(text.split(' ')[1]!);
  if (view.bela) for (const c of view.bela.cards) held[view.bela.seat]!.add(c);
  for (const m of view.melds) if (m.cards) for (const c of m.cards) held[m.seat]!.add(c);
  if (ex) {
    // §5.6: the exchanger was dealt the 7 and took the turned card only now.
    held[ex.seat]!.delete(ex.got);
    held[ex.seat]!.add(ex.gave);
  }
  const known = new Set<CardId>();
  for (const h of held) for (const c of h) known.add(c);
  if (turnedAtDeal) known.add(turnedAtDeal);
  const unseen = new Set(PACK.filter((c) => !known.has(c)));

  const allowedHand = (card: CardId, s: Seat) => tracker === null || tracker.mayHold(s, card);
  // §7.2: an uncredited meld of another seat is some meld of that shape in his hand at trick 1.
  for (const m of view.melds) {
    if (m.cards) continue;
    const atTrick1 = (c: CardId) => (held[m.seat]!.has(c) && c !== ex?.gave) || (ex?.seat === m.seat && c === ex.got);
    const fresh = (suit: TalelesSuit) => meldCards(m.kind, m.length, m.top, suit).filter((c) => !atTrick1(c)).length;
    const suits = (m.kind === 'achtzig' ? (['H'] as TalelesSuit[]) : rng.shuffle(TALELES_SUITS)).filter((suit) => {
      const cards = meldCards(m.kind, m.length, m.top, suit);
      return cards.length === m.length && cards.every((c) => atTrick1(c) || (unseen.has(c) && allowedHand(c, m.seat)));
    });
    // A part of a run the seat is known to hold (a credited Hundert's Terz) is the likeliest reading.
    const suit = suits.sort((a, b) => fresh(a) - fresh(b))[0];
    if (suit === undefined || held[m.seat]!.size + fresh(suit) > size + (ex?.seat === m.seat ? 1 : 0)) return undefined;
    for (const c of meldCards(m.kind, m.length, m.top, suit)) {
      if (!unseen.has(c)) continue;
      unseen.delete(c);
      held[m.seat]!.add(c);
    }
  }

  // Places 0…n−1: the rest of each seat's deal (own hidden packet before trump is fixed); n: the stock.
  const capacity = held.map((h) => size - h.size);
  if (capacity.some((c) => c < 0)) return undefined;
  capacity.push(stockSize(n));
  const cards = [...unseen];
  const allowed = (card: CardId, place: number) => place === n || place === me || allowedHand(card, place);
  const placed = dealUnseen(cards, capacity, allowed, rng);
  if (!placed) return undefined;
  if (trump !== null && n < 4 && !fitStock(placed, n, me, allowed, stockTarget(view, trump), trump, rng)) return undefined;

  const hidden = hiddenPacket(n, options);
  const firstBid = view.calls.find((c) => c.action !== 'pass');
  const belaRound = firstBid !== undefined && firstBid.action.startsWith('bela ') && view.calls.indexOf(firstBid) < n;
  const seen: CardId[][] = [];
  const packets: CardId[][] = [];
  for (let s = 0; s < n; s++) {
    let all: CardId[];
    if (s === me && trump === null) {
      seen.push(view.hand.slice());
      packets.push(placed[s]!);
      continue;
    }
    all = rng.shuffle([...held[s]!, ...placed[s]!]);
    // §5.1: a Bela declared in the Bela round was in the declarer's seen cards.
    if (belaRound && view.bela?.seat === s) all = [...view.bela.cards, ...all.filter((c) => !view.bela!.cards.includes(c))];
    seen.push(all.slice(0, size - hidden));
    packets.push(all.slice(size - hidden));
  }
  const state = replay(input, startState(input, seen, packets, placed[n]!, turnedAtDeal, rng), actions);
  if (!state) return undefined;
  // The guess must show the same melds credited (trump breaks equal runs, §7.3) and the same Beet.
  const guessed = taleles.view(state, me);
  if (guessed.beet !== view.beet || guessed.melds.some((m, i) => m.credited !== view.melds[i]!.credited)) return undefined;
  return state;
}

/** Point total of the out-of-play stock that the Beet in the view implies (§2.4, §11.1). */
function stockTarget(view: TalelesView, trump: TalelesSuit): number {
  let melds = view.bela ? MELD_VALUES.bela : 0;
  for (const m of view.melds) if (m.credited) melds += MELD_VALUES[m.kind];
  const inPlay = 2 * view.beet! - melds;
  return 162 - inPlay - (view.turnedCard ? pointsOf([view.turnedCard], trump) : 0);
}

/** Swaps guessed cards between the stock and other hands until the stock holds `target` points. */
function fitStock(placed: CardId[][], n: number, me: Seat, allowed: (c: CardId, p: number) => boolean, target: number, trump: TalelesSuit, rng: BotRng): boolean {
  const stock = placed[n]!;
  const value = (c: CardId) => pointsOf([c], trump);
  let diff = stock.reduce((a, c) => a + value(c), 0) - target;
  const others = Array.from({ length: n }, (_, s) => s).filter((s) => s !== me && placed[s]!.length > 0);
  for (let it = 0; it < 1000 && diff !== 0 && others.length > 0 && stock.length > 0; it++) {
    const i = rng.int(stock.length);
    const s = others[rng.int(others.length)]!;
    const hand = placed[s]!;
    const j = rng.int(hand.length);
    const a = stock[i]!;
    const b = hand[j]!;
    const next = diff - value(a) + value(b);
    // Downhill, with a few uphill steps so that a stuck stock can still change.
    if ((Math.abs(next) > Math.abs(diff) && rng.int(8) !== 0) || !allowed(a, s)) continue;
    if (next === diff && rng.int(2) === 0) continue;
    stock[i] = b;
    hand[j] = a;
    diff = next;
  }
  return diff === 0;
}

function startState(input: TalelesGuessInput, seen: CardId[][], packets: CardId[][], stock: CardId[], turned: CardId | null, rng: BotRng): TalelesState {
  const { view, options } = input;
  const n = view.players;
  const deal = openingDeal(n, view.forehand, seen, packets, stock, turned);
  return {
    seats: n,
    options,
    target: view.target,
    rng: seedRng(`guess:${rng.int(0x7fffffff)}`),
    decks: null,
    dealNo: view.deal,
    dealer: view.dealer,
    scores: view.unitScores.slice(),
    held: view.held,
    deal,
    last: view.lastDeal,
    end: null,
  };
}

/** Replays the deal's public actions; a meld whose cards were hidden gets the guessed cards of its shape. */
function replay(input: TalelesGuessInput, start: TalelesState, actions: readonly HistoryEntry[]): TalelesState | undefined {
  let state = start;
  let meldIndex = 0;
  for (const [s, text] of actions) {
    let notation = text;
    if (text.startsWith('meld ')) {
      const m = input.view.melds[meldIndex++]!;
      const cards = m.cards ?? guessedMeld(state, s, m);
      if (!cards) return undefined;
      notation = `meld ${cards.join('+')}`;
    }
    const action = taleles.parseAction(notation);
    if (!action) return undefined;
    const next = taleles.apply(state, s, action);
    if (!next.ok) return undefined;
    state = next.value;
  }
  return state;
}

/** The cards of a meld of this shape in the seat's hand (dealing put one there). */
function guessedMeld(state: TalelesState, seat: Seat, m: TalelesView['melds'][number]): CardId[] | undefined {
  const hand = state.deal.hands[seat]!;
  const suits: TalelesSuit[] = m.kind === 'achtzig' ? ['H'] : [...TALELES_SUITS];
  for (const suit of suits) {
    const cards = meldCards(m.kind, m.length, m.top, suit);
    if (cards.length === m.length && cards.every((c) => hand.includes(c))) return cards;
  }
  return undefined;
}
