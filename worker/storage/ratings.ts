/**
 * The schema of the Ratings object (worker/ratings/ratings-do.ts), one per game and format (and per
 * club lobby for its own ladder): append new migrations at the end (migrate.ts says how).
 * - players: one row per rated player, with an index on (−rating, id), so that a leaderboard page is
 *   one range read of that index from where the last page ended (no scan over all players);
 * - matches: one row per rated match, keyed by its table id — the guard that a match is counted once;
 * - meta: the number of players, kept as they arrive (a count over the index would read it all);
 * - history: one row per player and rated match, read by the player page newest first.
 */
import { type Schema, sqlMigration } from './migrate.js';

export const RATINGS_SCHEMA: Schema = {
  name: 'ratings',
  migrations: [
    sqlMigration(
      1,
      'players with a rating index, matches counted once, history per player',
      `
        CREATE TABLE players (
          id TEXT PRIMARY KEY, name TEXT NOT NULL, mu REAL NOT NULL, sigma REAL NOT NULL, rating REAL NOT NULL,
          neg_rating REAL NOT NULL, matches INTEGER NOT NULL, firsts INTEGER NOT NULL, updated_at INTEGER NOT NULL);
        CREATE INDEX players_by_rating ON players (neg_rating, id);
        CREATE TABLE meta (id INTEGER PRIMARY KEY CHECK (id = 1), players INTEGER NOT NULL);
        INSERT INTO meta (id, players) VALUES (1, 0);
        CREATE TABLE matches (table_id TEXT PRIMARY KEY, at INTEGER NOT NULL, listed INTEGER NOT NULL, data TEXT NOT NULL);
        CREATE TABLE history (
          player TEXT NOT NULL, at INTEGER NOT NULL, table_id TEXT NOT NULL, rating REAL NOT NULL,
          PRIMARY KEY (player, at, table_id));
      `,
    ),
  ],
};
