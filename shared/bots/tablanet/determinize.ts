/**
 * A full Tablanet engine state from one seat's view, the public history and a guess for the cards
 * it cannot see: the other hands and the order of the stock. The buried Jacks keep their public
 * place (bottom of the stock, or the hand the last round dealt them to). `view(state, seat)` of the
 * result equals the seat's real view.
 */
import { type CardId, DECK_52, seedRng, type Seat } from '../../core/index.js';
import type { TablanetOptions } from '../../games/tablanet/options.js';
import { type TablanetState, update } from '../../games/tablanet/rules.js';
import type { TablanetView } from '../../games/tablanet/index.js';
import { dealUnseen } from '../sample.js';
import type { HistoryEntry } from '../types.js';
import type { BotRng } from '../util.js';
import { buriedHolders, handPlays, seenInHand } from './knowledge.js';

export interface TablanetGuessInput {
  readonly seat: Seat;
  readonly view: TablanetView;
  readonly history: readonly HistoryEntry[];
  readonly options: TablanetOptions;
}

export function determinize(input: TablanetGuessInput, rng: BotRng): TablanetState | undefined {
  const { seat, view, options } = input;
  const seats = view.handCounts.length;
  const seen = seenInHand(handPlays(view, input.history));
  for (const c of view.hand) seen.add(c);
  for (const c of view.table) seen.add(c);
  // Buried Jacks not yet played: at the bottom of the stock, or with the seat the last round gave them to.
  const buried = view.buriedJacks.filter((j) => !seen.has(j));
  const inStock = view.stock > 0;
  const holders = inStock ? new Map<CardId, Seat>() : buriedHolders(view, options);
  const fixed: CardId[][] = Array.from({ length: seats }, () => []);
  if (!inStock) for (const j of buried) if (holders.get(j) !== seat) fixed[holders.get(j)!]!.push(j);
  const placed = new Set([...seen, ...buried]);
  const cards = DECK_52.filter((c) => !placed.has(c));
  // Places: the other hands, then the stock above the buried Jacks.
  const capacity = Array.from({ length: seats + 1 }, (_, s) => (s === seats ? view.stock - (inStock ? buried.length : 0) : s === seat ? 0 : view.handCounts[s]! - fixed[s]!.length));
  const dealt = dealUnseen(cards, capacity, () => true, rng);
  if (!dealt) return undefined;
  const hands = Array.from({ length: seats }, (_, s) => (s === seat ? view.hand.slice() : sortPack([...fixed[s]!, ...dealt[s]!])));
  const stock = [...rng.shuffle(dealt[seats]!), ...(inStock ? buried : [])];
  const sides = view.sides.length;
  const base: TablanetState = {
    options,
    seats,
    rng: seedRng(`guess:${rng.int(0x7fffffff)}`),
    decks: null,
    phase: 'play',
    handNo: view.deal - 1,
    dealer: view.dealer,
    turn: view.turn ?? seat,
    round: view.round,
    hands,
    table: view.table.slice(),
    stock,
    buried: view.buriedJacks.slice(),
    piles: pilesFrom(handPlays(view, input.history), sides),
    tablas: view.tablas.slice(),
    // Tabla points are public: every tabla was seen; under 1939 scoring they are kept from the history.
    tablaPoints: view.tablas.slice(),
    lastCapturer: view.lastCapturer,
    lastPlay: view.lastPlay,
    unclaimed: [],
    scores: view.sideScores.slice(),
    lastSheet: view.lastHand,
    handTotals: view.handTotals.map((t) => t.slice()),
    winner: null,
  };
  return update(base, {});
}

const order = new Map(DECK_52.map((c, i) => [c, i] as const));
const sortPack = (cards: CardId[]) => cards.sort((a, b) => order.get(a)! - order.get(b)!);

/** The captured piles of this hand, rebuilt from the public plays (captures go to the capturer's side). */
function pilesFrom(plays: readonly HistoryEntry[], sides: number): CardId[][] {
  const piles: CardId[][] = Array.from({ length: sides }, () => []);
  for (const [s, text] of plays) {
    const m = /^play (\S+) x (\S+)$/.exec(text);
    if (m) piles[s % sides]!.push(m[1]!, ...m[2]!.split('+'));
  }
  return piles;
}
