/** The rating routes of the OpenAPI document (worker/openapi.ts lists them with the others). */
import { LeaderboardSchema, LobbyTablesResponseSchema, PlayerProfileSchema, SuggestionsResponseSchema } from '../shared/protocol-ratings.js';
import type { RouteDoc } from './openapi.js';

export const RATING_SCHEMAS = {
  Leaderboard: LeaderboardSchema,
  PlayerProfile: PlayerProfileSchema,
  LobbyTablesResponse: LobbyTablesResponseSchema,
  SuggestionsResponse: SuggestionsResponseSchema,
} as const;

export const RATING_ROUTES: readonly RouteDoc[] = [
  {
    method: 'get', path: '/api/ratings/{format}', tag: 'Players', auth: 'none', ok: [200, 'Leaderboard'], errors: [404],
    params: [
      { name: 'format', in: 'path', required: true, description: 'Game and number of players, e.g. `tablanet-4`', schema: { type: 'string', pattern: '^(taleles|tablanet|tarock|tarot)-[2-5]$' } },
      { name: 'lobby', in: 'query', description: 'A club lobby: its own ladder, rated from the matches at its tables only', schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,39}$' } },
      { name: 'after', in: 'query', description: 'The `next` of the previous page', schema: { type: 'string', maxLength: 200 } },
      { name: 'limit', in: 'query', description: 'Rows per page (1–100, default 50)', schema: { type: 'integer', minimum: 1, maximum: 100 } },
    ],
    summary: 'Leaderboard of a game and format',
    description:
      'Rated players, highest rating first (equal ratings by player id), one page at a time: `next` leads to the next page. ' +
      'Ratings are Weng-Lin (Plackett-Luce) ratings shown as 1000 + 40 · (μ − 3σ); `provisional` until 10 rated matches (docs/ratings.md).',
  },
  {
    method: 'get', path: '/api/players/{id}/profile', tag: 'Players', auth: 'none', ok: [200, 'PlayerProfile'], errors: [404],
    params: [{ name: 'id', in: 'path', required: true, description: 'Player id', schema: { type: 'string', pattern: '^[a-z2-9]{16}$' } }],
    summary: 'A player\'s page',
    description:
      'The player\'s rating in every format they are rated in, its history (for a chart) and their latest rated matches at public tables. ' +
      'Matches at private tables count but are not listed. `stats`: per game, every finished match (rated or casual) added up when it ended.',
  },
  {
    method: 'get', path: '/api/me/suggestions', tag: 'Players', auth: 'required', ok: [200, 'SuggestionsResponse'], errors: [401, 422],
    params: [
      { name: 'lobby', in: 'query', description: 'The lobby to look in (default `public`)', schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,39}$' } },
      { name: 'games', in: 'query', description: '`played`: only tables of the games you play (you finished a match of, rated or casual, or sit at a table of)', schema: { type: 'string', enum: ['played'] } },
    ],
    summary: 'Open tables near your rating',
    description:
      'Waiting tables of the lobby with a free seat whose seated people are on average within 150 points of your rating in the table\'s format ' +
      '(1000 where you are not rated yet), nearest first, at most 5. Tables you sit at are left out, and so are tables where someone sits ' +
      'whom you blocked or who blocked you (you could not sit there).',
  },
];
