/**
 * The SQLite storage of one table: its fixed description, its seats, the append-only action log and a
 * snapshot of the engine state after the latest action. Loading reads the description, the seats and
 * the snapshot only, so it costs the same after 10 actions or 10,000. SQL always uses bindings; the
 * tables are made by the migrations in worker/storage/table.ts.
 */
import type { Player, ProfileRef, TableStatus, Visibility } from '../../shared/protocol.js';
import type { TableSettings } from './settings.js';

/**
 * What never changes after creation — except `version`, which moves to a newer rules version on load
 * when the table's history is the same under it (rules-version.ts). `seed` stays inside the object
 * until the match has ended.
 */
export interface TableInfo {
  readonly id: string;
  readonly game: string;
  /** The rules version the match is played under (GameDef.version), named by its record. */
  readonly version: number;
  /** The newest rules version this table was checked against and stays away from (rules-version.ts). */
  readonly rulesChecked?: number | undefined;
  readonly seats: number;
  readonly name: string;
  readonly visibility: Visibility;
  readonly lobby: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly profile?: ProfileRef | undefined;
  readonly seed: string;
  readonly seedHash: string;
  readonly invite: string;
  readonly createdAt: number;
  /** Correspondence settings (time control, absence policy, bots); tables from before them have none. */
  readonly settings?: TableSettings | undefined;
  /** The tournament round and table this table plays (docs/tournaments.md); it reports its end there. */
  readonly tournament?: { readonly id: string; readonly round: number; readonly table: number } | undefined;
  /** Who created the table (a club lobby lists only its members' tables); tables from before have none. */
  readonly creator?: string | undefined;
  /** Prearranged decks (a duplicate round's): the record needs them to reproduce the match. */
  readonly decks?: readonly (readonly string[])[] | undefined;
}

export interface SeatRow {
  readonly seat: number;
  readonly playerId?: string | undefined;
  readonly name?: string | undefined;
  /** One of the table's own bots plays the seat (no player). */
  readonly bot: boolean;
  /** The player at the seat is a bot account. */
  readonly botAccount?: boolean | undefined;
}

/** A seat taken by a player, labelled when the player is a bot account. */
export function occupied(seat: number, player: Player): SeatRow {
  return { seat, bot: false, playerId: player.id, name: player.name, ...(player.bot ? { botAccount: true } : {}) };
}

/** The mutable head of the table, rewritten with every change. `rev` counts every change, `seq` actions only. */
export interface Head {
  readonly seq: number;
  readonly rev: number;
  readonly status: TableStatus;
  readonly updatedAt: number;
  readonly finishedAt?: number | undefined;
}

export interface Loaded {
  readonly info: TableInfo;
  readonly seats: readonly SeatRow[];
  readonly head: Head;
  readonly state: unknown;
}

export interface ActionRow {
  readonly seq: number;
  readonly seat: number;
  readonly action: string;
  readonly public: string;
  readonly at: number;
}

/** A remembered answer to an action sent with an Idempotency-Key. */
export interface IdempotentReply {
  readonly seq: number;
  readonly request: string;
  readonly reply: string;
}

