/**
 * A player's account event stream (docs/api.md, "Apps and bots"), kept in their Player object: every
 * event gets the next seq of the account and is stored (the newest KEEP_EVENTS only), then pushed to
 * whoever listens — long polls waiting for something new, NDJSON streams and sockets of the account.
 * A reader resumes with the last seq it saw, so an event arrives once and in order across reconnects.
 */
import type { AccountEvent, AccountEventsResponse, Heartbeat, NewAccountEvent } from '../../shared/protocol-platform.js';
import { closeSocket } from '../auth/refused-socket.js';
import { problem } from '../problem.js';
import { now } from '../clock.js';

/** Events kept per account; older ones are dropped (a reader further behind is told `missed`). */
export const KEEP_EVENTS = 500;
/** At most this many events in one answer. */
const PAGE = 100;
/** An NDJSON stream says it is alive this often. */
export const HEARTBEAT_MS = 15_000;
/** The socket tag of the account's event sockets (each also carries `session:<id>`). */
export const EVENTS_TAG = 'events';
/**
 * Listeners (NDJSON streams and sockets) one account keeps at once. Every event is written once per
 * listener, so this bounds the fan-out of a player's object however many tabs, apps and bots listen
 * (docs/scale.md); a new listener beyond it ends the oldest one (its client reconnects with `after`).
 */
export const MAX_LISTENERS = 8;

interface Stream {
  readonly session: string;
  readonly since: number;
  readonly writer: WritableStreamDefaultWriter<Uint8Array>;
  readonly timer: ReturnType<typeof setInterval>;
}

const encoder = new TextEncoder();

export class AccountEvents {
  readonly #sql: SqlStorage;
  readonly #ctx: DurableObjectState;
  readonly #waiters = new Set<() => void>();
  readonly #streams = new Set<Stream>();

  constructor(ctx: DurableObjectState) {
    this.#ctx = ctx;
    this.#sql = ctx.storage.sql;
  }

  /** The seq of the newest event (0: none yet). */
  last(): number {
    return this.#sql.exec<{ s: number | null }>('SELECT MAX(seq) AS s FROM account_events').one().s ?? 0;
  }

  /** Stores the event and tells every listener. */
  record(event: NewAccountEvent): AccountEvent {
    const seq = this.last() + 1;
    const full = { ...event, seq, at: event.at ?? new Date(now()).toISOString() } as AccountEvent;
    const text = JSON.stringify(full);
    this.#sql.exec('INSERT INTO account_events (seq, body) VALUES (?, ?)', seq, text);
    this.#sql.exec('DELETE FROM account_events WHERE seq <= ?', seq - KEEP_EVENTS);
    for (const done of [...this.#waiters]) done();
    for (const s of [...this.#streams]) this.#write(s, text);
    for (const ws of this.#ctx.getWebSockets(EVENTS_TAG)) {
      try {
        ws.send(text);
      } catch {
        // closing; webSocketClose cleans up
      }
    }
    return full;
  }

  /** Events after `after`, oldest first (a page), with the newest seq and whether some were dropped. */
  after(after: number): AccountEventsResponse {
    const events = this.#sql
      .exec<{ body: string }>('SELECT body FROM account_events WHERE seq > ? ORDER BY seq LIMIT ?', after, PAGE)
      .toArray()
      .map((r) => JSON.parse(r.body) as AccountEvent);
    const last = this.last();
    const first = events[0]?.seq;
    const out: AccountEventsResponse = { events, last };
    if (first !== undefined && first > after + 1) out.missed = true;
    return out;
  }

  /** The long poll: waits up to `wait` seconds when nothing newer than `after` exists. */
  async poll(after: number, wait: number): Promise<AccountEventsResponse> {
    if (this.last() <= after && wait > 0) {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          this.#waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, wait * 1000);
        this.#waiters.add(done);
      });
    }
    return this.after(after);
  }

  /**
   * An NDJSON stream of the session: the events after `after` (none when it is omitted: from now on),
   * a heartbeat, then every new event as it happens and a heartbeat every 15 s. It ends when the
   * client goes away or the session is signed out.
   */
  stream(session: string, after: number | undefined): ReadableStream<Uint8Array> {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    let from = after ?? this.last();
    for (let page = this.after(from); page.events.length > 0; page = this.after(from)) {
      for (const e of page.events) void writer.write(encoder.encode(`${JSON.stringify(e)}\n`)).catch(() => undefined);
      from = page.events.at(-1)!.seq;
    }
    this.makeRoom();
    const stream: Stream = { session, since: now(), writer, timer: setInterval(() => this.#write(stream, JSON.stringify(this.#heartbeat())), HEARTBEAT_MS) };
    this.#streams.add(stream);
    this.#write(stream, JSON.stringify(this.#heartbeat()));
    return readable;
  }

  #heartbeat(): Heartbeat {
    return { kind: 'heartbeat', at: new Date(now()).toISOString(), last: this.last() };
  }

  #write(s: Stream, line: string): void {
    s.writer.write(encoder.encode(`${line}\n`)).catch(() => this.#end(s));
  }

  #end(s: Stream): void {
    clearInterval(s.timer);
    this.#streams.delete(s);
    s.writer.close().catch(() => undefined);
  }

  /**
   * Before a new listener: ends the oldest listeners until there is room for one more under
   * MAX_LISTENERS. Sockets carry the time they were opened as their attachment (`{ since }`).
   */
  makeRoom(): void {
    const sockets = this.#ctx.getWebSockets(EVENTS_TAG).filter((ws) => ws.readyState === WebSocket.OPEN).map((ws) => ({ ws, since: (ws.deserializeAttachment() as { since?: number } | null)?.since ?? 0 }));
    const listeners = [...[...this.#streams].map((s) => ({ since: s.since, end: () => this.#end(s) })), ...sockets.map(({ ws, since }) => ({
      since,
      end: () => closeSocket(ws, problem('RATE_LIMITED', `at most ${MAX_LISTENERS} listeners per account: this, the oldest, was closed`)),
    }))].sort((a, b) => a.since - b.since);
    for (const l of listeners.slice(0, Math.max(0, listeners.length - MAX_LISTENERS + 1))) l.end();
  }

  /** Ends the streams and sockets of a session (signed out), or of every session (the account is deleted). */
  closeSession(session: string | null, reason: string): void {
    for (const s of [...this.#streams]) if (session === null || s.session === session) this.#end(s);
    for (const ws of this.#ctx.getWebSockets(session === null ? EVENTS_TAG : `session:${session}`)) {
      closeSocket(ws, problem('UNAUTHORIZED', reason));
    }
  }
}
