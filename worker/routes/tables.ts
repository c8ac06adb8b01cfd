/** Tables, seats, actions, the event feed, the record and the WebSocket: each forwarded to its Table object. */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ActionBodySchema,
  ClaimBodySchema,
  EventsQuerySchema,
  LobbyNameSchema,
  type Problem,
  RecordQuerySchema,
  type TableState,
  TakeSeatBodySchema,
} from '../../shared/protocol.js';
import {
  CorrCreateTableBodySchema as CreateTableBodySchema,
  type CorrCreateTableResponse as CreateTableResponse,
} from '../../shared/protocol-correspondence.js';
import { getGame } from '../../shared/index.js';
import { LobbyTablesQuerySchema } from '../../shared/protocol-ratings.js';
import { inRatingRange, type RatedSummary } from '../ratings/lobby-ratings.js';
import { randomId } from '../crypto.js';
import type { Env } from '../env.js';
import { bearer, check, type Ctx, optionalPlayer, readJson, reply, requirePlayer, verifyToken } from '../http.js';
import { refusedSocket } from '../auth/refused-socket.js';
import type { Caller } from '../auth/session-store.js';
import { hashSecret, playerOfToken, TICKET_PATTERN } from '../auth/tokens.js';
import { playerStub } from './sessions.js';
import { note } from '../observe/request-log.js';
import { type Answer, ApiError, fail } from '../problem.js';
import { INVITE_HEADER } from '../table/access.js';
import { CALLER_HEADER, type TableRpc } from '../table/table-do.js';
import { correspondence } from './correspondence.js';
import { cachedLobbyTables, forgetLobby } from '../lobby-list.js';
import { mayListIn } from './lobbies.js';
import { apartOf, PRIVATE_LIST, withoutApart } from '../lobby-viewer.js';

export const tables = new Hono<{ Bindings: Env }>();

// Pre-moves, chat, stand-ins, rematch, vacation and notifications (routes/correspondence.ts).
tables.route('/', correspondence);

const TABLE_ID = /^[a-z2-9]{12}$/;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** The Table object of `:id`; ids that cannot exist are refused without waking anything. */
function table(c: Ctx): TableRpc {
  const id = c.req.param('id') ?? '';
  if (!TABLE_ID.test(id)) throw fail('NOT_FOUND', 'there is no table with this id');
  return stubOf(c, id);
}

const stubOf = (c: Ctx, id: string): TableRpc => c.env.TABLES.get(c.env.TABLES.idFromName(id)) as unknown as TableRpc;

/**
 * The invitation code a reader brought (`?invite=`; null for none: a private table is then for its
 * players only, see table/access.ts) and the rest of the query, for the route's own schema.
 */
function readerQuery(c: Ctx): { invite: string | null; rest: Record<string, string> } {
  const { invite, ...rest } = c.req.query();
  if (invite !== undefined && invite.length > 80) throw fail('VALIDATION_FAILED', 'invite: at most 80 characters');
  return { invite: invite ?? null, rest };
}

function idempotencyKey(c: Ctx): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    throw fail('VALIDATION_FAILED', 'Idempotency-Key: 1 to 100 visible ASCII characters');
  }
  return key;
}

function seatParam(c: Ctx): number {
  const seat = c.req.param('seat') ?? '';
  if (!/^\d{1,2}$/.test(seat)) throw fail('NOT_FOUND', 'seats are numbered 0, 1, 2…');
  return Number(seat);
}

tables.post('/tables', async (c) => {
  const creator = await requirePlayer(c);
  const body = await readJson(c, CreateTableBodySchema);
  if (!getGame(body.game)) throw fail('UNKNOWN_GAME', `there is no game "${body.game}" (see GET /api/games)`);
  await mayListIn(c.env, body.lobby, body.visibility, creator.id);
  const id = randomId(12);
  const created = await stubOf(c, id).create({ ...body, id, creator });
  if (!created.ok) throw new ApiError(created.problem);
  await forgetLobby(new URL(c.req.url).origin, body.lobby);
  const { table: summary, invite, seedHash } = created.value;
  const links = { table: `/t/${id}`, join: `/t/${id}?invite=${invite}` };
  return c.json({ table: summary, invite, seedHash, links } satisfies CreateTableResponse, 201);
});

tables.get('/lobbies/:name/tables', async (c) => {
  const name = check(LobbyNameSchema, c.req.param('name'));
  const { game, minRating, maxRating } = check(LobbyTablesQuerySchema, c.req.query());
  if (game !== undefined && !getGame(game)) throw fail('UNKNOWN_GAME', `there is no game "${game}" (see GET /api/games)`);
  const viewer = await optionalPlayer(c);
  const [body, apart] = await Promise.all([
    cachedLobbyTables(c.env, new URL(c.req.url).origin, name, game, (p) => c.executionCtx.waitUntil(p)),
    viewer ? apartOf(c.env, viewer.id) : [],
  ]);
  if (minRating === undefined && maxRating === undefined && apart.length === 0) {
    return c.body(body, 200, { 'content-type': 'application/json', ...(viewer ? PRIVATE_LIST : {}) });
  }
  const { tables: listed } = JSON.parse(body) as { tables: RatedSummary[] };
  const shown = listed.filter((t) => inRatingRange(t, minRating, maxRating));
  return c.json({ tables: viewer ? withoutApart(shown, viewer.id, apart) : shown }, 200, viewer ? PRIVATE_LIST : {});
});

