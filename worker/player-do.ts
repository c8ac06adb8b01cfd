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
import type { AccountEvent, AccountEventsResponse, Challenge, ChallengeParty, ChallengesResponse, NewAccountEvent } from '../shared/protocol-platform.js';
import { WS_PING, WS_PONG } from '../shared/protocol.js';
import { now, realTime } from './clock.js';
import { AccountEvents, EVENTS_TAG } from './platform/account-events.js';
import { CHALLENGE_TTL_MS, ChallengeStore, type StoredChallenge } from './platform/challenges.js';
import { BlockStore, MAX_BLOCKS } from './platform/blocks.js';
import type { BlocksResponse } from '../shared/protocol-moderation.js';
import { randomId } from './crypto.js';
import { type Answer, answer, problem, refuse, socketError } from './problem.js';
import { occupied, type SeatRow } from './table/store.js';
import type { TableRpc } from './table/table-do.js';
import { type Caller } from './auth/session-store.js';
import { PlayerAccount } from './auth/player-account.js';
import type { Env } from './env.js';
import type { NotifyEvent } from './notify/event.js';
import { Notifier } from './notify/notifier.js';
import { type Bucket, type Limited, type RateLimit, stateOf, takeFrom } from './ratelimit.js';
import { DAY_MS } from './table/timecontrol.js';
import { type MatchStatsEntry, PlayerStats } from './stats/player-stats.js';
import type { GameStats } from '../shared/protocol-ratings.js';
import {
  AUTO_VACATION_MS,
  newVacation,
  startVacation,
  wholeDaysLeft,
  stopVacation,
  type VacationState,
  vacationWire,
} from './vacation.js';

/** New challenges per player: a burst of 5, then one a minute. */
const CHALLENGE_RATE: RateLimit = { burst: 5, perSecond: 1 / 60 };

/** Test messages: a burst of 3, then one a minute. */
const TEST_RATE: RateLimit = { burst: 3, perSecond: 1 / 60 };

/** Reports per reporter: a burst of 5, then one every 10 minutes (an operator reads each one). */
const REPORT_RATE: RateLimit = { burst: 5, perSecond: 1 / 600 };

/** How many finished tables a player's list keeps. */
const KEEP_FINISHED = 200;

/** How many other players' objects a deleted account tells at once to forget its blocks. */
const FORGET_PARALLEL = 25;

export class PlayerDO extends PlayerAccount {
  readonly #sql: SqlStorage;
  readonly #notifier: Notifier;
  readonly #events: AccountEvents;
  readonly #challenges: ChallengeStore;
  readonly #stats: PlayerStats;
  readonly #blocks: BlockStore;

  constructor(ctx: DurableObjectState, env: Env) {
    // The storage is migrated by PlayerAccount's constructor, first thing (storage/player.ts).
    super(ctx, env);
    this.#sql = ctx.storage.sql;
    this.#notifier = new Notifier(this.#sql, env);
    this.#events = new AccountEvents(ctx);
    this.#challenges = new ChallengeStore(this.#sql);
    this.#stats = new PlayerStats(this.#sql);
    this.#blocks = new BlockStore(this.#sql);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(WS_PING, WS_PONG));
  }

