/**
 * The table service under load, against `wrangler dev` on 127.0.0.1 (local workerd, SQLite on disk in a
 * temp dir, the clients on the worker's own socket): 1, 10 and 100 Tablanet tables played at once, over
 * REST and over the WebSocket, each side by side in the same run with a bare Durable Object that only
 * appends a row to SQLite and reads it back (the platform's own limit on this machine). The baseline
 * lives in the bench-only worker (bench/api-bare/worker.ts), never in the production Worker.
 * Targets (issue 19): at least 0.8× the bare throughput and at most 1.5× its p99.
 *
 * One REST action is the client pattern of a correspondence game: the seat to act POSTs its action
 * (with the `seq` and legal list of the state it last read), then the other seat GETs its own state
 * (which tells it that it is to act, and its legal list). The bare cycle is the same two requests: one
 * POST (append a row) and one GET (read the last row). Latency is that of the cycle, POST sent to the
 * other seat's state read. One socket action = `act` sent → the actor's `state` back, the other
 * seat's socket receiving its own state too; the bare socket cycle is one message → one answer.
 * Loops are bounded (a fixed number of actions), rounds of service and bare alternate, and the clock
 * runs only after every socket is connected.
 *
 * CPU per action: the CPU time of the workerd processes (/proc schedstat, read from outside) over the
 * rounds, divided by the actions they played; the clients run in this Node process and are not
 * counted.
 *   npm run bench -- api [--transports rest,ws] [--sizes 1x300,10x60,100x20] [--rounds 4]
 */
import { chooser, QueueSocket, quantile, request, send } from '../scripts/lib/client.js';
import { LocalServer, UNLIMITED } from '../scripts/lib/wrangler.js';
import type { Bench } from './run.js';


interface State {
  seq: number;
  yourSeat: number | null;
  code?: string;
  legal: string[];
  table: { id: string; toAct: number[]; status: string };
  requestId?: string;
  type?: string;
}
interface Table {
  id: string;
  tokens: [string, string];
}
interface Run {
  actions: number;
  seconds: number;
  latencies: number[];
  /** CPU time of workerd over the run, in milliseconds. */
  cpuMs: number;
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
/** Rounds per measurement, alternating service and bare. */
const ROUNDS = Number(flag('--rounds') ?? 4);
/** [tables at once, actions per table]; `--sizes 1x300,10x60` for a shorter run. */
const SIZES: readonly (readonly [number, number])[] = (flag('--sizes') ?? '1x300,10x60,100x20').split(',').map((s) => {
  const [n, actions] = s.split('x').map(Number);
  return [n!, actions!] as const;
});
const TRANSPORTS = (flag('--transports') ?? 'rest,ws').split(',').filter((x): x is 'rest' | 'ws' => x === 'rest' || x === 'ws');

/** Tables for two with a target no bounded run can reach, both seats taken. */
export async function createTables(base: string, n: number): Promise<Table[]> {
  const one = async (i: number): Promise<Table> => {
    const [a, b] = await Promise.all(
      ['A', 'B'].map((p) => request<{ token: string }>(base, '/api/players', undefined, { name: `${p}${i}` })),
    );
    const body = { game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 100000 } };
    const { table } = await request<{ table: { id: string } }>(base, '/api/tables', a!.token, body);
    await request(base, `/api/tables/${table.id}/seats/1`, b!.token, {});
    return { id: table.id, tokens: [a!.token, b!.token] };
  };
  const out: Table[] = [];
  for (let i = 0; i < n; i += 10) out.push(...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, (_, j) => one(i + j)))));
  return out;
}

/** A loop prepares (connects, reads the first state) untimed, then plays its actions under the clock. */
export type Loop = () => Promise<() => Promise<number[]>>;

/** CPU (ns per second) workerd spends with nothing to do, subtracted from every run's figure. */
let idleNsPerSecond = 0;

async function measureIdle(server: LocalServer): Promise<void> {
  const cpu = server.workerdCpuNs();
  const start = performance.now();
  await new Promise((r) => setTimeout(r, 3000));
  idleNsPerSecond = (server.workerdCpuNs() - cpu) / ((performance.now() - start) / 1000);
}

