/**
 * Wire schemas of club tournaments (docs/tournaments.md): what /api/tournaments/… accepts and answers.
 * `shared/protocol.ts` re-exports everything here; this file imports nothing from there, so that the
 * two never wait on each other when modules load.
 */
import * as v from 'valibot';
import { BOT_LEVELS } from '../bots/types.js';
import { TOURNAMENT_LINE_CODES } from './log-lines.js';
import { OutcomeResultSchema } from '../protocol-outcome.js';
import { SCHEMES } from './types.js';

const name = (max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, 'a name must not be empty'), v.maxLength(max, `a name has at most ${max} characters`));
const int = (min: number, max: number, description: string) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max), v.description(description));
const reason = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200), v.description('Why (shown in the log)')));

// ---------------------------------------------------------------------------------------------------
// Requests (strict: unknown fields are rejected)

export const CreateTournamentBodySchema = v.strictObject({
  name: v.pipe(name(60), v.description('The tournament\'s name, e.g. "Winter cup 2027"')),
  game: v.pipe(v.string(), v.maxLength(40), v.description('Game id from GET /api/games')),
  profile: v.optional(v.pipe(v.string(), v.maxLength(80), v.description('A house-rule profile id; `options` override it'))),
  options: v.optional(v.pipe(v.record(v.string(), v.unknown()), v.description('Game options for every table; defaults fill the rest'))),
  tableSize: int(2, 5, 'Players per table'),
  rounds: int(1, 50, 'Number of rounds'),
  teamSize: v.optional(v.pipe(v.picklist([1, 2, 4]), v.description('1: players enter alone; 2 or 4: teams whose members never share a table')), 1),
  duplicate: v.optional(v.pipe(v.boolean(), v.description('Every table of a round plays the same deals, seat for seat')), false),
  botsFill: v.optional(
    v.pipe(v.boolean(), v.description('When the entrants do not fill the last table, bots take the empty seats instead of byes')),
    false,
  ),
  scheme: v.optional(
    v.pipe(v.picklist(SCHEMES), v.description('Ranking: total points, match wins then points, or placement points (default by game)')),
  ),
  roundDays: v.optional(int(1, 365, 'Days each round may last; at the deadline the tables\' absence policy finishes them')),
  // Checked by the route against the table schemas of shared/protocol-correspondence.ts, which this
  // file cannot import (that file imports protocol.ts, which re-exports this one).
  timeControl: v.optional(
    v.pipe(v.nullable(v.record(v.string(), v.unknown())), v.description('Time control of every table, as `timeControl` of POST /api/tables')),
  ),
  absence: v.optional(v.pipe(v.record(v.string(), v.unknown()), v.description('Absence policy of every table, as `absence` of POST /api/tables'))),
  botLevel: v.optional(v.pipe(v.picklist(BOT_LEVELS), v.description('Strength of the bots filling seats and of stand-ins'))),
});

export const JoinTournamentBodySchema = v.strictObject({
  invite: v.pipe(v.string(), v.maxLength(80), v.description('The invitation code from the director\'s link')),
  team: v.optional(v.pipe(name(40), v.description('Team name (tournaments of teams): the first to name it founds it'))),
});

export const ReplaceEntrantBodySchema = v.strictObject({
  entrant: v.pipe(v.string(), v.maxLength(20), v.description('The entrant (slot) to hand over')),
  by: v.pipe(v.string(), v.maxLength(40), v.description('Player id of a reserve who joined with the invitation')),
  reason,
});

export const TableDecisionBodySchema = v.strictObject({ reason });

// ---------------------------------------------------------------------------------------------------
// Answers

export const TournamentStatusSchema = v.picklist(['open', 'running', 'finished']);
export const TournamentTableStatusSchema = v.picklist(['playing', 'finished', 'annulled', 'replaced']);

export const EntrantSchema = v.object({
  id: v.pipe(v.string(), v.description('Entrant (slot) id; it stays when the director replaces the player')),
  playerId: v.string(),
  name: v.string(),
  team: v.optional(v.string()),
  bot: v.optional(v.pipe(v.literal(true), v.description('A bot account (POST /api/me/bot) plays this entrant'))),
});

export const TournamentTableSchema = v.object({
  index: v.pipe(v.number(), v.description('Table number in its round, from 1')),
  id: v.pipe(
    v.nullable(v.string()),
    v.description('Table id; null while a duplicate round is open for every table but the reader\'s own (the deals are the same everywhere)'),
  ),
  status: v.pipe(
    TournamentTableStatusSchema,
    v.description('A table held back (a duplicate round still open, not the reader\'s) shows "playing" until the round closes'),
  ),
  seats: v.array(
    v.object({
      entrant: v.pipe(v.nullable(v.string()), v.description('null: one of the tournament\'s own bots fills the seat')),
      name: v.string(),
      botAccount: v.optional(v.pipe(v.literal(true), v.description('The entrant at this seat is a bot account (POST /api/me/bot)'))),
    }),
  ),
  progress: v.optional(
    v.object({
      seq: v.pipe(v.number(), v.description('Actions played')),
      deal: v.optional(v.number()),
      toAct: v.array(v.number()),
      updatedAt: v.string(),
    }),
  ),
  outcome: v.optional(
    v.object({
      scores: v.array(v.number()),
      winners: v.array(v.number()),
      ranks: v.array(v.number()),
      result: v.optional(v.pipe(OutcomeResultSchema, v.description('How the match ended, as a code (absent for tables that ended before the codes)'))),
      summary: v.string(),
    }),
  ),
  replacedBy: v.optional(v.string()),
  invite: v.optional(v.pipe(v.string(), v.description('The (private) table\'s invitation code, for the director to watch it'))),
});

