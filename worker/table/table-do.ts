/**
 * One Durable Object per table. It runs the engine from shared/, keeps the table in SQLite (see
 * store.ts and corr-store.ts) and talks to players over REST (RPC from the worker), long polls and
 * hibernating WebSockets. Every accepted action is committed (log row + snapshot + clocks, one
 * transaction) before anyone hears of it. The correspondence side — clocks, absence, pre-moves, chat,
 * rematch — lives in table-corr.ts, which this class extends.
 */
import * as v from 'valibot';
import { actionOf, applyNotation, createMatch, getGame, type Seat } from '../../shared/index.js';
import {
  type ActionBody,
  type ClaimBody,
  ClientMessageSchema,
  type EventsResponse,
  type MatchRecordWire,
  type Player,
  type Problem,
} from '../../shared/protocol.js';
import type { AnalysisResponse } from '../../shared/protocol-analysis.js';
import type {
  CorrServerMessage as ServerMessage,
  CorrTableState as TableState,
  CorrTableSummary as TableSummary,
} from '../../shared/protocol-correspondence.js';
import { now } from '../clock.js';
import { randomHex, randomId, sameSecret, sha256Hex } from '../crypto.js';
import { type Answer, answer, problem, problemResponse, refuse, socketError } from '../problem.js';
import { fieldErrors } from '../validation.js';
import { parseRateLimit, type RateLimit } from '../ratelimit.js';
import { INVITE_HEADER, readRefusal } from './access.js';
import { type Corr, newCorr } from './corr-store.js';
import { advanceClocks } from './due.js';
import { checkSeats, resolveOptions } from './setup.js';
import { botsAllowed, settingsFrom, settingsOf } from './settings.js';
import { type ActionRow, type Head, occupied, type SeatRow } from './store.js';
import { type CreateInit, notFound } from './table-corr.js';
import { type Attachment, callerOf, type PlayOpts } from './table-base.js';
import { TableAccounts } from './table-accounts.js';
import { claimActions } from './claim.js';
import { notClosedDetail, reviewableDeals, reviewSource } from './review.js';
import { tellTournament, tellTournamentProgress } from '../tournament/env.js';
import { outcomeOf, record, seatOf, stateFor, summary, type Table, toAct } from './views.js';
import { seatName } from './inbox.js';
import { closeSocket } from '../auth/refused-socket.js';
import { lobbyShard } from '../lobby-list.js';

export { CALLER_HEADER, type CreateInit } from './table-corr.js';

/** An action, or a claim of every remaining trick; both come with the seq they were decided on. */
type Move = ActionBody | (ClaimBody & { claim: true });

const MAX_EVENTS = 500;
const MAX_SOCKET_MESSAGE = 16 * 1024;
/** Socket messages per player and table (SOCKET_RATE_LIMIT overrides it). */
const SOCKET_RATE: RateLimit = { burst: 40, perSecond: 20 };

export class TableDO extends TableAccounts {
  /** The deal this table last told its tournament of (in memory: worked out again after a restart). */
  #dealTold: number | undefined;

  // -------------------------------------------------------------------------------------------------
  // RPC methods called by the worker

