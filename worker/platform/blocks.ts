/**
 * Blocks (docs/api.md, "Blocking, reports and mutes"), kept in Player objects on both sides: the
 * blocker's object holds `out` (whom they blocked, listed to them), the blocked player's object holds
 * `in` (never shown to them: blocking is private). Either object alone can then say whether its
 * player may be seated with someone, in one read: a block either way keeps two players apart.
 */
import type { BlockedPlayer } from '../../shared/protocol-moderation.js';

export type BlockSide = 'out' | 'in';

/** How many players one person may block (a bound on the list a table checks when they sit). */
export const MAX_BLOCKS = 500;

export class BlockStore {
  constructor(private readonly sql: SqlStorage) {}

  /** Records a block on this side (again: no change). */
  add(other: { id: string; name: string }, dir: BlockSide, at: number): void {
    this.sql.exec('INSERT OR IGNORE INTO blocks (other, dir, name, at) VALUES (?, ?, ?, ?)', other.id, dir, other.name, at);
  }

  remove(other: string, dir: BlockSide): boolean {
    return this.sql.exec('DELETE FROM blocks WHERE other = ? AND dir = ? RETURNING other', other, dir).toArray().length > 0;
  }

  /** Every block either way with `other` goes (they deleted their account). */
  forget(other: string): void {
    this.sql.exec('DELETE FROM blocks WHERE other = ?', other);
  }

  /** The other players of this player's blocks, either way, newest first, at most `limit`. */
  others(limit: number): string[] {
    return this.sql.exec<{ other: string }>('SELECT other FROM blocks GROUP BY other ORDER BY MAX(at) DESC LIMIT ?', limit).toArray().map((r) => r.other);
  }

  count(dir: BlockSide): number {
    return this.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM blocks WHERE dir = ?', dir).one().n;
  }

  /** Whom the player blocked, newest first. */
  blocked(): BlockedPlayer[] {
    return this.sql
      .exec<{ other: string; name: string; at: number }>("SELECT other, name, at FROM blocks WHERE dir = 'out' ORDER BY at DESC, other")
      .toArray()
      .map((r) => ({ id: r.other, name: r.name, since: new Date(r.at).toISOString() }));
  }

  /** The ids of the players the player blocked (whose chat they do not see). */
  hidden(): string[] {
    return this.sql.exec<{ other: string }>("SELECT other FROM blocks WHERE dir = 'out'").toArray().map((r) => r.other);
  }

  /** The ids of everyone with a block either way: the player is never seated with them. */
  apart(): string[] {
    return this.sql.exec<{ other: string }>('SELECT DISTINCT other FROM blocks').toArray().map((r) => r.other);
  }

  /** Whether there is a block either way with `other`. */
  between(other: string): boolean {
    return this.sql.exec('SELECT 1 FROM blocks WHERE other = ? LIMIT 1', other).toArray().length > 0;
  }
}
