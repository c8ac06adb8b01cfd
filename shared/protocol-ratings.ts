/**
 * Wire schemas of ratings (docs/ratings.md): leaderboards per game and format, global and per club
 * lobby, and a player's public page. `shared/protocol.ts` does not re-export these.
 */
import * as v from 'valibot';
import { CorrTableSummarySchema } from './protocol-correspondence.js';

const iso = (description: string) => v.pipe(v.string(), v.description(`${description} (ISO time)`));

export const FormatKeySchema = v.pipe(
  v.string(),
  v.regex(/^(taleles|tablanet|tarock|tarot)-[2-5]$/, 'a game and its number of players, e.g. tablanet-4'),
  v.description('Game and number of players, e.g. `tablanet-4`, `tarot-5`'),
);

export const LeaderboardQuerySchema = v.object({
  lobby: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a lobby name'))),
  after: v.optional(v.pipe(v.string(), v.maxLength(200))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)), '50'),
});

export const LeaderboardRowSchema = v.object({
  rank: v.pipe(v.number(), v.description('1 = the highest rating on this leaderboard')),
  player: v.pipe(v.string(), v.description('Player id')),
  name: v.string(),
  rating: v.pipe(v.number(), v.description('The shown rating: 1000 + 40 · (μ − 3σ), rounded')),
  provisional: v.pipe(v.boolean(), v.description('Fewer rated matches than the method needs to be sure (docs/ratings.md)')),
  matches: v.pipe(v.number(), v.description('Rated matches played in this format')),
  firsts: v.pipe(v.number(), v.description('Rated matches finished first (shared firsts count)')),
});

export const LeaderboardSchema = v.object({
  format: v.string(),
  lobby: v.optional(v.pipe(v.string(), v.description('The club lobby whose ladder this is (matches at its tables only)'))),
  players: v.array(LeaderboardRowSchema),
  total: v.pipe(v.number(), v.description('Rated players on this leaderboard')),
  next: v.nullable(v.pipe(v.string(), v.description('Pass as `after` for the next page; null on the last'))),
});

export const RatingPointSchema = v.object({
  at: iso('When the match ended'),
  rating: v.pipe(v.number(), v.description('The shown rating after the match')),
});

export const RatedMatchSchema = v.object({
  table: v.pipe(v.string(), v.description('Table id')),
  at: iso('When the match ended'),
  rank: v.pipe(v.number(), v.description('Your place (1 = first)')),
  seats: v.number(),
  players: v.array(v.object({ id: v.string(), name: v.string(), rank: v.number() })),
  before: v.number(),
  after: v.number(),
  counted: v.pipe(v.boolean(), v.description('False when a stand-in played too many of the moves of your side (unrated for it)')),
});

export const FormatRatingSchema = v.object({
  format: v.string(),
  rating: v.number(),
  provisional: v.boolean(),
  matches: v.number(),
  firsts: v.number(),
  rank: v.pipe(v.number(), v.description('Place on the global leaderboard of the format')),
  history: v.pipe(v.array(RatingPointSchema), v.description('Rating after each rated match, oldest first (the latest 100)')),
  recent: v.pipe(v.array(RatedMatchSchema), v.description('The latest rated matches at public tables, newest first (private ones count but are not listed)')),
});

export const GameStatsSchema = v.object({
  game: v.pipe(v.string(), v.description('Game id (all of its formats together)')),
  matches: v.pipe(v.number(), v.description('Finished matches, rated and casual, private ones included')),
  wins: v.pipe(v.number(), v.description('Matches finished first (a shared first counts)')),
  forfeits: v.pipe(v.number(), v.description('Matches this player lost by forfeit (their time ran out)')),
  averageScore: v.pipe(v.number(), v.description('Mean final match score (one decimal)')),
  deals: v.pipe(v.number(), v.description('Deals (Tablanet: hands) played to their end')),
  moves: v.number(),
  moveSeconds: v.pipe(
    v.nullable(v.number()),
    v.description('Median time per move in seconds, from the turn reaching the player to their move (to within a factor of √2)'),
  ),
  counts: v.pipe(
    v.record(v.string(), v.number()),
    v.description(
      'What players of the game count: tarot `taken.<contract>`, `made.<contract>`, `petitAuBout`; tarock `played.<contract>`, ' +
        '`won.<contract>`, `premiums`; taleles `trumps`, `trumpsWon`, `kontras`, `kontrasWon`, `pitsch`, `pitschMade`; tablanet `tablas`',
    ),
  ),
});


export const PlayerProfileSchema = v.object({
  id: v.string(),
  name: v.string(),
  bot: v.optional(v.pipe(v.literal(true), v.description('A bot account (POST /api/me/bot)'))),
  ratings: v.array(FormatRatingSchema),
  stats: v.pipe(v.array(GameStatsSchema), v.description('Per game, every finished match counted once when it ended')),
});

export type LeaderboardQuery = v.InferOutput<typeof LeaderboardQuerySchema>;
export type LeaderboardRow = v.InferOutput<typeof LeaderboardRowSchema>;
export type Leaderboard = v.InferOutput<typeof LeaderboardSchema>;
export type RatedMatchWire = v.InferOutput<typeof RatedMatchSchema>;
export type FormatRating = v.InferOutput<typeof FormatRatingSchema>;
export type PlayerProfile = v.InferOutput<typeof PlayerProfileSchema>;

export type GameStats = v.InferOutput<typeof GameStatsSchema>;

/** What the lobby adds to a waiting table: the ratings of the people seated at it, in its format. */
export const TableRatingsSchema = v.object({
  format: v.pipe(v.string(), v.description('The game and format whose global leaderboard the ratings come from')),
  seats: v.pipe(
    v.array(v.nullable(v.object({ player: v.string(), rating: v.number(), provisional: v.boolean() }))),
    v.description('Per seat: the seated person\'s shown rating (a player not rated yet shows 1000, provisional); null for an empty seat or a bot'),
  ),
  average: v.pipe(v.nullable(v.number()), v.description('The mean rating of the people seated; null while nobody sits')),
});

export const LobbyTablesQuerySchema = v.strictObject({
  game: v.optional(v.string()),
  minRating: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'a whole number'), v.transform(Number))),
  maxRating: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'a whole number'), v.transform(Number))),
});

export type TableRatings = v.InferOutput<typeof TableRatingsSchema>;
export type LobbyTablesQuery = v.InferOutput<typeof LobbyTablesQuerySchema>;

/** A waiting table of a lobby, with its seated people's ratings. */
export const RatedTableSummarySchema = v.object({ ...CorrTableSummarySchema.entries, ratings: TableRatingsSchema });

export const LobbyTablesResponseSchema = v.object({ tables: v.array(RatedTableSummarySchema) });

export const SuggestionSchema = v.object({
  table: RatedTableSummarySchema,
  yourRating: v.pipe(v.number(), v.description('Your shown rating in the table\'s format (1000 while you are not rated in it)')),
  distance: v.pipe(v.number(), v.description('How far the seated people\'s average is from your rating')),
});

export const SuggestionsResponseSchema = v.object({
  suggestions: v.pipe(v.array(SuggestionSchema), v.description('Nearest first; at most 5, none further than 150 points away')),
});

export const SuggestionsQuerySchema = v.strictObject({
  lobby: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a lobby name')), 'public'),
  games: v.optional(v.picklist(['played'])),
});

export type LobbyTablesResponse = v.InferOutput<typeof LobbyTablesResponseSchema>;
export type RatedTableSummary = v.InferOutput<typeof RatedTableSummarySchema>;
export type SuggestionsResponse = v.InferOutput<typeof SuggestionsResponseSchema>;
