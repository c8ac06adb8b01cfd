/**
 * The foundation of the Table object (table-do.ts): loading from SQLite under blockConcurrencyWhile,
 * the sockets and what they are sent, and the one alarm that does everything due without a request —
 * deadlines and reminders, the absence policy, pre-moves, a seat's only legal action, bot and
 * stand-in moves (due.ts lists them; this class does them, one move per alarm run so people can follow).
 */
import { DurableObject } from 'cloudflare:workers';
import { botFor } from '../../shared/bots/index.js';
import { applyNotation, type Seat } from '../../shared/index.js';
import type { Player } from '../../shared/protocol.js';
import type { Scope } from '../../shared/protocol-accounts.js';
import type { Caller } from '../auth/session-store.js';
import type { ChatMessage, CorrServerMessage as ServerMessage, CorrTableState as TableState } from '../../shared/protocol-correspondence.js';
import { WS_PING, WS_PONG } from '../../shared/protocol.js';
import { now, realTime } from '../clock.js';
import { randomHex } from '../crypto.js';
import type { Env } from '../env.js';
import { lobbyShard } from '../lobby-list.js';
import { type Answer, problem } from '../problem.js';
import { Buckets } from '../ratelimit.js';
import { ACCESS_ENDED, INVITE_HEADER, invited, socketMayStay } from './access.js';
import { analysisSettings, TableAnalysis } from './analysis.js';
import { claimOffered } from './claim.js';
import { legalOf } from './legal.js';
import { migrate } from '../storage/migrate.js';
import { log } from '../observe/log.js';
import { writePoint } from '../observe/metrics.js';
import { TABLE_SCHEMA } from '../storage/table.js';
import { type Corr, CorrStore, newCorr } from './corr-store.js';
import { type Due, dueList, isTimed } from './due.js';
import { forfeitOutcome } from './forfeit.js';
import { Inbox, seatName, tableRef } from './inbox.js';
import { systemLineEnglish, type SystemLine } from '../../shared/system-chat.js';
import { decide, impossible, type PremoveOutcome } from './premoves.js';
import { rulesOnLoad } from './rules-version.js';
import { settingsOf } from './settings.js';
import { type Head, TableStore } from './store.js';
import { reportOf, reportRatings } from '../ratings/report.js';
import { reportStats, statsDue, statsOf } from '../stats/report.js';
import { endTurn, reminderLeadMs, type SeatClock, setVacation } from './timecontrol.js';
import { seatOf, stateFor, summary, type Table, toAct } from './views.js';

/** The worker passes the verified caller of a socket upgrade in this header (never taken from clients). */
export const CALLER_HEADER = 'x-stammtisch-caller';

/**
 * What rides on each socket across hibernation: who it is, the seat whose view it receives, whether it
 * came with the invitation, and the session it was opened with and that session's scopes (sockets
 * from before sessions have neither: they may do everything).
 */
export interface Attachment {
  readonly seat: Seat | null;
  readonly player: Player | null;
  readonly invited?: boolean | undefined;
  readonly session?: string | null;
  readonly scopes?: readonly Scope[];
}

/** The verified caller the worker put into a socket upgrade (CALLER_HEADER), or null for a spectator. */
export function callerOf(request: Request): Caller | null {
  const header = request.headers.get(CALLER_HEADER);
  return header ? (JSON.parse(header) as Caller) : null;
}

/** Outcomes of pre-moves kept per seat. */
const PREMOVE_LOG = 10;
/** A rated result that could not reach its leaderboards is sent again this much later. */
const RATINGS_RETRY_MS = 60_000;
/** At most this many due items are handled in one alarm run. */
const ALARM_STEPS = 16;

export const notFound = () => problem('NOT_FOUND', 'there is no table with this id');

export type PlayOpts = { idem?: { key: string; request: string }; echo?: { ws: WebSocket; requestId: string }; patch?: (c: Corr) => Corr };

