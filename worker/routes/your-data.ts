/**
 * Your data (docs/api.md §1b): the export of everything the service keeps about you, and deleting the
 * account — you become "former player" in finished games, open tables apply their absence policy at
 * once, and nothing of anybody else's is lost.
 */
import { Hono } from 'hono';
import { DeleteAccountBodySchema, type ExportResponse, type ExportTable } from '../../shared/protocol-accounts.js';
import type { Env } from '../env.js';
import { readJson, requireCaller } from '../http.js';
import { fail } from '../problem.js';
import type { TableRpc } from '../table/table-do.js';
import { tournamentStub } from '../tournament/env.js';
import { forgetTournament } from '../tournament/read-cache.js';
import { playerStub } from './sessions.js';

export const yourData = new Hono<{ Bindings: Env }>();

/** Tables asked at once while exporting. */
const EXPORT_PARALLEL = 6;

yourData.get('/me/export', async (c) => {
  const { player, session } = await requireCaller(c);
  const stub = playerStub(c, player.id);
  const [account, vacation, notifications] = await Promise.all([stub.exportAccount(session.id), stub.vacation(), stub.notificationSettings()]);
  if (!account) throw fail('UNAUTHORIZED', 'the player no longer exists');
  const tables: ExportTable[] = new Array<ExportTable>(account.tableIds.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < account.tableIds.length; i = next++) {
      const id = account.tableIds[i]!;
      const table = c.env.TABLES.get(c.env.TABLES.idFromName(id)) as unknown as TableRpc;
      try {
        const part = await table.exportFor(player.id);
        tables[i] = { ...part, id };
      } catch (e) {
        console.error(`export of ${player.id}: table ${id} could not be read`, e);
        tables[i] = { id, chat: [], missing: 'the table could not be read just now; export again later' };
      }
    }
  };
  await Promise.all(Array.from({ length: EXPORT_PARALLEL }, worker));
  const { vapidPublicKey: _, ...settings } = notifications;
  const body: ExportResponse = {
    exportedAt: new Date().toISOString(),
    player: account.player,
    sessions: account.sessions,
    passkeys: account.passkeys,
    vacation: { ...vacation },
    notifications: { ...settings },
    tables,
  };
  return c.json(body, 200, { 'content-disposition': `attachment; filename="stammtisch-${player.id}.json"`, 'cache-control': 'no-store' });
});

yourData.delete('/me', async (c) => {
  const { player } = await requireCaller(c);
  await readJson(c, DeleteAccountBodySchema);
  const tournamentIds = await playerStub(c, player.id).deleteAccount();
  if (!tournamentIds) throw fail('UNAUTHORIZED', 'the player no longer exists');
  // Their tournaments forget them too (entrants, standings, log); one that cannot be told is logged.
  const told = await Promise.allSettled(tournamentIds.map((id) => tournamentStub(c.env, id).forgetPlayer(player.id, player.name)));
  told.forEach((r, i) => {
    if (r.status === 'rejected') console.error(`delete of ${player.id}: tournament ${tournamentIds[i]} could not be told`, r.reason);
  });
  // Nor do their cached anonymous pages keep the name (tournament/read-cache.ts).
  await Promise.all(tournamentIds.map((id) => forgetTournament(new URL(c.req.url).origin, id)));
  return c.body(null, 204);
});
