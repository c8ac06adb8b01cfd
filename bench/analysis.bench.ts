/**
 * The post-game analysis measured (issue 22; the figures are in docs/analysis.md):
 *   agreement  how often the analysis' best action (default budget) is the best action of a search with
 *              ten times the budget, per game and phase, over decisions of seeded club-bot deals;
 *   blunders   deliberate blunders inserted into bot deals (insertBlunder, judged by the 10× search):
 *              recall = how many the analysis classes as blunders; precision = how many of the
 *              decisions it classes as blunders (the inserted ones and the sampled bot decisions) the
 *              10× search finds to lose at least the blunder threshold per share;
 *   workerd    CPU per analysed deal inside workerd (a bench-only worker, schedstat read from outside),
 *              the largest decision, and the largest alarm run with the table's CHUNK_NODES;
 *   match      a five-deal Tarot match played on the real service (one seat by a club bot from here,
 *              three of the table's bots) with the default budget: time from its end until the
 *              analysis is complete, and workerd's CPU meanwhile.
 *   npm run bench -- analysis [--parts agreement,blunders,workerd,match] [--games tarot,tablanet] [--per-game 10] [--blunders 3]
 * Absolute times on a shared machine are noisy; CPU times are less so than wall times.
 */
import { type BotInput, botFor } from '../shared/bots/index.js';
import {
  type AnalysisBudget,
  alternativesOf,
  analysePoint,
  analysisHooks,
  CHUNK_NODES,
  type DecisionAnalysis,
  DEFAULT_BUDGET,
  decisionsToAnalyse,
  insertBlunder,
  prepare,
} from '../shared/analysis/index.js';
import { getGame, type MatchRecord } from '../shared/index.js';
import { BenchWorker } from '../scripts/lib/bench-worker.js';
import { LocalServer, UNLIMITED } from '../scripts/lib/wrangler.js';
import { botMatch } from '../test/engine/analysis/oracle.js';
import type { Bench, BenchRow } from './run.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const parts = (flag('--parts') ?? 'agreement,blunders,workerd,match').split(',');
const PER_GAME = Number(flag('--per-game') ?? 10);
/** Blunders inserted per game (each judged by the 10× search over every alternative). */
const BLUNDERS = Number(flag('--blunders') ?? 3);

/** Every game, at the table size its clubs play most, one deal (or hand) each. */
const FORMATS = [
  { game: 'tarot', seats: 4, options: { deals: 1 } },
  { game: 'tarock', seats: 4, options: { rounds: 1 } },
  { game: 'taleles', seats: 3, options: {} },
  { game: 'tablanet', seats: 2, options: { targetScore: 1 } },
].filter((f) => !flag('--games') || flag('--games')!.split(',').includes(f.game));

const TENFOLD: AnalysisBudget = { samples: DEFAULT_BUDGET.samples * 10, infoNodes: DEFAULT_BUDGET.infoNodes * 10, openNodes: DEFAULT_BUDGET.openNodes * 10 };

const log = (line: string) => console.error(line);
const pct = (a: number, b: number) => (b === 0 ? '–' : `${Math.round((100 * a) / b)} % (${a}/${b})`);

/** The first `deals` deals of a seeded club-bot match (a deal all pass is dealt again: take two to see one played). */
function dealRecord(f: (typeof FORMATS)[number], seed: string, deals = 2): MatchRecord {
  const def = getGame(f.game)!;
  return botMatch(def, f.seats, f.options, seed, 'club', (s) => def.closedDeals(s) >= deals).record;
}

