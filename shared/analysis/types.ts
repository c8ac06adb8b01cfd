/**
 * The vocabulary of the post-game analysis: what one decision's analysis holds, how a deal's
 * decisions are summed up, and what a game brings so that the analysis can judge its decisions
 * (`AnalysisHooks`, one module per game under games/). Everything is plain JSON, computed by pure
 * functions from a match record: the same record always gives the same analysis.
 */
import type { Budget } from '../bots/budget.js';
import type { Evaluation } from '../bots/evaluation.js';
import type { BotRng } from '../bots/util.js';
import type { HistoryEntry } from '../bots/types.js';
import type { Seat, ViewBase } from '../core/index.js';

/**
 * How a decision is judged, by its loss against the best alternative with the seat's information:
 * `best` (no better alternative), `good` (a loss below the inaccuracy threshold, or one the sampling
 * cannot tell from noise), then `inaccuracy`, `mistake`, `blunder` (docs/analysis.md).
 */
export const MOVE_CLASSES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type MoveClass = (typeof MOVE_CLASSES)[number];

/** Losses (game points per share, see `AnalysisHooks.shares`) from which a decision is classed so. */
export interface Thresholds {
  readonly inaccuracy: number;
  readonly mistake: number;
  readonly blunder: number;
}

/** One legal alternative of a decision, standing for every legal action that is worth the same (`also`). */
export interface Alternative {
  readonly action: string;
  /** Other legal actions of the same value (neighbouring cards of a suit, nothing between them). */
  readonly also?: readonly string[];
  /** Mean value for the seat (its game points for the deal) over the deals it could guess. */
  readonly value: number;
  /** Value for the seat with all cards open (double-dummy). */
  readonly open: number;
  /** The open value is exact: the search reached the end of the deal in every line. */
  readonly exact: boolean;
}

/** One decision of one seat, analysed. Values are the seat's game points for the deal. */
export interface DecisionAnalysis {
  /** The action's number in the match record (1 = first action). */
  readonly seq: number;
  readonly seat: Seat;
  /** The deal the decision was made in (`dealInPlay`, as the review of closed deals numbers it). */
  readonly deal: number;
  /** The game's phase name (bidding, play, …). */
  readonly phase: string;
  readonly chosen: string;
  /** Best alternative first (by value with the seat's information). */
  readonly alternatives: readonly Alternative[];
  /** Best value minus the chosen action's value, with the seat's information (≥ 0). */
  readonly loss: number;
  /** The sampling error of `loss` (standard error of the paired difference over the guessed deals). */
  readonly lossError: number;
  /** Best open value minus the chosen action's open value (≥ 0). */
  readonly openLoss: number;
  readonly class: MoveClass;
  /** Shares the seat played for (a lone taker against three: 3); thresholds are per share. */
  readonly shares: number;
  /** Every seat's game points in the open-card line of the chosen action (for the deal's graph). */
  readonly openScores: readonly number[];
  /** The best alternative and how the deal goes on from it with all cards open. */
  readonly continuation: readonly (readonly [Seat, string])[];
  /** Deals guessed for the seat's information. */
  readonly samples: number;
  /**
   * How each guessed deal was played out: `rollouts` by the rule player (the strong bots' search), or
   * `exact` open-card play when the rest of the deal is small enough to search to its end; `known`:
   * the seat could place every card still in play, so its values are the open-card ones.
   */
  readonly search: 'rollouts' | 'exact' | 'known';
  /** Card plays searched ahead with open cards before the rule player finishes the deal (exact: to the end). */
  readonly depth: number;
  /** Engine steps spent on this decision (both searches). */
  readonly nodes: number;
}

