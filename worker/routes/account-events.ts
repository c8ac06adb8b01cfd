/**
 * The account event stream (docs/api.md, "Apps and bots"): a long poll, an NDJSON stream and a
 * socket, all three reading the same events from the caller's Player object (platform/account-events.ts).
 */
import { Hono } from 'hono';
import type { WsTicketResponse } from '../../shared/protocol-accounts.js';
import { AccountEventsQuerySchema, AccountSocketQuerySchema, AccountStreamQuerySchema } from '../../shared/protocol-platform.js';
import { refusedSocket } from '../auth/refused-socket.js';
import type { Caller } from '../auth/session-store.js';
import { hashSecret, newTicket, playerOfToken, TICKET_PATTERN } from '../auth/tokens.js';
import type { Env } from '../env.js';
import { bearer, check, checkScope, type Ctx, requireCaller, verifyToken } from '../http.js';
import { ACCOUNT_CALLER_HEADER } from '../player-do.js';
import { ApiError, fail } from '../problem.js';
import { playerStub } from './sessions.js';

export const accountEvents = new Hono<{ Bindings: Env }>();

/** What a ticket of the account socket is issued for (table tickets name a 12-character table id). */
const EVENTS_TICKET = 'events';

accountEvents.get('/me/events', async (c) => {
  const { player } = await requireCaller(c);
  const { after, wait } = check(AccountEventsQuerySchema, c.req.query());
  return c.json(await playerStub(c, player.id).accountEvents(after, wait));
});

accountEvents.get('/me/events/stream', async (c) => {
  const { player, session } = await requireCaller(c);
  const { after } = check(AccountStreamQuerySchema, c.req.query());
  const stream = await playerStub(c, player.id).accountStream(session.id, after);
  if (!stream) throw fail('UNAUTHORIZED', 'this session was signed out meanwhile');
  return new Response(stream, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' } });
});

accountEvents.post('/me/events/ws-ticket', async (c) => {
  const { player, session } = await requireCaller(c);
  const ticket = newTicket(player.id);
  const expires = await playerStub(c, player.id).addTicket(await hashSecret(ticket), session.id, EVENTS_TICKET);
  if (expires === null) throw fail('UNAUTHORIZED', 'this session was signed out meanwhile');
  return c.json({ ticket, expiresAt: new Date(expires).toISOString() } satisfies WsTicketResponse, 201);
});

/** The account's socket: by `Authorization: Bearer` or a single-use `?ticket=`; refusals as at a table's socket (4401). */
accountEvents.get('/me/events/ws', async (c) => {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw fail('UPGRADE_REQUIRED', 'this route speaks WebSocket: send "Upgrade: websocket"');
  }
  try {
    const { ticket, after } = check(AccountSocketQuerySchema, c.req.query());
    const caller = await socketCaller(c, ticket);
    const url = new URL(c.req.url);
    url.search = after === undefined ? '' : `?after=${after}`;
    const req = new Request(url, c.req.raw);
    req.headers.set(ACCOUNT_CALLER_HEADER, JSON.stringify(caller));
    const res = await playerStub(c, caller.player.id).fetch(req);
    if (res.status === 101) return res;
    throw fail('UNAUTHORIZED', 'this session was signed out meanwhile');
  } catch (e) {
    if (e instanceof ApiError) return refusedSocket(e.problem);
    throw e;
  }
});

async function socketCaller(c: Ctx, ticket: string | undefined): Promise<Caller> {
  if (ticket !== undefined) {
    const playerId = playerOfToken(ticket, TICKET_PATTERN);
    const caller = playerId && (await playerStub(c, playerId).redeemTicket(await hashSecret(ticket), EVENTS_TICKET));
    if (!caller) throw fail('UNAUTHORIZED', 'the ticket is not valid: a ticket opens one socket within 60 s');
    return caller;
  }
  const token = bearer(c);
  const caller = token === undefined ? null : await verifyToken(c.env, token);
  if (!caller) throw fail('UNAUTHORIZED', 'the account socket needs "Authorization: Bearer <token>" or ?ticket= (POST /api/me/events/ws-ticket)');
  checkScope(c, caller);
  return caller;
}
