/**
 * Wire schemas of correspondence play (docs/correspondence.md): time control, absence policy, clocks,
 * pre-moves, chat, vacation, notification settings and rematch, and the table summary, table state,
 * outcome, create body and server messages of `shared/protocol.ts` extended with them (`Corr…`). The
 * worker validates and answers with these; they only add fields, so a client built on protocol.ts
 * keeps working.
 */
import { LOCALES } from './locale.js';
import * as v from 'valibot';
import {
  CreateTableBodySchema,
  EventsResponseSchema,
  MatchRecordSchema,
  OutcomeSchema,
  ProblemSchema,
  ServerMessageSchema,
  TableStateSchema,
  TableSummarySchema,
} from './protocol.js';
import { CHAT_MAX_LENGTH, WEBHOOK_FORMATS } from './protocol-limits.js';
import { SYSTEM_LINE_CODES } from './system-chat.js';

export { CHAT_MAX_LENGTH, WEBHOOK_FORMATS } from './protocol-limits.js';

const DAY = 86_400;
const iso = (description: string) => v.pipe(v.string(), v.description(`${description} (ISO time)`));
const seconds = (min: number, max: number, description: string) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max), v.description(description));

// ---------------------------------------------------------------------------------------------------
// Table settings, fixed at creation and shown before anyone sits

/** A Fischer-like bank: time per move, plus a reserve that grows per move up to a cap. */
export const TimeControlSchema = v.pipe(
  v.strictObject({
    perMoveSeconds: seconds(60, 14 * DAY, 'Time for each move, from 1 minute (live) to 14 days'),
    reserveSeconds: v.optional(seconds(0, 30 * DAY, 'Reserve every seat starts with'), 0),
    incrementSeconds: v.optional(seconds(0, 14 * DAY, 'Added to the seat\'s reserve after each of its moves'), 0),
    capSeconds: v.optional(seconds(0, 60 * DAY, 'The reserve never grows beyond this'), 0),
    weekendsOff: v.optional(v.pipe(v.boolean(), v.description('Saturdays and Sundays (UTC) do not count')), false),
  }),
  v.check((tc) => tc.capSeconds >= tc.reserveSeconds, 'the cap must not be below the starting reserve'),
  v.description('Time control; null (the default) for an untimed table'),
);

export const ABSENCE_POLICIES = ['standin', 'forfeit'] as const;

/** What happens to a seat whose time has run out, after the grace period. */
export const AbsenceSchema = v.pipe(
  v.strictObject({
    policy: v.optional(
      v.pipe(v.picklist(ABSENCE_POLICIES), v.description('standin: a bot plays the seat until its player returns; forfeit: the seat loses the match')),
      'standin',
    ),
    graceSeconds: v.optional(seconds(0, 14 * DAY, 'Time after the deadline before the policy acts'), 3600),
  }),
  v.description('Absence policy, the same for every seat'),
);

export const BOT_LEVEL_NAMES = ['beginner', 'club', 'strong'] as const;
export const BotLevelSchema = v.pipe(v.picklist(BOT_LEVEL_NAMES), v.description('Strength of the table\'s bots and stand-ins'));

/** The correspondence fields of POST /api/tables (spread into its body schema). */
export const CorrespondenceCreateEntries = {
  timeControl: v.optional(v.nullable(TimeControlSchema), null),
  absence: v.optional(AbsenceSchema, { policy: 'standin', graceSeconds: 3600 }),
  botLevel: v.optional(BotLevelSchema, 'club'),
  autoPlaySingle: v.optional(
    v.pipe(v.boolean(), v.description('When a seat has exactly one legal action and holds at most one card (so that everyone can see the move is forced), it is played for it')),
    true,
  ),
  rated: v.optional(
    v.pipe(v.boolean(), v.description('A rated table: people only (no bots), the result changes the players\' ratings (docs/ratings.md)')),
    false,
  ),
  allowBots: v.optional(
    v.pipe(v.boolean(), v.description('Whether bot accounts (POST /api/me/bot) may sit down; left out: casual tables allow them, rated tables do not (and cannot)')),
  ),
};

