/**
 * The wire schemas of the public Stammtisch API (see docs/api.md): what the worker accepts and answers,
 * shared by the worker (validation at the edge, OpenAPI generation), the web app and third-party clients.
 * Request bodies are strict (unknown fields are rejected); answers are described loosely enough that a
 * newer server adding a field does not break an older client.
 */
import * as v from 'valibot';
import { LOCALES } from './locale.js';
import { displayNameSchema } from './names.js';
import { OutcomeResultSchema } from './protocol-outcome.js';

// ---------------------------------------------------------------------------------------------------
// Building blocks

/** Seat number at a table, 0…n−1. */
export const SeatSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15), v.description('Seat number, 0…n−1'));

/** Number of actions accepted at a table so far; a client sends the seq it saw with its action. */
export const SeqSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.description('Number of actions accepted at the table so far (0 before the first action)'),
);

/** An action in the game's canonical notation, e.g. `play H10`, `bid garde`, `pass`. */
export const NotationSchema = v.pipe(
  v.string(),
  v.minLength(1),
  // A Tablanet jack sweeping a crowded table names every card it takes.
  v.maxLength(512),
  v.description('An action notation string taken from `legal`, e.g. "play H10"'),
);

/** A lobby name: lower-case letters, digits and dashes (a club can have its own lobby). */
export const LobbyNameSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lobby names use a–z, 0–9 and "-", at most 40 characters'),
  v.description('Lobby name: a–z, 0–9 and "-", up to 40 characters'),
);

/** A display name of a table (shared/names.ts: NFC, no control or invisible characters). */
export const DisplayNameSchema = displayNameSchema(40);

/** A player's display name: 1–32 visible characters (shared/names.ts). */
export const PlayerNameSchema = displayNameSchema(32);

export const TableStatusSchema = v.picklist(['waiting', 'playing', 'finished']);
export const VisibilitySchema = v.picklist(['public', 'private']);

/** A player as others see them. */
export const PlayerSchema = v.object({
  id: v.pipe(v.string(), v.description('Stable player id')),
  name: v.string(),
  bot: v.optional(v.pipe(v.literal(true), v.description('A bot account (POST /api/me/bot): a program plays for it'))),
});

/** A house-rule profile of a game: a named, versioned set of options. */
export const ProfileSchema = v.object({
  id: v.pipe(v.string(), v.description('Stable id, e.g. "tablanet/tablic"')),
  version: v.number(),
  name: v.string(),
  title: v.optional(v.pipe(v.string(), v.description('The name in the answer\'s language (GET /api/games)'))),
  description: v.string(),
  options: v.record(v.string(), v.unknown()),
});

/** The profile a table is played under, stamped on the table and its record. */
export const ProfileRefSchema = v.object({
  id: v.string(),
  version: v.number(),
  name: v.string(),
  modified: v.pipe(v.boolean(), v.description('true when the table overrides some of the profile\'s options')),
});

/** How a finished match ended (the engine's Outcome). */
export const OutcomeSchema = v.object({
  scores: v.array(v.number()),
  winners: v.array(v.number()),
  ranks: v.array(v.number()),
  result: OutcomeResultSchema,
  summary: v.pipe(v.string(), v.description('The result as one English sentence')),
});

/** Fields every game's view carries; each game adds its own (trick, table cards, score sheet…). */
export const ViewSchema = v.pipe(
  v.looseObject({
    game: v.string(),
    viewer: v.union([v.number(), v.literal('spectator')]),
    phase: v.string(),
    toAct: v.array(v.number()),
    hand: v.array(v.string()),
    handCounts: v.array(v.number()),
    scores: v.array(v.number()),
    deal: v.number(),
    dealer: v.number(),
  }),
  v.description('The game view built by the engine for the caller\'s seat (or for spectators)'),
);

export const SeatInfoSchema = v.object({
  seat: v.number(),
  name: v.optional(v.string()),
  playerId: v.optional(v.string()),
  bot: v.pipe(v.boolean(), v.description('One of the table\'s own bots plays this seat')),
  botAccount: v.optional(v.pipe(v.literal(true), v.description('The player at this seat is a bot account (POST /api/me/bot)'))),
});

