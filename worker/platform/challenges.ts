/**
 * Challenges (docs/api.md, "Challenges"), kept in Player objects. A challenge lives in its
 * challenger's object, which alone decides what becomes of it — accepted, declined, canceled — so two
 * answers that race are put in order there: the first wins, the second is told why it is too late
 * (409 CHALLENGE_CLOSED). The challenged player's object keeps a copy for their list of incoming
 * challenges; an open challenge is listed in the public lobby instead. A challenge expires 24 h after
 * it was made.
 */
import type { Challenge } from '../../shared/protocol-platform.js';
import { now } from '../clock.js';

export const CHALLENGE_TTL_MS = 24 * 3600_000;
/** Outgoing challenges are listed this long after they were made. */
const LIST_DAYS_MS = 7 * 24 * 3600_000;

/** What accepting a challenge needs besides its public face: the resolved options and the table's settings. */
export interface StoredChallenge {
  readonly challenge: Challenge;
  readonly name?: string | undefined;
  readonly profileRef?: { id: string; version: number; name: string; modified: boolean } | undefined;
  /** Made for anyone (its `to` is the one who accepted it, once someone has). */
  readonly open?: boolean | undefined;
  /** Who accepted it (the one who may ask again and get the same table). */
  readonly acceptedBy?: string | undefined;
}

/** The status a reader sees: an open challenge past its time has expired. */
export function current(c: Challenge, at = now()): Challenge {
  return c.status === 'open' && Date.parse(c.expiresAt) <= at ? { ...c, status: 'expired' } : c;
}

export class ChallengeStore {
  constructor(private readonly sql: SqlStorage) {}

  get(id: string): StoredChallenge | undefined {
    const row = this.sql.exec<{ body: string }>('SELECT body FROM challenges WHERE id = ?', id).toArray()[0];
    if (!row) return undefined;
    const stored = JSON.parse(row.body) as StoredChallenge;
    return { ...stored, challenge: current(stored.challenge) };
  }

  put(role: 'out' | 'in', stored: StoredChallenge): void {
    this.sql.exec(
      `INSERT INTO challenges (id, role, created_at, body) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET body = excluded.body`,
      stored.challenge.id,
      role,
      Date.parse(stored.challenge.createdAt),
      JSON.stringify(stored),
    );
  }

  /** Incoming challenges still open, and outgoing ones of the last 7 days; newest first. */
  list(): { incoming: Challenge[]; outgoing: Challenge[] } {
    const at = now();
    this.sql.exec('DELETE FROM challenges WHERE created_at < ?', at - LIST_DAYS_MS);
    const rows = this.sql.exec<{ role: string; body: string }>('SELECT role, body FROM challenges ORDER BY created_at DESC LIMIT 200').toArray();
    const of = (role: string) => rows.filter((r) => r.role === role).map((r) => current((JSON.parse(r.body) as StoredChallenge).challenge, at));
    return { incoming: of('in').filter((c) => c.status === 'open'), outgoing: of('out') };
  }
}
