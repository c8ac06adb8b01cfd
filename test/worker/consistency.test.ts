/**
 * Issue 18, "Consistency": what a new developer trips over, each answered the one way docs/api.md
 * promises (wrong methods, vacation beyond the balance, the seed hash and the invitation code, keeping
 * a webhook by id).
 */
import { describe, expect, it } from 'vitest';
import type { CorrCreateTableResponse, NotificationSettings, PutNotificationsResponse, Vacation } from '../../shared/protocol-correspondence.js';
import type { TableState } from '../../shared/protocol.js';
import { call, json, newPlayer, newTable, problemOf, stateOf } from './helpers.js';

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
