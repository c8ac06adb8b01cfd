/**
 * npm run simulate: one day of the issue-23 scenario (100,000 players online at the peak, 20,000 live
 * tables, 500,000 correspondence tables, 200 club lobbies, a tournament of 2,000 entrants) in the
 * seeded discrete-event model of scripts/lib/simulation.ts, driven by the per-request costs measured
 * in workerd (bench/costs.json, `npm run bench -- costs`). No traffic leaves the process.
 *   npm run simulate [-- --seed 23] [--hours 24] [--sample 0.01] [--no-cache] [--bare-ms 1] [--json out.json]
 * --bare-ms: scale every measured CPU figure so that a request to a bare Durable Object (bare_request,
 * measured in the same run) costs this many ms — local workerd on a shared machine costs several times
 * what the platform does; without it, the figures are used as measured (an upper bound).
 * Prints the peak requests per second and CPU per object class, each class's busiest object, the
 * slowest object of all, and the bill per 1,000 player actions on the public prices (docs/scale.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Costs, FULL_SCENARIO, type Report, type Scenario, simulate } from './lib/simulation.js';

/**
 * Public prices (Workers Paid, USD), docs/scale.md cites the pages:
 * developers.cloudflare.com/durable-objects/platform/pricing/ and /workers/platform/pricing/.
 */
export const PRICES = {
  workerRequestsPerMillion: 0.3,
  workerCpuPerMillionMs: 0.02,
  objectRequestsPerMillion: 0.15,
  durationPerMillionGbS: 12.5,
  rowsWrittenPerMillion: 1.0,
  storagePerGbMonth: 0.2,
};
/** Memory billed per active object (Durable Objects bill 128 MB per object). */
const GB_PER_OBJECT = 0.128;

/** Dollars per 1,000 player actions: requests, CPU, and the objects' active time (CPU time as its floor). */
export function billPer1000Actions(r: Report): Record<string, number> {
  const k = 1000 / Math.max(1, r.actions);
  const workerCpuMs = r.totals.cpuSeconds * 1000;
  const usd = {
    workerRequests: (r.totals.workerRequests / 1e6) * PRICES.workerRequestsPerMillion,
    cpu: (workerCpuMs / 1e6) * PRICES.workerCpuPerMillionMs,
    objectRequests: (r.totals.objectRequests / 1e6) * PRICES.objectRequestsPerMillion,
    // Duration: an object is billed while it runs — at least its CPU time, at most the requests' wall
    // time as measured (hibernated sockets are free); the upper bound is charged here.
    duration: ((Math.max(r.totals.cpuSeconds, r.totals.objectWallSeconds) * GB_PER_OBJECT) / 1e6) * PRICES.durationPerMillionGbS,
    // Storage: what a day writes, kept for a month.
    storage: (r.totals.bytesWritten / 1e9) * PRICES.storagePerGbMonth,
  };
  const out: Record<string, number> = {};
  let total = 0;
  for (const [key, v] of Object.entries(usd)) {
    out[key] = Number((v * k).toFixed(6));
    total += v * k;
  }
  out.total = Number(total.toFixed(6));
  return out;
}

export function printReport(r: Report): void {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`seed ${r.scenario.seed}, ${r.scenario.hours} h, sample ${r.scenario.sample}, lobby cache ${r.scenario.lobbyCache ? `${r.scenario.lobbyTtlSeconds} s` : 'off'}; ${r.events.toLocaleString('en-US')} events`);
  console.log(`${'class'.padEnd(12)}${pad('requests/day', 15)}${pad('CPU s/day', 12)}${pad('peak req/s', 12)}${pad('peak CPU ms/s', 15)}   busiest object (req/s, CPU ms/s, % of one object's limit)`);
  for (const [cls, c] of Object.entries(r.classes)) {
    const b = c.busiest;
    const share = cls === 'worker' ? '' : `${b.id} (${b.requestsPerSecond}, ${b.cpuMsPerSecond}, ${Math.round(Math.max(b.requestsPerSecond / 10, b.cpuMsPerSecond / 10))} %)`;
    console.log(`${cls.padEnd(12)}${pad(c.requests.toLocaleString('en-US'), 15)}${pad(c.cpuSeconds.toLocaleString('en-US'), 12)}${pad(c.peakRequestsPerSecond, 12)}${pad(c.peakCpuMsPerSecond, 15)}   ${share}`);
  }
  console.log(`slowest object: ${r.slowest.class} ${r.slowest.id}, ${r.slowest.cpuMsPerSecond} ms CPU per second, ${r.slowest.requestsPerSecond} requests per second`);
  console.log(`player actions: ${r.actions.toLocaleString('en-US')}; bill per 1,000 actions (USD): ${JSON.stringify(billPer1000Actions(r))}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const here = dirname(fileURLToPath(import.meta.url));
  const measured = (JSON.parse(readFileSync(join(here, '..', 'bench', 'costs.json'), 'utf8')) as { costs: Costs }).costs;
  const bareMs = flag('--bare-ms');
  const scale = bareMs === undefined ? 1 : Number(bareMs) / (measured.bare_request?.cpuMs ?? Number(bareMs));
  const costs: Costs = Object.fromEntries(Object.entries(measured).map(([k, c]) => [k, { ...c, cpuMs: c.cpuMs * scale }]));
  if (scale !== 1) console.log(`CPU figures scaled by ${scale.toFixed(3)} (a bare request: ${bareMs} ms)`);
  const scenario: Scenario = {
    ...FULL_SCENARIO,
    seed: Number(flag('--seed') ?? FULL_SCENARIO.seed),
    hours: Number(flag('--hours') ?? FULL_SCENARIO.hours),
    sample: Number(flag('--sample') ?? FULL_SCENARIO.sample),
    lobbyCache: !args.includes('--no-cache'),
  };
  const report = simulate(scenario, costs);
  printReport(report);
  const out = flag('--json');
  if (out) writeFileSync(out, `${JSON.stringify({ ...report, bill: billPer1000Actions(report) }, null, 2)}\n`);
}
