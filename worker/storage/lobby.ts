/**
 * The schema of the Lobby object (worker/lobby-do.ts): append new migrations at the end (migrate.ts
 * says how). Version 1 is the schema lobbies had before migrations existed, written with IF NOT EXISTS
 * so that it also adopts storage from then.
 */
import { type Schema, sqlMigration } from './migrate.js';

export const LOBBY_SCHEMA: Schema = {
  name: 'lobby',
  migrations: [
    sqlMigration(
      1,
      'baseline: tables (open ones listed)',
      `
        CREATE TABLE IF NOT EXISTS tables (
          id TEXT PRIMARY KEY, rev INTEGER NOT NULL, open INTEGER NOT NULL, created_at INTEGER NOT NULL,
          summary TEXT NOT NULL);
        CREATE INDEX IF NOT EXISTS tables_open ON tables (open, created_at);
      `,
    ),
    {
      version: 2,
      name: 'club lobbies: tables.creator, owner, members',
      up: (sql) => {
        // Tables listed before lobbies could be claimed have no creator. (Storage made by the first
        // version of club lobbies, which altered the table in the constructor, has the column already.)
        const columns = sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('tables')").toArray();
        if (!columns.some((c) => c.name === 'creator')) sql.exec('ALTER TABLE tables ADD COLUMN creator TEXT');
        sql.exec(`
          CREATE TABLE IF NOT EXISTS owner (id INTEGER PRIMARY KEY CHECK (id = 1), name TEXT NOT NULL, player_id TEXT NOT NULL,
            player_name TEXT NOT NULL, claimed_at INTEGER NOT NULL);
          CREATE TABLE IF NOT EXISTS members (player_id TEXT PRIMARY KEY);
        `);
      },
    },
    sqlMigration(3, 'open challenges', 'CREATE TABLE challenges (id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL, body TEXT NOT NULL);'),
    // Rows of tables no longer waiting were kept forever (one per table the lobby ever listed). They
    // are kept now only as short-lived tombstones (closed_at), so that a late revision cannot list a
    // started table again, and removed by the alarm; the old ones are removed here. Tables are kept
    // in one shard object per lobby and game from now on (lobby-list.ts): the open tables an object
    // held before are `legacy`, listed by it until its alarm hands them to their shards.
    sqlMigration(
      4,
      'lobby shards: closed tables removed, tables.closed_at, tables.legacy',
      `
        DELETE FROM tables WHERE open = 0;
        ALTER TABLE tables ADD COLUMN closed_at INTEGER;
        ALTER TABLE tables ADD COLUMN legacy INTEGER NOT NULL DEFAULT 0;
        UPDATE tables SET legacy = 1;
        CREATE INDEX tables_closed ON tables (closed_at) WHERE closed_at IS NOT NULL;
      `,
    ),
    sqlMigration(
      5,
      'moderation: members muted by a club owner, reports for the lobby\'s operator',
      `
        CREATE TABLE mutes (player_id TEXT PRIMARY KEY, at INTEGER NOT NULL);
        CREATE TABLE reports (id TEXT PRIMARY KEY, at INTEGER NOT NULL, body TEXT NOT NULL);
        CREATE INDEX reports_at ON reports (at);
      `,
    ),
    // A report's operator marks it handled (and can open it again); lists show the open ones first.
    sqlMigration(6, 'reports.handled_at', 'ALTER TABLE reports ADD COLUMN handled_at INTEGER;'),
  ],
};
