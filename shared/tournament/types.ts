/**
 * The vocabulary of club tournaments (docs/tournaments.md): entrants, rounds, tables and their results.
 * Plain JSON, like engine state: the Tournament object stores these and the standings are a pure
 * function of them.
 */

/** An entrant's stable id. In the service it is the entrant's slot id, which survives a replacement. */
export type EntrantId = string;

/** Table sizes the seating handles. */
export const TABLE_SIZES = [2, 3, 4, 5] as const;
export type TableSize = (typeof TABLE_SIZES)[number];

/** Players enter alone or as teams of 2 or 4; team members never share a table. */
export const TEAM_SIZES = [1, 2, 4] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

export interface Entrant {
  readonly id: EntrantId;
  readonly name: string;
  /** Team name; members of one team never sit at the same table. */
  readonly team?: string | undefined;
}

/** One table of a round: the entrant at each seat, `null` for a seat given to a bot. */
export interface TableSeating {
  readonly seats: readonly (EntrantId | null)[];
}

/** Who sits where in one round, and who sits out. */
export interface RoundSeating {
  /** 1-based. */
  readonly round: number;
  readonly tables: readonly TableSeating[];
  readonly byes: readonly EntrantId[];
}

/**
 * How a standings table is ranked:
 * - `total`: points added up over the rounds (French Tarot free play, rules §3 "scores add up");
 * - `wins`: match points (win 1, draw ½) first, then points (Tablanet, Taleles);
 * - `placement`: tournament points for the place at the table (Königrufen; see PLACEMENT below).
 */
export const SCHEMES = ['total', 'wins', 'placement'] as const;
export type Scheme = (typeof SCHEMES)[number];

/** The scheme a game's tournaments use unless the director picks another. */
export function defaultScheme(game: string): Scheme {
  switch (game) {
    case 'tarot':
      return 'total';
    case 'tarock':
      return 'placement';
    default:
      return 'wins';
  }
}

/** What the standings need of a finished match (the engine's Outcome without the summary). */
export interface TableOutcome {
  readonly scores: readonly number[];
  readonly winners: readonly number[];
  readonly ranks: readonly number[];
}

/**
 * A table's result as far as the standings are concerned: still playing, finished with an outcome,
 * or annulled by the director (then it counts like a bye for everyone at it).
 */
export type TableStatus = 'playing' | 'finished' | 'annulled';

export interface TableResult {
  readonly seats: readonly (EntrantId | null)[];
  readonly status: TableStatus;
  readonly outcome?: TableOutcome | undefined;
}

/** A round as the standings see it: its tables' results and its byes. */
export interface RoundResult {
  readonly round: number;
  readonly tables: readonly TableResult[];
  readonly byes: readonly EntrantId[];
  /** Every table of the round played the same deals seat for seat. */
  readonly duplicate: boolean;
}
