/**
 * The lines of a tournament's log (who joined, a round started, a table finished…) as a code with
 * parameters, so that every reader sees them in their own language (the site's tournament
 * catalogues have `tournament.line.<code>`). The English `detail` still goes along for API clients
 * and is all that lines written before the codes have.
 *
 * Parameters: names of players (`name`, `by`, `for`) as written; a list of names (`names`) joined by
 * a line break, which no name holds; `game` a game id; `reason` the director's own words, as written;
 * `tables` table numbers joined by commas; `how` (tableFinished, when the outcome says more than who won:
 * 'pitschMade', 'pitschLost' or 'forfeit', then `forfeit` the forfeiting player's name, '' for a bot's seat);
 * the rest numbers.
 */
export const TOURNAMENT_LINE_CODES = [
  'created',
  'reserve',
  'joined',
  'joinedTeam',
  'left',
  'roundStarted',
  'annulled',
  'replayed',
  'replaced',
  'deadline',
  'deadlineHeld',
  'tableFinished',
  'tableEnded',
  'roundClosed',
  'finished',
] as const;

export type TournamentLineCode = (typeof TOURNAMENT_LINE_CODES)[number];

export interface TournamentLine {
  readonly code: TournamentLineCode;
  readonly params: Readonly<Record<string, string | number>>;
}

/** Parameters that hold a code or a game id, never a player's name (account deletion leaves them be). */
export const CODE_PARAMS: ReadonlySet<string> = new Set(['how', 'game']);

/** The separator of a list of names in one parameter. */
export const NAME_LIST_SEPARATOR = '\n';

export const nameList = (names: readonly string[]): string => names.join(NAME_LIST_SEPARATOR);
