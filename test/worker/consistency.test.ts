/**
 * Issue 18, "Consistency": what a new developer trips over, each answered the one way docs/api.md
 * promises (wrong methods, vacation beyond the balance, the seed hash and the invitation code, keeping
 * a webhook by id).
 */
import { describe, expect, it } from 'vitest';
import type { CorrCreateTableResponse, MyTablesResponse, NotificationSettings, PutNotificationsResponse, Vacation } from '../../shared/protocol-correspondence.js';
import type { TableState } from '../../shared/protocol.js';
import { act, call, eventually, json, newPlayer, newTable, problemOf, Socket, stateOf, tablanetForTwo } from './helpers.js';

describe('a wrong method', () => {
  it('is 405 with the methods the path takes in Allow; an unknown path stays 404', async () => {
    const put = await call('/api/games', { method: 'PUT', body: {} });
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const p = await problemOf(put, 405, 'METHOD_NOT_ALLOWED');
    expect(p.detail).toBe('/api/games takes GET, HEAD, OPTIONS, not PUT');
    // A path with parameters: a table takes GET, and its seats POST and DELETE.
    const patch = await call('/api/tables/abcdefghjkmn/seats/1', { method: 'PATCH', body: {} });
    await problemOf(patch, 405, 'METHOD_NOT_ALLOWED');
    expect(patch.headers.get('allow')).toBe('DELETE, OPTIONS, POST');
    await problemOf(await call('/api/no-such-thing', { method: 'PUT', body: {} }), 404, 'NOT_FOUND');
  });
});

describe('vacation', () => {
  it('asking for more whole days than are left is 422 and starts nothing', async () => {
    const { token } = await newPlayer('Vera');
    const { balanceDays } = await json<Vacation>(await call('/api/me/vacation', { token }));
    const left = Math.floor(balanceDays);
    expect(left).toBeGreaterThanOrEqual(1);
    const p = await problemOf(await call('/api/me/vacation', { token, body: { on: true, days: left + 1 } }), 422, 'VALIDATION_FAILED');
    expect(p.errors).toEqual([{ path: 'days', message: `you asked for ${left + 1} days but only ${left} whole ${left === 1 ? 'day is' : 'days are'} left` }]);
    expect(await json<Vacation>(await call('/api/me/vacation', { token }))).toMatchObject({ on: false, balanceDays });
    // Exactly what is left is fine, and then nothing is: asking again is 422 too.
    expect(await json<Vacation>(await call('/api/me/vacation', { token, body: { on: true, days: left } }))).toMatchObject({ on: true });
    // Asked again while it runs, the day under way is spent: one day fewer is left to plan anew.
    const again = await problemOf(await call('/api/me/vacation', { token, body: { on: true, days: left } }), 422, 'VALIDATION_FAILED');
    expect(again.detail).toBe(`days: you asked for ${left} days but only ${left - 1} whole ${left - 1 === 1 ? 'day is' : 'days are'} left`);
  });
});

describe('a new table', () => {
  it('answers the seed hash at once, and every seated player (not only the creator) can read the invitation code', async () => {
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const cleo = await newPlayer('Cleo');
    const created = (await newTable(ana.token, { game: 'tablanet', seats: 3, seat: 0, visibility: 'private' })) as CorrCreateTableResponse;
    expect(created.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await stateOf(created.table.id, ana.token)).seedHash).toBe(created.seedHash);
    expect((await stateOf(created.table.id, ana.token)).invite).toBe(created.invite);
    const seated = await json<TableState>(await call(`/api/tables/${created.table.id}/seats/1`, { token: ben.token, body: { invite: created.invite } }));
    // Ben, who came by the invitation, can pass it on: Cleo watches with it, though she sits nowhere.
    expect(seated.invite).toBe(created.invite);
    await problemOf(await call(`/api/tables/${created.table.id}`, { token: cleo.token }), 403, 'FORBIDDEN');
    const watching = await json<TableState>(await call(`/api/tables/${created.table.id}?invite=${seated.invite!}`, { token: cleo.token }));
    expect(watching.yourSeat).toBeNull();
    // A reader who is not seated is never shown the code, even when they brought it.
    expect(watching.invite).toBeUndefined();
  });
});

