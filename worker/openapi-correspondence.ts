/** The correspondence routes of the OpenAPI document (worker/openapi.ts lists them with the others). */
import type { Param, RouteDoc } from './openapi.js';

const tableId: Param = { name: 'id', in: 'path', required: true, description: 'Table id', schema: { type: 'string', pattern: '^[a-z2-9]{12}$' } };
const seat: Param = { name: 'seat', in: 'path', required: true, description: 'Seat number', schema: { type: 'integer', minimum: 0 } };

export const CORRESPONDENCE_ROUTES: readonly RouteDoc[] = [
  {
    method: 'get', path: '/api/tables/{id}/premoves', tag: 'Correspondence', auth: 'required', params: [tableId],
    ok: [200, 'PremovesResponse'], errors: [401, 403, 404],
    summary: 'My pre-moves', description: 'The pre-moves queued for your next turn, and what became of the latest ones.',
  },
  {
    method: 'post', path: '/api/tables/{id}/premoves', tag: 'Correspondence', auth: 'required', params: [tableId], body: 'PremoveBody',
    ok: [201, 'PremovesResponse'], errors: [401, 403, 404, 409],
    summary: 'Queue a pre-move',
    description:
      'An action for your next turn with a condition (`"any"`, or `{led?: "S"|"H"|"D"|"C"|"T", trickEmpty?: bool}`). When the turn ' +
      'comes the queue is read in order: the first pre-move whose condition holds is played if legal, or dropped with the engine\'s ' +
      'reason; the others are done with. A pre-move whose card has left your hand is cancelled.',
  },
  {
    method: 'delete', path: '/api/tables/{id}/premoves', tag: 'Correspondence', auth: 'required', params: [tableId],
    ok: [200, 'PremovesResponse'], errors: [401, 403, 404],
    summary: 'Withdraw all pre-moves', description: 'Empties your queue.',
  },
  {
    method: 'delete', path: '/api/tables/{id}/premoves/{pid}', tag: 'Correspondence', auth: 'required',
    params: [tableId, { name: 'pid', in: 'path', required: true, description: 'Pre-move id', schema: { type: 'string' } }],
    ok: [200, 'PremovesResponse'], errors: [401, 403, 404],
    summary: 'Withdraw a pre-move', description: 'Removes one queued pre-move.',
  },
  {
    method: 'get', path: '/api/tables/{id}/chat', tag: 'Correspondence', auth: 'optional', ok: [200, 'ChatResponse'], errors: [401, 403, 404],
    params: [tableId, { name: 'after', in: 'query', description: 'Messages after this id (default: the latest 200)', schema: { type: 'integer', minimum: 0, default: 0 } }],
    summary: 'The table\'s chat', description: 'Anyone may read the chat of a public table; a private table\'s chat is for its players.',
  },
  {
    method: 'post', path: '/api/tables/{id}/chat', tag: 'Correspondence', auth: 'required', params: [tableId], body: 'ChatBody',
    ok: [201, 'ChatMessage'], errors: [401, 403, 404],
    summary: 'Say something', description: 'Seated players only; at most 500 characters. Sockets that may read the chat get `{type:"chat", message}`.',
  },
  {
    method: 'post', path: '/api/tables/{id}/seats/{seat}/return', tag: 'Correspondence', auth: 'required', params: [tableId, seat],
    ok: [200, 'TableState'], errors: [401, 403, 404],
    summary: 'Take my seat back', description: 'Ends the stand-in bot\'s turn at your seat (any action of yours there does the same).',
  },
  {
    method: 'post', path: '/api/tables/{id}/rematch', tag: 'Correspondence', auth: 'required', params: [tableId],
    ok: [201, 'CreateTableResponse'], errors: [401, 403, 404, 409],
    summary: 'Rematch',
    description: 'After the end (before: 409 `NOT_FINISHED`): the same players, options and settings at a new table, everyone one seat on. Asking again gives the same table.',
  },
  {
    method: 'get', path: '/api/me/vacation', tag: 'Correspondence', auth: 'required', ok: [200, 'Vacation'], errors: [401],
    summary: 'My vacation', description: 'Whether it is on, until when, and the days left (7 to start, one more per 14 days, at most 30).',
  },
  {
    method: 'post', path: '/api/me/vacation', tag: 'Correspondence', auth: 'required', body: 'VacationBody', ok: [200, 'Vacation'], errors: [401, 409],
    summary: 'Vacation on or off', description: 'While on, your clocks stand still at every table. Taken in whole days; ending early gives back the whole days not yet begun (a day begun is spent).',
  },
  {
    method: 'get', path: '/api/me/notifications', tag: 'Correspondence', auth: 'required', ok: [200, 'NotificationSettings'], errors: [401],
    summary: 'My notification settings', description: 'Webhooks (without their secrets), push subscriptions, reminders, the digest, and the VAPID key for PushManager.subscribe.',
  },
  {
    method: 'put', path: '/api/me/notifications', tag: 'Correspondence', auth: 'required', body: 'PutNotificationsBody',
    ok: [200, 'PutNotificationsResponse'], errors: [401, 404],
    summary: 'Change my notification settings',
    description: 'Lists given replace the old ones; an entry with an `id` keeps that webhook (and its secret) or subscription. Each new webhook\'s signing secret is in `secrets`, shown once.',
  },
  {
    method: 'post', path: '/api/me/notifications/test', tag: 'Correspondence', auth: 'required', errors: [401],
    ok: [202, { mediaType: 'application/json', description: '`{queued}`: how many messages are on their way' }],
    summary: 'Send a test notification', description: 'To every webhook and push subscription, through the same outbox as the real ones.',
  },
];
