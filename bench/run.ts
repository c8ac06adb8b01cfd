/**
 * npm run bench: every benchmark module under bench/ (one per game, plus the API run), side by side
 * in one process. Absolute times on shared machines are noisy: compare ratios within one run.
 * Usage: npm run bench [-- name-filter]
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BenchRow {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
}
export type Bench = (report: (row: BenchRow) => void) => void | Promise<void>;

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];
const files = readdirSync(here).filter((f) => f.endsWith('.bench.ts') && (!filter || f.includes(filter))).sort();
const rows: BenchRow[] = [];
for (const file of files) {
  const mod = (await import(join(here, file))) as { default: Bench };
  console.log(`\n## ${file.replace('.bench.ts', '')}`);
  await mod.default((row) => {
    rows.push(row);
    console.log(`${row.name.padEnd(60)} ${row.value.toLocaleString('en-US', { maximumFractionDigits: 3 }).padStart(14)} ${row.unit}`);
  });
}
if (files.length === 0) console.log('no benchmarks found');