describe('PUT /api/me/notifications', () => {
  it('keeps a webhook named by {id} alone: same URL, format and secret, no new secret shown', async () => {
    const { token } = await newPlayer('Wil');
    const put = (body: unknown) => call('/api/me/notifications', { method: 'PUT', token, body });
    const first = await json<PutNotificationsResponse>(
      await put({ webhooks: [{ url: 'https://hooks.test/keep/a', format: 'discord' }, { url: 'https://hooks.test/keep/b' }] }),
    );
    const [a, b] = first.webhooks;
    const kept = await json<PutNotificationsResponse>(await put({ webhooks: [{ id: a!.id }, { url: 'https://hooks.test/keep/c', format: 'slack' }] }));
    expect(kept.webhooks[0]).toEqual(a);
    expect(kept.webhooks.map((w) => w.url)).toEqual(['https://hooks.test/keep/a', 'https://hooks.test/keep/c']);
    expect(kept.secrets.map((s) => s.id)).toEqual([kept.webhooks[1]!.id]);
    expect(kept.webhooks.some((w) => w.id === b!.id)).toBe(false);
    const read = await json<NotificationSettings>(await call('/api/me/notifications', { token }));
    expect(read.webhooks[0]).toEqual(a);
    await problemOf(await put({ webhooks: [{ id: 'nosuchhook' }] }), 404, 'NOT_FOUND');
  });
});

describe('unknown query parameters', () => {
  it('are ignored and named in a Warning header; a cache-buster never breaks the long poll', async () => {
    const { id, tokens } = await tablanetForTwo();
    const poll = await call(`/api/tables/${id}/events?after=0&wait=1&_=1733130000`, { token: tokens[0] });
    expect(poll.headers.get('warning')).toBe('299 - "ignored query parameters: _"');
    expect((await json<{ events: unknown[] }>(poll)).events).toEqual([]);
    // A misspelt parameter is not silently taken for another: `wiat` is ignored (no wait) and named.
    const typo = await call(`/api/tables/${id}/events?wiat=25&after=0`, { token: tokens[0] });
    expect(typo.status).toBe(200);
    expect(typo.headers.get('warning')).toBe('299 - "ignored query parameters: wiat"');
    const games = await call('/api/games?x=1&y=2&x=3');
    expect(games.status).toBe(200);
    expect(games.headers.get('warning')).toBe('299 - "ignored query parameters: x, y"');
    // Known parameters draw no warning; a known one with a wrong value is still 422.
    expect((await call(`/api/tables/${id}/record?format=ndjson`)).headers.get('warning')).toBeNull();
    const bad = await problemOf(await call(`/api/tables/${id}/events?wait=99&_=1`), 422, 'VALIDATION_FAILED');
    expect(bad.errors).toEqual([{ path: 'wait', message: 'invalid value: expected <=25, got 99' }]);
  });
});

describe('every 422', () => {
  it('lists errors[] with plain-English messages, over REST and over the socket', async () => {
    const unknownField = await problemOf(await call('/api/players', { body: { name: 'Ana', colour: 'red' } }), 422, 'VALIDATION_FAILED');
    expect(unknownField.errors).toEqual([{ path: 'colour', message: 'unknown field: this request does not take it' }]);
    expect(unknownField.detail).toBe('colour: unknown field: this request does not take it');
    const { token } = await newPlayer('Ana');
    const missing = await problemOf(await call('/api/tables', { token, body: { seats: '2' } }), 422, 'VALIDATION_FAILED');
    expect(missing.errors).toEqual([
      { path: 'game', message: 'required, but missing' },
      { path: 'seats', message: 'invalid type: expected number, got "2"' },
    ]);
    // A refusal of the rules is one error about the request as a whole.
    const { id, tokens } = await tablanetForTwo();
    const s = await stateOf(id, tokens[0]);
    const waiting = s.table.toAct.includes(0) ? 1 : 0;
    const early = await problemOf(await act(id, tokens[waiting]!, s.seq, 'play S5'), 422, 'NOT_YOUR_TURN');
    expect(early.errors).toEqual([{ path: '', message: early.detail }]);
    for (const p of [unknownField, missing, early]) expect(JSON.stringify(p)).not.toMatch(/Expected never|Invalid key/);

    // The socket's error frames carry the same fields.
    const socket = await Socket.open(id, tokens[waiting]);
    await socket.next();
    socket.send({ type: 'act', seq: s.seq, action: 'play S5', colour: 'red', requestId: 'odd' });
    expect(await socket.next()).toEqual({
      type: 'error',
      code: 'VALIDATION_FAILED',
      title: 'The request does not match the schema',
      status: 422,
      detail: 'colour: unknown field: this request does not take it',
      errors: [{ path: 'colour', message: 'unknown field: this request does not take it' }],
      requestId: 'odd',
    });
    socket.send({ type: 'act', seq: s.seq, action: 'play S5', requestId: 'early' });
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'NOT_YOUR_TURN', status: 422, title: 'Not your turn', errors: [{ path: '' }] });
    socket.close();
  });
});

