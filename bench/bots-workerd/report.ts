/**
 * The section "Decision time in workerd" of docs/bots.md, between the markers scripts/bots.ts keeps
 * when it rewrites the report.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { type Measurement, medianRatio, quantile, type Series } from './measure.js';

/** Issue 9: a decision at the default level (club) within the Workers limits. */
export const TARGET = { medianMs: 50, p99Ms: 250 } as const;

const f2 = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const load = (xs: readonly number[]) => xs.map((x) => x.toFixed(2)).join(' / ');

function version(pkg: string): string {
  try {
    return (createRequire(import.meta.url)(`${pkg}/package.json`) as { version: string }).version;
  } catch {
    return '?';
  }
}

const within = (s: Series) => quantile(s.workerdCpu, 0.5) < TARGET.medianMs && quantile(s.workerdCpu, 0.99) < TARGET.p99Ms;

/** The series of one game and level, its seat counts pooled. */
function byGame(series: readonly Series[]): Series[] {
  const out = new Map<string, Series>();
  for (const s of series) {
    const key = `${s.format.split('-')[0]} ${s.level}`;
    const seen = out.get(key);
    if (!seen) out.set(key, { ...s, format: `${s.format.split('-')[0]} (${s.format.split('-')[1]})` });
    else
      out.set(key, {
        format: `${seen.format.slice(0, -1)}, ${s.format.split('-')[1]})`,
        level: s.level,
        workerdCpu: [...seen.workerdCpu, ...s.workerdCpu],
        workerdWall: [...seen.workerdWall, ...s.workerdWall],
        nodeCpu: [...seen.nodeCpu, ...s.nodeCpu],
        nodeWall: [...seen.nodeWall, ...s.nodeWall],
        nodeExact: [...seen.nodeExact, ...s.nodeExact],
        mismatches: seen.mismatches + s.mismatches,
      });
  }
  return [...out.values()];
}

/** One format's workerd CPU, briefly. */
function detail(s: Series): string {
  const c = s.workerdCpu;
  return `| ${s.format} | ${s.level} | ${c.length} | ${f2(quantile(c, 0.5))} | ${f2(quantile(c, 0.9))} | ${f2(Math.max(...c))} | ${f2(quantile(s.nodeCpu, 0.5))} |`;
}

function row(s: Series): string {
  const c = s.workerdCpu;
  const verdict = within(s) ? 'within' : '**over**';
  const cells = [s.format, s.level, c.length, f2(quantile(c, 0.5)), f2(quantile(c, 0.9)), f2(quantile(c, 0.99)), f2(Math.max(...c))];
  cells.push(f2(quantile(s.nodeCpu, 0.5)), f2(quantile(s.nodeCpu, 0.99)), medianRatio(c, s.nodeCpu).toFixed(2));
  cells.push(f2(quantile(s.workerdWall, 0.5)), f2(quantile(s.workerdWall, 0.99)), medianRatio(s.workerdWall, s.nodeWall).toFixed(2), verdict);
  return `| ${cells.join(' | ')} |`;
}

