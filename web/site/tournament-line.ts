/**
 * A line of a tournament's log as its reader sees it: from its code (shared/tournament/log-lines.ts)
 * in the reader's language, names joined as their language joins a list, a bot named in their words,
 * the director's reason as written; a line from before the codes as its English `detail`.
 */
import type { TournamentLine } from '../../shared/tournament/log-lines.js';
import { NAME_LIST_SEPARATOR } from '../../shared/tournament/log-lines.js';
import { localeTag } from '../i18n/index.js';
import { type TournamentKey, tt } from '../i18n/tournament.js';

export interface LogEntry {
  readonly detail: string;
  readonly line?: TournamentLine | undefined;
}

/** How a table's match ended where it says more than who won (the line's `how`, shared/tournament/log-lines.ts). */
const HOW: ReadonlySet<string> = new Set(['pitschMade', 'pitschLost', 'forfeit']);

const list = (items: readonly string[]): string => new Intl.ListFormat(localeTag(), { type: 'conjunction' }).format(items);
const names = (joined: unknown): string[] => (typeof joined === 'string' && joined !== '' ? joined.split(NAME_LIST_SEPARATOR) : []);

/** The text of log line `entry`; `gameName` names a game by its id in the reader's language. */
export function logLineText(entry: LogEntry, gameName: (id: string) => string): string {
  const line = entry.line;
  if (!line) return entry.detail;
  const p = line.params;
  const key = `tournament.line.${line.code}` as TournamentKey;
  let text: string;
  switch (line.code) {
    case 'created':
      text = tt(key, { ...p, game: gameName(String(p.game)) });
      break;
    case 'roundStarted': {
      const byes = names(p.byes);
      text = [
        tt(key, p),
        byes.length ? tt('tournament.line.byes', { names: list(byes) }) : '',
        Number(p.bots) > 0 ? tt('tournament.line.botSeats', { n: Number(p.bots) }) : '',
        p.duplicate ? tt('tournament.line.duplicateDeals') : '',
      ]
        .filter(Boolean)
        .join('; ');
      break;
    }
    case 'deadline':
      text = tt(key, { ...p, tables: list(String(p.tables).split(',')) });
      break;
    case 'tableFinished': {
      const winners = [...names(p.names), ...Array.from({ length: Number(p.bots) || 0 }, () => tt('tournament.line.bot'))];
      const how = String(p.how ?? '');
      const forfeit = p.forfeit ? String(p.forfeit) : tt('tournament.line.bot');
      text = [tt(key, { ...p, names: list(winners) }), HOW.has(how) ? tt(`tournament.line.how.${how}` as TournamentKey, { name: forfeit }) : ''].filter(Boolean).join('; ');
      break;
    }
    case 'finished':
      text = tt(key, { names: list(names(p.names)) });
      break;
    default:
      text = tt(key, p);
  }
  return typeof p.reason === 'string' && p.reason ? tt('tournament.line.reason', { text, reason: p.reason }) : text;
}
