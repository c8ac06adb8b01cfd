/**
 * The OpenAPI 3.1 document of the public API, generated from the valibot schemas of shared/protocol.ts
 * (JSON Schema 2020-12, the dialect of OpenAPI 3.1). `ROUTES` is the one list of documented routes; a
 * test checks it against the routes the worker really serves.
 */
import { LOCALES } from '../shared/locale.js';
import { toJsonSchemaDefs } from '@valibot/to-json-schema';
import * as P from '../shared/protocol.js';
import * as C from '../shared/protocol-correspondence.js';
import { ANALYSIS_ROUTES, ANALYSIS_SCHEMAS } from './openapi-analysis.js';
import { CORRESPONDENCE_ROUTES } from './openapi-correspondence.js';
import { ACCOUNT_ROUTES } from './openapi-accounts.js';
import * as A from '../shared/protocol-accounts.js';
import { scopeOf } from './auth/scopes.js';
import { LOBBY_ROUTES, LOBBY_SCHEMAS } from './openapi-lobbies.js';
import { MODERATION_ROUTES, MODERATION_SCHEMAS } from './openapi-moderation.js';
import { PLATFORM_ROUTES, PLATFORM_SCHEMAS } from './openapi-platform.js';
import { RATING_ROUTES, RATING_SCHEMAS } from './openapi-ratings.js';
import { REVIEW_ROUTES } from './openapi-review.js';
import { bodyRef, pruneSchemas, requestBodies } from './openapi-contract.js';
import { WEBHOOK_SCHEMAS, webhooks } from './openapi-webhooks.js';
import { EXAMPLES, MEDIA_EXAMPLES } from './openapi-examples.js';
import * as v from 'valibot';
import { GAME_VIEW_SCHEMAS, gameViewsDocument } from './openapi-views.js';

export const SCHEMAS = {
  Problem: C.CorrProblemSchema,
  Player: P.PlayerSchema,
  Profile: P.ProfileSchema,
  ProfileRef: P.ProfileRefSchema,
  View: P.ViewSchema,
  SeatInfo: P.SeatInfoSchema,
  TableEvent: P.TableEventSchema,
  CreatePlayerBody: P.CreatePlayerBodySchema,
  TakeSeatBody: P.TakeSeatBodySchema,
  ActionBody: P.ActionBodySchema,
  ClaimBody: P.ClaimBodySchema,
  GameInfo: P.GameInfoSchema,
  GamesResponse: P.GamesResponseSchema,
  CreatePlayerResponse: P.CreatePlayerResponseSchema,
  EventsResponse: C.CorrEventsResponseSchema,
  RecordAction: P.RecordActionSchema,
  MatchRecord: C.CorrMatchRecordSchema,
  MatchRecordHeader: v.pipe(v.omit(C.CorrMatchRecordSchema, ['actions']), v.description('The first line of an NDJSON record: the record without `actions`')),
  ReplayFrame: P.ReplayFrameSchema,
  ReplayResponse: P.ReplayResponseSchema,
  DealReview: P.DealReviewSchema,
  TableSummary: C.CorrTableSummarySchema,
  TableState: C.CorrTableStateSchema,
  Outcome: C.CorrOutcomeSchema,
  CreateTableBody: C.CorrCreateTableBodySchema,
  CreateTableResponse: C.CorrCreateTableResponseSchema,
  TablesResponse: C.CorrTablesResponseSchema,
  MyTablesResponse: C.MyTablesResponseSchema,
  Clock: C.ClockSchema,
  PremoveBody: C.PremoveBodySchema,
  PremovesResponse: C.PremovesResponseSchema,
  ChatBody: C.ChatBodySchema,
  ChatMessage: C.ChatMessageSchema,
  ChatResponse: C.ChatResponseSchema,
  VacationBody: C.VacationBodySchema,
  Vacation: C.VacationSchema,
  NotificationSettings: C.NotificationSettingsSchema,
  PutNotificationsBody: C.PutNotificationsBodySchema,
  PutNotificationsResponse: C.PutNotificationsResponseSchema,
  ClientMessage: P.ClientMessageSchema,
  ServerMessage: C.CorrServerMessageSchema,
  CreateTournamentBody: P.CreateTournamentBodySchema,
  JoinTournamentBody: P.JoinTournamentBodySchema,
  ReplaceEntrantBody: P.ReplaceEntrantBodySchema,
  TableDecisionBody: P.TableDecisionBodySchema,
  Tournament: P.TournamentSchema,
  CreateTournamentResponse: P.CreateTournamentResponseSchema,
  StandingsResponse: P.StandingsResponseSchema,
  ...ACCOUNT_SCHEMAS(),
  ...LOBBY_SCHEMAS,
  ...MODERATION_SCHEMAS,
  ...PLATFORM_SCHEMAS,
  ...RATING_SCHEMAS,
  ...ANALYSIS_SCHEMAS,
  ...WEBHOOK_SCHEMAS,
  ...GAME_VIEW_SCHEMAS,
} as const;
export type SchemaName = keyof typeof SCHEMAS;

