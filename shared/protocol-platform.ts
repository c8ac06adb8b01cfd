/**
 * Wire schemas of the platform for apps and bots (docs/api.md, "Apps and bots"): the account event
 * stream (long poll, NDJSON, socket) and challenges. Events carry public facts only: which table,
 * which seat, the table's seq and deadline, how a finished match ended, who challenged whom — never
 * a card anyone holds.
 */
import * as v from 'valibot';
import { AbsenceSchema, CorrOutcomeSchema, TimeControlSchema } from './protocol-correspondence.js';
import { DisplayNameSchema } from './protocol.js';

const iso = (description: string) => v.pipe(v.string(), v.description(`${description} (ISO time)`));
const PLAYER_ID = /^[a-z2-9]{16}$/;

// ---------------------------------------------------------------------------------------------------
// The account event stream

export const ACCOUNT_EVENT_KINDS = [
  'seated',
  'tableStarted',
  'yourTurn',
  'finished',
  'rematchOffered',
  'challengeReceived',
  'challengeAccepted',
  'challengeDeclined',
  'challengeCanceled',
  'chatMention',
] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

export const TableRefSchema = v.object({ id: v.string(), name: v.string(), game: v.string() });

export const ChallengeStatusSchema = v.pipe(
  v.picklist(['open', 'accepted', 'declined', 'canceled', 'expired']),
  v.description('open until accepted, declined (by the challenged player), canceled (by the challenger) or expired'),
);

export const ChallengePartySchema = v.object({
  id: v.string(),
  name: v.string(),
  bot: v.optional(v.pipe(v.literal(true), v.description('A bot account (POST /api/me/bot)'))),
});

export const ChallengeSchema = v.object({
  id: v.string(),
  from: ChallengePartySchema,
  to: v.pipe(v.nullable(ChallengePartySchema), v.description('null: an open challenge, listed in the lobby for anyone to accept')),
  game: v.string(),
  seats: v.pipe(v.number(), v.description('Seats of the table; the challenger sits at 0, the one who accepts at 1, bots at the rest')),
  options: v.optional(v.record(v.string(), v.unknown())),
  profile: v.optional(v.string()),
  timeControl: v.nullable(v.object({
    perMoveSeconds: v.number(),
    reserveSeconds: v.number(),
    incrementSeconds: v.number(),
    capSeconds: v.number(),
    weekendsOff: v.boolean(),
  })),
  absence: v.object({ policy: v.picklist(['standin', 'forfeit']), graceSeconds: v.number() }),
  status: ChallengeStatusSchema,
  table: v.optional(v.pipe(v.string(), v.description('The table the accepted challenge created, every seat taken'))),
  createdAt: iso('Made'),
  expiresAt: iso('An open challenge expires'),
});

export const AccountEventSchema = v.object({
  seq: v.pipe(v.number(), v.description('Increases by one per event of this account; resume with `after` = the last seq you saw')),
  kind: v.picklist(ACCOUNT_EVENT_KINDS),
  at: iso('When it happened'),
  table: v.optional(TableRefSchema),
  seat: v.optional(v.pipe(v.number(), v.description('Your seat at the table'))),
  tableSeq: v.optional(v.pipe(v.number(), v.description('yourTurn: the table\'s seq, to send with your action'))),
  deadline: v.optional(v.nullable(iso('yourTurn: when your time runs out (null: untimed)'))),
  outcome: v.optional(CorrOutcomeSchema),
  rematch: v.optional(v.pipe(v.string(), v.description('rematchOffered: the new table\'s id'))),
  challenge: v.optional(ChallengeSchema),
  message: v.optional(v.pipe(v.object({ seat: v.number(), name: v.string(), text: v.string() }), v.description('chatMention: the chat line that names you'))),
});

export const AccountEventsResponseSchema = v.object({
  events: v.array(AccountEventSchema),
  last: v.pipe(v.number(), v.description('The seq of the newest event of this account (0: none yet); pass it as `after` next time')),
  missed: v.optional(v.pipe(v.literal(true), v.description('Events after `after` were dropped (only the newest 500 are kept): read your tables again'))),
});

/** A line of the NDJSON stream that is no event: sent on connecting (after the backlog) and every 15 s. */
export const HeartbeatSchema = v.object({
  kind: v.literal('heartbeat'),
  at: iso('Server time'),
  last: v.pipe(v.number(), v.description('The seq of the newest event so far')),
});

export const AccountEventsQuerySchema = v.object({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'a whole number'), v.transform(Number)), '0'),
  wait: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'a whole number of seconds'), v.transform(Number), v.maxValue(25, 'at most 25 seconds')), '0'),
});

/** The NDJSON stream and the socket: `after` replays what came since (without it: from now on). */
export const AccountStreamQuerySchema = v.object({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'a whole number'), v.transform(Number))),
});

export const AccountSocketQuerySchema = v.object({
  ...AccountStreamQuerySchema.entries,
  ticket: v.optional(v.pipe(v.string(), v.maxLength(200), v.description('Single-use ticket from POST /api/me/events/ws-ticket (browsers)'))),
});

// ---------------------------------------------------------------------------------------------------
// Challenges

export const CreateChallengeBodySchema = v.strictObject({
  to: v.pipe(
    v.union([v.literal('open'), v.pipe(v.string(), v.regex(PLAYER_ID, 'a player id (16 characters a–z, 2–9) or "open"'))]),
    v.description('The player challenged, or "open": anyone may accept it from the lobby'),
  ),
  game: v.pipe(v.string(), v.maxLength(40), v.description('Game id from GET /api/games')),
  seats: v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(16), v.description('Seats of the table: you at 0, who accepts at 1, bots at the rest')),
  options: v.optional(v.pipe(v.record(v.string(), v.unknown()), v.description('Game options; defaults fill the rest'))),
  profile: v.optional(v.pipe(v.string(), v.maxLength(80), v.description('A house-rule profile id; `options` override it'))),
  timeControl: v.optional(v.nullable(TimeControlSchema), null),
  absence: v.optional(AbsenceSchema, { policy: 'standin', graceSeconds: 3600 }),
  name: v.optional(DisplayNameSchema),
});

export const ChallengesResponseSchema = v.object({
  incoming: v.pipe(v.array(ChallengeSchema), v.description('Open challenges to you')),
  outgoing: v.pipe(v.array(ChallengeSchema), v.description('Your challenges of the last 7 days, newest first')),
});

export const OpenChallengesResponseSchema = v.object({ challenges: v.array(ChallengeSchema) });

export type AccountEvent = v.InferOutput<typeof AccountEventSchema>;
export type AccountEventsResponse = v.InferOutput<typeof AccountEventsResponseSchema>;
export type Heartbeat = v.InferOutput<typeof HeartbeatSchema>;
export type Challenge = v.InferOutput<typeof ChallengeSchema>;
export type ChallengeParty = v.InferOutput<typeof ChallengePartySchema>;
export type CreateChallengeBody = v.InferOutput<typeof CreateChallengeBodySchema>;
export type ChallengesResponse = v.InferOutput<typeof ChallengesResponseSchema>;
export type TableRef = v.InferOutput<typeof TableRefSchema>;
/** An event as it is recorded, before it has its seq. */
export type NewAccountEvent = Omit<AccountEvent, 'seq' | 'at'> & { readonly at?: string };
