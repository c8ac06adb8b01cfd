/**
 * Blocking, reports and a club's mutes (docs/api.md, "Blocking, reports and mutes"). Blocks live in
 * both players' objects (platform/blocks.ts); reports and mutes in the Lobby root whose operator acts
 * on them: a claimed club lobby's owner, or for everything else the site's operators ("public").
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { LobbyNameSchema, type Player } from '../../shared/protocol.js';
import {
  type CreateReportBody,
  CreateReportBodySchema,
  type CreateReportResponse,
  HandleReportBodySchema,
  type Report,
  type ReportedLine,
  ReportsQuerySchema,
} from '../../shared/protocol-moderation.js';
import { randomId } from '../crypto.js';
import type { Env } from '../env.js';
import { check, type Ctx, readJson, reply, requirePlayer } from '../http.js';
import { forgetLobby, lobbyRoot } from '../lobby-list.js';
import { ApiError, fail, problem } from '../problem.js';
import type { TableRpc } from '../table/table-do.js';
import { playerStub } from './sessions.js';

export const moderation = new Hono<{ Bindings: Env }>();

const PlayerIdSchema = v.pipe(v.string(), v.regex(/^[a-z2-9]{16}$/, 'a player id: 16 characters a–z, 2–9'));
const ReportIdSchema = v.pipe(v.string(), v.regex(/^[a-z2-9]{12}$/, 'a report id: 12 characters a–z, 2–9'));

function otherPlayer(c: Ctx, me: string): string {
  const id = check(PlayerIdSchema, c.req.param('id'));
  if (id === me) throw fail('BAD_REQUEST', 'that is you');
  return id;
}

/** Whether `playerId` is one of the site's operators (OPERATOR_IDS, comma-separated player ids). */
export function isOperator(env: Env, playerId: string): boolean {
  return (env.OPERATOR_IDS ?? '').split(',').map((s) => s.trim()).includes(playerId);
}

moderation.get('/me/blocks', async (c) => {
  const me = await requirePlayer(c);
  return c.json(await playerStub(c, me.id).blocks());
});

moderation.put('/me/blocks/:id', async (c) => {
  const me = await requirePlayer(c);
  const id = otherPlayer(c, me.id);
  const other = await playerStub(c, id).party();
  if (!other) throw fail('NOT_FOUND', `there is no player ${id}`);
  return reply(c, await playerStub(c, me.id).block({ id: other.id, name: other.name }));
});

moderation.delete('/me/blocks/:id', async (c) => {
  const me = await requirePlayer(c);
  return c.json(await playerStub(c, me.id).unblock(otherPlayer(c, me.id)));
});

/** Where a report is about: the table it happened at, and the chat line it names (with its snapshot). */
interface ReportPlace {
  readonly lobby: string;
  readonly table?: string;
  readonly chat?: ReportedLine;
}

/**
 * The reporter must be able to read the table they name; a chat line must be one the reported player
 * wrote there, and the report keeps what it said (the operator reads it even once the table is gone).
 */
async function placeOf(c: Ctx, me: Player, body: CreateReportBody): Promise<ReportPlace> {
  const table = body.chat?.table ?? body.table;
  if (table === undefined) return { lobby: 'public' };
  if (body.chat && body.table !== undefined && body.table !== body.chat.table) throw fail('BAD_REQUEST', 'table and chat.table name different tables');
  const stub = c.env.TABLES.get(c.env.TABLES.idFromName(table)) as unknown as TableRpc;
  if (!body.chat) {
    const state = await stub.state(me, null);
    if (!state.ok) throw fail('NOT_FOUND', `table: there is no table ${table} you can read`);
    return { lobby: state.value.table.lobby, table };
  }
  const found = await stub.chatLine(me, body.chat.line);
  if (!found.ok) throw fail('NOT_FOUND', `chat: there is no line ${body.chat.line} you can read at table ${table}`);
  if (found.value.author !== body.player) throw fail('BAD_REQUEST', `chat: line ${body.chat.line} was not written by ${body.player}`);
  const { text, at } = found.value.message;
  return { lobby: found.value.lobby, table, chat: { table, line: body.chat.line, text, at } };
}

/**
 * A report goes to the operator of the table's lobby when that is a claimed club lobby, else to the
 * site's operators.
 */
moderation.post('/reports', async (c) => {
  const me = await requirePlayer(c);
  const body = await readJson(c, CreateReportBodySchema);
  if (body.player === me.id) throw fail('BAD_REQUEST', 'you cannot report yourself');
  const reported = await playerStub(c, body.player).party();
  if (!reported) throw fail('NOT_FOUND', `there is no player ${body.player}`);
  const place = await placeOf(c, me, body);
  const wait = await playerStub(c, me.id).takeReport();
  if (wait > 0) throw new ApiError(problem('RATE_LIMITED', `too many reports; retry in ${wait} s`), { 'retry-after': String(wait) });
  let lobby = place.lobby;
  const report: Report = {
    id: randomId(12),
    at: new Date().toISOString(),
    reporter: { id: me.id, name: me.name },
    player: { id: reported.id, name: reported.name },
    reason: body.reason,
    ...(body.details ? { details: body.details } : {}),
    ...(place.table === undefined ? {} : { table: place.table }),
    ...(place.chat ? { chat: place.chat } : {}),
    lobby,
  };
  if (lobby !== 'public' && !(await lobbyRoot(c.env, lobby).addReport(lobby, report))) lobby = 'public';
  if (lobby === 'public') await lobbyRoot(c.env, 'public').addReport('public', { ...report, lobby });
  return c.json({ id: report.id, lobby } satisfies CreateReportResponse, 201);
});

moderation.get('/lobbies/:name/reports', async (c) => {
  const name = check(LobbyNameSchema, c.req.param('name'));
  const me = await requirePlayer(c);
  const { before, limit, state } = check(ReportsQuerySchema, c.req.query());
  return reply(c, await lobbyRoot(c.env, name).reports(name, me, isOperator(c.env, me.id), { before, limit, state }));
});

/** The lobby's operator marks a report handled, or open again. */
moderation.put('/lobbies/:name/reports/:id', async (c) => {
  const name = check(LobbyNameSchema, c.req.param('name'));
  const me = await requirePlayer(c);
  const id = check(ReportIdSchema, c.req.param('id'));
  const { handled } = await readJson(c, HandleReportBodySchema);
  return reply(c, await lobbyRoot(c.env, name).handleReport(name, me, isOperator(c.env, me.id), id, handled));
});

async function setMuted(c: Ctx, on: boolean): Promise<Response> {
  const name = check(LobbyNameSchema, c.req.param('name'));
  const me = await requirePlayer(c);
  const id = check(PlayerIdSchema, c.req.param('id'));
  const answered = await lobbyRoot(c.env, name).setMuted(name, me, id, on);
  await forgetLobby(new URL(c.req.url).origin, name);
  return reply(c, answered);
}

moderation.put('/lobbies/:name/mutes/:id', (c) => setMuted(c, true));
moderation.delete('/lobbies/:name/mutes/:id', (c) => setMuted(c, false));