async function timed(server: LocalServer, loops: readonly Loop[]): Promise<Run> {
  const runners = await Promise.all(loops.map((l) => l()));
  const cpu = server.workerdCpuNs();
  const start = performance.now();
  const all = await Promise.all(runners.map((r) => r()));
  const seconds = (performance.now() - start) / 1000;
  const cpuMs = (server.workerdCpuNs() - cpu - idleNsPerSecond * seconds) / 1e6;
  const latencies = all.flat();
  return { actions: latencies.length, seconds, latencies, cpuMs };
}

/** The state `seat` reads of the table. */
const read = (base: string, t: Table, seat: number) => request<State>(base, `/api/tables/${t.id}`, t.tokens[seat]);

export function restLoop(base: string, t: Table, actions: number): Loop {
  /** Who is to act and their state, read afresh. */
  const sync = async (): Promise<{ seat: number; mine: State }> => {
    const first = await read(base, t, 0);
    const seat = first.table.toAct[0] ?? 0;
    return { seat, mine: seat === 0 ? first : await read(base, t, seat) };
  };
  return async () => {
    let { seat, mine } = await sync();
    const choose = chooser(t.id.charCodeAt(0) + t.id.charCodeAt(5));
    return async () => {
      const lat: number[] = [];
      for (let i = 0; i < actions; i++) {
        if (mine.table.status !== 'playing') break;
        // Rarely the state kept is no longer the one to act on (the table moved by itself): read again.
        if (mine.legal.length === 0) ({ seat, mine } = await sync());
        if (mine.legal.length === 0) break;
        const at = performance.now();
        const sent = await send<State & { state?: State }>(base, `/api/tables/${t.id}/actions`, {
          token: t.tokens[seat],
          body: { seq: mine.seq, action: choose(mine.legal) },
        });
        if (sent.status === 409 && sent.body.code === 'STALE_SEQ' && sent.body.state) {
          // The table played this seat's only action itself (autoPlaySingle) after the seat read its state.
          const now = sent.body.state;
          seat = now.table.toAct[0]!;
          mine = seat === now.yourSeat ? now : await read(base, t, seat);
          i--;
          continue;
        }
        if (sent.status !== 200) throw new Error(`action: ${sent.status} ${sent.text.slice(0, 300)}`);
        const reply = sent.body;
        const other = 1 - seat;
        const theirs = await read(base, t, other);
        lat.push(performance.now() - at);
        if (theirs.table.status !== 'playing') break;
        // The freshest state says who acts next (the table may have played a seat's only action itself).
        const next = theirs.table.toAct[0]!;
        mine = next === other ? theirs : reply.seq === theirs.seq ? reply : await read(base, t, next);
        seat = next;
      }
      return lat;
    };
  };
}

function bareRestLoop(base: string, id: string, actions: number): Loop {
  return async () => async () => {
    const lat: number[] = [];
    for (let i = 0; i < actions; i++) {
      const at = performance.now();
      await request(base, `/api/bench/bare/${id}`, undefined, { seq: i, action: 'play H10' });
      await request(base, `/api/bench/bare/${id}`);
      lat.push(performance.now() - at);
    }
    return lat;
  };
}

/** A socket whose `until` answers the bench's loose State shape. */
async function socket(url: string): Promise<{ ws: WebSocket; until: (p: (m: State) => boolean) => Promise<State> }> {
  const s = await QueueSocket.open(url);
  return { ws: s.ws, until: async (p) => (await s.until((m) => p(m as unknown as State), 20_000)) as unknown as State };
}

function wsLoop(base: string, t: Table, actions: number): Loop {
  return async () => {
    const url = base.replace('http', 'ws');
    const sockets = await Promise.all(t.tokens.map((tok) => socket(`${url}/api/tables/${t.id}/ws?token=${tok}`)));
    let states = await Promise.all(sockets.map((s) => s.until((m) => m.type === 'state')));
    const choose = chooser(t.id.charCodeAt(1) + t.id.charCodeAt(7));
    return async () => {
      const lat: number[] = [];
      for (let i = 0; i < actions; i++) {
        const seat = states[0]!.table.toAct[0]!;
        const mine = states[seat]!;
        const at = performance.now();
        sockets[seat]!.ws.send(JSON.stringify({ type: 'act', seq: mine.seq, action: choose(mine.legal), requestId: String(i) }));
        const reply = await sockets[seat]!.until((m) => m.requestId === String(i) || m.type === 'error');
        lat.push(performance.now() - at);
        if (reply.type === 'error') throw new Error(JSON.stringify(reply));
        const other = await sockets[1 - seat]!.until((m) => m.type === 'state' && m.seq === reply.seq);
        states = seat === 0 ? [reply, other] : [other, reply];
        if (reply.table.status !== 'playing') break;
      }
      sockets.forEach((s) => s.ws.close());
      return lat;
    };
  };
}