/** The settings as a table summary shows them. */
export const TableSettingsEntries = {
  timeControl: v.optional(v.nullable(v.object({
    perMoveSeconds: v.number(),
    reserveSeconds: v.number(),
    incrementSeconds: v.number(),
    capSeconds: v.number(),
    weekendsOff: v.boolean(),
  }))),
  absence: v.optional(v.object({ policy: v.picklist(ABSENCE_POLICIES), graceSeconds: v.number() })),
  botLevel: v.optional(v.picklist(BOT_LEVEL_NAMES)),
  autoPlaySingle: v.optional(v.boolean()),
  rated: v.optional(v.pipe(v.boolean(), v.description('Rated (true) or casual, fixed at creation and shown before anyone sits'))),
  allowBots: v.optional(v.pipe(v.boolean(), v.description('Bot accounts may sit down at this table'))),
  yourDeadline: v.optional(iso('When your current turn\'s time runs out')),
  rematch: v.optional(v.pipe(v.string(), v.description('Id of the rematch table, once someone asked for it'))),
};

// ---------------------------------------------------------------------------------------------------
// Clocks, carried in every table state

export const ClockSchema = v.object({
  seat: v.number(),
  reserveMs: v.pipe(v.number(), v.description('The seat\'s reserve now')),
  deadline: v.nullable(iso('When the seat\'s time runs out; null when it is not on the clock')),
  onVacation: v.boolean(),
  standIn: v.pipe(v.boolean(), v.description('A stand-in bot plays this seat until its player returns')),
  graceUntil: v.optional(iso('The deadline has passed: the absence policy acts then')),
});

// ---------------------------------------------------------------------------------------------------
// Pre-moves

export const SuitClassSchema = v.picklist(['S', 'H', 'D', 'C', 'T']);

export const PremoveWhenSchema = v.union([
  v.literal('any'),
  v.strictObject({
    led: v.optional(v.pipe(SuitClassSchema, v.description('The trick was led with this suit (T: a trump)'))),
    trickEmpty: v.optional(v.pipe(v.boolean(), v.description('You lead the trick (true) or follow (false)'))),
  }),
]);

export const PremoveBodySchema = v.strictObject({
  when: v.optional(PremoveWhenSchema, 'any'),
  action: v.pipe(v.string(), v.minLength(1), v.maxLength(512), v.description('The notation to play, e.g. "play H7"')),
});

export const PremoveSchema = v.object({
  id: v.string(),
  when: PremoveWhenSchema,
  action: v.string(),
  createdAt: iso('Queued at'),
});

export const PremoveOutcomeSchema = v.object({
  id: v.string(),
  action: v.string(),
  result: v.picklist(['played', 'dropped', 'cancelled']),
  reason: v.string(),
  at: iso('When it was decided'),
});

export const PremovesResponseSchema = v.object({
  premoves: v.pipe(v.array(PremoveSchema), v.description('Queued for your next turn, in order')),
  log: v.pipe(v.array(PremoveOutcomeSchema), v.description('What became of your latest pre-moves, newest last')),
});

// ---------------------------------------------------------------------------------------------------
// Chat

export const ChatBodySchema = v.strictObject({
  text: v.pipe(v.string(), v.trim(), v.minLength(1, 'a message must not be empty'), v.maxLength(CHAT_MAX_LENGTH, `at most ${CHAT_MAX_LENGTH} characters`)),
});

export const ChatMessageSchema = v.object({
  id: v.number(),
  seat: v.nullable(v.number()),
  name: v.string(),
  text: v.pipe(v.string(), v.description('The message; for a line of the table its English text')),
  line: v.optional(
    v.pipe(
      v.object({
        code: v.picklist(SYSTEM_LINE_CODES),
        params: v.record(v.string(), v.union([v.string(), v.number()])),
      }),
      v.description(
        'A line of the table as a code with parameters, for rendering in the reader\'s language (`until`: an ISO instant; `winners`: seat numbers joined by commas). Lines written before codes existed have only `text`.',
      ),
    ),
  ),
  system: v.pipe(v.boolean(), v.description('Written by the table (stand-in, vacation, forfeit, rematch)')),
  at: iso('Sent at'),
});

export const ChatQuerySchema = v.object({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)), '0'),
});

export const ChatResponseSchema = v.object({
  messages: v.array(ChatMessageSchema),
  hidden: v.optional(v.pipe(v.number(), v.description('Lines of players you blocked, left out (only when there are any)'))),
  hiddenSeats: v.optional(
    v.pipe(v.array(v.number()), v.description('Seats of players you blocked (only when there are any): leave out their lines that the socket brings too')),
  ),
});

// ---------------------------------------------------------------------------------------------------
// Vacation

