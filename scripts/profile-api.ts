/**
 * Where the CPU of an action goes inside workerd: a V8 CPU profile (over the inspector, CDP) of the
 * worker and every Durable Object while tables are played with the API bench's client pattern (POST
 * the action, then the other seat reads its state; bench/api.bench.ts). Prints the functions with the
 * most time of their own, and the time spent inside the table service's main steps, per action.
 *   npx tsx scripts/profile-api.ts [--tables 10 --actions 40]
 */
import { createTables, type Loop, restLoop } from '../bench/api.bench.js';
import { freePort, LocalServer, UNLIMITED } from './lib/wrangler.js';

const args = process.argv.slice(2);
const flag = (name: string, d: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : d;
};
const TABLES = flag('--tables', 10);
const ACTIONS = flag('--actions', 40);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Steps of an action whose inclusive time is shown (function names as they appear in the bundle). */
const STEPS: readonly [string, readonly string[]][] = [
  ['token check (Player object: verify)', ['verify']],
  ['token hash (SHA-256 in the worker)', ['hashSecret']],
  ['rate limit', ['rateLimitCaller']],
  ['apply the action (engine)', ['applyNotation', 'actionOf']],
  ['view + legal list for a seat (stateFor)', ['stateFor']],
  ['claim check', ['claimActions', 'canClaim', 'claimable', 'claimOffer']],
  ['commit (SQLite: log, snapshot, corr)', ['append']],
  ['schedule the alarm (due list)', ['schedule']],
  ['notifications (inbox, and the players\' objects taking them)', ['soon', 'sync', 'notifyAll', 'tableChanged']],
  ['table summaries (for the players\' lists and states)', ['summary', 'sharedSummary', 'summaryFor']],
  ['sockets (broadcast)', ['broadcast']],
  // The log's own work, after the answer: `requestLog` itself would also count everything the request
  // runs synchronously below it (the router, CORS, the route up to its first await).
  ['request log + metrics (after the answer)', ['logRequest', 'writePoint']],
  ['body validation (valibot)', ['readJson', 'check']],
  ['JSON.stringify', ['stringify']],
  ['JSON.parse', ['parse']],
  ['alarm', ['alarm']],
];

async function cdp(url: string) {
  // wrangler's inspector proxy refuses a socket without an Origin; Node's WebSocket takes headers.
  const ws = new WebSocket(url, { headers: { origin: 'http://127.0.0.1' } } as unknown as string[]);
  await new Promise((r, j) => {
    ws.onopen = r;
    ws.onerror = () => j(new Error(`the inspector at ${url} refused the socket`));
  });
  let id = 0;
  const waiting = new Map<number, (v: unknown) => void>();
  ws.onmessage = (e) => {
    const m = JSON.parse(String(e.data)) as { id?: number; result?: unknown };
    if (m.id !== undefined) waiting.get(m.id)?.(m.result);
  };
  return {
    call: <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve) => {
        waiting.set(++id, resolve as (v: unknown) => void);
        ws.send(JSON.stringify({ id, method, params }));
      }),
    close: () => ws.close(),
  };
}

async function play(loops: readonly Loop[]): Promise<number> {
  const runners = await Promise.all(loops.map((l) => l()));
  return (await Promise.all(runners.map((r) => r()))).flat().length;
}

const inspectorPort = await freePort();
const server = await LocalServer.start({ label: 'profile', direct: true, vars: UNLIMITED, inspectorPort });
try {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  if (!targets[0]) throw new Error('no inspector target');
  console.error('inspector:', targets[0].webSocketDebuggerUrl);
  const session = await cdp(targets[0].webSocketDebuggerUrl);
  console.error('connected');
  const tables = await createTables(server.base, TABLES);
  await play(tables.map((t) => restLoop(server.base, t, 10)));
  await session.call('Profiler.enable');
  await session.call('Profiler.setSamplingInterval', { interval: 200 });
  await session.call('Profiler.start');
  const actions = await play(tables.map((t) => restLoop(server.base, t, ACTIONS)));
  const { profile } = await session.call<{ profile: Profile }>('Profiler.stop');
  session.close();

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((nodeId, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const node = byId.get(nodeId)!;
    const name = node.callFrame.functionName || '(anonymous)';
    if (name === '(idle)' || name === '(program)') {
      idle += us;
      return;
    }
    total += us;
    const where = `${name} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber + 1}`;
    self.set(where, (self.get(where) ?? 0) + us);
    const seen = new Set<string>();
    for (let id: number | undefined = nodeId; id !== undefined; id = parent.get(id)) {
      const fn = byId.get(id)!.callFrame.functionName.replace(/^#/, '');
      for (const [step, names] of STEPS) {
        if (!seen.has(step) && names.includes(fn)) {
          seen.add(step);
          inclusive.set(step, (inclusive.get(step) ?? 0) + us);
        }
      }
    }
  });
  const ms = (us: number) => (us / 1000 / actions).toFixed(3);
  console.log(`${actions} actions (POST + the other seat's read) at ${TABLES} tables; sampled JS time ${(total / 1000).toFixed(0)} ms, ${ms(total)} ms per action (idle/program ${(idle / 1000).toFixed(0)} ms)\n`);
  console.log('step (inclusive)                                   ms/action   share');
  for (const [step] of STEPS) {
    const us = inclusive.get(step) ?? 0;
    console.log(`${step.padEnd(62)} ${ms(us).padStart(9)}  ${((100 * us) / total).toFixed(1).padStart(5)}%`);
  }
  console.log('\nself time, top 25                                                      ms/action   share');
  for (const [where, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${where.slice(0, 70).padEnd(70)} ${ms(us).padStart(9)}  ${((100 * us) / total).toFixed(1).padStart(5)}%`);
  }
} finally {
  await server.stop();
}
