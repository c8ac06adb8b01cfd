/**
 * One decision analysed: every alternative valued twice — with the seat's information (the strong
 * bot's search over deals consistent with what the seat knew, the same guessed deals for every
 * alternative) and with all cards open (open.ts) — the loss of the chosen action against the best,
 * its class, and the best continuation. Seeded from the record and the action's number, so the
 * same record gives the same analysis however the work is cut into pieces.
 */
import { type AnyGameDef, searchLegal } from '../core/index.js';
import { Budget } from '../bots/budget.js';
import { emptyEvaluation, type Evaluation, meansOf, samplesOf } from '../bots/evaluation.js';
import { BotRng } from '../bots/util.js';
import { headsOf } from './groups.js';
import { openValues } from './open.js';
import type { Alternative, AnalysisBudget, AnalysisHooks, DecisionAnalysis, DecisionPoint, MoveClass, SeatKnowledge, Thresholds } from './types.js';

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
    const legal = searchLegal(def, state, who);
    const move = legal.length === 1 ? def.makeAction(legal[0]) : hooks.ruleMove(state);
    const next = def.apply(state, who, def.parseAction(move));
    if (!next.ok) break;
    out.push([who, move]);
    state = next.value;
  }
  return out;
}

/** The cards in every hand, in a form to compare. */
const handsOf = (def: AnyGameDef, state: unknown): string =>
  JSON.stringify(Object.entries(def.cardLocations(state)).filter(([place]) => place.startsWith('hand')).map(([place, cards]) => [place, [...cards].sort()]));

/**
 * Whether the seat can place every card still in play (its guesses all give the real hands, as at the
 * end of a Tablanet hand for two): then its information is the real deal, and the open-card values are its values.
 */
function knowsAll(ctx: DecisionContext, knowledge: SeatKnowledge, state: unknown, seed: string): boolean {
  const real = handsOf(ctx.def, state);
  const rng = new BotRng(`${seed}:known`);
  for (let i = 0; i < KNOWN_GUESSES; i++) {
    const world = ctx.hooks.guess(knowledge, rng);
    if (world === undefined || handsOf(ctx.def, world) !== real) return false;
  }
  return true;
}
/** Guesses that must all give the real hands before the seat is taken to know them. */
const KNOWN_GUESSES = 4;

/**
 * Every alternative searched to the end of the deal with open cards in each deal guessed from the
 * seat's knowledge (the same guesses for every alternative). `perWorld`: what the search of the real
 * deal cost, the budget of each guessed one (it is of the same size).
 */
function exactWorlds(ctx: DecisionContext, knowledge: SeatKnowledge, heads: readonly string[], seed: string, budget: Budget, perWorld: number): Evaluation {
  const rng = new BotRng(seed);
  const out = emptyEvaluation(heads.length);
  for (let i = 0; i < ctx.budget.samples && (i < 2 || !budget.exhausted()); i++) {
    const world = ctx.hooks.guess(knowledge, rng);
    budget.spend(1);
    if (world === undefined) continue;
    const r = openValues(ctx.def, ctx.hooks, world, knowledge.seat, heads, Math.max(2 * perWorld, 100));
    budget.spend(r.nodes);
    r.values.forEach((v, k) => out.values[k]!.push(v.value));
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

  const knowledge: SeatKnowledge = { seat, view: def.view(state, seat), history: point.history, options: ctx.options };
  const open = openValues(def, hooks, state, seat, heads, budget.openNodes);
  // When the rest of the deal is small enough to search to its end, every guessed deal is played out
  // exactly too (the rule player's own mistakes would otherwise make the values); else the strong
  // bot's search with its rule-player rollouts.
  const exact = open.values.every((v) => v.exact);
  const infoBudget = new Budget(budget.infoNodes);
  const seed = `analysis:${ctx.seed}:${point.seq}`;
  const search: DecisionAnalysis['search'] = knowsAll(ctx, knowledge, state, seed) ? 'known' : exact ? 'exact' : 'rollouts';
  const evaluation: Evaluation =
    search === 'known'
      ? { values: open.values.map((v) => [v.value]) }
      : search === 'exact'
        ? exactWorlds(ctx, knowledge, heads, seed, infoBudget, open.nodes)
        : hooks.evaluate(knowledge, heads, seed, infoBudget, budget.samples);
  const means = meansOf(evaluation);

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
    search,
    depth: open.depth,
    nodes: infoBudget.used + open.nodes,
  };
}

/** The group heads of a decision (exported for the benchmark, which inserts blunders among them). */
export const alternativesOf = (hooks: AnalysisHooks, point: DecisionPoint): string[] =>
  headsOf(hooks.alternatives(point.state, point.seat, point.legal, point.chosen));
