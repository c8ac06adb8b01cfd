/**
 * One tiny Durable Object per pending sign-in step that must be found without knowing the player: a
 * passkey sign-in's challenge (`signin:<challenge>`) or a link code (`link:<code>`). It holds one entry
 * until it is taken — once — or expires; its alarm then wipes it. Nothing here grows with the number of
 * players: each object lives for minutes and holds a few bytes. It keeps its one entry in the
 * key-value storage, so it has no SQL schema to migrate (worker/storage/).
 */
import { DurableObject } from 'cloudflare:workers';
import { now, realTime } from '../clock.js';
import type { Env } from '../env.js';

export interface PendingEntry {
  /** What the entry is for; `take` only hands it out for the same kind. */
  readonly kind: 'signin' | 'link';
  /** The player (link codes), or none (a sign-in challenge, whose player is not known yet). */
  readonly playerId?: string;
  /** The session that made it (link codes). */
  readonly sessionId?: string;
}

export class PendingDO extends DurableObject<Env> {
  /** Stores the entry unless one is already there (then false: the caller picks another key). */
  async put(entry: PendingEntry, ttlMs: number): Promise<boolean> {
    const existing = await this.ctx.storage.get<{ expiresAt: number }>('entry');
    if (existing && existing.expiresAt > now()) return false;
    const expiresAt = now() + ttlMs;
    await this.ctx.storage.put('entry', { ...entry, expiresAt });
    await this.ctx.storage.setAlarm(realTime(expiresAt));
    return true;
  }

  /** Hands out the entry once, if it is of this kind and has not expired; it is gone afterwards either way. */
  async take(kind: PendingEntry['kind']): Promise<PendingEntry | null> {
    const entry = await this.ctx.storage.get<PendingEntry & { expiresAt: number }>('entry');
    if (!entry) return null;
    await this.ctx.storage.deleteAll();
    await this.ctx.storage.deleteAlarm();
    if (entry.kind !== kind || entry.expiresAt <= now()) return null;
    const { expiresAt: _, ...rest } = entry;
    return rest;
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
