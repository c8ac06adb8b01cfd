/**
 * Wire schemas of blocking, reporting and a club's mutes (docs/api.md, "Blocking, reports and mutes").
 * `shared/protocol.ts` re-exports everything here; this file imports nothing from there.
 */
import * as v from 'valibot';

const PLAYER_ID = /^[a-z2-9]{16}$/;
const TABLE_ID = /^[a-z2-9]{12}$/;

const iso = (description: string) => v.pipe(v.string(), v.description(`${description} (ISO 8601)`));

export const BlockedPlayerSchema = v.object({
  id: v.string(),
  name: v.string(),
  since: iso('Blocked since'),
});

export const BlocksResponseSchema = v.object({
  blocked: v.pipe(v.array(BlockedPlayerSchema), v.description('The players you blocked, newest first')),
});

/** Why a player is reported (the short list; `details` says the rest). */
export const REPORT_REASONS = ['abuse', 'cheating', 'stalling', 'other'] as const;

export const CreateReportBodySchema = v.strictObject({
  player: v.pipe(v.string(), v.regex(PLAYER_ID, 'a player id: 16 characters a–z, 2–9'), v.description('The player reported')),
  reason: v.pipe(v.picklist(REPORT_REASONS), v.description('abuse (chat), cheating (or collusion), stalling, other')),
  details: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, 'at most 1000 characters'), v.description('What happened, in your words'))),
  table: v.optional(v.pipe(v.string(), v.regex(TABLE_ID, 'a table id: 12 characters a–z, 2–9'), v.description('The table it happened at (you must be able to read it)'))),
  chat: v.optional(
    v.pipe(
      v.strictObject({
        table: v.pipe(v.string(), v.regex(TABLE_ID, 'a table id: 12 characters a–z, 2–9')),
        line: v.pipe(v.number(), v.integer(), v.minValue(1), v.description('The `id` of the chat message')),
      }),
      v.description('The chat line reported: it must be one the reported player wrote at a table you can read (`table`, when also given, must be the same)'),
    ),
  ),
});

/** The line a report names, as it read when reported (kept in the report: the table may be gone later). */
export const ReportedLineSchema = v.object({
  table: v.string(),
  line: v.number(),
  text: v.string(),
  at: iso('Written at'),
});

/** Who marked a report handled, and when. */
export const ReportHandledSchema = v.object({
  by: v.object({ id: v.string(), name: v.string() }),
  at: iso('Marked handled at'),
});

/** Which reports a list holds: the open ones (the default), the handled ones, or all. */
export const REPORT_STATES = ['open', 'handled', 'all'] as const;

export const HandleReportBodySchema = v.strictObject({
  handled: v.pipe(v.boolean(), v.description('true: handled; false: open again')),
});

export const ReportSchema = v.object({
  id: v.string(),
  at: iso('Reported at'),
  reporter: v.object({ id: v.string(), name: v.string() }),
  player: v.object({ id: v.string(), name: v.string() }),
  reason: v.picklist(REPORT_REASONS),
  details: v.optional(v.string()),
  table: v.optional(v.string()),
  chat: v.optional(ReportedLineSchema),
  handled: v.optional(v.pipe(ReportHandledSchema, v.description('Present once the lobby\'s operator marked it handled'))),
  lobby: v.pipe(v.string(), v.description('The lobby whose operator received it ("public": the site\'s operators)')),
});

export const CreateReportResponseSchema = v.object({
  id: v.string(),
  lobby: v.pipe(v.string(), v.description('Whose operators received it: a club lobby\'s owner, or "public" for the site\'s operators')),
});

export const ReportsResponseSchema = v.object({
  reports: v.pipe(v.array(ReportSchema), v.description('Newest first')),
  next: v.optional(v.pipe(v.string(), v.description('Pass as `before` for the next (older) page'))),
});

export const ReportsQuerySchema = v.object({
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)), '50'),
  state: v.optional(v.picklist(REPORT_STATES), 'open'),
});

export type BlockedPlayer = v.InferOutput<typeof BlockedPlayerSchema>;
export type BlocksResponse = v.InferOutput<typeof BlocksResponseSchema>;
export type ReportReason = (typeof REPORT_REASONS)[number];
export type CreateReportBody = v.InferOutput<typeof CreateReportBodySchema>;
export type Report = v.InferOutput<typeof ReportSchema>;
export type CreateReportResponse = v.InferOutput<typeof CreateReportResponseSchema>;
export type ReportsResponse = v.InferOutput<typeof ReportsResponseSchema>;
export type ReportedLine = v.InferOutput<typeof ReportedLineSchema>;
export type ReportState = (typeof REPORT_STATES)[number];
export type HandleReportBody = v.InferOutput<typeof HandleReportBodySchema>;
