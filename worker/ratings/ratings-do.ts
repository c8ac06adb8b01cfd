/**
 * One Durable Object per leaderboard: a game and format, globally (`global/tablanet-4`) or in one club
 * lobby (`lobby:<name>/tablanet-4`, the club's own ladder of the matches at its tables). It is the one
 * place where ratings change: a rated match is recorded in one transaction, keyed by its table id, so a
 * repeated "finished" report changes nothing (docs/ratings.md). Storage: worker/storage/ratings.ts.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env.js';
import { RATING_PARAMS, rateMatch, shownRating, type Skill } from '../../shared/ratings/index.js';
import type { FormatRating, Leaderboard, LeaderboardRow, RatedMatchWire } from '../../shared/protocol-ratings.js';
import { migrate } from '../storage/migrate.js';
import { RATINGS_SCHEMA } from '../storage/ratings.js';
import type { MatchReport } from './report.js';

/** What a match changed for one seat, as stored with the match and shown on player pages. */
interface SeatResult {
  readonly player: string | null;
  readonly name: string;
  readonly rank: number;
  readonly before: number;
  readonly after: number;
  readonly counted: boolean;
}

type PlayerRow = {
  readonly id: string;
  readonly name: string;
  readonly mu: number;
  readonly sigma: number;
  readonly rating: number;
  readonly neg_rating: number;
  readonly matches: number;
  readonly firsts: number;
};

/** The latest points of a player's history the page shows. */
const HISTORY_POINTS = 100;
/** The latest public matches a player page lists per format. */
const RECENT_MATCHES = 20;

export const round = (x: number): number => Math.round(x);

