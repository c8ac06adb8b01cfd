/**
 * A player's sessions, in their Player object's SQLite: one row per signed-in device or API client,
 * holding the hash of its token (never the token), its scopes, its name and when it was last used. A
 * token check is one indexed lookup here. Socket tickets live here too, and so does the list of tables
 * each session opened a socket at, so that revoking a session reaches those sockets at once.
 */
import type { Player } from '../../shared/protocol.js';
import type { Scope, Session, SessionKind, SignedInWith } from '../../shared/protocol-accounts.js';
import { now } from '../clock.js';
import { randomId } from '../crypto.js';
import { ALL_SCOPES, scopesFrom, scopesText } from './scopes.js';

/** Who called: the player and the session their token belongs to. */
export interface Caller {
  readonly player: Player;
  readonly session: { readonly id: string; readonly scopes: readonly Scope[] };
}

export interface NewSession {
  readonly tokenHash: string;
  readonly name: string;
  readonly kind: SessionKind;
  readonly via: SignedInWith;
  readonly scopes?: readonly Scope[];
}

/** "Last used" is written at most this often (a token check must not write on every request). */
const TOUCH_MS = 60_000;
/** Socket tickets are good for this long, once. */
export const TICKET_TTL_MS = 60_000;
/** Tables a session opened sockets at are remembered this long (and at most this many per session). */
const SOCKET_MEMORY_MS = 90 * 24 * 3600_000;
const SOCKET_TABLES = 500;

type SessionRow = {
  id: string;
  name: string;
  kind: string;
  via: string;
  scopes: string;
  created_at: number;
  last_used_at: number;
};

export class SessionStore {
  /** The tables live in the Player object's schema (storage/player.ts, version 2). */
  constructor(
    private readonly sql: SqlStorage,
    private readonly player: () => Player | undefined,
  ) {}

  create(s: NewSession): Session {
    const id = randomId(12);
    const at = now();
    this.sql.exec(
      'INSERT INTO sessions (id, token_hash, name, kind, via, scopes, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      id, s.tokenHash, s.name, s.kind, s.via, scopesText(s.scopes ?? ALL_SCOPES), at, at,
    );
    return this.get(id)!;
  }

  get(id: string): Session | undefined {
    const row = this.sql.exec<SessionRow>('SELECT * FROM sessions WHERE id = ?', id).toArray()[0];
    return row && wire(row);
  }

  /** The caller a token hash belongs to; `socketAt` records that it opens a socket at that table. */
  verify(tokenHash: string, socketAt?: string): Caller | null {
    // Every request with a token asks this: the session first (one indexed lookup), the player only for a session that exists.
    const row = this.sql.exec<Pick<SessionRow, 'id' | 'scopes' | 'last_used_at'>>('SELECT id, scopes, last_used_at FROM sessions WHERE token_hash = ?', tokenHash).toArray()[0];
    const player = row && this.player();
    if (!player || !row) return null;
    const at = now();
    if (at - row.last_used_at >= TOUCH_MS) this.sql.exec('UPDATE sessions SET last_used_at = ? WHERE id = ?', at, row.id);
    if (socketAt !== undefined) this.#rememberSocket(row.id, socketAt, at);
    return { player, session: { id: row.id, scopes: scopesFrom(row.scopes) } };
  }

  list(current?: string): Session[] {
    return this.sql
      .exec<SessionRow>('SELECT * FROM sessions ORDER BY last_used_at DESC, created_at DESC')
      .toArray()
      .map((r) => (r.id === current ? { ...wire(r), current: true as const } : wire(r)));
  }

  /** Gives the session a new token hash (the old token stops working at once). */
  rotate(id: string, tokenHash: string): Session | undefined {
    this.sql.exec('UPDATE sessions SET token_hash = ?, last_used_at = ? WHERE id = ?', tokenHash, now(), id);
    return this.get(id);
  }

  /** Removes the session and its tickets; returns the tables where it may still hold sockets (none if it did not exist). */
  revoke(id: string): string[] | undefined {
    if (!this.get(id)) return undefined;
    const tables = this.sql.exec<{ table_id: string }>('SELECT table_id FROM session_sockets WHERE session_id = ?', id).toArray().map((r) => r.table_id);
    this.sql.exec('DELETE FROM sessions WHERE id = ?', id);
    this.sql.exec('DELETE FROM tickets WHERE session_id = ?', id);
    this.sql.exec('DELETE FROM session_sockets WHERE session_id = ?', id);
    return tables;
  }

  /** Every table any session opened a socket at. */
  socketTables(): string[] {
    return this.sql.exec<{ table_id: string }>('SELECT DISTINCT table_id FROM session_sockets').toArray().map((r) => r.table_id);
  }

  /** A ticket for one socket of `sessionId` at `tableId`: stored by hash, good once within 60 s. */
  addTicket(hash: string, sessionId: string, tableId: string): number {
    const at = now();
    this.sql.exec('DELETE FROM tickets WHERE expires_at <= ?', at);
    this.sql.exec('INSERT INTO tickets (hash, session_id, table_id, expires_at) VALUES (?, ?, ?, ?)', hash, sessionId, tableId, at + TICKET_TTL_MS);
    return at + TICKET_TTL_MS;
  }

  /** Uses a ticket up: the caller, if it was issued for this table, has not expired and its session lives. */
  redeemTicket(hash: string, tableId: string): Caller | null {
    const row = this.sql.exec<{ session_id: string; table_id: string; expires_at: number }>('SELECT * FROM tickets WHERE hash = ?', hash).toArray()[0];
    if (!row) return null;
    this.sql.exec('DELETE FROM tickets WHERE hash = ?', hash);
    const player = this.player();
    const session = this.get(row.session_id);
    const at = now();
    if (!player || !session || row.table_id !== tableId || row.expires_at <= at) return null;
    this.#rememberSocket(session.id, tableId, at);
    return { player, session: { id: session.id, scopes: session.scopes } };
  }

  #rememberSocket(sessionId: string, tableId: string, at: number): void {
    this.sql.exec(
      'INSERT INTO session_sockets (session_id, table_id, at) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET at = excluded.at',
      sessionId, tableId, at,
    );
    this.sql.exec(
      `DELETE FROM session_sockets WHERE session_id = ? AND (at < ? OR table_id NOT IN
        (SELECT table_id FROM session_sockets WHERE session_id = ? ORDER BY at DESC LIMIT ?))`,
      sessionId, at - SOCKET_MEMORY_MS, sessionId, SOCKET_TABLES,
    );
  }
}

function wire(r: SessionRow): Session {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind as SessionKind,
    signedInWith: r.via as SignedInWith,
    scopes: scopesFrom(r.scopes),
    createdAt: new Date(r.created_at).toISOString(),
    lastUsedAt: new Date(r.last_used_at).toISOString(),
  };
}
