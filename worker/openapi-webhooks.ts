/**
 * The OpenAPI 3.1 `webhooks` section: the requests this server sends to the webhooks a player set
 * (PUT /api/me/notifications; worker/notify/notifier.ts sends them). Bodies: shared/protocol-webhooks.ts.
 */
import { DiscordWebhookSchema, SlackWebhookSchema, WEBHOOK_EVENT_KINDS, WebhookEventSchema } from '../shared/protocol-webhooks.js';

export const WEBHOOK_SCHEMAS = {
  WebhookEvent: WebhookEventSchema,
  DiscordWebhook: DiscordWebhookSchema,
  SlackWebhook: SlackWebhookSchema,
} as const;

const ref = (name: keyof typeof WEBHOOK_SCHEMAS) => ({ $ref: `#/components/schemas/${name}` });

/** A `json` delivery of "your turn", as worker/notify/format.ts writes it. */
export const WEBHOOK_EXAMPLE = {
  event: 'turn',
  kind: 'turn',
  text: 'Your turn at Friday Tablanet: Ben played K♠ and took K♥',
  language: 'en',
  url: 'https://stammtisch.example/t/k2m4n6p8q2r4',
  at: '2026-12-02T12:00:00.000Z',
  table: { id: 'k2m4n6p8q2r4', name: 'Friday Tablanet', game: 'tablanet' },
  seat: 0,
  deadline: '2026-12-05T12:00:00.000Z',
  moves: [{ seat: 1, name: 'Ben', action: 'play SK x HK' }],
  seq: 17,
} as const;

export function webhooks(): Record<string, unknown> {
  return {
    notification: {
      post: {
        operationId: 'notification',
        summary: 'A notification to your webhook',
        description:
          'Sent to each webhook of PUT /api/me/notifications when something needs you (your turn, a reminder, a timeout, a stand-in ' +
          'took over, a match finished, a rematch, the daily digest, a test). The body is the webhook\'s `format`: `json` (the event), ' +
          '`discord` or `slack`. Verify `X-Stammtisch-Signature` (HMAC-SHA256 of the raw body with the secret shown once when the webhook ' +
          'was saved) before trusting it. Any 2xx answer is a delivery; a network failure, 5xx, 408 or 429 is retried after 30 s, 1, 2, ' +
          '4 … minutes, up to 8 attempts, with the same `X-Stammtisch-Delivery`; other answers are not retried. Redirects are not followed.',
        tags: ['Correspondence'],
        security: [],
        parameters: [
          {
            name: 'X-Stammtisch-Event', in: 'header', required: true, description: 'The event kind (`event` in the json body)',
            schema: { enum: [...WEBHOOK_EVENT_KINDS] },
          },
          {
            name: 'X-Stammtisch-Delivery', in: 'header', required: true, description: 'The delivery id, the same on every retry: skip one you already handled',
            schema: { type: 'string' },
          },
          {
            name: 'X-Stammtisch-Signature', in: 'header', required: true,
            description: '`sha256=` and the lower-case hex HMAC-SHA256 of the exact body bytes, keyed with the webhook\'s secret',
            schema: { type: 'string', pattern: '^sha256=[0-9a-f]{64}$' },
          },
          { name: 'User-Agent', in: 'header', required: true, description: 'Always this', schema: { const: 'Stammtisch-Webhook/1' } },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { oneOf: [ref('WebhookEvent'), ref('DiscordWebhook'), ref('SlackWebhook')] },
              example: WEBHOOK_EXAMPLE,
            },
          },
        },
        responses: {
          '200': { description: 'Received (any 2xx will do)' },
          '500': { description: 'Not received: retried later (also any 5xx, 408 and 429)' },
        },
      },
    },
  };
}
