/**
 * One Durable Object per player: their account — sessions, passkeys, recovery (auth/player-account.ts,
 * which this class extends; tokens are kept as hashes only) — their tables ("my tables"), kept up to date by the tables after every change, their vacation days
 * and their notification channels. Its alarm sends the outbox (with retries) and the daily digest.
 */
import type {
  CorrTableSummary as TableSummary,
  NotificationSettings,
  PutNotificationsBody,
  PutNotificationsResponse,
  Vacation,
} from '../shared/protocol-correspondence.js';
import { now, realTime } from './clock.js';
import { PlayerAccount } from './auth/player-account.js';
import type { Env } from './env.js';
import type { NotifyEvent } from './notify/event.js';
import { Notifier } from './notify/notifier.js';
import { type Bucket, type RateLimit, takeFrom } from './ratelimit.js';
import { DAY_MS } from './table/timecontrol.js';
import {
  AUTO_VACATION_MS,
  newVacation,
  startVacation,
  stopVacation,
  type VacationState,
  vacationWire,
} from './vacation.js';

/** Test messages: a burst of 3, then one a minute. */
const TEST_RATE: RateLimit = { burst: 3, perSecond: 1 / 60 };

/** How many finished tables a player's list keeps. */
const KEEP_FINISHED = 200;

export class PlayerDO extends PlayerAccount {
  readonly #sql: SqlStorage;
  readonly #notifier: Notifier;

  constructor(ctx: DurableObjectState, env: Env) {
    // The storage is migrated by PlayerAccount's constructor, first thing (storage/player.ts).
    super(ctx, env);
    this.#sql = ctx.storage.sql;
    this.#notifier = new Notifier(this.#sql, env);
  }

