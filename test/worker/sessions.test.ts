/**
 * Sessions and scopes (docs/api.md §1): every device or API client has its own token; sessions are
 * listed, revoked (their sockets close at once) and rotated; a token acts only within its scopes;
 * sockets open with single-use tickets; tokens from before sessions keep working.
 */
import { env, evictDurableObject, runInDurableObject, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionsResponse, TokenResponse, WsTicketResponse } from '../../shared/protocol-accounts.js';
import type { ServerMessage } from '../../shared/protocol.js';
import { ROUTE_SCOPES } from '../../worker/auth/scopes.js';
import { resetClock, travel } from '../../worker/clock.js';
import type { PlayerDO } from '../../worker/player-do.js';
import { act, BASE, call, json, newPlayer, problemOf, refusal, stateOf, tablanetForTwo } from './helpers.js';

afterEach(() => resetClock());

const sha256 = async (text: string): Promise<string> =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, '0')).join('');

const sessionsOf = async (token: string) => (await json<SessionsResponse>(await call('/api/me/sessions', { token }))).sessions;

async function apiToken(token: string, scopes: string[], name = 'My bot'): Promise<TokenResponse> {
  return json<TokenResponse>(await call('/api/me/sessions', { token, body: { name, scopes } }), 201);
}

async function ticket(tableId: string, token: string): Promise<string> {
  return (await json<WsTicketResponse>(await call(`/api/tables/${tableId}/ws-ticket`, { token, raw: '' }), 201)).ticket;
}

const upgrade = (tableId: string, query: string) => SELF.fetch(`${BASE}/api/tables/${tableId}/ws${query}`, { headers: { upgrade: 'websocket' } });

/** An open socket with its messages and close code. */
async function open(tableId: string, query: string) {
  const res = await upgrade(tableId, query);
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const messages: ServerMessage[] = [];
  let closeCode: number | undefined;
  ws.addEventListener('message', (e) => messages.push(JSON.parse(e.data as string) as ServerMessage));
  ws.addEventListener('close', (e) => {
    closeCode = e.code;
  });
  ws.accept();
  const until = async (ok: () => boolean, what: string) => {
    for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
    if (!ok()) throw new Error(`socket: no ${what}`);
  };
  await until(() => messages.length > 0, 'first state');
  return { ws, messages, closed: () => closeCode, until };
}

