/**
 * Writes a storage fixture: the SQLite contents of every Durable Object of a small scripted session,
 * as the code of this commit writes them, for test/worker/storage.test.ts to plant into fresh objects
 * of a later schema and play on (worker/storage/migrate.ts). Run it once per schema version you want
 * kept, before changing the schema, and commit the file it writes:
 *
 *   npm exec -- tsx scripts/storage-fixture.ts test/worker/fixtures/storage-v0.json
 *
 * The session (players, tables of every game in play, a finished table, a waiting table in a lobby, a
 * tournament round in play, chat, a pre-move, notification settings) runs against `wrangler dev` on
 * 127.0.0.1; then the server is stopped and its SQLite files are read with node:sqlite. Tables whose
 * name starts with `_cf_` belong to the platform (alarms, the key-value API) and are not kept.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { CreatePlayerResponse, CreateTableResponse, TableState, Tournament } from '../shared/protocol.js';
import type { CreateTournamentResponse } from '../shared/tournament/protocol.js';
import type { StorageFixture, StoredObject } from '../test/worker/fixtures/storage-types.js';
import { request, send } from './lib/client.js';
import { LocalServer, UNLIMITED } from './lib/wrangler.js';

/** Where local workerd keeps the name an object was reached by (idFromName); not the project's. */
const NAME_TABLE = '__miniflare_do_name';

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx scripts/storage-fixture.ts <out.json>');
  process.exit(2);
}

