/** One Durable Object per lobby name: the public tables of that lobby still waiting for players. */
import { DurableObject } from 'cloudflare:workers';
import type { TableSummary } from '../shared/protocol.js';
import type { Env } from './env.js';
import { LOBBY_SCHEMA } from './storage/lobby.js';
import { migrate } from './storage/migrate.js';

/** The most tables a lobby lists (oldest first would starve new tables, so newest first). */
const LIST_LIMIT = 200;

export class LobbyDO extends DurableObject<Env> {
  readonly #sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    migrate(ctx.storage, LOBBY_SCHEMA);
    this.#sql = ctx.storage.sql;
  }

  /**
   * Records the latest summary of a table; only public tables still waiting for players are listed.
   * Revisions arriving late are ignored, so a table that has started never comes back.
   */
  putTable(summary: TableSummary, rev: number): void {
    const open = summary.status === 'waiting' && summary.visibility === 'public' ? 1 : 0;
    this.#sql.exec(
      `INSERT INTO tables (id, rev, open, created_at, summary) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET rev = excluded.rev, open = excluded.open, summary = excluded.summary
       WHERE excluded.rev > tables.rev`,
      summary.id,
      rev,
      open,
      Date.parse(summary.createdAt),
      open ? JSON.stringify(summary) : '{}',
    );
  }

  tables(): TableSummary[] {
    return this.#sql
      .exec<{ summary: string }>('SELECT summary FROM tables WHERE open = 1 ORDER BY created_at DESC LIMIT ?', LIST_LIMIT)
      .toArray()
      .map((r) => JSON.parse(r.summary) as TableSummary);
  }
}
