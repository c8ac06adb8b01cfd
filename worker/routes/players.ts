/** Identity without passwords: a player gets a bearer token once (their first session); only its hash is kept. */
import { Hono } from 'hono';
import { CreatePlayerBodySchema, type CreatePlayerResponse } from '../../shared/protocol.js';
import { deviceName } from '../auth/device-name.js';
import { hashSecret, newToken } from '../auth/tokens.js';
import { randomId } from '../crypto.js';
import type { Env } from '../env.js';
import { check, rateLimit, readJson, requirePlayer } from '../http.js';
import { getGame } from '../../shared/index.js';
import { type MyTablesResponse, MyTablesQuerySchema } from '../../shared/protocol-correspondence.js';
import { fail } from '../problem.js';

export const players = new Hono<{ Bindings: Env }>();

players.post('/players', async (c) => {
  rateLimit(c, 'players');
  const { name } = await readJson(c, CreatePlayerBodySchema);
  // A fresh random id is practically never taken; the loop only guards against the impossible.
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = randomId(16);
    const token = newToken(id);
    const first = { tokenHash: await hashSecret(token), name: deviceName(c.req.header('user-agent')), kind: 'device', via: 'name' } as const;
    const created = await c.env.PLAYERS.get(c.env.PLAYERS.idFromName(id)).create(id, name, first);
    if (created) return c.json({ player: { id, name }, token } satisfies CreatePlayerResponse, 201);
  }
  throw fail('INTERNAL', 'could not allocate a player id');
});

players.get('/me', async (c) => c.json(await requirePlayer(c)));

/**
 * Your tables by urgency (player-do.ts), filtered by `status` and `game`, a page of `limit` at a time.
 * The cursor is a position in that order: a turn taken between two pages may move a table across it.
 */
players.get('/me/tables', async (c) => {
  const me = await requirePlayer(c);
  const query = check(MyTablesQuerySchema, c.req.query());
  if (query.game !== undefined && !getGame(query.game)) throw fail('UNKNOWN_GAME', `there is no game "${query.game}" (see GET /api/games)`);
  // (The RPC type of the summaries loses its shape through the stub's generics; it is plain JSON.)
  const all = (await c.env.PLAYERS.get(c.env.PLAYERS.idFromName(me.id)).tables()) as unknown as MyTablesResponse['tables'];
  const chosen = all.filter((t) => (query.status === undefined || t.status === query.status) && (query.game === undefined || t.game === query.game));
  const from = query.cursor === undefined ? 0 : Number(query.cursor.slice(1));
  const tables = chosen.slice(from, from + query.limit);
  const more = from + query.limit < chosen.length;
  return c.json({ tables, ...(more ? { next: `p${from + query.limit}` } : {}) } as MyTablesResponse);
});
