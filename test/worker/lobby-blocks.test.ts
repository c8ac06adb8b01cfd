/**
 * Issue 21: a lobby does not list a table to a signed-in viewer where someone sits whom they blocked or
 * who blocked them — they could never sit there. The list everyone shares (and its cache) stays whole:
 * visitors and third parties see every table, and no viewer's copy reaches another.
 */
import { describe, expect, it } from 'vitest';
import type { LobbyTablesResponse, SuggestionsResponse } from '../../shared/protocol-ratings.js';
import { call, eventually, json, newPlayer, newTable, problemOf } from './helpers.js';

const block = (token: string, id: string, method: 'PUT' | 'DELETE' = 'PUT') => call(`/api/me/blocks/${id}`, { method, token, raw: '' });

describe('lobby lists and blocks', () => {
  it('leaves out the tables of a player kept apart from the viewer, whoever blocked whom, for that viewer only', async () => {
    const lobby = 'apart-lists';
    const [ana, ben, cid, dora] = await Promise.all(['Ana', 'Ben', 'Cid', 'Dora'].map((n) => newPlayer(n)));
    const bens = await newTable(ben!.token, { game: 'tablanet', seats: 2, seat: 0, lobby });
    const cids = await newTable(cid!.token, { game: 'tablanet', seats: 2, seat: 0, lobby });
    const anas = await newTable(ana!.token, { game: 'tablanet', seats: 2, seat: 0, lobby });
    const all = [anas.table.id, cids.table.id, bens.table.id];
    const listed = async (token?: string, query = '') => {
      const res = await call(`/api/lobbies/${lobby}/tables${query}`, token ? { token } : {});
      return { ids: (await json<LobbyTablesResponse>(res)).tables.map((t) => t.id), cache: res.headers.get('cache-control') };
    };
    // A visitor's read fills the shared cache first.
    expect((await listed()).ids).toEqual(all);

    await json(await block(ana!.token, ben!.player.id));
    // Ana no longer sees Ben's table, and Ben (who is not told of the block) no longer sees Ana's; each keeps their own.
    expect(await listed(ana!.token)).toEqual({ ids: [anas.table.id, cids.table.id], cache: 'private, no-store' });
    expect((await listed(ben!.token)).ids).toEqual([cids.table.id, bens.table.id]);
    // The same holds with a rating range.
    expect((await listed(ana!.token, '?minRating=0')).ids).toEqual([anas.table.id, cids.table.id]);
    // Visitors and third parties still see every table, before and after the blocked pair read theirs.
    expect((await listed()).ids).toEqual(all);
    expect((await listed(dora!.token)).ids).toEqual(all);
    expect((await listed(undefined, '?game=tablanet')).ids).toEqual(all);

    // A block the other way round counts the same: Cid blocks Ana.
    await json(await block(cid!.token, ana!.player.id));
    expect((await listed(ana!.token)).ids).toEqual([anas.table.id]);
    expect((await listed(cid!.token)).ids).toEqual([cids.table.id, bens.table.id]);
    expect((await listed(ben!.token)).ids).toEqual([cids.table.id, bens.table.id]);

    // Unblocked, the tables come back.
    await json(await block(ana!.token, ben!.player.id, 'DELETE'));
    await json(await block(cid!.token, ana!.player.id, 'DELETE'));
    expect((await listed(ana!.token)).ids).toEqual(all);
    expect((await listed(ben!.token)).ids).toEqual(all);
    await problemOf(await call(`/api/lobbies/${lobby}/tables`, { token: 'st_nobody_nothing' }), 401, 'UNAUTHORIZED');
  });

  it('suggests no table near the rating where someone sits who is kept apart from the viewer', async () => {
    const lobby = 'apart-near';
    const [ana, ben, dora] = await Promise.all(['Ana', 'Ben', 'Dora'].map((n) => newPlayer(n)));
    // Everyone is new (1000): Ben's table is as near Ana's rating as a table can be.
    const bens = await newTable(ben!.token, { game: 'tablanet', seats: 2, seat: 0, lobby });
    const near = async (token: string, query = '') =>
      (await json<SuggestionsResponse>(await call(`/api/me/suggestions?lobby=${lobby}${query}`, { token }))).suggestions.map((s) => s.table.id);
    expect(await near(ana!.token)).toEqual([bens.table.id]);
    await json(await block(ben!.token, ana!.player.id));
    expect(await near(ana!.token)).toEqual([]);
    expect(await near(dora!.token)).toEqual([bens.table.id]);
    // "my tables" asks only for the games the player plays: Dora has finished no match and sits at no table yet;
    // once she sits at a Tablanet table of another lobby, Tablanet is one of hers.
    expect(await near(dora!.token, '&games=played')).toEqual([]);
    await newTable(dora!.token, { game: 'tablanet', seats: 3, seat: 0, lobby: 'apart-elsewhere' });
    // (her list of tables is updated just after the reply)
    await eventually(async () => ((await near(dora!.token, '&games=played')).length > 0 ? true : undefined), 'Tablanet among Dora\'s games');
    expect(await near(dora!.token, '&games=played')).toEqual([bens.table.id]);
    await problemOf(await call(`/api/me/suggestions?lobby=${lobby}&games=all`, { token: dora!.token }), 422, 'VALIDATION_FAILED');
  });
});