export const TournamentRoundSchema = v.object({
  round: v.number(),
  startedAt: v.string(),
  deadline: v.optional(v.string()),
  closedAt: v.optional(v.string()),
  byes: v.array(v.string()),
  tables: v.array(TournamentTableSchema),
});

export const TournamentLogEntrySchema = v.object({
  seq: v.number(),
  at: v.string(),
  actor: v.string(),
  action: v.string(),
  detail: v.pipe(v.string(), v.description('What happened, in English')),
  line: v.optional(
    v.pipe(
      v.object({
        code: v.picklist(TOURNAMENT_LINE_CODES),
        params: v.record(v.string(), v.union([v.string(), v.number()])),
      }),
      v.description(
        'The same line as a code with parameters, for rendering in the reader\'s language (`names`: names joined by a line break; `tables`: table numbers joined by commas; `reason`: the director\'s words as written). Lines written before codes existed have only `detail`.',
      ),
    ),
  ),
});

const TotalsSchema = v.object({
  matchPoints: v.number(),
  placement: v.number(),
  points: v.number(),
  relative: v.number(),
  firsts: v.number(),
});

export const StandingsSchema = v.object({
  scheme: v.picklist(SCHEMES),
  duplicate: v.boolean(),
  order: v.pipe(v.array(v.string()), v.description('The ranking measure, then the tie-breaks in order')),
  rows: v.array(
    v.object({
      rank: v.number(),
      id: v.string(),
      name: v.string(),
      team: v.optional(v.string()),
      bot: v.optional(v.pipe(v.literal(true), v.description('A bot account (POST /api/me/bot) plays this entrant'))),
      played: v.number(),
      byes: v.number(),
      totals: TotalsSchema,
      rounds: v.array(v.number()),
    }),
  ),
  teams: v.array(v.object({ rank: v.number(), team: v.string(), members: v.array(v.string()), totals: TotalsSchema })),
});

export const StandingsResponseSchema = v.object({
  tournament: v.object({
    id: v.string(),
    name: v.string(),
    game: v.string(),
    status: TournamentStatusSchema,
    rounds: v.pipe(v.number(), v.description('Rounds planned')),
    round: v.pipe(v.number(), v.description('Rounds started')),
    complete: v.pipe(v.number(), v.description('Rounds complete')),
  }),
  standings: StandingsSchema,
});

export const TournamentSchema = v.object({
  id: v.string(),
  name: v.string(),
  game: v.string(),
  profile: v.optional(v.object({ id: v.string(), version: v.number(), name: v.string(), modified: v.boolean() })),
  options: v.record(v.string(), v.unknown()),
  tableSize: v.number(),
  rounds: v.pipe(v.number(), v.description('Rounds planned')),
  teamSize: v.number(),
  duplicate: v.boolean(),
  botsFill: v.boolean(),
  scheme: v.picklist(SCHEMES),
  roundDays: v.optional(v.number()),
  timeControl: v.optional(v.unknown()),
  absence: v.optional(v.unknown()),
  botLevel: v.optional(v.picklist(BOT_LEVELS)),
  status: TournamentStatusSchema,
  director: v.object({ id: v.string(), name: v.string() }),
  createdAt: v.string(),
  entrants: v.array(EntrantSchema),
  reserves: v.pipe(v.array(v.object({ id: v.string(), name: v.string() })), v.description('Players who joined after the start')),
  played: v.pipe(v.array(TournamentRoundSchema), v.description('The rounds started so far')),
  log: v.array(TournamentLogEntrySchema),
  standings: StandingsSchema,
  youDirect: v.optional(v.boolean()),
  yourEntrant: v.optional(v.string()),
  invite: v.optional(v.pipe(v.string(), v.description('The invitation code (the director only)'))),
});

export const CreateTournamentResponseSchema = v.object({
  tournament: TournamentSchema,
  invite: v.string(),
  links: v.object({ page: v.string(), join: v.string(), standings: v.string(), csv: v.string() }),
});

export type CreateTournamentBody = v.InferOutput<typeof CreateTournamentBodySchema>;
export type JoinTournamentBody = v.InferOutput<typeof JoinTournamentBodySchema>;
export type ReplaceEntrantBody = v.InferOutput<typeof ReplaceEntrantBodySchema>;
export type TableDecisionBody = v.InferOutput<typeof TableDecisionBodySchema>;
export type TournamentStatus = v.InferOutput<typeof TournamentStatusSchema>;
export type TournamentTableStatus = v.InferOutput<typeof TournamentTableStatusSchema>;
export type EntrantWire = v.InferOutput<typeof EntrantSchema>;
export type TournamentTable = v.InferOutput<typeof TournamentTableSchema>;
export type TournamentRound = v.InferOutput<typeof TournamentRoundSchema>;
export type TournamentLogEntry = v.InferOutput<typeof TournamentLogEntrySchema>;
export type StandingsWire = v.InferOutput<typeof StandingsSchema>;
export type StandingsResponse = v.InferOutput<typeof StandingsResponseSchema>;
export type Tournament = v.InferOutput<typeof TournamentSchema>;
export type CreateTournamentResponse = v.InferOutput<typeof CreateTournamentResponseSchema>;
