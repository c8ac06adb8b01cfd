/**
 * Storage migrations (worker/storage/): every Durable Object class starts fresh objects at its latest
 * schema version, pending migrations run once, in order and all-or-nothing, and storage written before
 * migrations existed (test/worker/fixtures/storage-v0.json, made by that code with
 * scripts/storage-fixture.ts) is planted into fresh objects, loads, and plays on through the public API.
 */
import { env, evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MatchRecordWire, ReplayResponse, TableState, TableSummary, Tournament } from '../../shared/protocol.js';
import type { ChatResponse, NotificationSettings, PremovesResponse } from '../../shared/protocol-correspondence.js';
import { LOBBY_SCHEMA } from '../../worker/storage/lobby.js';
import { migrate, type Migration, type Schema, schemaVersion } from '../../worker/storage/migrate.js';
import { PLAYER_SCHEMA } from '../../worker/storage/player.js';
import { TABLE_SCHEMA } from '../../worker/storage/table.js';
import { TOURNAMENT_SCHEMA } from '../../worker/storage/tournament.js';
import fixtureJson from './fixtures/storage-v0.json';
import type { StorageFixture, StoredObject } from './fixtures/storage-types.js';
import { act, call, eventually, json, newPlayer, newTable, stateOf } from './helpers.js';

const fixture = fixtureJson as unknown as StorageFixture;

/** The namespace and schema of each class. */
const CLASSES = {
  TableDO: { ns: () => env.TABLES as unknown as DurableObjectNamespace, schema: TABLE_SCHEMA },
  PlayerDO: { ns: () => env.PLAYERS as unknown as DurableObjectNamespace, schema: PLAYER_SCHEMA },
  LobbyDO: { ns: () => env.LOBBIES as unknown as DurableObjectNamespace, schema: LOBBY_SCHEMA },
  TournamentDO: { ns: () => (env as unknown as { TOURNAMENTS: DurableObjectNamespace }).TOURNAMENTS, schema: TOURNAMENT_SCHEMA },
} as const;
type ClassName = keyof typeof CLASSES;

const stubOf = (cls: ClassName, name: string) => CLASSES[cls].ns().get(CLASSES[cls].ns().idFromName(name));
const versionOf = (cls: ClassName, name: string) =>
  runInDurableObject(stubOf(cls, name), (_i, state) => schemaVersion(state.storage.sql, CLASSES[cls].schema.name));
const latest = (s: Schema) => s.migrations.at(-1)!.version;

/**
 * Replaces an object's storage with a fixture's: drops every table of ours (the fresh object's), then
 * creates the fixture's tables and rows exactly as they were. The object is evicted, so the next
 * request constructs it on that storage — as the first request after a deploy does.
 */
async function plant(o: StoredObject): Promise<void> {
  const stub = stubOf(o.class as ClassName, o.name);
  await runInDurableObject(stub, (_instance, state) => {
    const sql = state.storage.sql;
    const ours = sql
      .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .toArray()
      .map((t) => t.name)
      .filter((n) => !n.startsWith('_cf_') && !n.startsWith('__') && !n.startsWith('sqlite_'));
    for (const name of ours) sql.exec(`DROP TABLE "${name}"`);
    for (const ddl of o.ddl) sql.exec(ddl);
    for (const [table, rows] of Object.entries(o.rows)) {
      for (const row of rows) {
        const cols = Object.keys(row);
        sql.exec(`INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`, ...cols.map((c) => row[c]));
      }
    }
  });
  await evictDurableObject(stub);
}

