/**
 * The long runs write their figures into docs/reliability.md, each between its own markers
 * (`<!-- load:begin -->` … `<!-- load:end -->`), so that a run replaces its own section only.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

const DOC = 'docs/reliability.md';

export function writeSection(name: string, markdown: string): void {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  let doc = readFileSync(DOC, 'utf8');
  const from = doc.indexOf(begin);
  const to = doc.indexOf(end);
  const body = `${begin}\n${markdown.trim()}\n${end}`;
  if (from >= 0 && to > from) doc = doc.slice(0, from) + body + doc.slice(to + end.length);
  else doc = `${doc.trimEnd()}\n\n${body}\n`;
  writeFileSync(DOC, doc);
}

/** A markdown table of [label, value] rows. */
export function table(rows: readonly (readonly [string, string | number])[]): string {
  const fmt = (v: string | number) => (typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: 1 }) : v);
  return ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${fmt(v)} |`)].join('\n');
}

/** Where and when a run happened. */
export function machine(): string {
  const cpu = cpus();
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}`;
}

export const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
