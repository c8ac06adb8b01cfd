/**
 * From a finished table to the statistics of its players: every person seated at the end gets what
 * the match adds to their game's totals, sent to their own object (player-stats.ts), which counts a
 * table once. Rated or casual, public or private: every finished match counts (a private one is
 * never listed, and the totals name no table).
 */
import { getGame } from '../../shared/index.js';
import { matchStats } from '../../shared/stats/index.js';
import type { Env } from '../env.js';
import { errorField, log } from '../observe/log.js';
import { reviewSource } from '../table/review.js';
import type { ActionRow } from '../table/store.js';
import { outcomeOf, type Table } from '../table/views.js';
import type { MatchStatsEntry } from './player-stats.js';

export interface PlayerMatchStats {
  readonly player: string;
  readonly entry: MatchStatsEntry;
}

/** Whether the table has statistics to send: its match has ended with at least one person seated. */
export const statsDue = (t: Table): boolean => t.head.status === 'finished' && t.seats.some((s) => !s.bot && s.playerId);

/** What each person at the finished table adds to their statistics; [] if the record cannot be read. */
export function statsOf(t: Table, actions: readonly ActionRow[]): PlayerMatchStats[] {
  const outcome = outcomeOf(t);
  if (!statsDue(t) || !outcome) return [];
  const def = getGame(t.info.game, t.info.version) ?? t.def;
  let seats;
  try {
    seats = matchStats(def, reviewSource(t, actions).record, actions.map((a) => a.at));
  } catch (e) {
    log('error', 'stats.replay', { table: t.info.id, error: errorField(e) });
    return [];
  }
  const at = t.head.finishedAt ?? t.head.updatedAt;
  return t.seats.flatMap((s): PlayerMatchStats[] => {
    const mine = seats[s.seat];
    if (s.bot || !s.playerId || !mine) return [];
    const entry: MatchStatsEntry = {
      ...mine,
      table: t.info.id,
      game: t.info.game,
      at,
      won: outcome.ranks[s.seat] === 1,
      forfeited: outcome.forfeit?.seat === s.seat,
      score: outcome.scores[s.seat] ?? 0,
    };
    return [{ player: s.playerId, entry }];
  });
}

/** Sends each player their match; true when every one of them has it. */
export async function reportStats(env: Env, stats: readonly PlayerMatchStats[]): Promise<boolean> {
  const done = await Promise.allSettled(stats.map((s) => env.PLAYERS.get(env.PLAYERS.idFromName(s.player)).addMatchStats(s.entry)));
  done.forEach((d, i) => {
    if (d.status === 'rejected') log('error', 'stats.report', { table: stats[i]!.entry.table, error: errorField(d.reason) });
  });
  return done.every((d) => d.status === 'fulfilled');
}