/** A table as lists show it. `yourSeat`/`yourTurn` are present when the caller sits at it. */
export const TableSummarySchema = v.object({
  id: v.string(),
  game: v.string(),
  name: v.string(),
  seats: v.number(),
  status: TableStatusSchema,
  visibility: VisibilitySchema,
  lobby: v.string(),
  profile: v.optional(ProfileRefSchema),
  options: v.pipe(v.record(v.string(), v.unknown()), v.description('The resolved options of the table')),
  players: v.array(SeatInfoSchema),
  toAct: v.array(v.number()),
  yourSeat: v.optional(v.number()),
  yourTurn: v.optional(v.boolean()),
  createdAt: v.pipe(v.string(), v.description('ISO time')),
  updatedAt: v.pipe(v.string(), v.description('ISO time')),
});

/** One hand card's legal plays in Tablanet's compact form (docs/api.md, "Tablanet plays"). */
export const CardPlaysSchema = v.object({
  card: v.string(),
  trail: v.pipe(v.boolean(), v.description('The card may be laid on the table without taking anything')),
  groups: v.pipe(v.array(v.array(v.string())), v.description('The groups the card may take, each in pack order')),
  mustTake: v.pipe(v.array(v.string()), v.description('Cards every capture must include (rank priority); [] when none')),
});

export const TablanetPlaysSchema = v.pipe(
  v.object({
    combine: v.pipe(v.boolean(), v.description('A capture may be several disjoint groups at once; false: exactly one group')),
    cards: v.array(CardPlaysSchema),
  }),
  v.description(
    'Tablanet: every legal play of your turn, complete on any table. A capture of `card` is the union of one or more ' +
      'pairwise-disjoint `groups` (exactly one without `combine`) that includes `mustTake`, sent as "play <card> x <union in pack order>"; ' +
      '"play <card>" when `trail`',
  ),
);

/** Everything a client needs to draw the table for one seat. */
export const TableStateSchema = v.object({
  table: TableSummarySchema,
  seq: SeqSchema,
  view: ViewSchema,
  legal: v.pipe(v.array(v.string()), v.description('Notations the caller may send now ([] when not their turn)')),
  legalComplete: v.optional(
    v.pipe(
      v.literal(false),
      v.description('Present when `legal` lists only some of the legal actions (Tablanet on a crowded table: at most 256 per hand card); `plays` has them all'),
    ),
  ),
  plays: v.optional(TablanetPlaysSchema),
  claim: v.optional(
    v.pipe(
      v.literal(true),
      v.description('Present when it is your turn and your side wins every remaining trick of the deal whatever the others play: POST /api/tables/{id}/claim finishes the deal'),
    ),
  ),
  yourSeat: v.nullable(v.number()),
  invite: v.optional(v.pipe(v.string(), v.description('The table\'s invitation code: for the players seated at it, so that they can invite others (`?invite=` to watch, `{invite}` to sit at a private table)'))),
  seedHash: v.pipe(v.string(), v.description('SHA-256 (hex) of the secret seed, published at creation')),
  seed: v.optional(v.pipe(v.string(), v.description('The seed, revealed once the match has ended'))),
  outcome: v.optional(OutcomeSchema),
  closedDeals: v.optional(
    v.pipe(
      v.number(),
      v.description('Deals 1…n are over and their cards can no longer matter: GET /api/tables/{id}/deals/{deal} shows each with all hands open'),
    ),
  ),
});

/** One accepted action as the feed shows it (public notation: secret cards hidden). */
export const TableEventSchema = v.object({
  seq: v.number(),
  seat: v.number(),
  action: v.string(),
  at: v.pipe(v.string(), v.description('ISO time')),
});

// ---------------------------------------------------------------------------------------------------
// Errors

