/**
 * Sessions (docs/api.md §1): list the player's signed-in devices and API clients, give an API client a
 * token with fewer scopes, revoke one (its sockets close at once), rotate the caller's own token, and
 * the single-use socket tickets browsers open table sockets with.
 */
import { Hono } from 'hono';
import { CreateSessionBodySchema, type SessionsResponse, type TokenResponse, type WsTicketResponse } from '../../shared/protocol-accounts.js';
import { hasScope } from '../auth/scopes.js';
import { hashSecret, newTicket, newToken } from '../auth/tokens.js';
import type { Env } from '../env.js';
import { type Ctx, readJson, requireCaller } from '../http.js';
import { fail } from '../problem.js';

export const sessions = new Hono<{ Bindings: Env }>();

const TABLE_ID = /^[a-z2-9]{12}$/;
const SESSION_ID = /^[a-z2-9]{12}$/;

export const playerStub = (c: Ctx, id: string) => c.env.PLAYERS.get(c.env.PLAYERS.idFromName(id));

sessions.get('/me/sessions', async (c) => {
  const { player, session } = await requireCaller(c);
  return c.json({ sessions: await playerStub(c, player.id).listSessions(session.id) } satisfies SessionsResponse);
});

sessions.post('/me/sessions', async (c) => {
  const { player, session } = await requireCaller(c);
  const body = await readJson(c, CreateSessionBodySchema);
  const more = body.scopes.filter((s) => !hasScope(session.scopes, s));
  if (more.length > 0) throw fail('INSUFFICIENT_SCOPE', `a token can only give scopes it holds itself: this one lacks ${more.join(', ')}`);
  const token = newToken(player.id);
  const made = await playerStub(c, player.id).addSession({ tokenHash: await hashSecret(token), name: body.name, kind: 'api', via: 'token', scopes: body.scopes }, token);
  if (!made) throw fail('UNAUTHORIZED', 'the player no longer exists');
  return c.json(made satisfies TokenResponse, 201);
});

/** Signs the caller's own session out (any scope may do that). */
sessions.delete('/me/sessions/current', async (c) => {
  const { player, session } = await requireCaller(c);
  await playerStub(c, player.id).revokeSession(session.id);
  return c.body(null, 204);
});

sessions.delete('/me/sessions/:id', async (c) => {
  const { player } = await requireCaller(c);
  const id = c.req.param('id');
  if (!SESSION_ID.test(id) || !(await playerStub(c, player.id).revokeSession(id))) throw fail('NOT_FOUND', 'there is no such session');
  return c.body(null, 204);
});

/** A new token for the caller's own session; the one sent stops working at once. */
sessions.post('/me/sessions/rotate', async (c) => {
  const { player, session } = await requireCaller(c);
  const token = newToken(player.id);
  const rotated = await playerStub(c, player.id).rotateSession(session.id, await hashSecret(token));
  if (!rotated) throw fail('UNAUTHORIZED', 'this session was signed out meanwhile');
  return c.json({ player, session: { ...rotated, current: true }, token } satisfies TokenResponse);
});

/** A single-use ticket (≤ 60 s) to open this table's socket with `?ticket=`, so no long-lived token goes into a URL. */
sessions.post('/tables/:id/ws-ticket', async (c) => {
  const id = c.req.param('id');
  if (!TABLE_ID.test(id)) throw fail('NOT_FOUND', 'there is no table with this id');
  const { player, session } = await requireCaller(c);
  const ticket = newTicket(player.id);
  const expires = await playerStub(c, player.id).addTicket(await hashSecret(ticket), session.id, id);
  if (expires === null) throw fail('UNAUTHORIZED', 'this session was signed out meanwhile');
  return c.json({ ticket, expiresAt: new Date(expires).toISOString() } satisfies WsTicketResponse, 201);
});