function bareWsLoop(base: string, id: string, actions: number): Loop {
  return async () => {
    const s = await socket(`${base.replace('http', 'ws')}/api/bench/bare/${id}/ws`);
    return async () => {
      const lat: number[] = [];
      for (let i = 0; i < actions; i++) {
        const at = performance.now();
        s.ws.send(JSON.stringify({ type: 'act', seq: i, action: 'play H10' }));
        await s.until(() => true);
        lat.push(performance.now() - at);
      }
      s.ws.close();
      return lat;
    };
  };
}

function add(total: Run, run: Run): void {
  total.actions += run.actions;
  total.seconds += run.seconds;
  total.latencies.push(...run.latencies);
  total.cpuMs += run.cpuMs;
}

const bench: Bench = async (report) => {
  const server = await LocalServer.start({ label: 'bench', bench: true, direct: true, vars: UNLIMITED });
  const base = server.base;
  try {
    await timed(server, [restLoop(base, (await createTables(base, 1))[0]!, 30), bareRestLoop(base, 'warmup', 30)]);
    await measureIdle(server);
    report({ name: 'workerd CPU when idle (subtracted)', value: idleNsPerSecond / 1e6, unit: 'ms/s' });
    for (const [n, actions] of SIZES) {
      const tables = await createTables(base, n);
      const bareIds = tables.map((_, i) => `bare-${n}-${i}`);
      for (const transport of TRANSPORTS) {
        // Alternate short rounds of service and bare, so that load from elsewhere on the machine hits both alike.
        const service: Run = { actions: 0, seconds: 0, latencies: [], cpuMs: 0 };
        const bare: Run = { actions: 0, seconds: 0, latencies: [], cpuMs: 0 };
        for (let round = 0; round < ROUNDS; round++) {
          const per = Math.ceil(actions / ROUNDS);
          add(service, await timed(server, tables.map((t) => (transport === 'rest' ? restLoop : wsLoop)(base, t, per))));
          add(bare, await timed(server, bareIds.map((id) => (transport === 'rest' ? bareRestLoop : bareWsLoop)(base, `${transport}-${id}`, per))));
        }
        const rows: [string, Run][] = [
          ['service', service],
          ['bare DO', bare],
        ];
        const figures = rows.map(([who, run]) => {
          const sorted = run.latencies.slice().sort((a, b) => a - b);
          const f = { perSecond: run.actions / run.seconds, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), cpu: run.cpuMs / run.actions };
          const label = `${transport.padEnd(4)} ${String(n).padStart(3)} tables  ${who.padEnd(7)}`;
          report({ name: `${label} actions/s`, value: f.perSecond, unit: 'actions/s' });
          report({ name: `${label} p50`, value: f.p50, unit: 'ms' });
          report({ name: `${label} p99`, value: f.p99, unit: 'ms' });
          report({ name: `${label} workerd CPU per action`, value: f.cpu, unit: 'ms' });
          return f;
        });
        const [s, b] = figures as [(typeof figures)[0], (typeof figures)[0]];
        const label = `${transport.padEnd(4)} ${String(n).padStart(3)} tables  service/bare`;
        report({ name: `${label} throughput (target ≥ 0.8)`, value: s.perSecond / b.perSecond, unit: '×' });
        report({ name: `${label} p99 (target ≤ 1.5)`, value: s.p99 / b.p99, unit: '×' });
        report({ name: `${label} CPU per action`, value: s.cpu / b.cpu, unit: '×' });
      }
    }
  } finally {
    await server.stop();
  }
};

export default bench;
