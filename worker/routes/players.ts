/** Identity without passwords: a player gets a bearer token once (their first session); only its hash is kept. */
import { Hono } from 'hono';
import { CreatePlayerBodySchema, type CreatePlayerResponse } from '../../shared/protocol.js';
import { deviceName } from '../auth/device-name.js';
import { hashSecret, newToken } from '../auth/tokens.js';
import { randomId } from '../crypto.js';
import type { Env } from '../env.js';
import { rateLimit, readJson, requirePlayer } from '../http.js';
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

players.get('/me/tables', async (c) => {
  const me = await requirePlayer(c);
  const tables = await c.env.PLAYERS.get(c.env.PLAYERS.idFromName(me.id)).tables();
  return c.json({ tables });
});