export abstract class TableBase extends DurableObject<Env> {
  protected readonly store: TableStore;
  protected readonly corrStore: CorrStore;
  protected t: Table | undefined;
  /** Long polls waiting for the next change. */
  protected readonly waiters = new Set<() => void>();
  protected readonly buckets = new Buckets(1_000);
  protected readonly inbox: Inbox;
  /** The post-game analysis, computed by the alarm when nothing else is due (analysis.ts). */
  protected readonly analyser: TableAnalysis;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    migrate(ctx.storage, TABLE_SCHEMA);
    this.store = new TableStore(ctx.storage);
    this.corrStore = new CorrStore(ctx.storage);
    this.analyser = new TableAnalysis(ctx.storage, analysisSettings(env.ANALYSIS_BUDGET), () => this.store.actionsAfter(0, Number.MAX_SAFE_INTEGER));
    this.inbox = new Inbox({
      env,
      ctx,
      table: () => this.t,
      actionsAfter: (after) => this.store.actionsAfter(after, 1000),
      lastSeqOf: (seat) => this.store.lastSeqOf(seat),
      playsItself: (t, seat) => this.#dueNow(t).some((d) => d.seat === seat && (d.kind === 'premove' || d.kind === 'single')),
      saveCorr: (c) => this.saveCorr(c),
    });
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(WS_PING, WS_PONG));
    void ctx.blockConcurrencyWhile(async () => {
      this.t = this.#load();
    });
  }

  #load(): Table | undefined {
    const stored = this.store.load();
    if (!stored) return undefined;
    const { loaded, def } = rulesOnLoad(this.store, stored);
    const corr = this.corrStore.load() ?? newCorr(loaded.info.seats, settingsOf(loaded.info).timeControl);
    return { ...loaded, def, corr, publicHistory: this.publicHistory };
  }

  /** Every action of the log as the other seats saw it, oldest first. */
  protected readonly publicHistory = (): (readonly [Seat, string])[] =>
    this.store.actionsAfter(0, Number.MAX_SAFE_INTEGER).map((a) => [a.seat, a.public] as const);

  /** Applies an action for `seat` and commits it (table-do.ts). */
  protected abstract play(t: Table, seat: Seat, text: string, opts?: PlayOpts): Answer<TableState>;
  /** Everyone hears how the match ended. */
  protected abstract tellFinished(t: Table): void;

  /** Stores a changed corr (clocks, pre-moves…) on its own, outside an action. */
  protected saveCorr(c: Corr): Table | undefined {
    const t = this.t;
    if (!t) return undefined;
    this.corrStore.save(c);
    this.t = { ...t, corr: c };
    return this.t;
  }

  /**
   * Sends a finished rated match to its leaderboards until all of them have it (each records a table
   * once, so a second report after a lost answer counts nothing twice); the alarm retries a failure.
   */
  protected async reportRatings(): Promise<void> {
    const t = this.t;
    const report = t && !t.corr.ratingsReported ? reportOf(t) : undefined;
    if (!t || !report) return;
    if (await reportRatings(this.env, report, t.info.lobby)) {
      const current = this.t ?? t;
      this.saveCorr({ ...current.corr, ratingsReported: true });
    } else {
      await this.ctx.storage.setAlarm(Date.now() + RATINGS_RETRY_MS);
    }
  }

  /**
   * Sends a finished match's statistics to the objects of its players until all of them have it (each
   * counts a table once); the alarm retries a failure.
   */
  protected async reportStats(): Promise<void> {
    const t = this.t;
    if (!t || t.corr.statsReported || !statsDue(t)) return;
    if (await reportStats(this.env, statsOf(t, this.store.actionsAfter(0, Number.MAX_SAFE_INTEGER)))) {
      const current = this.t ?? t;
      this.saveCorr({ ...current.corr, statsReported: true });
    } else {
      await this.ctx.storage.setAlarm(Date.now() + RATINGS_RETRY_MS);
    }
  }

  /** A finished match's results leave for the leaderboards and the players' statistics. */
  protected async reportResults(): Promise<void> {
    await Promise.all([this.reportRatings(), this.reportStats()]);
  }

  protected withClock(c: Corr, seat: Seat, f: (x: SeatClock) => SeatClock): Corr {
    return { ...c, clocks: c.clocks.map((x, s) => (s === seat ? f(x) : x)) };
  }

  protected withStandIn(c: Corr, seat: Seat, standIn: boolean): Corr {
    return this.withClock(c, seat, (x) => ({ ...x, standIn, overdueAt: null }));
  }

  /** Records pre-move outcomes (newest last, a few per seat) and clears the seat's queue of them. */
  protected logPremoves(c: Corr, seat: Seat, outcomes: readonly PremoveOutcome[]): Corr {
    if (outcomes.length === 0) return c;
    const ids = new Set(outcomes.map((o) => o.id));
    return {
      ...c,
      premoves: c.premoves.map((q, s) => (s === seat ? q.filter((p) => !ids.has(p.id)) : q)),
      premoveLog: c.premoveLog.map((l, s) => (s === seat ? [...l, ...outcomes].slice(-PREMOVE_LOG) : l)),
    };
  }

  /** Pre-moves that can never be played any more (their card has gone, a new deal began) are cancelled. */
  protected cancelImpossible(c: Corr, t: Table, at: number): Corr {
    let out = c;
    c.premoves.forEach((queue, seat) => {
      if (queue.length === 0) return;
      const view = t.def.view(t.state, seat) as { deal: number; hand: readonly string[] };
      const gone = queue.flatMap((p) => {
        const why = t.head.status === 'finished' ? 'the match has ended' : impossible(p, view);
        return why === undefined ? [] : [{ id: p.id, action: p.action, result: 'cancelled' as const, reason: why, at }];
      });
      out = this.logPremoves(out, seat, gone);
    });
    return out;
  }

  // -------------------------------------------------------------------------------------------------
  // Sockets

  protected upgrade(request: Request): Response {
    const t = this.t!;
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
      return new Response(JSON.stringify(problem('UPGRADE_REQUIRED', 'connect with a WebSocket upgrade')), {
        status: 426,
        headers: { 'content-type': 'application/problem+json; charset=utf-8' },
      });
    }
    const caller = callerOf(request);
    const player = caller?.player ?? null;
    const seat = seatOf(t, player?.id);
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    const tags = [seat === null ? 'spectator' : `seat:${seat}`];
    if (caller) tags.push(`player:${caller.player.id}`, `session:${caller.session.id}`);
    this.ctx.acceptWebSocket(server, tags);
    server.serializeAttachment({
      seat,
      player,
      invited: invited(t, request.headers.get(INVITE_HEADER)),
      session: caller?.session.id ?? null,
      scopes: caller?.session.scopes ?? [],
    } satisfies Attachment);
    server.send(JSON.stringify({ type: 'state', ...stateFor(t, seat) } satisfies ServerMessage));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Each socket gets the state of its own seat (spectators the spectator state). */
  protected broadcast(t: Table, echo?: { ws: WebSocket; requestId: string }, known?: { seat: Seat; state: TableState }): void {
    const bySeat = new Map<Seat | null, string>();
    const build = (seat: Seat | null): TableState => (known && known.seat === seat ? known.state : stateFor(t, seat, false));
    for (const ws of this.ctx.getWebSockets()) {
      const { seat } = ws.deserializeAttachment() as Attachment;
      let text: string;
      if (echo?.ws === ws) {
        text = JSON.stringify({ type: 'state', ...build(seat), requestId: echo.requestId } satisfies ServerMessage);
      } else {
        text = bySeat.get(seat) ?? JSON.stringify({ type: 'state', ...build(seat) } satisfies ServerMessage);
        bySeat.set(seat, text);
      }
      send(ws, text);
    }
  }

  /** A chat message goes to every socket that may read the chat (at a private table: the seated players). */
  protected broadcastChat(t: Table, message: ChatMessage): void {
    const text = JSON.stringify({ type: 'chat', message } satisfies ServerMessage);
    for (const ws of this.ctx.getWebSockets()) {
      const { seat } = ws.deserializeAttachment() as Attachment;
      if (t.info.visibility === 'public' || seat !== null) send(ws, text);
    }
  }

  /**
   * The table says something in its chat (stand-in, vacation, forfeit, rematch): never a card. As a
   * code with parameters that each reader's site renders in their language, with English in `text`.
   */
  protected systemChat(line: SystemLine): void {
    const t = this.t;
    if (!t) return;
    const text = systemLineEnglish(line);
    const message = this.corrStore.addChat({ seat: null, playerId: null, name: 'Stammtisch', text, line, system: true, at: now() });
    this.broadcastChat(t, message);
  }

  protected wake(): void {
    for (const done of [...this.waiters]) done();
  }

  /**
   * After a change of seats, each socket follows its player: to their new seat, to the spectator view,
   * or — at a private table they may no longer read — closed (access.ts).
   */
  protected reseatSockets(t: Table): void {
    for (const ws of this.ctx.getWebSockets()) {
      const a = ws.deserializeAttachment() as Attachment;
      if (!socketMayStay(t, a.player?.id, a.invited === true)) {
        try {
          ws.close(ACCESS_ENDED, 'you no longer sit at this private table');
        } catch {
          // already closing
        }
        continue;
      }
      const seat = seatOf(t, a.player?.id);
      if (seat !== a.seat) ws.serializeAttachment({ ...a, seat } satisfies Attachment);
    }
  }

  /** After a change of seats or settings: sockets, long polls, the alarm, the lobby and the players' lists. */
  protected async afterSeatsChanged(t: Table): Promise<void> {
    this.reseatSockets(t);
    this.broadcast(t);
    this.wake();
    await this.schedule();
    // The change is committed: a lobby that cannot be reached is logged, not reported to the player.
    const lobby = lobbyShard(this.env, t.info.lobby, t.info.game);
    const listed = lobby.putTable(summary(t, null), t.head.rev, t.info.creator ?? null).catch((e: unknown) => {
      console.error(`table ${t.info.id}: lobby ${t.info.lobby} update failed`, e);
    });
    await Promise.all([listed, this.inbox.sync()]);
  }

  // -------------------------------------------------------------------------------------------------
  // The alarm

  #dueNow(t: Table): Due[] {
    return dueList(
      t,
      now(),
      (seat) => onlyAction(t, seat) !== undefined,
      (seat) => (t.corr.premoves[seat]?.length ?? 0) > 0,
    );
  }

  /** Sets the one alarm to the nearest due work (or removes it). */
  protected async schedule(): Promise<void> {
    const t = this.t;
    const due = t ? this.#dueNow(t) : [];
    const next = due[0];
    // The analysis runs when no move waits (analysis.ts); the alarm does timed work first when it is due.
    if (t && !due.some((d) => !isTimed(d)) && this.analyser.pending(t)) return this.ctx.storage.setAlarm(Date.now());
    // A result that has not reached its leaderboards or players yet is sent again (reportResults).
    const unsent = t && ((!t.corr.ratingsReported && reportOf(t)) || (!t.corr.statsReported && statsDue(t)));
    const retry = unsent ? Date.now() + RATINGS_RETRY_MS : Infinity;
    if (!next) return retry === Infinity ? this.ctx.storage.deleteAlarm() : this.ctx.storage.setAlarm(retry);
    await this.ctx.storage.setAlarm(Math.min(retry, Math.max(Date.now(), realTime(next.at))));
  }

  override async alarm(): Promise<void> {
    await this.reportResults();
    for (let step = 0; step < ALARM_STEPS; step++) {
      const t = this.t;
      if (!t) return;
      const at = now();
      const item = this.#dueNow(t).find((d) => !isTimed(d) || d.at <= at);
      // Nothing else to do now: the lowest work, one piece of the analysis.
      if (!item) {
        this.analyser.step(t);
        break;
      }
      const start = performance.now();
      if (await this.#perform(t, item, at)) {
        this.observeAction(`alarm:${item.kind}`, start, 'ok', item.seat);
        break;
      }
    }
    await this.schedule();
  }

  /** Does one due item; true when it made a move (one move per run: people follow the table). */
  async #perform(t: Table, item: Due, at: number): Promise<boolean> {
    const settings = settingsOf(t.info);
    const tc = settings.timeControl;
    const seat = item.seat;
    const playerId = t.seats[seat]?.playerId;
    switch (item.kind) {
      case 'remind': {
        const deadline = new Date(item.at + (tc ? reminderLeadMs(tc) : 0)).toISOString();
        this.saveCorr(this.withClock(t.corr, seat, (x) => ({ ...x, reminded: true })));
        if (playerId) {
          this.inbox.notify(playerId, {
            kind: 'reminder',
            table: tableRef(t),
            seat,
            deadline,
            at: new Date(at).toISOString(),
          });
        }
        return false;
      }
      case 'overdue':
        await this.#overdue(t, seat, item.at);
        return false;
      case 'policy':
        if (settings.absence.policy === 'forfeit') {
          this.forfeitSeat(t, seat, at);
          return true;
        }
        this.saveCorr(this.withClock(t.corr, seat, (x) => ({ ...endTurn(x, tc, at, false), standIn: true })));
        this.systemChat({ code: 'standIn', params: { name: seatName(t, seat), seat } });
        this.#broadcastNow();
        if (playerId) {
          this.inbox.notify(playerId, {
            kind: 'standin',
            table: tableRef(t),
            seat,
            at: new Date(at).toISOString(),
          });
        }
        return false;
      case 'premove': {
        const view = t.def.view(t.state, seat) as { deal: number; hand: readonly string[]; trick?: unknown };
        // apply is the judge: the queued actions it accepts (a crowded Tablanet table lists only some in `legal`).
        const legal = (t.corr.premoves[seat] ?? []).map((p) => p.action).filter((a) => applyNotation(t.def, t.state, seat, a).ok);
        const why = (action: string): string => {
          const r = applyNotation(t.def, t.state, seat, action);
          return r.ok ? 'not legal' : r.error.message;
        };
        const decision = decide(t.corr.premoves[seat] ?? [], view, legal, at, why);
        const patch = (c: Corr): Corr => this.logPremoves(c, seat, decision.outcomes);
        if (decision.kind === 'play') return this.play(t, seat, decision.premove.action, { patch }).ok;
        this.saveCorr(patch(t.corr));
        this.#broadcastNow();
        this.inbox.soon();
        return false;
      }
      case 'single': {
        const only = onlyAction(t, seat);
        return only !== undefined && this.play(t, seat, only).ok;
      }
      case 'bot':
        return this.#botMove(t, seat);
      case 'claim':
        if (claimOffered(t, seat)) this.#tellSeat(t, seat);
        return false;
    }
  }

  /** Only the sockets of `seat` hear of a change that concerns no one else (its claim offer). */
  #tellSeat(t: Table, seat: Seat): void {
    const text = JSON.stringify({ type: 'state', ...stateFor(t, seat, false) } satisfies ServerMessage);
    for (const ws of this.ctx.getWebSockets()) {
      if ((ws.deserializeAttachment() as Attachment).seat === seat) send(ws, text);
    }
  }

  /**
   * The deadline has passed: a vacation switches on by itself if the player has days left (the clock
   * stops and, when it starts again, leaves the time a reminder warns ahead); otherwise the seat is
   * overdue and the absence policy acts after the grace period.
   */
  async #overdue(t: Table, seat: Seat, deadline: number): Promise<void> {
    const playerId = t.seats[seat]?.playerId;
    const tc = settingsOf(t.info).timeControl;
    let until: number | null = null;
    if (playerId) {
      try {
        until = await this.env.PLAYERS.get(this.env.PLAYERS.idFromName(playerId)).autoVacation(t.info.id);
      } catch (e) {
        console.error(`table ${t.info.id}: vacation of ${playerId} could not be asked`, e);
      }
    }
    // The table may have moved on while the player's object answered.
    const current = this.t;
    if (!current || current.head.rev !== t.head.rev || !tc) return;
    const at = now();
    if (until !== null && until > at) {
      const lead = reminderLeadMs(tc);
      this.saveCorr(this.withClock(current.corr, seat, (x) => ({ ...setVacation(x, tc, until, at), leftMs: lead, since: null, reminded: false })));
      this.systemChat({ code: 'vacation', params: { name: seatName(t, seat), until: new Date(until).toISOString() } });
    } else {
      this.saveCorr(this.withClock(current.corr, seat, (x) => ({ ...x, overdueAt: deadline })));
      if (playerId) {
        const grace = new Date(deadline + settingsOf(t.info).absence.graceSeconds * 1000).toISOString();
        this.inbox.notify(playerId, {
          kind: 'timeout',
          table: tableRef(t),
          seat,
          deadline: new Date(deadline).toISOString(),
          graceUntil: grace,
          at: new Date(at).toISOString(),
        });
      }
    }
    this.#broadcastNow();
  }

  /** The seat forfeits the match now (its absence policy, or its player deleted their account). */
  protected forfeitSeat(t: Table, seat: Seat, at: number): void {
    const view = t.def.view(t.state, 'spectator') as { scores: readonly number[]; sides?: unknown; units?: unknown };
    const forfeit = forfeitOutcome(view, t.info.seats, seat, seatName(t, seat));
    const head: Head = { seq: t.head.seq, rev: t.head.rev + 1, status: 'finished', updatedAt: at, finishedAt: at };
    const ended: Table = { ...t, head, corr: { ...t.corr, forfeit } };
    const after: Table = { ...ended, corr: this.cancelImpossible({ ...ended.corr, clocks: ended.corr.clocks.map((x) => endTurn(x, settingsOf(t.info).timeControl, at, false)) }, ended, at) };
    this.store.finish(head, () => this.corrStore.save(after.corr));
    this.t = after;
    this.systemChat({ code: 'forfeit', params: { name: seatName(t, seat), seat, winners: forfeit.winners.join(','), count: forfeit.winners.length } });
    this.broadcast(after);
    this.wake();
    this.tellFinished(after);
    void this.inbox.sync();
  }

  /** A bot or stand-in plays with the table's bot level, from its seat's view and the public history only. */
  #botMove(t: Table, seat: Seat): boolean {
    const legal = [...legalOf(t.def, t.state, seat).notations];
    if (legal.length === 0) return false;
    let choice = legal[0]!;
    try {
      const history = t.publicHistory();
      const picked = botFor(t.info.game, settingsOf(t.info).botLevel).choose({
        game: t.def.id,
        seat,
        view: t.def.view(t.state, seat),
        legal,
        ...(t.def.plays ? { plays: t.def.plays(t.state, seat) } : {}),
        history,
        options: t.info.options,
        seed: randomHex(8),
      });
      // apply is the judge (a bot may pick a capture the bounded list left out)
      if (applyNotation(t.def, t.state, seat, picked).ok) choice = picked;
    } catch (e) {
      console.error(`table ${t.info.id}: the bot at seat ${seat} failed; it plays its first legal action`, e);
    }
    const played = this.play(t, seat, choice);
    if (!played.ok) console.error(`table ${t.info.id}: bot at seat ${seat} could not play ${choice}: ${played.problem.detail}`);
    return played.ok;
  }

  /**
   * One log line and one Analytics Engine point per action the table takes without a REST request — a
   * socket's, or one the alarm plays (bot, stand-in, pre-move, a seat's only action); REST actions are
   * in the worker's request line (observe/request-log.ts). Ids, codes and times only: never the action
   * (a card the seat still hid a moment ago) nor anything of the caller but the seat.
   */
  protected observeAction(via: string, start: number, outcome: string, seat: Seat | null): void {
    const t = this.t;
    if (!t) return;
    // In production the clock stands still during synchronous work: ms is 0 there unless the action waited on I/O.
    const ms = Math.round((performance.now() - start) * 10) / 10;
    const fields = { table: t.info.id, game: t.info.game, version: t.info.version, via, seq: t.head.seq, seat, outcome, ms };
    log('info', 'action', fields);
    writePoint(this.env, { kind: 'action', game: t.info.game, route: via, outcome, ms, status: 0 });
  }

  /** Sockets and long polls follow a change that is not an action (clocks, stand-ins, pre-moves). */
  #broadcastNow(): void {
    const t = this.t;
    if (!t) return;
    this.broadcast(t);
    this.wake();
  }

  protected toActOf(t: Table): readonly Seat[] {
    return toAct(t);
  }
}

/**
 * The seat's only legal action, when it has exactly one (the remembered list: its reply and the seat's
 * next read ask for the same one).
 */
function onlyAction(t: Table, seat: Seat): string | undefined {
  const legal = legalOf(t.def, t.state, seat);
  return legal.complete && legal.notations.length === 1 ? legal.notations[0] : undefined;
}

function send(ws: WebSocket, text: string): void {
  try {
    ws.send(text);
  } catch {
    // the socket is closing; webSocketClose cleans up
  }
}