/** `n` decisions with a real choice from the first deals of seeded matches: half outside the card play, half in it, each half evenly spread. */
function sample(f: (typeof FORMATS)[number], n: number): { record: MatchRecord; index: number }[] {
  const other: { record: MatchRecord; index: number }[] = [];
  const play: { record: MatchRecord; index: number }[] = [];
  for (let s = 0; s < 3; s++) {
    const record = dealRecord(f, `agree:${s}`);
    const m = prepare(record);
    for (const index of decisionsToAnalyse(m)) {
      const point = m.walk.points[index]!;
      if (alternativesOf(m.hooks, point).length < 2) continue;
      const phase = (m.def.view(point.state, 'spectator') as { phase: string }).phase;
      (phase === 'play' ? play : other).push({ record, index });
    }
  }
  const spread = <T>(xs: readonly T[], k: number): T[] => Array.from({ length: Math.min(k, xs.length) }, (_, i) => xs[Math.floor((i * xs.length) / Math.min(k, xs.length))]!);
  const fromOther = spread(other, Math.floor(n / 2));
  return [...fromOther, ...spread(play, n - fromOther.length)];
}

const bestOf = (a: DecisionAnalysis) => new Set([a.alternatives[0]!.action, ...(a.alternatives[0]!.also ?? [])]);

interface Judged {
  readonly game: string;
  readonly phase: string;
  readonly agree: boolean;
  /** Flagged as a blunder by the default budget, and a blunder by the 10× search. */
  readonly flagged: boolean;
  readonly truth: boolean;
}

function agreement(report: (row: BenchRow) => void): Judged[] {
  const out: Judged[] = [];
  for (const f of FORMATS) {
    const t = analysisHooks(f.game)!.thresholds;
    const prepared = new Map<MatchRecord, ReturnType<typeof prepare>>();
    for (const { record, index } of sample(f, PER_GAME)) {
      if (!prepared.has(record)) prepared.set(record, prepare(record));
      const m = prepared.get(record)!;
      const a = analysePoint(m, index, DEFAULT_BUDGET);
      const b = analysePoint(m, index, TENFOLD);
      if (!a || !b) continue;
      const agree = bestOf(b).has(a.alternatives[0]!.action);
      out.push({ game: f.game, phase: a.phase, agree, flagged: a.class === 'blunder', truth: b.loss / b.shares >= t.blunder });
      log(`agreement ${f.game} #${a.seq} ${a.phase}: ${a.alternatives[0]!.action} vs ${b.alternatives[0]!.action} ${agree ? '=' : '≠'}; ${a.class} vs ${b.class} (10× loss ${(b.loss / b.shares).toFixed(1)}/share)`);
    }
    const mine = out.filter((j) => j.game === f.game);
    for (const phase of [...new Set(mine.map((j) => j.phase))]) {
      const xs = mine.filter((j) => j.phase === phase);
      report({ name: `${f.game} ${phase} agreement with 10× (${xs.length} decisions)`, value: (100 * xs.filter((j) => j.agree).length) / xs.length, unit: '%' });
    }
    report({ name: `${f.game} all agreement with 10× (${mine.length})`, value: (100 * mine.filter((j) => j.agree).length) / mine.length, unit: '%' });
  }
  return out;
}

function blunders(report: (row: BenchRow) => void, pool: readonly Judged[]): void {
  const rows: string[] = [];
  for (const f of FORMATS) {
    const t = analysisHooks(f.game)!.thresholds;
    let inserted = 0;
    let caught = 0;
    for (let s = 0, tries = 0; inserted < BLUNDERS && tries < 5 * BLUNDERS; s++) {
      const record = dealRecord(f, `blunder:${s}`);
      const m = prepare(record);
      const choices = decisionsToAnalyse(m).filter((i) => m.walk.points[i]!.legal.length > 1);
      // The first decision (a bid, where a blunder costs most) and four in the card play.
      for (const i of [0, 1, 3, 2, 4].map((k) => choices[Math.floor((k * choices.length) / 5)])) {
        if (i === undefined || inserted >= BLUNDERS || tries++ >= 5 * BLUNDERS) continue;
        const b = insertBlunder(record, i, TENFOLD, t.blunder);
        if (!b) continue;
        const a = analysePoint(prepare(b.record), i, DEFAULT_BUDGET)!;
        inserted++;
        if (a.class === 'blunder') caught++;
        log(`blunder ${f.game} #${b.seq} ${b.action} (${b.loss.toFixed(1)}/share by 10×): ${a.class}, loss ${a.loss.toFixed(1)} ± ${a.lossError.toFixed(1)}`);
      }
    }
    const mine = pool.filter((j) => j.game === f.game);
    const falsePositives = mine.filter((j) => j.flagged && !j.truth).length;
    const truePositives = caught + mine.filter((j) => j.flagged && j.truth).length;
    report({ name: `${f.game} recall on inserted blunders (${inserted})`, value: inserted ? (100 * caught) / inserted : NaN, unit: '%' });
    report({ name: `${f.game} precision of 'blunder' (${truePositives + falsePositives} flagged)`, value: truePositives + falsePositives ? (100 * truePositives) / (truePositives + falsePositives) : NaN, unit: '%' });
    rows.push(`| ${f.game} | ${pct(caught, inserted)} | ${pct(truePositives, truePositives + falsePositives)} |`);
  }
  console.log(['\n| game | recall (inserted blunders) | precision of “blunder” |', '|---|---|---|', ...rows].join('\n'));
}

