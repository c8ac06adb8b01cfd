/**
 * Ratings through the public API inside workerd: rated tables are for people only and say so before
 * anyone sits; a finished rated match changes both ratings by the library's amounts exactly once —
 * a repeated "finished" report and a rematch asked for at the same moment change nothing more; the
 * leaderboard pages through its index.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { rateMatch, shownRating } from '../../shared/ratings/index.js';
import type { Leaderboard, PlayerProfile } from '../../shared/protocol-ratings.js';
import type { CorrCreateTableResponse, CorrTableState } from '../../shared/protocol-correspondence.js';
import { reportOf } from '../../worker/ratings/report.js';
import { call, json, newPlayer, newTable, playToEnd, problemOf, stateOf } from './helpers.js';
import type { TableDO } from '../../worker/table/table-do.js';

const board = async (format: string, query = ''): Promise<Leaderboard> => json<Leaderboard>(await call(`/api/ratings/${format}${query}`));

/** Waits (bounded) until the leaderboard has `n` players: the table reports its end after answering. */
async function boardWith(format: string, n: number, query = ''): Promise<Leaderboard> {
  for (let i = 0; i < 100; i++) {
    const b = await board(format, query);
    if (b.total >= n) return b;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${format}${query}: fewer than ${n} players`);
}

async function ratedTablanet(lobby?: string) {
  const ana = await newPlayer('Ana');
  const ben = await newPlayer('Ben');
  const created = (await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 1 }, rated: true, ...(lobby ? { lobby } : {}) })) as CorrCreateTableResponse;
  return { ana, ben, id: created.table.id, created };
}

describe('rated tables', () => {
  it('are for people only, and say that they are rated before anyone sits', async () => {
    const ana = await newPlayer('Ana');
    await problemOf(await call('/api/tables', { token: ana.token, body: { game: 'tablanet', seats: 2, seat: 0, bots: [1], rated: true } }), 422, 'BAD_SEATS');
    const { id, created } = await ratedTablanet();
    expect(created.table.rated).toBe(true);
    const seen = await stateOf(id);
    expect((seen as CorrTableState).table.rated).toBe(true);
    const casual = (await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0 })) as CorrCreateTableResponse;
    expect(casual.table.rated).toBe(false);
  });

  it('a finished match rates both players once, by the library\'s amounts, whatever is reported again', async () => {
    const { ana, ben, id } = await ratedTablanet('rated-club');
    await json(await call(`/api/tables/${id}/seats/1`, { token: ben.token, raw: '' }));
    await playToEnd(id, [ana.token, ben.token]);
    const end = (await stateOf(id)) as CorrTableState;
    const ranks = end.outcome!.ranks;
    const expected = rateMatch({ seats: [{ counts: true }, { counts: true }], ranks, sides: [[0], [1]] }).map((u) => Math.round(shownRating(u.after)));

    // Other tests of this file rate other players in the same format: find Ana and Ben by id.
    const both = await boardWith('tablanet-2', 2);
    expect(both.players.find((r) => r.player === ana.player.id)?.rating).toBe(expected[0]);
    expect(both.players.find((r) => r.player === ben.player.id)?.rating).toBe(expected[1]);
    expect(both.players.find((r) => r.player === ana.player.id)).toMatchObject({ matches: 1, provisional: true, name: 'Ana' });
    // The club lobby's own ladder has the same match.
    const club = await boardWith('tablanet-2', 2, '?lobby=rated-club');
    expect(club.lobby).toBe('rated-club');
    expect(club.players.map((r) => r.rating).sort()).toEqual([...expected].sort());

    // The "finished" event again, twice at once, while both players ask for a rematch.
    const report = await runInDurableObject(env.TABLES.get(env.TABLES.idFromName(id)), (o: TableDO) => reportOf((o as unknown as { t: Parameters<typeof reportOf>[0] }).t)!);
    const stub = env.RATINGS.get(env.RATINGS.idFromName('global/tablanet-2'));
    const [again, twice, rematchA, rematchB] = await Promise.all([
      stub.record(report),
      stub.record(report),
      call(`/api/tables/${id}/rematch`, { token: ana.token, raw: '' }),
      call(`/api/tables/${id}/rematch`, { token: ben.token, raw: '' }),
    ]);
    expect(again.recorded).toBe(false);
    expect(twice.recorded).toBe(false);
    // One of the two requests makes the rematch table, the other is shown the same one.
    const [ra, rb] = [await json<CorrCreateTableResponse>(rematchA, 201), await json<CorrCreateTableResponse>(rematchB, 201)];
    expect(ra.table.id).toBe(rb.table.id);
    expect(ra.table.rated).toBe(true);
    const profile = await json<PlayerProfile>(await call(`/api/players/${ana.player.id}/profile`));
    const t2 = profile.ratings.find((r) => r.format === 'tablanet-2')!;
    expect(t2.matches).toBe(1);
    expect(t2.rating).toBe(expected[0]);
    expect(t2.history).toHaveLength(1);
    expect(t2.recent.map((m) => m.table)).toEqual([id]);
    expect(t2.recent[0]!.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
  });

  it('a private table\'s match counts on the player page but is not listed there', async () => {
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const created = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 1 }, rated: true, visibility: 'private' });
    const id = created.table.id;
    await json(await call(`/api/tables/${id}/seats/1`, { token: ben.token, body: { invite: created.invite } }));
    await playToEnd(id, [ana.token, ben.token]);
    let profile: PlayerProfile | undefined;
    for (let i = 0; i < 100 && !profile?.ratings.length; i++) {
      profile = await json<PlayerProfile>(await call(`/api/players/${ben.player.id}/profile`));
      await new Promise((r) => setTimeout(r, 50));
    }
    const t2 = profile!.ratings.find((r) => r.format === 'tablanet-2')!;
    expect(t2.matches).toBe(1);
    expect(t2.recent).toEqual([]);
  });
});

describe('leaderboards', () => {
  it('page through the rating index: contiguous ranks, best first, nobody twice', async () => {
    const stub = env.RATINGS.get(env.RATINGS.idFromName('global/tarot-5'));
    const players = Array.from({ length: 25 }, (_, i) => ({ id: `p${String(i).padStart(15, '0')}`, name: `P${i}`, mu: 20 + (i % 7), sigma: 3 + (i % 3), matches: 12 }));
    expect(await stub.seed(players)).toBe(25);
    const seen: Leaderboard['players'] = [];
    let after: string | null = '';
    for (let page = 0; page < 5 && after !== null; page++) {
      const b: Leaderboard = await board('tarot-5', `?limit=10${after ? `&after=${after}` : ''}`);
      expect(b.total).toBe(25);
      expect(b.players.length).toBe(page < 2 ? 10 : 5);
      seen.push(...b.players);
      after = b.next;
    }
    expect(after).toBeNull();
    expect(seen.map((r) => r.rank)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(new Set(seen.map((r) => r.player)).size).toBe(25);
    const ratings = seen.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(seen.every((r) => !r.provisional)).toBe(true);
  });

  it('refuse what is no format or no cursor', async () => {
    await problemOf(await call('/api/ratings/tarock-3'), 404, 'NOT_FOUND');
    await problemOf(await call('/api/ratings/chess-2'), 422, 'VALIDATION_FAILED');
    await problemOf(await call('/api/ratings/tarot-4?after=nonsense'), 422, 'VALIDATION_FAILED');
    await problemOf(await call('/api/players/aaaaaaaaaaaaaaaa/profile'), 404, 'NOT_FOUND');
  });
});