export function section(m: Measurement): string {
  const all = m.series;
  const games = byGame(all);
  const club = games.filter((s) => s.level === 'club');
  const strong = games.filter((s) => s.level === 'strong');
  // Judged per game (seat counts pooled) and per seat count alike.
  const clubOver = [...club, ...all.filter((s) => s.level === 'club')].filter((s) => !within(s)).map((s) => s.format);
  const strongOver = [...strong, ...all.filter((s) => s.level === 'strong')].filter((s) => !within(s)).map((s) => `${s.format} (median ${f2(quantile(s.workerdCpu, 0.5))} ms, p99 ${f2(quantile(s.workerdCpu, 0.99))} ms)`);
  const exactErr = all.flatMap((s) => s.nodeWall.map((x, i) => Math.abs(x - s.nodeExact[i]!) / Math.max(1e-6, s.nodeExact[i]!)));
  const mismatches = sum(all.map((s) => s.mismatches));
  const total = (k: 'workerdCpu' | 'nodeCpu' | 'workerdWall' | 'nodeWall') => sum(all.map((s) => sum(s[k])));
  const worst = (xs: readonly Series[], q: number) => f2(Math.max(...xs.map((s) => quantile(s.workerdCpu, q))));
  const cpu = cpus();
  const out: string[] = [];
  out.push('## Decision time in workerd', '');
  out.push(
    'Measured by `npm run bench -- bots-workerd --write` (bench/bots-workerd.bench.ts). For every game at every seat count and for the club and strong levels, seeded matches (default options) are played by that level in every seat, and the input of each decision is kept as the table\'s Durable Object builds it (view, legal notations, public history, options, seed; seats with a single legal action included, since the table asks the bot then too). The same inputs are then timed inside workerd — a bench-only worker (bench/bots-workerd/worker.ts, bound in no wrangler.toml) under `wrangler dev` on 127.0.0.1 — and in Node, in chunks of 20 taken in turn so that both meet the same load.',
    '',
    `**CPU time** (the figures judged against the target, since the Workers limits count CPU): the bench reads the CPU time of the workerd process from outside (the sum over its threads of /proc/<pid>/task/<tid>/schedstat, in nanoseconds) around a request that runs the decision *r* times, and subtracts the same request with no run (HTTP, the input's JSON, the answer); *r* is chosen so that the runs take about ${m.cpuMs} ms (one run for any decision that long), and the figure is per run. In Node, \`process.cpuUsage()\` around the same *r* runs. CPU time is not stretched when other jobs hold the cores, as wall time is.`,
    '',
    `**Wall time inside workerd.** In this workerd, \`performance.now()\`, \`Date.now()\` and \`process.hrtime\` move during synchronous compute (they are not frozen until the next I/O as in production), but only in whole milliseconds (the bench worker's \`/clock\`: ${clockText(m.clock)}). A club decision takes hundredths of a millisecond, so each decision is timed like this, in both runtimes (bench/bots-workerd/timing.ts): start on a tick edge, run the same decision again until at least ${m.minMs} ms have passed, then spin to the next tick counting clock reads at a calibrated rate to place the end inside its millisecond; the time is the span over the runs. Node uses the same method on \`Date.now()\`, and reads \`performance.now()\` at the same moments to check it: the two spans differ by ${(100 * quantile(exactErr, 0.5)).toFixed(1)}% at the median, ${(100 * quantile(exactErr, 0.9)).toFixed(1)}% at p90 and ${(100 * quantile(exactErr, 0.99)).toFixed(1)}% at p99. (the large differences are decisions where the process lost its core between the two clocks' reads or during the final spin). Wall time counts whatever the other jobs take of the cores meanwhile: under load it is an upper bound of the CPU time, noisy decision by decision. A bot gives the same choice for the same input and seed: ${mismatches === 0 ? 'every run in both runtimes gave the same choice' : `**${mismatches} decisions did not give one choice**`}.`,
    '',
    'All runs are warm: the first decisions in a fresh isolate compile the bots\' code, so the bench warms each isolate with ten decisions first, as Node is warm from playing the matches. A table\'s first bot move after its Durable Object wakes up pays that compilation once on top.',
    '',
    `**Machine:** ${cpu[0]?.model ?? '?'}, ${cpu.length} cores, ${Math.round(totalmem() / 1e9)} GB; workerd ${version('workerd')} (wrangler ${version('wrangler')}), Node ${process.versions.node}; shared with other jobs. Load average (1/5/15 min) ${load(m.loadBefore)} at the start and ${load(m.loadAfter)} at the end; ${m.seconds.toFixed(0)} s in all.`,
    '',
    `Milliseconds per decision. *workerd/Node* is the median of the per-decision ratios (over all decisions, workerd's total CPU is ${(total('workerdCpu') / total('nodeCpu')).toFixed(2)}× Node's and its total wall time ${(total('workerdWall') / total('nodeWall')).toFixed(2)}× Node's). *Target* is issue 9's for the default level, judged on workerd CPU: median under ${TARGET.medianMs} ms and p99 under ${TARGET.p99Ms} ms.`,
    '',
    '| game (seats) | level | decisions | CPU median | p90 | p99 | max | Node CPU median | Node CPU p99 | workerd/Node CPU | wall median | wall p99 | workerd/Node wall | target |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...club.map(row),
    ...strong.map(row),
    '',
    'By seat count (workerd CPU; with ~100 decisions a format\'s p99 is its maximum):',
    '',
    '| format | level | decisions | CPU median | p90 | max | Node CPU median |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...all.filter((s) => s.level === 'club').map(detail),
    ...all.filter((s) => s.level === 'strong').map(detail),
    '',
  );
  out.push(
    clubOver.length === 0
      ? `**Club (the default level, \`worker/table/settings.ts\`) meets the target in every game and at every seat count**: its slowest median is ${worst(club, 0.5)} ms of CPU and its slowest p99 ${worst(club, 0.99)} ms.`
      : `**Club misses the target in ${clubOver.join(', ')}.**`,
    '',
    strongOver.length === 0
      ? `The strong level is within the same target everywhere as well (slowest median ${worst(strong, 0.5)} ms, slowest p99 ${worst(strong, 0.99)} ms).`
      : `**The strong level is over the target in ${strongOver.join('; ')}.** It may be, in alarms only: the table plays every bot move from its Durable Object's alarm, whose limits are wider than a request's.`,
  );
  return out.join('\n');
}

function clockText(clock: unknown): string {
  const c = clock as { duringSpinMs?: number; distinctIn3ms?: number; smallestStepMs?: number };
  return `${c.duringSpinMs ?? '?'} ms read across a busy loop, ${c.distinctIn3ms ?? '?'} distinct readings in 3 ms of reads, smallest step ${c.smallestStepMs ?? '?'} ms`;
}

const START = '<!-- bots:workerd -->';
const END = '<!-- /bots:workerd -->';

/** docs/bots.md with the section replaced, or appended when it is not there yet. */
export function withSection(path: string, md: string): string {
  const block = `${START}\n${md.trim()}\n${END}\n`;
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const at = text.indexOf(START);
  const end = text.indexOf(END);
  if (at >= 0 && end > at) return text.slice(0, at) + block + text.slice(end + END.length).replace(/^\n/, '');
  return `${text.trimEnd()}\n\n${block}`;
}