export const VacationBodySchema = v.strictObject({
  on: v.boolean(),
  days: v.optional(v.pipe(v.number(), v.integer('vacation is taken in whole days'), v.minValue(1), v.maxValue(30), v.description('Whole days (default: every whole day you have)'))),
});

export const VacationSchema = v.object({
  on: v.boolean(),
  until: v.optional(iso('The vacation ends then')),
  auto: v.pipe(v.boolean(), v.description('Switched on by itself because a deadline would have passed')),
  balanceDays: v.pipe(v.number(), v.description('Vacation days left to take')),
});

// ---------------------------------------------------------------------------------------------------
// Notifications

export const WebhookSchema = v.object({
  id: v.string(),
  url: v.string(),
  format: v.picklist(WEBHOOK_FORMATS),
  createdAt: v.string(),
});

export const PushSubscriptionInfoSchema = v.object({ id: v.string(), endpoint: v.string(), createdAt: v.string() });

export const NotificationSettingsSchema = v.object({
  yourTurn: v.pipe(v.boolean(), v.description('Tell me at once when it is my turn')),
  reminders: v.pipe(v.boolean(), v.description('Remind me before a deadline')),
  digest: v.object({
    enabled: v.pipe(v.boolean(), v.description('At most one summary a day of the tables waiting for me')),
    hourUtc: v.number(),
  }),
  webhooks: v.array(WebhookSchema),
  push: v.array(PushSubscriptionInfoSchema),
  vapidPublicKey: v.pipe(v.string(), v.description('The applicationServerKey for PushManager.subscribe')),
  language: v.pipe(
    v.picklist(LOCALES),
    v.description('The language notifications are written in: the one chosen, else the one the browser asked for (Accept-Language) when the settings were last read or written, else en'),
  ),
  languageChosen: v.pipe(v.boolean(), v.description('Whether the player chose the language (else it follows the browser)')),
});

const HttpsUrlSchema = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.url('a URL'),
  v.check((u) => u.startsWith('https://'), 'webhooks and push endpoints must use https'),
);

export const PutNotificationsBodySchema = v.strictObject({
  yourTurn: v.optional(v.boolean()),
  language: v.optional(v.pipe(v.nullable(v.picklist(LOCALES)), v.description('Write my notifications in this language; null: follow my browser'))),
  reminders: v.optional(v.boolean()),
  digest: v.optional(v.strictObject({
    enabled: v.optional(v.boolean()),
    hourUtc: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(23))),
  })),
  webhooks: v.optional(v.pipe(
    v.array(v.union([
      v.strictObject({ id: v.pipe(v.string(), v.maxLength(40), v.description('Keep this webhook as it is (its URL, format and secret)')) }),
      v.strictObject({
        id: v.optional(v.pipe(v.string(), v.maxLength(40), v.description('Change an existing webhook (it keeps its secret)'))),
        url: HttpsUrlSchema,
        format: v.optional(v.picklist(WEBHOOK_FORMATS), 'json'),
      }),
    ])),
    v.maxLength(5),
  )),
  push: v.optional(v.pipe(
    v.array(v.union([
      v.strictObject({ id: v.pipe(v.string(), v.maxLength(40)) }),
      v.strictObject({
        endpoint: HttpsUrlSchema,
        expirationTime: v.optional(v.nullable(v.number())),
        keys: v.strictObject({ p256dh: v.pipe(v.string(), v.maxLength(200)), auth: v.pipe(v.string(), v.maxLength(100)) }),
      }),
    ])),
    v.maxLength(10),
  )),
});

export const PutNotificationsResponseSchema = v.object({
  ...NotificationSettingsSchema.entries,
  secrets: v.pipe(
    v.array(v.object({ id: v.string(), secret: v.string() })),
    v.description('The signing secret of each new webhook, shown once'),
  ),
});

// ---------------------------------------------------------------------------------------------------
// The core schemas of protocol.ts with the correspondence fields

export const CorrCreateTableBodySchema = v.strictObject({ ...CreateTableBodySchema.entries, ...CorrespondenceCreateEntries });

export const CorrOutcomeSchema = v.object({
  ...OutcomeSchema.entries,
  forfeit: v.optional(
    v.pipe(
      v.object({ seat: v.number(), reason: v.literal('timeout') }),
      v.description('The match ended because this seat forfeited on time (docs/correspondence.md)'),
    ),
  ),
});

export const CorrTableSummarySchema = v.object({ ...TableSummarySchema.entries, ...TableSettingsEntries });