  async create(init: CreateInit): Promise<Answer<{ table: TableSummary; invite: string; seedHash: string }>> {
    const def = getGame(init.game);
    if (!def) return refuse(problem('UNKNOWN_GAME', `there is no game "${init.game}"`));
    const resolved = init.preset ? answer({ options: init.options ?? {}, profile: init.preset.profile }) : resolveOptions(def, init);
    if (!resolved.ok) return resolved;
    const seatsOk = init.preset ? answer(true) : checkSeats(init.seats, init.seat, init.bots);
    if (!seatsOk.ok) return seatsOk;
    if (init.rated && (init.bots.length > 0 || init.preset?.seats.some((s) => s.bot))) {
      return refuse(problem('BAD_SEATS', 'a rated table is for people only: leave out the bots, or make the table casual'));
    }
    if (init.rated && init.allowBots === true) {
      return refuse(problem('BAD_SEATS', 'a rated table is for people only: bot accounts cannot be allowed there (leave out allowBots, or make the table casual)'));
    }
    // A duplicate tournament round shares its seed (first dealer) and decks across tables (docs/tournaments.md).
    const seed = init.seed ?? randomHex(32);
    const seedHash = await sha256Hex(seed);
    if (this.t) return refuse(problem('BAD_REQUEST', 'a table with this id exists; try again'));
    const start = createMatch(def, { seats: init.seats, options: resolved.value.options, seed, decks: init.decks });
    if (!start.ok) return refuse(problem(start.error.code, start.error.message));
    const at = now();
    const seats: SeatRow[] =
      init.preset?.seats.map((s) => ({ ...s })) ??
      Array.from({ length: init.seats }, (_, seat): SeatRow => {
        if (init.bots.includes(seat)) return { seat, bot: true, name: `Bot ${seat + 1}` };
        if (seat === init.seat) return occupied(seat, init.creator);
        return { seat, bot: false };
      });
    const settings = settingsFrom(init);
    const base: Table = {
      def,
      info: {
        id: init.id,
        game: def.id,
        version: def.version,
        seats: init.seats,
        name: init.name ?? `${def.name} with ${init.creator.name}`,
        visibility: init.visibility,
        lobby: init.lobby,
        options: resolved.value.options,
        profile: resolved.value.profile,
        seed,
        seedHash,
        invite: randomId(20),
        createdAt: at,
        settings,
        ...(init.tournament ? { tournament: init.tournament } : {}),
        creator: init.creator.id,
        ...(init.decks ? { decks: init.decks } : {}),
      },
      seats,
      head: { seq: 0, rev: 1, status: seats.every((s) => s.bot || s.playerId) ? 'playing' : 'waiting', updatedAt: at },
      state: start.value,
      corr: newCorr(init.seats, settings.timeControl),
      publicHistory: this.publicHistory,
    };
    const t: Table = { ...base, corr: { ...base.corr, clocks: advanceClocks(base, [], null, at) } };
    this.store.create(t, () => this.corrStore.save(t.corr));
    this.t = t;
    await this.afterSeatsChanged(t);
    return answer({ table: summary(t, seatOf(t, init.creator.id)), invite: t.info.invite, seedHash });
  }

  /** `invite`: the code a public reader brought (null: none), see access.ts; internal callers omit it. */
  state(caller: Player | null, invite?: string | null): Answer<TableState> {
    const t = this.t;
    if (!t) return refuse(notFound());
    const denied = readRefusal(t, caller, invite);
    if (denied) return refuse(denied);
    return answer(stateFor(t, seatOf(t, caller?.id)));
  }

  /** Takes a seat; the match starts when the last seat is filled. */
  /**
   * Takes a seat while the table waits. `apart`: the players the caller has a block with either way
   * (their own object's list), whom they are never seated with. A member muted by the owner of the
   * table's club lobby takes no seat there.
   */
  async takeSeat(caller: Player, seat: Seat, invite: string | undefined, apart: readonly string[] = []): Promise<Answer<TableState>> {
    const before = this.t;
    if (before && seatOf(before, caller.id) === null && (await this.mutedHere(before, caller.id))) {
      return refuse(problem('MUTED', 'the owner of this club muted you: you cannot join its tables'));
    }
    const t = this.t;
    if (!t) return refuse(notFound());
    if (seat >= t.info.seats) return refuse(problem('NOT_FOUND', `this table has seats 0…${t.info.seats - 1}`));
    const mine = seatOf(t, caller.id);
    if (mine === seat) return answer(stateFor(t, seat));
    if (t.head.status !== 'waiting') return refuse(problem('TABLE_FULL', 'the match has started; every seat is taken'));
    if (t.info.visibility === 'private' && !sameSecret(invite ?? '', t.info.invite)) {
      return refuse(problem('FORBIDDEN', 'this table is private: an invitation code is needed'));
    }
    if (mine !== null) return refuse(problem('ALREADY_SEATED', `you already sit at seat ${mine}`));
    // The same answer whoever blocked whom: a blocked player learns no more than that they cannot sit here.
    if (t.seats.some((s) => s.playerId && apart.includes(s.playerId))) return refuse(problem('BLOCKED', 'you cannot sit at this table with one of its players'));
    if (caller.bot && !botsAllowed(settingsOf(t.info))) {
      return refuse(problem('BOTS_NOT_ALLOWED', 'this table is for people only: its creator does not allow bot accounts (or it is rated)'));
    }
    const row = t.seats[seat];
    if (!row || row.bot || row.playerId) return refuse(problem('SEAT_TAKEN', `seat ${seat} is taken`));
    const seats = t.seats.map((s) => (s.seat === seat ? occupied(seat, caller) : s));
    const full = seats.every((s) => s.bot || s.playerId);
    const next = this.#withSeats(t, seats, full ? 'playing' : 'waiting');
    this.inbox.departed.delete(caller.id);
    await this.afterSeatsChanged(next);
    return answer(stateFor(this.t ?? next, seat));
  }