/** Keys are remembered this long. */
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export class TableStore {
  readonly #sql: SqlStorage;

  constructor(private readonly storage: DurableObjectStorage) {
    this.#sql = storage.sql;
  }

  load(): Loaded | undefined {
    const info = this.#sql.exec<{ data: string }>('SELECT data FROM info WHERE id = 1').toArray()[0];
    const head = this.#sql
      .exec<{ seq: number; rev: number; status: string; updated_at: number; finished_at: number | null; state: string }>(
        'SELECT seq, rev, status, updated_at, finished_at, state FROM head WHERE id = 1',
      )
      .toArray()[0];
    if (!info || !head) return undefined;
    const seats = this.#sql
      .exec<{ seat: number; player_id: string | null; name: string | null; bot: number; bot_account: number }>(
        'SELECT seat, player_id, name, bot, bot_account FROM seats ORDER BY seat',
      )
      .toArray()
      .map((r) => ({
        seat: r.seat,
        playerId: r.player_id ?? undefined,
        name: r.name ?? undefined,
        bot: r.bot === 1,
        ...(r.bot_account === 1 ? { botAccount: true } : {}),
      }));
    return {
      info: JSON.parse(info.data) as TableInfo,
      seats,
      head: {
        seq: head.seq,
        rev: head.rev,
        status: head.status as TableStatus,
        updatedAt: head.updated_at,
        finishedAt: head.finished_at ?? undefined,
      },
      state: JSON.parse(head.state),
    };
  }

  /** Writes a new table in one transaction (`also` writes more in the same one). */
  create(t: Loaded, also?: () => void): void {
    this.storage.transactionSync(() => {
      also?.();
      this.#sql.exec('INSERT INTO info (id, data) VALUES (1, ?)', JSON.stringify(t.info));
      this.#writeSeats(t.seats);
      this.#sql.exec(
        'INSERT INTO head (id, seq, rev, status, updated_at, finished_at, state) VALUES (1, ?, ?, ?, ?, NULL, ?)',
        t.head.seq,
        t.head.rev,
        t.head.status,
        t.head.updatedAt,
        JSON.stringify(t.state),
      );
    });
  }

  /** The description changed (the rules version), and with it the snapshot's shape: one transaction. */
  rewrite(info: TableInfo, state?: unknown): void {
    this.storage.transactionSync(() => {
      this.#sql.exec('UPDATE info SET data = ? WHERE id = 1', JSON.stringify(info));
      if (state !== undefined) this.#sql.exec('UPDATE head SET state = ? WHERE id = 1', JSON.stringify(state));
    });
  }

  /** Seats changed (someone sat down or left), possibly starting the match. */
  updateSeats(seats: readonly SeatRow[], head: Head, also?: () => void): void {
    this.storage.transactionSync(() => {
      also?.();
      this.#writeSeats(seats);
      this.#sql.exec('UPDATE head SET rev = ?, status = ?, updated_at = ? WHERE id = 1', head.rev, head.status, head.updatedAt);
    });
  }

  /**
   * Accepted actions (one, or the play-out of a claim): the log rows, the new snapshot and the
   * remembered answer, in one transaction. Nothing is acknowledged before this returns. `also` writes
   * more in the same transaction (the clocks).
   */
  append(rows: readonly ActionRow[], head: Head, state: unknown, idem?: { key: string; request: string; reply: string }, also?: () => void): void {
    const stateText = JSON.stringify(state);
    const last = rows[rows.length - 1]!;
    this.storage.transactionSync(() => {
      also?.();
      for (const row of rows) {
        this.#sql.exec(
          'INSERT INTO actions (seq, seat, action, public, at, idempotency_key) VALUES (?, ?, ?, ?, ?, ?)',
          row.seq,
          row.seat,
          row.action,
          row.public,
          row.at,
          row === last ? (idem?.key ?? null) : null,
        );
      }
      this.#sql.exec(
        'UPDATE head SET seq = ?, rev = ?, status = ?, updated_at = ?, finished_at = ?, state = ? WHERE id = 1',
        head.seq,
        head.rev,
        head.status,
        head.updatedAt,
        head.finishedAt ?? null,
        stateText,
      );
      if (idem) {
        this.#sql.exec('DELETE FROM idempotency WHERE at < ?', last.at - IDEMPOTENCY_TTL_MS);
        this.#sql.exec(
          'INSERT INTO idempotency (key, seq, request, reply, at) VALUES (?, ?, ?, ?, ?)',
          idem.key,
          last.seq,
          idem.request,
          idem.reply,
          last.at,
        );
      }
    });
  }

  /** The match ends without an action (a forfeit): status and time, in one transaction with `also`. */
  finish(head: Head, also: () => void): void {
    this.storage.transactionSync(() => {
      also();
      this.#sql.exec('UPDATE head SET rev = ?, status = ?, updated_at = ?, finished_at = ? WHERE id = 1', head.rev, head.status, head.updatedAt, head.finishedAt ?? null);
    });
  }

  /** The latest action of `seat`, or 0. */
  lastSeqOf(seat: number): number {
    return this.#sql.exec<{ seq: number | null }>('SELECT MAX(seq) AS seq FROM actions WHERE seat = ?', seat).one().seq ?? 0;
  }

  idempotent(key: string): IdempotentReply | undefined {
    return this.#sql
      .exec<{ seq: number; request: string; reply: string }>('SELECT seq, request, reply FROM idempotency WHERE key = ?', key)
      .toArray()[0];
  }

  /** Actions with seq > after, oldest first. */
  actionsAfter(after: number, limit: number): ActionRow[] {
    return this.#sql
      .exec<{ seq: number; seat: number; action: string; public: string; at: number }>(
        'SELECT seq, seat, action, public, at FROM actions WHERE seq > ? ORDER BY seq LIMIT ?',
        after,
        limit,
      )
      .toArray()
      .map((r) => ({ seq: r.seq, seat: r.seat, action: r.action, public: r.public, at: r.at }));
  }

  #writeSeats(seats: readonly SeatRow[]): void {
    for (const s of seats) {
      this.#sql.exec(
        `INSERT INTO seats (seat, player_id, name, bot, bot_account) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (seat) DO UPDATE SET player_id = excluded.player_id, name = excluded.name, bot = excluded.bot, bot_account = excluded.bot_account`,
        s.seat,
        s.playerId ?? null,
        s.name ?? null,
        s.bot ? 1 : 0,
        s.botAccount === true ? 1 : 0,
      );
    }
  }
}
