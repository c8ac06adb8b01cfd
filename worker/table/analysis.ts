/**
 * The post-game analysis at the table (docs/analysis.md). It is computed by the table's own alarm —
 * never inside a person's request — as the alarm's last and lowest work, when no move, deadline or
 * reminder is due: every deal once the match has ended, and in a running match the closed deals
 * someone asked for (only deals whose cards can no longer matter, by exactly the gating of the review
 * of closed deals, review.ts). Each alarm run analyses whole decisions until its share of work is
 * spent (`chunkNodes` engine steps after the end; a single decision while the match runs, since a move
 * may be due at any moment), stores them with the progress in one transaction (analysis-store.ts) and
 * sets the alarm again: an object evicted in the middle resumes from its storage, and every decision
 * is computed once. The analysis is pure (shared/analysis) and seeded from the record, so however the
 * work is cut the result is the same.
 */
import {
  ANALYSIS_VERSION,
  analysable,
  analysePoint,
  analysisHooks,
  type AnalysisBudget,
  CHUNK_NODES,
  DEFAULT_BUDGET,
  type DecisionAnalysis,
  decisionsToAnalyse,
  type PreparedMatch,
  prepare,
  summarise,
} from '../../shared/analysis/index.js';
import type { AnalysisResponse, DealAnalysisWire } from '../../shared/protocol-analysis.js';
import { errorField, log } from '../observe/log.js';
import { type AnalysisProgress, AnalysisStore } from './analysis-store.js';
import { reviewableDeals, reviewSource } from './review.js';
import type { ActionRow } from './store.js';
import type { Table } from './views.js';

/** Every deal (the target of a finished match). */
const ALL_DEALS = Number.MAX_SAFE_INTEGER;

export interface AnalysisSettings {
  readonly budget: AnalysisBudget;
  readonly chunkNodes: number;
}

/**
 * The budgets, from ANALYSIS_BUDGET (JSON `{samples, infoNodes, openNodes, chunkNodes}`, any of them;
 * the worker tests make the analysis small with it) or the defaults.
 */
export function analysisSettings(raw: string | undefined): AnalysisSettings {
  let given: Partial<AnalysisBudget & { chunkNodes: number }> = {};
  try {
    given = raw ? (JSON.parse(raw) as typeof given) : {};
  } catch {
    log('warn', 'analysis.budget', { error: 'ANALYSIS_BUDGET is not JSON; the default budget applies' });
  }
  const pick = (x: unknown, fallback: number) => (typeof x === 'number' && x > 0 ? Math.floor(x) : fallback);
  return {
    budget: {
      samples: pick(given.samples, DEFAULT_BUDGET.samples),
      infoNodes: pick(given.infoNodes, DEFAULT_BUDGET.infoNodes),
      openNodes: pick(given.openNodes, DEFAULT_BUDGET.openNodes),
    },
    chunkNodes: pick(given.chunkNodes, CHUNK_NODES),
  };
}

type Row = { seq: number; analysis: DecisionAnalysis | null };

export class TableAnalysis {
  readonly #store: AnalysisStore;
  /** The walked record, kept while the object lives (rebuilt after eviction or a new action). */
  #prepared: { seq: number; match: PreparedMatch } | undefined;

  constructor(
    storage: DurableObjectStorage,
    private readonly settings: AnalysisSettings,
    private readonly actions: () => ActionRow[],
  ) {
    this.#store = new AnalysisStore(storage);
  }