describe('sessions', () => {
  it('a player starts with one device session; each new token is a session of its own, listed with name, kind, times and scopes', async () => {
    const ana = await newPlayer('Ana');
    const [first] = await sessionsOf(ana.token);
    expect(first).toMatchObject({ kind: 'device', signedInWith: 'name', scopes: ['read', 'play', 'chat', 'settings'], current: true });
    expect(Date.parse(first!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const bot = await apiToken(ana.token, ['play']);
    expect(bot.session).toMatchObject({ kind: 'api', name: 'My bot', scopes: ['read', 'play'] });
    expect(bot.token).not.toBe(ana.token);
    const listed = await sessionsOf(bot.token.length ? ana.token : '');
    expect(listed.map((s) => s.id).sort()).toEqual([first!.id, bot.session.id].sort());
    expect(listed.find((s) => s.id === bot.session.id)?.current).toBeUndefined();
    // The stored rows hold hashes, never a token.
    const rows = await runInDurableObject(env.PLAYERS.get(env.PLAYERS.idFromName(ana.player.id)), (_i: PlayerDO, state) =>
      state.storage.sql.exec<{ token_hash: string }>('SELECT token_hash FROM sessions').toArray().map((r) => r.token_hash),
    );
    expect(rows.sort()).toEqual([await sha256(ana.token), await sha256(bot.token)].sort());
  });

  it('a token from before sessions becomes its player\'s first session and keeps working', async () => {
    const id = 'legacyplayer2345';
    const token = `st_${id}_${'ab'.repeat(32)}`;
    const stub = env.PLAYERS.get(env.PLAYERS.idFromName(id));
    // The Player object as it was before sessions (schema version 1, the token's hash in the player row).
    await runInDurableObject(stub, async (_i: PlayerDO, state) => {
      const sql = state.storage.sql;
      for (const t of ['sessions', 'tickets', 'session_sockets', 'passkeys', 'passkey_challenges', 'recovery', 'history', 'tournaments', 'account_events', 'challenges', 'game_stats', 'stats_matches', 'blocks']) sql.exec(`DROP TABLE ${t}`);
      sql.exec('ALTER TABLE player DROP COLUMN bot');
      sql.exec("DELETE FROM schema_migrations WHERE schema = 'player' AND version >= 2");
      sql.exec('INSERT INTO player (id, name, token_hash, created_at) VALUES (?, ?, ?, ?)', id, 'Old Timer', await sha256(token), Date.now() - 86_400_000);
    });
    await evictDurableObject(stub);
    expect(await json(await call('/api/me', { token }))).toEqual({ id, name: 'Old Timer' });
    const [only] = await sessionsOf(token);
    expect(only).toMatchObject({ name: 'First device', kind: 'device', current: true });
    // The player row no longer holds it: revoking the session ends the token for good.
    await evictDurableObject(stub);
    expect((await call(`/api/me/sessions/${only!.id}`, { token, method: 'DELETE' })).status).toBe(204);
    await evictDurableObject(stub);
    await problemOf(await call('/api/me', { token }), 401, 'UNAUTHORIZED');
  });

  it('revoking a session closes its sockets at once; its next call is 401 while the other sessions work', async () => {
    const { id, ana, ben } = await tablanetForTwo();
    const phone = ana.token;
    const desktop = await apiToken(phone, ['read', 'play', 'chat', 'settings'], 'Desktop');
    const onPhone = await open(id, `?ticket=${await ticket(id, phone)}`);
    const onDesktop = await open(id, `?ticket=${await ticket(id, desktop.token)}`);
    const phoneSession = (await sessionsOf(phone)).find((s) => s.current)!;

    expect((await call(`/api/me/sessions/${phoneSession.id}`, { token: desktop.token, method: 'DELETE' })).status).toBe(204);
    // Closed before the answer went out: the error frame, then 4401.
    await onPhone.until(() => onPhone.closed() !== undefined, 'close');
    expect(onPhone.closed()).toBe(4401);
    expect(onPhone.messages.at(-1)).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    await problemOf(await call('/api/me', { token: phone }), 401, 'UNAUTHORIZED');
    expect(await refusal(await upgrade(id, `?token=${phone}`))).toMatchObject({ code: 'UNAUTHORIZED', close: 4401 });
    // The desktop and the other player go on.
    expect(onDesktop.closed()).toBeUndefined();
    expect((await call('/api/me', { token: desktop.token })).status).toBe(200);
    const s = await stateOf(id, desktop.token);
    const mover = s.table.toAct[0] === 0 ? desktop.token : ben.token;
    const moved = await act(id, mover, s.seq, (await stateOf(id, mover)).legal[0]!);
    expect(moved.status).toBe(200);
    await onDesktop.until(() => onDesktop.messages.some((m) => m.type === 'state' && m.seq === s.seq + 1), 'state after the move');
    expect((await sessionsOf(desktop.token)).map((x) => x.id)).toEqual([desktop.session.id]);
    await problemOf(await call(`/api/me/sessions/${phoneSession.id}`, { token: desktop.token, method: 'DELETE' }), 404, 'NOT_FOUND');
    onDesktop.ws.close();
  });

  it('rotating gives the same session a new token; the old one stops working at once', async () => {
    const ana = await newPlayer('Ana');
    const before = (await sessionsOf(ana.token))[0]!;
    const rotated = await json<TokenResponse>(await call('/api/me/sessions/rotate', { token: ana.token, raw: '' }));
    expect(rotated.token).not.toBe(ana.token);
    expect(rotated.session).toMatchObject({ id: before.id, current: true });
    await problemOf(await call('/api/me', { token: ana.token }), 401, 'UNAUTHORIZED');
    expect(await json(await call('/api/me', { token: rotated.token }))).toEqual(ana.player);
    const again = await json<TokenResponse>(await call('/api/me/sessions/rotate', { token: rotated.token, raw: '' }));
    expect(new Set([ana.token, rotated.token, again.token]).size).toBe(3);
  });

  it('a token signs itself out with DELETE /api/me/sessions/current, whatever its scopes', async () => {
    const ana = await newPlayer('Ana');
    const reader = await apiToken(ana.token, ['read']);
    expect((await call('/api/me/sessions/current', { token: reader.token, method: 'DELETE' })).status).toBe(204);
    await problemOf(await call('/api/me', { token: reader.token }), 401, 'UNAUTHORIZED');
    expect((await sessionsOf(ana.token)).length).toBe(1);
  });
});

describe('scopes', () => {
  it('a read token reads but cannot act, chat or change settings: 403 INSUFFICIENT_SCOPE, nothing changes', async () => {
    const { id, ana } = await tablanetForTwo();
    const reader = await apiToken(ana.token, ['read']);
    expect(reader.session.scopes).toEqual(['read']);
    const mine = await stateOf(id, reader.token);
    expect(mine.yourSeat).toBe(0);
    const refused = [
      await call(`/api/tables/${id}/actions`, { token: reader.token, body: { seq: mine.seq, action: 'play S2' } }),
      await call(`/api/tables/${id}/chat`, { token: reader.token, body: { text: 'hi' } }),
      await call('/api/me/vacation', { token: reader.token, body: { on: true } }),
      await call('/api/tables', { token: reader.token, body: { game: 'tablanet', seats: 2, seat: 0 } }),
      await call('/api/me/sessions', { token: reader.token, body: { name: 'more', scopes: ['read'] } }),
    ];
    for (const res of refused) {
      const p = await problemOf(res, 403, 'INSUFFICIENT_SCOPE');
      expect(p.detail).toMatch(/needs the "(play|chat|settings)" scope; this token has read/);
    }
    // Over the socket the same.
    const sock = await open(id, `?ticket=${await ticket(id, reader.token)}`);
    sock.ws.send(JSON.stringify({ type: 'act', seq: mine.seq, action: mine.legal[0] ?? 'play S2', requestId: 'r' }));
    await sock.until(() => sock.messages.some((m) => m.type === 'error'), 'error');
    expect(sock.messages.find((m) => m.type === 'error')).toMatchObject({ code: 'INSUFFICIENT_SCOPE', requestId: 'r' });
    sock.ws.close();
    expect((await stateOf(id)).seq).toBe(mine.seq);
    expect((await json<{ messages: unknown[] }>(await call(`/api/tables/${id}/chat`))).messages).toEqual([]);
  });

  it('a token gives no more than it holds; a play token plays but cannot chat', async () => {
    const { id, ana } = await tablanetForTwo();
    const manager = await apiToken(ana.token, ['play', 'settings'], 'Manager');
    const p = await problemOf(await call('/api/me/sessions', { token: manager.token, body: { name: 'x', scopes: ['chat'] } }), 403, 'INSUFFICIENT_SCOPE');
    expect(p.detail).toMatch(/lacks chat/);
    const player = await apiToken(manager.token, ['play'], 'Bot');
    await problemOf(await call(`/api/tables/${id}/chat`, { token: player.token, body: { text: 'hi' } }), 403, 'INSUFFICIENT_SCOPE');
    const s = await stateOf(id, player.token);
    if (s.table.toAct[0] === 0) expect((await act(id, player.token, s.seq, s.legal[0]!)).status).toBe(200);
    await problemOf(await call('/api/me/sessions', { token: ana.token, body: { name: 'x', scopes: ['admin'] } }), 422, 'VALIDATION_FAILED');
  });
});

describe('the scope table', () => {
  it('declares every route that takes a token, and the OpenAPI document shows each one\'s scope', async () => {
    const doc = await json<{ paths: Record<string, Record<string, { security?: { bearer?: string[] }[]; 'x-scope'?: string }>> }>(await call('/api/openapi.json'));
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!op.security?.length) continue; // public: security: []
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        if (!(key in ROUTE_SCOPES)) missing.push(key);
        expect(op['x-scope'], key).toBe(ROUTE_SCOPES[key] ?? op['x-scope']);
        expect(op.security.find((s) => s.bearer)?.bearer, key).toEqual([op['x-scope']]);
      }
    }
    // A new route that takes a token: add its scope to worker/auth/scopes.ts.
    expect(missing).toEqual([]);
  });
});