type Auth = 'none' | 'optional' | 'required';
export interface Param {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly description: string;
  readonly schema: Record<string, unknown>;
  readonly required?: boolean;
  readonly deprecated?: boolean;
}
export interface RouteDoc {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  /** Path in OpenAPI form (`{id}`). */
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly tag: 'Players' | 'Accounts' | 'Tables' | 'Correspondence' | 'Games' | 'Reference' | 'Tournaments' | 'Apps and bots';
  readonly auth: Auth;
  readonly params?: readonly Param[];
  readonly body?: SchemaName;
  /** status → schema name (JSON), or a description of a non-JSON answer. */
  readonly ok: readonly [status: number, schema: SchemaName | { mediaType: string; description: string; schema?: SchemaName }];
  /** The same success answer in other media types (chosen by a query parameter): media type → what it is. */
  readonly alsoOk?: Readonly<Record<string, { readonly description: string; readonly schema: Record<string, unknown> }>>;
  /** A WebSocket route: the messages each way (`x-websocket` on the operation). */
  readonly socket?: { readonly send: SchemaName; readonly receive: SchemaName };
  /** Error statuses this route answers with besides 400/413/422/429/500. */
  readonly errors: readonly number[];
}

const tableId: Param = { name: 'id', in: 'path', required: true, description: 'Table id', schema: { type: 'string', pattern: '^[a-z2-9]{12}$' } };
const tournamentId: Param = { name: 'id', in: 'path', required: true, description: 'Tournament id', schema: { type: 'string', pattern: '^[a-z2-9]{12}$' } };
const tournamentTable: Param = {
  name: 'table', in: 'path', required: true,
  description: 'Id of one of its tables, or its number `<round>.<table>` (e.g. `2.3`: how a director who plays names the tables of a duplicate round)',
  schema: { type: 'string', pattern: '^(?:[a-z2-9]{12}|\\d{1,2}\\.\\d{1,3})$' },
};
/** Private tables are read by their players, or with the invitation code (worker/table/access.ts). */
const invite: Param = {
  name: 'invite', in: 'query', description: 'Invitation code: needed to read a private table without a seat at it (403 otherwise)',
  schema: { type: 'string', maxLength: 80 },
};
const idempotencyKey: Param = {
  name: 'Idempotency-Key', in: 'header', description: 'Makes retries safe: the same key answers the same result without acting twice',
  schema: { type: 'string', maxLength: 100 },
};
const seat: Param = { name: 'seat', in: 'path', required: true, description: 'Seat number', schema: { type: 'integer', minimum: 0 } };

