/**
 * Ratings in the lobby (docs/ratings.md, "Finding opponents"): each waiting table shows the ratings of
 * the people seated at it, read from the global leaderboard of its format — one call per format on the
 * page, each a primary-key read per player — and a rating range keeps the tables whose seated people
 * are on average within it.
 */
import type { GameId } from '../../shared/index.js';
import type { TableSummary } from '../../shared/protocol.js';
import type { TableRatings } from '../../shared/protocol-ratings.js';
import { formatKey, RATING_PARAMS, shownRating } from '../../shared/ratings/index.js';
import type { Env } from '../env.js';
import { ratingsStub } from './report.js';

/** What a player not rated in a format shows: the rating of a new player. */
export const NEW_PLAYER_RATING = Math.round(shownRating({ mu: RATING_PARAMS.mu, sigma: RATING_PARAMS.sigma }));

export type RatedSummary = TableSummary & { ratings: TableRatings };

const NONE: Readonly<Record<string, { rating: number; provisional: boolean }>> = {};

/** The tables with the ratings of their seated people. */
export async function withRatings(env: Env, tables: readonly TableSummary[]): Promise<RatedSummary[]> {
  const byFormat = new Map<string, Set<string>>();
  const formatOf = (t: TableSummary): string => formatKey(t.game as GameId, t.seats);
  for (const t of tables) {
    const ids = byFormat.get(formatOf(t)) ?? new Set<string>();
    for (const p of t.players) if (!p.bot && p.playerId) ids.add(p.playerId);
    byFormat.set(formatOf(t), ids);
  }
  const found = new Map(
    await Promise.all(
      [...byFormat].map(async ([format, ids]) => [format, ids.size === 0 ? NONE : await ratingsStub(env, format).ratingsOf([...ids])] as const),
    ),
  );
  return tables.map((t) => {
    const format = formatOf(t);
    const known = found.get(format) ?? {};
    const seats = Array.from({ length: t.seats }, (_, seat) => {
      const p = t.players.find((x) => x.seat === seat);
      if (!p || p.bot || !p.playerId) return null;
      return { player: p.playerId, ...(known[p.playerId] ?? { rating: NEW_PLAYER_RATING, provisional: true }) };
    });
    const people = seats.filter((s) => s !== null);
    const average = people.length === 0 ? null : Math.round(people.reduce((sum, s) => sum + s.rating, 0) / people.length);
    return { ...t, ratings: { format, seats, average } };
  });
}

/** Whether the table's seated people are on average within [min, max] (a table nobody sits at is not). */
export function inRatingRange(t: RatedSummary, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true;
  const a = t.ratings.average;
  return a !== null && (min === undefined || a >= min) && (max === undefined || a <= max);
}
