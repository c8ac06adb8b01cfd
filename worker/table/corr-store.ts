/**
 * The correspondence part of a table's SQLite storage, beside store.ts: the clocks and stand-ins, the
 * pre-move queues, the forfeit, the rematch (one JSON row, rewritten with every change and inside the
 * same transaction as the action that changed it) and the chat (one row per message). The tables are
 * made by the migrations in worker/storage/table.ts.
 */
import type { Seat } from '../../shared/index.js';
import type { ChatMessage } from '../../shared/protocol-correspondence.js';
import type { SystemLine } from '../../shared/system-chat.js';
import type { ForfeitOutcome } from './forfeit.js';
import type { Premove, PremoveOutcome } from './premoves.js';
import { idleClock, type SeatClock, type TimeControl } from './timecontrol.js';

export interface Corr {
  readonly clocks: readonly SeatClock[];
  /** Queued pre-moves per seat. */
  readonly premoves: readonly (readonly Premove[])[];
  /** The latest pre-move outcomes per seat (a few, newest last). */
  readonly premoveLog: readonly (readonly PremoveOutcome[])[];
  /** Per seat: the seq whose turn its player was last told about (one notification per turn). */
  readonly toldTurn: readonly number[];
  readonly forfeit?: ForfeitOutcome | undefined;
  readonly rematch?: string | undefined;
  /** Actions per seat, and how many of them its stand-in made (a rated match's stand-in share, docs/ratings.md). */
  readonly moves?: readonly number[] | undefined;
  readonly standInMoves?: readonly number[] | undefined;
  /** A rated match's result has reached every leaderboard it belongs to (else the alarm tries again). */
  readonly ratingsReported?: boolean | undefined;
  /** Every person's statistics have the finished match (else the alarm tries again; worker/stats/report.ts). */
  readonly statsReported?: boolean | undefined;
}

/** A new table (or one from before correspondence play): idle clocks, no pre-moves. */
export function newCorr(seats: number, tc: TimeControl | null): Corr {
  const each = <T>(f: () => T): T[] => Array.from({ length: seats }, f);
  return { clocks: each(() => idleClock(tc)), premoves: each(() => []), premoveLog: each(() => []), toldTurn: each(() => 0) };
}

export interface ChatRow {
  readonly seat: Seat | null;
  readonly playerId: string | null;
  readonly name: string;
  readonly text: string;
  /** A line of the table itself, as a code each reader's language renders. */
  readonly line?: SystemLine;
  readonly system: boolean;
  readonly at: number;
}

/** The most chat messages one read returns. */
export const CHAT_PAGE = 200;

export class CorrStore {
  readonly #sql: SqlStorage;

  constructor(storage: DurableObjectStorage) {
    this.#sql = storage.sql;
  }

  load(): Corr | undefined {
    const row = this.#sql.exec<{ data: string }>('SELECT data FROM corr WHERE id = 1').toArray()[0];
    return row ? (JSON.parse(row.data) as Corr) : undefined;
  }

  /** Call inside the transaction of the change it belongs to. */
  save(c: Corr): void {
    this.#sql.exec('INSERT INTO corr (id, data) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET data = excluded.data', JSON.stringify(c));
  }

  addChat(m: ChatRow): ChatMessage {
    const id = this.#sql
      .exec<{ id: number }>(
        'INSERT INTO chat (seat, player_id, name, text, line, system, at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
        m.seat,
        m.playerId,
        m.name,
        m.text,
        m.line ? JSON.stringify(m.line) : null,
        m.system ? 1 : 0,
        m.at,
      )
      .one().id;
    return { id, seat: m.seat, name: m.name, text: m.text, ...(m.line ? { line: m.line } : {}), system: m.system, at: new Date(m.at).toISOString() };
  }

  /**
   * Messages after `after`, oldest first; the latest page when `after` is 0. Lines of the players in
   * `hide` (those the reader blocked) are left out, and counted in `hidden`.
   */
  chat(after: number, hide: readonly string[] = []): { messages: ChatMessage[]; hidden: number } {
    const shown = 'AND (player_id IS NULL OR player_id NOT IN (SELECT value FROM json_each(?)))';
    const list = JSON.stringify(hide);
    const rows =
      after > 0
        ? this.#sql.exec<ChatSql>(`SELECT * FROM chat WHERE id > ? ${shown} ORDER BY id LIMIT ?`, after, list, CHAT_PAGE).toArray()
        : this.#sql.exec<ChatSql>(`SELECT * FROM chat WHERE 1 ${shown} ORDER BY id DESC LIMIT ?`, list, CHAT_PAGE).toArray().reverse();
    const hidden = hide.length === 0 ? 0 : this.#sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM chat WHERE player_id IN (SELECT value FROM json_each(?))', list).one().n;
    return { messages: rows.map(chatWire), hidden };
  }

  /** One line and who wrote it (null: the table, or a player whose account is gone). */
  chatLine(id: number): { message: ChatMessage; author: string | null } | undefined {
    const row = this.#sql.exec<ChatSql>('SELECT * FROM chat WHERE id = ?', id).toArray()[0];
    return row ? { message: chatWire(row), author: row.player_id } : undefined;
  }

  /** Every line one player wrote here (their export), oldest first. */
  chatBy(playerId: string): ChatMessage[] {
    return this.#sql.exec<ChatSql>('SELECT * FROM chat WHERE player_id = ? ORDER BY id', playerId).toArray().map(chatWire);
  }

  /** A deleted player's lines stay (the conversation keeps its sense) under `name`, tied to nobody. */
  anonymiseChat(playerId: string, name: string): void {
    this.#sql.exec('UPDATE chat SET player_id = NULL, name = ? WHERE player_id = ?', name, playerId);
  }
}

const chatWire = (r: ChatSql): ChatMessage => ({
  id: r.id,
  seat: r.seat,
  name: r.name,
  text: r.text,
  ...(r.line ? { line: JSON.parse(r.line) as SystemLine } : {}),
  system: r.system === 1,
  at: new Date(r.at).toISOString(),
});

interface ChatSql extends Record<string, SqlStorageValue> {
  id: number;
  seat: number | null;
  player_id: string | null;
  name: string;
  text: string;
  line: string | null;
  system: number;
  at: number;
}