export const ROUTES: readonly RouteDoc[] = [
  {
    method: 'get', path: '/api/games', tag: 'Games', auth: 'none', ok: [200, 'GamesResponse'], errors: [],
    params: [
      {
        name: 'lang', in: 'query',
        description: 'The language of the titles (else the first of Accept-Language that Stammtisch speaks, else en); an unknown one gives English',
        schema: { enum: [...LOCALES] },
      },
    ],
    summary: 'List the games',
    description:
      'Every game with its seat counts, the JSON Schema of its options and its house-rule profiles. Names and descriptions are English; ' +
      '`title` beside them (each option in the schema, each profile) is in the language asked for, looked up through the ' +
      'same fallbacks as the site (bs → hr → en, sr-Cyrl → sr-Latn → en).',
  },
  {
    method: 'post', path: '/api/players', tag: 'Players', auth: 'none', body: 'CreatePlayerBody', ok: [201, 'CreatePlayerResponse'], errors: [],
    summary: 'Create a player',
    description: 'Returns a bearer token once; only its SHA-256 hash is stored. Send it as `Authorization: Bearer <token>`.',
  },
  {
    method: 'get', path: '/api/me', tag: 'Players', auth: 'required', ok: [200, 'Player'], errors: [401],
    summary: 'Who am I', description: 'The player the token belongs to.',
  },
  {
    method: 'get', path: '/api/me/tables', tag: 'Players', auth: 'required', ok: [200, 'MyTablesResponse'], errors: [401],
    params: [
      { name: 'status', in: 'query', description: 'Only tables in this state', schema: { enum: ['waiting', 'playing', 'finished'] } },
      { name: 'game', in: 'query', description: 'Only tables of this game (an id of GET /api/games)', schema: { type: 'string', maxLength: 40 } },
      { name: 'limit', in: 'query', description: 'At most this many tables', schema: { type: 'integer', minimum: 1, maximum: 500, default: 500 } },
      { name: 'cursor', in: 'query', description: 'The `next` of the page before', schema: { type: 'string', pattern: '^p\\d{1,3}$' } },
    ],
    summary: 'My tables',
    description:
      'The tables you sit at: those where it is your turn first (nearest deadline first), then unfinished ones, then by last activity; ' +
      'filtered by `status` and `game`, `limit` at a time, `next` names the next page. The order is by urgency, so a turn taken ' +
      'between two pages may move a table across the cursor.',
  },
  {
    method: 'post', path: '/api/tables', tag: 'Tables', auth: 'required', body: 'CreateTableBody', ok: [201, 'CreateTableResponse'], errors: [401],
    summary: 'Create a table',
    description:
      'Options are checked by the game itself (see `optionsSchema` at GET /api/games); a named `profile` presets them. ' +
      'A secret seed is drawn now and its SHA-256 published as `seedHash`; the seed is revealed when the match ends.',
  },
  {
    method: 'get', path: '/api/lobbies/{name}/tables', tag: 'Tables', auth: 'optional', ok: [200, 'LobbyTablesResponse'], errors: [401, 422],
    params: [
      { name: 'name', in: 'path', required: true, description: 'Lobby name ("public" by default)', schema: { type: 'string' } },
      { name: 'game', in: 'query', required: false, description: 'Only the tables of this game (a game id of GET /api/games)', schema: { type: 'string' } },
      { name: 'minRating', in: 'query', description: 'Only tables whose seated people average at least this rating', schema: { type: 'integer', minimum: 0, maximum: 9999 } },
      { name: 'maxRating', in: 'query', description: 'Only tables whose seated people average at most this rating', schema: { type: 'integer', minimum: 0, maximum: 9999 } },
    ],
    summary: 'Open tables of a lobby',
    description:
      'Public tables of this lobby still waiting for players, newest first (at most 200). The list may be up to 2 seconds old ' +
      '(it is served from a cache); a table you created or a seat you took or left shows at once. Each table has `ratings`: the seated ' +
      'people\'s ratings in its format (docs/ratings.md, "Finding opponents"). With `minRating`/`maxRating` only tables whose seated people ' +
      'are on average in that range (so not empty ones). Signed in, you are not shown tables where someone sits whom you blocked or who ' +
      'blocked you (you could not sit there); such a list is yours alone and is not cached.',
  },
  {
    method: 'get', path: '/api/tables/{id}', tag: 'Tables', auth: 'optional', params: [tableId, invite], ok: [200, 'TableState'], errors: [401, 403, 404],
    summary: 'The table for your seat',
    description: 'Your seat\'s view and `legal` actions; the spectator view without a token or when you are not seated.',
  },
  {
    method: 'delete', path: '/api/tables/{id}', tag: 'Tables', auth: 'required', params: [tableId],
    ok: [204, { mediaType: 'none', description: 'Deleted' }], errors: [401, 403, 404, 409],
    summary: 'Delete a waiting table',
    description:
      'Only its creator (else 403 `FORBIDDEN`), and only while it waits for players (else 409 `MATCH_STARTED`). It leaves the lobby and ' +
      'everyone\'s "my tables" at once, its sockets are closed, and it answers 404 from then on. (A waiting table that nobody but its ' +
      'creator has sat at for 24 hours leaves the lobby by itself, but stays until deleted.)',
  },
  {
    method: 'post', path: '/api/tables/{id}/seats/{seat}', tag: 'Tables', auth: 'required', params: [tableId, seat], body: 'TakeSeatBody',
    ok: [200, 'TableState'], errors: [401, 403, 404, 409],
    summary: 'Take a seat',
    description: 'Private tables need the invitation code. The match starts when the last seat is taken. The body may be empty.',
  },
  {
    method: 'delete', path: '/api/tables/{id}/seats/{seat}', tag: 'Tables', auth: 'required', params: [tableId, seat],
    ok: [200, 'TableState'], errors: [401, 403, 404],
    summary: 'Leave a seat', description: 'Only your own seat, and only before the match starts.',
  },
  {
    method: 'post', path: '/api/tables/{id}/actions', tag: 'Tables', auth: 'required', body: 'ActionBody', ok: [200, 'TableState'],
    errors: [401, 403, 404, 409],
    params: [tableId, idempotencyKey],
    summary: 'Play an action',
    description:
      'Send the `seq` you saw and one notation from your `legal` list. A stale `seq` answers 409 `STALE_SEQ` with the ' +
      'current `state`; an illegal action 422 with the engine\'s code (`NOT_YOUR_TURN`, `ILLEGAL_ACTION`, `MATCH_OVER`, `BAD_NOTATION`…).',
  },
  {
    method: 'post', path: '/api/tables/{id}/claim', tag: 'Tables', auth: 'required', body: 'ClaimBody', ok: [200, 'TableState'],
    errors: [401, 403, 404, 409],
    params: [tableId, idempotencyKey],
    summary: 'Claim every remaining trick',
    description:
      'Trick games only (Taleles, Tarock, Tarot). When your state has `claim: true` — your turn in the card play, two cards or more in ' +
      'your hand, and your side wins every remaining trick whatever the others play — the table plays out the rest of the deal at once ' +
      '(your side with cards that keep the claim, the others with the cards a club player would choose) and answers your state after it. ' +
      'A claim that is not proven answers 422 `CLAIM_REFUSED`; a stale `seq` 409 `STALE_SEQ` with the current `state`.',
  },
  {
    method: 'get', path: '/api/tables/{id}/events', tag: 'Tables', auth: 'optional', ok: [200, 'EventsResponse'], errors: [401, 403, 404],
    params: [
      tableId,
      invite,
      { name: 'after', in: 'query', description: 'Return actions with seq greater than this', schema: { type: 'integer', minimum: 0, default: 0 } },
      { name: 'wait', in: 'query', description: 'Seconds to wait for something new (long poll)', schema: { type: 'integer', minimum: 0, maximum: 25, default: 0 } },
    ],
    summary: 'Event feed (long poll)',
    description: 'For clients without a socket: actions after `after` (public notation) and your current state; waits up to `wait` s when there are none.',
  },
  {
    method: 'get', path: '/api/tables/{id}/record', tag: 'Tables', auth: 'optional', ok: [200, 'MatchRecord'], errors: [401, 403, 404],
    params: [tableId, invite, { name: 'format', in: 'query', description: '`json` or `ndjson` (header line, then one line per action)', schema: { enum: ['json', 'ndjson'], default: 'json' } }],
    alsoOk: {
      'application/x-ndjson': {
        description:
          'With `format=ndjson`: one JSON object a line, each line ending in a newline. The first line is the record without `actions` ' +
          '(MatchRecordHeader), then one RecordAction a line, oldest first. The schema is that of one line.',
        schema: { oneOf: [{ $ref: '#/components/schemas/MatchRecordHeader' }, { $ref: '#/components/schemas/RecordAction' }] },
      },
    },
    summary: 'The match record',
    description:
      'Public notations and no seed until the match ends; afterwards the full notations and the seed, enough to replay the match. ' +
      'JSON by default; `format=ndjson` answers `application/x-ndjson`, one line per action, for streaming long matches into other tools.',
  },
  {
    method: 'get', path: '/api/tables/{id}/replay', tag: 'Tables', auth: 'optional', params: [tableId, invite], ok: [200, 'ReplayResponse'], errors: [401, 403, 404, 409],
    summary: 'Replay with all hands open',
    description:
      'Once the match has ended (before: 409 `NOT_FINISHED`): the record played again by the server\'s engine, one frame for the ' +
      'start and one per action, each with every seat\'s `hands` and the spectator `view` after that action.',
  },
  {
    method: 'get', path: '/api/tables/{id}/ws', tag: 'Tables', auth: 'optional', errors: [426],
    params: [
      tableId,
      invite,
      { name: 'ticket', in: 'query', description: 'Single-use ticket from POST /api/tables/{id}/ws-ticket (browsers); none and no Authorization = spectator', schema: { type: 'string' } },
      { name: 'token', in: 'query', description: 'Deprecated: a bearer token in the URL ends up in logs. Use ?ticket= (browsers) or the Authorization header', schema: { type: 'string' }, deprecated: true },
    ],
    ok: [101, { mediaType: 'application/json', description: 'WebSocket. Server → client: ServerMessage; client → server: ClientMessage.', schema: 'ServerMessage' }],
    socket: { send: 'ClientMessage', receive: 'ServerMessage' },
    summary: 'Live table (WebSocket)',
    description:
      'After connecting and after every action each socket receives `{type:"state", …}` for its own seat. Send ' +
      '`{type:"act", seq, action, requestId?}` to play (same checks as the REST call) and the exact text `{"type":"ping"}` to get `{"type":"pong"}`. ' +
      'A refused upgrade is accepted, sent one `{type:"error", code, detail}` and closed with 4401 (no valid ticket or token, a revoked session), ' +
      '4403 (a private table) or 4404 (no such table); a revoked session\'s open sockets are closed the same way (4401). ' +
      'Without `Upgrade: websocket` the answer is 426.',
  },
  {
    method: 'post', path: '/api/tournaments', tag: 'Tournaments', auth: 'required', body: 'CreateTournamentBody', ok: [201, 'CreateTournamentResponse'],
    errors: [401],
    summary: 'Create a tournament',
    description:
      'You direct it: the game, house rules and options of every table, table size, rounds, teams, duplicate deals, bots for ' +
      'the last seats, the ranking scheme (`total`, `wins`, `placement`; by game when omitted). Entrants join with the `invite`.',
  },
  {
    method: 'get', path: '/api/tournaments/{id}', tag: 'Tournaments', auth: 'optional', params: [tournamentId], ok: [200, 'Tournament'], errors: [401, 404],
    summary: 'A tournament',
    description:
      'Entrants, rounds with every table\'s progress and outcome, the standings and the log of everything that happened. The ' +
      'director also gets the `invite`. While a duplicate round runs, each player sees only their own table (others show no id, ' +
      'progress or result, and count as playing) and its results are held back from the standings and the log; the director sees ' +
      'every table unless they play in the round. Read without a token it may be up to 2 s old (a shared cache); with one it is current.',
  },
  {
    method: 'get', path: '/api/tournaments/{id}/standings', tag: 'Tournaments', auth: 'none', params: [tournamentId], ok: [200, 'StandingsResponse'],
    errors: [404],
    summary: 'Standings',
    description: 'Ranked entrants and teams after the rounds so far, with the ranking measure and its tie-breaks in `order` (docs/tournaments.md). May be up to 2 s old (a shared cache, cleared by every change).',
  },
  {
    method: 'get', path: '/api/tournaments/{id}/standings.csv', tag: 'Tournaments', auth: 'none', params: [tournamentId], errors: [404],
    ok: [200, { mediaType: 'text/csv', description: 'The standings as CSV: one line per entrant, then the teams' }],
    summary: 'Standings as CSV', description: 'For spreadsheets and club websites.',
  },
  {
    method: 'post', path: '/api/tournaments/{id}/entrants', tag: 'Tournaments', auth: 'required', params: [tournamentId], body: 'JoinTournamentBody',
    ok: [200, 'Tournament'], errors: [401, 403, 404, 409],
    summary: 'Join a tournament',
    description: 'With the invitation code; teams name their team. After the start you join as a reserve the director may bring in.',
  },
  {
    method: 'delete', path: '/api/tournaments/{id}/entrants/me', tag: 'Tournaments', auth: 'required', params: [tournamentId], ok: [200, 'Tournament'],
    errors: [401, 403, 404],
    summary: 'Leave a tournament', description: 'Only before the first round.',
  },
  {
    method: 'post', path: '/api/tournaments/{id}/rounds', tag: 'Tournaments', auth: 'required', params: [tournamentId], ok: [201, 'Tournament'],
    errors: [401, 403, 404, 409, 422],
    summary: 'Start the next round (director)',
    description: 'Seats the round and opens its tables, every seat already taken. 409 `NOT_FINISHED` while the previous round runs. The body may be empty.',
  },
  {
    method: 'post', path: '/api/tournaments/{id}/tables/{table}/annul', tag: 'Tournaments', auth: 'required', params: [tournamentId, tournamentTable],
    body: 'TableDecisionBody', ok: [200, 'Tournament'], errors: [401, 403, 404],
    summary: 'Annul a table (director)', description: 'Its result does not count: everyone at it scores like a bye. The body may be empty.',
  },
  {
    method: 'post', path: '/api/tournaments/{id}/tables/{table}/replay', tag: 'Tournaments', auth: 'required', params: [tournamentId, tournamentTable],
    body: 'TableDecisionBody', ok: [200, 'Tournament'], errors: [401, 403, 404],
    summary: 'Replay a table (director)',
    description: 'A new table with the same seats (and the same deals in duplicate) takes its place. The body may be empty.',
  },
  {
    method: 'post', path: '/api/tournaments/{id}/replace', tag: 'Tournaments', auth: 'required', params: [tournamentId], body: 'ReplaceEntrantBody',
    ok: [200, 'Tournament'], errors: [401, 403, 404],
    summary: 'Replace a player (director)',
    description: 'A reserve takes over an entrant\'s place: the results so far, the seats at running tables and the rounds to come.',
  },
  ...CORRESPONDENCE_ROUTES,
  ...ACCOUNT_ROUTES,
  ...LOBBY_ROUTES,
  ...MODERATION_ROUTES,
  ...PLATFORM_ROUTES,
  ...RATING_ROUTES,
  ...REVIEW_ROUTES,
  ...ANALYSIS_ROUTES,
  {
    method: 'get', path: '/api/openapi.json', tag: 'Reference', auth: 'none', errors: [],
    ok: [200, { mediaType: 'application/json', description: 'This document' }],
    summary: 'OpenAPI document', description: 'OpenAPI 3.1, generated from the valibot schemas the worker validates with.',
  },
  {
    method: 'get', path: '/api/docs', tag: 'Reference', auth: 'none', errors: [],
    ok: [200, { mediaType: 'text/html', description: 'Interactive reference page' }],
    summary: 'API reference page', description: 'A readable page of this document where requests can be tried.',
  },
];