const server = await LocalServer.start({ label: 'fixture', vars: UNLIMITED });
const base = server.base;
try {
  const names = ['Ana', 'Ben', 'Cleo', 'Dora', 'Emil'];
  const made = await Promise.all(names.map((name) => request<CreatePlayerResponse>(base, '/api/players', undefined, { name })));
  const players = made.map((m) => ({ name: m.player.name, id: m.player.id, token: m.token }));
  const token = (name: string): string => players.find((p) => p.name === name)!.token;

  const tables: Record<string, { id: string; game: string; seats: string[] }> = {};
  /** A table of `game` with `seats` people (the first creates it), every seat taken. */
  const table = async (label: string, game: string, seats: string[], extra: Record<string, unknown> = {}): Promise<string> => {
    const body = { game, seats: seats.length, seat: 0, autoPlaySingle: false, name: `${label} (fixture)`, ...extra };
    const created = await request<CreateTableResponse>(base, '/api/tables', token(seats[0]!), body);
    const id = created.table.id;
    for (let s = 1; s < seats.length; s++) await request(base, `/api/tables/${id}/seats/${s}`, token(seats[s]!), {});
    tables[label] = { id, game, seats };
    return id;
  };
  /** Plays `n` actions (or to the end), each seat choosing from its own legal list. */
  const play = async (id: string, seats: readonly string[], n: number, pick = 0): Promise<TableState> => {
    let state = await request<TableState>(base, `/api/tables/${id}`);
    for (let i = 0; i < n && state.table.status === 'playing'; i++) {
      const seat = state.table.toAct[0]!;
      const mine = await request<TableState>(base, `/api/tables/${id}`, token(seats[seat]!));
      const action = mine.legal[(i * 7 + pick) % mine.legal.length]!;
      state = await request<TableState>(base, `/api/tables/${id}/actions`, token(seats[seat]!), { seq: mine.seq, action });
    }
    return state;
  };

  const taleles = await table('taleles', 'taleles', ['Ana', 'Ben', 'Cleo', 'Dora']);
  await play(taleles, tables.taleles!.seats, 14);
  const tablanet = await table('tablanet', 'tablanet', ['Ana', 'Ben'], { options: { targetScore: 101 } });
  await play(tablanet, tables.tablanet!.seats, 12, 1);
  const tarock = await table('tarock', 'tarock', ['Ben', 'Cleo', 'Dora', 'Emil']);
  await play(tarock, tables.tarock!.seats, 10, 2);
  const tarot = await table('tarot', 'tarot', ['Cleo', 'Dora', 'Emil'], { options: { deals: 1 } });
  await play(tarot, tables.tarot!.seats, 12, 3);
  const finished = await table('finished', 'tablanet', ['Dora', 'Emil'], { options: { targetScore: 1 } });
  const end = await play(finished, tables.finished!.seats, 400);
  if (end.table.status !== 'finished') throw new Error('the finished table did not end');
  // A public table in a club's lobby, waiting for three more players.
  await table('waiting', 'tarot', ['Emil'], { seats: 4, lobby: 'fixture-club' });

  await request(base, `/api/tables/${tablanet}/chat`, token('Ana'), { text: 'Servus, viel Glück!' });
  const tarotState = await request<TableState>(base, `/api/tables/${tarot}`, token('Cleo'));
  const card = tarotState.view.hand.find((c) => !tarotState.legal.includes(`play ${c}`)) ?? tarotState.view.hand[0]!;
  const premove = await send(base, `/api/tables/${tarot}/premoves`, { token: token('Cleo'), body: { when: 'any', action: `play ${card}` } });
  if (premove.status >= 300) console.warn(`the pre-move was not queued: ${premove.text}`);
  await send(base, '/api/me/notifications', { method: 'PUT', token: token('Ana'), body: { reminders: false, digest: { enabled: true, hourUtc: 9 } } });

  const cup = await request<CreateTournamentResponse>(base, '/api/tournaments', token('Dora'), {
    name: 'Fixture Cup',
    game: 'tablanet',
    options: { targetScore: 1 },
    tableSize: 2,
    rounds: 2,
  });
  for (const p of ['Ana', 'Ben', 'Cleo', 'Emil']) await request(base, `/api/tournaments/${cup.tournament.id}/entrants`, token(p), { invite: cup.invite });
  const started = await send<Tournament>(base, `/api/tournaments/${cup.tournament.id}/rounds`, { token: token('Dora'), raw: '' });
  if (started.status !== 201) throw new Error(`round 1: ${started.text}`);

  // Let the tables' follow-up work (lobby, players' lists) settle before the server stops.
  await new Promise((r) => setTimeout(r, 3000));
  await server.kill();

  const objects: StoredObject[] = [];
  const root = join(server.dir, 'state', 'v3', 'do');
  for (const folder of readdirSync(root)) {
    const cls = folder.replace(/^stammtisch-local-/, '');
    for (const file of readdirSync(join(root, folder)).filter((f) => f.endsWith('.sqlite'))) {
      const db = new DatabaseSync(join(root, folder, file));
      const o = dump(db, cls);
      // An object that was only asked (a table id that does not exist) holds empty tables.
      if (Object.values(o.rows).some((r) => r.length > 0)) objects.push(o);
      db.close();
    }
  }
  objects.sort((a, b) => a.class.localeCompare(b.class) || a.name.localeCompare(b.name));
  const fixture: StorageFixture = {
    note: 'Durable Object storage as written before worker/storage/ (schema version 0); made by scripts/storage-fixture.ts',
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    players,
    tables,
    tournament: { id: cup.tournament.id, director: 'Dora' },
    objects,
  };
  writeFileSync(out, `${JSON.stringify(fixture, null, 1)}\n`);
  console.log(`${out}: ${objects.length} objects (${objects.map((o) => o.class).join(', ')})`);
} finally {
  await server.stop();
}

/** The project's tables of one object, and the name the worker reaches it by. */
function dump(db: DatabaseSync, cls: string): StoredObject {
  const master = db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'sqlite_sequence' ORDER BY rowid")
    .all() as { type: string; name: string; sql: string }[];
  const rows: Record<string, Record<string, string | number | null>[]> = {};
  for (const m of master.filter((x) => x.type === 'table' && x.name !== NAME_TABLE)) {
    rows[m.name] = db.prepare(`SELECT * FROM "${m.name}" ORDER BY rowid`).all() as Record<string, string | number | null>[];
  }
  const named = master.some((m) => m.name === NAME_TABLE)
    ? (db.prepare(`SELECT name FROM ${NAME_TABLE}`).all()[0] as { name?: string } | undefined)
    : undefined;
  const ddl = master.filter((m) => m.name !== NAME_TABLE).map((m) => m.sql);
  return { class: cls, name: named?.name ?? '', ddl, rows };
}
