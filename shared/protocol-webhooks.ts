/**
 * The bodies of outgoing webhooks (docs/correspondence.md, "Webhooks"), as the OpenAPI document's
 * `webhooks` section describes them. worker/notify/format.ts writes them; a test checks that what it
 * writes for every kind of event validates against these schemas. Public facts only: names, seats,
 * deadlines and the public notation of moves, never a card someone still holds.
 */
import * as v from 'valibot';
import { CorrOutcomeSchema } from './protocol-correspondence.js';

/** worker/notify/event.ts EVENT_KINDS, the `X-Stammtisch-Event` header. */
export const WEBHOOK_EVENT_KINDS = ['turn', 'reminder', 'timeout', 'standin', 'finished', 'rematch', 'digest', 'test'] as const;

const iso = (description: string) => v.pipe(v.string(), v.description(`${description} (ISO time)`));

const TableRefSchema = v.object({ id: v.string(), name: v.string(), game: v.string() });

/** Format `json`: the event itself, with its sentence in the player's language and a link. */
export const WebhookEventSchema = v.pipe(
  v.object({
    event: v.pipe(v.picklist(WEBHOOK_EVENT_KINDS), v.description('What happened (also the X-Stammtisch-Event header)')),
    kind: v.pipe(v.picklist(WEBHOOK_EVENT_KINDS), v.description('The same as `event`')),
    text: v.pipe(v.string(), v.description('One sentence saying it, in the player\'s language')),
    language: v.pipe(v.string(), v.description('The language of `text` (en, de, fr, hu, ro, sr-Latn, sr-Cyrl, hr, bs)')),
    url: v.pipe(v.string(), v.description('Where the site shows it: the table (the new one for a rematch), or your tables')),
    at: iso('When it happened'),
    table: v.optional(TableRefSchema),
    seat: v.optional(v.nullable(v.pipe(v.number(), v.description('Your seat at the table')))),
    deadline: v.optional(v.nullable(iso('When your time at the table runs out'))),
    moves: v.optional(
      v.pipe(
        v.array(v.object({ seat: v.number(), name: v.string(), action: v.pipe(v.string(), v.description('Public notation')) })),
        v.description('`turn`: the moves since your own last one, as every seat saw them'),
      ),
    ),
    tables: v.optional(
      v.pipe(v.array(v.object({ ...TableRefSchema.entries, deadline: v.nullable(v.string()) })), v.description('`digest`: the tables waiting for you')),
    ),
    rematch: v.optional(v.pipe(v.string(), v.description('`rematch`: the new table\'s id'))),
    seq: v.optional(v.pipe(v.number(), v.description('`turn`: the table\'s seq, to act with'))),
    outcome: v.optional(CorrOutcomeSchema),
    winners: v.optional(v.pipe(v.array(v.string()), v.description('`finished`: the winners\' names (none for a draw)'))),
    score: v.optional(v.pipe(v.number(), v.description('`finished`: the winning score'))),
    forfeited: v.optional(v.pipe(v.string(), v.description('`finished` by a forfeit on time: the name of the player whose time ran out'))),
    by: v.optional(v.pipe(v.string(), v.description('`rematch`: who asked'))),
    newSeat: v.optional(v.pipe(v.number(), v.description('`rematch`: your seat at the new table'))),
    graceUntil: v.optional(iso('`timeout`: when the table\'s absence policy acts')),
    player: v.optional(v.pipe(v.string(), v.description('`test`: your name'))),
  }),
  v.description('A notification in the `json` format'),
);

/** Format `discord`: a Discord webhook message; nobody is pinged. */
export const DiscordWebhookSchema = v.pipe(
  v.object({
    username: v.literal('Stammtisch'),
    content: v.pipe(v.string(), v.maxLength(2000), v.description('The sentence (markdown escaped) and the link on a second line')),
    allowed_mentions: v.object({ parse: v.tuple([]) }),
  }),
  v.description('A notification in the `discord` format'),
);

/** Format `slack`: a Slack incoming-webhook message. */
export const SlackWebhookSchema = v.pipe(
  v.object({
    text: v.pipe(v.string(), v.description('The sentence (&, <, > escaped) and a link `<url|Open>`')),
    mrkdwn: v.literal(false),
    unfurl_links: v.literal(false),
  }),
  v.description('A notification in the `slack` format'),
);

export type WebhookEvent = v.InferOutput<typeof WebhookEventSchema>;
