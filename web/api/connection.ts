/**
 * The live link of one table: a WebSocket opened when its host element enters the page and closed
 * when it leaves, reconnecting with backoff; where no socket can be held, the long-poll event feed.
 * Either way the host gets every new `TableState` for its own seat and the public event log.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ServerMessage, TableEvent, TableState } from '../../shared/protocol.js';
import type { ChatMessage, CorrServerMessage } from '../../shared/protocol-correspondence.js';
import { Api, ApiError, requestId } from './client.js';

export type LiveStatus = 'connecting' | 'live' | 'polling' | 'offline';

export interface ConnectionTarget {
  /** API origin, '' for this page's origin. */
  readonly base: string;
  readonly tableId: string;
  readonly token?: string | undefined;
  /** The invitation code of a private table (needed to watch it without a seat). */
  readonly invite?: string | undefined;
}

export interface ConnectionCallbacks {
  /** A newer state arrived (`previous` is the one before, if any). */
  state?(state: TableState, previous: TableState | undefined): void;
  /** A chat message arrived over the socket. */
  chat?(message: ChatMessage): void;
  /** An action was refused or the table could not be reached. */
  error?(error: ApiError): void;
}

/** The ping the runtime answers without waking the table (shared/protocol.ts WS_PING, spelled exactly). */
const WS_PING = '{"type":"ping"}';
const PING_EVERY_MS = 25_000;
const PONG_WITHIN_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;
/** Failed socket attempts in a row (never opened) before falling back to the event feed. */
const SOCKET_TRIES = 3;
/** While polling, try the socket again this often. */
const SOCKET_RETRY_MS = 120_000;
const ACT_TIMEOUT_MS = 15_000;

export interface ConnectionOptions {
  /**
   * Fetch the first state by REST while the socket opens (default), so a table shows at once where
   * sockets are slow; a watcher that draws nothing waits for the socket's first message instead.
   */
  readonly firstByRest?: boolean;
  /** Keep the public event log filled (default); a watcher that only needs the state skips it. */
  readonly log?: boolean;
}

interface Pending {
  resolve(state: TableState | undefined): void;
  timer: ReturnType<typeof setTimeout>;
}

export class TableConnection implements ReactiveController {
  state: TableState | undefined;
  /** The public moves of the match so far, oldest first. */
  events: TableEvent[] = [];
  status: LiveStatus = 'connecting';
  /** The table does not exist or cannot be read (the host shows a message instead of a table). */
  fatal: ApiError | undefined;

