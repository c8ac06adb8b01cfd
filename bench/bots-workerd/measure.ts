/**
 * Times the same bot decisions in workerd (the bench worker) and in Node, chunk by chunk in turn so
 * that both meet the same load on the machine. Two measures in each runtime:
 * - CPU time, the quantity the Workers limits count. workerd: read from outside, the CPU time of the
 *   workerd process (/proc schedstat) around a request that runs the decision `reps` times, minus the
 *   same request with 0 runs (HTTP, JSON of the input, response). Node: process.cpuUsage around the
 *   same `reps` runs.
 * - Wall time inside the runtime, with the millisecond-clock method of timing.ts (workerd's clock
 *   ticks in whole milliseconds), the same in both; in Node also with performance.now() read at the
 *   same moments, which checks the method.
 */
import { loadavg } from 'node:os';
import type { BenchWorker } from '../../scripts/lib/bench-worker.js';
import { type BotInput, type BotLevel, botFor } from '../../shared/bots/index.js';
import { formatName, positions, type TimedFormat } from './positions.js';
import { calibrate, type Clock, type Timed, timeDecision } from './timing.js';

export interface MeasureOptions {
  readonly formats: readonly TimedFormat[];
  readonly levels: readonly BotLevel[];
  /** Decisions per game and level, shared evenly by the game's seat counts. */
  readonly perGame: number;
  /** The wall-time method repeats a decision until at least this many milliseconds have passed. */
  readonly minMs: number;
  /** The CPU measure repeats a decision until about this much CPU (by Node's figure) is spent. */
  readonly cpuMs?: number;
  readonly chunk?: number;
  readonly log?: (line: string) => void;
}

/** Milliseconds per decision, in the order of the positions. */
export interface Series {
  readonly format: string;
  readonly level: BotLevel;
  readonly workerdCpu: number[];
  readonly workerdWall: number[];
  readonly nodeCpu: number[];
  readonly nodeWall: number[];
  /** Node, performance.now() over the same runs as nodeWall. */
  readonly nodeExact: number[];
  /** Decisions whose choice differed between runs or between the runtimes (should be 0). */
  readonly mismatches: number;
}

export interface Measurement {
  readonly series: Series[];
  readonly clock: unknown;
  readonly loadBefore: number[];
  readonly loadAfter: number[];
  readonly seconds: number;
  readonly minMs: number;
  readonly cpuMs: number;
  readonly perGame: number;
}

interface TimeResponse {
  readonly results: Timed[];
}

const cpuMsOf = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

interface NodeTimes {
  readonly wall: Timed;
  readonly reps: number;
  readonly cpu: number;
}

function timeInNode(level: BotLevel, input: BotInput, clock: Clock, minMs: number, cpuMs: number): NodeTimes {
  const bot = botFor(input.game, level);
  const run = () => bot.choose(input);
  const wall = timeDecision(run, clock, minMs);
  const reps = Math.max(1, Math.min(5000, Math.ceil(cpuMs / Math.max(wall.ms, 1e-4))));
  const c0 = process.cpuUsage();
  for (let i = 0; i < reps; i++) run();
  return { wall, reps, cpu: cpuMsOf(process.cpuUsage(c0)) / reps };
}

/** workerd CPU ms per decision: `reps` runs minus the same request with none. */
async function cpuInWorkerd(worker: BenchWorker, level: BotLevel, input: BotInput, reps: number): Promise<[number, string]> {
  const c0 = worker.workerdCpuNs();
  await worker.post('/run', { level, input, reps: 0 });
  const c1 = worker.workerdCpuNs();
  const { choice } = await worker.post<{ choice: string }>('/run', { level, input, reps });
  const c2 = worker.workerdCpuNs();
  return [Math.max(0, c2 - c1 - (c1 - c0)) / 1e6 / reps, choice];
}

export async function measure(worker: BenchWorker, options: MeasureOptions): Promise<Measurement> {
  const log = options.log ?? (() => {});
  const chunk = options.chunk ?? 20;
  const cpuMs = options.cpuMs ?? 2;
  const t0 = performance.now();
  const loadBefore = loadavg();
  const clock = await worker.get<unknown>('/clock');
  const nodeClock = calibrate(
    () => Date.now(),
    () => performance.now(),
  );
  const series: Series[] = [];
  for (const format of options.formats) {
    const count = Math.ceil(options.perGame / options.formats.filter((f) => f.game === format.game).length);
    for (const level of options.levels) {
      const inputs = positions(format, level, count);
      // The isolate's first runs of a game compile its code: warm it as Node is warm from the play.
      await worker.post<TimeResponse>('/time', { level, minMs: 0, inputs: inputs.slice(0, 10) });
      const s: Series = { format: formatName(format), level, workerdCpu: [], workerdWall: [], nodeCpu: [], nodeWall: [], nodeExact: [], mismatches: 0 };
      let mismatches = 0;
      for (let i = 0; i < inputs.length; i += chunk) {
        const part = inputs.slice(i, i + chunk);
        const node = part.map((input) => timeInNode(level, input, nodeClock, options.minMs, cpuMs));
        const remote = await worker.post<TimeResponse>('/time', { level, minMs: options.minMs, inputs: part });
        for (const [j, input] of part.entries()) {
          const n = node[j]!;
          const w = remote.results[j]!;
          const [cpu, choice] = await cpuInWorkerd(worker, level, input, n.reps);
          if (!n.wall.stable || !w.stable || n.wall.choice !== w.choice || choice !== w.choice) mismatches++;
          s.nodeWall.push(n.wall.ms);
          s.nodeCpu.push(n.cpu);
          s.nodeExact.push(n.wall.exactMs ?? n.wall.ms);
          s.workerdWall.push(w.ms);
          s.workerdCpu.push(cpu);
        }
      }
      series.push({ ...s, mismatches });
      const q = (xs: number[]) => quantile(xs, 0.5).toFixed(3);
      const secs = ((performance.now() - t0) / 1000).toFixed(0);
      log(`${s.format} ${level}: ${inputs.length} decisions, median CPU workerd ${q(s.workerdCpu)} ms, Node ${q(s.nodeCpu)} ms; wall workerd ${q(s.workerdWall)} ms, Node ${q(s.nodeWall)} ms (${secs} s)`);
    }
  }
  return { series, clock, loadBefore, loadAfter: loadavg(), seconds: (performance.now() - t0) / 1000, minMs: options.minMs, cpuMs, perGame: options.perGame };
}

/** The q-quantile as scripts/bots.ts takes it (the value at floor(q·n) of the sorted list). */
export function quantile(xs: readonly number[], q: number): number {
  const s = xs.slice().sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

/** Median of the per-decision ratios a/b. */
export function medianRatio(a: readonly number[], b: readonly number[]): number {
  return quantile(
    a.map((x, i) => x / Math.max(1e-6, b[i]!)),
    0.5,
  );
}
