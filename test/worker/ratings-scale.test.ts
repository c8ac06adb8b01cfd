/**
 * A leaderboard of 100,000 rated players (docs/ratings.md, "Storage"): a page is one range read of the
 * rating index wherever it starts — SQLite's own query plan says so — and pages deep in the list are
 * as right as the first. The times it prints are the benchmark docs/ratings.md quotes (never asserted).
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Leaderboard } from '../../shared/protocol-ratings.js';
import type { RatingsDO } from '../../worker/ratings/ratings-do.js';
import { call, json } from './helpers.js';

const PLAYERS = 100_000;
const BATCH = 10_000;

describe('a leaderboard of 100,000 players', () => {
  it('answers any page from one range read of the rating index', async () => {
    const stub = env.RATINGS.get(env.RATINGS.idFromName('global/taleles-3'));
    const started = Date.now();
    for (let from = 0; from < PLAYERS; from += BATCH) {
      const batch = Array.from({ length: BATCH }, (_, k) => {
        const i = from + k;
        // A spread of skills and uncertainties, many of them equal (ties are ordered by id).
        return { id: `s${String(i).padStart(15, '0')}`, name: `Synthetic ${i}`, mu: 15 + ((i * 7919) % 2000) / 100, sigma: 2 + ((i * 104729) % 600) / 100, matches: 10 + (i % 40) };
      });
      await stub.seed(batch);
    }
    const seeded = Date.now() - started;

    const plans = await runInDurableObject(stub, (_o: RatingsDO, state) => {
      const plan = (sql: string, ...args: unknown[]) => state.storage.sql.exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, ...args).toArray().map((r) => r.detail).join(' | ');
      return {
        first: plan('SELECT * FROM players ORDER BY neg_rating, id LIMIT ?', 51),
        next: plan('SELECT * FROM players WHERE (neg_rating, id) > (?, ?) ORDER BY neg_rating, id LIMIT ?', -1500, 'x', 51),
      };
    });
    for (const p of [plans.first, plans.next]) {
      expect(p).toMatch(/players_by_rating/);
      expect(p).not.toMatch(/TEMP B-TREE/);
    }
    expect(plans.next).toMatch(/SEARCH/);

    const timed = async (query: string): Promise<[Leaderboard, number]> => {
      const t0 = Date.now();
      const page = await json<Leaderboard>(await call(`/api/ratings/taleles-3${query}`));
      return [page, Date.now() - t0];
    };
    const [first, firstMs] = await timed('?limit=100');
    expect(first.total).toBe(PLAYERS);
    expect(first.players.map((r) => r.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    // Walk 500 pages of 100 (the first half of the list), then compare one deep page with the one before.
    let next = first.next!;
    let last = first;
    const walked = Date.now();
    for (let page = 2; page <= 500; page++) {
      last = await json<Leaderboard>(await call(`/api/ratings/taleles-3?limit=100&after=${next}`));
      next = last.next!;
    }
    const walkMs = Date.now() - walked;
    expect(last.players[0]!.rank).toBe(49_901);
    expect(last.players[99]!.rank).toBe(50_000);
    const [deep, deepMs] = await timed(`?limit=100&after=${next}`);
    expect(deep.players[0]!.rank).toBe(50_001);
    expect(deep.players[0]!.rating).toBeLessThanOrEqual(last.players[99]!.rating);
    console.log(JSON.stringify({ bench: 'leaderboard', players: PLAYERS, seedMs: seeded, firstPageMs: firstMs, pages2to500Ms: walkMs, perPageMs: +(walkMs / 499).toFixed(1), page501Ms: deepMs }));
  });
});
