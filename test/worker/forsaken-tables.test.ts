/**
 * Issue 18: a waiting table that nobody but its creator sits at leaves the lobbies after 24 hours, and
 * its creator may delete a table while it waits — it then leaves the lobby and every "my tables" list.
 */
import { describe, expect, it } from 'vitest';
import type { MyTablesResponse } from '../../shared/protocol-correspondence.js';
import type { TablesResponse } from '../../shared/protocol.js';
import { resetClock, travel } from '../../worker/clock.js';
import { FORSAKEN_MS } from '../../worker/lobby-do.js';
import { forgetLobby } from '../../worker/lobby-list.js';
import { BASE, call, json, newPlayer, newTable, problemOf } from './helpers.js';

const listed = async (lobby: string): Promise<string[]> =>
  (await json<TablesResponse>(await call(`/api/lobbies/${lobby}/tables`))).tables.map((t) => t.name).sort();
const mine = async (token: string): Promise<string[]> =>
  (await json<MyTablesResponse>(await call('/api/me/tables', { token }))).tables.map((t) => t.name).sort();

describe('a forsaken waiting table', () => {
  it('leaves the lobby after 24 h with nobody but its creator seated; one that someone joined stays; a change lists it again', async () => {
    const [ana, ben] = await Promise.all([newPlayer('Ana'), newPlayer('Ben')]);
    const lobby = `forsaken-${ana.player.id.slice(0, 6)}`;
    const alone = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, lobby, name: 'Allein' });
    const joined = await newTable(ana.token, { game: 'taleles', seats: 3, seat: 0, lobby, name: 'Zu zweit' });
    await json(await call(`/api/tables/${joined.table.id}/seats/1`, { token: ben.token, raw: '' }));
    expect(await listed(lobby)).toEqual(['Allein', 'Zu zweit']);
    try {
      travel(FORSAKEN_MS - 60_000);
      await forgetLobby(BASE, lobby);
      expect(await listed(lobby)).toEqual(['Allein', 'Zu zweit']);
      travel(2 * 60_000);
      await forgetLobby(BASE, lobby);
      expect(await listed(lobby)).toEqual(['Zu zweit']);
      // Still Ana's table, reachable by its link and in her list.
      expect(await mine(ana.token)).toEqual(['Allein', 'Zu zweit']);
      await json(await call(`/api/tables/${alone.table.id}`));
      // Ana gets up and sits down again: the table is waiting anew, and listed.
      await json(await call(`/api/tables/${alone.table.id}/seats/0`, { token: ana.token, method: 'DELETE' }));
      await json(await call(`/api/tables/${alone.table.id}/seats/0`, { token: ana.token, raw: '' }));
      expect(await listed(lobby)).toEqual(['Allein', 'Zu zweit']);
    } finally {
      resetClock();
    }
  });
});

describe('DELETE /api/tables/{id}', () => {
  it('by its creator while it waits: gone from the lobby, from every list, and 404 after', async () => {
    const [ana, ben] = await Promise.all([newPlayer('Ana'), newPlayer('Ben')]);
    const lobby = `deleted-${ana.player.id.slice(0, 6)}`;
    const { table } = await newTable(ana.token, { game: 'taleles', seats: 3, seat: 0, lobby, name: 'Weg' });
    await json(await call(`/api/tables/${table.id}/seats/1`, { token: ben.token, raw: '' }));
    expect(await listed(lobby)).toEqual(['Weg']);
    expect(await mine(ben.token)).toEqual(['Weg']);
    await problemOf(await call(`/api/tables/${table.id}`, { method: 'DELETE' }), 401, 'UNAUTHORIZED');
    await problemOf(await call(`/api/tables/${table.id}`, { token: ben.token, method: 'DELETE' }), 403, 'FORBIDDEN');
    // Ben waits for the next change of the table (or asks just after): either way the deletion answers him.
    const waiting = call(`/api/tables/${table.id}/events?after=0&wait=20`, { token: ben.token });
    const deleted = await call(`/api/tables/${table.id}`, { token: ana.token, method: 'DELETE' });
    expect(deleted.status).toBe(204);
    await problemOf(await waiting, 404, 'NOT_FOUND');
    expect(await listed(lobby)).toEqual([]);
    expect(await mine(ana.token)).toEqual([]);
    expect(await mine(ben.token)).toEqual([]);
    await problemOf(await call(`/api/tables/${table.id}`), 404, 'NOT_FOUND');
    await problemOf(await call(`/api/tables/${table.id}/seats/2`, { token: ben.token, raw: '' }), 404, 'NOT_FOUND');
    await problemOf(await call(`/api/tables/${table.id}`, { token: ana.token, method: 'DELETE' }), 404, 'NOT_FOUND');
  });

  it('is refused once the match has started (409 MATCH_STARTED)', async () => {
    const [ana, ben] = await Promise.all([newPlayer('Ana'), newPlayer('Ben')]);
    const { table } = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, name: 'Läuft' });
    await json(await call(`/api/tables/${table.id}/seats/1`, { token: ben.token, raw: '' }));
    await problemOf(await call(`/api/tables/${table.id}`, { token: ana.token, method: 'DELETE' }), 409, 'MATCH_STARTED');
    expect((await json<{ table: { status: string } }>(await call(`/api/tables/${table.id}`, { token: ana.token }))).table.status).toBe('playing');
  });
});
