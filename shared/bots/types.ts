/**
 * The bot contract: a bot sees exactly what its seat's view shows, the public history of the match
 * and the table's (public) options, and answers one of the legal notations. It never receives the
 * state, so it cannot peek; everything it does not see it must guess (see determinize.ts per game).
 */
import type { GameId, Seat, ViewBase } from '../core/index.js';

export const BOT_LEVELS = ['beginner', 'club', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
/** The level a table gets when its creator does not choose: it decides within the Workers CPU budget. */
export const DEFAULT_LEVEL: BotLevel = 'club';

/** One entry of the public history: the seat and the notation every seat saw (`publicNotation`). */
export type HistoryEntry = readonly [Seat, string];

/**
 * How much a search bot may think. `shared/` has no clock: `maxNodes` counts engine steps (applied
 * actions in samples and rollouts); `maxMs` is turned into nodes at a conservative rate measured
 * per game by `npm run bots` (the worker measures the real time).
 */
export interface BotBudget {
  readonly maxMs?: number;
  readonly maxNodes?: number;
}

export interface BotInput<V extends ViewBase = ViewBase> {
  readonly game: GameId;
  readonly seat: Seat;
  /** Exactly `view(state, seat)`. */
  readonly view: V;
  /**
   * The notations of the seat's legal actions now — for a game with GameDef.plays perhaps only some
   * of them (a crowded Tablanet table); `plays` then describes them all.
   */
  readonly legal: readonly string[];
  /** GameDef.plays of the seat now, for the games that have it (Tablanet's groups per hand card). */
  readonly plays?: unknown;
  /** Public notations of the whole match so far, oldest first. */
  readonly history: readonly HistoryEntry[];
  /** The table's options as chosen at creation (public); the game's defaults when omitted. */
  readonly options?: unknown;
  /** Seed of the bot's own randomness: the same input and seed give the same answer. */
  readonly seed: string;
  readonly budget?: BotBudget;
}

export interface Bot {
  readonly name: string;
  /** One of `input.legal`. */
  choose(input: BotInput): string;
}

/** What a game brings to the registry: one bot per level (drop a folder into shared/bots/<game>/). */
export type GameBots = Readonly<Record<BotLevel, Bot>>;
