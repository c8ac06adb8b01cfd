/**
 * One Durable Object per lobby name: the public tables of that lobby still waiting for players, and
 * who may list tables there. A lobby is open to everyone until a club claims its name (docs/api.md,
 * "Club lobbies"); from then on it lists only the tables created by its owner or by the members the
 * owner names. The check is made when a table is listed and again whenever the list is read, so a
 * member who is taken off the list takes their tables with them.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Player, TableSummary } from '../shared/protocol.js';
import type { Lobby, LobbyRole } from '../shared/protocol-lobby.js';
import type { Challenge } from '../shared/protocol-platform.js';
import { now } from './clock.js';
import type { Env } from './env.js';
import { type Answer, answer, problem, refuse } from './problem.js';
import { LOBBY_SCHEMA } from './storage/lobby.js';
import { migrate } from './storage/migrate.js';

/** The most tables a lobby lists (oldest first would starve new tables, so newest first). */
const LIST_LIMIT = 200;
/** Names nobody can claim: the site's own lobby. */
const UNCLAIMABLE = new Set(['public']);

export class LobbyDO extends DurableObject<Env> {
  readonly #sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    migrate(ctx.storage, LOBBY_SCHEMA);
    this.#sql = ctx.storage.sql;
  }

  /**
   * Records the latest summary of a table; only public tables still waiting for players are listed.
   * Revisions arriving late are ignored, so a table that has started never comes back.
   */
  putTable(summary: TableSummary, rev: number, creator: string | null = null): void {
    const open = summary.status === 'waiting' && summary.visibility === 'public' ? 1 : 0;
    this.#sql.exec(
      `INSERT INTO tables (id, rev, open, created_at, summary, creator) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET rev = excluded.rev, open = excluded.open, summary = excluded.summary,
         creator = COALESCE(excluded.creator, tables.creator)
       WHERE excluded.rev > tables.rev`,
      summary.id,
      rev,
      open,
      Date.parse(summary.createdAt),
      open ? JSON.stringify(summary) : '{}',
      creator,
    );
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
    this.#sql.exec('DELETE FROM challenges WHERE expires_at <= ?', now());
    return this.#sql.exec<{ body: string }>('SELECT body FROM challenges ORDER BY expires_at DESC LIMIT ?', LIST_LIMIT).toArray().map((r) => JSON.parse(r.body) as Challenge);
  }

  /** The open tables, newest first; in a claimed lobby only those of its owner and members. */
  tables(): TableSummary[] {
    return this.#sql
      .exec<{ summary: string }>(
        `SELECT summary FROM tables WHERE open = 1 AND (
           NOT EXISTS (SELECT 1 FROM owner)
           OR creator IN (SELECT player_id FROM owner UNION SELECT player_id FROM members))
         ORDER BY created_at DESC LIMIT ?`,
        LIST_LIMIT,
      )
      .toArray()
      .map((r) => JSON.parse(r.summary) as TableSummary);
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