  /**
   * Records the latest summary of a table as this player sees it (without `yourSeat` once they left it).
   * Revisions arriving late are ignored, so the list never goes back in time.
   */
  putTable(summary: TableSummary, rev: number): void {
    if (!this.player()) return; // a deleted player's tables may still be on their way
    this.remember(summary.id, summary.yourSeat !== undefined);
    this.#sql.exec(
      `INSERT INTO tables (id, rev, seated, your_turn, finished, updated_at, summary) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET rev = excluded.rev, seated = excluded.seated, your_turn = excluded.your_turn,
         finished = excluded.finished, updated_at = excluded.updated_at, summary = excluded.summary
       WHERE excluded.rev > tables.rev`,
      summary.id,
      rev,
      summary.yourSeat === undefined ? 0 : 1,
      summary.yourTurn === true ? 1 : 0,
      summary.status === 'finished' ? 1 : 0,
      Date.parse(summary.updatedAt),
      JSON.stringify(summary),
    );
    if (summary.status === 'finished') {
      this.#sql.exec(
        `DELETE FROM tables WHERE finished = 1 AND id NOT IN
         (SELECT id FROM tables WHERE finished = 1 ORDER BY updated_at DESC LIMIT ?)`,
        KEEP_FINISHED,
      );
    }
  }

  /** The player's tables by urgency: my turn first (nearest deadline first), then unfinished ones, then by last activity. */
  tables(): TableSummary[] {
    const rows = this.#sql
      .exec<{ summary: string }>('SELECT summary FROM tables WHERE seated = 1 ORDER BY your_turn DESC, finished ASC, updated_at DESC LIMIT 500')
      .toArray()
      .map((r) => JSON.parse(r.summary) as TableSummary);
    const deadline = (t: TableSummary): number => (t.yourDeadline === undefined ? Infinity : Date.parse(t.yourDeadline));
    // A stable sort keeps the SQL order among tables with the same urgency.
    return rows.sort((a, b) => Number(b.yourTurn === true) - Number(a.yourTurn === true) || (a.yourTurn ? deadline(a) - deadline(b) : 0));
  }

  // -------------------------------------------------------------------------------------------------
  // Vacation

  #vacation(): VacationState {
    const stored = this.#notifier.get<VacationState>('vacation');
    if (stored) return stored;
    const joined = this.#sql.exec<{ created_at: number }>('SELECT created_at FROM player LIMIT 1').toArray()[0]?.created_at ?? now();
    return newVacation(joined);
  }

  vacation(): Vacation {
    return vacationWire(this.#vacation(), now());
  }

  /** Switches the vacation on (for `days`, default all that is left) or off; every table of the player hears of it. */
  async setVacation(on: boolean, days?: number): Promise<Vacation | { error: string }> {
    const t = now();
    const before = this.#vacation();
    const next = on ? startVacation(before, t, days ?? Infinity, false) : stopVacation(before, t);
    if (!next) return { error: 'not one whole vacation day is left' };
    this.#notifier.set('vacation', next);
    await this.#tellTables(next.on?.until ?? null);
    return vacationWire(next, t);
  }

  /**
   * A table's deadline for this player would pass: a vacation of a day (or what is left) starts by
   * itself. Returns its end, or null when no days are left (or a vacation is on already: the table
   * hears of it separately). The other tables are told without making the asking table wait.
   */
  autoVacation(tableId: string): number | null {
    const t = now();
    const before = this.#vacation();
    if (before.on && before.on.until > t) return before.on.until;
    const next = startVacation(before, t, AUTO_VACATION_MS / DAY_MS, true);
    if (!next?.on) return null;
    this.#notifier.set('vacation', next);
    this.ctx.waitUntil(this.#tellTables(next.on.until, tableId));
    return next.on.until;
  }

  async #tellTables(until: number | null, except?: string): Promise<void> {
    const me = this.#sql.exec<{ id: string }>('SELECT id FROM player LIMIT 1').toArray()[0]?.id;
    if (!me) return;
    const ids = this.#sql
      .exec<{ id: string }>('SELECT id FROM tables WHERE seated = 1 AND finished = 0')
      .toArray()
      .map((r) => r.id)
      .filter((id) => id !== except);
    const results = await Promise.allSettled(ids.map((id) => this.env.TABLES.get(this.env.TABLES.idFromName(id)).vacation(me, until)));
    for (const r of results) if (r.status === 'rejected') console.error('vacation: a table could not be told', r.reason);
  }

  // -------------------------------------------------------------------------------------------------
  // Notifications

  /** The settings; `acceptLanguage` (the reader's browser) is what notifications follow until a language is chosen. */
  notificationSettings(acceptLanguage?: string): Promise<NotificationSettings> {
    this.#notifier.noteBrowser(acceptLanguage);
    return this.#notifier.settings();
  }

  putNotificationSettings(body: PutNotificationsBody, acceptLanguage?: string): Promise<PutNotificationsResponse | { error: string }> {
    this.#notifier.noteBrowser(acceptLanguage);
    const done = this.#notifier.put(body);
    return done.finally(() => this.#schedule());
  }

  /**
   * The player's test message, which goes to every channel: 3 in a row, then one a minute (the bucket
   * is stored, so it holds across evictions). Returns the messages queued, or the seconds to wait.
   */
  async testNotify(event: NotifyEvent): Promise<{ queued: number } | { retryAfter: number }> {
    const { bucket, wait } = takeFrom(this.#notifier.get<Bucket>('testBucket'), TEST_RATE, now());
    this.#notifier.set('testBucket', bucket);
    if (wait > 0) return { retryAfter: wait };
    return { queued: await this.notify(event) };
  }

  /** A table (or the player, testing) has something to say; the alarm sends it. Returns how many messages were queued. */
  async notify(event: NotifyEvent): Promise<number> {
    const n = this.#notifier.enqueue(event);
    await this.#schedule();
    return n;
  }

  override async alarm(): Promise<void> {
    this.#digestIfDue();
    await this.#notifier.deliverDue();
    await this.#schedule();
  }

  /** The daily digest: once a UTC day at the chosen hour, if any table waits for the player. */
  #digestIfDue(): void {
    const { digest } = this.#notifier.stored();
    if (!digest.enabled) return;
    const t = now();
    const today = new Date(t).toISOString().slice(0, 10);
    if (this.#notifier.get<string>('digestDay') === today || t < digestTime(t, digest.hourUtc)) return;
    const waiting = this.tables().filter((s) => s.yourTurn === true && s.status === 'playing');
    if (waiting.length === 0) return;
    this.#notifier.set('digestDay', today);
    this.#notifier.enqueue({
      kind: 'digest',
      tables: waiting.map((s) => ({ id: s.id, name: s.name, game: s.game, deadline: s.yourDeadline ?? null })),
      at: new Date(t).toISOString(),
    });
  }

  async #schedule(): Promise<void> {
    const times: number[] = [];
    const outbox = this.#notifier.nextAt();
    if (outbox !== undefined) times.push(outbox);
    const { digest } = this.#notifier.stored();
    if (digest.enabled) {
      const t = now();
      const today = digestTime(t, digest.hourUtc);
      const sentToday = this.#notifier.get<string>('digestDay') === new Date(t).toISOString().slice(0, 10);
      times.push(sentToday || t >= today ? today + DAY_MS : today);
    }
    if (times.length === 0) return this.ctx.storage.deleteAlarm();
    await this.ctx.storage.setAlarm(Math.max(Date.now(), realTime(Math.min(...times))));
  }
}

/** Today's digest time (UTC). */
function digestTime(t: number, hourUtc: number): number {
  return Math.floor(t / DAY_MS) * DAY_MS + hourUtc * 3600_000;
}
