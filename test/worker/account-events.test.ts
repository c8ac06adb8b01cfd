/**
 * The account event stream (docs/api.md, "Apps and bots"): seated, started, your turn, finished,
 * rematch and chat mentions arrive once and in order over the long poll, the NDJSON stream and the
 * account socket, resumable with `after`; nothing in them names a card, and nobody sees another
 * player's events.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../shared/protocol-accounts.js';
import type { AccountEvent, AccountEventsResponse, Heartbeat } from '../../shared/protocol-platform.js';
import type { TableState } from '../../shared/protocol.js';
import { MAX_LISTENERS } from '../../worker/platform/account-events.js';
import { act, BASE, call, eventually, json, newPlayer, newTable, playToEnd, problemOf, stateOf } from './helpers.js';

const events = async (token: string, after = 0, wait = 0) =>
  json<AccountEventsResponse>(await call(`/api/me/events?after=${after}&wait=${wait}`, { token }));

/** Polls until the account has an event of `kind` after `after`; returns the events up to it. */
async function until(token: string, kind: AccountEvent['kind'], after = 0): Promise<AccountEvent[]> {
  return eventually(async () => {
    const got = (await events(token, after)).events;
    const i = got.findIndex((e) => e.kind === kind);
    return i === -1 ? undefined : got.slice(0, i + 1);
  }, `a ${kind} event`);
}

/** Reads NDJSON lines from a streaming answer. */
class Lines {
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  #buffer = '';
  readonly #decoder = new TextDecoder();
  constructor(res: Response) {
    this.#reader = res.body!.getReader();
  }
  async next(): Promise<AccountEvent | Heartbeat> {
    for (;;) {
      const nl = this.#buffer.indexOf('\n');
      if (nl >= 0) {
        const line = this.#buffer.slice(0, nl);
        this.#buffer = this.#buffer.slice(nl + 1);
        return JSON.parse(line) as AccountEvent | Heartbeat;
      }
      const { value, done } = await this.#reader.read();
      if (done) throw new Error('the stream ended');
      this.#buffer += this.#decoder.decode(value, { stream: true });
    }
  }
  async close(): Promise<void> {
    await this.#reader.cancel();
  }
}

async function twoAtTablanet() {
  const [ana, ben, cleo] = await Promise.all([newPlayer('Ana'), newPlayer('Ben'), newPlayer('Cleo')]);
  // No single action is played for a seat: every turn is the player's own.
  const created = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 1 }, autoPlaySingle: false });
  return { ana, ben, cleo, id: created.table.id };
}

