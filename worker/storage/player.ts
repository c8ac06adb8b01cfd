/**
 * The schema of the Player object (worker/player-do.ts, worker/notify/notifier.ts): append new
 * migrations at the end (migrate.ts says how). Version 1 is the schema players had before migrations
 * existed, written with IF NOT EXISTS so that it also adopts storage from then.
 */
import { type Schema, sqlMigration } from './migrate.js';

export const PLAYER_SCHEMA: Schema = {
  name: 'player',
  migrations: [
    sqlMigration(
      1,
      'baseline: player, tables (my tables), kv (settings, vacation), outbox',
      `
        CREATE TABLE IF NOT EXISTS player (
          id TEXT PRIMARY KEY, name TEXT NOT NULL, token_hash TEXT NOT NULL, created_at INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS tables (
          id TEXT PRIMARY KEY, rev INTEGER NOT NULL, seated INTEGER NOT NULL, your_turn INTEGER NOT NULL,
          finished INTEGER NOT NULL, updated_at INTEGER NOT NULL, summary TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS outbox (
          id TEXT PRIMARY KEY, channel TEXT NOT NULL, target TEXT NOT NULL, event TEXT NOT NULL,
          attempts INTEGER NOT NULL, next_at INTEGER NOT NULL);
      `,
    ),
  ],
};
