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
  ],
};
