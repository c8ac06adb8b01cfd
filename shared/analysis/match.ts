/**
 * A whole match analysed, decision by decision: the record is walked once (walk.ts), each decision
 * is analysed on its own (decision.ts) so that the work can be cut into pieces anywhere and resumed,
 * and the deals are summed up from the decisions' analyses (the graph of the declarer's side and the
 * key moment). Only closed deals are analysed: every deal of a finished match, and of a running one
 * only the deals the caller says can no longer matter.
 */
import { type AnyGameDef, getGame, type MatchRecord, type Seat } from '../index.js';
import { analyseDecision } from './decision.js';
import { analysisHooks } from './games/index.js';
import type { AnalysisBudget, AnalysisHooks, DealAnalysis, DecisionAnalysis } from './types.js';
import { type MatchWalk, walk } from './walk.js';

/** Bump when the analysis would come out differently for the same record (stored analyses say which version made them). */
export const ANALYSIS_VERSION = 2; // 2: a Tablanet play beyond the bounded search list is analysed (1 failed on it; unfinished and failed analyses start again)

/**
 * The budget of one decision. Measured in workerd (docs/analysis.md): about 190 ms of CPU per Tarot
 * decision on average with it, 0.75 s at most; a four-player Tarot deal 15 s.
 */
export const DEFAULT_BUDGET: AnalysisBudget = { samples: 24, infoNodes: 30_000, openNodes: 20_000 };

/**
 * Engine steps one alarm run of the table may spend on the analysis after the end (whole decisions:
 * it stops after the one that passes it). Measured in workerd (docs/analysis.md), the CPU budget of
 * one alarm invocation.
 */
export const CHUNK_NODES = 60_000;

export interface PreparedMatch {
  readonly def: AnyGameDef;
  readonly hooks: AnalysisHooks;
  readonly record: MatchRecord;
  readonly walk: MatchWalk;
}

/** Can this game be analysed? */
export const analysable = (game: string): boolean => analysisHooks(game) !== undefined && getGame(game) !== undefined;

/** Walks the record of a match for analysis. Throws when the game is unknown or the record does not replay. */
export function prepare(record: MatchRecord): PreparedMatch {
  const def = getGame(record.game);
  const hooks = analysisHooks(record.game);
  if (!def || !hooks) throw new Error(`analysis: the game "${record.game}" cannot be analysed`);
  return { def, hooks, record, walk: walk(def, record) };
}

/** The decisions (indexes into walk.points) of the deals `closed` says may be analysed, in record order. */
export function decisionsToAnalyse(m: PreparedMatch, closed: (deal: number) => boolean = () => true): number[] {
  return m.walk.points.flatMap((p, i) => (closed(p.deal) ? [i] : []));
}

/** The analysis of decision `index` (null when the seat had no real choice there, or the position is too crowded to search). */
export function analysePoint(m: PreparedMatch, index: number, budget: AnalysisBudget = DEFAULT_BUDGET): DecisionAnalysis | null {
  const point = m.walk.points[index];
  if (!point) throw new RangeError(`analysis: there is no decision ${index}`);
  if (m.hooks.crowded?.(point.state)) return null;
  const span = m.walk.deals.find((d) => d.deal === point.deal && point.seq >= d.firstSeq && point.seq <= d.lastSeq)!;
  return analyseDecision({ def: m.def, hooks: m.hooks, options: m.record.options, seed: m.record.seed, dealEnd: span.end, budget }, point);
}

/** The deals of the match from the analyses of their decisions (deals without any analysed decision are left out). */
export function summarise(m: PreparedMatch, analysed: readonly DecisionAnalysis[]): DealAnalysis[] {
  const out: DealAnalysis[] = [];
  for (const span of m.walk.deals) {
    const decisions = analysed.filter((d) => d.seq >= span.firstSeq && d.seq <= span.lastSeq).sort((a, b) => a.seq - b.seq);
    if (decisions.length === 0) continue;
    const origin = m.walk.points[span.firstSeq - 1]!.state;
    const declarers = m.hooks.declarers(origin, span.end);
    const declarer: Seat = declarers[0] ?? 0;
    out.push({
      deal: span.deal,
      declarer,
      declarers: [...declarers],
      decisions,
      keyMoment: keyMoment(decisions),
      graph: decisions.map((d) => ({ seq: d.seq, value: d.openScores[declarer] ?? 0 })),
    });
  }
  return out;
}

/**
 * The decision that cost most: the largest loss per share with the seat's information, ties broken
 * by the open-card loss and then the earlier decision; when nothing was lost with the seat's
 * information, the largest open-card loss; null when nothing was lost at all.
 */
export function keyMoment(decisions: readonly DecisionAnalysis[]): number | null {
  let best: DecisionAnalysis | undefined;
  const key = (d: DecisionAnalysis): [number, number] => [d.loss / d.shares, d.openLoss / d.shares];
  for (const d of decisions) {
    if (!best) {
      best = d;
      continue;
    }
    const [a, b] = key(d);
    const [x, y] = key(best);
    if (a > x || (a === x && b > y)) best = d;
  }
  if (!best) return null;
  const [loss, open] = key(best);
  return loss > 0 || open > 0 ? best.seq : null;
}

/** Everything at once (tests, benchmarks, tools): the analysed deals of a finished match. */
export function analyseMatch(record: MatchRecord, budget: AnalysisBudget = DEFAULT_BUDGET): DealAnalysis[] {
  const m = prepare(record);
  const analysed = decisionsToAnalyse(m).flatMap((i) => analysePoint(m, i, budget) ?? []);
  return summarise(m, analysed);
}
