/** The routes of the platform for apps and bots in the OpenAPI document (worker/openapi.ts lists them with the others). */
import {
  AccountEventSchema,
  AccountEventsResponseSchema,
  ChallengeSchema,
  ChallengesResponseSchema,
  CreateChallengeBodySchema,
  HeartbeatSchema,
  OpenChallengesResponseSchema,
} from '../shared/protocol-platform.js';
import type { Param, RouteDoc } from './openapi.js';

export const PLATFORM_SCHEMAS = {
  AccountEvent: AccountEventSchema,
  AccountEventsResponse: AccountEventsResponseSchema,
  Heartbeat: HeartbeatSchema,
  Challenge: ChallengeSchema,
  ChallengesResponse: ChallengesResponseSchema,
  OpenChallengesResponse: OpenChallengesResponseSchema,
  CreateChallengeBody: CreateChallengeBodySchema,
} as const;

const challengeId: Param = { name: 'id', in: 'path', required: true, description: 'Challenge id', schema: { type: 'string', pattern: '^[a-z2-9]{24}$' } };

const after = (what: string): Param => ({
  name: 'after', in: 'query', description: `Only events with a greater seq: the last seq you saw (${what})`, schema: { type: 'integer', minimum: 0 },
});

export const PLATFORM_ROUTES: readonly RouteDoc[] = [
  {
    method: 'post', path: '/api/me/bot', tag: 'Apps and bots', auth: 'required', ok: [200, 'Player'], errors: [401, 403, 409],
    summary: 'Make my account a bot account',
    description:
      'For good: a program plays for this account, and it is labelled as a bot everywhere (`bot: true` on the player, `botAccount: true` on its ' +
      'seats). Only an account that has never taken a seat or entered a tournament: 409 `PLAYED_AS_HUMAN` otherwise. Asking again answers the ' +
      'same. A bot account sits down, is challenged and accepts challenges like anyone, except at tables that do not allow bots (403 ' +
      '`BOTS_NOT_ALLOWED`; rated tables never do). No body.',
  },
  {
    method: 'get', path: '/api/me/events', tag: 'Apps and bots', auth: 'required', ok: [200, 'AccountEventsResponse'], errors: [401],
    params: [
      { ...after('default 0: from the oldest kept'), schema: { type: 'integer', minimum: 0, default: 0 } },
      { name: 'wait', in: 'query', description: 'Seconds to wait for a new event when there is none (long poll)', schema: { type: 'integer', minimum: 0, maximum: 25, default: 0 } },
    ],
    summary: 'My events (long poll)',
    description:
      'Your account\'s events after `after`, oldest first, at most 100 at a time: `seated`, `tableStarted`, `yourTurn` (with the table\'s ' +
      '`tableSeq` and your `deadline`), `finished` (with the `outcome`), `rematchOffered`, `challengeReceived`/`Accepted`/`Declined`/`Canceled` and ' +
      '`chatMention`. Public facts only, never a card. The newest 500 events are kept; `missed: true` says some after `after` were dropped.',
  },
  {
    method: 'get', path: '/api/me/events/stream', tag: 'Apps and bots', auth: 'required', errors: [401],
    params: [after('without it: from now on')],
    ok: [200, { mediaType: 'application/x-ndjson', description: 'One JSON object a line: AccountEvent, or a Heartbeat (`{"kind":"heartbeat"}`) on connecting and every 15 s', schema: 'AccountEvent' }],
    summary: 'My events (NDJSON stream)',
    description:
      'The same events as they happen, one a line; a heartbeat line follows the backlog and comes every 15 s. The stream ends when the ' +
      'session is signed out or the server restarts: reconnect with `after` = the last seq you read, and nothing is lost or repeated.',
  },
  {
    method: 'post', path: '/api/me/events/ws-ticket', tag: 'Apps and bots', auth: 'required', ok: [201, 'WsTicketResponse'], errors: [401],
    summary: 'A ticket for my events socket', description: 'Single-use, good for 60 s: `GET /api/me/events/ws?ticket=…` (browsers cannot send a header there). No body.',
  },
  {
    method: 'get', path: '/api/me/events/ws', tag: 'Apps and bots', auth: 'required', errors: [426],
    params: [after('without it: from now on'), { name: 'ticket', in: 'query', description: 'Single-use ticket from POST /api/me/events/ws-ticket', schema: { type: 'string' } }],
    ok: [101, { mediaType: 'application/json', description: 'WebSocket: every event as one text frame (AccountEvent)', schema: 'AccountEvent' }],
    socket: { send: 'ClientMessage', receive: 'AccountEvent' },
    summary: 'My events (WebSocket)',
    description:
      'The same events, one text frame each. Send the exact text `{"type":"ping"}` to get `{"type":"pong"}`. Refused like a table\'s ' +
      'socket: accepted, one `{type:"error", code, detail}`, closed with 4401; a signed-out session\'s socket closes the same way.',
  },
  {
    method: 'post', path: '/api/challenges', tag: 'Apps and bots', auth: 'required', body: 'CreateChallengeBody', ok: [201, 'Challenge'], errors: [401, 403, 404],
    summary: 'Challenge a player (or anyone)',
    description:
      '`to` is a player id, or `"open"`: listed at GET /api/challenges/open for anyone to accept. The game, seats, options or `profile` are ' +
      'checked now (422 as for a new table); the player challenged hears of it (`challengeReceived`). Open for 24 h. At most 5 in a row, then ' +
      'one a minute (429 with Retry-After).',
  },
  {
    method: 'get', path: '/api/challenges', tag: 'Apps and bots', auth: 'required', ok: [200, 'ChallengesResponse'], errors: [401],
    summary: 'My challenges', description: 'The open challenges to you, and yours of the last 7 days with what became of them.',
  },
  {
    method: 'get', path: '/api/challenges/open', tag: 'Apps and bots', auth: 'none', ok: [200, 'OpenChallengesResponse'], errors: [],
    summary: 'Open challenges (lobby)', description: 'Challenges to anyone that are still open, newest first.',
  },
  {
    method: 'get', path: '/api/challenges/{id}', tag: 'Apps and bots', auth: 'optional', params: [challengeId], ok: [200, 'Challenge'], errors: [401, 404],
    summary: 'A challenge', description: 'Seen by its two players; an open challenge by anyone.',
  },
  {
    method: 'post', path: '/api/challenges/{id}/accept', tag: 'Apps and bots', auth: 'required', params: [challengeId], ok: [200, 'Challenge'], errors: [401, 403, 404, 409],
    summary: 'Accept a challenge',
    description:
      'Makes the table with every seat taken (the challenger at 0, you at 1, the table\'s bots at the rest) and answers the challenge with its ' +
      '`table`. Asking again gives the same table. Too late — it was accepted by someone else, declined, canceled or expired: 409 `CHALLENGE_CLOSED`. No body.',
  },
  {
    method: 'post', path: '/api/challenges/{id}/decline', tag: 'Apps and bots', auth: 'required', params: [challengeId], ok: [200, 'Challenge'], errors: [401, 403, 404, 409],
    summary: 'Decline a challenge', description: 'Only the player challenged (open challenges are left to others). The challenger hears of it (`challengeDeclined`). No body.',
  },
  {
    method: 'post', path: '/api/challenges/{id}/cancel', tag: 'Apps and bots', auth: 'required', params: [challengeId], ok: [200, 'Challenge'], errors: [401, 403, 404, 409],
    summary: 'Cancel my challenge', description: 'While it is open; the player challenged hears of it (`challengeCanceled`). No body.',
  },
];
