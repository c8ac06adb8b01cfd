/**
 * Sentences the page builds from codes and numbers the server sends (never from its English words):
 * why a move or a request was refused, and how a match ended.
 */
import type { OutcomeResultWire } from '../../shared/protocol.js';
import { ApiError } from '../api/client.js';
import { hasMessage, localeTag, t } from '../i18n/index.js';

/** Why the server refused, in the player's language: by its stable code, else its own words. */
export function problemText(e: unknown): string {
  if (!(e instanceof ApiError) || e.code === 'NETWORK') return t('error.network');
  const key = `problem.${e.code}`;
  return hasMessage(key) ? t(key) : t('error.generic', { detail: e.detail });
}

/** "Ana and Ben", "Ana, Ben und Cara": a list of names as the current language joins them. */
export function nameList(names: readonly string[]): string {
  return new Intl.ListFormat(localeTag(), { type: 'conjunction' }).format(names);
}

/** What `outcomeText` needs of an outcome: `result` is absent from outcomes stored before the codes. */
interface OutcomeLike {
  readonly scores: readonly number[];
  readonly winners: readonly number[];
  readonly result?: OutcomeResultWire | undefined;
}

/**
 * How a finished match ended, in the reader's language, from its code ("Ana and Cara won with 104 points.",
 * "Ben ran out of time; Ana won."); an outcome without a code from its scores and winners.
 */
export function outcomeText(outcome: OutcomeLike, name: (seat: number) => string): string {
  const top = Math.max(...outcome.scores);
  const r = outcome.result;
  const winners = { names: nameList(outcome.winners.map(name)), count: outcome.winners.length };
  switch (r?.code) {
    case 'shared':
      return t('outcome.shared', { ...winners, score: r.score });
    case 'pitsch':
      return t(r.made ? 'outcome.pitschMade' : 'outcome.pitschLost', winners);
    case 'forfeit':
      return t('outcome.forfeit', { ...winners, name: name(r.seat) });
    default:
      if (outcome.winners.length === 0) return t('outcome.draw', { score: top });
      return t('outcome.won', { ...winners, score: outcome.scores[outcome.winners[0]!] ?? top });
  }
}
