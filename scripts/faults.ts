/**
 * Faults against `wrangler dev` on 127.0.0.1 (part of `npm run load`; alone: `npx tsx scripts/faults.ts`):
 * tables of every game in play, their clients over sockets and REST (some seats on two racing devices),
 * and in the middle of it the whole local server killed with SIGKILL — wrangler and workerd, nothing
 * flushed — and started again on the same `--persist-to` directory, twice. Clients find their way back:
 * sockets reconnect (and may act on a stale seq: the table answers STALE_SEQ with the current state),
 * REST calls whose answer was lost are retried with the same Idempotency-Key. Afterwards every action
 * any client saw acknowledged must be in the table's log at its seq, every table that was still in play
 * must have played on after the restarts, and finished matches are checked for leaks from their seed.
 * Eviction of single table objects is tested in workerd (test/worker/faults.test.ts).
 */
import { pathToFileURL } from 'node:url';
import { quantile, sleep } from './lib/client.js';
import { audit, createTable, MIX, playTable, retryRows, Stats, Tally } from './lib/players.js';
import { machine, mib, table, writeSection } from './lib/report.js';
import { LocalServer, UNLIMITED } from './lib/wrangler.js';

export interface FaultOptions {
  readonly tables?: number;
  readonly cap?: number;
  readonly kills?: number;
  /** Seconds of play between two kills. */
  readonly every?: number;
  readonly write?: boolean;
}

export async function runFaults(options: FaultOptions = {}): Promise<boolean> {
  const { tables = 100, cap = 100, kills = 2, every = 6, write = true } = options;
  const server = await LocalServer.start({ label: 'faults', vars: UNLIMITED, direct: true });
  const tally = new Tally();
  const stats = new Stats(tally);
  try {
    console.log(`faults: server ${server.base}; creating ${tables} tables…`);
    const runs: Awaited<ReturnType<typeof createTable>>[] = [];
    for (let i = 0; i < tables; i += 10) {
      runs.push(...(await Promise.all(Array.from({ length: Math.min(10, tables - i) }, (_, j) => createTable(server, MIX[(i + j) % MIX.length]!, i + j, cap)))));
    }
    const start = performance.now();
    const played = Promise.all(runs.map((r, i) => playTable(server, r, stats, i, i % 3 === 0)));
    const restarts: number[] = [];
    const atKill: { acked: number; open: number; rss: number }[] = [];
    for (let k = 0; k < kills; k++) {
      await sleep(every * 1000);
      const open = runs.filter((r) => !r.stop.signal.aborted);
      atKill.push({ acked: stats.acked, open: open.length, rss: server.workerdRss() });
      console.log(`  SIGKILL ${k + 1} at ${stats.acked} acknowledged actions, ${open.length} tables in play`);
      const t = performance.now();
      await server.restart();
      restarts.push(performance.now() - t);
      console.log(`  back after ${(restarts.at(-1)! / 1000).toFixed(1)} s`);
    }
    // The tables still in play at the last kill, with the seq they had reached then.
    const lastKill = new Map(runs.filter((r) => !r.stop.signal.aborted).map((r) => [r, r.seq]));
    const limit = sleep(300_000).then(() => {
      for (const r of runs) r.stop.abort();
      return 'time limit';
    });
    const ended = await Promise.race([played.then(() => 'all tables done'), limit]);
    const seconds = (performance.now() - start) / 1000;

    const audits = await Promise.all(runs.map((r) => audit(server, r, tally)));
    const lost = audits.reduce((n, a) => n + a.lost, 0);
    const leaks = audits.reduce((n, a) => n + a.leaks, 0);
    let stuck = 0;
    for (const [r, seq] of lastKill) {
      const rec = audits[runs.indexOf(r)]!.rec;
      if (rec.actions.length <= seq && rec.status !== 'finished') {
        stuck++;
        tally.add('table did not play on', `${r.id} at seq ${seq}`);
      }
    }
    const sorted = stats.latencies.slice().sort((a, b) => a - b);
    const rows: [string, string | number][] = [
      ['tables', `${runs.length} (every game and seat count; a third with a second device racing on one seat)`],
      ['SIGKILLs of wrangler + workerd', `${kills}, at ${atKill.map((a) => `${a.acked} actions (${a.open} tables in play)`).join(' and ')}`],
      ['restart on the same state dir', restarts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')],
      ['actions acknowledged', stats.acked],
      ['acknowledged actions missing from the log', lost],
      ['tables in play at the last kill', lastKill.size],
      ['of those, tables that did not play on', stuck],
      ['matches finished', `${audits.filter((a) => a.rec.status === 'finished').length} of ${runs.length}`],
      ['conflicts answered STALE_SEQ (racing devices, stale sockets)', stats.conflicts],
      ...retryRows(stats),
      ['leaks', leaks],
      ['errors', tally.total],
      ['time', `${seconds.toFixed(1)} s (${ended}); latency p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms`],
      ['workerd RSS at the kills', atKill.map((a) => mib(a.rss)).join(', ')],
    ];
    console.log(table(rows));
    if (tally.total > 0) console.log([...tally.errors].map(([k, v]) => `${k}: ${v}`).join('\n'), '\n', tally.samples.join('\n'));
    if (write) writeSection('faults', `Run ${machine()}: \`npm run load\` (fault part).\n\n${table(rows)}`);
    return tally.total === 0 && ended === 'all tables done';
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit((await runFaults()) ? 0 : 1);
}
