/**
 * Club lobbies (docs/api.md, "Club lobbies"): a club claims its lobby name, then only the owner and the
 * members the owner names may list tables there. Each call goes to the Lobby object of that name.
 */
import { Hono } from 'hono';
import { LobbyNameSchema, PutLobbyMembersBodySchema } from '../../shared/protocol.js';
import type { Env } from '../env.js';
import { check, type Ctx, optionalPlayer, readJson, reply, requirePlayer } from '../http.js';
import { forgetLobby, lobbyRoot as lobbyStub } from '../lobby-list.js';
import { fail } from '../problem.js';

export const lobbies = new Hono<{ Bindings: Env }>();

function lobbyName(c: Ctx): string {
  return check(LobbyNameSchema, c.req.param('name'));
}

/**
 * Refuses to list a table in a claimed lobby for anyone but its owner and members (the lobby checks it
 * again when it lists the table). Private tables are never listed, so they may name any lobby.
 */
export async function mayListIn(env: Env, lobby: string, visibility: string, playerId: string): Promise<void> {
  if (lobby === 'public') return;
  // A member the club's owner muted makes no table in its lobby, private ones included.
  if (await lobbyStub(env, lobby).isMuted(playerId)) throw fail('MUTED', `the owner of the club "${lobby}" muted you: you cannot create tables in its lobby`);
  if (visibility !== 'public') return;
  if (!(await lobbyStub(env, lobby).mayList(playerId))) {
    throw fail('FORBIDDEN', `the lobby "${lobby}" belongs to a club: only its owner and members list tables there`);
  }
}

lobbies.get('/lobbies/:name', async (c) => {
  const name = lobbyName(c);
  return c.json(await lobbyStub(c.env, name).info(name, await optionalPlayer(c)));
});

lobbies.post('/lobbies/:name/claim', async (c) => {
  const name = lobbyName(c);
  const claimed = await lobbyStub(c.env, name).claim(name, await requirePlayer(c));
  await forgetLobby(new URL(c.req.url).origin, name);
  return reply(c, claimed);
});

lobbies.put('/lobbies/:name/members', async (c) => {
  const name = lobbyName(c);
  const player = await requirePlayer(c);
  const { members } = await readJson(c, PutLobbyMembersBodySchema);
  const named = await lobbyStub(c.env, name).setMembers(name, player, members);
  await forgetLobby(new URL(c.req.url).origin, name);
  return reply(c, named);
});