describe('schema migrations', () => {
  it('start a new object of every class at its latest version', async () => {
    const ana = await newPlayer('Ana');
    const { table } = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, lobby: 'schema-test' });
    const cup = await json<{ tournament: { id: string } }>(
      await call('/api/tournaments', { token: ana.token, body: { name: 'Cup', game: 'tablanet', tableSize: 2, rounds: 1 } }),
      201,
    );
    expect(await versionOf('PlayerDO', ana.player.id)).toBe(latest(PLAYER_SCHEMA));
    expect(await versionOf('TableDO', table.id)).toBe(latest(TABLE_SCHEMA));
    expect(await versionOf('LobbyDO', 'schema-test')).toBe(latest(LOBBY_SCHEMA));
    expect(await versionOf('TournamentDO', cup.tournament.id)).toBe(latest(TOURNAMENT_SCHEMA));
  });

  it('run the pending ones once, in order, in one transaction: a failing migration keeps none of them', async () => {
    const stub = stubOf('LobbyDO', `migrations-${crypto.randomUUID()}`);
    const ran: number[] = [];
    const step = (version: number, statement: string): Migration => ({
      version,
      name: `step ${version}`,
      up: (sql) => {
        ran.push(version);
        sql.exec(statement);
      },
    });
    const one = step(1, 'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
    const two = step(2, "ALTER TABLE notes ADD COLUMN lang TEXT NOT NULL DEFAULT 'de'");
    const broken: Migration = { version: 3, name: 'broken', up: () => { throw new Error('no such thing'); } };
    await runInDurableObject(stub, (_i, state) => {
      const sql = state.storage.sql;
      const tables = () => sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE name = 'notes'").toArray();
      expect(() => migrate(state.storage, { name: 'notes', migrations: [one, two, broken] })).toThrow('no such thing');
      expect(schemaVersion(sql, 'notes')).toBe(0);
      expect(tables()).toEqual([]);

      ran.length = 0;
      expect(migrate(state.storage, { name: 'notes', migrations: [one, two] })).toBe(2);
      expect(ran).toEqual([1, 2]);
      sql.exec("INSERT INTO notes (text) VALUES ('Servus')");
      expect(sql.exec('SELECT text, lang FROM notes').toArray()).toEqual([{ text: 'Servus', lang: 'de' }]);

      // Loaded again (the next deploy): only what is new runs.
      ran.length = 0;
      expect(migrate(state.storage, { name: 'notes', migrations: [one, two] })).toBe(2);
      expect(ran).toEqual([]);
      const three = step(3, 'CREATE INDEX notes_lang ON notes (lang)');
      expect(migrate(state.storage, { name: 'notes', migrations: [one, two, three] })).toBe(3);
      expect(ran).toEqual([3]);
      // Storage from a newer deploy (a rollback) is left alone.
      expect(migrate(state.storage, { name: 'notes', migrations: [one] })).toBe(3);
      // The lobby's own schema is another list in the same table of versions.
      expect(schemaVersion(sql, LOBBY_SCHEMA.name)).toBe(latest(LOBBY_SCHEMA));
      // A list with a gap is a programming error, found before anything runs.
      expect(() => migrate(state.storage, { name: 'gap', migrations: [one, three] })).toThrow(/version 3/);
    });
  });

  it('number every class\'s list 1, 2, 3… with a name for each', () => {
    for (const { schema } of Object.values(CLASSES)) {
      expect(schema.migrations.map((m) => m.version)).toEqual(schema.migrations.map((_, i) => i + 1));
      for (const m of schema.migrations) expect(m.name.length).toBeGreaterThan(3);
    }
  });
});

