/**
 * Bot decision times inside workerd (issue 9), beside the same decisions in Node: every game at
 * every seat count, club and strong levels, over positions from seeded matches the bots play
 * themselves. Starts the bench-only worker (bench/bots-workerd/worker.ts) under `wrangler dev` on
 * 127.0.0.1 and stops it at the end. About three minutes with the defaults on a quiet 2-core machine.
 *   npm run bench -- bots-workerd [--decisions 300] [--min-ms 2] [--games tarot,tablanet] [--write]
 * `--decisions` counts per game and level, shared by the game's seat counts.
 * `--write` puts the section "Decision time in workerd" into docs/bots.md.
 */
import { writeFileSync } from 'node:fs';
import { BenchWorker } from '../scripts/lib/bench-worker.js';
import type { BotLevel } from '../shared/bots/index.js';
import { measure, quantile } from './bots-workerd/measure.js';
import { TIMED_FORMATS } from './bots-workerd/positions.js';
import { section, withSection } from './bots-workerd/report.js';
import type { Bench } from './run.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const games = flag('--games')?.split(',');
const LEVELS: readonly BotLevel[] = ['club', 'strong'];

const bench: Bench = async (report) => {
  const worker = await BenchWorker.start('bench/bots-workerd/worker.ts', 'bots-workerd');
  try {
    const m = await measure(worker, {
      formats: TIMED_FORMATS.filter((f) => !games || games.includes(f.game)),
      levels: LEVELS,
      perGame: Number(flag('--decisions') ?? 300),
      minMs: Number(flag('--min-ms') ?? 2),
      log: (line) => console.error(line),
    });
    for (const s of m.series) {
      for (const [runtime, xs] of [['workerd CPU', s.workerdCpu], ['node CPU', s.nodeCpu], ['workerd wall', s.workerdWall]] as const) {
        for (const [q, name] of [[0.5, 'median'], [0.99, 'p99']] as const) {
          report({ name: `${s.format} ${s.level} ${runtime} ${name}`, value: quantile(xs, q), unit: 'ms' });
        }
      }
    }
    const md = section(m);
    console.log(`\n${md}`);
    if (args.includes('--write')) {
      writeFileSync('docs/bots.md', withSection('docs/bots.md', md));
      console.error('wrote the section into docs/bots.md');
    }
  } finally {
    await worker.stop();
  }
};

export default bench;