/** Stable error codes; clients switch on `code`, the `detail` is for people. */
export const PROBLEM_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INSUFFICIENT_SCOPE',
  'SIGN_IN_FAILED',
  'PASSKEY_REFUSED',
  'NOT_FOUND',
  'STALE_SEQ',
  'SEAT_TAKEN',
  'ALREADY_SEATED',
  'TABLE_FULL',
  'NOT_STARTED',
  'NOT_FINISHED',
  'IDEMPOTENCY_MISMATCH',
  'PAYLOAD_TOO_LARGE',
  'UPGRADE_REQUIRED',
  'RATE_LIMITED',
  'NOT_YOUR_TURN',
  'ILLEGAL_ACTION',
  'CLAIM_REFUSED',
  'MATCH_OVER',
  'BAD_NOTATION',
  'UNKNOWN_CARD',
  'BAD_SEAT',
  'BAD_OPTIONS',
  'BAD_SEATS',
  'BAD_DECK',
  'BAD_RECORD',
  'TOO_FEW_ENTRANTS',
  'TEAM_TOO_LARGE',
  'UNKNOWN_PROFILE',
  'UNKNOWN_GAME',
  'DEAL_NOT_CLOSED',
  'CHALLENGE_CLOSED',
  'MATCH_STARTED',
  'PLAYED_AS_HUMAN',
  'BOTS_NOT_ALLOWED',
  'BLOCKED',
  'MUTED',
  'METHOD_NOT_ALLOWED',
  'INTERNAL',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** application/problem+json (RFC 9457) with a stable `code`; a 409 STALE_SEQ carries the current `state`. */
export const ProblemSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: v.number(),
  code: v.picklist(PROBLEM_CODES),
  detail: v.string(),
  errors: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  state: v.optional(TableStateSchema),
});

// ---------------------------------------------------------------------------------------------------
// Requests (strict: unknown fields are rejected)

export const CreatePlayerBodySchema = v.strictObject({ name: PlayerNameSchema });

export const CreateTableBodySchema = v.strictObject({
  game: v.pipe(v.string(), v.maxLength(40), v.description('Game id from GET /api/games')),
  seats: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16), v.description('Number of seats')),
  options: v.optional(v.pipe(v.record(v.string(), v.unknown()), v.description('Game options; defaults fill the rest'))),
  profile: v.optional(v.pipe(v.string(), v.maxLength(80), v.description('A house-rule profile id; `options` override it'))),
  visibility: v.optional(VisibilitySchema, 'public'),
  lobby: v.optional(LobbyNameSchema, 'public'),
  seat: v.optional(v.pipe(SeatSchema, v.description('The creator sits here'))),
  bots: v.optional(v.pipe(v.array(SeatSchema), v.maxLength(16), v.description('Seats given to placeholder bots')), []),
  name: v.optional(DisplayNameSchema),
});

export const TakeSeatBodySchema = v.strictObject({
  invite: v.optional(v.pipe(v.string(), v.maxLength(80), v.description('Invitation code (needed at private tables)'))),
});

export const ActionBodySchema = v.strictObject({
  seq: SeqSchema,
  action: NotationSchema,
  seat: v.optional(v.pipe(SeatSchema, v.description('The seat you act for; defaults to your seat'))),
});

/** Claiming every remaining trick of the deal (trick games only). */
export const ClaimBodySchema = v.strictObject({
  seq: SeqSchema,
  seat: v.optional(v.pipe(SeatSchema, v.description('The seat you claim for; defaults to your seat'))),
});

// Queries are not strict: an unknown parameter is ignored and named in a `Warning` header (worker/query-policy.ts).
export const EventsQuerySchema = v.object({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)), '0'),
  wait: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.maxValue(25)), '0'),
});

export const RecordQuerySchema = v.object({
  format: v.optional(v.picklist(['json', 'ndjson']), 'json'),
});

// ---------------------------------------------------------------------------------------------------
// Answers

