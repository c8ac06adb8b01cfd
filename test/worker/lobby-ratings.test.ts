/**
 * Finding opponents (docs/ratings.md): the lobby shows the ratings of the people seated at each waiting
 * table and filters by a rating range; a signed-in player is offered the open tables near their rating.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { LobbyTablesResponse, SuggestionsResponse } from '../../shared/protocol-ratings.js';
import { call, json, newPlayer, newTable, problemOf } from './helpers.js';

/** Gives a player a rating of 1000 + 40 · (μ − 3σ) in tablanet-2. */
async function rate(id: string, name: string, mu: number, sigma: number): Promise<void> {
  await env.RATINGS.get(env.RATINGS.idFromName('global/tablanet-2')).seed([{ id, name, mu, sigma, matches: 12 }]);
}

describe('ratings in the lobby', () => {
  it('each waiting table shows its seated people\'s ratings; a range keeps the tables whose average is in it', async () => {
    const lobby = 'rating-range';
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    await rate(ana.player.id, 'Ana', 20, 10 / 3); // 1000 + 40 · 10 = 1400
    const strong = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, lobby });
    const fresh = await newTable(ben.token, { game: 'tablanet', seats: 2, seat: 0, lobby });

    const all = await json<LobbyTablesResponse>(await call(`/api/lobbies/${lobby}/tables`));
    const byId = new Map(all.tables.map((t) => [t.id, t.ratings]));
    expect(byId.get(strong.table.id)).toEqual({ format: 'tablanet-2', average: 1400, seats: [{ player: ana.player.id, rating: 1400, provisional: false }, null] });
    // Ben has no rated match yet: he shows the rating every new player starts with.
    expect(byId.get(fresh.table.id)).toEqual({ format: 'tablanet-2', average: 1000, seats: [{ player: ben.player.id, rating: 1000, provisional: true }, null] });

    const ids = async (query: string) => (await json<LobbyTablesResponse>(await call(`/api/lobbies/${lobby}/tables${query}`))).tables.map((t) => t.id);
    expect(await ids('?minRating=1200')).toEqual([strong.table.id]);
    expect(await ids('?maxRating=1100')).toEqual([fresh.table.id]);
    expect(await ids('?minRating=1000&maxRating=1400')).toEqual([fresh.table.id, strong.table.id]);
    expect(await ids('?minRating=1500')).toEqual([]);
    await problemOf(await call(`/api/lobbies/${lobby}/tables?minRating=high`), 422, 'VALIDATION_FAILED');
  });

  it('suggests open tables near the player\'s rating, nearest first, and not those they sit at', async () => {
    const lobby = 'rating-near';
    const [ana, ben, cid, dora] = await Promise.all(['Ana', 'Ben', 'Cid', 'Dora'].map((n) => newPlayer(n)));
    await rate(ana!.player.id, 'Ana', 20, 10 / 3); // 1400
    await rate(ben!.player.id, 'Ben', 12.5, 10 / 3 + 0.5); // 1000 + 40 · (12.5 − 11.5) = 1040
    await rate(cid!.player.id, 'Cid', 14, 3); // 1000 + 40 · 5 = 1200
    const far = await newTable(ana!.token, { game: 'tablanet', seats: 2, seat: 0, lobby });
    const near = await newTable(ben!.token, { game: 'tablanet', seats: 2, seat: 0, lobby });
    const nearest = await newTable(dora!.token, { game: 'tablanet', seats: 2, seat: 0, lobby });
    const own = await newTable(cid!.token, { game: 'tablanet', seats: 2, seat: 0, lobby });

    // Cid (1200): Ana's table is 200 away; Ben's 160 away is out too; Dora (new, 1000) 200 away.
    const forCid = await json<SuggestionsResponse>(await call(`/api/me/suggestions?lobby=${lobby}`, { token: cid!.token }));
    expect(forCid.suggestions).toEqual([]);
    // A new player (1000) is offered Dora's table (0 away), then Ben's (40 away); not Ana's, not Cid's (200).
    const eve = await newPlayer('Eve');
    const forEve = await json<SuggestionsResponse>(await call(`/api/me/suggestions?lobby=${lobby}`, { token: eve.token }));
    expect(forEve.suggestions.map((s) => [s.table.id, s.distance, s.yourRating])).toEqual([
      [nearest.table.id, 0, 1000],
      [near.table.id, 40, 1000],
    ]);
    // Dora is offered Ben's table but never her own.
    const forDora = await json<SuggestionsResponse>(await call(`/api/me/suggestions?lobby=${lobby}`, { token: dora!.token }));
    expect(forDora.suggestions.map((s) => s.table.id)).toEqual([near.table.id]);
    expect([far.table.id, own.table.id].some((id) => forEve.suggestions.some((s) => s.table.id === id))).toBe(false);
    await problemOf(await call(`/api/me/suggestions?lobby=${lobby}`), 401, 'UNAUTHORIZED');
  });
});
