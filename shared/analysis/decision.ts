/**
 * One decision analysed: every alternative valued twice — with the seat's information (the strong
 * bot's search over deals consistent with what the seat knew, the same guessed deals for every
 * alternative) and with all cards open (open.ts) — the loss of the chosen action against the best,
 * its class, and the best continuation. Seeded from the record and the action's number, so the
 * same record gives the same analysis however the work is cut into pieces.
 */
import type { AnyGameDef } from '../core/index.js';
import { Budget } from '../bots/budget.js';
import { meansOf, samplesOf } from '../bots/evaluation.js';
import { headsOf } from './groups.js';
import { openValues } from './open.js';
import type { Alternative, AnalysisBudget, AnalysisHooks, DecisionAnalysis, DecisionPoint, MoveClass, Thresholds } from './types.js';

/** The line shown after the best alternative: at least this many actions (when the deal lasts that long). */
export const CONTINUATION = 8;
/** A loss smaller than this many standard errors of its sampling is not told from noise. */
export const NOISE_GUARD = 2;

const round1 = (x: number): number => Math.round(x * 10) / 10;

/** The class of a loss (game points) for a seat playing for `shares` shares. */
export function classify(loss: number, lossError: number, shares: number, t: Thresholds): MoveClass {
  if (loss <= 0) return 'best';
  const perShare = loss / shares;
  if (perShare < t.inaccuracy || loss < NOISE_GUARD * lossError) return 'good';
  if (perShare >= t.blunder) return 'blunder';
  if (perShare >= t.mistake) return 'mistake';
  return 'inaccuracy';
}

/** Standard error of the mean of the paired differences a − b. */
function pairedError(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  if (n < 2) return 0;
  const d = Array.from({ length: n }, (_, i) => a[i]! - b[i]!);
  const mean = d.reduce((s, x) => s + x, 0) / n;
  const variance = d.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1);
  return Math.sqrt(variance / n);
}

/** The line after `line` goes on with the rule player until it holds `CONTINUATION` actions or the deal ends. */
function continuation(def: AnyGameDef, hooks: AnalysisHooks, origin: unknown, line: readonly (readonly [number, string])[]): [number, string][] {
  const out = line.map(([s, a]) => [s, a] as [number, string]);
  let state = hooks.isolate(origin);
  for (const [s, a] of out) {
    const next = def.apply(state, s, def.parseAction(a));
    if (!next.ok) return out;
    state = next.value;
  }
  while (out.length < CONTINUATION && hooks.result(origin, state) === undefined) {
    const who = def.toAct(state)[0];
    if (who === undefined) break;
    const legal = def.legalActions(state, who);
    const move = legal.length === 1 ? def.makeAction(legal[0]) : hooks.ruleMove(state);
    const next = def.apply(state, who, def.parseAction(move));
    if (!next.ok) break;
    out.push([who, move]);
    state = next.value;
  }
  return out;
}

export interface DecisionContext {
  readonly def: AnyGameDef;
  readonly hooks: AnalysisHooks;
  /** The table's options as recorded, and the record's seed (the searches are seeded from it). */
  readonly options: unknown;
  readonly seed: string;
  /** The state at the end of the decision's deal (for the shares each seat played for). */
  readonly dealEnd: unknown;
  readonly budget: AnalysisBudget;
}

/** The analysis of one decision, or null when the seat had no real choice (one action, or only equal ones). */
export function analyseDecision(ctx: DecisionContext, point: DecisionPoint): DecisionAnalysis | null {
  const { def, hooks, budget } = ctx;
  const { state, seat, chosen, legal } = point;
  const groups = hooks.alternatives(state, seat, legal, chosen);
  const heads = headsOf(groups);
  if (heads.length < 2) return null;

  const knowledge = { seat, view: def.view(state, seat), history: point.history, options: ctx.options };
  const infoBudget = new Budget(budget.infoNodes);
  const evaluation = hooks.evaluate(knowledge, heads, `analysis:${ctx.seed}:${point.seq}`, infoBudget, budget.samples);
  const means = meansOf(evaluation);
  const open = openValues(def, hooks, state, seat, heads, budget.openNodes);

  const chosenAt = heads.indexOf(chosen);
  let bestAt = 0;
  for (let k = 1; k < heads.length; k++) if (means[k]! > means[bestAt]!) bestAt = k;
  if (means[chosenAt] === means[bestAt]) bestAt = chosenAt;
  const loss = means[bestAt]! - means[chosenAt]!;
  const lossError = pairedError(evaluation.values[bestAt] ?? [], evaluation.values[chosenAt] ?? []);
  let openBest = -Infinity;
  for (const v of open.values) openBest = Math.max(openBest, v.value);
  const shares = hooks.shares(state, ctx.dealEnd, seat);

  const alternatives: Alternative[] = heads.map((action, k) => {
    const also = [...groups].filter(([a, head]) => head === action && a !== action).map(([a]) => a);
    const o = open.values[k]!;
    return { action, ...(also.length > 0 ? { also } : {}), value: round1(means[k]!), open: round1(o.value), exact: o.exact };
  });
  const order = alternatives.map((_, k) => k).sort((a, b) => means[b]! - means[a]! || open.values[b]!.value - open.values[a]!.value || a - b);

  return {
    seq: point.seq,
    seat,
    deal: point.deal,
    phase: (def.view(state, 'spectator') as { phase: string }).phase,
    chosen,
    alternatives: order.map((k) => alternatives[k]!),
    loss: round1(loss),
    lossError: round1(lossError),
    openLoss: round1(openBest - open.values[chosenAt]!.value),
    class: classify(loss, lossError, shares, hooks.thresholds),
    shares,
    openScores: open.values[chosenAt]!.scores.map(round1),
    continuation: continuation(def, hooks, state, open.values[bestAt]!.line),
    samples: samplesOf(evaluation),
    depth: open.depth,
    nodes: infoBudget.used + open.nodes,
  };
}

/** The group heads of a decision (exported for the benchmark, which inserts blunders among them). */
export const alternativesOf = (hooks: AnalysisHooks, point: DecisionPoint): string[] =>
  headsOf(hooks.alternatives(point.state, point.seat, point.legal, point.chosen));