  /** A finished match of this player, counted into their statistics once (stats/player-stats.ts). */
  addMatchStats(entry: MatchStatsEntry): boolean {
    return this.ctx.storage.transactionSync(() => this.#stats.add(entry));
  }

  /** The player's statistics per game, for their public page. */
  gameStats(): GameStats[] {
    return this.#stats.all();
  }

  /**
   * A table changed: its summary for "my tables" (putTable), then each "your turn" it has for this
   * player — one call from the table instead of two.
   */
  async tableChanged(summary: TableSummary, rev: number, turns: readonly NotifyEvent[]): Promise<void> {
    this.putTable(summary, rev);
    for (const turn of turns) await this.notify(turn);
  }

  /**
   * Records the latest summary of a table as this player sees it (without `yourSeat` once they left it).
   * Revisions arriving late are ignored, so the list never goes back in time.
   */
  putTable(summary: TableSummary, rev: number): void {
    if (!this.player()) return; // a deleted player's tables may still be on their way
    this.remember(summary.id, summary.yourSeat !== undefined);
    this.#seatingEvents(summary, rev);
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

  /** A table deleted by its creator leaves "my tables" (a revision still on its way cannot bring it back: it finds no table to send). */
  dropTable(id: string): void {
    this.#sql.exec('DELETE FROM tables WHERE id = ?', id);
  }

  /** "seated" when a table first lists the player at a seat, "tableStarted" when a table of theirs starts. */
  #seatingEvents(summary: TableSummary, rev: number): void {
    const seat = summary.yourSeat;
    if (seat === undefined) return;
    const before = this.#sql.exec<{ rev: number; seated: number; summary: string }>('SELECT rev, seated, summary FROM tables WHERE id = ?', summary.id).toArray()[0];
    if (before && before.rev >= rev) return;
    const table = { id: summary.id, name: summary.name, game: summary.game };
    if (!before?.seated) this.#events.record({ kind: 'seated', table, seat });
    const wasPlaying = before !== undefined && (JSON.parse(before.summary) as TableSummary).status !== 'waiting';
    if (summary.status === 'playing' && !wasPlaying) this.#events.record({ kind: 'tableStarted', table, seat });
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
    // Asking for more days than are left is refused, never quietly shortened (docs/correspondence.md).
    const left = wholeDaysLeft(before, t);
    if (on && left < 1) return { error: 'not one whole vacation day is left' };
    if (on && days !== undefined && days > left) return { error: `you asked for ${days} days but only ${left} whole ${left === 1 ? 'day is' : 'days are'} left` };
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
  async testNotify(event: NotifyEvent): Promise<Limited<{ queued: number }>> {
    const at = now();
    const { bucket, wait } = takeFrom(this.#notifier.get<Bucket>('testBucket'), TEST_RATE, at);
    this.#notifier.set('testBucket', bucket);
    const rate = stateOf(bucket, TEST_RATE, at);
    if (wait > 0) return { rate, retryAfter: wait };
    return { rate, queued: await this.notify(event) };
  }

  /** A table (or the player, testing) has something to say; the alarm sends it. Returns how many messages were queued. */
  async notify(event: NotifyEvent): Promise<number> {
    const streamed = streamEventOf(event);
    if (streamed && this.player()) this.#events.record(streamed);
    const n = this.#notifier.enqueue(event);
    // Nothing queued (no channel wants it) and no digest: the outbox is as it was, and so is the alarm.
    if (n > 0 || this.#notifier.stored().digest.enabled) await this.#schedule();
    return n;
  }

  // -------------------------------------------------------------------------------------------------
  // The account event stream (platform/account-events.ts)

  /** An event that is no notification (a chat mention, a challenge): it goes to the stream only. */
  accountEvent(event: NewAccountEvent): AccountEvent | null {
    return this.player() ? this.#events.record(event) : null;
  }

  accountEvents(after: number, wait: number): Promise<AccountEventsResponse> {
    return this.#events.poll(after, wait);
  }

  /** The NDJSON stream of a session (null: the session has ended). */
  accountStream(sessionId: string, after: number | undefined): ReadableStream<Uint8Array> | null {
    if (!this.sessions.get(sessionId)) return null;
    return this.#events.stream(sessionId, after);
  }

  /** The account's socket, upgraded by the worker for a verified caller (ACCOUNT_CALLER_HEADER); `?after=` replays the backlog first. */
  override async fetch(request: Request): Promise<Response> {
    const header = request.headers.get(ACCOUNT_CALLER_HEADER);
    const caller = header ? (JSON.parse(header) as Caller) : null;
    if (!caller || !this.sessions.get(caller.session.id)) return new Response(null, { status: 401 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.#events.makeRoom();
    this.ctx.acceptWebSocket(server, [EVENTS_TAG, `session:${caller.session.id}`]);
    server.serializeAttachment({ since: now() });
    const after = new URL(request.url).searchParams.get('after');
    if (after !== null) {
      let from = Number(after);
      for (let page = this.#events.after(from); page.events.length > 0; page = this.#events.after(from)) {
        for (const e of page.events) server.send(JSON.stringify(e));
        from = page.events.at(-1)!.seq;
      }
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket): Promise<void> {
    ws.send(JSON.stringify(socketError(problem('BAD_REQUEST', 'this socket only sends your events; send the text {"type":"ping"} to check it is alive'))));
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }

  override async revokeSession(id: string, reason = 'this session was signed out'): Promise<boolean> {
    this.#events.closeSession(id, reason);
    return super.revokeSession(id, reason);
  }

  override async deleteAccount(): Promise<string[] | null> {
    const me = this.player();
    this.#events.closeSession(null, 'this account was deleted');
    if (me) await this.#forgetBlocks(me.id);
    return super.deleteAccount();
  }

  /**
   * A deleted account leaves the other side of its blocks (their lists no longer name it). Both
   * directions are stored here, so this object knows every other player concerned; a few at a time.
   * Someone the call does not reach keeps a row naming nobody, which keeps no one apart.
   */
  async #forgetBlocks(me: string): Promise<void> {
    const others = this.#blocks.others(2 * MAX_BLOCKS);
    for (let i = 0; i < others.length; i += FORGET_PARALLEL) {
      const told = await Promise.allSettled(others.slice(i, i + FORGET_PARALLEL).map((id) => this.env.PLAYERS.get(this.env.PLAYERS.idFromName(id)).forgetBlocksWith(me)));
      for (const r of told) if (r.status === 'rejected') console.error('account: a blocked or blocking player could not be told', r.reason);
    }
  }

  /** `other` deleted their account: no block either way is left with them. */
  forgetBlocksWith(other: string): void {
    this.#blocks.forget(other);
  }

  // -------------------------------------------------------------------------------------------------
  // Blocks (platform/blocks.ts) and reports

  /** The player blocks `other`; the other's object records it too, and they are not told. */
  async block(other: ChallengeParty): Promise<Answer<BlocksResponse>> {
    const me = this.player();
    if (!me) return refuse(problem('NOT_FOUND', 'there is no such player'));
    if (!this.#blocks.between(other.id) && this.#blocks.count('out') >= MAX_BLOCKS) {
      return refuse(problem('BAD_REQUEST', `you can block at most ${MAX_BLOCKS} players: unblock someone first`));
    }
    this.#blocks.add(other, 'out', now());
    await this.env.PLAYERS.get(this.env.PLAYERS.idFromName(other.id)).blockedBy({ id: me.id, name: me.name }, true);
    return answer({ blocked: this.#blocks.blocked() });
  }

  async unblock(otherId: string): Promise<BlocksResponse> {
    const me = this.player();
    if (me && this.#blocks.remove(otherId, 'out')) {
      await this.env.PLAYERS.get(this.env.PLAYERS.idFromName(otherId)).blockedBy({ id: me.id, name: me.name }, false);
    }
    return { blocked: this.#blocks.blocked() };
  }

  /** The other side of a block: kept here so this player's own object can keep them apart. */
  blockedBy(by: ChallengeParty, on: boolean): void {
    if (!this.player()) return;
    if (on) this.#blocks.add(by, 'in', now());
    else this.#blocks.remove(by.id, 'in');
  }

  blocks(): BlocksResponse {
    return { blocked: this.#blocks.blocked() };
  }

  /** Everyone this player is never seated with (a block either way). */
  apart(): string[] {
    return this.#blocks.apart();
  }

  /** The players whose chat this player does not see (those they blocked). */
  hiddenChat(): string[] {
    return this.#blocks.hidden();
  }

  /** Whether a block either way lies between this player and `other`. */
  blockedWith(other: string): boolean {
    return this.#blocks.between(other);
  }

  /** Takes a report from the player's stored bucket: 0 when they may report, else the seconds to wait. */
  takeReport(): number {
    const { bucket, wait } = takeFrom(this.#notifier.get<Bucket>('reportBucket'), REPORT_RATE, now());
    this.#notifier.set('reportBucket', bucket);
    return wait;
  }

  // -------------------------------------------------------------------------------------------------
  // Challenges (platform/challenges.ts): this object decides the fate of the challenges its player made

  /** The player as others see them in a challenge (null: no such player). */
  party(): ChallengeParty | null {
    return this.player() ?? null;
  }

  listChallenges(): ChallengesResponse {
    return this.#challenges.list();
  }

  challenge(id: string): Challenge | undefined {
    return this.#challenges.get(id)?.challenge;
  }

  /** Makes a challenge (the worker has checked the game, options and the player challenged), or the seconds to wait. */
  async createChallenge(init: Omit<StoredChallenge, 'acceptedBy'>): Promise<Limited<{ challenge: Challenge }>> {
    const at = now();
    const { bucket, wait } = takeFrom(this.#notifier.get<Bucket>('challengeBucket'), CHALLENGE_RATE, at);
    this.#notifier.set('challengeBucket', bucket);
    const rate = stateOf(bucket, CHALLENGE_RATE, at);
    if (wait > 0) return { rate, retryAfter: wait };
    const challenge: Challenge = {
      ...init.challenge,
      id: `${init.challenge.from.id}${randomId(8)}`,
      status: 'open',
      createdAt: new Date(at).toISOString(),
      expiresAt: new Date(at + CHALLENGE_TTL_MS).toISOString(),
    };
    this.#challenges.put('out', { ...init, challenge, open: challenge.to === null });
    await this.#spread(challenge, 'challengeReceived');
    return { rate, challenge };
  }

  /**
   * Accepts a challenge: booked at once (a second answer arriving meanwhile finds it taken), then its
   * table is made with every seat taken — the challenger at 0, who accepts at 1, bots at the rest.
   * The one who accepted it may ask again and gets the same table.
   */
  async acceptChallenge(id: string, accepter: ChallengeParty): Promise<Answer<Challenge>> {
    const stored = this.#challenges.get(id);
    if (!stored) return refuse(problem('NOT_FOUND', 'there is no such challenge'));
    const c = stored.challenge;
    if (c.from.id === accepter.id) return refuse(problem('FORBIDDEN', 'this is your own challenge'));
    if (!stored.open && c.to && c.to.id !== accepter.id) return refuse(problem('FORBIDDEN', 'this challenge is for someone else'));
    if (this.#blocks.between(accepter.id)) return refuse(problem('BLOCKED', 'you cannot play with this player'));
    if (c.status === 'accepted' && stored.acceptedBy === accepter.id) return answer(c);
    if (c.status !== 'open') return refuse(closed(c));
    const tableId = randomId(12);
    const accepted: Challenge = { ...c, status: 'accepted', table: tableId, to: c.to ?? accepter };
    this.#challenges.put('out', { ...stored, challenge: accepted, acceptedBy: accepter.id });
    const seats = Array.from({ length: c.seats }, (_, seat): SeatRow => {
      if (seat === 0) return occupied(seat, c.from);
      if (seat === 1) return occupied(seat, accepter);
      return { seat, bot: true, name: `Bot ${seat + 1}` };
    });
    const table = this.env.TABLES.get(this.env.TABLES.idFromName(tableId)) as unknown as TableRpc;
    const created = await table.create({
      id: tableId,
      creator: { id: c.from.id, name: c.from.name },
      game: c.game,
      seats: c.seats,
      options: c.options ?? {},
      visibility: 'public',
      lobby: 'public',
      bots: [],
      timeControl: c.timeControl,
      absence: c.absence,
      botLevel: 'club',
      autoPlaySingle: true,
      rated: false,
      ...(stored.name === undefined ? {} : { name: stored.name }),
      preset: { seats, profile: stored.profileRef },
    });
    if (!created.ok) {
      this.#challenges.put('out', stored);
      return created;
    }
    this.#events.record({ kind: 'challengeAccepted', challenge: accepted });
    await this.#spread(accepted, null, stored.open);
    return answer(accepted);
  }

  /** The challenged player says no (open challenges are not declined: they are left to others). */
  async declineChallenge(id: string, caller: string): Promise<Answer<Challenge>> {
    const stored = this.#challenges.get(id);
    if (!stored) return refuse(problem('NOT_FOUND', 'there is no such challenge'));
    const c = stored.challenge;
    if (c.to?.id !== caller || c.from.id === caller) return refuse(problem('FORBIDDEN', c.to ? 'only the player challenged can decline' : 'an open challenge is not declined: leave it to others'));
    if (c.status !== 'open') return refuse(closed(c));
    const declined: Challenge = { ...c, status: 'declined' };
    this.#challenges.put('out', { ...stored, challenge: declined });
    this.#events.record({ kind: 'challengeDeclined', challenge: declined });
    await this.#spread(declined, null);
    return answer(declined);
  }

  /** The challenger takes it back while it is open. */
  async cancelChallenge(id: string, caller: string): Promise<Answer<Challenge>> {
    const stored = this.#challenges.get(id);
    if (!stored) return refuse(problem('NOT_FOUND', 'there is no such challenge'));
    const c = stored.challenge;
    if (c.from.id !== caller) return refuse(problem('FORBIDDEN', 'only the challenger can cancel'));
    if (c.status !== 'open') return refuse(closed(c));
    const canceled: Challenge = { ...c, status: 'canceled' };
    this.#challenges.put('out', { ...stored, challenge: canceled });
    await this.#spread(canceled, 'challengeCanceled');
    return answer(canceled);
  }

  /** News of a challenge to this player from its challenger's object: their copy, and an event. */
  challengeNews(challenge: Challenge, kind: 'challengeReceived' | 'challengeCanceled' | null): void {
    if (!this.player()) return;
    this.#challenges.put('in', { challenge });
    if (kind) this.#events.record({ kind, challenge });
  }

  /** Tells the challenged player (their copy, and an event of `kind`) or, for an open challenge, the lobby. */
  async #spread(c: Challenge, kind: 'challengeReceived' | 'challengeCanceled' | null, open = c.to === null): Promise<void> {
    try {
      if (open) {
        const lobby = this.env.LOBBIES.get(this.env.LOBBIES.idFromName('public'));
        await (c.status === 'open' ? lobby.putChallenge(c) : lobby.dropChallenge(c.id));
      } else if (c.to) {
        await this.env.PLAYERS.get(this.env.PLAYERS.idFromName(c.to.id)).challengeNews(c, kind);
      }
    } catch (e) {
      console.error(`challenge ${c.id}: could not be passed on`, e);
    }
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

/** The worker passes the verified caller of an account socket in this header (never taken from clients). */
export const ACCOUNT_CALLER_HEADER = 'x-stammtisch-account-caller';

/** What of a table's notification the account event stream carries (reminders, stand-ins and digests stay notifications). */
function streamEventOf(e: NotifyEvent): NewAccountEvent | undefined {
  if (!e.table || typeof e.seat !== 'number') return undefined;
  const base = { table: { id: e.table.id, name: e.table.name, game: e.table.game }, seat: e.seat, at: e.at };
  switch (e.kind) {
    case 'turn':
      return { ...base, kind: 'yourTurn', ...(e.seq === undefined ? {} : { tableSeq: e.seq }), deadline: e.deadline ?? null };
    case 'finished':
      return { ...base, kind: 'finished', ...(e.outcome ? { outcome: e.outcome } : {}) };
    case 'rematch':
      return e.rematch === undefined ? undefined : { ...base, kind: 'rematchOffered', rematch: e.rematch };
    default:
      return undefined;
  }
}

/** Why a challenge can no longer be answered. */
function closed(c: Challenge): ReturnType<typeof problem> {
  return problem('CHALLENGE_CLOSED', `this challenge was ${c.status} already${c.table ? ` (its table: ${c.table})` : ''}`);
}

/** Today's digest time (UTC). */
function digestTime(t: number, hourUtc: number): number {
  return Math.floor(t / DAY_MS) * DAY_MS + hourUtc * 3600_000;
}
