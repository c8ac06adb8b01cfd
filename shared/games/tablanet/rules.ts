/**
 * Tablanet state, dealing (§4) and the legal plays of §6.2. Applying a play and ending the hand live in
 * play.ts; scoring in score.ts.
 */
import * as v from 'valibot';
import { type CardId, DECK_52 } from '../../core/cards.js';
import { dealPackets, deckForDeal, seatsFrom, validDecks } from '../../core/deal.js';
import type { Seat, SetupInit } from '../../core/game.js';
import { err, ok, type Result, type SetupError, setupError } from '../../core/result.js';
import { randomInt, type RngState, seedRng } from '../../core/rng.js';
import { captureSet, cardsOf, covers, isSweeper, JACK, meets, packIndex, rankIndex, tableIndices } from './captures.js';
import { buryOpeningJacks, type CaptureRules, sideCount, type TablanetOptions, tablanetOptions } from './options.js';
import type { HandSheet } from './score.js';

export const SEAT_COUNTS = [2, 3, 4] as const;

/** The only action (§5.1, §13): play a card, taking `capture` (the union, in pack order; [] = trail). */
export interface TablanetAction {
  readonly type: 'play';
  readonly card: CardId;
  readonly capture: readonly CardId[];
}

/** The most recent play, public (§6.3, §10). */
export interface LastPlay {
  readonly seat: Seat;
  readonly card: CardId;
  readonly capture: readonly CardId[];
  readonly tabla: boolean;
}

export interface TablanetState {
  readonly options: TablanetOptions;
  readonly seats: number;
  readonly rng: RngState;
  /** Prearranged deck orders, one per hand (tests, replays of real games, duplicate play). */
  readonly decks: readonly (readonly CardId[])[] | null;
  readonly phase: 'play' | 'matchOver';
  /** 0-based number of the hand being played. */
  readonly handNo: number;
  readonly dealer: Seat;
  readonly turn: Seat;
  /** 1-based round of the hand (one distribution of hand cards, §1). */
  readonly round: number;
  readonly hands: readonly (readonly CardId[])[];
  /** Face-up cards in order of arrival (§6.3). */
  readonly table: readonly CardId[];
  /** Face-down stock, index 0 = top. */
  readonly stock: readonly CardId[];
  /** Jacks buried at the bottom of the stock during the opening fill: public (§10, D-3). */
  readonly buried: readonly CardId[];
  /** Captured cards per side, face down. */
  readonly piles: readonly (readonly CardId[])[];
  readonly tablas: readonly number[];
  /** Tabla points per side: one each, or the tablanette values under the 1939 scoring (§8.3). */
  readonly tablaPoints: readonly number[];
  readonly lastCapturer: number | null;
  readonly lastPlay: LastPlay | null;
  /** Leftovers that went to nobody because nobody captured in the hand (D-13). */
  readonly unclaimed: readonly CardId[];
  /** Match score per side. */
  readonly scores: readonly number[];
  readonly lastSheet: HandSheet | null;
  /** Points per side of every finished hand. */
  readonly handTotals: readonly (readonly number[])[];
  readonly winner: number | null;
}

/** A hand in pack order (the display order, and the order of legalActions). */
const sortHand = (hand: readonly CardId[]): CardId[] =>
  hand
    .map(packIndex)
    .sort((a, b) => a - b)
    .map((i) => DECK_52[i]!);

/**
 * The next state: `state` with the fields of `patch` replaced (undefined = unchanged). Every state is built
 * by this one literal, so all states share one shape (a spread per play was the engine's hot spot).
 */
export function update(state: TablanetState, patch: Partial<TablanetState>): TablanetState {
  const p = patch;
  return {
    options: state.options,
    seats: state.seats,
    rng: p.rng ?? state.rng,
    decks: state.decks,
    phase: p.phase ?? state.phase,
    handNo: p.handNo ?? state.handNo,
    dealer: p.dealer ?? state.dealer,
    turn: p.turn ?? state.turn,
    round: p.round ?? state.round,
    hands: p.hands ?? state.hands,
    table: p.table ?? state.table,
    stock: p.stock ?? state.stock,
    buried: p.buried ?? state.buried,
    piles: p.piles ?? state.piles,
    tablas: p.tablas ?? state.tablas,
    tablaPoints: p.tablaPoints ?? state.tablaPoints,
    lastCapturer: p.lastCapturer !== undefined ? p.lastCapturer : state.lastCapturer,
    lastPlay: p.lastPlay !== undefined ? p.lastPlay : state.lastPlay,
    unclaimed: p.unclaimed ?? state.unclaimed,
    scores: p.scores ?? state.scores,
    lastSheet: p.lastSheet !== undefined ? p.lastSheet : state.lastSheet,
    handTotals: p.handTotals ?? state.handTotals,
    winner: p.winner !== undefined ? p.winner : state.winner,
  };
}

export const nextSeat = (s: Seat, n: number): Seat => (s + 1) % n;

/** Cards per player in the rounds of one hand (§4 table; D-4). */
export function roundSizes(seats: number, options: TablanetOptions): number[] {
  if (seats === 3 && options.threePlayerDeal === '4-4-4-4') return [4, 4, 4, 4];
  const sizes = [6];
  let rest = 52 - 6 * seats - 4;
  while (rest > 0) {
    const each = rest >= 6 * seats ? 6 : rest / seats;
    sizes.push(each);
    rest -= each * seats;
  }
  return sizes;
}