  /** The deals the analysis covers now: every deal once the match has ended, else the closed deals asked for. */
  #target(t: Table, p: AnalysisProgress | undefined): number {
    if (!analysable(t.info.game) || t.head.status === 'waiting') return 0;
    if (t.head.status === 'finished') return ALL_DEALS;
    return Math.min(p?.requested ?? 0, reviewableDeals(t));
  }

  /** Work is left: deals to cover whose analysis is neither complete nor given up. Cheap: asked after every action. */
  pending(t: Table): boolean {
    const p = this.#store.progress();
    const target = this.#target(t, p);
    if (target === 0) return false;
    if (!p || p.version !== ANALYSIS_VERSION && p.done < p.total) return true;
    return p.failed === null && (p.target !== target || p.done < p.total);
  }

  #match(t: Table): PreparedMatch {
    if (this.#prepared?.seq !== t.head.seq) this.#prepared = { seq: t.head.seq, match: prepare(reviewSource(t, this.actions()).record) };
    return this.#prepared.match;
  }

  /** One alarm run's share of the work. */
  step(t: Table): void {
    if (!this.pending(t)) return;
    const before = this.#store.progress();
    const target = this.#target(t, before);
    const fresh: AnalysisProgress = { version: ANALYSIS_VERSION, budget: this.settings.budget, done: 0, total: 0, target, requested: before?.requested ?? 0, failed: null };
    // An unfinished analysis of an older version starts again; a finished one stays as it was made.
    const base = before && before.version === ANALYSIS_VERSION ? before : fresh;
    try {
      const match = this.#match(t);
      const order = decisionsToAnalyse(match, (deal) => deal <= target);
      let p: AnalysisProgress = { ...base, total: order.length, target };
      const rows: Row[] = [];
      const share = t.head.status === 'finished' ? this.settings.chunkNodes : 0;
      let spent = 0;
      do {
        if (p.done >= order.length) break;
        const index = order[p.done]!;
        const analysis = analysePoint(match, index, p.budget);
        rows.push({ seq: match.walk.points[index]!.seq, analysis });
        spent += analysis?.nodes ?? 1;
        p = { ...p, done: p.done + 1 };
      } while (spent < share);
      const complete = t.head.status === 'finished' && p.done >= p.total;
      const summary = complete ? JSON.stringify(this.#deals(match, [...this.#decisions(base === fresh), ...rows.flatMap((r) => r.analysis ?? [])])) : undefined;
      this.#store.save(p, rows, summary);
      if (p.done >= p.total) log('info', 'analysis.done', { table: t.info.id, game: t.info.game, decisions: p.total, deals: target === ALL_DEALS ? 'all' : target });
    } catch (e) {
      log('error', 'analysis.failed', { table: t.info.id, game: t.info.game, error: errorField(e) });
      this.#store.save({ ...base, failed: e instanceof Error ? e.message.slice(0, 500) : String(e) }, []);
    }
  }

  /** The decisions stored so far (none when the analysis starts again). */
  #decisions(fresh: boolean): DecisionAnalysis[] {
    return fresh ? [] : this.#store.decisions();
  }

  #deals(match: PreparedMatch, decisions: readonly DecisionAnalysis[]): DealAnalysisWire[] {
    return summarise(match, decisions) as DealAnalysisWire[];
  }

  /** A running match: the closed deals up to `deal` are wanted (the route checked that `deal` is closed). */
  request(t: Table, deal: number): void {
    const p = this.#store.progress();
    if (t.head.status === 'finished' || (p?.requested ?? 0) >= deal) return;
    const base: AnalysisProgress = p ?? { version: ANALYSIS_VERSION, budget: this.settings.budget, done: 0, total: 0, target: 0, requested: 0, failed: null };
    this.#store.save({ ...base, requested: deal }, []);
  }

  /**
   * What the analysis routes answer: every deal of a finished match, or only deal `only` (a closed deal,
   * of a running or finished match). Pending while work on the deals asked for is left.
   */
  read(t: Table, only?: number): AnalysisResponse {
    const p = this.#store.progress();
    const base = {
      game: t.info.game,
      version: p?.version ?? ANALYSIS_VERSION,
      budget: p?.budget ?? this.settings.budget,
      thresholds: { ...(analysisHooks(t.info.game)?.thresholds ?? { inaccuracy: 0, mistake: 0, blunder: 0 }) },
    };
    const pick = (deals: DealAnalysisWire[]) => (only === undefined ? deals : deals.filter((d) => d.deal === only));
    const stored = this.#store.summary();
    if (stored !== undefined && !this.pending(t)) {
      return { ...base, status: 'complete', progress: { done: p!.done, total: p!.total }, deals: pick(JSON.parse(stored) as DealAnalysisWire[]) };
    }
    const progress = { done: p?.done ?? 0, total: p?.total ?? 0 };
    if (!p || p.done === 0) return { ...base, status: 'pending', progress, deals: [] };
    // The deals done so far: every decision of them analysed.
    const match = this.#match(t);
    const order = decisionsToAnalyse(match, (deal) => deal <= p.target);
    const next = p.done < order.length ? match.walk.points[order[p.done]!]!.seq : Infinity;
    const ready = new Set(match.walk.deals.filter((d) => d.deal <= p.target && d.lastSeq < next).map((d) => d.deal));
    const deals = pick(this.#deals(match, this.#store.decisions()).filter((d) => ready.has(d.deal)));
    const done = only === undefined ? !this.pending(t) : ready.has(only);
    return { ...base, status: done ? 'complete' : 'pending', progress, deals };
  }
}