describe('storage written before migrations (fixture v0)', () => {
  const token = (name: string) => fixture.players.find((p) => p.name === name)!.token;
  const seatTokens = (label: string) => fixture.tables[label]!.seats.map(token);
  const headSeq = (id: string) => {
    const o = fixture.objects.find((x) => x.class === 'TableDO' && x.name === id)!;
    return Number(o.rows.head![0]!.seq);
  };

  /** Plays `n` actions (or to the end), each by the seat to act from its own legal list. */
  async function playOn(id: string, tokens: readonly string[], n: number): Promise<TableState> {
    let state = await stateOf(id, tokens[0]);
    for (let i = 0; i < n && state.table.status === 'playing'; i++) {
      const seat = state.table.toAct[0]!;
      const mine = await stateOf(id, tokens[seat]);
      state = await json<TableState>(await act(id, tokens[seat]!, mine.seq, mine.legal[(i * 5) % mine.legal.length]!));
    }
    return state;
  }

  it('loads every object of the fixture at the latest schema and plays on: tables, players, lobbies, the tournament', async () => {
    for (const o of fixture.objects) await plant(o);

    // The four matches in play: as they were, then on.
    for (const label of ['taleles', 'tablanet', 'tarock', 'tarot']) {
      const { id, game } = fixture.tables[label]!;
      const tokens = seatTokens(label);
      const before = await stateOf(id, tokens[0]);
      expect(before.table.game).toBe(game);
      expect(before.seq, label).toBe(headSeq(id));
      expect(before.table.status).toBe('playing');
      const after = await playOn(id, tokens, 6);
      expect(after.seq, label).toBe(headSeq(id) + 6);
      const rec = await json<MatchRecordWire>(await call(`/api/tables/${id}/record`));
      expect(rec.actions.map((a) => a.seq)).toEqual(Array.from({ length: headSeq(id) + 6 }, (_, i) => i + 1));
      expect(await versionOf('TableDO', id)).toBe(latest(TABLE_SCHEMA));
    }

    // The chat, a queued pre-move and the players' settings survived.
    const chat = await json<ChatResponse>(await call(`/api/tables/${fixture.tables.tablanet!.id}/chat`));
    expect(chat.messages.map((m) => m.text)).toContain('Servus, viel Glück!');
    const premoves = await json<PremovesResponse>(await call(`/api/tables/${fixture.tables.tarot!.id}/premoves`, { token: token('Cleo') }));
    expect(premoves.premoves.length + premoves.log.length).toBeGreaterThan(0);
    const settings = await json<NotificationSettings>(await call('/api/me/notifications', { token: token('Ana') }));
    expect(settings).toMatchObject({ reminders: false, digest: { enabled: true, hourUtc: 9 } });
    const mine = await json<{ tables: TableSummary[] }>(await call('/api/me/tables', { token: token('Ana') }));
    expect(mine.tables.map((t) => t.id)).toEqual(expect.arrayContaining([fixture.tables.taleles!.id, fixture.tables.tablanet!.id]));

    // The finished match replays with open hands.
    const finished = fixture.tables.finished!;
    const replay = await json<ReplayResponse>(await call(`/api/tables/${finished.id}/replay`));
    expect(replay.frames).toHaveLength(headSeq(finished.id) + 1);

    // The club's lobby still lists its waiting table, and a player takes a seat.
    const waiting = fixture.tables.waiting!;
    const lobby = await json<{ tables: TableSummary[] }>(await call('/api/lobbies/fixture-club/tables'));
    expect(lobby.tables.map((t) => t.id)).toEqual([waiting.id]);
    await json(await call(`/api/tables/${waiting.id}/seats/1`, { token: token('Ana'), body: {} }));
    expect((await stateOf(waiting.id)).table.players[1]?.name).toBe('Ana');

    // The tournament's round is played to its end, and the tournament hears of both tables.
    const cupId = fixture.tournament.id;
    const cup = await json<Tournament>(await call(`/api/tournaments/${cupId}`));
    const round = cup.played[0]!;
    expect(round.tables).toHaveLength(2);
    for (const t of round.tables) {
      const tokens = t.seats.map((s) => {
        const entrant = cup.entrants.find((e) => e.id === s.entrant)!;
        return fixture.players.find((p) => p.id === entrant.playerId)!.token;
      });
      expect((await playOn(t.id!, tokens, 400)).table.status).toBe('finished');
    }
    const closed = await eventually(async () => {
      const t = await json<Tournament>(await call(`/api/tournaments/${cupId}`));
      return t.played[0]?.closedAt ? t : undefined;
    }, 'round 1 to close');
    expect(closed.played[0]!.tables.every((t) => t.status === 'finished')).toBe(true);
    expect(await versionOf('TournamentDO', cupId)).toBe(latest(TOURNAMENT_SCHEMA));
    expect(await versionOf('PlayerDO', fixture.players[0]!.id)).toBe(latest(PLAYER_SCHEMA));
    expect(await versionOf('LobbyDO', 'fixture-club')).toBe(latest(LOBBY_SCHEMA));
  });
});
