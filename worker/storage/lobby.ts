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
  ],
};
