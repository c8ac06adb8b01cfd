/**
 * Club tournaments (docs/tournaments.md): created and directed by one player, joined with an invitation,
 * read by anyone (the standings as JSON or CSV, for club websites). Each call goes to the Tournament object.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { getGame } from '../../shared/index.js';
import { AbsenceSchema, TimeControlSchema } from '../../shared/protocol-correspondence.js';
import { defaultScheme } from '../../shared/tournament/index.js';
import {
  CreateTournamentBodySchema,
  type CreateTournamentResponse,
  JoinTournamentBodySchema,
  ReplaceEntrantBodySchema,
  TableDecisionBodySchema,
} from '../../shared/tournament/protocol.js';
import { randomId } from '../crypto.js';
import type { Env } from '../env.js';
import { bearer, check, type Ctx, optionalPlayer, readJson, reply, requirePlayer } from '../http.js';
import { type Answer, ApiError, fail } from '../problem.js';
import { resolveOptions } from '../table/setup.js';
import { TOURNAMENT_ID, tournamentStub } from '../tournament/env.js';
import { cachedTournamentRead, forgetTournament, type TournamentRead } from '../tournament/read-cache.js';
import { playerStub } from './sessions.js';
import type { TournamentRpc } from '../tournament/tournament-do.js';

export const tournaments = new Hono<{ Bindings: Env }>();

/** A table by its id, or by its number in the tournament, `<round>.<table>` (e.g. `2.3`). */
const TABLE_REF = /^(?:[a-z2-9]{12}|\d{1,2}\.\d{1,3})$/;

function tournament(c: Ctx): TournamentRpc {
  const id = c.req.param('id') ?? '';
  if (!TOURNAMENT_ID.test(id)) throw fail('NOT_FOUND', 'there is no tournament with this id');
  return tournamentStub(c.env, id);
}

function tableParam(c: Ctx): string {
  const id = c.req.param('table') ?? '';
  if (!TABLE_REF.test(id)) throw fail('NOT_FOUND', 'this table is not part of the tournament');
  return id;
}

/** An anonymous read, served from the cache while it is fresh (tournament/read-cache.ts). */
async function cachedRead(c: Ctx, kind: TournamentRead, read: () => Promise<Answer<unknown>>): Promise<Response> {
  const got = await cachedTournamentRead(new URL(c.req.url).origin, c.req.param('id')!, kind, read, (p) => c.executionCtx.waitUntil(p));
  if (!got.ok) throw new ApiError(got.problem);
  return c.body(got.value, 200, { 'content-type': 'application/json' });
}

/** A change made here: anonymous readers of the tournament see it at once too. */
async function changed<T>(c: Ctx, a: Answer<T>): Promise<Answer<T>> {
  if (a.ok) await forgetTournament(new URL(c.req.url).origin, c.req.param('id')!);
  return a;
}

tournaments.post('/tournaments', async (c) => {
  const director = await requirePlayer(c);
  const body = await readJson(c, CreateTournamentBodySchema);
  const def = getGame(body.game);
  if (!def) throw fail('UNKNOWN_GAME', `there is no game "${body.game}" (see GET /api/games)`);
  if (!def.seatCounts.includes(body.tableSize)) {
    throw fail('BAD_SEATS', `${def.name} is played by ${def.seatCounts.join(', ')} players, not ${body.tableSize}`);
  }
  const resolved = resolveOptions(def, body);
  if (!resolved.ok) throw new ApiError(resolved.problem);
  // Every table gets the tournament's time control and absence policy, checked as POST /api/tables checks them.
  const timeControl = body.timeControl === undefined ? undefined : check(v.nullable(TimeControlSchema), body.timeControl);
  const absence = body.absence === undefined ? undefined : check(AbsenceSchema, body.absence);
  const id = randomId(12);
  const created = await tournamentStub(c.env, id).create({
    ...body,
    id,
    director,
    resolved: resolved.value,
    timeControl,
    absence,
    scheme: body.scheme ?? defaultScheme(def.id),
  });
  if (!created.ok) throw new ApiError(created.problem);
  await playerStub(c, director.id).noteTournament(id);
  const invite = created.value.invite!;
  const links = {
    page: `/tournaments/${id}`,
    join: `/tournaments/${id}?invite=${invite}`,
    standings: `/tournaments/${id}/standings`,
    csv: `/api/tournaments/${id}/standings.csv`,
  };
  return c.json({ tournament: created.value, invite, links } satisfies CreateTournamentResponse, 201);
});

tournaments.get('/tournaments/:id', async (c) => {
  const stub = tournament(c);
  if (bearer(c) === undefined) return cachedRead(c, 'view', () => stub.view(null));
  return reply(c, await stub.view(await optionalPlayer(c)));
});

tournaments.get('/tournaments/:id/standings', async (c) => {
  const stub = tournament(c);
  return cachedRead(c, 'standings', () => stub.standings());
});

tournaments.get('/tournaments/:id/standings.csv', async (c) => {
  const got = await tournament(c).csv();
  if (!got.ok) throw new ApiError(got.problem);
  const file = got.value.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim().replace(/\s+/g, '-') || 'standings';
  return c.body(got.value.csv, 200, {
    'content-type': 'text/csv; charset=utf-8; header=present',
    'content-disposition': `attachment; filename="${encodeURIComponent(file)}.csv"`,
  });
});

tournaments.post('/tournaments/:id/entrants', async (c) => {
  const stub = tournament(c);
  const player = await requirePlayer(c);
  const joined = await changed(c, await stub.join(player, await readJson(c, JoinTournamentBodySchema)));
  if (joined.ok) await playerStub(c, player.id).noteTournament(c.req.param('id'));
  return reply(c, joined);
});

tournaments.delete('/tournaments/:id/entrants/me', async (c) => {
  const stub = tournament(c);
  return reply(c, await changed(c, await stub.leave(await requirePlayer(c))));
});

tournaments.post('/tournaments/:id/rounds', async (c) => {
  const stub = tournament(c);
  const player = await requirePlayer(c);
  await readJson(c, TableDecisionBodySchema, true);
  return reply(c, await changed(c, await stub.startRound(player)), 201);
});

tournaments.post('/tournaments/:id/tables/:table/annul', async (c) => {
  const stub = tournament(c);
  const table = tableParam(c);
  const player = await requirePlayer(c);
  const { reason } = await readJson(c, TableDecisionBodySchema, true);
  return reply(c, await changed(c, await stub.annul(player, table, reason)));
});

tournaments.post('/tournaments/:id/tables/:table/replay', async (c) => {
  const stub = tournament(c);
  const table = tableParam(c);
  const player = await requirePlayer(c);
  const { reason } = await readJson(c, TableDecisionBodySchema, true);
  return reply(c, await changed(c, await stub.replay(player, table, reason)));
});

tournaments.post('/tournaments/:id/replace', async (c) => {
  const stub = tournament(c);
  const player = await requirePlayer(c);
  return reply(c, await changed(c, await stub.replace(player, await readJson(c, ReplaceEntrantBodySchema))));
});
