/**
 * Test-only helpers for Tablanet.
 *
 * - `arrange` builds a real match through `createMatch` with a prearranged deck: it lays out the
 *   deck so that the opening deal (§4.1) gives each seat the listed hand and puts the listed four cards
 *   on the table, and picks a seed whose seeded first dealer is the one asked for.
 * - `withPosition` is for the few examples that start deep inside a hand (E10, E12, E14): it takes a
 *   real state and replaces where the cards lie (hands, table, stock, piles), checking that all 52
 *   cards are still there exactly once, like a FEN position in chess.
 */
import { expect } from 'vitest';
import { createMatch, DECK_52, sameCards, type Seat } from '../../../shared/index.js';
import { tablanet, type TablanetState } from '../../../shared/games/tablanet/index.js';

export const def = tablanet;

/** The first seed `dealer:<n>:<d>:<i>` whose seeded first dealer is `dealer`. */
export function seedFor(seats: number, dealer: Seat): string {
  for (let i = 0; i < 1000; i++) {
    const seed = `dealer:${seats}:${dealer}:${i}`;
    const s = createMatch<TablanetState>(def, { seats, seed });
    if (s.ok && s.value.dealer === dealer) return seed;
  }
  throw new Error('no seed found');
}

export interface Arrangement {
  readonly seats: number;
  readonly dealer: Seat;
  /** Each seat's opening hand (6 cards; 4 with the 3-player 4-4-4-4 deal). */
  readonly hands: readonly (readonly string[])[];
  /** The four opening table cards (no jacks, or they are buried per §4.1). */
  readonly table: readonly string[];
  /** The top of the stock; the other cards follow in pack order. */
  readonly stock?: readonly string[];
  readonly options?: Record<string, unknown>;
}

/** The deck order that deals `a` (§4.1: packets from next(dealer) round to the dealer, then the table). */
export function deckFor(a: Arrangement): string[] {
  const order = Array.from({ length: a.seats }, (_, i) => (a.dealer + 1 + i) % a.seats);
  const size = a.hands[0]!.length;
  const packet = size === 4 ? 4 : 3;
  const deck: string[] = [];
  for (let k = 0; k < size; k += packet) for (const s of order) deck.push(...a.hands[s]!.slice(k, k + packet));
  deck.push(...a.table, ...(a.stock ?? []));
  const used = new Set(deck);
  expect(used.size, 'arrangement uses a card twice').toBe(deck.length);
  deck.push(...DECK_52.filter((c) => !used.has(c)));
  return deck;
}

export function arrange(a: Arrangement): TablanetState {
  const s = createMatch<TablanetState>(def, {
    seats: a.seats,
    options: a.options,
    seed: seedFor(a.seats, a.dealer),
    decks: [deckFor(a)],
  });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** Applies a notation for `seat`, failing the test if it is refused. */
export function act(state: TablanetState, seat: Seat, notation: string): TablanetState {
  const action = def.parseAction(notation);
  expect(action, `parse "${notation}"`).toBeDefined();
  const r = def.apply(state, seat, action!);
  if (!r.ok) throw new Error(`"${notation}" by seat ${seat}: ${r.error.message}`);
  return r.value;
}

/** Plays notations in turn order. */
export function playAll(state: TablanetState, notations: readonly string[]): TablanetState {
  return notations.reduce((s, n) => act(s, s.turn, n), state);
}

/** The legal notations of the seat to act for one hand card. */
export function legalFor(state: TablanetState, card: string): string[] {
  return def
    .legalActions(state, state.turn)
    .filter((a) => a.card === card)
    .map((a) => def.makeAction(a));
}

export interface Position {
  readonly hands: readonly (readonly string[])[];
  readonly table: readonly string[];
  /** Piles per side; every card not listed anywhere else is added to `rest`'s pile. */
  readonly piles: readonly (readonly string[])[];
  readonly rest?: number;
  readonly stock?: readonly string[];
  readonly tablas?: readonly number[];
  readonly lastCapturer?: number | null;
  readonly round?: number;
  readonly turn?: Seat;
  readonly scores?: readonly number[];
}

/** `state` with the cards laid out as in `p` (see the file comment); all 52 cards must be placed once. */
export function withPosition(state: TablanetState, p: Position): TablanetState {
  const placed = [...p.hands.flat(), ...p.table, ...p.piles.flat(), ...(p.stock ?? [])];
  const piles = p.piles.map((x) => x.slice());
  if (p.rest !== undefined) piles[p.rest]!.push(...DECK_52.filter((c) => !placed.includes(c)));
  const next: TablanetState = {
    ...state,
    hands: p.hands.map((h) => h.slice()),
    table: p.table.slice(),
    stock: (p.stock ?? []).slice(),
    buried: [],
    piles,
    tablas: p.tablas ? p.tablas.slice() : state.tablas,
    lastCapturer: p.lastCapturer === undefined ? state.lastCapturer : p.lastCapturer,
    round: p.round ?? state.round,
    turn: p.turn ?? state.turn,
    scores: p.scores ? p.scores.slice() : state.scores,
  };
  const all = Object.values(def.cardLocations(next)).flat();
  expect(sameCards(all, DECK_52), 'position places every card once').toBe(true);
  return next;
}

/** JSON of a state, to show that a refused action changed nothing. */
export const snapshot = (s: TablanetState): string => JSON.stringify(s);
