/**
 * The account half of the Player object (player-do.ts extends it): the player row, their sessions
 * and socket tickets (session-store.ts), passkeys (passkeys.ts) and the recovery code, and the three
 * ways a new device signs in — a passkey, a link code from a signed-in device, the recovery code —
 * each making a new session. Revoking a session tells every table it opened a socket at, and waits
 * for them, so its sockets are closed when the answer goes out.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Player } from '../../shared/protocol.js';
import type {
  AuthenticationCredential,
  Passkey,
  PasskeysResponse,
  RegistrationCredential,
  Scope,
  Session,
  TokenResponse,
} from '../../shared/protocol-accounts.js';
import { now } from '../clock.js';
import { sameSecret } from '../crypto.js';
import type { Env } from '../env.js';
import { migrate } from '../storage/migrate.js';
import { PLAYER_SCHEMA } from '../storage/player.js';
import { allFormats } from '../../shared/ratings/index.js';
import { ratingsStub } from '../ratings/report.js';
import { type Checked, PasskeyStore, relyingParty } from './passkeys.js';
import { type Caller, type NewSession, SessionStore } from './session-store.js';

/** What the Player object asks of the tables (table/table-accounts.ts). */
export type TableSockets = {
  closeSession(sessionId: string, reason: string): Promise<number>;
  closePlayer(playerId: string, reason: string): Promise<number>;
  forgetPlayer(playerId: string): Promise<string | null>;
};

/** What the export holds from the Player object itself (the worker adds vacation, notifications and the tables). */
export interface AccountExport {
  readonly player: { readonly id: string; readonly name: string; readonly createdAt: string };
  readonly sessions: Session[];
  readonly passkeys: Passkey[];
  readonly tableIds: string[];
}