export const CorrTableStateSchema = v.object({
  ...TableStateSchema.entries,
  table: CorrTableSummarySchema,
  outcome: v.optional(CorrOutcomeSchema),
  clocks: v.pipe(v.array(ClockSchema), v.description('One clock per seat')),
  premoves: v.optional(v.pipe(PremovesResponseSchema, v.description('Your pre-moves (seated callers only)'))),
});

export const CorrTablesResponseSchema = v.object({ tables: v.array(CorrTableSummarySchema) });

/** GET /api/me/tables: filters and a page (docs/api.md §3, "Your tables"). */
export const MyTablesQuerySchema = v.object({
  status: v.optional(v.picklist(['waiting', 'playing', 'finished'], 'one of waiting, playing, finished')),
  game: v.optional(v.pipe(v.string(), v.maxLength(40))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'a whole number'), v.transform(Number), v.minValue(1, 'at least 1'), v.maxValue(500, 'at most 500')), '500'),
  cursor: v.optional(v.pipe(v.string(), v.regex(/^p\d{1,3}$/, 'the `next` of an earlier page'))),
});

export const MyTablesResponseSchema = v.object({
  tables: v.array(CorrTableSummarySchema),
  next: v.optional(v.pipe(v.string(), v.description('More tables follow: pass this as `cursor` for the next page'))),
});

export const CorrCreateTableResponseSchema = v.object({
  table: CorrTableSummarySchema,
  invite: v.pipe(v.string(), v.description('Secret invitation code; needed to sit at a private table')),
  seedHash: v.pipe(v.string(), v.description('SHA-256 (hex) of the secret seed drawn now; the seed is revealed when the match ends')),
  links: v.object({ table: v.string(), join: v.string() }),
});

/** A problem; a 409 STALE_SEQ carries the current state (the document's `TableState`). */
export const CorrProblemSchema = v.object({ ...ProblemSchema.entries, state: v.optional(CorrTableStateSchema) });

export const CorrEventsResponseSchema = v.object({ ...EventsResponseSchema.entries, state: CorrTableStateSchema });

/** The match record, whose outcome may be a forfeit. */
export const CorrMatchRecordSchema = v.object({ ...MatchRecordSchema.entries, outcome: v.optional(CorrOutcomeSchema) });

export const CorrServerMessageSchema = v.variant('type', [
  ...ServerMessageSchema.options.filter((o) => o.entries.type.literal !== 'state'),
  v.object({ type: v.literal('state'), ...CorrTableStateSchema.entries, requestId: v.optional(v.string()) }),
  v.object({ type: v.literal('chat'), message: ChatMessageSchema }),
]);

// ---------------------------------------------------------------------------------------------------
// Types

export type CorrCreateTableBody = v.InferOutput<typeof CorrCreateTableBodySchema>;
export type CorrOutcome = v.InferOutput<typeof CorrOutcomeSchema>;
export type CorrTableSummary = v.InferOutput<typeof CorrTableSummarySchema>;
export type CorrTableState = v.InferOutput<typeof CorrTableStateSchema>;
export type MyTablesResponse = v.InferOutput<typeof MyTablesResponseSchema>;
export type CorrCreateTableResponse = v.InferOutput<typeof CorrCreateTableResponseSchema>;
export type CorrServerMessage = v.InferOutput<typeof CorrServerMessageSchema>;

export type TimeControlWire = v.InferOutput<typeof TimeControlSchema>;
export type AbsenceWire = v.InferOutput<typeof AbsenceSchema>;
export type Clock = v.InferOutput<typeof ClockSchema>;
export type PremoveWhenWire = v.InferOutput<typeof PremoveWhenSchema>;
export type PremoveBody = v.InferOutput<typeof PremoveBodySchema>;
export type PremoveWire = v.InferOutput<typeof PremoveSchema>;
export type PremoveOutcomeWire = v.InferOutput<typeof PremoveOutcomeSchema>;
export type PremovesResponse = v.InferOutput<typeof PremovesResponseSchema>;
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;
export type ChatResponse = v.InferOutput<typeof ChatResponseSchema>;
export type Vacation = v.InferOutput<typeof VacationSchema>;
export type VacationBody = v.InferOutput<typeof VacationBodySchema>;
export type NotificationSettings = v.InferOutput<typeof NotificationSettingsSchema>;
export type PutNotificationsBody = v.InferOutput<typeof PutNotificationsBodySchema>;
export type PutNotificationsResponse = v.InferOutput<typeof PutNotificationsResponseSchema>;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