describe('socket tickets', () => {
  it('open one socket, at their own table, within 60 s', async () => {
    const { id, ana } = await tablanetForTwo();
    const other = await tablanetForTwo();
    const t1 = await ticket(id, ana.token);
    const first = await open(id, `?ticket=${t1}`);
    expect(first.messages[0]).toMatchObject({ type: 'state', yourSeat: 0 });
    expect(await refusal(await upgrade(id, `?ticket=${t1}`))).toMatchObject({ code: 'UNAUTHORIZED', close: 4401 });
    expect(await refusal(await upgrade(other.id, `?ticket=${await ticket(id, ana.token)}`))).toMatchObject({ code: 'UNAUTHORIZED', close: 4401 });
    const late = await ticket(id, ana.token);
    travel(61_000);
    expect(await refusal(await upgrade(id, `?ticket=${late}`))).toMatchObject({ code: 'UNAUTHORIZED', close: 4401 });
    expect(await refusal(await upgrade(id, '?ticket=wt_nothing'))).toMatchObject({ code: 'UNAUTHORIZED', close: 4401 });
    await problemOf(await call(`/api/tables/${id}/ws-ticket`, { raw: '' }), 401, 'UNAUTHORIZED');
    // A club page on another origin may ask for a ticket (as it may open the socket), though not act over REST.
    const preflight = (path: string) =>
      call(path, { method: 'OPTIONS', headers: { origin: 'https://club.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' } });
    expect((await preflight(`/api/tables/${id}/ws-ticket`)).headers.get('access-control-allow-origin')).toBe('https://club.example');
    expect((await preflight(`/api/tables/${id}/actions`)).headers.get('access-control-allow-origin')).toBeNull();
    // Authorization on the upgrade still works for clients that can send headers.
    const res = await SELF.fetch(`${BASE}/api/tables/${id}/ws`, { headers: { upgrade: 'websocket', authorization: `Bearer ${ana.token}` } });
    expect(res.status).toBe(101);
    res.webSocket!.accept();
    res.webSocket!.close();
    first.ws.close();
  });
});