const STATUS_TEXT: Record<number, string> = {
  400: 'Malformed request (BAD_REQUEST)',
  401: 'Missing or invalid token (UNAUTHORIZED)',
  403: 'Not your seat or table (FORBIDDEN), or the token lacks the scope (INSUFFICIENT_SCOPE)',
  404: 'Unknown table or seat (NOT_FOUND)',
  409: 'Conflict: STALE_SEQ (with `state`), SEAT_TAKEN, ALREADY_SEATED, TABLE_FULL, NOT_STARTED, NOT_FINISHED, DEAL_NOT_CLOSED, MATCH_STARTED',
  413: 'Body over 16 KiB (PAYLOAD_TOO_LARGE)',
  422: 'Validation or rules error (VALIDATION_FAILED, ILLEGAL_ACTION, NOT_YOUR_TURN, BAD_OPTIONS…)',
  426: 'Not a WebSocket upgrade (UPGRADE_REQUIRED)',
  429: 'Rate limited (RATE_LIMITED); see Retry-After',
  500: 'Internal error (INTERNAL); never a stack trace',
};

/** The account schemas (shared/protocol-accounts.ts), listed here by name. */
function ACCOUNT_SCHEMAS() {
  return {
    Scope: A.ScopeSchema,
    Session: A.SessionSchema,
    SessionsResponse: A.SessionsResponseSchema,
    CreateSessionBody: A.CreateSessionBodySchema,
    TokenResponse: A.TokenResponseSchema,
    WsTicketResponse: A.WsTicketResponseSchema,
    Passkey: A.PasskeySchema,
    PasskeysResponse: A.PasskeysResponseSchema,
    WebAuthnOptions: A.WebAuthnOptionsSchema,
    RegisterPasskeyBody: A.RegisterPasskeyBodySchema,
    RegisterPasskeyResponse: A.RegisterPasskeyResponseSchema,
    RenameBody: A.RenameBodySchema,
    PasskeySignInBody: A.PasskeySignInBodySchema,
    CodeSignInBody: A.CodeSignInBodySchema,
    LinkCodeResponse: A.LinkCodeResponseSchema,
    RecoveryCodeResponse: A.RecoveryCodeResponseSchema,
    DeleteAccountBody: A.DeleteAccountBodySchema,
    ExportResponse: A.ExportResponseSchema,
  } as const;
}

