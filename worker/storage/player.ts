/**
 * The schema of the Player object (worker/player-do.ts, worker/notify/notifier.ts): append new
 * migrations at the end (migrate.ts says how). Version 1 is the schema players had before migrations
 * existed, written with IF NOT EXISTS so that it also adopts storage from then.
 */
import { randomId } from '../crypto.js';
import { type Schema, sqlMigration } from './migrate.js';

/** The name given to a player's token from before sessions when it becomes their first session. */
export const LEGACY_DEVICE = 'First device';

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
    {
      version: 2,
      name: 'accounts: sessions, socket tickets and tables, passkeys and their challenges, recovery code, history; the old token becomes the first session',
      up: (sql) => {
        sql.exec(`
          CREATE TABLE sessions (
            id TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, name TEXT NOT NULL, kind TEXT NOT NULL, via TEXT NOT NULL,
            scopes TEXT NOT NULL, created_at INTEGER NOT NULL, last_used_at INTEGER NOT NULL);
          CREATE TABLE tickets (hash TEXT PRIMARY KEY, session_id TEXT NOT NULL, table_id TEXT NOT NULL, expires_at INTEGER NOT NULL);
          CREATE TABLE session_sockets (
            session_id TEXT NOT NULL, table_id TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (session_id, table_id));
          CREATE TABLE passkeys (
            id TEXT PRIMARY KEY, public_key TEXT NOT NULL, counter INTEGER NOT NULL, transports TEXT NOT NULL,
            backed_up INTEGER NOT NULL, name TEXT NOT NULL, created_at INTEGER NOT NULL, last_used_at INTEGER);
          CREATE TABLE passkey_challenges (challenge TEXT PRIMARY KEY, session_id TEXT NOT NULL, expires_at INTEGER NOT NULL);
          CREATE TABLE recovery (id INTEGER PRIMARY KEY CHECK (id = 1), hash TEXT NOT NULL, created_at INTEGER NOT NULL);
          CREATE TABLE history (table_id TEXT PRIMARY KEY, at INTEGER NOT NULL);
          INSERT OR IGNORE INTO history (table_id, at) SELECT id, updated_at FROM tables;
        `);
        // The one token a player held before sessions (its hash in the player row) becomes their first
        // session, a device with every scope: every existing token keeps working.
        const old = sql.exec<{ token_hash: string; created_at: number }>("SELECT token_hash, created_at FROM player WHERE token_hash != ''").toArray()[0];
        if (!old) return;
        sql.exec(
          "INSERT INTO sessions (id, token_hash, name, kind, via, scopes, created_at, last_used_at) VALUES (?, ?, ?, 'device', 'name', 'read play chat settings', ?, ?)",
          randomId(12), old.token_hash, LEGACY_DEVICE, old.created_at, old.created_at,
        );
        sql.exec("UPDATE player SET token_hash = ''");
      },
    },
    sqlMigration(
      3,
      'tournaments the player directs or entered, so that deleting the account reaches them before they sit at a table',
      'CREATE TABLE tournaments (id TEXT PRIMARY KEY, at INTEGER NOT NULL);',
    ),
    sqlMigration(
      4,
      'the account event stream (the newest 500 events)',
      'CREATE TABLE account_events (seq INTEGER PRIMARY KEY, body TEXT NOT NULL);',
    ),
    sqlMigration(
      5,
      'challenges: made (out) and received (in)',
      'CREATE TABLE challenges (id TEXT PRIMARY KEY, role TEXT NOT NULL, created_at INTEGER NOT NULL, body TEXT NOT NULL);',
    ),
    sqlMigration(
      6,
      'bot accounts: the player is a bot (POST /api/me/bot, for good)',
      'ALTER TABLE player ADD COLUMN bot INTEGER NOT NULL DEFAULT 0;',
    ),
    sqlMigration(
      7,
      'per-game statistics, added up as matches end (each table counted once)',
      `CREATE TABLE game_stats (game TEXT PRIMARY KEY, data TEXT NOT NULL);
       CREATE TABLE stats_matches (table_id TEXT PRIMARY KEY, at INTEGER NOT NULL);`,
    ),
    sqlMigration(
      8,
      'blocks: whom the player blocked (out) and who blocked them (in), kept on both sides',
      'CREATE TABLE blocks (other TEXT NOT NULL, dir TEXT NOT NULL, name TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (other, dir));',
    ),
  ],
};
