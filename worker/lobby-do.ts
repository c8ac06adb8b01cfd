/**
 * The Lobby objects (worker/lobby-list.ts says which is which): one root per lobby name — who may list
 * tables there, and the open challenges — and one shard per lobby and game holding the public tables
 * of that game still waiting for players. A lobby is open to everyone until a club claims its name (docs/api.md,
 * "Club lobbies"); from then on it lists only the tables created by its owner or by the members the
 * owner names. The check is made when a table is listed and again whenever the list is read, so a
 * member who is taken off the list takes their tables with them.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Player, Problem, TableSummary } from '../shared/protocol.js';
import type { Lobby, LobbyRole } from '../shared/protocol-lobby.js';
import type { Challenge } from '../shared/protocol-platform.js';
import type { Report, ReportsResponse, ReportState } from '../shared/protocol-moderation.js';
import { now } from './clock.js';
import type { Env } from './env.js';
import { LIST_LIMIT, lobbyShard, UNCLAIMABLE } from './lobby-list.js';
import { log } from './observe/log.js';
import { type Answer, answer, problem, refuse } from './problem.js';
import { LOBBY_SCHEMA } from './storage/lobby.js';
import { migrate } from './storage/migrate.js';

/**
 * How long the row of a table that stopped waiting is kept as a tombstone: longer than any update of
 * that table can be on its way, so that a late revision never lists a started table again.
 */
export const TOMBSTONE_MS = 60 * 60 * 1000;

/** How many reports a lobby keeps (the oldest go first). */
export const KEEP_REPORTS = 1000;

/**
 * A waiting table that nobody but its creator has sat at for this long leaves the lists (issue 18): the
 * lobbies show tables someone is still waiting at. A later change of its seats lists it again.
 */
export const FORSAKEN_MS = 24 * 60 * 60 * 1000;

/** Who may list tables in a lobby (null: everyone) and the tables its root still held before shards. */
export interface LobbyListing {
  readonly allowed: string[] | null;
  readonly legacy: TableSummary[];
}

/** Which page of a lobby's reports to read (GET /api/lobbies/{name}/reports). */
export interface ReportsPage {
  readonly before: number | undefined;
  readonly limit: number;
  readonly state: ReportState;
}

