/**
 * A scripted client of the public API for the long runs: JSON requests that report status and body
 * (no throwing on 4xx), a WebSocket with a message queue, a seeded chooser and quantiles.
 */
import type { ServerMessage, TableState } from '../../shared/protocol.js';

export interface Answer<T = unknown> {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
  readonly body: T;
  readonly headers: Headers;
}

export interface RequestInit {
  readonly method?: string;
  readonly token?: string;
  readonly body?: unknown;
  /** A raw body sent as is (with `content-type: application/json` unless headers say otherwise). */
  readonly raw?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
}

/** One request; the answer whatever its status (network errors throw). */
export async function send<T = unknown>(base: string, path: string, init: RequestInit = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body = init.raw;
  if (init.body !== undefined) body = JSON.stringify(init.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  // A timer that holds its controller (fetch keeps only a weak reference to its signal: a bare
  // AbortSignal.timeout() collected under load left requests hanging forever), and the answer raced
  // against that timer, so that a request is given up at its bound even if the abort is not honoured.
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const e = new DOMException('no answer in time', 'TimeoutError');
      controller.abort(e);
      reject(e);
    }, init.timeoutMs ?? 30_000);
  });
  const method = init.method ?? (body === undefined ? 'GET' : 'POST');
  const answered = (async () => {
    const r = await fetch(`${base}${path}`, { method, headers, body, signal: controller.signal });
    return { r, text: await r.text() };
  })();
  let res: Response;
  let text: string;
  try {
    ({ r: res, text } = await Promise.race([answered, expired]));
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, body: parsed as T, headers: res.headers };
}

/** A request that must succeed: throws with the problem otherwise. */
export async function request<T>(base: string, path: string, token?: string, body?: unknown): Promise<T> {
  const a = await send<T>(base, path, { ...(token === undefined ? {} : { token }), ...(body === undefined ? {} : { body }) });
  if (a.status >= 300) throw new Error(`${path}: ${a.status} ${a.text.slice(0, 300)}`);
  return a.body;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Retries a call while the server is away (connection refused during a restart) or gives no answer
 * within the call's timeout, up to `ms`; `onRetry` hears of every retry (the runs count them).
 */
export async function whileDown<T>(fn: () => Promise<T>, ms = 120_000, onRetry?: (e: Error) => void): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await fn();
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause?.code ?? '';
      const away = /ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET|UND_ERR_CLOSED|EPIPE/.test(cause) || timedOut(e);
      if (!away || Date.now() > until) throw e;
      onRetry?.(e as Error);
      if (!timedOut(e)) await sleep(200);
    }
  }
}

/** A request or a handshake that got no answer within its bound. */
export const timedOut = (e: unknown): boolean => (e as Error | undefined)?.name === 'TimeoutError';

export type StateMessage = Extract<ServerMessage, { type: 'state' }>;

/** A WebSocket with a queue: `until` resolves with the first message matching (dropping those before). */
export class QueueSocket {
  readonly queue: ServerMessage[] = [];
  /** Every message, for the checks (the queue is consumed). */
  onMessage: ((m: ServerMessage) => void) | undefined;
  closed = false;
  #waiter: (() => void) | undefined;

  private constructor(readonly ws: WebSocket) {
    ws.addEventListener('message', (e) => {
      const m = JSON.parse(String(e.data)) as ServerMessage;
      this.onMessage?.(m);
      this.queue.push(m);
      this.#waiter?.();
    });
    ws.addEventListener('close', () => {
      this.closed = true;
      this.#waiter?.();
    });
  }

  /**
   * Opens a socket. Node's WebSocket has no deadline for the opening handshake of its own (a connection
   * accepted whose upgrade is never answered stays CONNECTING for minutes): a handshake that has not
   * opened within `handshakeMs` is closed and rejected with a TimeoutError, to be tried again.
   */
  static open(url: string, handshakeMs = 30_000): Promise<QueueSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const s = new QueueSocket(ws);
      const timer = setTimeout(() => {
        // Rejected first: closing a CONNECTING socket fires its error event at once.
        reject(new DOMException(`socket handshake not answered within ${handshakeMs} ms`, 'TimeoutError'));
        s.close();
      }, handshakeMs);
      ws.addEventListener('error', () => {
        clearTimeout(timer);
        reject(new Error(`socket ${url.replace(/token=[^&]+/, 'token=…')} failed`));
      });
      ws.addEventListener('open', () => {
        clearTimeout(timer);
        resolve(s);
      });
    });
  }

  send(m: unknown): void {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }

  async until(p: (m: ServerMessage) => boolean, ms = 30_000): Promise<ServerMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = this.queue.findIndex(p);
      if (i >= 0) return this.queue.splice(0, i + 1).pop()!;
      if (this.closed) throw new Error('socket closed');
      if (Date.now() > deadline) throw new Error(`no matching message within ${ms} ms`);
      await new Promise<void>((r) => {
        this.#waiter = r;
        setTimeout(r, 500);
      });
    }
  }

  close(): void {
    try {
      this.ws.close(1000, 'done');
    } catch {
      // already closed
    }
  }
}

export const wsUrl = (base: string, table: string, token?: string, invite?: string): string => {
  const q = new URLSearchParams();
  if (token) q.set('token', token);
  if (invite) q.set('invite', invite);
  const query = q.size > 0 ? `?${q}` : '';
  return `${base.replace(/^http/, 'ws')}/api/tables/${table}/ws${query}`;
};

/**
 * Players choose uniformly among their legal actions (a small xorshift per client, so runs repeat).
 * Always taking legal[0] would only ever lay cards down in Tablanet: the table grows to ~40 cards and
 * the capture enumeration costs ~0.5 ms instead of ~5 µs — a position no one plays.
 */
export function chooser(seed: number): (legal: readonly string[]) => string {
  let x = (seed * 2654435761 + 1) | 0 || 1;
  return (legal) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return legal[(x >>> 0) % legal.length]!;
  };
}

export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

export type { TableState };
