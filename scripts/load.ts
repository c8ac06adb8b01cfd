/**
 * npm run load: the table service under load, against `wrangler dev` on 127.0.0.1 (scripts/lib/wrangler.ts),
 * then the fault run (scripts/faults.ts). Bounded: a fixed number of tables, each played to its end or
 * to an action cap, and a time limit after which the run stops by itself.
 *
 * Every table of the mix (every game and seat count, scripts/lib/players.ts) is played at once by its
 * scripted clients: alternately over a WebSocket and over REST with the event feed, and every fourth
 * table with a second device on one seat racing the first. Reported: actions per second, latency
 * (act → acknowledgement, p50/p99), the protocol's conflicts (STALE_SEQ between racing devices), the
 * clients' retries (handshakes, long polls, requests given up at their bound and sent again), errors (must be 0: failed checks, unexpected answers, lost acknowledgements, leaks) and the resident
 * memory of the workerd process.
 *
 * The clients talk to the worker's own workerd socket, not through wrangler's dev proxy in front of it
 * (scripts/lib/wrangler.ts, `direct`: the proxy gave out under this many connections); `--via-proxy`
 * goes through it as a browser on `wrangler dev` would.
 *
 * Usage: npm run load [-- --tables 500 --cap 100 --minutes 10 --skip-faults --via-proxy]
 */
import { parseArgs } from 'node:util';
import { runFaults } from './faults.js';
import { quantile, sleep } from './lib/client.js';
import { audit, createTable, MIX, playTable, retryRows, Stats, Tally, type TableRun } from './lib/players.js';
import { machine, mib, table, writeSection } from './lib/report.js';
import { LocalServer, UNLIMITED } from './lib/wrangler.js';

const { values: args } = parseArgs({
  options: {
    tables: { type: 'string', default: '500' },
    cap: { type: 'string', default: '100' },
    minutes: { type: 'string', default: '10' },
    'skip-faults': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    'via-proxy': { type: 'boolean', default: false },
  },
});
const TABLES = Number(args.tables);
const CAP = Number(args.cap);
const LIMIT_MS = Number(args.minutes) * 60_000;

/** Runs `tasks` with at most `n` at once. */
export async function pool<T>(n: number, tasks: readonly (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}

async function load(): Promise<boolean> {
  const server = await LocalServer.start({ label: 'load', vars: UNLIMITED, direct: !args['via-proxy'] });
  const tally = new Tally();
  const stats = new Stats(tally);
  try {
    console.log(`server ${server.base}; creating ${TABLES} tables…`);
    const t0 = performance.now();
    const runs = await pool(
      16,
      Array.from({ length: TABLES }, (_, i) => () => createTable(server, MIX[i % MIX.length]!, i, CAP)),
    );
    const setupSeconds = (performance.now() - t0) / 1000;
    const players = runs.reduce((n, r) => n + r.plan.seats, 0);
    console.log(`${runs.length} tables, ${players} players in ${setupSeconds.toFixed(1)} s; playing…`);

    let peakRss = server.workerdRss();
    const idleRss = peakRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.workerdRss())), 1000);
    const progress = setInterval(() => console.log(`  ${stats.acked} actions, ${tally.total} errors, workerd ${mib(server.workerdRss())}`), 10_000);
    const start = performance.now();
    const deadline = sleep(LIMIT_MS).then(() => {
      for (const r of runs) r.stop.abort();
      return 'time limit';
    });
    const played = Promise.all(runs.map((r, i) => playTable(server, r, stats, i, i % 4 === 3))).then(() => 'all tables done');
    const ended = await Promise.race([played, deadline]);
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    clearInterval(progress);
    const endRss = server.workerdRss();
    console.log(`${ended} after ${seconds.toFixed(1)} s; auditing…`);
    const unfinished = runs.filter((r) => !r.stop.signal.aborted);
    for (const r of unfinished.slice(0, 20)) {
      tally.add('table did not finish', `${r.plan.game} ${r.plan.seats} ${r.id} at seq ${r.seq}: ${[...r.doing].map(([k, v]) => `${k} ${v}`).join('; ')}`);
    }

    const audits = await pool(16, runs.map((r) => () => audit(server, r, tally)));
    const lost = audits.reduce((n, a) => n + a.lost, 0);
    const leaks = audits.reduce((n, a) => n + a.leaks, 0);
    const finished = audits.filter((a) => a.rec.status === 'finished').length;
    const inLog = audits.reduce((n, a) => n + a.rec.actions.length, 0);
    const checked = runs.filter((r: TableRun) => r.finished).reduce((n, r) => n + r.seen.length, 0);
    const sorted = stats.latencies.slice().sort((a, b) => a - b);
    const ok = tally.total === 0 && ended === 'all tables done';
    const rows: [string, string | number][] = [
      ['tables at once', `${runs.length} (${MIX.map((p) => `${p.game} ${p.seats}`).join(', ')})`],
      ['players (clients)', `${players} (+ ${Math.floor(runs.length / 4)} second devices racing)`],
      ['transports', 'sockets and REST + event feed, alternating seat by seat'],
      ['actions acknowledged', stats.acked],
      ['actions in the logs', inLog],
      ['time', `${seconds.toFixed(1)} s (${ended})`],
      ['actions per second', stats.acked / seconds],
      ['latency p50', `${quantile(sorted, 0.5).toFixed(1)} ms`],
      ['latency p99', `${quantile(sorted, 0.99).toFixed(1)} ms`],
      ['states received and checked', stats.states],
      ['conflicts (STALE_SEQ between racing devices)', stats.conflicts],
      ...retryRows(stats),
      ['matches finished', `${finished} of ${runs.length} (the rest stopped at the cap of ${CAP} actions)`],
      ['views checked against the seed after the end', checked],
      ['acknowledged actions missing from the log', lost],
      ['leaks', leaks],
      ['errors', tally.total],
      ['workerd RSS', `${mib(idleRss)} before, ${mib(peakRss)} peak, ${mib(endRss)} after`],
    ];
    console.log(table(rows));
    if (tally.total > 0) console.log([...tally.errors].map(([k, v]) => `${k}: ${v}`).join('\n'), '\n', tally.samples.join('\n'));
    if (!args['no-write']) {
      writeSection('load', `Run ${machine()}: \`npm run load -- --tables ${TABLES} --cap ${CAP}\`.\n\n${table(rows)}`);
    }
    return ok;
  } finally {
    await server.stop();
  }
}

const loaded = await load();
const faulted = args['skip-faults'] ? true : await runFaults({ write: !args['no-write'] });
process.exit(loaded && faulted ? 0 : 1);
