import type * as v from 'valibot';
import type { CardId } from './cards.js';
import type { OutcomeResult } from './outcome.js';
import type { ActionError, Result, SetupError } from './result.js';

/** Seats are numbered 0…n−1 and fixed for the whole match. */
export type Seat = number;
/** Who a view is built for: a seat, or anyone else. */
export type Viewer = Seat | 'spectator';

export const GAME_IDS = ['taleles', 'tablanet', 'tarock', 'tarot'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Unvalidated pieces a match is built from. `decks`: one prearranged deck order per deal (index 0 = top card). */
export interface SetupInit<Options> {
  readonly seats: number;
  readonly options: Options;
  readonly seed: string;
  readonly decks?: readonly (readonly CardId[])[] | undefined;
}

/** How a finished match ended. */
export interface Outcome {
  /** Final match score of every seat (in team games each seat carries its side's score). */
  readonly scores: readonly number[];
  /** Seats that won (both partners of a winning team). Empty for a draw. */
  readonly winners: readonly Seat[];
  /** 1 = best; equal results share a rank. */
  readonly ranks: readonly number[];
  /** How the match ended, as a code with parameters that every language renders (core/outcome.ts). */
  readonly result: OutcomeResult;
  /** `result` as one English sentence, e.g. "Seats 0 and 2 win 104 to 87" (outcomeSummary), for API clients. */
  readonly summary: string;
}

/** Fields every game's view carries, so that lists, clocks and notifications need no game code. */
export interface ViewBase {
  readonly game: GameId;
  readonly viewer: Viewer;
  /** Game-specific phase name, e.g. 'play', 'bidding', 'matchOver'. */
  readonly phase: string;
  readonly toAct: readonly Seat[];
  /** The viewer's own cards ([] for spectators). */
  readonly hand: readonly CardId[];
  /** Number of cards in each seat's hand. */
  readonly handCounts: readonly number[];
  /** Running match score of each seat. */
  readonly scores: readonly number[];
  /** 1-based number of the deal being played. */
  readonly deal: number;
  readonly dealer: Seat;
}

/** A named, versioned set of house rules, stamped on every record (e.g. `taleles/glogowatz-2019`). */
export interface Profile<Options> {
  readonly id: string;
  readonly version: number;
  readonly name: string;
  readonly description: string;
  readonly options: Partial<Options>;
}

/**
 * The contract every game implements. Rules are pure functions over plain JSON state:
 * `apply` never mutates its input, and the same seed, options and log always rebuild the same state.
 */
export interface GameDef<State, Action, View extends ViewBase, Options> {
  readonly id: GameId;
  readonly name: string;
  /** Bump on any rules or state-shape change. */
  readonly version: number;
  readonly seatCounts: readonly number[];
  /** valibot schema of the options; every field has a default, unknown fields are rejected. */
  readonly options: v.GenericSchema<unknown, Options>;
  readonly profiles: readonly Profile<Options>[];
  /** Every card of the pack this match is played with. */
  pack(options: Options): readonly CardId[];

  setup(init: SetupInit<Options>): Result<State, SetupError>;
  /** Seats that may act now; [] once the match is over. */
  toAct(state: State): readonly Seat[];
  /** Every legal action of `seat` now, in a deterministic order; [] for seats not in toAct. */
  legalActions(state: State, seat: Seat): readonly Action[];
  /**
   * For games whose list of legal actions can outgrow any answer (Tablanet's captures on a crowded
   * table): `plays` describes every legal action of `seat` in a compact, complete form the client reads
   * without rules (sent beside `legal`), and `someLegal` lists at most `perChoice` of them per choice
   * (Tablanet: per hand card) with whether that is all, in the order of legalActions; the work of both
   * is bounded whatever the table. Games without them list everything (legalActions).
   */
  plays?(state: State, seat: Seat): unknown;
  someLegal?(state: State, seat: Seat, perChoice: number): { readonly actions: readonly Action[]; readonly complete: boolean };
  apply(state: State, seat: Seat, action: Action): Result<State, ActionError>;
  /** Built from an allow-list of what `viewer` may see. */
  view(state: State, viewer: Viewer): View;
  /** Defined exactly when toAct is empty. */
  outcome(state: State): Outcome | undefined;
  /**
   * How many deals are closed: deals 1…n (numbered as `ViewBase.deal`) are over and their cards can no
   * longer matter — the next deal came from a fresh shuffle, or the match has ended — so their record
   * may be shown with every hand open while the match runs (the review of a deal, its analysis). Never
   * counts the deal in play. An action belongs to deal `closedDeals(state before it) + 1`. Tablanet
   * counts hands: the rounds of a hand share one stock, so a hand closes only after its last round.
   */
  closedDeals(state: State): number;
  makeAction(action: Action): string;
  parseAction(text: string): Action | undefined;
  /**
   * The legal action that a shorthand the rules allow stands for in `state` (Tablanet: the bare jack
   * sweep `play DJ`, rules §6.2); any other action as it is. `apply` accepts the shorthand as the action
   * it stands for, and records keep that written-out form. Games without shorthands leave it out.
   */
  canonical?(state: State, seat: Seat, action: Action): Action;
  /**
   * The notation of `action` (by `seat`, in `before`) as the other seats may learn it: the same as
   * makeAction for public actions, with hidden cards replaced (e.g. "discard ?") for secret ones.
   */
  publicNotation(before: State, seat: Seat, action: Action): string;

  /** Test and audit hooks: where every card of the pack is now, by location name. */
  cardLocations(state: State): Readonly<Record<string, readonly CardId[]>>;
  /** Test and audit hooks: the cards `viewer` may not see now (other hands, unexposed stock or talon…). */
  hiddenFrom(state: State, viewer: Viewer): readonly CardId[];
}

/** A game with its type parameters erased, as stored in the registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDef = GameDef<any, any, ViewBase, any>;
