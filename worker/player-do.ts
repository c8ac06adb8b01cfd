/**
 * One Durable Object per player: the hash of their bearer token (the token itself is never stored) and
 * their tables ("my tables"), kept up to date by the tables after every change.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Player, TableSummary } from '../shared/protocol.js';
import { sameSecret } from './crypto.js';
import type { Env } from './env.js';

/** How many finished tables a player's list keeps. */
const KEEP_FINISHED = 200;

export class PlayerDO extends DurableObject<Env> {
  readonly #sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#sql = ctx.storage.sql;
    this.#sql.exec(`CREATE TABLE IF NOT EXISTS player (
      id TEXT PRIMARY KEY, name TEXT NOT NULL, token_hash TEXT NOT NULL, created_at INTEGER NOT NULL)`);
    this.#sql.exec(`CREATE TABLE IF NOT EXISTS tables (
      id TEXT PRIMARY KEY, rev INTEGER NOT NULL, seated INTEGER NOT NULL, your_turn INTEGER NOT NULL,
      finished INTEGER NOT NULL, updated_at INTEGER NOT NULL, summary TEXT NOT NULL)`);
  }

  /** Creates the player; false if this id is already taken. */
  create(id: string, name: string, tokenHash: string): boolean {
    const existing = this.#sql.exec('SELECT id FROM player LIMIT 1').toArray();
    if (existing.length > 0) return false;
    this.#sql.exec('INSERT INTO player (id, name, token_hash, created_at) VALUES (?, ?, ?, ?)', id, name, tokenHash, Date.now());
    return true;
  }

  /** The player, if `tokenHash` is the hash of their token. */
  verify(tokenHash: string): Player | null {
    const row = this.#sql.exec<{ id: string; name: string; token_hash: string }>('SELECT id, name, token_hash FROM player LIMIT 1').toArray()[0];
    if (!row || !sameSecret(row.token_hash, tokenHash)) return null;
    return { id: row.id, name: row.name };
  }

  /**
   * Records the latest summary of a table as this player sees it (without `yourSeat` once they left it).
   * Revisions arriving late are ignored, so the list never goes back in time.
   */
  putTable(summary: TableSummary, rev: number): void {
    this.#sql.exec(
      `INSERT INTO tables (id, rev, seated, your_turn, finished, updated_at, summary) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET rev = excluded.rev, seated = excluded.seated, your_turn = excluded.your_turn,
         finished = excluded.finished, updated_at = excluded.updated_at, summary = excluded.summary
       WHERE excluded.rev > tables.rev`,
      summary.id,
      rev,
      summary.yourSeat === undefined ? 0 : 1,
      summary.yourTurn === true ? 1 : 0,
      summary.status === 'finished' ? 1 : 0,
      Date.parse(summary.updatedAt),
      JSON.stringify(summary),
    );
    if (summary.status === 'finished') {
      this.#sql.exec(
        `DELETE FROM tables WHERE finished = 1 AND id NOT IN
         (SELECT id FROM tables WHERE finished = 1 ORDER BY updated_at DESC LIMIT ?)`,
        KEEP_FINISHED,
      );
    }
  }

  /** The player's tables: where it is their turn first, then unfinished ones, then by last activity. */
  tables(): TableSummary[] {
    return this.#sql
      .exec<{ summary: string }>('SELECT summary FROM tables WHERE seated = 1 ORDER BY your_turn DESC, finished ASC, updated_at DESC LIMIT 500')
      .toArray()
      .map((r) => JSON.parse(r.summary) as TableSummary);
  }
}