export class RatingsDO extends DurableObject<Env> {
  readonly #sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    migrate(ctx.storage, RATINGS_SCHEMA);
    this.#sql = ctx.storage.sql;
  }

  /**
   * Rates a finished match once: the match row, the players' new ratings and their history points are
   * written in one transaction; a table already recorded answers what it changed then.
   */
  record(report: MatchReport): { recorded: boolean; seats: SeatResult[] } {
    return this.ctx.storage.transactionSync(() => {
      const done = this.#sql.exec<{ data: string }>('SELECT data FROM matches WHERE table_id = ?', report.table).toArray()[0];
      if (done) return { recorded: false, seats: (JSON.parse(done.data) as { seats: SeatResult[] }).seats };
      const rows = report.seats.map((s) => (s.player ? this.#row(s.player) : undefined));
      const updates = rateMatch({
        seats: report.seats.map((s, seat) => ({ skill: skillOf(rows[seat]), counts: s.counts && s.player !== null })),
        ranks: report.ranks,
        sides: report.sides,
      });
      const seats: SeatResult[] = updates.map((u, seat) => ({
        player: report.seats[seat]!.player,
        name: report.seats[seat]!.name,
        rank: report.ranks[seat]!,
        before: round(shownRating(u.before)),
        after: round(shownRating(u.after)),
        counted: u.counted,
      }));
      updates.forEach((u, seat) => {
        const s = report.seats[seat]!;
        if (!u.counted || !s.player) return;
        this.#save(s.player, s.name, u.after, rows[seat], report.ranks[seat] === 1, report.at);
        this.#sql.exec('INSERT INTO history (player, at, table_id, rating) VALUES (?, ?, ?, ?)', s.player, report.at, report.table, shownRating(u.after));
      });
      this.#sql.exec(
        'INSERT INTO matches (table_id, at, listed, data) VALUES (?, ?, ?, ?)',
        report.table,
        report.at,
        report.listed ? 1 : 0,
        JSON.stringify({ seats, format: report.format }),
      );
      return { recorded: true, seats };
    });
  }

  /**
   * One page, best first: a range read of the rating index from where the previous page ended (the
   * cursor holds that row's key and rank), so page 2,000 costs what page 1 costs.
   */
  leaderboard(format: string, lobby: string | undefined, after: string | undefined, limit: number): Leaderboard {
    const from = after === undefined ? undefined : parseCursor(after);
    const rows = (
      from
        ? this.#sql.exec<PlayerRow>(
            'SELECT * FROM players WHERE (neg_rating, id) > (?, ?) ORDER BY neg_rating, id LIMIT ?',
            from.key,
            from.id,
            limit + 1,
          )
        : this.#sql.exec<PlayerRow>('SELECT * FROM players ORDER BY neg_rating, id LIMIT ?', limit + 1)
    ).toArray();
    const page = rows.slice(0, limit);
    const firstRank = (from?.rank ?? 0) + 1;
    const players: LeaderboardRow[] = page.map((r, i) => ({ rank: firstRank + i, ...publicRow(r) }));
    const last = page[page.length - 1];
    const next = rows.length > limit && last ? makeCursor(last.neg_rating, last.id, firstRank + page.length - 1) : null;
    const total = this.#sql.exec<{ players: number }>('SELECT players FROM meta WHERE id = 1').one().players;
    return { format, ...(lobby ? { lobby } : {}), players, total, next };
  }

  /** A player's rating in this format with its history and the latest public matches; undefined if unrated. */
  player(id: string, format: string): FormatRating | undefined {
    const row = this.#row(id);
    if (!row) return undefined;
    const above = this.#sql.exec<{ n: number }>('SELECT count(*) AS n FROM players WHERE neg_rating < ?', row.neg_rating).one().n;
    const history = this.#sql
      .exec<{ at: number; rating: number }>('SELECT at, rating FROM history WHERE player = ? ORDER BY at DESC LIMIT ?', id, HISTORY_POINTS)
      .toArray()
      .reverse()
      .map((h) => ({ at: new Date(h.at).toISOString(), rating: round(h.rating) }));
    const recent = this.#sql
      .exec<{ table_id: string; at: number; data: string }>(
        `SELECT m.table_id, m.at, m.data FROM history h JOIN matches m ON m.table_id = h.table_id
         WHERE h.player = ? AND m.listed = 1 ORDER BY h.at DESC LIMIT ?`,
        id,
        RECENT_MATCHES,
      )
      .toArray()
      .flatMap((m): RatedMatchWire[] => {
        const seats = (JSON.parse(m.data) as { seats: SeatResult[] }).seats;
        const mine = seats.find((s) => s.player === id);
        if (!mine) return [];
        return [{
          table: m.table_id,
          at: new Date(m.at).toISOString(),
          rank: mine.rank,
          seats: seats.length,
          players: seats.map((s) => ({ id: s.player ?? '', name: s.name, rank: s.rank })),
          before: mine.before,
          after: mine.after,
          counted: mine.counted,
        }];
      });
    return { format, ...publicRow(row), rank: above + 1, history, recent };
  }

  /** The shown ratings of the players of `ids` who are rated here (one read by primary key each). */
  ratingsOf(ids: readonly string[]): Record<string, { rating: number; provisional: boolean }> {
    const out: Record<string, { rating: number; provisional: boolean }> = {};
    for (const id of new Set(ids)) {
      const row = this.#row(id);
      if (row) out[id] = { rating: round(row.rating), provisional: row.matches < RATING_PARAMS.provisionalMatches };
    }
    return out;
  }

  /** A player who deleted their account leaves the leaderboards (their past opponents keep their ratings). */
  forget(id: string): void {
    this.ctx.storage.transactionSync(() => {
      const gone = this.#sql.exec('DELETE FROM players WHERE id = ?', id).rowsWritten;
      if (gone > 0) this.#sql.exec('UPDATE meta SET players = players - 1 WHERE id = 1');
      this.#sql.exec('DELETE FROM history WHERE player = ?', id);
    });
  }

  /** Test and benchmark hook: inserts synthetic players in one transaction (never reachable from the API). */
  seed(players: readonly { id: string; name: string; mu: number; sigma: number; matches: number }[]): number {
    this.ctx.storage.transactionSync(() => {
      for (const p of players) this.#save(p.id, p.name, { mu: p.mu, sigma: p.sigma }, this.#row(p.id), false, 0, p.matches);
    });
    return this.#sql.exec<{ players: number }>('SELECT players FROM meta WHERE id = 1').one().players;
  }

  #row(id: string): PlayerRow | undefined {
    return this.#sql.exec<PlayerRow>('SELECT * FROM players WHERE id = ?', id).toArray()[0];
  }

  #save(id: string, name: string, skill: Skill, before: PlayerRow | undefined, first: boolean, at: number, matches?: number): void {
    const rating = shownRating(skill);
    if (!before) this.#sql.exec('UPDATE meta SET players = players + 1 WHERE id = 1');
    this.#sql.exec(
      `INSERT INTO players (id, name, mu, sigma, rating, neg_rating, matches, firsts, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, mu = excluded.mu, sigma = excluded.sigma, rating = excluded.rating,
         neg_rating = excluded.neg_rating, matches = excluded.matches, firsts = excluded.firsts, updated_at = excluded.updated_at`,
      id,
      name,
      skill.mu,
      skill.sigma,
      rating,
      -rating,
      matches ?? (before?.matches ?? 0) + 1,
      (before?.firsts ?? 0) + (first ? 1 : 0),
      at,
    );
  }
}

const skillOf = (row: PlayerRow | undefined): Skill | undefined => (row ? { mu: row.mu, sigma: row.sigma } : undefined);

function publicRow(r: PlayerRow): Omit<LeaderboardRow, 'rank'> {
  return {
    player: r.id,
    name: r.name,
    rating: round(r.rating),
    provisional: r.matches < RATING_PARAMS.provisionalMatches,
    matches: r.matches,
    firsts: r.firsts,
  };
}

function makeCursor(key: number, id: string, rank: number): string {
  return btoa(JSON.stringify([key, id, rank])).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function parseCursor(text: string): { key: number; id: string; rank: number } | undefined {
  try {
    const [key, id, rank] = JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/'))) as unknown[];
    if (typeof key === 'number' && typeof id === 'string' && typeof rank === 'number' && Number.isInteger(rank) && rank >= 0) return { key, id, rank };
  } catch {
    // not a cursor of ours
  }
  return undefined;
}

/** Whether `after` is a cursor this object made (the route answers 400 otherwise). */
export const validCursor = (text: string): boolean => parseCursor(text) !== undefined;