export const GameInfoSchema = v.object({
  id: v.string(),
  name: v.pipe(v.string(), v.description('The game\'s name in English')),
  title: v.pipe(v.string(), v.description('The game\'s name in the answer\'s language (as the site shows it)')),
  version: v.pipe(v.number(), v.description('The current rules version: new tables are played under it')),
  versions: v.pipe(v.array(v.number()), v.description('Every rules version this server can play and replay (tables and records name theirs)')),
  seatCounts: v.array(v.number()),
  optionsSchema: v.pipe(
    v.record(v.string(), v.unknown()),
    v.description('JSON Schema of the options: each option\'s `title` in the answer\'s language (the create form\'s label), its `description` in English'),
  ),
  profiles: v.array(ProfileSchema),
});
export const GamesResponseSchema = v.object({
  lang: v.optional(v.pipe(v.picklist(LOCALES), v.description('The language of the titles: ?lang=, else the first of Accept-Language that Stammtisch speaks, else en'))),
  games: v.array(GameInfoSchema),
});

export const CreatePlayerResponseSchema = v.object({
  player: PlayerSchema,
  token: v.pipe(v.string(), v.description('Bearer token, shown once: st_<playerId>_<secret>')),
});

export const TablesResponseSchema = v.object({ tables: v.array(TableSummarySchema) });

export const CreateTableResponseSchema = v.object({
  table: TableSummarySchema,
  invite: v.pipe(v.string(), v.description('Secret invitation code; needed to sit at a private table')),
  links: v.object({ table: v.string(), join: v.string() }),
});

export const EventsResponseSchema = v.object({ events: v.array(TableEventSchema), state: TableStateSchema });

/** One action of a record: public notation until the match ends, the full notation afterwards. */
export const RecordActionSchema = v.object({
  seq: v.number(),
  seat: v.number(),
  action: v.string(),
  at: v.string(),
});

/**
 * The match record. Once the match has ended it carries the seed, and `game`, `version`, `seats`,
 * `options`, `seed` with `actions` mapped to `[seat, action]` replay the match exactly.
 */
export const MatchRecordSchema = v.object({
  id: v.string(),
  game: v.string(),
  version: v.number(),
  seats: v.number(),
  name: v.string(),
  options: v.record(v.string(), v.unknown()),
  profile: v.optional(ProfileRefSchema),
  players: v.array(SeatInfoSchema),
  status: TableStatusSchema,
  seedHash: v.string(),
  seed: v.optional(v.string()),
  decks: v.optional(
    v.pipe(
      v.array(v.array(v.string())),
      v.description('After the end, at a table dealt from prearranged decks (a duplicate round): the decks it dealt, top card first'),
    ),
  ),
  createdAt: v.string(),
  finishedAt: v.optional(v.string()),
  outcome: v.optional(OutcomeSchema),
  actions: v.array(RecordActionSchema),
});

/** One step of a finished match's replay, worked out by the server's engine: every hand open. */
export const ReplayFrameSchema = v.object({
  seq: v.pipe(v.number(), v.description('Actions made so far: 0 is the first deal before anyone acted')),
  seat: v.pipe(v.nullable(v.number()), v.description('The seat that made the action (null in the first frame)')),
  action: v.pipe(v.nullable(v.string()), v.description('The action in full notation (null in the first frame)')),
  hands: v.pipe(v.array(v.array(v.string())), v.description('Each seat\'s hand after the action, as that seat saw it')),
  view: v.pipe(ViewSchema, v.description('The spectator view after the action')),
});

/** The whole match step by step: one frame for the start and one per action of the record. */
export const ReplayResponseSchema = v.object({ frames: v.array(ReplayFrameSchema) });

/** One closed deal of a match, running or finished, step by step with every hand open. */
export const DealReviewSchema = v.object({
  deal: v.pipe(v.number(), v.description('The deal shown (1-based, as `view.deal`)')),
  closed: v.pipe(v.number(), v.description('Deals 1…closed may be reviewed now')),
  frames: v.pipe(
    v.array(ReplayFrameSchema),
    v.description(
      'The deal as dealt (seat and action null), then one frame per action of it; `seq` counts the actions of the whole match. ' +
        'The last frame shows the spectator view after the deal and the hands as the deal left them (never the next deal\'s)',
    ),
  ),
});

