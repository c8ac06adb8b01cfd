/**
 * Sentences the page builds from codes and numbers the server sends (never from its English words):
 * why a move or a request was refused, and how a match ended.
 */
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

/** How a finished match ended, from its scores and winners ("Ana and Cara won with 104 points."). */
export function outcomeText(outcome: { readonly scores: readonly number[]; readonly winners: readonly number[] }, name: (seat: number) => string): string {
  const top = Math.max(...outcome.scores);
  if (outcome.winners.length === 0) return t('outcome.draw', { score: top });
  return t('outcome.won', { names: nameList(outcome.winners.map(name)), count: outcome.winners.length, score: outcome.scores[outcome.winners[0]!] ?? top });
}

