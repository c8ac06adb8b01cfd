/**
 * Leaderboards and player pages (docs/ratings.md). Both are public: a rating is what a player earned at
 * tables anyone could watch or sit at, and a private table's match counts without being listed.
 */
import { Hono } from 'hono';
import { parseFormatKey, allFormats } from '../../shared/ratings/index.js';
import { FormatKeySchema, LeaderboardQuerySchema, type PlayerProfile } from '../../shared/protocol-ratings.js';
import type { Env } from '../env.js';
import { check } from '../http.js';
import { fail } from '../problem.js';
import { validCursor } from '../ratings/ratings-do.js';
import { ratingsStub } from '../ratings/report.js';

export const ratings = new Hono<{ Bindings: Env }>();

const PLAYER_ID = /^[a-z2-9]{16}$/;

ratings.get('/ratings/:format', async (c) => {
  const format = check(FormatKeySchema, c.req.param('format'));
  if (!parseFormatKey(format)) throw fail('NOT_FOUND', `there is no format "${format}" (a game and a number of players it is played by, e.g. tablanet-4)`);
  const query = check(LeaderboardQuerySchema, c.req.query());
  if (query.after !== undefined && !validCursor(query.after)) throw fail('VALIDATION_FAILED', 'after: pass the `next` of the previous page');
  const board = await ratingsStub(c.env, format, query.lobby).leaderboard(format, query.lobby, query.after, query.limit);
  return c.json(board);
});

ratings.get('/players/:id/profile', async (c) => {
  const id = c.req.param('id');
  if (!PLAYER_ID.test(id)) throw fail('NOT_FOUND', 'there is no player with this id');
  const [who, ...found] = await Promise.all([
    c.env.PLAYERS.get(c.env.PLAYERS.idFromName(id)).publicPlayer(),
    ...allFormats().map((format) => ratingsStub(c.env, format).player(id, format)),
  ]);
  if (!who) throw fail('NOT_FOUND', 'there is no player with this id');
  const profile: PlayerProfile = { id: who.id, name: who.name, ...(who.bot ? { bot: true } : {}), ratings: found.flatMap((r) => (r ? [r] : [])) };
  return c.json(profile);
});
