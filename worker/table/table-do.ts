/**
 * One Durable Object per table. It runs the engine from shared/, keeps the table in SQLite (see
 * store.ts) and talks to players over REST (RPC from the worker), long polls and hibernating WebSockets.
 * Every accepted action is committed (log row + snapshot, one transaction) before anyone hears of it.
 */
import { DurableObject } from 'cloudflare:workers';
import * as v from 'valibot';
import { applyNotation, createMatch, getGame, legalNotations, type Seat } from '../../shared/index.js';
import {
  type ActionBody,
  ClientMessageSchema,
  type CreateTableBody,
  type EventsResponse,
  type MatchRecordWire,
  type Player,
  type Problem,
  type ServerMessage,
  type TableState,
  type TableSummary,
  WS_PING,
  WS_PONG,
} from '../../shared/protocol.js';
import { cryptoInt, randomHex, randomId, sameSecret, sha256Hex } from '../crypto.js';
import type { Env } from '../env.js';
import { type Answer, answer, problem, problemResponse, refuse } from '../problem.js';
import { Buckets, parseRateLimit, type RateLimit } from '../ratelimit.js';
import { checkSeats, resolveOptions } from './setup.js';
import { type Head, type SeatRow, TableStore } from './store.js';
import { record, seatOf, stateFor, summary, type Table, toAct } from './views.js';

/** The worker passes the verified caller of a socket upgrade in this header (never taken from clients). */
export const CALLER_HEADER = 'x-stammtisch-caller';

/** What rides on each socket across hibernation: who it is, and the seat whose view it receives. */
interface Attachment {
  readonly seat: Seat | null;
  readonly player: Player | null;
}

/** A placeholder bot waits this long before it plays, so that people can follow its moves. */
const BOT_DELAY_MS = 400;
const MAX_EVENTS = 500;
/** The players' lists follow the table this long after an action (bursts of actions coalesce). */
const INBOX_DELAY_MS = 1000;
const MAX_SOCKET_MESSAGE = 16 * 1024;
/** Socket messages per player and table (SOCKET_RATE_LIMIT overrides it). */
const SOCKET_RATE: RateLimit = { burst: 40, perSecond: 20 };

export interface CreateInit extends CreateTableBody {
  readonly id: string;
  readonly creator: Player;
}

const notFound = (): Problem => problem('NOT_FOUND', 'there is no table with this id');