async function workerd(report: (row: BenchRow) => void): Promise<void> {
  const worker = await BenchWorker.start('bench/analysis/worker.ts', 'analysis');
  const rows: string[] = [];
  try {
    // The cost of a request that analyses nothing, taken off each decision's.
    const cpu = async (record: MatchRecord, index: number): Promise<{ ms: number; nodes: number }> => {
      const before = worker.workerdCpuNs();
      const r = await worker.post<{ nodes: number }>('/analyse', { record, index, budget: DEFAULT_BUDGET });
      return { ms: (worker.workerdCpuNs() - before) / 1e6, nodes: r.nodes };
    };
    for (const f of FORMATS) {
      const record = dealRecord(f, 'workerd:0', 1);
      const m = prepare(record);
      await cpu(record, -1);
      const idle = [];
      for (let k = 0; k < 5; k++) idle.push((await cpu(record, -1)).ms);
      const overhead = idle.sort((a, b) => a - b)[2]!;
      const decisions: { ms: number; nodes: number }[] = [];
      for (const i of decisionsToAnalyse(m)) {
        const d = await cpu(record, i);
        decisions.push({ ms: Math.max(0, d.ms - overhead), nodes: d.nodes });
      }
      const total = decisions.reduce((s, d) => s + d.ms, 0);
      const nodes = decisions.reduce((s, d) => s + d.nodes, 0);
      // The alarm runs as the table cuts them: whole decisions until CHUNK_NODES engine steps are spent.
      const runs: number[] = [];
      for (let k = 0, ms = 0, spent = 0; k < decisions.length; k++) {
        ms += decisions[k]!.ms;
        spent += decisions[k]!.nodes || 1;
        if (spent >= CHUNK_NODES || k === decisions.length - 1) {
          runs.push(ms);
          ms = 0;
          spent = 0;
        }
      }
      const largest = Math.max(...decisions.map((d) => d.ms));
      report({ name: `${f.game}-${f.seats} workerd CPU per deal (${decisions.length} decisions)`, value: total / 1000, unit: 's' });
      report({ name: `${f.game}-${f.seats} workerd CPU largest decision`, value: largest, unit: 'ms' });
      report({ name: `${f.game}-${f.seats} workerd CPU largest alarm run`, value: Math.max(...runs), unit: 'ms' });
      report({ name: `${f.game}-${f.seats} engine steps per ms`, value: nodes / Math.max(1, total), unit: 'steps/ms' });
      rows.push(`| ${f.game}, ${f.seats} | ${decisions.length} | ${(total / 1000).toFixed(1)} s | ${Math.round(largest)} ms | ${runs.length} | ${Math.round(Math.max(...runs))} ms | ${Math.round(nodes / Math.max(1, total))} |`);
    }
  } finally {
    await worker.stop();
  }
  console.log(['\n| game, seats | decisions | CPU per deal | largest decision | alarm runs | largest alarm run | engine steps per ms |', '|---|---|---|---|---|---|---|', ...rows].join('\n'));
}

type Json = Record<string, unknown>;

