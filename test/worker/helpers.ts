/** Test helpers: the public API through SELF.fetch, as a third-party client would use it. */
import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import type {
  CreatePlayerResponse,
  CreateTableResponse,
  Problem,
  ServerMessage,
  TableState,
} from '../../shared/protocol.js';

export const BASE = 'http://stammtisch.test';

let addressCounter = 0;

/** A JSON request; every call comes from its own client address unless one is given. */
export async function call(
  path: string,
  init: { method?: string; token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'cf-connecting-ip': `198.51.100.${addressCounter++ % 250}`, ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined = init.raw;
  if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  return SELF.fetch(`${BASE}${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
}

export async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** Expects a problem+json answer with this status and code, and returns it. */
export async function problemOf(res: Response, status: number, code: string): Promise<Problem> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const p = JSON.parse(text) as Problem;
  expect(p.code).toBe(code);
  expect(p.status).toBe(status);
  expect(text).not.toMatch(/\bat \S+:\d+:\d+/); // never a stack trace
  return p;
}

export async function newPlayer(name: string): Promise<CreatePlayerResponse> {
  return json<CreatePlayerResponse>(await call('/api/players', { body: { name } }), 201);
}

export async function newTable(token: string, body: Record<string, unknown>): Promise<CreateTableResponse> {
  return json<CreateTableResponse>(await call('/api/tables', { token, body }), 201);
}

/**
 * Sends like a well-behaved client that plays a long match: a 429 is waited out (its Retry-After) and
 * the request sent again — a rate-limited request never reached the table. The rate-limit tests use
 * `call` itself, which shows every 429.
 */
export async function patiently(send: () => Promise<Response>): Promise<Response> {
  for (let tries = 1; ; tries++) {
    const res = await send();
    if (res.status !== 429 || tries >= 10) return res;
    const wait = Number(res.headers.get('retry-after') ?? '1');
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait) * 1000));
  }
}

export async function stateOf(id: string, token?: string): Promise<TableState> {
  return json<TableState>(await patiently(() => call(`/api/tables/${id}`, token === undefined ? {} : { token })));
}

export async function act(id: string, token: string, seq: number, action: string): Promise<Response> {
  return patiently(() => call(`/api/tables/${id}/actions`, { token, body: { seq, action } }));
}

/** Plays a table to its end, each seat choosing among its legal actions in turn. */
export async function playToEnd(id: string, tokens: readonly string[]): Promise<void> {
  for (let moves = 0; ; moves++) {
    if (moves > 500) throw new Error('the match does not end');
    const state = await stateOf(id, tokens[0]);
    if (state.table.status === 'finished') return;
    const seat = state.table.toAct[0]!;
    const mine = await stateOf(id, tokens[seat]);
    const res = await act(id, tokens[seat]!, mine.seq, mine.legal[moves % mine.legal.length]!);
    // The table may have played a seat's only legal action itself between the read and the move (its
    // auto-play, docs/api.md): it answers STALE_SEQ, and a client reads again, as this one does.
    if (res.status === 409 && (await res.clone().json<{ code?: string }>()).code === 'STALE_SEQ') continue;
    await json<TableState>(res);
  }
}

/** A Tablanet table for two with a short match (one hand reaches the target), both seats taken. */
export async function tablanetForTwo(options: Record<string, unknown> = { targetScore: 1 }) {
  const ana = await newPlayer('Ana');
  const ben = await newPlayer('Ben');
  const created = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, options });
  const id = created.table.id;
  await json<TableState>(await call(`/api/tables/${id}/seats/1`, { token: ben.token, raw: '' }));
  return { ana, ben, id, tokens: [ana.token, ben.token] as const, created };
}

export const tableStub = (id: string) => env.TABLES.get(env.TABLES.idFromName(id));

/** A WebSocket client with a queue of received messages. */
export class Socket {
  readonly messages: ServerMessage[] = [];
  #waiting: (() => void) | undefined;
  closed = false;

  private constructor(readonly ws: WebSocket) {
    ws.addEventListener('message', (e) => {
      this.messages.push(JSON.parse(e.data as string) as ServerMessage);
      this.#waiting?.();
    });
    ws.addEventListener('close', () => {
      this.closed = true;
      this.#waiting?.();
    });
  }

  static async open(id: string, token?: string): Promise<Socket> {
    const query = token === undefined ? '' : `?token=${token}`;
    const res = await SELF.fetch(`${BASE}/api/tables/${id}/ws${query}`, { headers: { upgrade: 'websocket' } });
    expect(res.status).toBe(101);
    const ws = res.webSocket;
    if (!ws) throw new Error('no socket in the answer');
    ws.accept();
    return new Socket(ws);
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * The next message not taken yet. Waits up to 20 s: moves made from the table's alarm (a forced
   * single action after 1.5 s, bots) can lag far behind on a loaded CI machine.
   */
  async next(): Promise<ServerMessage> {
    const deadline = Date.now() + 20_000;
    while (this.messages.length === 0) {
      if (this.closed) throw new Error('socket closed');
      if (Date.now() > deadline) throw new Error('no message within 20 s');
      await new Promise<void>((resolve) => {
        this.#waiting = resolve;
        setTimeout(resolve, 100);
      });
    }
    return this.messages.shift()!;
  }

  /** Skips messages until a state with this seq arrives. */
  async stateAt(seq: number): Promise<Extract<ServerMessage, { type: 'state' }>> {
    for (;;) {
      const m = await this.next();
      if (m.type === 'state' && m.seq === seq) return m;
    }
  }

  close(): void {
    this.ws.close(1000, 'done');
  }
}

/**
 * A refused socket upgrade: accepted, one error frame, then closed with 4000 + the REST status.
 * Returns the frame's code and the close code.
 */
export async function refusal(res: Response): Promise<{ code: string; detail: string; close: number }> {
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const frames: { code: string; detail: string }[] = [];
  const closed = new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code)));
  ws.addEventListener('message', (e) => frames.push(JSON.parse(e.data as string) as { code: string; detail: string }));
  ws.accept();
  const close = await closed;
  expect(frames).toHaveLength(1);
  expect(frames[0]).toMatchObject({ type: 'error' });
  return { ...frames[0]!, close };
}

/** Polls `probe` until it returns a value (the players' lists are updated just after the reply). */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