export class TableDO extends DurableObject<Env> {
  readonly #store: TableStore;
  #t: Table | undefined;
  /** Long polls waiting for the next change. */
  readonly #waiters = new Set<() => void>();
  readonly #buckets = new Buckets(1_000);
  /** Players who left a seat and whose "my tables" still lists it. */
  readonly #departed = new Set<string>();
  #inboxRun: Promise<void> | undefined;
  #inboxTimer: ReturnType<typeof setTimeout> | undefined;
  #inboxAgain = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#store = new TableStore(ctx.storage);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(WS_PING, WS_PONG));
    void ctx.blockConcurrencyWhile(async () => {
      this.#t = this.#load();
    });
  }

  #load(): Table | undefined {
    const loaded = this.#store.load();
    if (!loaded) return undefined;
    const def = getGame(loaded.info.game);
    if (!def) throw new Error(`table ${loaded.info.id}: game ${loaded.info.game} is not registered`);
    return { ...loaded, def };
  }

  // -------------------------------------------------------------------------------------------------
  // RPC methods called by the worker

  async create(init: CreateInit): Promise<Answer<{ table: TableSummary; invite: string }>> {
    const def = getGame(init.game);
    if (!def) return refuse(problem('UNKNOWN_GAME', `there is no game "${init.game}"`));
    const resolved = resolveOptions(def, init);
    if (!resolved.ok) return resolved;
    const seatsOk = checkSeats(init.seats, init.seat, init.bots);
    if (!seatsOk.ok) return seatsOk;
    const seed = randomHex(32);
    const seedHash = await sha256Hex(seed);
    if (this.#t) return refuse(problem('BAD_REQUEST', 'a table with this id exists; try again'));
    const start = createMatch(def, { seats: init.seats, options: resolved.value.options, seed });
    if (!start.ok) return refuse(problem(start.error.code, start.error.message));
    const now = Date.now();
    const seats: SeatRow[] = Array.from({ length: init.seats }, (_, seat): SeatRow => {
      if (init.bots.includes(seat)) return { seat, bot: true, name: `Bot ${seat + 1}` };
      if (seat === init.seat) return { seat, bot: false, playerId: init.creator.id, name: init.creator.name };
      return { seat, bot: false };
    });
    const t: Table = {
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
        createdAt: now,
      },
      seats,
      head: { seq: 0, rev: 1, status: seats.every((s) => s.bot || s.playerId) ? 'playing' : 'waiting', updatedAt: now },
      state: start.value,
    };
    this.#store.create(t);
    this.#t = t;
    await this.#afterSeatsChanged(t);
    return answer({ table: summary(t, seatOf(t, init.creator.id)), invite: t.info.invite });
  }

  state(caller: Player | null): Answer<TableState> {
    const t = this.#t;
    if (!t) return refuse(notFound());
    return answer(stateFor(t, seatOf(t, caller?.id)));
  }

  /** Takes a seat; the match starts when the last seat is filled. */
  async takeSeat(caller: Player, seat: Seat, invite: string | undefined): Promise<Answer<TableState>> {
    const t = this.#t;
    if (!t) return refuse(notFound());
    if (seat >= t.info.seats) return refuse(problem('NOT_FOUND', `this table has seats 0…${t.info.seats - 1}`));
    const mine = seatOf(t, caller.id);
    if (mine === seat) return answer(stateFor(t, seat));
    if (t.head.status !== 'waiting') return refuse(problem('TABLE_FULL', 'the match has started; every seat is taken'));
    if (t.info.visibility === 'private' && !sameSecret(invite ?? '', t.info.invite)) {
      return refuse(problem('FORBIDDEN', 'this table is private: an invitation code is needed'));
    }
    if (mine !== null) return refuse(problem('ALREADY_SEATED', `you already sit at seat ${mine}`));
    const row = t.seats[seat];
    if (!row || row.bot || row.playerId) return refuse(problem('SEAT_TAKEN', `seat ${seat} is taken`));
    const seats = t.seats.map((s) => (s.seat === seat ? { seat, bot: false, playerId: caller.id, name: caller.name } : s));
    const full = seats.every((s) => s.bot || s.playerId);
    const next = this.#withSeats(t, seats, full ? 'playing' : 'waiting');
    this.#departed.delete(caller.id);
    for (const ws of this.ctx.getWebSockets(`player:${caller.id}`)) {
      ws.serializeAttachment({ seat, player: caller } satisfies Attachment);
    }
    await this.#afterSeatsChanged(next);
    return answer(stateFor(this.#t ?? next, seat));
  }

  /** Leaves a seat before the match starts. */
  async leaveSeat(caller: Player, seat: Seat): Promise<Answer<TableState>> {
    const t = this.#t;
    if (!t) return refuse(notFound());
    if (seat >= t.info.seats) return refuse(problem('NOT_FOUND', `this table has seats 0…${t.info.seats - 1}`));
    if (t.seats[seat]?.playerId !== caller.id) return refuse(problem('FORBIDDEN', `seat ${seat} is not yours`));
    if (t.head.status !== 'waiting') return refuse(problem('FORBIDDEN', 'the match has started: seats are fixed'));
    const next = this.#withSeats(t, t.seats.map((s) => (s.seat === seat ? { seat, bot: false } : s)), 'waiting');
    this.#departed.add(caller.id);
    for (const ws of this.ctx.getWebSockets(`player:${caller.id}`)) {
      ws.serializeAttachment({ seat: null, player: caller } satisfies Attachment);
    }
    await this.#afterSeatsChanged(next);
    return answer(stateFor(this.#t ?? next, null));
  }

  /** An action over REST; sockets take the same path. */
  act(caller: Player, body: ActionBody, idempotencyKey?: string): Answer<TableState> {
    return this.#act(caller, body, idempotencyKey);
  }

  /** The long-poll feed: waits up to `wait` seconds for a change when nothing newer than `after` exists. */
  async events(caller: Player | null, after: number, wait: number): Promise<Answer<EventsResponse>> {
    let t = this.#t;
    if (!t) return refuse(notFound());
    if (t.head.seq <= after && wait > 0 && t.head.status !== 'finished') {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          this.#waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, wait * 1000);
        this.#waiters.add(done);
      });
      t = this.#t ?? t;
    }
    const events = this.#store
      .actionsAfter(after, MAX_EVENTS)
      .map((a) => ({ seq: a.seq, seat: a.seat, action: a.public, at: new Date(a.at).toISOString() }));
    return answer({ events, state: stateFor(t, seatOf(t, caller?.id)) });
  }

  record(): Answer<MatchRecordWire> {
    const t = this.#t;
    if (!t) return refuse(notFound());
    return answer(record(t, this.#store.actionsAfter(0, Number.MAX_SAFE_INTEGER)));
  }

  // -------------------------------------------------------------------------------------------------
  // WebSockets (hibernation API) and alarms

  /** The raw WebSocket upgrade, forwarded by the worker after it checked the token. */
  override async fetch(request: Request): Promise<Response> {
    const t = this.#t;
    if (!t) return problemResponse(notFound());
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
      return problemResponse(problem('UPGRADE_REQUIRED', 'connect with a WebSocket upgrade'));
    }
    const header = request.headers.get(CALLER_HEADER);
    const player = header ? (JSON.parse(header) as Player) : null;
    const seat = seatOf(t, player?.id);
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    const tags = [seat === null ? 'spectator' : `seat:${seat}`];
    if (player) tags.push(`player:${player.id}`);
    this.ctx.acceptWebSocket(server, tags);
    server.serializeAttachment({ seat, player } satisfies Attachment);
    server.send(JSON.stringify({ type: 'state', ...stateFor(t, seat) } satisfies ServerMessage));
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const send = (m: ServerMessage): void => ws.send(JSON.stringify(m));
    const fail = (p: Problem, requestId?: string): void => {
      send({ type: 'error', code: p.code, detail: p.detail, ...(requestId === undefined ? {} : { requestId }) });
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
      return fail(problem('VALIDATION_FAILED', v.summarize(parsed.issues)), typeof id === 'string' ? id.slice(0, 64) : undefined);
    }
    const msg = parsed.output;
    if (msg.type === 'ping') return send({ type: 'pong' });
    const { player } = ws.deserializeAttachment() as Attachment;
    if (!player) return fail(problem('UNAUTHORIZED', 'spectators cannot act: connect with ?token='), msg.requestId);
    if (this.#buckets.take(player.id, parseRateLimit(this.env.SOCKET_RATE_LIMIT, SOCKET_RATE)) > 0) {
      return fail(problem('RATE_LIMITED', 'slow down: too many messages'), msg.requestId);
    }
    const body: ActionBody = { seq: msg.seq, action: msg.action, ...(msg.seat === undefined ? {} : { seat: msg.seat }) };
    const result = this.#act(player, body, undefined, msg.requestId === undefined ? undefined : { ws, requestId: msg.requestId });
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

  /** Placeholder bots: the first bot to act plays a uniformly random legal action (chosen with crypto). */
  override async alarm(): Promise<void> {
    const t = this.#t;
    if (!t) return;
    const seat = toAct(t).find((s) => t.seats[s]?.bot === true);
    if (seat === undefined) return;
    const legal = legalNotations(t.def, t.state, seat);
    const choice = legal[cryptoInt(Math.max(1, legal.length))];
    if (choice === undefined) return;
    const played = this.#play(t, seat, choice);
    if (!played.ok) console.error(`table ${t.info.id}: bot at seat ${seat} could not play ${choice}: ${played.problem.detail}`);
  }

  // -------------------------------------------------------------------------------------------------
  // Internals

  #act(caller: Player, body: ActionBody, idempotencyKey?: string, echo?: { ws: WebSocket; requestId: string }): Answer<TableState> {
    const t = this.#t;
    if (!t) return refuse(notFound());
    const key = idempotencyKey === undefined ? undefined : `${caller.id}:${idempotencyKey}`;
    const request = JSON.stringify([body.seq, body.action, body.seat ?? null]);
    if (key !== undefined) {
      const prior = this.#store.idempotent(key);
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
    if (body.seq !== t.head.seq) {
      return refuse(
        problem('STALE_SEQ', `you sent seq ${body.seq} but the table is at ${t.head.seq}`, { state: stateFor(t, seat) }),
      );
    }
    const played = this.#play(t, seat, body.action, key === undefined ? undefined : { key, request }, echo);
    if (!played.ok) return played;
    return answer(played.value);
  }

  /** Applies, commits, then tells everyone: sockets, long polls, the players' lists, the bots. */
  #play(
    t: Table,
    seat: Seat,
    text: string,
    idem?: { key: string; request: string },
    echo?: { ws: WebSocket; requestId: string },
  ): Answer<TableState> {
    const next = applyNotation(t.def, t.state, seat, text);
    if (!next.ok) return refuse(problem(next.error.code, next.error.message));
    const action: unknown = t.def.parseAction(text);
    const now = Date.now();
    const finished = t.def.outcome(next.value) !== undefined;
    const head: Head = {
      seq: t.head.seq + 1,
      rev: t.head.rev + 1,
      status: finished ? 'finished' : 'playing',
      updatedAt: now,
      finishedAt: finished ? now : undefined,
    };
    const after: Table = { ...t, head, state: next.value };
    const reply = stateFor(after, seat);
    const row = {
      seq: head.seq,
      seat,
      action: t.def.makeAction(action),
      public: t.def.publicNotation(t.state, seat, action),
      at: now,
    };
    this.#store.append(row, head, next.value, idem && { ...idem, reply: JSON.stringify(reply) });
    this.#t = after;
    this.#broadcast(after, echo, { seat, state: reply });
    this.#wake();
    this.#syncInboxesSoon();
    this.#scheduleBot(after);
    return answer(reply);
  }

  #withSeats(t: Table, seats: SeatRow[], status: 'waiting' | 'playing'): Table {
    const head: Head = { seq: t.head.seq, rev: t.head.rev + 1, status, updatedAt: Date.now() };
    this.#store.updateSeats(seats, head);
    const next: Table = { ...t, seats, head };
    this.#t = next;
    return next;
  }

  async #afterSeatsChanged(t: Table): Promise<void> {
    this.#broadcast(t);
    this.#wake();
    this.#scheduleBot(t);
    // The change is committed: a lobby that cannot be reached is logged, not reported to the player.
    const lobby = this.env.LOBBIES.get(this.env.LOBBIES.idFromName(t.info.lobby));
    const listed = lobby.putTable(summary(t, null), t.head.rev).catch((e: unknown) => {
      console.error(`table ${t.info.id}: lobby ${t.info.lobby} update failed`, e);
    });
    await Promise.all([listed, this.#syncInboxes()]);
  }

  /** Each socket gets the state of its own seat (spectators the spectator state). */
  #broadcast(t: Table, echo?: { ws: WebSocket; requestId: string }, known?: { seat: Seat; state: TableState }): void {
    const bySeat = new Map<Seat | null, string>();
    const build = (seat: Seat | null): TableState => (known && known.seat === seat ? known.state : stateFor(t, seat));
    for (const ws of this.ctx.getWebSockets()) {
      const { seat } = ws.deserializeAttachment() as Attachment;
      let text: string;
      if (echo?.ws === ws) {
        text = JSON.stringify({ type: 'state', ...build(seat), requestId: echo.requestId } satisfies ServerMessage);
      } else {
        text = bySeat.get(seat) ?? JSON.stringify({ type: 'state', ...build(seat) } satisfies ServerMessage);
        bySeat.set(seat, text);
      }
      try {
        ws.send(text);
      } catch {
        // the socket is closing; webSocketClose cleans up
      }
    }
  }

  #wake(): void {
    for (const done of [...this.#waiters]) done();
  }

  #scheduleBot(t: Table): void {
    if (toAct(t).some((s) => t.seats[s]?.bot === true)) void this.ctx.storage.setAlarm(Date.now() + BOT_DELAY_MS);
  }

  /**
   * After an action: the players' lists are brought up to date shortly after the reply, and a burst of
   * actions (a live game, a bot) costs one update per player, not one per action.
   */
  #syncInboxesSoon(): void {
    if (this.#inboxTimer !== undefined) return;
    this.ctx.waitUntil(
      new Promise<void>((resolve) => {
        this.#inboxTimer = setTimeout(() => {
          this.#inboxTimer = undefined;
          void this.#syncInboxes().finally(resolve);
        }, INBOX_DELAY_MS);
      }),
    );
  }

  /**
   * Brings the "my tables" list of every seated player (and of those who just left) up to date with the
   * table as it is when the round runs; calls during a round coalesce into one more round.
   */
  #syncInboxes(): Promise<void> {
    this.#inboxAgain = true;
    this.#inboxRun ??= (async () => {
      try {
        while (this.#inboxAgain) {
          this.#inboxAgain = false;
          await this.#pushInboxes();
        }
      } finally {
        this.#inboxRun = undefined;
      }
    })();
    return this.#inboxRun;
  }

  async #pushInboxes(): Promise<void> {
    const t = this.#t;
    if (!t) return;
    const targets = new Set<string>(this.#departed);
    this.#departed.clear();
    for (const s of t.seats) if (s.playerId) targets.add(s.playerId);
    const results = await Promise.allSettled(
      [...targets].map((id) => {
        const stub = this.env.PLAYERS.get(this.env.PLAYERS.idFromName(id));
        return stub.putTable(summary(t, seatOf(t, id)), t.head.rev);
      }),
    );
    for (const r of results) if (r.status === 'rejected') console.error(`table ${t.info.id}: inbox update failed`, r.reason);
  }
}

type Remote<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never };
/** The table's methods as the worker calls them over RPC (plain JSON in and out). */
export type TableRpc = Remote<Pick<TableDO, 'create' | 'state' | 'takeSeat' | 'leaveSeat' | 'act' | 'events' | 'record' | 'fetch'>>;
