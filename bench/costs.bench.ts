/**
 * Per-request costs for the capacity model (issue 23, docs/scale.md): each request kind the model
 * names, run N times against `wrangler dev` on 127.0.0.1 (local workerd, SQLite on disk), measured as
 *   cpuMs      CPU time of the workerd processes over the requests (/proc schedstat, idle taken off),
 *              divided by the requests — every object the request touches is in that figure;
 *   wallMs     median latency seen by the client;
 *   bytes      growth of the SQLite files on disk per request (pages: a rough upper bound of what is
 *              written, 0 for reads).
 * The figures go to bench/costs.json, which `npm run simulate` reads. Requests run one after another
 * (one client), so that the CPU of one kind is not mixed with another's.
 *   npm run bench -- costs [--n 40]
 * bare_request is the platform's own floor on this machine: one request to a bare SQLite Durable Object
 * that appends a row (the bench-only worker, bench/api-bare); `npm run simulate -- --bare-ms 1` scales
 * every figure so that it costs 1 ms, as a what-if for production CPU (docs/scale.md).
 * The analysis after a match is measured by `npm run bench -- analysis` (docs/analysis.md); its figure
 * per deal is copied here from there, see ANALYSIS_CPU_MS_PER_DEAL.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueueSocket, quantile, request, send } from '../scripts/lib/client.js';
import { LocalServer, UNLIMITED } from '../scripts/lib/wrangler.js';
import type { Bench } from './run.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const N = Number(flag('--n') ?? 40);
const PORT = flag('--port');
/** docs/analysis.md, "CPU in workerd": Tablanet hand 8.4 s, Taleles deal 7.5 s, Tarot 15.5 s; the mean of the four games. */
const ANALYSIS_CPU_MS_PER_DEAL = Math.round((15_500 + 12_200 + 7_500 + 8_400) / 4);

export interface Cost {
  readonly cpuMs: number;
  readonly wallMs: number;
  readonly bytes: number;
  readonly n: number;
}
export interface CostsFile {
  readonly measuredAt: string;
  readonly note: string;
  readonly costs: Readonly<Record<string, Cost>>;
}

interface Player {
  token: string;
  player: { id: string };
}
interface State {
  seq: number;
  legal: string[];
  yourSeat: number | null;
  table: { id: string; toAct: number[]; status: string };
  type?: string;
  requestId?: string;
}

function diskBytes(dir: string): number {
  let total = 0;
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) total += statSync(p).size;
    }
  };
  try {
    walk(dir);
  } catch {
    // not there yet
  }
  return total;
}

