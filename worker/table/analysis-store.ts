/**
 * The post-game analysis in the table's SQLite storage, beside store.ts: one row per decision analysed
 * (null data: the seat had no real choice there) and one row of progress. A piece of work writes its
 * rows and the new progress in one transaction, so an object evicted in the middle resumes exactly
 * where the last piece ended, and nothing is ever computed twice. The tables come from the Table object's
 * migration 2 (worker/storage/table.ts).
 */
import type { AnalysisBudget, DecisionAnalysis } from '../../shared/analysis/index.js';

export interface AnalysisProgress {
  /** Version of the analysis that computed the rows (shared/analysis ANALYSIS_VERSION). */
  readonly version: number;
  readonly budget: AnalysisBudget;
  /** Decision points (actions of the record, in order) done so far, of `total` in the deals 1…`target`. */
  readonly done: number;
  readonly total: number;
  readonly target: number;
  /** A running match: the closed deals 1…requested were asked for (0: none). */
  readonly requested: number;
  /** Why the analysis stopped for good (a record this server cannot replay), else null. */
  readonly failed: string | null;
}

export class AnalysisStore {
  readonly #sql: SqlStorage;
  /** The progress row as last read or written (null: none yet); the table asks for it after every action. */
  #progress: AnalysisProgress | null | undefined;

  constructor(private readonly storage: DurableObjectStorage) {
    this.#sql = storage.sql;
  }

  progress(): AnalysisProgress | undefined {
    if (this.#progress !== undefined) return this.#progress ?? undefined;
    const row = this.#sql
      .exec<{ version: number; budget: string; done: number; total: number; target: number; requested: number; failed: string | null }>(
        'SELECT version, budget, done, total, target, requested, failed FROM analysis_progress WHERE id = 1',
      )
      .toArray()[0];
    this.#progress = row ? { ...row, budget: JSON.parse(row.budget) as AnalysisBudget } : null;
    return this.#progress ?? undefined;
  }

  /** Rows of a finished piece of work and the progress after it, in one transaction. */
  save(progress: AnalysisProgress, rows: readonly { seq: number; analysis: DecisionAnalysis | null }[], summary?: string): void {
    this.storage.transactionSync(() => {
      for (const r of rows) {
        this.#sql.exec('INSERT OR REPLACE INTO analysis (seq, data) VALUES (?, ?)', r.seq, r.analysis ? JSON.stringify(r.analysis) : null);
      }
      this.#sql.exec(
        `INSERT INTO analysis_progress (id, version, budget, done, total, target, requested, failed, summary) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET version = excluded.version, budget = excluded.budget, done = excluded.done, total = excluded.total,
           target = excluded.target, requested = excluded.requested, failed = excluded.failed, summary = excluded.summary`,
        progress.version,
        JSON.stringify(progress.budget),
        progress.done,
        progress.total,
        progress.target,
        progress.requested,
        progress.failed,
        summary ?? null,
      );
    });
    this.#progress = progress;
  }

  /** The finished analysis's deals as stored once it completed (JSON), else undefined. */
  summary(): string | undefined {
    return this.#sql.exec<{ summary: string | null }>('SELECT summary FROM analysis_progress WHERE id = 1').toArray()[0]?.summary ?? undefined;
  }

  /** Every decision analysed so far, in record order. */
  decisions(): DecisionAnalysis[] {
    return this.#sql
      .exec<{ data: string | null }>('SELECT data FROM analysis WHERE data IS NOT NULL ORDER BY seq')
      .toArray()
      .map((r) => JSON.parse(r.data!) as DecisionAnalysis);
  }
}
