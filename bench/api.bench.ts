/**
 * The table service under load, against `wrangler dev` on 127.0.0.1 (local workerd, SQLite on disk in a
 * temp dir): 1, 10 and 100 Tablanet tables played at once, over REST and over the WebSocket, each side
 * by side with a bare Durable Object that only appends a row to SQLite and answers (the platform's own
 * limit on this machine). Targets: at least half the bare throughput, p99 under twice the bare p99.
 *
 * One REST action = GET the actor's state (for its `legal` list) + POST the action; the bare REST cycle
 * is likewise one GET (read the last row) + one POST (append). Latency is that of the POST. One socket
 * action = `act` sent → the actor's `state` back, the other seat's socket receiving its own state too;
 * the bare socket cycle is one message → one answer. Loops are bounded (a fixed number of actions),
 * rounds of service and bare alternate, and the clock runs only after every socket is connected.
 */
import { chooser, QueueSocket, quantile, request } from '../scripts/lib/client.js';
import { LocalServer, UNLIMITED } from '../scripts/lib/wrangler.js';
import type { Bench } from './run.js';

/** Rounds per measurement, alternating service and bare. */
const ROUNDS = 4;
/** [tables at once, actions per table]. */
const SIZES: readonly (readonly [number, number])[] = [
  [1, 300],
  [10, 60],
  [100, 20],
];

interface State {
  seq: number;
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
}

/** Tables for two with a target no bounded run can reach, both seats taken. */
async function createTables(base: string, n: number): Promise<Table[]> {
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
type Loop = () => Promise<() => Promise<number[]>>;

async function timed(loops: readonly Loop[]): Promise<Run> {
  const runners = await Promise.all(loops.map((l) => l()));
  const start = performance.now();
  const all = await Promise.all(runners.map((r) => r()));
  const seconds = (performance.now() - start) / 1000;
  const latencies = all.flat();
  return { actions: latencies.length, seconds, latencies };
}

function restLoop(base: string, t: Table, actions: number): Loop {
  return async () => {
    let toAct = (await request<State>(base, `/api/tables/${t.id}`)).table.toAct[0]!;
    const choose = chooser(t.id.charCodeAt(0) + t.id.charCodeAt(5));
    return async () => {
      const lat: number[] = [];
      for (let i = 0; i < actions; i++) {
        const token = t.tokens[toAct]!;
        const mine = await request<State>(base, `/api/tables/${t.id}`, token);
        const at = performance.now();
        const reply = await request<State>(base, `/api/tables/${t.id}/actions`, token, { seq: mine.seq, action: choose(mine.legal) });
        lat.push(performance.now() - at);
        if (reply.table.status !== 'playing') break;
        toAct = reply.table.toAct[0]!;
      }
      return lat;
    };
  };
}

function bareRestLoop(base: string, id: string, actions: number): Loop {
  return async () => async () => {
    const lat: number[] = [];
    for (let i = 0; i < actions; i++) {
      await request(base, `/api/bench/bare/${id}`);
      const at = performance.now();
      await request(base, `/api/bench/bare/${id}`, undefined, { seq: i, action: 'play H10' });
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
}

const bench: Bench = async (report) => {
  const server = await LocalServer.start({ label: 'bench', vars: { BENCH_BARE: '1', ...UNLIMITED } });
  const base = server.base;
  try {
    await timed([restLoop(base, (await createTables(base, 1))[0]!, 30), bareRestLoop(base, 'warmup', 30)]);
    for (const [n, actions] of SIZES) {
      const tables = await createTables(base, n);
      const bareIds = tables.map((_, i) => `bare-${n}-${i}`);
      for (const transport of ['rest', 'ws'] as const) {
        // Alternate short rounds of service and bare, so that load from elsewhere on the machine hits both alike.
        const service: Run = { actions: 0, seconds: 0, latencies: [] };
        const bare: Run = { actions: 0, seconds: 0, latencies: [] };
        for (let round = 0; round < ROUNDS; round++) {
          const per = Math.ceil(actions / ROUNDS);
          add(service, await timed(tables.map((t) => (transport === 'rest' ? restLoop : wsLoop)(base, t, per))));
          add(bare, await timed(bareIds.map((id) => (transport === 'rest' ? bareRestLoop : bareWsLoop)(base, `${transport}-${id}`, per))));
        }
        const rows: [string, Run][] = [
          ['service', service],
          ['bare DO', bare],
        ];
        const figures = rows.map(([who, run]) => {
          const sorted = run.latencies.slice().sort((a, b) => a - b);
          const f = { perSecond: run.actions / run.seconds, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
          const label = `${transport.padEnd(4)} ${String(n).padStart(3)} tables  ${who.padEnd(7)}`;
          report({ name: `${label} actions/s`, value: f.perSecond, unit: 'actions/s' });
          report({ name: `${label} p50`, value: f.p50, unit: 'ms' });
          report({ name: `${label} p99`, value: f.p99, unit: 'ms' });
          return f;
        });
        const [s, b] = figures as [(typeof figures)[0], (typeof figures)[0]];
        const label = `${transport.padEnd(4)} ${String(n).padStart(3)} tables  service/bare`;
        report({ name: `${label} throughput (target ≥ 0.5)`, value: s.perSecond / b.perSecond, unit: '×' });
        report({ name: `${label} p99 (target < 2)`, value: s.p99 / b.p99, unit: '×' });
      }
    }
  } finally {
    await server.stop();
  }
};

export default bench;