// ---------------------------------------------------------------------------------------------------
// WebSocket messages

export const ClientMessageSchema = v.variant('type', [
  v.strictObject({
    type: v.literal('act'),
    seq: SeqSchema,
    action: NotationSchema,
    seat: v.optional(SeatSchema),
    requestId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
  v.strictObject({
    type: v.literal('claim'),
    seq: SeqSchema,
    requestId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
  v.strictObject({ type: v.literal('ping') }),
]);

export const ServerMessageSchema = v.variant('type', [
  v.object({ type: v.literal('state'), ...TableStateSchema.entries, requestId: v.optional(v.string()) }),
  v.pipe(
    v.object({
      type: v.literal('error'),
      code: v.picklist(PROBLEM_CODES),
      title: v.string(),
      status: v.pipe(v.number(), v.description('The HTTP status the same refusal has over REST')),
      detail: v.string(),
      errors: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
      requestId: v.optional(v.string()),
    }),
    v.description('A refusal, with the fields of a REST problem (the frame\'s `type` is "error" instead of the problem\'s URI)'),
  ),
  v.object({ type: v.literal('pong') }),
]);

/** The exact ping text answered by the runtime without waking the table (any other spelling wakes it). */
export const WS_PING = '{"type":"ping"}';
export const WS_PONG = '{"type":"pong"}';

// ---------------------------------------------------------------------------------------------------
// Types

export type Player = v.InferOutput<typeof PlayerSchema>;
export type ProfileInfo = v.InferOutput<typeof ProfileSchema>;
export type ProfileRef = v.InferOutput<typeof ProfileRefSchema>;
export type SeatInfo = v.InferOutput<typeof SeatInfoSchema>;
export type TableStatus = v.InferOutput<typeof TableStatusSchema>;
export type Visibility = v.InferOutput<typeof VisibilitySchema>;
export type TableSummary = v.InferOutput<typeof TableSummarySchema>;
export type WireView = v.InferOutput<typeof ViewSchema>;
export type TableState = v.InferOutput<typeof TableStateSchema>;
export type TablanetPlaysWire = v.InferOutput<typeof TablanetPlaysSchema>;
export type TableEvent = v.InferOutput<typeof TableEventSchema>;
export type Problem = v.InferOutput<typeof ProblemSchema>;
export type CreatePlayerBody = v.InferOutput<typeof CreatePlayerBodySchema>;
export type CreateTableBody = v.InferOutput<typeof CreateTableBodySchema>;
export type TakeSeatBody = v.InferOutput<typeof TakeSeatBodySchema>;
export type ActionBody = v.InferOutput<typeof ActionBodySchema>;
export type ClaimBody = v.InferOutput<typeof ClaimBodySchema>;
export type GameInfo = v.InferOutput<typeof GameInfoSchema>;
export type GamesResponse = v.InferOutput<typeof GamesResponseSchema>;
export type CreatePlayerResponse = v.InferOutput<typeof CreatePlayerResponseSchema>;
export type TablesResponse = v.InferOutput<typeof TablesResponseSchema>;
export type CreateTableResponse = v.InferOutput<typeof CreateTableResponseSchema>;
export type EventsResponse = v.InferOutput<typeof EventsResponseSchema>;
export type RecordAction = v.InferOutput<typeof RecordActionSchema>;
export type MatchRecordWire = v.InferOutput<typeof MatchRecordSchema>;
export type ReplayFrame = v.InferOutput<typeof ReplayFrameSchema>;
export type ReplayResponse = v.InferOutput<typeof ReplayResponseSchema>;
export type DealReview = v.InferOutput<typeof DealReviewSchema>;
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;
export type ServerMessage = v.InferOutput<typeof ServerMessageSchema>;

// Club tournaments: their own file, re-exported here (docs/tournaments.md).
export * from './tournament/protocol.js';
// Club lobbies: their own file, re-exported here (docs/api.md, "Club lobbies").
export * from './protocol-lobby.js';
export * from './protocol-moderation.js';
export * from './protocol-outcome.js';
