/**
 * The local check of issue 23 (docs/scale.md): 1,000 concurrent readers of one lobby against a local
 * server (`wrangler dev` on 127.0.0.1, the bench-only worker, which adds a route to read a Lobby
 * object's own read counter), for a few seconds; the lobby's root and its shards must have been asked
 * no more often than the cache's TTL allows: once per list per TTL that passed, plus the first.
 *   npx tsx scripts/lobby-crowd.ts [--readers 1000] [--seconds 6] [--port 8817]
 * Exits with 1 when an object was read more often than that.
 */
import { request, send } from './lib/client.js';
import { LocalServer, UNLIMITED } from './lib/wrangler.js';

/** worker/lobby-list.ts: LOBBY_CACHE_SECONDS, and the shard of a lobby and game (`lobby~game`). */
const LOBBY_CACHE_SECONDS = 2;
const shardName = (lobby: string, game: string) => `${lobby}~${game}`;

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const READERS = Number(flag('--readers') ?? 1000);
const SECONDS = Number(flag('--seconds') ?? 6);
const PORT = Number(flag('--port') ?? 8817);

const server = await LocalServer.start({ label: 'crowd', vars: UNLIMITED, bench: true, port: PORT });
let failed = false;
try {
  const base = server.base;
  const lobby = 'crowd';
  const ana = await request<{ token: string }>(base, '/api/players', undefined, { name: 'Ana' });
  await request(base, '/api/tables', ana.token, { game: 'tablanet', seats: 2, seat: 0, lobby, name: 'Stammtisch' });
  const readsOf = async (name: string) => (await request<{ reads: number }>(base, `/api/bench/lobby-reads/${name}`)).reads;
  const objects = [lobby, shardName(lobby, 'tablanet')];
  const before = await Promise.all(objects.map(readsOf));

  // Each reader reads the merged list again as soon as it has its answer, until the time is up.
  let answers = 0;
  let errors = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const reader = async (): Promise<void> => {
    while (performance.now() < until) {
      const a = await send<{ tables: { name: string }[] }>(base, `/api/lobbies/${lobby}/tables`, { timeoutMs: 60_000 });
      if (a.status === 200 && a.body.tables[0]?.name === 'Stammtisch') answers++;
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: READERS }, reader));
  const seconds = (performance.now() - started) / 1000;
  const after = await Promise.all(objects.map(readsOf));
  const allowed = 1 + Math.ceil(seconds / LOBBY_CACHE_SECONDS);
  console.log(`${READERS} readers for ${seconds.toFixed(1)} s: ${answers} lists read (${(answers / seconds).toFixed(0)}/s), ${errors} errors`);
  objects.forEach((name, i) => {
    const n = after[i]! - before[i]!;
    console.log(`  ${name.padEnd(20)} read ${n} times by the crowd (the TTL of ${LOBBY_CACHE_SECONDS} s allows ${allowed})`);
    if (n > allowed) failed = true;
  });
  if (errors > 0) failed = true;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
