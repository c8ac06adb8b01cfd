/**
 * What each viewer sees (rules file §10), built from an allow-list, and the audit hooks
 * `hiddenFrom` and `cardLocations`.
 */
import type { CardId } from '../../core/cards.js';
import type { Outcome, Seat, ViewBase, Viewer } from '../../core/game.js';
import { ranksFromScores } from '../../core/scores.js';
import { finishedOutcome, type OutcomeResult } from '../../core/outcome.js';
import { roundSizes, type LastPlay, type TablanetState } from './rules.js';
import type { HandSheet } from './score.js';

export interface TablanetView extends ViewBase {
  readonly game: 'tablanet';
  readonly phase: 'play' | 'matchOver';
  /** The seat to play, null once the match is over. */
  readonly turn: Seat | null;
  /** 1-based round of the current hand, and how many rounds the hand has (§4). */
  readonly round: number;
  readonly rounds: number;
  /** Face-up table cards in order of arrival. */
  readonly table: readonly CardId[];
  /** Cards left in the face-down stock. */
  readonly stock: number;
  /** Jacks buried at the bottom of the stock in the opening fill of this hand (public, D-3). */
  readonly buriedJacks: readonly CardId[];
  /** The seats of each side (partners in a 4-player team game; otherwise one seat each). */
  readonly sides: readonly (readonly Seat[])[];
  /** Captured cards per side in this hand (the piles lie face down, D-20). */
  readonly captured: readonly number[];
  readonly tablas: readonly number[];
  /** The pile contents per side, only with the option showCapturedPiles. */
  readonly piles: readonly (readonly CardId[])[] | null;
  /** The side that captured last in this hand (it takes the leftovers, §7). */
  readonly lastCapturer: number | null;
  readonly lastPlay: LastPlay | null;
  /** Match score per side (ViewBase.scores carries them per seat). */
  readonly sideScores: readonly number[];
  readonly targetScore: number;
  /** The score sheet of the last finished hand, item by item. */
  readonly lastHand: HandSheet | null;
  /** Points per side of every finished hand. */
  readonly handTotals: readonly (readonly number[])[];
  /** Winning seats once the match is over. */
  readonly winners: readonly Seat[];
}

const sidesOf = (state: TablanetState): Seat[][] =>
  state.piles.map((_, side) => Array.from({ length: state.seats }, (_, s) => s).filter((s) => s % state.piles.length === side));

export function view(state: TablanetState, viewer: Viewer): TablanetView {
  const sides = state.piles.length;
  const own = viewer === 'spectator' ? [] : (state.hands[viewer] ?? []);
  const over = state.phase === 'matchOver';
  return {
    game: 'tablanet',
    viewer,
    phase: state.phase,
    toAct: over ? [] : [state.turn],
    hand: own.slice(),
    handCounts: state.hands.map((h) => h.length),
    scores: Array.from({ length: state.seats }, (_, s) => state.scores[s % sides]!),
    deal: state.handNo + 1,
    dealer: state.dealer,
    turn: over ? null : state.turn,
    round: state.round,
    rounds: roundSizes(state.seats, state.options).length,
    table: state.table.slice(),
    stock: state.stock.length,
    buriedJacks: state.buried.slice(),
    sides: sidesOf(state),
    captured: state.piles.map((p) => p.length),
    tablas: state.tablas.slice(),
    piles: state.options.showCapturedPiles ? state.piles.map((p) => p.slice()) : null,
    lastCapturer: state.lastCapturer,
    lastPlay: state.lastPlay && { ...state.lastPlay, capture: state.lastPlay.capture.slice() },
    sideScores: state.scores.slice(),
    targetScore: state.options.targetScore,
    lastHand: state.lastSheet,
    handTotals: state.handTotals.map((t) => t.slice()),
    winners: state.winner === null ? [] : (sidesOf(state)[state.winner] ?? []),
  };
}

/**
 * Cards `viewer` may not know: the other hands and the stock, except the buried jacks, whose place at the
 * bottom of the stock (and so who receives them in the last round) is public. Captured piles are not listed:
 * every capture is public when it happens (D-20).
 */
export function hiddenFrom(state: TablanetState, viewer: Viewer): CardId[] {
  const others = state.hands.flatMap((h, s) => (s === viewer ? [] : h));
  return [...others, ...state.stock].filter((c) => !state.buried.includes(c));
}

export function cardLocations(state: TablanetState): Record<string, readonly CardId[]> {
  const out: Record<string, readonly CardId[]> = { table: state.table, stock: state.stock, unclaimed: state.unclaimed };
  state.hands.forEach((h, s) => (out[`hand${s}`] = h));
  state.piles.forEach((p, side) => (out[`pile${side}`] = p));
  return out;
}

export function outcome(state: TablanetState): Outcome | undefined {
  if (state.phase !== 'matchOver' || state.winner === null) return undefined;
  const sides = state.piles.length;
  const scores = Array.from({ length: state.seats }, (_, s) => state.scores[s % sides]!);
  const others = state.scores.filter((_, side) => side !== state.winner).sort((a, b) => b - a);
  const result: OutcomeResult = { code: 'won', seats: sidesOf(state)[state.winner] ?? [], score: state.scores[state.winner]!, others };
  return finishedOutcome(scores, ranksFromScores(scores), result);
}