export abstract class PlayerAccount extends DurableObject<Env> {
  protected readonly sql: SqlStorage;
  protected readonly sessions: SessionStore;
  protected readonly passkeyStore: PasskeyStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    migrate(ctx.storage, PLAYER_SCHEMA);
    this.sql = ctx.storage.sql;
    this.sessions = new SessionStore(this.sql, () => this.player());
    this.passkeyStore = new PasskeyStore(this.sql, () => relyingParty(env));
  }

  /** Notes a table the player sits at (called with every summary a table sends). */
  protected remember(tableId: string, seated: boolean): void {
    if (seated) this.sql.exec('INSERT OR IGNORE INTO history (table_id, at) VALUES (?, ?)', tableId, now());
  }

  /** Notes a tournament the player directs or entered (as entrant or reserve). */
  noteTournament(id: string): void {
    if (this.player()) this.sql.exec('INSERT OR IGNORE INTO tournaments (id, at) VALUES (?, ?)', id, now());
  }

  /** Every table the player sat at (the history began with what "my tables" held when it was added). */
  #tableIds(): string[] {
    return this.sql.exec<{ id: string }>('SELECT table_id AS id FROM history UNION SELECT id FROM tables').toArray().map((r) => r.id);
  }

  /** The player this object holds, if any. */
  protected player(): Player | undefined {
    const row = this.sql.exec<{ id: string; name: string; bot: number }>('SELECT id, name, bot FROM player LIMIT 1').toArray()[0];
    return row && { id: row.id, name: row.name, ...(row.bot === 1 ? { bot: true as const } : {}) };
  }

  /**
   * Marks the player as a bot account, for good. Only an account that has never sat at a table or
   * entered a tournament may become one: a bot's record must be a bot's from its first match.
   * 'played': it has; null: no such player. Asking again as a bot answers the bot.
   */
  becomeBot(): Player | 'played' | null {
    const player = this.player();
    if (!player || player.bot) return player ?? null;
    const played = this.sql.exec<{ n: number }>(
      'SELECT (SELECT count(*) FROM history) + (SELECT count(*) FROM tables) + (SELECT count(*) FROM tournaments) AS n',
    ).one().n;
    if (played > 0) return 'played';
    this.sql.exec('UPDATE player SET bot = 1');
    return { ...player, bot: true };
  }

  /** Who this object holds, as anyone may see it (a player page): id and name, or null. */
  publicPlayer(): Player | null {
    return this.player() ?? null;
  }

  protected createdAt(): number | undefined {
    return this.sql.exec<{ created_at: number }>('SELECT created_at FROM player LIMIT 1').toArray()[0]?.created_at;
  }

  /** Creates the player with their first session; false if this id is already taken. */
  create(id: string, name: string, first: NewSession): Session | false {
    if (this.player()) return false;
    this.sql.exec("INSERT INTO player (id, name, token_hash, created_at) VALUES (?, ?, '', ?)", id, name, now());
    return this.sessions.create(first);
  }

  /** The caller a token hash belongs to; `socketAt`: the token opens a socket at that table. */
  verify(tokenHash: string, socketAt?: string): Caller | null {
    return this.sessions.verify(tokenHash, socketAt);
  }

  listSessions(current: string): Session[] {
    return this.sessions.list(current);
  }

  /** A new session (an API client's token, or a device signing in); its scopes are the caller's to give. */
  addSession(session: NewSession, token: string): TokenResponse | null {
    const player = this.player();
    if (!player) return null;
    return { player, session: this.sessions.create(session), token };
  }

  rotateSession(id: string, tokenHash: string): Session | undefined {
    return this.sessions.rotate(id, tokenHash);
  }

  /** Ends a session: its token stops working and every socket it holds is closed before this returns. */
  async revokeSession(id: string, reason = 'this session was signed out'): Promise<boolean> {
    const tables = this.sessions.revoke(id);
    if (!tables) return false;
    await this.tellTables(tables, (t) => t.closeSession(id, reason));
    return true;
  }

  /** Stores a single-use ticket (its hash) for one socket of the session at a table; its expiry, or null without the session. */
  addTicket(hash: string, sessionId: string, tableId: string): number | null {
    if (!this.player() || !this.sessions.get(sessionId)) return null;
    return this.sessions.addTicket(hash, sessionId, tableId);
  }

  redeemTicket(hash: string, tableId: string): Caller | null {
    return this.sessions.redeemTicket(hash, tableId);
  }

  // -------------------------------------------------------------------------------------------------
  // Passkeys and the recovery code

  passkeys(): PasskeysResponse {
    const recovery = this.sql.exec<{ created_at: number }>('SELECT created_at FROM recovery').toArray()[0];
    return { passkeys: this.passkeyStore.list(), recoveryCode: recovery ? { createdAt: new Date(recovery.created_at).toISOString() } : null };
  }

  async passkeyOptions(sessionId: string): Promise<Record<string, unknown> | null> {
    const player = this.player();
    if (!player || !this.sessions.get(sessionId)) return null;
    return (await this.passkeyStore.registrationOptions(player, sessionId)) as unknown as Record<string, unknown>;
  }

  /**
   * Registers a passkey. With the player's first one, `recoveryHash` becomes their recovery code
   * (`recovery: true` tells the worker to show the code, once).
   */
  async registerPasskey(sessionId: string, credential: RegistrationCredential, name: string, recoveryHash: string): Promise<Checked<{ passkey: Passkey; recovery: boolean }>> {
    const first = this.passkeyStore.count() === 0;
    const done = await this.passkeyStore.register(credential, sessionId, name);
    if (!done.ok) return done;
    if (first) this.setRecoveryCode(recoveryHash);
    return { ok: true, value: { passkey: done.value, recovery: first } };
  }

  renamePasskey(id: string, name: string): Passkey | undefined {
    return this.passkeyStore.rename(id, name);
  }

  removePasskey(id: string): boolean {
    return this.passkeyStore.remove(id);
  }

  /** A new recovery code (its hash) replaces the old one. */
  setRecoveryCode(hash: string): void {
    this.sql.exec('INSERT OR REPLACE INTO recovery (id, hash, created_at) VALUES (1, ?, ?)', hash, now());
  }

  // -------------------------------------------------------------------------------------------------
  // Signing in a new device: each way ends in a new session of kind "device" with every scope

  /** A passkey's response to a challenge the worker already checked and used up. */
  async signInWithPasskey(credential: AuthenticationCredential, challenge: string, session: NewSession, token: string): Promise<Checked<TokenResponse>> {
    if (!this.player()) return { ok: false, why: 'this passkey\'s player does not exist (any more)' };
    const checked = await this.passkeyStore.authenticate(credential, challenge);
    if (!checked.ok) return checked;
    return { ok: true, value: this.addSession(session, token)! };
  }

  /** A link code made by `issuer` (a session of this player, which must still be signed in). */
  signInWithLink(issuer: string, session: NewSession, token: string): Checked<TokenResponse> {
    if (!this.sessions.get(issuer)) return { ok: false, why: 'the device that showed the code has been signed out since' };
    return { ok: true, value: this.addSession(session, token)! };
  }

  /** The recovery code: good once; using it signs in and invalidates it. */
  signInWithRecovery(hash: string, session: NewSession, token: string): Checked<TokenResponse> {
    const row = this.sql.exec<{ hash: string }>('SELECT hash FROM recovery').toArray()[0];
    if (!row || !this.player() || !sameSecret(row.hash, hash)) return { ok: false, why: 'this recovery code is not valid (it may have been used or replaced)' };
    this.sql.exec('DELETE FROM recovery');
    return { ok: true, value: this.addSession(session, token)! };
  }

  // -------------------------------------------------------------------------------------------------
  // Your data

  exportAccount(currentSession: string): AccountExport | null {
    const player = this.player();
    if (!player) return null;
    return {
      player: { ...player, createdAt: new Date(this.createdAt() ?? 0).toISOString() },
      sessions: this.sessions.list(currentSession),
      passkeys: this.passkeyStore.list(),
      tableIds: this.#tableIds(),
    };
  }

  /**
   * Deletes the account: every table the player sat at forgets them ("former player"; open tables apply
   * their absence policy at once), every socket of theirs closes, then everything this object holds is
   * wiped (its tables stay, empty: the object answers like one that never held a player). Returns the
   * tournaments the player directs, entered or whose tables they sat at.
   */
  async deleteAccount(): Promise<string[] | null> {
    const player = this.player();
    if (!player) return null;
    const tournaments = new Set(this.sql.exec<{ id: string }>('SELECT id FROM tournaments').toArray().map((r) => r.id));
    await this.tellTables(this.#tableIds(), async (t) => {
      const tournament = await t.forgetPlayer(player.id);
      if (tournament) tournaments.add(tournament);
    });
    await this.tellTables(this.sessions.socketTables(), (t) => t.closePlayer(player.id, 'this account was deleted'));
    await forgetRatings(this.env, player.id);
    // Every table of the schema is emptied (their names come from sqlite_master, not from anyone's input);
    // schema_migrations stays, so that the object keeps its schema.
    const names = this.sql
      .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'schema_migrations'")
      .toArray();
    this.ctx.storage.transactionSync(() => {
      for (const { name } of names) this.sql.exec(`DELETE FROM "${name}"`);
    });
    await this.ctx.storage.deleteAlarm();
    return [...tournaments];
  }

  // -------------------------------------------------------------------------------------------------

  /** Calls every table in `ids` at once; a table that cannot be reached is logged. */
  protected async tellTables(ids: readonly string[], call: (t: TableSockets) => Promise<unknown>): Promise<void> {
    const results = await Promise.allSettled(ids.map((id) => call(this.env.TABLES.get(this.env.TABLES.idFromName(id)) as unknown as TableSockets)));
    for (const r of results) if (r.status === 'rejected') console.error('account: a table could not be told', r.reason);
  }
}

/** The player leaves every global leaderboard (docs/ratings.md: club ladders keep past results, without a page). */
async function forgetRatings(env: Env, id: string): Promise<void> {
  const results = await Promise.allSettled(allFormats().map((format) => ratingsStub(env, format).forget(id)));
  for (const r of results) if (r.status === 'rejected') console.error('account: a leaderboard could not forget the player', r.reason);
}

export type { Caller, NewSession, Scope };
