/**
 * The lines the table itself writes into its chat (a stand-in, a vacation, a forfeit, a rematch…), as
 * a code with parameters, so that every reader sees them in their own language (the site's
 * catalogues have `corr.line.<code>`). The English text goes along in `text` for API clients and is
 * what messages written before the codes existed have only.
 */
import { formatMessage, type MessageParams } from './locale.js';

export const SYSTEM_LINES_EN = {
  standIn: "{name}'s time ran out: a stand-in bot plays seat {seat} until they return",
  vacation: '{name} is on vacation until {until}: their clock stands still',
  forfeit: '{name} (seat {seat}) forfeits on time; {count, plural, one {seat {winners} wins} other {seats {winners} win}}',
  takeOver: '{name} takes over seat {seat} from {before}',
  claimHeld: '{name} claimed the remaining tricks of the deal: the claim holds, the deal was played out ({n} cards)',
  back: '{name} is back at seat {seat}',
  rematch: '{name} asked for a rematch: everyone sits one seat on',
  leftForfeit: 'A player left Stammtisch: seat {seat} forfeits',
  leftBot: 'A player left Stammtisch: a bot plays seat {seat} to the end of the match',
} as const;

export type SystemLineCode = keyof typeof SYSTEM_LINES_EN;
export const SYSTEM_LINE_CODES = Object.keys(SYSTEM_LINES_EN) as SystemLineCode[];

/**
 * One line of the table. Parameters that are not words: `until` an ISO instant (each reader sees it
 * in their own time zone and format), `winners` seat numbers joined by commas (each language joins
 * them its own way); `count` how many winners.
 */
export interface SystemLine {
  readonly code: SystemLineCode;
  readonly params: MessageParams;
}

/** The English text of a line: for `text`, read by API clients and old readers. */
export function systemLineEnglish(line: SystemLine): string {
  const params = { ...line.params };
  if (typeof params.until === 'string') params.until = `${params.until.slice(0, 16).replace('T', ' ')} UTC`;
  if (typeof params.winners === 'string') params.winners = params.winners.split(',').join(' and ');
  return formatMessage('en', SYSTEM_LINES_EN[line.code], params);
}
