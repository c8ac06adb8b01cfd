/**
 * A player's statistics per game, added up in their own object as each match ends (the table sends
 * them once, and again after a failure: a table already counted changes nothing). The player page
 * reads one row per game; nothing is ever computed by going over past matches.
 */
import type { GameStats } from '../../shared/protocol-ratings.js';
import { addThink, type Counters, medianSeconds, type SeatMatchStats } from '../../shared/stats/index.js';

/** What one finished match adds for one player. */
export interface MatchStatsEntry extends SeatMatchStats {
  readonly table: string;
  readonly game: string;
  readonly at: number;
  readonly won: boolean;
  readonly forfeited: boolean;
  readonly score: number;
}

/** The running totals of one game, as stored. */
interface Totals {
  readonly matches: number;
  readonly wins: number;
  readonly forfeits: number;
  readonly scoreSum: number;
  readonly deals: number;
  readonly moves: number;
  readonly think: readonly number[];
  readonly counts: Counters;
}

const EMPTY: Totals = { matches: 0, wins: 0, forfeits: 0, scoreSum: 0, deals: 0, moves: 0, think: [], counts: {} };

export class PlayerStats {
  readonly #sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.#sql = sql;
  }

  /** Adds a match once (call inside a transaction); false when this table was counted already. */
  add(e: MatchStatsEntry): boolean {
    if (this.#sql.exec('SELECT 1 FROM stats_matches WHERE table_id = ?', e.table).toArray().length > 0) return false;
    const was = this.#totals(e.game) ?? EMPTY;
    const counts: Counters = { ...was.counts };
    for (const [key, n] of Object.entries(e.counts)) counts[key] = (counts[key] ?? 0) + n;
    const next: Totals = {
      matches: was.matches + 1,
      wins: was.wins + (e.won ? 1 : 0),
      forfeits: was.forfeits + (e.forfeited ? 1 : 0),
      scoreSum: was.scoreSum + e.score,
      deals: was.deals + e.deals,
      moves: was.moves + e.moves,
      think: addThink(was.think, e.think),
      counts,
    };
    this.#sql.exec('INSERT INTO stats_matches (table_id, at) VALUES (?, ?)', e.table, e.at);
    this.#sql.exec(
      'INSERT INTO game_stats (game, data) VALUES (?, ?) ON CONFLICT (game) DO UPDATE SET data = excluded.data',
      e.game,
      JSON.stringify(next),
    );
    return true;
  }

  /** Every game the player finished a match of, most played first. */
  all(): GameStats[] {
    return this.#sql
      .exec<{ game: string; data: string }>('SELECT game, data FROM game_stats')
      .toArray()
      .map((r) => wire(r.game, JSON.parse(r.data) as Totals))
      .sort((a, b) => b.matches - a.matches || a.game.localeCompare(b.game));
  }

  #totals(game: string): Totals | undefined {
    const row = this.#sql.exec<{ data: string }>('SELECT data FROM game_stats WHERE game = ?', game).toArray()[0];
    return row ? (JSON.parse(row.data) as Totals) : undefined;
  }
}

function wire(game: string, t: Totals): GameStats {
  return {
    game,
    matches: t.matches,
    wins: t.wins,
    forfeits: t.forfeits,
    averageScore: t.matches === 0 ? 0 : Math.round((t.scoreSum / t.matches) * 10) / 10,
    deals: t.deals,
    moves: t.moves,
    moveSeconds: medianSeconds(t.think),
    counts: { ...t.counts },
  };
}
