/**
 * Per-game statistics on the player page (worker/stats): a finished match — casual too — is added to
 * each person's totals when it ends, once, however often the table reports it again.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { PlayerProfile } from '../../shared/protocol-ratings.js';
import type { CorrTableState } from '../../shared/protocol-correspondence.js';
import { statsOf } from '../../worker/stats/report.js';
import type { TableDO } from '../../worker/table/table-do.js';
import { call, json, newPlayer, newTable, playToEnd, stateOf } from './helpers.js';

async function statsWith(player: string, game: string): Promise<PlayerProfile> {
  for (let i = 0; i < 100; i++) {
    const profile = await json<PlayerProfile>(await call(`/api/players/${player}/profile`));
    if (profile.stats.some((s) => s.game === game)) return profile;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${game} statistics for ${player}`);
}

describe('per-game statistics', () => {
  it('a finished casual match is counted once for each player, with its result, deals, moves and move time', async () => {
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const created = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 1 } });
    const id = created.table.id;
    await json(await call(`/api/tables/${id}/seats/1`, { token: ben.token, raw: '' }));
    await playToEnd(id, [ana.token, ben.token]);
    const end = (await stateOf(id)) as CorrTableState;
    const profile = await statsWith(ana.player.id, 'tablanet');
    expect(profile.ratings).toEqual([]);
    const stats = profile.stats.find((s) => s.game === 'tablanet')!;
    expect(stats).toMatchObject({ matches: 1, wins: end.outcome!.ranks[0] === 1 ? 1 : 0, forfeits: 0, averageScore: end.outcome!.scores[0] });
    expect(stats.deals).toBeGreaterThan(0);
    expect(stats.moves).toBeGreaterThan(0);
    expect(stats.moveSeconds).not.toBeNull();

    // The table reports the same match again (a lost answer, the alarm's retry): nothing counts twice.
    const again = await runInDurableObject(env.TABLES.get(env.TABLES.idFromName(id)), (o: TableDO) => {
      const inner = o as unknown as { t: Parameters<typeof statsOf>[0]; store: { actionsAfter(a: number, b: number): Parameters<typeof statsOf>[1] } };
      return statsOf(inner.t, inner.store.actionsAfter(0, 1e9));
    });
    expect(again.map((s) => s.player).sort()).toEqual([ana.player.id, ben.player.id].sort());
    const mine = again.find((s) => s.player === ana.player.id)!;
    const counted = await Promise.all([0, 1].map(() => env.PLAYERS.get(env.PLAYERS.idFromName(ana.player.id)).addMatchStats(mine.entry)));
    expect(counted).toEqual([false, false]);
    const after = await json<PlayerProfile>(await call(`/api/players/${ana.player.id}/profile`));
    expect(after.stats.find((s) => s.game === 'tablanet')!.matches).toBe(1);
    // Ben's side of the same match.
    const bens = (await statsWith(ben.player.id, 'tablanet')).stats.find((s) => s.game === 'tablanet')!;
    expect(bens.matches).toBe(1);
    expect(bens.wins + stats.wins).toBeGreaterThanOrEqual(1);
  });
});