describe('rate-limit headers', () => {
  it('every answer says its limit and what is left of it (IETF RateLimit, RateLimit-Policy)', async () => {
    const from = { 'cf-connecting-ip': '203.0.113.77' };
    const first = await call('/api/games', { headers: from });
    expect(first.headers.get('ratelimit-policy')).toMatch(/^"api";q=\d+;w=\d+$/);
    const q = Number(/q=(\d+)/.exec(first.headers.get('ratelimit-policy')!)![1]);
    expect(first.headers.get('ratelimit')).toMatch(new RegExp(`^"api";r=${q - 1};t=\\d+$`));
    const second = await call('/api/games', { headers: from });
    expect(Number(/r=(\d+)/.exec(second.headers.get('ratelimit')!)![1])).toBeLessThanOrEqual(q - 1);
    // Creating a player also pays from the stricter per-address limit: both are listed.
    const created = await call('/api/players', { body: { name: 'Rita' }, headers: { 'cf-connecting-ip': '203.0.113.78' } });
    expect(created.status).toBe(201);
    expect(created.headers.get('ratelimit-policy')).toMatch(/^"api";q=\d+;w=\d+, "players";q=\d+;w=\d+$/);
    expect(created.headers.get('ratelimit')).toMatch(/^"api";r=\d+;t=\d+, "players";r=\d+;t=\d+$/);
    // Errors carry them too.
    const missing = await call('/api/tables/abcdefghjkmn', { headers: from });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ratelimit')).toMatch(/^"api";r=\d+;t=\d+$/);
  });
});

describe('GET /api/me/tables', () => {
  it('pages with limit and cursor, and filters by status and game', async () => {
    const { token } = await newPlayer('Pia');
    const ben = await newPlayer('Ben');
    const made: string[] = [];
    for (const game of ['tablanet', 'tablanet', 'taleles']) made.push((await newTable(token, { game, seats: game === 'taleles' ? 3 : 2, seat: 0 })).table.id);
    // One Tablanet table starts: Ben takes its other seat.
    await json(await call(`/api/tables/${made[0]!}/seats/1`, { token: ben.token, raw: '' }));
    const mine = (q = '') => call(`/api/me/tables${q}`, { token }).then((r) => json<MyTablesResponse>(r));
    const all = await eventually(async () => {
      const got = await mine();
      return got.tables.length === 3 && got.tables.some((t) => t.status === 'playing') ? got : undefined;
    }, 'the three tables, one of them started');
    expect(all.next).toBeUndefined();

    const first = await mine('?limit=2');
    expect(first.tables.map((t) => t.id)).toEqual(all.tables.slice(0, 2).map((t) => t.id));
    const second = await mine(`?limit=2&cursor=${first.next!}`);
    expect(second.tables.map((t) => t.id)).toEqual(all.tables.slice(2).map((t) => t.id));
    expect(second.next).toBeUndefined();

    expect((await mine('?game=taleles')).tables.map((t) => t.id)).toEqual([made[2]]);
    expect((await mine('?status=playing')).tables.map((t) => t.id)).toEqual([made[0]]);
    expect((await mine('?status=waiting&game=tablanet')).tables.map((t) => t.id)).toEqual([made[1]]);
    expect((await mine('?status=finished')).tables).toEqual([]);
    await problemOf(await call('/api/me/tables?status=over', { token }), 422, 'VALIDATION_FAILED');
    await problemOf(await call('/api/me/tables?limit=0', { token }), 422, 'VALIDATION_FAILED');
    await problemOf(await call('/api/me/tables?game=chess', { token }), 422, 'UNKNOWN_GAME');
  });
});