export class LobbyDO extends DurableObject<Env> {
  readonly #sql: SqlStorage;
  /** Reads of the list served by this object since it loaded (the cache in front keeps it small). */
  #reads = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    migrate(ctx.storage, LOBBY_SCHEMA);
    this.#sql = ctx.storage.sql;
    // A root still holding tables from before the shards hands them on (alarm below).
    if (this.#sql.exec('SELECT 1 FROM tables WHERE legacy = 1 LIMIT 1').toArray().length > 0) {
      void ctx.blockConcurrencyWhile(async () => {
        if ((await ctx.storage.getAlarm()) === null) await ctx.storage.setAlarm(Date.now());
      });
    }
  }

  /**
   * Records the latest summary of a table; only public tables still waiting for players are listed.
   * Revisions arriving late are ignored, so a table that has started never comes back: its row stays
   * as a tombstone for TOMBSTONE_MS and is then removed.
   */
  async putTable(summary: TableSummary, rev: number, creator: string | null = null): Promise<void> {
    const open = summary.status === 'waiting' && summary.visibility === 'public' ? 1 : 0;
    this.#sql.exec(
      `INSERT INTO tables (id, rev, open, created_at, summary, creator, closed_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET rev = excluded.rev, open = excluded.open, summary = excluded.summary,
         creator = COALESCE(excluded.creator, tables.creator), closed_at = excluded.closed_at
       WHERE excluded.rev > tables.rev`,
      summary.id,
      rev,
      open,
      Date.parse(summary.createdAt),
      open ? JSON.stringify(summary) : '{}',
      creator,
      open ? null : now(),
    );
    if (!open && (await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(now() + TOMBSTONE_MS);
  }

  /** A deleted table (DELETE /api/tables/{id}) leaves the list at once; its tombstone outranks any revision still on its way. */
  async dropTable(id: string): Promise<void> {
    this.#sql.exec(
      `INSERT INTO tables (id, rev, open, created_at, summary, closed_at) VALUES (?, ?, 0, ?, '{}', ?)
       ON CONFLICT (id) DO UPDATE SET rev = excluded.rev, open = 0, summary = '{}', closed_at = excluded.closed_at`,
      id, Number.MAX_SAFE_INTEGER, now(), now(),
    );
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(now() + TOMBSTONE_MS);
  }

  /**
   * Closes the rows of tables forsaken for FORSAKEN_MS: still waiting, unchanged since, and no one but
   * the creator seated. They become tombstones like started tables (a newer revision lists them again).
   */
  #closeForsaken(): void {
    const at = now();
    const cutoff = at - FORSAKEN_MS;
    const closed = this.#sql.exec(
      `UPDATE tables SET open = 0, summary = '{}', closed_at = ?
       WHERE open = 1 AND created_at <= ? AND json_extract(summary, '$.updatedAt') <= ?
         AND NOT EXISTS (SELECT 1 FROM json_each(summary, '$.players') p
                         WHERE json_extract(p.value, '$.playerId') IS NOT NULL AND json_extract(p.value, '$.playerId') IS NOT tables.creator)`,
      at, cutoff, new Date(cutoff).toISOString(),
    ).rowsWritten;
    if (closed > 0) {
      void this.ctx.storage.getAlarm().then((alarm) => (alarm === null ? this.ctx.storage.setAlarm(at + TOMBSTONE_MS) : undefined));
    }
  }

  /** Tombstones past their time are removed; a root hands the tables it held before shards to them. */
  override async alarm(): Promise<void> {
    const legacy = this.#sql
      .exec<{ id: string; rev: number; summary: string; creator: string | null }>('SELECT id, rev, summary, creator FROM tables WHERE legacy = 1')
      .toArray();
    for (const row of legacy) {
      const summary = JSON.parse(row.summary) as TableSummary;
      // A shard that already has a newer revision of the table (it changed since) keeps it.
      await lobbyShard(this.env, summary.lobby, summary.game).putTable(summary, row.rev, row.creator);
      this.#sql.exec('DELETE FROM tables WHERE id = ? AND rev = ?', row.id, row.rev);
    }
    this.#sql.exec('DELETE FROM tables WHERE closed_at IS NOT NULL AND closed_at <= ?', now() - TOMBSTONE_MS);
    const next = this.#sql.exec<{ t: number | null }>('SELECT MIN(closed_at) AS t FROM tables WHERE closed_at IS NOT NULL').one().t;
    if (next !== null) await this.ctx.storage.setAlarm(next + TOMBSTONE_MS);
  }

  /** How many rows (open tables and tombstones) this object holds. */
  rowCount(): number {
    return this.#sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM tables').one().n;
  }

  /** Reads of the list this object served since it loaded. */
  readCount(): number {
    return this.#reads;
  }

  #countRead(key: string): void {
    this.#reads++;
    log('info', 'lobby.read', { lobby: key, reads: this.#reads });
  }

  /** An open challenge (platform/challenges.ts) is listed until it is taken, canceled or expires. */
  putChallenge(challenge: Challenge): void {
    this.#sql.exec(
      'INSERT INTO challenges (id, expires_at, body) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET body = excluded.body',
      challenge.id, Date.parse(challenge.expiresAt), JSON.stringify(challenge),
    );
  }

  dropChallenge(id: string): void {
    this.#sql.exec('DELETE FROM challenges WHERE id = ?', id);
  }

  /** The open challenges, newest first. */
  challenges(): Challenge[] {
    this.#countRead('challenges');
    this.#sql.exec('DELETE FROM challenges WHERE expires_at <= ?', now());
    return this.#sql.exec<{ body: string }>('SELECT body FROM challenges ORDER BY expires_at DESC LIMIT ?', LIST_LIMIT).toArray().map((r) => JSON.parse(r.body) as Challenge);
  }

  /**
   * A shard's open tables, newest first; `allowed` (from the root of a claimed lobby) keeps only those
   * created by its owner and members. `key` names the shard in the log.
   */
  tables(key: string, allowed: readonly string[] | null = null): TableSummary[] {
    this.#countRead(key);
    return this.#open(allowed);
  }

  #open(allowed: readonly string[] | null): TableSummary[] {
    this.#closeForsaken();
    return this.#sql
      .exec<{ summary: string }>(
        `SELECT summary FROM tables WHERE open = 1 AND (? IS NULL OR creator IN (SELECT value FROM json_each(?)))
         ORDER BY created_at DESC LIMIT ?`,
        allowed === null ? null : 1,
        JSON.stringify(allowed ?? []),
        LIST_LIMIT,
      )
      .toArray()
      .map((r) => JSON.parse(r.summary) as TableSummary);
  }

  /** A root's part of a list: who may list (null when unclaimed) and its tables from before shards. */
  listing(name: string): LobbyListing {
    this.#countRead(name);
    const owner = this.#owner();
    const allowed = owner ? [owner.player_id, ...this.#members()] : null;
    return { allowed, legacy: this.#open(allowed) };
  }

  /** May `playerId` list a table here? Anyone in an unclaimed lobby; the owner and members in a claimed one. */
  mayList(playerId: string): boolean {
    return this.#owner() === undefined || this.#role(playerId) !== undefined;
  }

  /** The lobby as `caller` sees it: the member list only for the owner and the members. */
  info(name: string, caller: Player | null): Lobby {
    const owner = this.#owner();
    if (!owner) return { name, claimed: false };
    const role = caller ? this.#role(caller.id) : undefined;
    const out: Lobby = { name, claimed: true, owner: { id: owner.player_id, name: owner.player_name } };
    if (role) {
      out.you = role;
      out.members = this.#members();
      out.muted = this.#muted();
    }
    return out;
  }

  /** The caller becomes the owner of an unclaimed lobby (asking again as its owner changes nothing). */
  claim(name: string, caller: Player): Answer<Lobby> {
    if (UNCLAIMABLE.has(name)) return refuse(problem('FORBIDDEN', `the "${name}" lobby belongs to everyone and cannot be claimed`));
    const owner = this.#owner();
    if (owner && owner.player_id !== caller.id) return refuse(problem('FORBIDDEN', `the lobby "${name}" is already claimed by ${owner.player_name}`));
    if (!owner) {
      this.#sql.exec(
        'INSERT INTO owner (id, name, player_id, player_name, claimed_at) VALUES (1, ?, ?, ?, ?)',
        name,
        caller.id,
        caller.name,
        Date.now(),
      );
    }
    return answer(this.info(name, caller));
  }

  /** The owner replaces the member list. */
  setMembers(name: string, caller: Player, members: readonly string[]): Answer<Lobby> {
    const owner = this.#owner();
    if (!owner) return refuse(problem('NOT_FOUND', `the lobby "${name}" is not claimed: claim it first`));
    if (owner.player_id !== caller.id) return refuse(problem('FORBIDDEN', 'only the lobby\'s owner names its members'));
    this.ctx.storage.transactionSync(() => {
      this.#sql.exec('DELETE FROM members');
      for (const id of new Set(members)) if (id !== owner.player_id) this.#sql.exec('INSERT INTO members (player_id) VALUES (?)', id);
    });
    return answer(this.info(name, caller));
  }

  /**
   * The owner mutes (or unmutes) a member: a muted member cannot write in the chat of the club's
   * tables, nor create or join tables in this lobby (code MUTED). The owner cannot be muted.
   */
  setMuted(name: string, caller: Player, playerId: string, on: boolean): Answer<Lobby> {
    const owner = this.#owner();
    if (!owner) return refuse(problem('NOT_FOUND', `the lobby "${name}" is not claimed: claim it first`));
    if (owner.player_id !== caller.id) return refuse(problem('FORBIDDEN', 'only the lobby\'s owner mutes members'));
    if (on) {
      if (this.#role(playerId) !== 'member') return refuse(problem('NOT_FOUND', `${playerId} is not a member of "${name}"`));
      this.#sql.exec('INSERT OR IGNORE INTO mutes (player_id, at) VALUES (?, ?)', playerId, now());
    } else {
      this.#sql.exec('DELETE FROM mutes WHERE player_id = ?', playerId);
    }
    return answer(this.info(name, caller));
  }

  /** Whether the owner of this (claimed) lobby muted `playerId`. */
  isMuted(playerId: string): boolean {
    return this.#owner() !== undefined && this.#sql.exec('SELECT 1 FROM mutes WHERE player_id = ?', playerId).toArray().length > 0;
  }

  /**
   * Keeps a report for this lobby's operator: the owner of a claimed lobby, the site's operators for
   * "public". False: nobody here reads reports (an unclaimed club name), the caller sends it to "public".
   */
  addReport(name: string, report: Report): boolean {
    if (name !== 'public' && !this.#owner()) return false;
    this.#sql.exec('INSERT INTO reports (id, at, body) VALUES (?, ?, ?)', report.id, Date.parse(report.at), JSON.stringify(report));
    this.#sql.exec('DELETE FROM reports WHERE rowid <= (SELECT rowid FROM reports ORDER BY rowid DESC LIMIT 1 OFFSET ?)', KEEP_REPORTS);
    return true;
  }

  /**
   * The reports in `state` (open, handled or all), newest first, `limit` older than `before` (a cursor
   * from the previous page). Read by the owner of a claimed lobby; for "public", by a site operator
   * (`operator`, decided by the worker).
   */
  reports(name: string, caller: Player, operator: boolean, page: ReportsPage): Answer<ReportsResponse> {
    const refused = this.#reportsRefusal(name, caller, operator);
    if (refused) return refuse(refused);
    const { before, limit, state } = page;
    const rows = this.#sql
      .exec<{ n: number; body: string }>(
        `SELECT rowid AS n, body FROM reports WHERE rowid < ?
           AND (? = 'all' OR (? = 'open') = (handled_at IS NULL))
         ORDER BY rowid DESC LIMIT ?`,
        before ?? Number.MAX_SAFE_INTEGER, state, state, limit + 1,
      )
      .toArray();
    const shown = rows.slice(0, limit);
    const next = rows.length > limit ? shown.at(-1)?.n : undefined;
    return answer({ reports: shown.map((r) => JSON.parse(r.body) as Report), ...(next === undefined ? {} : { next: String(next) }) });
  }

  /** The reader of the reports marks one handled (who and when are kept), or open again. */
  handleReport(name: string, caller: Player, operator: boolean, id: string, handled: boolean): Answer<Report> {
    const refused = this.#reportsRefusal(name, caller, operator);
    if (refused) return refuse(refused);
    const row = this.#sql.exec<{ body: string }>('SELECT body FROM reports WHERE id = ?', id).toArray()[0];
    if (!row) return refuse(problem('NOT_FOUND', `there is no report ${id} in "${name}"`));
    const { handled: _, ...rest } = JSON.parse(row.body) as Report;
    const at = now();
    const report: Report = handled ? { ...rest, handled: { by: { id: caller.id, name: caller.name }, at: new Date(at).toISOString() } } : rest;
    this.#sql.exec('UPDATE reports SET body = ?, handled_at = ? WHERE id = ?', JSON.stringify(report), handled ? at : null, id);
    return answer(report);
  }

  #reportsRefusal(name: string, caller: Player, operator: boolean): Problem | undefined {
    if (name === 'public') return operator ? undefined : problem('FORBIDDEN', 'only the site\'s operators read its reports');
    return this.#owner()?.player_id === caller.id ? undefined : problem('FORBIDDEN', 'only the lobby\'s owner reads its reports');
  }

  #muted(): string[] {
    return this.#sql.exec<{ player_id: string }>('SELECT player_id FROM mutes ORDER BY player_id').toArray().map((r) => r.player_id);
  }

  #owner(): { player_id: string; player_name: string } | undefined {
    return this.#sql.exec<{ player_id: string; player_name: string }>('SELECT player_id, player_name FROM owner WHERE id = 1').toArray()[0];
  }

  #role(playerId: string): LobbyRole | undefined {
    const owner = this.#owner();
    if (owner?.player_id === playerId) return 'owner';
    const member = this.#sql.exec('SELECT 1 FROM members WHERE player_id = ?', playerId).toArray();
    return member.length > 0 ? 'member' : undefined;
  }

  #members(): string[] {
    return this.#sql.exec<{ player_id: string }>('SELECT player_id FROM members ORDER BY player_id').toArray().map((r) => r.player_id);
  }
}
