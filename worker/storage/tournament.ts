/**
 * The schema of the Tournament object (worker/tournament/): append new migrations at the end
 * (migrate.ts says how). Version 1 is the schema tournaments had before migrations existed, written
 * with IF NOT EXISTS so that it also adopts storage from then.
 */
import { type Schema, sqlMigration } from './migrate.js';

export const TOURNAMENT_SCHEMA: Schema = {
  name: 'tournament',
  migrations: [
    sqlMigration(
      1,
      'baseline: doc, log',
      `
        CREATE TABLE IF NOT EXISTS doc (id INTEGER PRIMARY KEY CHECK (id = 1), data TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS log (
          seq INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, actor TEXT NOT NULL, action TEXT NOT NULL,
          detail TEXT NOT NULL);
      `,
    ),
    sqlMigration(2, 'log lines as a code with parameters (JSON), beside their English detail', `ALTER TABLE log ADD COLUMN line TEXT`),
  ],
};