/** Packets of one round: two of 3, one of 4 (3 players, 4-4-4-4), or the rest one card at a time (§4.2). */
function packetsFor(each: number, seats: number, options: TablanetOptions): number[] {
  if (seats === 3 && options.threePlayerDeal === '4-4-4-4') return [4];
  return each === 6 ? [3, 3] : Array.from({ length: each }, () => 1);
}

/** Fields of a freshly dealt hand (§4.1). */
type HandFields = Pick<
  TablanetState,
  | 'rng' | 'hands' | 'table' | 'stock' | 'buried' | 'piles' | 'tablas' | 'tablaPoints' | 'lastCapturer' | 'lastPlay'
  | 'unclaimed' | 'round' | 'turn' | 'dealer' | 'handNo'
>;

export function dealHand(
  base: Pick<TablanetState, 'seats' | 'options' | 'decks'>,
  rng: RngState,
  handNo: number,
  dealer: Seat,
): HandFields {
  const n = base.seats;
  const [deck, rng2] = deckForDeal(DECK_52, rng, handNo, base.decks ?? undefined);
  const order = seatsFrom(nextSeat(dealer, n), n);
  const first = roundSizes(n, base.options)[0]!;
  const { hands, rest } = dealPackets(deck, n, order, packetsFor(first, n, base.options));
  // §4.1 step 2: four table cards from the top; with 'bury', a jack goes to the bottom and the next card is drawn.
  const bury = buryOpeningJacks(base.options);
  const stock = rest;
  const table: CardId[] = [];
  const buried: CardId[] = [];
  let top = 0;
  while (table.length < 4) {
    const c = stock[top++]!;
    if (bury && rankIndex(c) === JACK) {
      stock.push(c);
      buried.push(c);
    } else table.push(c);
  }
  const sides = sideCount(n, base.options);
  return {
    rng: rng2,
    hands: hands.map(sortHand),
    table,
    stock: stock.slice(top),
    buried,
    piles: Array.from({ length: sides }, () => []),
    tablas: Array.from({ length: sides }, () => 0),
    tablaPoints: Array.from({ length: sides }, () => 0),
    lastCapturer: null,
    lastPlay: null,
    unclaimed: [],
    round: 1,
    turn: nextSeat(dealer, n),
    dealer,
    handNo,
  };
}

/** §4.2: when every hand is empty and the stock is not, the next round is dealt from `next(dealer)`. */
export function dealRound(state: TablanetState): Pick<TablanetState, 'hands' | 'stock' | 'round' | 'turn'> {
  const n = state.seats;
  const each = state.stock.length >= 6 * n ? 6 : state.stock.length / n;
  const packets = packetsFor(each, n, state.options);
  const { hands, rest } = dealPackets(state.stock, n, seatsFrom(nextSeat(state.dealer, n), n), packets);
  return { hands: hands.map(sortHand), stock: rest, round: state.round + 1, turn: nextSeat(state.dealer, n) };
}

export function setup(init: SetupInit<TablanetOptions>): Result<TablanetState, SetupError> {
  if (!(SEAT_COUNTS as readonly number[]).includes(init.seats)) {
    return err(setupError('BAD_SEATS', `Tablanet is played by 2, 3 or 4 players, not ${init.seats}`));
  }
  const parsed = v.safeParse(tablanetOptions, init.options);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.');
    return err(setupError('BAD_OPTIONS', `${path ? `option ${path}: ` : ''}${issue.message}`));
  }
  const bad = validDecks(DECK_52, init.decks);
  if (bad) return err(setupError('BAD_DECK', bad));
  const options = parsed.output;
  const decks = init.decks ? init.decks.map((d) => d.slice()) : null;
  // §3: the match setup chooses the first dealer with the seeded rng, before the first shuffle.
  const [dealer, rng] = randomInt(seedRng(init.seed), init.seats);
  const base = { seats: init.seats, options, decks };
  const sides = sideCount(init.seats, options);
  const hand = dealHand(base, rng, 0, dealer);
  return ok(
    update(
      {
        ...base,
        ...hand,
        phase: 'play',
        scores: Array.from({ length: sides }, () => 0),
        lastSheet: null,
        handTotals: [],
        winner: null,
      },
      {},
    ),
  );
}

/** The legal moves of one played card (§6.2): whether it may trail, and every capture it may make. */
export interface Plays {
  readonly trail: boolean;
  readonly captures: readonly CardId[][];
}

export function plays(
  rules: CaptureRules,
  table: readonly CardId[],
  card: CardId,
  sorted: readonly number[] = tableIndices(table),
): Plays {
  if (isSweeper(rules, card)) {
    // D-9: on a non-empty table the jack sweeps everything, mandatorily; on an empty one it is "wasted".
    if (table.length === 0) return { trail: true, captures: [] };
    return { trail: false, captures: [sorted.map((p) => DECK_52[p]!)] };
  }
  const set = captureSet(rules, sorted, card);
  let unions = set.unions;
  const r = set.sameRank;
  if (rules.rankPriority && meets(r, r)) {
    // D-8: the capture must include every same-rank table card; with single groups it relaxes to one of them.
    const all = unions.filter((u) => covers(u, r));
    unions = all.length ? all : unions.filter((u) => meets(u, r));
    return { trail: false, captures: unions.map((u) => cardsOf(set.cards, u)) };
  }
  return { trail: rules.captureOptional || unions.length === 0, captures: unions.map((u) => cardsOf(set.cards, u)) };
}