describe('the account event stream', () => {
  it('tells each player of their seat, the start, every turn and the end, once and in order, without a card', async () => {
    const { ana, ben, cleo, id } = await twoAtTablanet();
    const anaSeated = await until(ana.token, 'seated');
    expect(anaSeated).toEqual([expect.objectContaining({ seq: 1, kind: 'seated', seat: 0, table: { id, name: expect.any(String), game: 'tablanet' } })]);
    await json<TableState>(await call(`/api/tables/${id}/seats/1`, { token: ben.token, raw: '' }));
    const benStart = await until(ben.token, 'tableStarted');
    expect(benStart.map((e) => e.kind)).toEqual(['seated', 'tableStarted']);

    // The first moves are made on "your turn" alone, with the seq it carries; the rest are played out.
    const tokens = [ana.token, ben.token];
    const seen = [0, 0];
    for (let moves = 0; moves < 6; moves++) {
      const state = await stateOf(id);
      const seat = state.table.toAct[0]!;
      const turn = (await until(tokens[seat]!, 'yourTurn', seen[seat])).at(-1)!;
      seen[seat] = turn.seq;
      expect(turn).toMatchObject({ table: { id }, seat, tableSeq: state.seq, deadline: null });
      const mine = await stateOf(id, tokens[seat]);
      await json<TableState>(await act(id, tokens[seat]!, turn.tableSeq!, mine.legal[0]!));
    }
    await playToEnd(id, tokens);
    const outcome = (await stateOf(id)).outcome;
    for (const token of tokens) {
      const end = (await until(token, 'finished')).at(-1)!;
      expect(end.outcome).toEqual(outcome);
      const all = (await events(token)).events;
      // Every event once, numbered 1, 2, 3… in the order they happened.
      expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
      expect(all.filter((e) => e.kind === 'seated')).toHaveLength(1);
      expect(all.filter((e) => e.kind === 'tableStarted')).toHaveLength(1);
      expect(all.filter((e) => e.kind === 'finished')).toHaveLength(1);
      // Public facts only: no hand, no card of anyone in any event.
      expect(JSON.stringify(all)).not.toMatch(/"(hand|hands|view|legal|decks?|seed)"/);
    }
    // Resuming after the last seen event gives only what came later.
    const ben3 = await events(ben.token, 3);
    expect(ben3.events[0]?.seq).toBe(4);
    expect(ben3.last).toBe((await events(ben.token)).last);
    // Someone who never sat there heard nothing.
    expect(await events(cleo.token)).toEqual({ events: [], last: 0 });

    // A rematch is offered to both.
    await json(await call(`/api/tables/${id}/rematch`, { token: ben.token, raw: '' }), 201);
    const offer = (await until(ana.token, 'rematchOffered', seen[0])).at(-1)!;
    expect(offer.rematch).toMatch(/^[a-z2-9]{12}$/);
  });

  it('a long poll waits for the next event: a chat line that names the player', async () => {
    const { ana, ben, id } = await twoAtTablanet();
    await json<TableState>(await call(`/api/tables/${id}/seats/1`, { token: ben.token, raw: '' }));
    await until(ben.token, 'tableStarted');
    const { last } = await events(ben.token);
    const waiting = events(ben.token, last, 20);
    await json(await call(`/api/tables/${id}/chat`, { token: ana.token, body: { text: 'Good luck @ben!' } }), 201);
    const got = await waiting;
    const mention = got.events.find((e) => e.kind === 'chatMention');
    expect(mention).toMatchObject({ table: { id }, seat: 1, message: { seat: 0, name: 'Ana', text: 'Good luck @ben!' } });
    expect(mention!.seq).toBeGreaterThan(last);
    // The writer is not told of their own line; a line naming nobody tells nobody.
    await json(await call(`/api/tables/${id}/chat`, { token: ana.token, body: { text: 'no names here, @ana' } }), 201);
    expect((await events(ana.token)).events.some((e) => e.kind === 'chatMention')).toBe(false);
  });

  it('the NDJSON stream sends the backlog, a heartbeat, then each event as it happens; a reconnect with after loses nothing', async () => {
    const { ana, ben, id } = await twoAtTablanet();
    await until(ana.token, 'seated');
    const res = await SELF.fetch(`${BASE}/api/me/events/stream?after=0`, { headers: { authorization: `Bearer ${ana.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const lines = new Lines(res);
    expect(await lines.next()).toMatchObject({ seq: 1, kind: 'seated', seat: 0 });
    expect(await lines.next()).toMatchObject({ kind: 'heartbeat', last: 1 });
    await json<TableState>(await call(`/api/tables/${id}/seats/1`, { token: ben.token, raw: '' }));
    expect(await lines.next()).toMatchObject({ seq: 2, kind: 'tableStarted' });
    await lines.close();
    // Events while disconnected arrive on reconnecting with after = the last seq read.
    await json(await call(`/api/tables/${id}/chat`, { token: ben.token, body: { text: '@Ana hello' } }), 201);
    await until(ana.token, 'chatMention');
    const again = new Lines(await SELF.fetch(`${BASE}/api/me/events/stream?after=2`, { headers: { authorization: `Bearer ${ana.token}` } }));
    const next = await again.next();
    expect(next).toMatchObject({ kind: expect.stringMatching(/^(yourTurn|chatMention)$/) });
    expect((next as AccountEvent).seq).toBe(3);
    await again.close();
    await problemOf(await call('/api/me/events/stream'), 401, 'UNAUTHORIZED');
    await problemOf(await call('/api/me/events?wait=26', { token: ana.token }), 422, 'VALIDATION_FAILED');
  });

  it('the account socket sends the same events and closes with 4401 when its session is signed out', async () => {
    const { ana, ben, id } = await twoAtTablanet();
    await until(ana.token, 'seated');
    const api = await json<TokenResponse>(await call('/api/me/sessions', { token: ana.token, body: { name: 'my bot', scopes: ['read'] } }), 201);
    const res = await SELF.fetch(`${BASE}/api/me/events/ws?after=0`, { headers: { upgrade: 'websocket', authorization: `Bearer ${api.token}` } });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    const frames: Record<string, unknown>[] = [];
    let closed: number | undefined;
    ws.addEventListener('message', (e) => frames.push(JSON.parse(e.data as string) as Record<string, unknown>));
    ws.addEventListener('close', (e) => (closed = e.code));
    ws.accept();
    await eventually(async () => (frames.length >= 1 ? true : undefined), 'the backlog');
    expect(frames[0]).toMatchObject({ seq: 1, kind: 'seated' });
    await json<TableState>(await call(`/api/tables/${id}/seats/1`, { token: ben.token, raw: '' }));
    await eventually(async () => (frames.some((f) => f.kind === 'tableStarted') ? true : undefined), 'the start on the socket');
    ws.send('{"type":"ping"}');
    await eventually(async () => (frames.some((f) => f.type === 'pong') ? true : undefined), 'a pong');
    const session = api.session.id;
    expect((await call(`/api/me/sessions/${session}`, { method: 'DELETE', token: ana.token })).status).toBe(204);
    await eventually(async () => (closed === undefined ? undefined : closed), 'the socket to close');
    expect(closed).toBe(4401);
    expect(frames.at(-1)).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });

    // A ticket opens it too (browsers); without anything it is refused with 4401.
    const ticket = (await json<{ ticket: string }>(await call('/api/me/events/ws-ticket', { token: ana.token, raw: '' }), 201)).ticket;
    const byTicket = await SELF.fetch(`${BASE}/api/me/events/ws?ticket=${ticket}`, { headers: { upgrade: 'websocket' } });
    expect(byTicket.status).toBe(101);
    byTicket.webSocket!.accept();
    byTicket.webSocket!.close();
    const refused = await SELF.fetch(`${BASE}/api/me/events/ws`, { headers: { upgrade: 'websocket' } });
    const refusedWs = refused.webSocket!;
    const code = new Promise<number>((resolve) => refusedWs.addEventListener('close', (e) => resolve(e.code)));
    refusedWs.accept();
    expect(await code).toBe(4401);
  });

  it('keeps at most MAX_LISTENERS listeners per account: a new one closes the oldest, and the others still hear every event', async () => {
    const { ana, ben, id } = await twoAtTablanet();
    await until(ana.token, 'seated');
    const open = async () => {
      const res = await SELF.fetch(`${BASE}/api/me/events/ws`, { headers: { upgrade: 'websocket', authorization: `Bearer ${ana.token}` } });
      const ws = res.webSocket!;
      const socket = { frames: [] as Record<string, unknown>[], closed: undefined as number | undefined };
      ws.addEventListener('message', (e) => socket.frames.push(JSON.parse(e.data as string) as Record<string, unknown>));
      ws.addEventListener('close', (e) => (socket.closed = e.code));
      ws.accept();
      return socket;
    };
    const sockets = [];
    for (let i = 0; i <= MAX_LISTENERS; i++) sockets.push(await open());
    const [oldest, ...rest] = sockets;
    await eventually(async () => (oldest!.closed === undefined ? undefined : true), 'the oldest listener to close');
    expect(oldest!.closed).toBe(4429);
    expect(oldest!.frames.at(-1)).toMatchObject({ type: 'error', code: 'RATE_LIMITED' });
    await json<TableState>(await call(`/api/tables/${id}/seats/1`, { token: ben.token, raw: '' }));
    for (const s of rest) await eventually(async () => (s.frames.some((f) => f.kind === 'tableStarted') ? true : undefined), 'the start on every other socket');
    expect(rest.every((s) => s.closed === undefined)).toBe(true);
  });
});
