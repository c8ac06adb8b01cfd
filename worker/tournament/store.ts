/**
 * The SQLite storage of one tournament: its document (settings, entrants, rounds and their tables, in
 * one JSON row rewritten on every change; a season of 64 players stays far below a row's limit) and
 * the append-only log of everything that happened, which every entrant may read. SQL uses bindings.
 */
import type { OutcomeResultWire, Player, ProfileRef } from '../../shared/protocol.js';
import type { RoundSeating, Scheme, TableOutcome } from '../../shared/tournament/index.js';
import { CODE_PARAMS, TOURNAMENT_LINE_CODES, type TournamentLine } from '../../shared/tournament/log-lines.js';
import type { TournamentStatus, TournamentTableStatus } from '../../shared/tournament/protocol.js';

export interface Slot {
  /** `e1`, `e2`… in the order of joining; it stays when the director hands the slot to someone else. */
  readonly id: string;
  readonly playerId: string;
  readonly name: string;
  readonly team?: string | undefined;
  /** The player is a bot account (POST /api/me/bot): labelled wherever the tournament names them. */
  readonly bot?: true | undefined;
}

export interface TableEntry {
  /** Table number in its round, from 1 (a replayed table keeps its number). */
  readonly index: number;
  readonly tableId: string;
  /** The table's invitation code: the director watches the (private) table with it. */
  readonly invite?: string | undefined;
  readonly seats: readonly (string | null)[];
  readonly status: TournamentTableStatus;
  readonly outcome?: (TableOutcome & { readonly result?: OutcomeResultWire | undefined; readonly summary: string }) | undefined;
  readonly progress?: { readonly seq: number; readonly deal?: number | undefined; readonly toAct: readonly number[]; readonly updatedAt: string } | undefined;
  readonly replacedBy?: string | undefined;
}

export interface RoundEntry {
  readonly round: number;
  readonly seating: RoundSeating;
  readonly startedAt: number;
  readonly deadline?: number | undefined;
  readonly closedAt?: number | undefined;
  /** The log has said that the deadline passed. */
  readonly deadlineNoted?: boolean | undefined;
  /** The match seed shared by a duplicate round's tables (secret until they end; null otherwise). */
  readonly seed: string | null;
  readonly tables: readonly TableEntry[];
}

export interface TournamentDoc {
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly profile?: ProfileRef | undefined;
  readonly tableSize: number;
  readonly rounds: number;
  readonly teamSize: number;
  readonly duplicate: boolean;
  readonly botsFill: boolean;
  readonly scheme: Scheme;
  readonly roundDays?: number | undefined;
  readonly timeControl?: unknown;
  readonly absence?: unknown;
  readonly botLevel?: string | undefined;
  readonly director: Player;
  readonly invite: string;
  /** Seeds the seating and the duplicate decks; never leaves the object. */
  readonly secret: string;
  readonly createdAt: number;
  readonly status: TournamentStatus;
  readonly entrants: readonly Slot[];
  readonly reserves: readonly Player[];
  readonly played: readonly RoundEntry[];
}

export interface LogRow {
  readonly seq: number;
  readonly at: number;
  readonly actor: string;
  readonly action: string;
  /** In English, for API clients; all a line from before the codes has. */
  readonly detail: string;
  /** The same as a code with parameters, for each reader's language (shared/tournament/log-lines.ts). */
  readonly line?: TournamentLine | undefined;
}

/** A stored line's code, if it has one that this version knows. */
function parseLine(json: string | null): TournamentLine | undefined {
  if (!json) return undefined;
  try {
    const line = JSON.parse(json) as TournamentLine;
    return (TOURNAMENT_LINE_CODES as readonly string[]).includes(line.code) ? line : undefined;
  } catch {
    return undefined;
  }
}

/** A line's string parameters through `rename` (names in it), its numbers and codes as they are. */
function renameLine(line: TournamentLine, rename: (text: string) => string): TournamentLine {
  const named = ([k, v]: [string, string | number]): [string, string | number] => [k, typeof v === 'string' && !CODE_PARAMS.has(k) ? rename(v) : v];
  return { code: line.code, params: Object.fromEntries(Object.entries(line.params).map(named)) };
}

export class TournamentStore {
  readonly #sql: SqlStorage;

  constructor(private readonly storage: DurableObjectStorage) {
    this.#sql = storage.sql;
  }

  load(): TournamentDoc | undefined {
    const row = this.#sql.exec<{ data: string }>('SELECT data FROM doc WHERE id = 1').toArray()[0];
    return row ? (JSON.parse(row.data) as TournamentDoc) : undefined;
  }

  /** Writes the document and its log lines in one transaction. */
  save(doc: TournamentDoc, lines: readonly Omit<LogRow, 'seq'>[] = []): void {
    this.storage.transactionSync(() => {
      this.#sql.exec(
        'INSERT INTO doc (id, data) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET data = excluded.data',
        JSON.stringify(doc),
      );
      for (const l of lines) {
        this.#sql.exec(
          'INSERT INTO log (at, actor, action, detail, line) VALUES (?, ?, ?, ?, ?)',
          l.at, l.actor, l.action, l.detail, l.line ? JSON.stringify(l.line) : null,
        );
      }
    });
  }

  /**
   * Writes the document and, in the same transaction, rewrites the log with `rename` (lines whose text
   * it changes are updated in place; their order and times stay).
   */
  saveRenamed(doc: TournamentDoc, rename: (text: string) => string): void {
    this.storage.transactionSync(() => {
      this.#sql.exec('UPDATE doc SET data = ? WHERE id = 1', JSON.stringify(doc));
      const rows = this.#sql.exec<{ seq: number; actor: string; detail: string; line: string | null }>('SELECT seq, actor, detail, line FROM log').toArray();
      for (const r of rows) {
        const actor = rename(r.actor);
        const detail = rename(r.detail);
        const parsed = parseLine(r.line);
        const line = parsed ? JSON.stringify(renameLine(parsed, rename)) : r.line;
        if (actor !== r.actor || detail !== r.detail || line !== r.line) {
          this.#sql.exec('UPDATE log SET actor = ?, detail = ?, line = ? WHERE seq = ?', actor, detail, line, r.seq);
        }
      }
    });
  }

  log(limit = 1000): LogRow[] {
    return this.#sql
      .exec<{ seq: number; at: number; actor: string; action: string; detail: string; line: string | null }>(
        'SELECT seq, at, actor, action, detail, line FROM log ORDER BY seq DESC LIMIT ?',
        limit,
      )
      .toArray()
      .map((r) => ({ seq: r.seq, at: r.at, actor: r.actor, action: r.action, detail: r.detail, line: parseLine(r.line) }))
      .reverse();
  }
}
