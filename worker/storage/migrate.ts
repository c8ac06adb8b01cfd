/**
 * Ordered schema migrations for the SQLite storage of a Durable Object.
 *
 * Every Durable Object class has one schema: a list of migrations in worker/storage/<class>.ts
 * (table.ts, player.ts, lobby.ts, tournament.ts). The first thing its constructor does is
 * `migrate(ctx.storage, SCHEMA)`: the object's own `schema_migrations` table says which versions it
 * has run, and the ones missing run in order, in ONE transaction, before anything reads the storage.
 * If one throws, none of them is kept and the object refuses to load (the error is logged with the
 * object's schema and version): fix forward with a new deploy.
 *
 * To add a migration to an existing class:
 *  1. Append `sqlMigration(<last + 1>, 'what it adds', `ALTER TABLE …; CREATE INDEX …`)` (or a
 *     `{ version, name, up(sql) }` that does more than run statements) at the end of the class's list. Never edit, reorder or remove a migration that has reached main:
 *     objects in production have run it and will not run it again.
 *  2. Keep it additive — new tables, new indexes, new columns that are nullable or have a default —
 *     and make the code read rows written before it (a new column is NULL in old rows). A rollback
 *     (docs/operations.md) runs the previous code on the migrated storage and does not undo the
 *     migration; additive changes are what that code can live with. Dropping or renaming waits for
 *     a later deploy, once nothing older can come back.
 *  3. Data rewrites run once per object when it first loads: keep them to a few statements with
 *     bindings (a table may hold 10,000 actions), never a call to another object or to the network.
 *  4. Tests: a fresh object must end at your version (test/worker/storage.test.ts checks every class),
 *     and the committed fixtures of earlier schemas (test/worker/fixtures/storage-v*.json) must load and
 *     play on. To keep a fixture of the schema you are replacing, run scripts/storage-fixture.ts on the
 *     commit before your change.
 *
 * A new Durable Object class: create worker/storage/<class>.ts with a list starting at version 1, and
 * call `migrate(ctx.storage, …)` first in its constructor (before any store reads or writes).
 */
import { errorField, log } from '../observe/log.js';

export interface Migration {
  /** 1, 2, 3… in the order they run. */
  readonly version: number;
  /** What it adds, for the logs and the schema_migrations table. */
  readonly name: string;
  readonly up: (sql: SqlStorage) => void;
}

/** A migration that only runs SQL statements (most do). */
export const sqlMigration = (version: number, name: string, statements: string): Migration => ({
  version,
  name,
  up: (sql) => {
    sql.exec(statements);
  },
});

/** The schema of one Durable Object class. */
export interface Schema {
  /** The class's short name (the key of its versions in schema_migrations). */
  readonly name: string;
  readonly migrations: readonly Migration[];
}

/** The version of `schema` the storage is at now (0: never migrated, storage from before migrations). */
export function schemaVersion(sql: SqlStorage, schema: string): number {
  const known = sql.exec<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").one().n;
  if (known === 0) return 0;
  return sql.exec<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations WHERE schema = ?', schema).one().v ?? 0;
}

/**
 * Brings the storage to the latest version of `schema` and returns that version. Storage written by a
 * newer deploy (after a rollback) is left as it is and keeps working as far as its migrations were
 * additive; the object says so in the log.
 */
export function migrate(storage: DurableObjectStorage, schema: Schema): number {
  checkOrder(schema);
  const sql = storage.sql;
  const latest = schema.migrations.at(-1)?.version ?? 0;
  const from = schemaVersion(sql, schema.name);
  if (from >= latest) {
    if (from > latest) log('warn', 'schema.newer', { schema: schema.name, stored: from, known: latest });
    return from;
  }
  const pending = schema.migrations.filter((m) => m.version > from);
  const fresh = from === 0 && !hasTables(sql);
  try {
    storage.transactionSync(() => {
      sql.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        schema TEXT NOT NULL, version INTEGER NOT NULL, name TEXT NOT NULL, applied_at INTEGER NOT NULL,
        PRIMARY KEY (schema, version))`);
      for (const m of pending) {
        m.up(sql);
        sql.exec('INSERT INTO schema_migrations (schema, version, name, applied_at) VALUES (?, ?, ?, ?)', schema.name, m.version, m.name, Date.now());
      }
    });
  } catch (e) {
    log('error', 'schema.failed', { schema: schema.name, from, to: latest, error: errorField(e) });
    throw e;
  }
  // A new object runs every migration: only upgrades of existing storage are news.
  if (!fresh) log('info', 'schema.migrated', { schema: schema.name, from, to: latest });
  return latest;
}

/** Whether the storage holds any table of ours (the platform's own start with `_cf_`, local workerd's with `__`). */
function hasTables(sql: SqlStorage): boolean {
  return sql
    .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
    .toArray()
    .some((t) => !t.name.startsWith('_cf_') && !t.name.startsWith('__') && !t.name.startsWith('sqlite_'));
}

/** Versions are 1, 2, 3… without gaps: a list out of order is a programming error, found at once. */
function checkOrder(schema: Schema): void {
  schema.migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`schema ${schema.name}: migration #${i + 1} (${m.name}) has version ${m.version}`);
  });
}