const bench: Bench = async (report) => {
  const server = await LocalServer.start({ label: 'costs', vars: UNLIMITED, direct: true, bench: true, ...(PORT ? { port: Number(PORT) } : {}) });
  const base = server.base;
  const state = join(server.dir, 'state');
  const costs: Record<string, Cost> = {};
  try {
    const idleCpu = server.workerdCpuNs();
    const idleAt = performance.now();
    await new Promise((r) => setTimeout(r, 2000));
    const idleNsPerMs = (server.workerdCpuNs() - idleCpu) / (performance.now() - idleAt);

    /** Runs `one(i)` N times in a row and records what it cost. */
    const measure = async (kind: string, one: (i: number) => Promise<unknown>, n = N): Promise<void> => {
      const lat: number[] = [];
      const cpu = server.workerdCpuNs();
      const bytes = diskBytes(state);
      const start = performance.now();
      for (let i = 0; i < n; i++) {
        const at = performance.now();
        await one(i);
        lat.push(performance.now() - at);
      }
      // Writes made after the answer (the players' lists a second later) belong to the request too.
      await new Promise((r) => setTimeout(r, 1500));
      const elapsed = performance.now() - start;
      const cpuMs = Math.max(0, (server.workerdCpuNs() - cpu - idleNsPerMs * elapsed) / 1e6 / n);
      const cost: Cost = {
        cpuMs: Number(cpuMs.toFixed(3)),
        wallMs: Number(quantile(lat.sort((a, b) => a - b), 0.5).toFixed(2)),
        bytes: Math.max(0, Math.round((diskBytes(state) - bytes) / n)),
        n,
      };
      costs[kind] = cost;
      report({ name: `${kind}: CPU per request`, value: cost.cpuMs, unit: 'ms' });
      report({ name: `${kind}: median latency`, value: cost.wallMs, unit: 'ms' });
      report({ name: `${kind}: disk growth per request`, value: cost.bytes, unit: 'bytes' });
    };

    await measure('bare_request', (i) => request(base, `/api/bench/bare/b${i}`, undefined, { seq: i, action: 'play H10' }));

    const players: Player[] = [];
    for (let i = 0; i < 2 * N; i++) players.push(await request<Player>(base, '/api/players', undefined, { name: `P${i}` }));
    const host = (i: number) => players[2 * i]!;
    const guest = (i: number) => players[2 * i + 1]!;
    const tables: string[] = [];

    await measure('create', async (i) => {
      const body = { game: 'tablanet', seats: 2, seat: 0, lobby: `bench-${i}`, options: { targetScore: 100000 } };
      const { table } = await request<{ table: { id: string } }>(base, '/api/tables', host(i).token, body);
      tables.push(table.id);
    });
    // A lobby's first read makes its root and game shards (new objects): untimed. Then, after the
    // TTL, a read that misses the cache and asks the (warm) objects, and one served by the cache.
    for (let i = 0; i < N; i++) await request(base, `/api/lobbies/bench-${i}/tables`);
    await new Promise((r) => setTimeout(r, 2500));
    await measure('lobby_list_miss', (i) => request(base, `/api/lobbies/bench-${i}/tables`));
    // A hit right after a miss of the same key: the pair, less the miss.
    await new Promise((r) => setTimeout(r, 2500));
    await measure('lobby_list_pair', async (i) => {
      await request(base, `/api/lobbies/bench-${i}/tables`);
      await request(base, `/api/lobbies/bench-${i}/tables`);
    });
    const miss = costs.lobby_list_miss!;
    const pair = costs.lobby_list_pair!;
    delete costs.lobby_list_pair;
    costs.lobby_list_hit = { cpuMs: Number(Math.max(0, pair.cpuMs - miss.cpuMs).toFixed(3)), wallMs: Number(Math.max(0, pair.wallMs - miss.wallMs).toFixed(2)), bytes: 0, n: pair.n };
    report({ name: 'lobby_list_hit: CPU per request (pair less miss)', value: costs.lobby_list_hit.cpuMs, unit: 'ms' });
    await measure('join', (i) => request(base, `/api/tables/${tables[i]}/seats/1`, guest(i).token, {}));
    const mover = async (i: number): Promise<{ token: string; state: State }> => {
      const first = await request<State>(base, `/api/tables/${tables[i]}`, host(i).token);
      const seat = first.table.toAct[0] ?? 0;
      const token = seat === 0 ? host(i).token : guest(i).token;
      return { token, state: seat === 0 ? first : await request<State>(base, `/api/tables/${tables[i]}`, token) };
    };
    await measure('state', (i) => request(base, `/api/tables/${tables[i]}`, host(i).token));
    const toMove = await Promise.all(tables.map((_, i) => mover(i)));
    await measure('act_rest', async (i) => {
      const { token, state: s } = toMove[i]!;
      const sent = await send(base, `/api/tables/${tables[i]}/actions`, { token, body: { seq: s.seq, action: s.legal[0] } });
      if (sent.status !== 200) throw new Error(`act: ${sent.status} ${sent.text.slice(0, 200)}`);
    });
    // One socket per table, opened untimed; one action each, timed.
    const sockets: { s: QueueSocket; seq: number; legal: string[] }[] = [];
    for (let i = 0; i < tables.length; i++) {
      const { token } = await mover(i);
      const s = await QueueSocket.open(`${base.replace('http', 'ws')}/api/tables/${tables[i]}/ws?token=${token}`);
      const st = (await s.until((m) => (m as { type?: string }).type === 'state', 20_000)) as unknown as State;
      sockets.push({ s, seq: st.seq, legal: st.legal });
    }
    await measure('act_socket', async (i) => {
      const { s, seq, legal } = sockets[i]!;
      s.ws.send(JSON.stringify({ type: 'act', seq, action: legal[0], requestId: `r${i}` }));
      await s.until((m) => (m as State).requestId === `r${i}` || (m as State).type === 'error', 20_000);
    });
    sockets.forEach(({ s }) => s.ws.close());
    await measure('feed', (i) => request(base, `/api/tables/${tables[i]}/events`, host(i).token));
    await measure('my_tables', (i) => request(base, '/api/me/tables', host(i).token));
    await measure('account_events', (i) => request(base, '/api/me/events', host(i).token));
    await measure('open_challenges', () => request(base, '/api/challenges/open'));

    // A tournament round: 16 entrants at tables of 2; the cost is given per table the round opens.
    const ROUND_TABLES = 8;
    const director = players[0]!;
    const created = await request<{ tournament: { id: string }; invite: string }>(base, '/api/tournaments', director.token, {
      name: 'Bench cup', game: 'tablanet', tableSize: 2, rounds: 1, options: { targetScore: 100000 },
    });
    for (let i = 0; i < 2 * ROUND_TABLES; i++) await request(base, `/api/tournaments/${created.tournament.id}/entrants`, players[i + 1]!.token, { invite: created.invite });
    await measure('tournament_round_per_table', async () => {
      await request(base, `/api/tournaments/${created.tournament.id}/rounds`, director.token, {});
    }, 1);
    const round = costs.tournament_round_per_table!;
    costs.tournament_round_per_table = { ...round, cpuMs: Number((round.cpuMs / ROUND_TABLES).toFixed(3)), bytes: Math.round(round.bytes / ROUND_TABLES) };
    await measure('tournament_view', () => request(base, `/api/tournaments/${created.tournament.id}`));

    const file: CostsFile = {
      measuredAt: new Date().toISOString(),
      note:
        'CPU and latency in local workerd on a shared machine (compare ratios; production CPU is lower). ' +
        `analysis_per_deal is copied from docs/analysis.md (${ANALYSIS_CPU_MS_PER_DEAL} ms per deal, mean of four games).`,
      costs: { ...costs, analysis_per_deal: { cpuMs: ANALYSIS_CPU_MS_PER_DEAL, wallMs: 0, bytes: 0, n: 4 } },
    };
    writeFileSync(join(dirname(fileURLToPath(import.meta.url)), 'costs.json'), `${JSON.stringify(file, null, 2)}\n`);
  } finally {
    await server.stop();
  }
};
export default bench;