/** A seat taken or left changes the lists of the table's lobby: the caller sees the change at once. */
async function seatChanged(c: Ctx, a: Answer<TableState>): Promise<Answer<TableState>> {
  if (a.ok) await forgetLobby(new URL(c.req.url).origin, a.value.table.lobby);
  return a;
}

tables.get('/tables/:id', async (c) => {
  const stub = table(c);
  return reply(c, await stub.state(await optionalPlayer(c), readerQuery(c).invite));
});

/** Its creator deletes a table still waiting for players; it leaves the lobby and every list at once. */
tables.delete('/tables/:id', async (c) => {
  const stub = table(c);
  const deleted = await stub.deleteTable(await requirePlayer(c));
  if (!deleted.ok) throw new ApiError(deleted.problem);
  await forgetLobby(new URL(c.req.url).origin, deleted.value.lobby);
  return c.body(null, 204);
});

tables.post('/tables/:id/seats/:seat', async (c) => {
  const stub = table(c);
  const seat = seatParam(c);
  const player = await requirePlayer(c);
  const { invite } = await readJson(c, TakeSeatBodySchema, true);
  // Whom the player is kept apart from (a block either way) comes from their own object, in one read.
  const apart = await playerStub(c, player.id).apart();
  return reply(c, await seatChanged(c, await stub.takeSeat(player, seat, invite, apart)));
});

tables.delete('/tables/:id/seats/:seat', async (c) => {
  const stub = table(c);
  const seat = seatParam(c);
  return reply(c, await seatChanged(c, await stub.leaveSeat(await requirePlayer(c), seat)));
});

tables.post('/tables/:id/actions', async (c) => {
  const stub = table(c);
  const player = await requirePlayer(c);
  const body = await readJson(c, ActionBodySchema);
  return reply(c, noteMove(c, await stub.act(player, body, idempotencyKey(c))));
});

tables.post('/tables/:id/claim', async (c) => {
  const stub = table(c);
  const player = await requirePlayer(c);
  const body = await readJson(c, ClaimBodySchema);
  return reply(c, noteMove(c, await stub.claim(player, body, idempotencyKey(c))));
});

/** The request's log line names the table, its game, the seq the move reached and the seat (observe/request-log.ts). */
function noteMove(c: Ctx, a: Answer<TableState>): Answer<TableState> {
  const state = a.ok ? a.value : a.problem.state;
  if (state) note(c.req.raw, { table: state.table.id, game: state.table.game, seq: state.seq, ...(state.yourSeat === null ? {} : { seat: state.yourSeat }) });
  return a;
}

tables.get('/tables/:id/events', async (c) => {
  const stub = table(c);
  const { invite, rest } = readerQuery(c);
  const { after, wait } = check(EventsQuerySchema, rest);
  return reply(c, await stub.events(await optionalPlayer(c), after, wait, invite));
});

tables.get('/tables/:id/record', async (c) => {
  const stub = table(c);
  const { invite, rest } = readerQuery(c);
  const { format } = check(RecordQuerySchema, rest);
  const rec = await stub.record(await optionalPlayer(c), invite);
  if (!rec.ok || format === 'json') return reply(c, rec);
  const { actions, ...header } = rec.value;
  const lines = [JSON.stringify(header), ...actions.map((a) => JSON.stringify(a))];
  return c.body(`${lines.join('\n')}\n`, 200, { 'content-type': 'application/x-ndjson; charset=utf-8' });
});

/**
 * The table's socket. A request that is no upgrade gets 426; a refused upgrade is accepted, told why
 * in an error frame and closed with 4401/4403/4404 (auth/refused-socket.ts). Who connects: a
 * single-use `?ticket=` (browsers), `Authorization: Bearer` (other clients), the deprecated
 * `?token=`, or nobody (a spectator). Good ones go to the table raw, with the verified caller.
 */
tables.get('/tables/:id/ws', async (c) => {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw fail('UPGRADE_REQUIRED', 'this route speaks WebSocket: send "Upgrade: websocket"');
  }
  try {
    const stub = table(c);
    const id = c.req.param('id');
    const { invite, rest } = readerQuery(c);
    const query = check(SocketQuerySchema, rest);
    const caller = await socketCaller(c, id, query);
    const req = new Request(c.req.raw);
    req.headers.delete(CALLER_HEADER);
    req.headers.delete(INVITE_HEADER);
    if (caller) req.headers.set(CALLER_HEADER, JSON.stringify(caller));
    req.headers.set(INVITE_HEADER, invite ?? '');
    const res = await stub.fetch(req);
    if (res.status === 101) return res;
    return refusedSocket((await res.json()) as Problem);
  } catch (e) {
    if (e instanceof ApiError) return refusedSocket(e.problem);
    throw e;
  }
});

const SocketQuerySchema = v.object({
  ticket: v.optional(v.pipe(v.string(), v.maxLength(200))),
  token: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

async function socketCaller(c: Ctx, tableId: string, query: v.InferOutput<typeof SocketQuerySchema>): Promise<Caller | null> {
  if (query.ticket !== undefined) {
    const playerId = playerOfToken(query.ticket, TICKET_PATTERN);
    const caller = playerId && (await playerStub(c, playerId).redeemTicket(await hashSecret(query.ticket), tableId));
    if (!caller) throw fail('UNAUTHORIZED', 'the ticket is not valid: a ticket opens one socket, at its table, within 60 s');
    return caller;
  }
  const token = query.token ?? bearer(c);
  if (token === undefined) return null;
  const caller = await verifyToken(c.env, token, tableId);
  if (!caller) throw fail('UNAUTHORIZED', 'the token is not valid (it may have been signed out or replaced)');
  return caller;
}
