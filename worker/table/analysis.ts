/**
 * The post-game analysis at the table (docs/analysis.md): computed by the table's own alarm once the
 * match has ended — never inside a person's request, and as the alarm's last and lowest work, after
 * every move, deadline and reminder. Each alarm run analyses whole decisions until the run's share of
 * work is spent (`chunkNodes` engine steps, about half a second of CPU), stores them with its progress
 * in one transaction (analysis-store.ts) and sets the alarm again: an object evicted in the middle
 * resumes from its storage, and every decision is computed once. The analysis is pure (shared/analysis)
 * and seeded from the record, so however the work is cut the result is the same.
 */
import {
  ANALYSIS_VERSION,
  analysable,
  analysePoint,
  analysisHooks,
  type AnalysisBudget,
  DEFAULT_BUDGET,
  decisionsToAnalyse,
  type PreparedMatch,
  prepare,
  summarise,
} from '../../shared/analysis/index.js';
import type { CardId, MatchRecord } from '../../shared/index.js';
import type { AnalysisResponse, DealAnalysisWire } from '../../shared/protocol-analysis.js';
import { type AnalysisProgress, AnalysisStore } from './analysis-store.js';
import type { ActionRow } from './store.js';
import type { Table } from './views.js';

/** Engine steps one alarm run may spend on the analysis (whole decisions: it stops after the one that passes it). */
export const CHUNK_NODES = 60_000;

export interface AnalysisSettings {
  readonly budget: AnalysisBudget;
  readonly chunkNodes: number;
}

/**
 * The budgets, from ANALYSIS_BUDGET (JSON `{samples, infoNodes, openNodes, chunkNodes}`, any of them;
 * the tests make the analysis small with it) or the defaults.
 */
export function analysisSettings(raw: string | undefined): AnalysisSettings {
  let given: Partial<AnalysisBudget & { chunkNodes: number }> = {};
  try {
    given = raw ? (JSON.parse(raw) as typeof given) : {};
  } catch {
    console.error('ANALYSIS_BUDGET is not JSON; the default budget applies');
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

/** The full record of the table's match (the seed and the real notations: only ever used once it may be). */
export function fullRecord(t: Table, actions: readonly ActionRow[]): MatchRecord {
  const decks = (t.state as { decks?: readonly (readonly CardId[])[] | null }).decks ?? undefined;
  return {
    game: t.info.game,
    version: t.info.version,
    seats: t.info.seats,
    options: t.info.options,
    profile: t.info.profile?.id,
    seed: t.info.seed,
    ...(decks ? { decks } : {}),
    log: actions.map((a) => [a.seat, a.action] as const),
  };
}

export class TableAnalysis {
  readonly #store: AnalysisStore;
  /** The walked record, kept while the object lives (rebuilt after eviction). */
  #prepared: { seq: number; match: PreparedMatch } | undefined;

  constructor(
    storage: DurableObjectStorage,
    private readonly settings: AnalysisSettings,
    private readonly actions: () => ActionRow[],
  ) {
    this.#store = new AnalysisStore(storage);
  }

  /** Whether the analysis may be computed and shown: the match has ended (a running match shows none). */
  open(t: Table): boolean {
    return t.head.status === 'finished' && analysable(t.info.game);
  }

  /** Work is left: the match has ended and its analysis is neither complete nor given up. */
  pending(t: Table): boolean {
    if (!this.open(t)) return false;
    const p = this.#store.progress();
    if (!p) return true;
    return p.failed === null && (p.seq !== t.head.seq || p.done < p.total);
  }

  #match(t: Table): PreparedMatch {
    if (this.#prepared?.seq !== t.head.seq) this.#prepared = { seq: t.head.seq, match: prepare(fullRecord(t, this.actions())) };
    return this.#prepared.match;
  }

  /** One alarm run's share of the work. */
  step(t: Table): void {
    if (!this.pending(t)) return;
    let progress: AnalysisProgress | undefined = this.#store.progress();
    try {
      const match = this.#match(t);
      const order = decisionsToAnalyse(match);
      const fresh = !progress || progress.version !== ANALYSIS_VERSION;
      let p: AnalysisProgress = fresh
        ? { version: ANALYSIS_VERSION, budget: this.settings.budget, done: 0, total: order.length, seq: t.head.seq, failed: null }
        : { ...progress!, total: order.length, seq: t.head.seq };
      const rows: { seq: number; analysis: ReturnType<typeof analysePoint> }[] = [];
      let spent = 0;
      while (p.done < order.length && spent < this.settings.chunkNodes) {
        const index = order[p.done]!;
        const analysis = analysePoint(match, index, p.budget);
        rows.push({ seq: match.walk.points[index]!.seq, analysis });
        spent += analysis?.nodes ?? 1;
        p = { ...p, done: p.done + 1 };
      }
      const summary = p.done >= p.total ? JSON.stringify(this.#deals(match, [...this.#store.decisions(), ...rows.flatMap((r) => r.analysis ?? [])])) : undefined;
      this.#store.save(p, rows, summary);
      progress = p;
    } catch (e) {
      console.error(`table ${t.info.id}: the analysis failed`, e);
      const p: AnalysisProgress = progress ?? { version: ANALYSIS_VERSION, budget: this.settings.budget, done: 0, total: 0, seq: t.head.seq, failed: null };
      this.#store.save({ ...p, failed: e instanceof Error ? e.message : String(e) }, []);
    }
  }

  #deals(match: PreparedMatch, decisions: Parameters<typeof summarise>[1]): DealAnalysisWire[] {
    return summarise(match, decisions) as DealAnalysisWire[];
  }

  /** What GET /api/tables/:id/analysis answers (the match has ended). */
  read(t: Table): AnalysisResponse {
    const p = this.#store.progress();
    const budget = p?.budget ?? this.settings.budget;
    const thresholds = { ...(analysisHooks(t.info.game)?.thresholds ?? { inaccuracy: 0, mistake: 0, blunder: 0 }) };
    const base = { game: t.info.game, version: p?.version ?? ANALYSIS_VERSION, budget, thresholds };
    const stored = this.#store.summary();
    if (stored !== undefined && !this.pending(t)) {
      return { ...base, status: 'complete', progress: { done: p!.done, total: p!.total }, deals: JSON.parse(stored) as DealAnalysisWire[] };
    }
    if (!p || p.done === 0) return { ...base, status: 'pending', progress: { done: 0, total: p?.total ?? 0 }, deals: [] };
    // The deals done so far: every decision of them analysed.
    const match = this.#match(t);
    const order = decisionsToAnalyse(match);
    const doneUpTo = p.done >= order.length ? Infinity : match.walk.points[order[p.done]!]!.seq;
    const complete = match.walk.deals.filter((d) => d.lastSeq < doneUpTo).map((d) => d.deal);
    const deals = this.#deals(match, this.#store.decisions()).filter((d) => complete.includes(d.deal));
    return { ...base, status: 'pending', progress: { done: p.done, total: p.total }, deals };
  }
}