const ref = (name: SchemaName): Record<string, string> => ({ $ref: `#/components/schemas/${name}` });

let cached: Record<string, unknown> | undefined;

export function openApiDocument(): Record<string, unknown> {
  cached ??= build();
  return cached;
}

function build(): Record<string, unknown> {
  const schemas = toJsonSchemaDefs(SCHEMAS, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    overrideRef: (ctx) => `#/components/schemas/${ctx.referenceId}`,
  });
  gameViewsDocument(schemas as Record<string, unknown>);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of ROUTES) {
    const responses: Record<string, unknown> = {};
    const [status, okSchema] = r.ok;
    responses[String(status)] =
      typeof okSchema === 'string'
        ? { description: 'OK', content: { 'application/json': { schema: ref(okSchema) } } }
        : okSchema.mediaType === 'none'
          ? { description: okSchema.description }
          : { description: okSchema.description, content: { [okSchema.mediaType]: okSchema.schema ? { schema: ref(okSchema.schema) } : {} } };
    for (const [mediaType, also] of Object.entries(r.alsoOk ?? {})) {
      const answer = responses[String(status)] as { description: string; content: Record<string, unknown> };
      answer.description = `${answer.description}. ${also.description}`;
      answer.content[mediaType] = { schema: also.schema };
    }
    const operation = `${r.method} ${r.path}`;
    for (const [mediaType, media] of Object.entries((responses[String(status)] as { content?: Record<string, Record<string, unknown>> }).content ?? {})) {
      const named = typeof okSchema === 'string' ? okSchema : mediaType === okSchema.mediaType ? okSchema.schema : undefined;
      const example = MEDIA_EXAMPLES[operation]?.[mediaType] ?? (named ? EXAMPLES[named] : undefined);
      if (example !== undefined) media.example = example;
    }
    const errors = new Set([...r.errors, 429, 500]);
    if (r.body) [400, 413, 422].forEach((s) => errors.add(s));
    // Every request that may carry a body is refused over 16 KiB, whether the route reads one or not.
    if (r.method !== 'get') errors.add(413);
    if (r.params?.some((p) => p.in === 'query')) errors.add(422);
    for (const s of [...errors].sort()) {
      responses[String(s)] = { description: STATUS_TEXT[s] ?? 'Error', content: { 'application/problem+json': { schema: ref('Problem') } } };
    }
    const op: Record<string, unknown> = {
      operationId: `${r.method}${r.path.replace(/[^a-zA-Z]+(.)?/g, (_, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
      summary: r.summary,
      description: r.description,
      tags: [r.tag],
      responses,
    };
    if (r.socket) op['x-websocket'] = { send: ref(r.socket.send), receive: ref(r.socket.receive) };
    if (r.params) op.parameters = r.params.map((p) => ({ ...p, required: p.in === 'path' ? true : (p.required ?? false) }));
    if (r.body) op.requestBody = bodyRef(r.body);
    // The scope a token needs here (worker/auth/scopes.ts), as a role of the bearer scheme.
    const scope = scopeOf(r.method.toUpperCase(), r.path.replace(/\{(\w+)\}/g, ':$1'));
    if (r.auth === 'required') op.security = [{ bearer: [scope] }];
    if (r.auth === 'optional') op.security = [{}, { bearer: [scope] }];
    if (r.auth === 'none') op.security = [];
    if (r.auth !== 'none') op['x-scope'] = scope;
    (paths[r.path] ??= {})[r.method] = op;
  }
  const doc: Record<string, unknown> = {
    openapi: '3.1.0',
    info: {
      title: 'Stammtisch API',
      version: '1.0.0',
      description:
        'Correspondence card tables (Tablanet, Taleles, Austrian Tarock, French Tarot). JSON in and out; errors are ' +
        '`application/problem+json` with a stable `code`. Create a player to get a bearer token.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'Games', description: 'What can be played, with which options and house rules' },
      { name: 'Players', description: 'Identity by bearer token' },
      { name: 'Accounts', description: 'Sessions and scopes, socket tickets, passkeys, linked devices, recovery, your data (docs/api.md §1)' },
      { name: 'Tables', description: 'Creating, joining and playing tables' },
      { name: 'Correspondence', description: 'Pre-moves, chat, stand-ins, rematch, vacation and notifications (docs/correspondence.md)' },
      { name: 'Apps and bots', description: 'Your account\'s event stream, challenges and bot accounts (docs/api.md, "Apps and bots")' },
      { name: 'Tournaments', description: 'Club tournaments: rounds, seating, standings (docs/tournaments.md)' },
      { name: 'Reference', description: 'This documentation' },
    ],
    paths,
    webhooks: webhooks(),
    components: {
      schemas,
      requestBodies: requestBodies(SCHEMAS, ROUTES.flatMap((r) => (r.body ? [r.body] : []))),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'st_<playerId>_<secret> from POST /api/players or a sign-in; each operation lists the scope it needs (read, play, chat, settings; full = all four)',
        },
      },
    },
  };
  const bodies = (doc.components as { requestBodies: Record<string, { content: Record<string, Record<string, unknown>> }> }).requestBodies;
  for (const [name, body] of Object.entries(bodies)) {
    const example = EXAMPLES[name as SchemaName];
    if (example !== undefined) body.content['application/json']!.example = example;
  }
  pruneSchemas(doc);
  return doc;
}