  private socket: WebSocket | undefined;
  private generation = 0;
  private failures = 0;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private poll: AbortController | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lastMessageAt = 0;
  private pending = new Map<string, Pending>();
  private fetchingEvents = false;
  /** The detail of the latest error frame (a closing socket says why in one). */
  private lastError: string | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly target: () => ConnectionTarget | undefined,
    private readonly on: ConnectionCallbacks = {},
    private readonly options: ConnectionOptions = {},
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.open();
  }

  hostDisconnected(): void {
    this.close();
  }

  /** Drops the link and opens it again, e.g. after the table id or the token changed. */
  restart(): void {
    this.close();
    this.state = undefined;
    this.events = [];
    this.fatal = undefined;
    this.open();
  }

  private api(): Api | undefined {
    const t = this.target();
    return t && new Api(t.base, t.token, t.invite);
  }

  private open(): void {
    const gen = ++this.generation;
    this.failures = 0;
    if (!this.target()?.tableId) return;
    this.setStatus('connecting');
    if (this.options.firstByRest !== false) this.fetchFirst(gen);
    this.connectSocket(gen);
  }

  /** The first state over REST too, so a table shows at once even where sockets are slow. */
  private fetchFirst(gen: number): void {
    void this.api()!
      .table(this.target()!.tableId)
      .then(
        (s) => gen === this.generation && this.accept(s),
        (e: unknown) => {
          if (gen !== this.generation || !(e instanceof ApiError)) return;
          if (e.status === 404 || e.status === 403) this.refused(e);
        },
      );
  }

  private close(): void {
    this.generation++;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    clearInterval(this.pingTimer);
    this.poll?.abort();
    this.poll = undefined;
    const s = this.socket;
    this.socket = undefined;
    if (s && s.readyState <= WebSocket.OPEN) s.close(1000, 'bye');
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.resolve(undefined);
    }
    this.pending.clear();
  }

  private later(gen: number, ms: number, fn: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (gen === this.generation) fn();
    }, ms);
    this.timers.add(timer);
  }

  private backoff(): number {
    const ms = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.failures);
    return ms / 2 + Math.random() * (ms / 2);
  }

  /**
   * A signed-in player's socket opens with a single-use ticket (POST …/ws-ticket), so that the token
   * never goes into a URL; a spectator's opens without one.
   */
  private connectSocket(gen: number): void {
    const t = this.target();
    if (!t) return;
    if (!t.token) {
      this.openSocket(gen, t, undefined);
      return;
    }
    this.api()!
      .wsTicket(t.tableId)
      .then(
        (r) => gen === this.generation && this.openSocket(gen, t, r.ticket),
        (e: unknown) => {
          if (gen !== this.generation) return;
          if (e instanceof ApiError && e.status === 401) this.signedOut(e.detail);
          else if (e instanceof ApiError && (e.status === 404 || e.status === 403)) this.refused(e);
          else this.socketFailed(gen, false);
        },
      );
  }

  /** The session was revoked (or the player deleted): no more reconnecting; the host shows why. */
  private signedOut(detail: string): void {
    this.refused(new ApiError(401, 'UNAUTHORIZED', detail));
  }

  /**
   * The table cannot be read — it does not exist (404), is private (403) or the session ended (401):
   * asking again would get the same answer, so the link stops until the host restarts it.
   */
  private refused(e: ApiError): void {
    this.close();
    this.fatal = e;
    this.setStatus('offline');
    this.host.requestUpdate();
  }

  private openSocket(gen: number, t: ConnectionTarget, ticket: string | undefined): void {
    const origin = t.base || location.origin;
    const url = new URL(`/api/tables/${encodeURIComponent(t.tableId)}/ws`, origin);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    if (ticket) url.searchParams.set('ticket', ticket);
    if (t.invite) url.searchParams.set('invite', t.invite);
    let ws: WebSocket;
    try {
      ws = new WebSocket(url);
    } catch {
      this.socketFailed(gen, false);
      return;
    }
    this.socket = ws;
    let opened = false;
    ws.addEventListener('open', () => {
      if (gen !== this.generation) return;
      opened = true;
      this.failures = 0;
      this.poll?.abort();
      this.poll = undefined;
      this.lastMessageAt = Date.now();
      this.setStatus('live');
      this.startPing(ws);
    });
    ws.addEventListener('message', (e: MessageEvent) => {
      if (gen !== this.generation || typeof e.data !== 'string') return;
      this.lastMessageAt = Date.now();
      this.onMessage(JSON.parse(e.data) as ServerMessage | CorrServerMessage);
    });
    ws.addEventListener('close', (e: CloseEvent) => {
      if (gen !== this.generation || this.socket !== ws) return;
      this.socket = undefined;
      // 4401: the session was signed out (refused upgrade or revoked while open); see docs/api.md §5.
      if (e.code === 4401) return this.signedOut(this.lastError ?? 'signed out');
      if (e.code === 4404) return this.refused(new ApiError(404, 'NOT_FOUND', this.lastError ?? 'no such table'));
      if (e.code === 4403) return this.refused(new ApiError(403, 'FORBIDDEN', this.lastError ?? 'a private table'));
      clearInterval(this.pingTimer);
      this.socketFailed(gen, opened);
    });
  }

  private socketFailed(gen: number, hadOpened: boolean): void {
    this.failures++;
    if (!hadOpened && this.failures >= SOCKET_TRIES && !this.poll) {
      this.startPolling(gen);
      this.later(gen, SOCKET_RETRY_MS, () => this.connectSocket(gen));
      return;
    }
    if (this.poll) {
      this.later(gen, SOCKET_RETRY_MS, () => this.connectSocket(gen));
      return;
    }
    this.setStatus('offline');
    this.later(gen, this.backoff(), () => this.connectSocket(gen));
  }

  private startPing(ws: WebSocket): void {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (ws.readyState !== WebSocket.OPEN) return;
      if (Date.now() - this.lastMessageAt > PING_EVERY_MS + PONG_WITHIN_MS) {
        ws.close(4000, 'no pong');
        return;
      }
      ws.send(WS_PING);
    }, PING_EVERY_MS);
  }

  private startPolling(gen: number): void {
    this.setStatus('polling');
    const loop = async (): Promise<void> => {
      while (gen === this.generation && this.status !== 'live') {
        const ctrl = new AbortController();
        this.poll = ctrl;
        try {
          const after = this.state?.seq ?? 0;
          const res = await this.api()!.events(this.target()!.tableId, after, 25, ctrl.signal);
          if (gen !== this.generation) return;
          this.mergeEvents(res.events);
          this.accept(res.state);
          this.failures = 0;
          this.setStatus('polling');
        } catch {
          if (gen !== this.generation || ctrl.signal.aborted) return;
          this.failures++;
          this.setStatus('offline');
          await new Promise((r) => this.later(gen, this.backoff(), () => r(undefined)));
        }
      }
    };
    void loop();
  }

  private onMessage(msg: ServerMessage | CorrServerMessage): void {
    switch (msg.type) {
      case 'state': {
        const { type: _type, requestId: id, ...state } = msg;
        this.accept(state);
        if (id) this.settle(id, state);
        break;
      }
      case 'error': {
        const err = new ApiError(422, msg.code, msg.detail);
        this.lastError = msg.detail;
        this.on.error?.(err);
        if (msg.requestId) this.settle(msg.requestId, undefined);
        break;
      }
      case 'chat':
        this.on.chat?.(msg.message);
        break;
      case 'pong':
        break;
    }
  }

  private settle(id: string, state: TableState | undefined): void {
    const p = this.pending.get(id);
    if (!p) return;
    clearTimeout(p.timer);
    this.pending.delete(id);
    p.resolve(state);
  }

  /** Takes a state if it is not older than the one shown, and fills the log up to it. */
  accept(state: TableState): void {
    const previous = this.state;
    if (previous && state.seq < previous.seq) return;
    this.state = state;
    this.fatal = undefined;
    if (!previous || state.seq !== previous.seq || state.table.updatedAt !== previous.table.updatedAt) {
      this.on.state?.(state, previous);
    }
    this.host.requestUpdate();
    void this.fillEvents();
  }

  private mergeEvents(events: readonly TableEvent[]): void {
    const last = this.events.at(-1)?.seq ?? 0;
    const fresh = events.filter((e) => e.seq > last);
    if (fresh.length) {
      this.events = [...this.events, ...fresh];
      this.host.requestUpdate();
    }
  }

  private async fillEvents(): Promise<void> {
    const t = this.target();
    if (!t || !this.state || this.fetchingEvents || this.options.log === false) return;
    if ((this.events.at(-1)?.seq ?? 0) >= this.state.seq) return;
    this.fetchingEvents = true;
    const gen = this.generation;
    try {
      const res = await this.api()!.events(t.tableId, this.events.at(-1)?.seq ?? 0, 0);
      if (gen === this.generation) this.mergeEvents(res.events);
    } catch {
      // the log is a convenience; the table itself is complete without it
    } finally {
      this.fetchingEvents = false;
    }
  }

  /**
   * Sends one action from the legal list: over the socket when it is open, else by REST with an
   * Idempotency-Key. Resolves with the new state, or undefined when it was refused (reported through
   * the error callback).
   */
  act(action: string, seat?: number): Promise<TableState | undefined> {
    return this.send({ type: 'act', action, ...(seat === undefined ? {} : { seat }) }, (api, id, seq, key) => api.act(id, seq, action, key));
  }

  /** Claims every remaining trick of the deal (offered when the state says `claim: true`), the same way. */
  claim(): Promise<TableState | undefined> {
    return this.send({ type: 'claim' }, (api, id, seq, key) => api.claim(id, seq, key));
  }

  private async send(
    message: { type: 'act'; action: string; seat?: number } | { type: 'claim' },
    rest: (api: Api, tableId: string, seq: number, idempotencyKey: string) => Promise<TableState>,
  ): Promise<TableState | undefined> {
    const t = this.target();
    if (!t || !this.state) return undefined;
    const id = requestId();
    const seq = this.state.seq;
    const ws = this.socket;
    if (ws && ws.readyState === WebSocket.OPEN) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          this.pending.delete(id);
          this.on.error?.(new ApiError(0, 'NETWORK', 'no answer from the table'));
          resolve(undefined);
        }, ACT_TIMEOUT_MS);
        this.pending.set(id, { resolve, timer });
        ws.send(JSON.stringify({ ...message, seq, requestId: id }));
      });
    }
    try {
      const state = await rest(this.api()!, t.tableId, seq, id);
      this.accept(state);
      return state;
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, 'NETWORK', String(e));
      if (err.state) this.accept(err.state);
      this.on.error?.(err);
      return undefined;
    }
  }

  private setStatus(status: LiveStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.host.requestUpdate();
  }
}