  /** Leaves a seat before the match starts. */
  async leaveSeat(caller: Player, seat: Seat): Promise<Answer<TableState>> {
    const t = this.t;
    if (!t) return refuse(notFound());
    if (seat >= t.info.seats) return refuse(problem('NOT_FOUND', `this table has seats 0…${t.info.seats - 1}`));
    if (t.seats[seat]?.playerId !== caller.id) return refuse(problem('FORBIDDEN', `seat ${seat} is not yours`));
    if (t.head.status !== 'waiting') return refuse(problem('FORBIDDEN', 'the match has started: seats are fixed'));
    const next = this.#withSeats(t, t.seats.map((s) => (s.seat === seat ? { seat, bot: false } : s)), 'waiting');
    this.inbox.departed.add(caller.id);
    await this.afterSeatsChanged(next);
    return answer(stateFor(this.t ?? next, null));
  }

  /**
   * Its creator deletes a table still waiting for players (DELETE /api/tables/{id}): it leaves its lobby
   * and the lists of everyone seated, sockets are closed, and everything it stored is gone, so that it
   * answers 404 from then on. A started table is part of its players' history and stays.
   */
  async deleteTable(caller: Player): Promise<Answer<{ id: string; lobby: string }>> {
    const t = this.t;
    if (!t) return refuse(notFound());
    if (t.info.creator !== caller.id) return refuse(problem('FORBIDDEN', 'only the table\'s creator deletes it'));
    if (t.head.status !== 'waiting') return refuse(problem('MATCH_STARTED', 'the match has started: the table stays'));
    const seated = t.seats.flatMap((s) => (s.playerId ? [s.playerId] : []));
    const lists = [...new Set([...seated, ...this.inbox.departed, caller.id])].map((id) =>
      this.env.PLAYERS.get(this.env.PLAYERS.idFromName(id)).dropTable(t.info.id),
    );
    await Promise.all([lobbyShard(this.env, t.info.lobby, t.info.game).dropTable(t.info.id), ...lists]);
    for (const ws of this.ctx.getWebSockets()) closeSocket(ws, problem('NOT_FOUND', 'this table was deleted by its creator'));
    this.t = undefined;
    this.wake();
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    return answer({ id: t.info.id, lobby: t.info.lobby });
  }

  /**
   * A tournament's director hands a seat to a replacement while the match runs (docs/tournaments.md).
   * Only at tables a tournament opened, and only from the Tournament object: no public route leads here.
   */
  async handOver(seat: Seat, player: Player): Promise<Answer<TableState>> {
    const t = this.t;
    if (!t) return refuse(notFound());
    if (!t.info.tournament) return refuse(problem('FORBIDDEN', 'only tournament tables change hands'));
    const row = t.seats[seat];
    if (!row || row.bot || !row.playerId) return refuse(problem('NOT_FOUND', `seat ${seat} has no player`));
    if (t.head.status !== 'playing') return refuse(problem('FORBIDDEN', 'the match is not running'));
    if (seatOf(t, player.id) !== null) return refuse(problem('ALREADY_SEATED', `${player.name} already sits at this table`));
    const before = { id: row.playerId, name: row.name ?? '' };
    const next = this.#withSeats(t, t.seats.map((s) => (s.seat === seat ? occupied(seat, player) : s)), 'playing');
    this.inbox.departed.add(before.id);
    this.systemChat({ code: 'takeOver', params: { name: player.name, seat, before: before.name } });
    await this.afterSeatsChanged(next);
    return answer(stateFor(this.t ?? next, seat));
  }

