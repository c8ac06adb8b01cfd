/** The blocking, report and mute routes of the OpenAPI document (worker/openapi.ts lists them with the others). */
import {
  BlocksResponseSchema,
  CreateReportBodySchema,
  CreateReportResponseSchema,
  HandleReportBodySchema,
  ReportSchema,
  ReportsResponseSchema,
} from '../shared/protocol-moderation.js';
import type { Param, RouteDoc } from './openapi.js';

export const MODERATION_SCHEMAS = {
  BlocksResponse: BlocksResponseSchema,
  CreateReportBody: CreateReportBodySchema,
  CreateReportResponse: CreateReportResponseSchema,
  ReportsResponse: ReportsResponseSchema,
  HandleReportBody: HandleReportBodySchema,
  Report: ReportSchema,
} as const;

const playerId: Param = { name: 'id', in: 'path', required: true, description: 'Player id', schema: { type: 'string', pattern: '^[a-z2-9]{16}$' } };
const lobbyName: Param = {
  name: 'name', in: 'path', required: true, description: 'Lobby name (a–z, 0–9, "-")', schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,39}$' },
};

export const MODERATION_ROUTES: readonly RouteDoc[] = [
  {
    method: 'get', path: '/api/me/blocks', tag: 'Players', auth: 'required', ok: [200, 'BlocksResponse'], errors: [401],
    summary: 'The players you blocked',
    description: 'Newest first. Who blocked you is never shown.',
  },
  {
    method: 'put', path: '/api/me/blocks/{id}', tag: 'Players', auth: 'required', params: [playerId], ok: [200, 'BlocksResponse'], errors: [400, 401, 404, 422],
    summary: 'Block a player',
    description:
      'From then on neither of you takes a seat at a waiting table the other sits at (403 `BLOCKED`, the same answer whoever blocked whom), ' +
      'neither challenges the other nor accepts the other\'s challenge (403 `BLOCKED`), and the chat you read leaves out their lines ' +
      '(`hidden` counts them; for you only). They are not told. Tables you already share go on. At most 500 blocks.',
  },
  {
    method: 'delete', path: '/api/me/blocks/{id}', tag: 'Players', auth: 'required', params: [playerId], ok: [200, 'BlocksResponse'], errors: [400, 401, 422],
    summary: 'Unblock a player',
    description: 'Undoes a block (a player you had not blocked: no change).',
  },
  {
    method: 'post', path: '/api/reports', tag: 'Players', auth: 'required', body: 'CreateReportBody', ok: [201, 'CreateReportResponse'], errors: [400, 401, 404],
    summary: 'Report a player or a chat line',
    description:
      'A reason from the short list, what happened in your words, and optionally the table it happened at (one you can read, else 404) ' +
      'or a chat line there (`chat`: the table and the message `id`). A chat line must be one the reported player wrote (400 otherwise; ' +
      '404 when there is no such line you can read); the report keeps its text and time, so the operator reads it even once the table is gone. ' +
      'It reaches the owner of the table\'s lobby when a club claimed it, else the site\'s operators (`lobby` in the answer says which). ' +
      'The player reported is not told. A burst of 5 reports, then one every 10 minutes (429 `RATE_LIMITED` with Retry-After).',
  },
  {
    method: 'get', path: '/api/lobbies/{name}/reports', tag: 'Players', auth: 'required', ok: [200, 'ReportsResponse'], errors: [401, 403, 404, 422],
    params: [
      lobbyName,
      { name: 'before', in: 'query', description: 'The `next` of the previous page', schema: { type: 'string', pattern: '^\\d{1,15}$' } },
      { name: 'limit', in: 'query', description: 'Reports per page (1–100, default 50)', schema: { type: 'integer', minimum: 1, maximum: 100 } },
      { name: 'state', in: 'query', description: 'open (default): not yet handled; handled; all', schema: { type: 'string', enum: ['open', 'handled', 'all'] } },
    ],
    summary: 'Reports for a lobby\'s operator',
    description:
      'Newest first, the latest 1000 kept, the open ones unless `state` says otherwise. A claimed club lobby\'s reports are read by its owner only; `public` holds every other report ' +
      'and is read by the site\'s operators only (the player ids in the OPERATOR_IDS setting). Anyone else: 403 `FORBIDDEN`.',
  },
  {
    method: 'put', path: '/api/lobbies/{name}/reports/{id}', tag: 'Players', auth: 'required', body: 'HandleReportBody', ok: [200, 'Report'], errors: [401, 403, 404],
    params: [lobbyName, { name: 'id', in: 'path', required: true, description: 'Report id', schema: { type: 'string', pattern: '^[a-z2-9]{12}$' } }],
    summary: 'Mark a report handled, or open again',
    description:
      '`{"handled": true}` marks it handled: the report then says who did and when (`handled`), and leaves the default list of open reports. ' +
      '`{"handled": false}` opens it again. Only those who read the lobby\'s reports (403 `FORBIDDEN` otherwise); an unknown report is 404.',
  },
  {
    method: 'put', path: '/api/lobbies/{name}/mutes/{id}', tag: 'Tables', auth: 'required', params: [lobbyName, playerId], ok: [200, 'Lobby'], errors: [401, 403, 404, 422],
    summary: 'Mute a member (owner)',
    description:
      'The member can no longer write in the chat of the club\'s tables, nor create or join tables in its lobby (403 `MUTED`). ' +
      'The lobby\'s `muted` lists them for the owner and the members. Only members can be muted (404 otherwise).',
  },
  {
    method: 'delete', path: '/api/lobbies/{name}/mutes/{id}', tag: 'Tables', auth: 'required', params: [lobbyName, playerId], ok: [200, 'Lobby'], errors: [401, 403, 404, 422],
    summary: 'Unmute a member (owner)',
    description: 'Gives the member their voice and seats back.',
  },
];