/** A five-deal Tarot match on the real service with the default budget, then its analysis. */
async function match(report: (row: BenchRow) => void): Promise<void> {
  const vars = Object.fromEntries(Object.entries(UNLIMITED).filter(([k]) => k !== 'ANALYSIS_BUDGET'));
  const server = await LocalServer.start({ vars, label: 'analysis-bench' });
  const call = async <T>(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const res = await fetch(server.base + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  try {
    const me = (await call<{ token: string }>('POST', '/api/players', undefined, { name: 'Bench' })).body;
    const created = (await call<{ table: { id: string } }>('POST', '/api/tables', me.token, { game: 'tarot', seats: 4, seat: 0, bots: [1, 2, 3], options: { deals: 5 } })).body;
    const id = created.table.id;
    const def = getGame('tarot')!;
    const bot = botFor('tarot', 'club');
    const started = Date.now();
    let status = 'playing';
    for (let moves = 0; status !== 'finished'; ) {
      const s = (await call<Json>('GET', `/api/tables/${id}/events?after=0&wait=0`, me.token)).body as { events: { seat: number; action: string }[]; state: Json };
      const state = s.state as { seq: number; legal: string[]; view: { toAct: number[] }; table: { status: string; options: unknown } };
      status = state.table.status;
      if (status === 'finished') break;
      if (state.legal.length === 0 || !state.view.toAct.includes(0)) {
        await new Promise((r) => setTimeout(r, 300));
        continue;
      }
      const input = { game: def.id, seat: 0, view: state.view, legal: state.legal, history: s.events.map((e) => [e.seat, e.action] as const), options: state.table.options, seed: `bench:${state.seq}` };
      const action = state.legal.length === 1 ? state.legal[0]! : bot.choose(input as unknown as BotInput);
      await call('POST', `/api/tables/${id}/actions`, me.token, { seq: state.seq, action });
      if (++moves > 2000) throw new Error('the match does not end');
      if (Date.now() - started > 30 * 60_000) throw new Error('the match took more than 30 minutes');
    }
    const ended = Date.now();
    const cpuAtEnd = server.workerdCpuNs();
    log(`match over after ${((ended - started) / 1000).toFixed(0)} s; analysing`);
    let a: { status: string; progress: { done: number; total: number }; deals: unknown[] } | undefined;
    while (a?.status !== 'complete') {
      await new Promise((r) => setTimeout(r, 2000));
      a = (await call<typeof a>('GET', `/api/tables/${id}/analysis`)).body;
      if (Date.now() - ended > 60 * 60_000) throw new Error(`the analysis is not done after an hour: ${JSON.stringify(a?.progress)}`);
    }
    const seconds = (Date.now() - ended) / 1000;
    const cpu = (server.workerdCpuNs() - cpuAtEnd) / 1e9;
    report({ name: `tarot-4 five-deal match: analysis complete after its end (${a.progress.total} decisions, ${a.deals.length} deals)`, value: seconds, unit: 's' });
    report({ name: 'tarot-4 five-deal match: workerd CPU meanwhile', value: cpu, unit: 's' });
  } finally {
    await server.stop();
  }
}

const bench: Bench = async (report) => {
  let pool: Judged[] = [];
  // The precision of "blunder" counts the sampled decisions too: the agreement part's.
  if (parts.includes('agreement')) pool = agreement(report);
  if (parts.includes('agreement')) {
    const phases = [...new Set(pool.map((j) => `${j.game}|${j.phase}`))];
    console.log(['\n| game | phase | agreement with 10× budget |', '|---|---|---|', ...phases.map((k) => {
      const [game, phase] = k.split('|');
      const xs = pool.filter((j) => j.game === game && j.phase === phase);
      return `| ${game} | ${phase} | ${pct(xs.filter((j) => j.agree).length, xs.length)} |`;
    })].join('\n'));
  }
  if (parts.includes('blunders')) blunders(report, pool);
  if (parts.includes('workerd')) await workerd(report);
  if (parts.includes('match')) await match(report);
};

export default bench;
