/**
 * The schema of the Table object (worker/table/): append new migrations at the end (migrate.ts says
 * how). Version 1 is the schema tables had before migrations existed, written with IF NOT EXISTS so
 * that it also adopts storage from then (test/worker/fixtures/storage-v0.json).
 */
import { type Schema, sqlMigration } from './migrate.js';

export const TABLE_SCHEMA: Schema = {
  name: 'table',
  migrations: [
    sqlMigration(
      1,
      'baseline: info, seats, head (snapshot), actions log, idempotency, corr, chat',
      `
        CREATE TABLE IF NOT EXISTS info (id INTEGER PRIMARY KEY CHECK (id = 1), data TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS seats (
          seat INTEGER PRIMARY KEY, player_id TEXT, name TEXT, bot INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE IF NOT EXISTS head (
          id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL, rev INTEGER NOT NULL, status TEXT NOT NULL,
          updated_at INTEGER NOT NULL, finished_at INTEGER, state TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS actions (
          seq INTEGER PRIMARY KEY, seat INTEGER NOT NULL, action TEXT NOT NULL, public TEXT NOT NULL,
          at INTEGER NOT NULL, idempotency_key TEXT);
        CREATE TABLE IF NOT EXISTS idempotency (
          key TEXT PRIMARY KEY, seq INTEGER NOT NULL, request TEXT NOT NULL, reply TEXT NOT NULL, at INTEGER NOT NULL);
        CREATE INDEX IF NOT EXISTS idempotency_at ON idempotency (at);
        CREATE TABLE IF NOT EXISTS corr (id INTEGER PRIMARY KEY CHECK (id = 1), data TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS chat (
          id INTEGER PRIMARY KEY AUTOINCREMENT, seat INTEGER, player_id TEXT, name TEXT NOT NULL, text TEXT NOT NULL,
          system INTEGER NOT NULL, at INTEGER NOT NULL);
      `,
    ),
    sqlMigration(
      2,
      'post-game analysis: one row per decision and the progress (worker/table/analysis-store.ts)',
      `
        CREATE TABLE analysis_progress (
          id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL, budget TEXT NOT NULL, done INTEGER NOT NULL,
          total INTEGER NOT NULL, target INTEGER NOT NULL, requested INTEGER NOT NULL, failed TEXT, summary TEXT);
        CREATE TABLE analysis (seq INTEGER PRIMARY KEY, data TEXT);
      `,
    ),
    sqlMigration(
      3,
      'bot accounts: the player at a seat is a bot account (labelled at the table)',
      'ALTER TABLE seats ADD COLUMN bot_account INTEGER NOT NULL DEFAULT 0;',
    ),
    sqlMigration(
      4,
      'system chat lines as a code with parameters (shared/system-chat.ts), rendered in each reader\'s language; older lines have only their English text',
      `ALTER TABLE chat ADD COLUMN line TEXT;`,
    ),
  ],
};
