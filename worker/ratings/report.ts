/**
 * From a finished rated table to the leaderboards that rate it: the global one of its game and format
 * and, for a public table in a club lobby, that club's own ladder. Each Ratings object records a table once
 * (ratings-do.ts), so the table may report again after a failure without counting twice.
 */
import type { GameId } from '../../shared/index.js';
import { type FormatKey, formatKey, seatCounts } from '../../shared/ratings/index.js';
import type { Env } from '../env.js';
import { sidesOf } from '../table/forfeit.js';
import { settingsOf } from '../table/settings.js';
import { outcomeOf, type Table } from '../table/views.js';
import type { RatingsDO } from './ratings-do.js';

export interface MatchReport {
  readonly table: string;
  readonly format: FormatKey;
  readonly at: number;
  /** A public table's match is listed on player pages; a private one counts but is not listed. */
  readonly listed: boolean;
  readonly seats: readonly { readonly player: string | null; readonly name: string; readonly counts: boolean }[];
  readonly ranks: readonly number[];
  readonly sides: readonly (readonly number[])[];
}

/** The lobby every table is listed in unless a club's is named: it has no ladder of its own. */
export const SITE_LOBBY = 'public';

/** The Ratings object of a leaderboard: global, or a club lobby's own ladder. */
export function ratingsStub(env: Env, format: string, lobby?: string): DurableObjectStub<RatingsDO> {
  return env.RATINGS.get(env.RATINGS.idFromName(lobby && lobby !== SITE_LOBBY ? `lobby:${lobby}/${format}` : `global/${format}`));
}

/** What the leaderboards are told of a finished rated table; undefined for a casual or unfinished one. */
export function reportOf(t: Table): MatchReport | undefined {
  const outcome = outcomeOf(t);
  if (!settingsOf(t.info).rated || !outcome || t.head.status !== 'finished') return undefined;
  const own = t.corr.moves ?? [];
  const standIn = t.corr.standInMoves ?? [];
  return {
    table: t.info.id,
    format: formatKey(t.info.game as GameId, t.info.seats),
    at: t.head.finishedAt ?? t.head.updatedAt,
    listed: t.info.visibility === 'public',
    seats: t.seats.map((s) => ({
      player: s.bot ? null : (s.playerId ?? null),
      name: s.name ?? '',
      counts: seatCounts((own[s.seat] ?? 0) - (standIn[s.seat] ?? 0), standIn[s.seat] ?? 0),
    })),
    ranks: [...outcome.ranks],
    sides: sidesOf(t.def.view(t.state, 'spectator'), t.info.seats),
  };
}

/** Records the match on every leaderboard it belongs to; true when all of them have it. */
export async function reportRatings(env: Env, report: MatchReport, lobby: string): Promise<boolean> {
  const targets = [ratingsStub(env, report.format)];
  // Only a public table of a club lobby counts on its ladder: a claimed lobby lists only its members'
  // public tables, while a private table may name any lobby (docs/api.md, "Club lobbies").
  if (lobby !== SITE_LOBBY && report.listed) targets.push(ratingsStub(env, report.format, lobby));
  const done = await Promise.allSettled(targets.map((stub) => stub.record(report)));
  done.forEach((d) => {
    if (d.status === 'rejected') console.error(`table ${report.table}: ratings ${report.format} could not be recorded`, d.reason);
  });
  return done.every((d) => d.status === 'fulfilled');
}