/** One deal of the match: its decisions, the graph of the declarer's side and its key moment. */
export interface DealAnalysis {
  readonly deal: number;
  /** The seat whose side the graph shows (taker, declarer, maker; Tablanet: seat 0). */
  readonly declarer: Seat;
  readonly declarers: readonly Seat[];
  readonly decisions: readonly DecisionAnalysis[];
  /** seq of the decision that cost most (null when nothing was lost). */
  readonly keyMoment: number | null;
  /** Per decision: the declarer's game points with open cards after the chosen action. */
  readonly graph: readonly { readonly seq: number; readonly value: number }[];
}

/** How much thinking a decision gets; engine steps (nodes) count the work, never a clock. */
export interface AnalysisBudget {
  /** Guessed deals per decision, and engine steps for them (whichever ends first, two deals at least). */
  readonly samples: number;
  readonly infoNodes: number;
  /** Engine steps of the open-card search per decision (the iterative deepening stops at the last complete depth). */
  readonly openNodes: number;
}

/** A decision with what the seat knew, as the record walk finds it. */
export interface DecisionPoint {
  readonly seq: number;
  readonly seat: Seat;
  readonly deal: number;
  /** The full state before the action (never shown to anyone: the analysis runs after the deal). */
  readonly state: unknown;
  readonly chosen: string;
  readonly legal: readonly string[];
  /** Public notations of the match before the action. */
  readonly history: readonly HistoryEntry[];
}

/** What the information-set search of a game is given: exactly what its bots are given. */
export interface SeatKnowledge {
  readonly seat: Seat;
  readonly view: ViewBase;
  readonly history: readonly HistoryEntry[];
  /** The table's options as recorded (the hooks parse them). */
  readonly options: unknown;
}

/**
 * What a game brings to the analysis. `origin` is always the real state before the decision being
 * analysed (its deal is the one judged); `state` is a position reached from it in a search.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface AnalysisHooks<S = any> {
  /** The state made to end the match after its current deal (the open-card search starts there). */
  isolate(state: S): S;
  /** Every seat's game points for the deal of `origin` once `state` has finished it (0 each if annulled), else undefined. */
  result(origin: S, state: S): readonly number[] | undefined;
  /** The deal's declarer (whose side the graph shows) and the seats on its side, from the state at the deal's end. */
  declarers(origin: S, end: S): readonly Seat[];
  /** Shares `seat` played for in the finished deal (a lone taker against three: 3; partners and defenders: 1). */
  shares(origin: S, end: S, seat: Seat): number;
  sameSide(state: S, a: Seat, b: Seat): boolean;
  /** The rule player's action for the seat to act (it reads only that seat's part of the state). */
  ruleMove(state: S): string;
  /**
   * The moves the open-card search branches on for the seat to act (best guess first; one move = no
   * branching), and whether they stand for every legal move (`all`: equal cards left out only).
   */
  branches(state: S, seat: Seat, legal: readonly string[], rule: string): { readonly moves: readonly string[]; readonly all: boolean };
  /** Finishes the deal of `origin` from `state` with the rule player everywhere. */
  playOut(origin: S, state: S, budget: Budget): S;
  /**
   * The alternatives worth valuing at a decision: every legal action mapped to the one that stands for
   * it (equal cards), or left out (undefined) when a game caps a large choice (Tablanet captures).
   */
  alternatives(state: S, seat: Seat, legal: readonly string[], chosen: string): ReadonlyMap<string, string>;
  /** One deal consistent with everything the seat knows (the strong bot's guess), or undefined. */
  guess(knowledge: SeatKnowledge, rng: BotRng): S | undefined;
  /** The strong bot's search: each candidate's value for the seat in deals guessed from its knowledge. */
  evaluate(knowledge: SeatKnowledge, candidates: readonly string[], seed: string, budget: Budget, samples: number): Evaluation;
  readonly thresholds: Thresholds;
  /**
   * A position too costly to search (Tablanet: a table crowded far beyond a real game's, where every
   * node lists thousands of captures): its decision is left unanalysed, like a forced one, so that the
   * analysis of a match stays bounded whatever was played.
   */
  crowded?(state: S): boolean;
}
