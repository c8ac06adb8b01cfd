/**
 * Leaderboards and player pages (docs/ratings.md). Both are public: a rating is what a player earned at
 * tables anyone could watch or sit at, and a private table's match counts without being listed.
 */
import { Hono } from 'hono';
import { parseFormatKey, allFormats } from '../../shared/ratings/index.js';
import { FormatKeySchema, LeaderboardQuerySchema, type PlayerProfile, type SuggestionsResponse, SuggestionsQuerySchema } from '../../shared/protocol-ratings.js';
import type { TableSummary } from '../../shared/protocol.js';
import type { Env } from '../env.js';
import { check, requirePlayer } from '../http.js';
import { cachedLobbyTables } from '../lobby-list.js';
import { apartOf, PRIVATE_LIST, withoutApart } from '../lobby-viewer.js';
import { NEW_PLAYER_RATING, type RatedSummary } from '../ratings/lobby-ratings.js';
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
  const player = c.env.PLAYERS.get(c.env.PLAYERS.idFromName(id));
  const [who, stats, ...found] = await Promise.all([
    player.publicPlayer(),
    player.gameStats(),
    ...allFormats().map((format) => ratingsStub(c.env, format).player(id, format)),
  ]);
  if (!who) throw fail('NOT_FOUND', 'there is no player with this id');
  const profile: PlayerProfile = { id: who.id, name: who.name, ...(who.bot ? { bot: true } : {}), ratings: found.flatMap((r) => (r ? [r] : [])), stats };
  return c.json(profile);
});

/** How far from a player's rating a suggested table may be, and how many are suggested. */
const NEAR = 150;
const SUGGESTIONS = 5;

/**
 * Open tables near the caller's rating: the waiting tables of the lobby with a free seat whose seated
 * people are on average within 150 points of the caller's rating in the table's format (1000 where they
 * are not rated yet), nearest first. Tables they sit at already are left out, and so are those where
 * someone sits they are kept apart from (a block either way, worker/lobby-viewer.ts). With
 * `games=played`, only tables of the games they play ("my tables" asks so).
 */
ratings.get('/me/suggestions', async (c) => {
  const me = await requirePlayer(c);
  const { lobby, games } = check(SuggestionsQuerySchema, c.req.query());
  const [body, apart, played] = await Promise.all([
    cachedLobbyTables(c.env, new URL(c.req.url).origin, lobby, undefined, (p) => c.executionCtx.waitUntil(p)),
    apartOf(c.env, me.id),
    games === 'played' ? playedGames(c.env, me.id) : undefined,
  ]);
  const listed = withoutApart((JSON.parse(body) as { tables: RatedSummary[] }).tables, me.id, apart);
  const rated = listed.filter((t) => hasFreeSeat(t) && !t.players.some((p) => p.playerId === me.id) && (played?.has(t.game) ?? true));
  const formats = [...new Set(rated.map((t) => t.ratings.format))];
  const mine = new Map(
    await Promise.all(formats.map(async (f) => [f, (await ratingsStub(c.env, f).ratingsOf([me.id]))[me.id]?.rating ?? NEW_PLAYER_RATING] as const)),
  );
  const suggestions = rated
    .flatMap((table) => {
      const yourRating = mine.get(table.ratings.format) ?? NEW_PLAYER_RATING;
      const average = table.ratings.average;
      if (average === null || Math.abs(average - yourRating) > NEAR) return [];
      return [{ table, yourRating, distance: Math.abs(average - yourRating) }];
    })
    .sort((a, b) => a.distance - b.distance)
    .slice(0, SUGGESTIONS);
  return c.json({ suggestions } satisfies SuggestionsResponse, 200, PRIVATE_LIST);
});

/** The games a player plays: those they have finished a match of (rated or casual) or sit at a table of. */
async function playedGames(env: Env, player: string): Promise<ReadonlySet<string>> {
  const stub = env.PLAYERS.get(env.PLAYERS.idFromName(player));
  // (The RPC type of the tables loses its shape through the stub's generics; it is plain JSON.)
  const [stats, seated] = await Promise.all([stub.gameStats(), stub.tables() as unknown as Promise<TableSummary[]>]);
  return new Set([...stats.filter((s) => s.matches > 0).map((s) => s.game), ...seated.map((t) => t.game)]);
}

/** Whether a seat is free: one nobody, no bot and no player holds. */
const hasFreeSeat = (t: RatedSummary): boolean => t.players.filter((p) => p.name !== undefined || p.bot || p.playerId !== undefined).length < t.seats;