  /** An action over REST; sockets take the same path. */
  act(caller: Player, body: ActionBody, idempotencyKey?: string): Answer<TableState> {
    return this.#act(caller, body, idempotencyKey);
  }

  /** A claim of every remaining trick of the deal over REST (docs/api.md); sockets take the same path. */
  claim(caller: Player, body: ClaimBody, idempotencyKey?: string): Answer<TableState> {
    return this.#act(caller, { ...body, claim: true }, idempotencyKey);
  }

  /** The long-poll feed: waits up to `wait` seconds for a change when nothing newer than `after` exists. */
  async events(caller: Player | null, after: number, wait: number, invite?: string | null): Promise<Answer<EventsResponse>> {
    let t = this.t;
    if (!t) return refuse(notFound());
    const denied = readRefusal(t, caller, invite);
    if (denied) return refuse(denied);
    // Woken by someone else's change, the answer goes out within their request: no claim search then (claim.ts).
    let woken = false;
    if (t.head.seq <= after && wait > 0 && t.head.status !== 'finished') {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          this.waiters.delete(wakeUp);
          resolve();
        };
        const wakeUp = (): void => {
          woken = true;
          done();
        };
        const timer = setTimeout(done, wait * 1000);
        this.waiters.add(wakeUp);
      });
      // Deleted by its creator meanwhile (deleteTable): nothing is left to read.
      if (!this.t) return refuse(notFound());
      t = this.t;
    }
    const events = this.store
      .actionsAfter(after, MAX_EVENTS)
      .map((a) => ({ seq: a.seq, seat: a.seat, action: a.public, at: new Date(a.at).toISOString() }));
    return answer({ events, state: stateFor(t, seatOf(t, caller?.id), !woken) });
  }

  record(caller: Player | null = null, invite?: string | null): Answer<MatchRecordWire> {
    const t = this.t;
    if (!t) return refuse(notFound());
    const denied = readRefusal(t, caller, invite);
    if (denied) return refuse(denied);
    return answer(record(t, this.store.actionsAfter(0, Number.MAX_SAFE_INTEGER)));
  }

  /** The post-game analysis (docs/analysis.md): nothing of it exists before the match has ended. */
  analysis(caller: Player | null = null, invite?: string | null): Answer<AnalysisResponse> {
    const t = this.t;
    if (!t) return refuse(notFound());
    const denied = readRefusal(t, caller, invite);
    if (denied) return refuse(denied);
    if (t.head.status !== 'finished') return refuse(problem('NOT_FINISHED', 'the analysis is made when the match has ended; while it runs there is none'));
    // A match that ended before this server analysed matches: its analysis starts now.
    if (this.analyser.pending(t)) void this.schedule();
    return answer(this.analyser.read(t));
  }

  /** The analysis of one closed deal, of a running match too (docs/analysis.md): asking starts it in the background. */
  dealAnalysis(caller: Player | null, invite: string | null, deal: number): Answer<AnalysisResponse> {
    const t = this.t;
    if (!t) return refuse(notFound());
    const denied = readRefusal(t, caller, invite);
    if (denied) return refuse(denied);
    const closed = reviewableDeals(t);
    if (deal > closed) return refuse(problem('DEAL_NOT_CLOSED', notClosedDetail(deal, closed)));
    this.analyser.request(t, deal);
    if (this.analyser.pending(t)) void this.schedule();
    return answer(this.analyser.read(t, deal));
  }

  /** For the review of closed deals only (routes/review.ts): the record with its seed never leaves the worker. */
  reviewSource(caller: Player | null, invite: string | null): Answer<ReturnType<typeof reviewSource>> {
    const t = this.t;
    if (!t) return refuse(notFound());
    const denied = readRefusal(t, caller, invite);
    return denied ? refuse(denied) : answer(reviewSource(t, this.store.actionsAfter(0, Number.MAX_SAFE_INTEGER)));
  }

  // -------------------------------------------------------------------------------------------------
  // WebSockets (hibernation API)

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const send = (m: ServerMessage): void => ws.send(JSON.stringify(m));
    const fail = (p: Problem, requestId?: string): void => {
      send(socketError(p, requestId));
    };
    if (typeof message !== 'string') return fail(problem('BAD_REQUEST', 'send JSON text messages'));
    if (message.length > MAX_SOCKET_MESSAGE) return fail(problem('PAYLOAD_TOO_LARGE', 'messages are limited to 16 KiB'));
    let data: unknown;
    try {
      data = JSON.parse(message);
    } catch {
      return fail(problem('BAD_REQUEST', 'the message is not valid JSON'));
    }
    const parsed = v.safeParse(ClientMessageSchema, data);
    if (!parsed.success) {
      const id = (data as { requestId?: unknown } | null)?.requestId;
      const errors = fieldErrors(parsed.issues);
      const first = errors[0]!;
      return fail(problem('VALIDATION_FAILED', `${first.path || 'message'}: ${first.message}`, { errors }), typeof id === 'string' ? id.slice(0, 64) : undefined);
    }
    const msg = parsed.output;
    if (msg.type === 'ping') return send({ type: 'pong' });
    const { player, scopes } = ws.deserializeAttachment() as Attachment;
    if (!player) return fail(problem('UNAUTHORIZED', 'spectators cannot act: connect with a ticket (POST /api/tables/{id}/ws-ticket)'), msg.requestId);
    if (scopes && !scopes.includes('play')) return fail(problem('INSUFFICIENT_SCOPE', 'this socket\'s token lacks the "play" scope'), msg.requestId);
    if (this.buckets.take(player.id, parseRateLimit(this.env.SOCKET_RATE_LIMIT, SOCKET_RATE)) > 0) {
      return fail(problem('RATE_LIMITED', 'slow down: too many messages'), msg.requestId);
    }
    const body: Move =
      msg.type === 'claim'
        ? { seq: msg.seq, claim: true }
        : { seq: msg.seq, action: msg.action, ...(msg.seat === undefined ? {} : { seat: msg.seat }) };
    const start = performance.now();
    const result = this.#act(player, body, undefined, msg.requestId === undefined ? undefined : { ws, requestId: msg.requestId });
    const state = result.ok ? result.value : result.problem.state;
    this.observeAction('socket', start, result.ok ? 'ok' : result.problem.code, state?.yourSeat ?? null);
    if (!result.ok) {
      fail(result.problem, msg.requestId);
      if (result.problem.state) send({ type: 'state', ...result.problem.state });
    }
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    // 1005 and 1006 describe a missing close frame and may not be sent back.
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    try {
      ws.close(1011, 'error');
    } catch {
      // already closed
    }
  }

  /** The raw WebSocket upgrade, forwarded by the worker after it checked the token. */
  override async fetch(request: Request): Promise<Response> {
    if (!this.t) return problemResponse(notFound());
    const caller = callerOf(request);
    const refused = this.socketRefusal(caller) ?? readRefusal(this.t, caller?.player ?? null, request.headers.get(INVITE_HEADER));
    if (refused) return problemResponse(refused);
    return this.upgrade(request);
  }

  // -------------------------------------------------------------------------------------------------
  // Internals

  #act(caller: Player, body: Move, idempotencyKey?: string, echo?: { ws: WebSocket; requestId: string }): Answer<TableState> {
    const t = this.t;
    if (!t) return refuse(notFound());
    const key = idempotencyKey === undefined ? undefined : `${caller.id}:${idempotencyKey}`;
    const request = JSON.stringify([body.seq, 'claim' in body ? { claim: true } : body.action, body.seat ?? null]);
    if (key !== undefined) {
      const prior = this.store.idempotent(key);
      if (prior) {
        if (prior.request === request) return answer(JSON.parse(prior.reply) as TableState);
        return refuse(problem('IDEMPOTENCY_MISMATCH', 'this Idempotency-Key was used for a different action'));
      }
    }
    const seat = seatOf(t, caller.id);
    if (seat === null) return refuse(problem('FORBIDDEN', 'you do not sit at this table'));
    if (body.seat !== undefined && body.seat !== seat) {
      return refuse(problem('FORBIDDEN', `seat ${body.seat} is not yours; you sit at seat ${seat}`));
    }
    if (t.head.status === 'waiting') return refuse(problem('NOT_STARTED', 'the match starts when every seat is taken'));
    // A forfeit ends the match where the engine would play on.
    if (t.corr.forfeit) return refuse(problem('MATCH_OVER', `the match is over: ${t.corr.forfeit.summary}`));
    if (body.seq !== t.head.seq) {
      return refuse(
        problem('STALE_SEQ', `you sent seq ${body.seq} but the table is at ${t.head.seq}`, { state: stateFor(t, seat) }),
      );
    }
    // A person acting at a seat a stand-in plays takes it back (in the same transaction as the move).
    const back = t.corr.clocks[seat]?.standIn === true;
    const opts: PlayOpts = {
      ...(key === undefined ? {} : { idem: { key, request } }),
      ...(echo ? { echo } : {}),
      ...(back ? { patch: (c: Corr) => this.withStandIn(c, seat, false) } : {}),
    };
    let played: Answer<TableState>;
    if ('claim' in body) {
      const moves = claimActions(t, seat);
      if (moves === 'not-known') {
        return refuse(problem('CLAIM_REFUSED', 'a claim needs your turn in the card play, two cards or more in your hand, and every remaining trick won by your side whatever the others hold and play (from what you have seen); that is not the case here'));
      }
      if (moves === 'fails') {
        return refuse(problem('CLAIM_REFUSED', 'the cards you cannot see lie otherwise: the others can still take a trick, so play on'));
      }
      played = this.#playAll(t, moves, seat, opts);
      if (played.ok) this.systemChat({ code: 'claimHeld', params: { name: caller.name, n: moves.length } });
    } else {
      played = this.play(t, seat, body.action, opts);
    }
    if (!played.ok) return played;
    if (back) this.systemChat({ code: 'back', params: { name: caller.name, seat } });
    return answer(played.value);
  }

  /** Applies, commits (log row, snapshot, clocks), then tells everyone: sockets, long polls, lists, the alarm. */
  protected override play(t: Table, seat: Seat, text: string, opts: PlayOpts = {}): Answer<TableState> {
    return this.#playAll(t, [{ seat, action: text }], seat, opts);
  }

  /**
   * Applies several actions in order (a claim's play-out) and commits them in one transaction, so that
   * either all of them are in the log or none; everyone hears of the result once. The answer is the
   * state of `replySeat`.
   */
  #playAll(t: Table, moves: readonly { seat: Seat; action: string }[], replySeat: Seat, opts: PlayOpts = {}): Answer<TableState> {
    const at = now();
    let after: Table = opts.patch ? { ...t, corr: opts.patch(t.corr) } : t;
    const rows: ActionRow[] = [];
    for (const { seat, action: text } of moves) {
      const next = applyNotation(after.def, after.state, seat, text);
      if (!next.ok) return refuse(problem(next.error.code, next.error.message));
      // A shorthand (Tablanet's bare jack sweep) is logged written out.
      const action = actionOf(after.def, after.state, seat, text);
      const finished = after.def.outcome(next.value) !== undefined;
      const head: Head = {
        seq: after.head.seq + 1,
        rev: after.head.rev + 1,
        status: finished ? 'finished' : 'playing',
        updatedAt: at,
        finishedAt: finished ? at : undefined,
      };
      rows.push({ seq: head.seq, seat, action: after.def.makeAction(action), public: after.def.publicNotation(after.state, seat, action), at });
      const moved: Table = { ...after, head, state: next.value, corr: countMove(after.corr, seat, after.info.seats) };
      after = { ...moved, corr: { ...moved.corr, clocks: advanceClocks(moved, toAct(after), seat, at) } };
    }
    after = { ...after, corr: this.cancelImpossible(after.corr, after, at) };
    const reply = stateFor(after, replySeat);
    this.store.append(rows, after.head, after.state, opts.idem && { ...opts.idem, reply: JSON.stringify(reply) }, () => this.corrStore.save(after.corr));
    this.t = after;
    this.broadcast(after, opts.echo, { seat: replySeat, state: reply });
    this.wake();
    this.inbox.soon();
    if (after.head.status === 'finished') this.tellFinished(after);
    else if (after.info.tournament) this.#tellNewDeal(t, after, reply);
    void this.schedule();
    return answer(reply);
  }

  #withSeats(t: Table, seats: SeatRow[], status: 'waiting' | 'playing'): Table {
    const at = now();
    const head: Head = { seq: t.head.seq, rev: t.head.rev + 1, status, updatedAt: at };
    const seated: Table = { ...t, seats, head };
    const next: Table = { ...seated, corr: { ...t.corr, clocks: advanceClocks(seated, toAct(t), null, at) } };
    this.store.updateSeats(seats, head, () => this.corrStore.save(next.corr));
    this.t = next;
    return next;
  }

  /**
   * A tournament table tells its tournament when a new deal begins (how far it has come, public
   * facts only), so that the tournament shows progress without reading its tables.
   */
  #tellNewDeal(before: Table, after: Table, reply: TableState): void {
    this.#dealTold ??= stateFor(before, null).view.deal;
    const deal = reply.view.deal;
    if (deal === this.#dealTold) return;
    this.#dealTold = deal;
    const progress = { seq: reply.seq, deal, toAct: [...reply.table.toAct], updatedAt: reply.table.updatedAt };
    this.ctx.waitUntil(tellTournamentProgress(this.env, after.info.tournament!.id, after.info.id, progress));
  }

  /** Everyone hears how the match ended. */
  protected tellFinished(t: Table): void {
    if (t.info.tournament) this.ctx.waitUntil(tellTournament(this.env, t.info.tournament.id, t.info.id));
    this.ctx.waitUntil(this.reportResults());
    const outcome = outcomeOf(t);
    this.inbox.notifyAll(t, (seat) => ({
      kind: 'finished',
      table: { id: t.info.id, name: t.info.name, game: t.info.game },
      seat,
      ...(outcome ? { outcome } : {}),
      winners: outcome?.winners.map((w) => seatName(t, w)),
      score: outcome ? (outcome.scores[outcome.winners[0] ?? 0] ?? Math.max(...outcome.scores)) : undefined,
      forfeited: outcome?.forfeit ? seatName(t, outcome.forfeit.seat) : undefined,
      at: new Date(now()).toISOString(),
    }));
  }
}

/** One more action of `seat`, and one more of its stand-in's while a stand-in plays it (the rated share). */
function countMove(c: Corr, seat: Seat, seats: number): Corr {
  const bump = (list: readonly number[] | undefined, by: number): number[] =>
    Array.from({ length: seats }, (_, s) => (list?.[s] ?? 0) + (s === seat ? by : 0));
  return { ...c, moves: bump(c.moves, 1), standInMoves: bump(c.standInMoves, c.clocks[seat]?.standIn === true ? 1 : 0) };
}

type Remote<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never };
/** The table's methods as the worker calls them over RPC (plain JSON in and out). */
export type TableRpc = Remote<
  Pick<
    TableDO,
    | 'create' | 'state' | 'takeSeat' | 'leaveSeat' | 'deleteTable' | 'act' | 'claim' | 'events' | 'record' | 'reviewSource' | 'fetch' | 'analysis' | 'dealAnalysis'
    | 'premoves' | 'addPremove' | 'deletePremoves' | 'chat' | 'chatLine' | 'postChat' | 'returnSeat' | 'vacation' | 'rematch'
    | 'closeSession' | 'closePlayer' | 'exportFor' | 'forgetPlayer'
  >
>;

