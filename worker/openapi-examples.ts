/**
 * An example of every request body and success answer in the OpenAPI document, by schema name
 * (docs/api.md, "The contract"). They are what the server really answers in a small story: Ana
 * (a2b3…) created a Tablanet table for two, Ben (b3c4…) took the other seat, and Ana is to play. The
 * view and `legal` are the engine's own for that deal (seed "example"). test/worker/contract.test.ts
 * checks that every operation has one and that each validates against its schema, so they cannot rot.
 */
import type { SchemaName } from './openapi.js';

const T0 = '2026-12-02T12:00:00.000Z';
const T1 = '2026-12-02T12:05:00.000Z';
const LATER = '2026-12-05T12:05:00.000Z';
const ANA = { id: 'a2b3c4d5e6f7g8h9', name: 'Ana' };
const BEN = { id: 'b3c4d5e6f7g8h9j2', name: 'Ben' };
const TABLE_ID = 'k2m4n6p8q2r4';
const SEED_HASH = '9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f0a2c4e6b8d0f';
const CLOCK = { perMoveSeconds: 259_200, reserveSeconds: 0, incrementSeconds: 0, capSeconds: 259_200, weekendsOff: false };
const ABSENCE = { policy: 'standin', graceSeconds: 86_400 };
const REPORT = {
  id: 'r2s4t6u8v2w4', at: LATER, reporter: ANA, player: BEN, reason: 'abuse', details: 'insults in the chat', table: TABLE_ID,
  chat: { table: TABLE_ID, line: 7, text: 'you play like a donkey', at: T1 }, lobby: 'kafana-zagreb',
};
const OWNER = { id: 'v4w5x6y7z8a2b3c4', name: 'Vesna' };

const summary = (status: 'waiting' | 'playing' | 'finished') => ({
  id: TABLE_ID,
  game: 'tablanet',
  name: 'Friday Tablanet',
  seats: 2,
  status,
  visibility: 'public',
  lobby: 'public',
  profile: { id: 'tablanet/tablic-v1', version: 1, name: 'Tablić', modified: false },
  options: { targetScore: 101, showCapturedPiles: false },
  players: status === 'waiting' ? [{ seat: 0, ...named(ANA), bot: false }] : [{ seat: 0, ...named(ANA), bot: false }, { seat: 1, ...named(BEN), bot: false }],
  toAct: status === 'playing' ? [0] : [],
  createdAt: T0,
  updatedAt: T1,
  timeControl: CLOCK,
  absence: ABSENCE,
  botLevel: 'club',
  autoPlaySingle: true,
  rated: false,
  allowBots: true,
});
const named = (p: { id: string; name: string }) => ({ playerId: p.id, name: p.name });

/** Ana's view when the first hand is dealt (the engine's view of seed "example", seat 0). */
const VIEW = {
  game: 'tablanet', viewer: 0, phase: 'play', toAct: [0], hand: ['D6', 'DQ', 'CA', 'C6', 'C7', 'CK'], handCounts: [6, 6], scores: [0, 0],
  deal: 1, dealer: 1, turn: 0, round: 1, rounds: 4, table: ['C9', 'C8', 'D7', 'SA'], stock: 36, buriedJacks: ['DJ', 'SJ', 'CJ'],
  sides: [[0], [1]], captured: [0, 0], tablas: [0, 0], piles: null, lastCapturer: null, lastPlay: null, sideScores: [0, 0],
  targetScore: 101, lastHand: null, handTotals: [], winners: [],
};
const LEGAL = ['play D6', 'play DQ', 'play CA', 'play CA x SA', 'play C6', 'play C7', 'play C7 x D7', 'play CK'];

const TABLE_STATE = {
  table: { ...summary('playing'), yourSeat: 0, yourTurn: true, yourDeadline: LATER },
  seq: 0,
  view: VIEW,
  legal: LEGAL,
  plays: {
    combine: true,
    cards: [
      { card: 'D6', trail: true, groups: [], mustTake: [] },
      { card: 'DQ', trail: true, groups: [], mustTake: [] },
      { card: 'CA', trail: true, groups: [['SA']], mustTake: [] },
      { card: 'C6', trail: true, groups: [], mustTake: [] },
      { card: 'C7', trail: true, groups: [['D7']], mustTake: [] },
      { card: 'CK', trail: true, groups: [], mustTake: [] },
    ],
  },
  yourSeat: 0,
  invite: 'q7w3e9r2t5y8',
  seedHash: SEED_HASH,
  closedDeals: 0,
  clocks: [
    { seat: 0, reserveMs: 0, deadline: LATER, onVacation: false, standIn: false },
    { seat: 1, reserveMs: 0, deadline: null, onVacation: false, standIn: false },
  ],
  premoves: { premoves: [], log: [] },
};

const ACTIONS = [
  { seq: 1, seat: 0, action: 'play CA x SA', at: T1 },
  { seq: 2, seat: 1, action: 'play H9', at: '2026-12-02T13:10:00.000Z' },
];
const RECORD_HEADER = {
  id: TABLE_ID, game: 'tablanet', version: 1, seats: 2, name: 'Friday Tablanet', options: { targetScore: 101, showCapturedPiles: false },
  profile: { id: 'tablanet/tablic-v1', version: 1, name: 'Tablić', modified: false },
  players: [{ seat: 0, ...named(ANA), bot: false }, { seat: 1, ...named(BEN), bot: false }],
  status: 'playing', seedHash: SEED_HASH, createdAt: T0,
};

const CHALLENGE = {
  id: 'c4d5e6f7g8h9j2k3m4n5p6q7', from: ANA, to: { ...BEN, bot: true }, game: 'tablanet', seats: 2, options: { targetScore: 31 },
  timeControl: CLOCK, absence: ABSENCE, status: 'open', createdAt: T0, expiresAt: '2026-12-03T12:00:00.000Z',
};
const BOT_SESSION = { id: 'b7c8d9e2f3g4h5j6', name: 'My bot', kind: 'api', signedInWith: 'token', scopes: ['read', 'play'], createdAt: T0, lastUsedAt: T1 };
const SESSION = {
  id: 's5t6u7v8w9x2y3z4', name: 'Phone', kind: 'device', signedInWith: 'passkey', scopes: ['read', 'play', 'chat', 'settings'], createdAt: T0, lastUsedAt: '2026-12-02T12:05:00.000Z', current: true,
};
const PASSKEY = { id: 'p3q4r5s6t7u8v9w2', name: 'Phone', createdAt: T0, lastUsedAt: T1, backedUp: true };
const TOTALS = { matchPoints: 2, placement: 2, points: 190, relative: 16, firsts: 1 };
const STANDINGS = {
  scheme: 'total', duplicate: false, order: ['points', 'matchPoints', 'firsts'],
  rows: [
    { rank: 1, id: 'e1', name: 'Ana', played: 2, byes: 0, totals: TOTALS, rounds: [103, 87] },
    { rank: 2, id: 'e2', name: 'Ben', played: 2, byes: 0, totals: { matchPoints: 2, placement: 2, points: 174, relative: -16, firsts: 1 }, rounds: [87, 87] },
  ],
  teams: [],
};
const TOURNAMENT = {
  id: 'm2n3p4q5r6s7', name: 'Winter cup', game: 'tablanet', options: { targetScore: 101, showCapturedPiles: false }, tableSize: 2, rounds: 3,
  teamSize: 1, duplicate: false, botsFill: true, scheme: 'total', roundDays: 7, botLevel: 'club', status: 'running', director: ANA, createdAt: T0,
  entrants: [{ id: 'e1', playerId: ANA.id, name: 'Ana' }, { id: 'e2', playerId: BEN.id, name: 'Ben' }],
  reserves: [],
  played: [{ round: 1, startedAt: T1, byes: [], tables: [{ index: 1, id: TABLE_ID, status: 'playing', seats: [{ entrant: 'e1', name: 'Ana' }, { entrant: 'e2', name: 'Ben' }] }] }],
  log: [{ seq: 1, at: T1, actor: 'Ana', action: 'roundStarted', detail: 'Round 1: 1 table' }],
  standings: STANDINGS,
  youDirect: true,
  yourEntrant: 'e1',
  invite: 'w8x9y2z3a4b5',
};
const NOTIFICATIONS = {
  yourTurn: true, reminders: true, digest: { enabled: false, hourUtc: 7 },
  webhooks: [{ id: 'h2j3k4m5n6p7', url: 'https://club.example/hooks/stammtisch', format: 'json', createdAt: T0 }],
  push: [], vapidPublicKey: 'BOr0mYw6aGbC8d3tQn1zLx2yYb5Vv7Kp9Qe4Rt6Uy8Io0Pa1Sd2Fg3Hj4Kl5Zx6Cv7Bn8Mq9We0Rt1Yu2Io3Pa4Sd', language: 'en', languageChosen: true,
};
const LOBBY_TABLE = { ...summary('waiting'), ratings: { format: 'tablanet-2', seats: [{ player: ANA.id, rating: 1184, provisional: false }], average: 1184 } };
const FRAME = { seq: 0, seat: null, action: null, hands: [VIEW.hand, ['H9', 'H4', 'S10', 'D2', 'H3', 'S8']], view: { ...VIEW, viewer: 'spectator', hand: [] } };

/** By schema name: what a request body or a success answer of that schema looks like. */
export const EXAMPLES: Partial<Record<SchemaName, unknown>> = {
  // Bodies
  CreatePlayerBody: { name: 'Ana' },
  CreateTableBody: { game: 'tablanet', seats: 2, profile: 'tablanet/tablic-v1', name: 'Friday Tablanet', seat: 0, timeControl: { perMoveSeconds: 259_200 } },
  TakeSeatBody: { invite: 'q7w3e9r2t5y8' },
  ActionBody: { seq: 0, action: 'play CA x SA' },
  ClaimBody: { seq: 41 },
  PremoveBody: { when: 'any', action: 'play CK' },
  ChatBody: { text: 'Good game, Ben!' },
  VacationBody: { on: true, days: 5 },
  PutNotificationsBody: { yourTurn: true, language: 'en', webhooks: [{ url: 'https://club.example/hooks/stammtisch', format: 'json' }] },
  CreateTournamentBody: { name: 'Winter cup', game: 'tablanet', tableSize: 2, rounds: 3, botsFill: true, roundDays: 7 },
  JoinTournamentBody: { invite: 'w8x9y2z3a4b5' },
  TableDecisionBody: { reason: 'A seat was played by the wrong person' },
  ReplaceEntrantBody: { entrant: 'e2', by: 'c4d5e6f7g8h9j2k3', reason: 'Ben moved away' },
  CreateSessionBody: { name: 'My bot', scopes: ['read', 'play'] },
  RegisterPasskeyBody: {
    name: 'Phone',
    credential: { id: 'Xb3k9Qw1', rawId: 'Xb3k9Qw1', type: 'public-key', response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' } },
  },
  RenameBody: { name: 'Laptop' },
  PasskeySignInBody: {
    credential: {
      id: 'Xb3k9Qw1', rawId: 'Xb3k9Qw1', type: 'public-key',
      response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0', authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ', signature: 'MEUCIQDv' },
    },
    deviceName: 'Phone',
  },
  CodeSignInBody: { code: 'K7PX-3M9Q', deviceName: 'Laptop' },
  DeleteAccountBody: { confirm: true },
  PutLobbyMembersBody: { members: [BEN.id] },
  CreateChallengeBody: { to: BEN.id, game: 'tablanet', seats: 2, options: { targetScore: 31 }, timeControl: { perMoveSeconds: 259_200 } },

  // Answers
  GamesResponse: {
    games: [
      {
        id: 'tablanet', name: 'Tablanet', title: 'Tablanet', version: 1, versions: [1], seatCounts: [2, 3, 4],
        optionsSchema: { type: 'object', properties: { targetScore: { type: 'integer', minimum: 1, default: 101 } }, additionalProperties: false },
        profiles: [{ id: 'tablanet/tablic-v1', version: 1, name: 'Tablić', description: 'Tablić as played in Serbian and Croatian cafés', options: { targetScore: 101 } }],
      },
    ],
  },
  CreatePlayerResponse: { player: ANA, token: 'st_a2b3c4d5e6f7g8h9_Qm9yZ2VuIGthbm4ga29tbWVu' },
  Player: ANA,
  MyTablesResponse: { tables: [{ ...summary('playing'), yourSeat: 0, yourTurn: true, yourDeadline: LATER }] },
  CreateTableResponse: {
    table: summary('waiting'), invite: 'q7w3e9r2t5y8', seedHash: SEED_HASH,
    links: { table: `/t/${TABLE_ID}`, join: `/t/${TABLE_ID}?invite=q7w3e9r2t5y8` },
  },
  LobbyTablesResponse: { tables: [LOBBY_TABLE] },
  TableState: TABLE_STATE,
  EventsResponse: { events: ACTIONS.slice(0, 1).map(({ seq, seat, action, at }) => ({ seq, seat, action, at })), state: { ...TABLE_STATE, seq: 1 } },
  MatchRecord: { ...RECORD_HEADER, actions: ACTIONS },
  ReplayResponse: { frames: [FRAME] },
  ServerMessage: { type: 'state', ...TABLE_STATE },
  CreateTournamentResponse: {
    tournament: { ...TOURNAMENT, status: 'open', played: [], log: [], standings: { ...STANDINGS, rows: [] } },
    invite: 'w8x9y2z3a4b5',
    links: { page: '/tournaments/m2n3p4q5r6s7', join: '/tournaments/m2n3p4q5r6s7?invite=w8x9y2z3a4b5', standings: '/api/tournaments/m2n3p4q5r6s7/standings', csv: '/api/tournaments/m2n3p4q5r6s7/standings.csv' },
  },
  Tournament: TOURNAMENT,
  StandingsResponse: { tournament: { id: 'm2n3p4q5r6s7', name: 'Winter cup', game: 'tablanet', status: 'running', rounds: 3, round: 2, complete: 1 }, standings: STANDINGS },
  PremovesResponse: {
    premoves: [{ id: 'pm1', when: 'any', action: 'play CK', createdAt: T1 }],
    log: [{ id: 'pm0', action: 'play DQ', result: 'dropped', reason: 'DQ was no longer in your hand', at: T1 }],
  },
  ChatResponse: { messages: [{ id: 1, seat: 1, name: 'Ben', text: 'Good luck!', system: false, at: T1 }] },
  ChatMessage: { id: 2, seat: 0, name: 'Ana', text: 'Good game, Ben!', system: false, at: T1 },
  Vacation: { on: true, until: '2026-12-07T12:00:00.000Z', auto: false, balanceDays: 25 },
  NotificationSettings: NOTIFICATIONS,
  PutNotificationsResponse: { ...NOTIFICATIONS, secrets: [{ id: 'h2j3k4m5n6p7', secret: 'whsec_4f8a2c6e0b1d3f5a7c9e' }] },
  SessionsResponse: { sessions: [SESSION, BOT_SESSION] },
  TokenResponse: { player: ANA, session: SESSION, token: 'st_a2b3c4d5e6f7g8h9_Qm9yZ2VuIGthbm4ga29tbWVu' },
  WsTicketResponse: { ticket: 'wst_7d2f9a4c1e8b', expiresAt: '2026-12-02T12:01:00.000Z' },
  PasskeysResponse: { passkeys: [PASSKEY], recoveryCode: { createdAt: T0 } },
  WebAuthnOptions: { challenge: 'a7Xk2pQ9rT4w', rp: { name: 'Stammtisch', id: 'stammtisch.example' }, timeout: 60_000, userVerification: 'preferred' },
  RegisterPasskeyResponse: { passkey: PASSKEY, recoveryCode: 'R4TK-9PXM-2QWE-7ZNB' },
  Passkey: PASSKEY,
  RecoveryCodeResponse: { code: 'R4TK-9PXM-2QWE-7ZNB' },
  LinkCodeResponse: { code: 'K7PX3M9Q', url: 'https://stammtisch.example/link#K7PX3M9Q', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29">…</svg>', expiresAt: '2026-12-02T12:10:00.000Z' },
  ExportResponse: {
    exportedAt: T1, player: { ...ANA, createdAt: T0 }, sessions: [SESSION], passkeys: [PASSKEY],
    vacation: { on: false, auto: false, balanceDays: 30 }, notifications: { yourTurn: true },
    tables: [{ id: TABLE_ID, table: summary('playing'), chat: [{ id: 1, seat: 1, name: 'Ben', text: 'Good luck!', at: T1 }] }],
  },
  Lobby: { name: 'kafana-zagreb', claimed: true, owner: ANA, members: [BEN.id], muted: [], you: 'owner' },
  AccountEventsResponse: {
    events: [
      { seq: 7, kind: 'tableStarted', at: T1, table: { id: TABLE_ID, name: 'Friday Tablanet', game: 'tablanet' }, seat: 0 },
      { seq: 8, kind: 'yourTurn', at: T1, table: { id: TABLE_ID, name: 'Friday Tablanet', game: 'tablanet' }, seat: 0, tableSeq: 0, deadline: LATER },
    ],
    last: 8,
  },
  AccountEvent: { seq: 8, kind: 'yourTurn', at: T1, table: { id: TABLE_ID, name: 'Friday Tablanet', game: 'tablanet' }, seat: 0, tableSeq: 0, deadline: LATER },
  Challenge: CHALLENGE,
  ChallengesResponse: { incoming: [], outgoing: [CHALLENGE] },
  OpenChallengesResponse: { challenges: [{ ...CHALLENGE, to: null }] },
  Leaderboard: {
    format: 'tablanet-2', players: [{ rank: 1, player: ANA.id, name: 'Ana', rating: 1184, provisional: false, matches: 31, firsts: 19 }], total: 1, next: null,
  },
  PlayerProfile: {
    ...ANA,
    ratings: [
      {
        format: 'tablanet-2', rating: 1184, provisional: false, matches: 31, firsts: 19, rank: 1, history: [{ at: T1, rating: 1184 }],
        recent: [{ table: TABLE_ID, at: T1, rank: 1, seats: 2, players: [{ ...ANA, rank: 1 }, { ...BEN, rank: 2 }], before: 1171, after: 1184, counted: true }],
      },
    ],
    stats: [{ game: 'tablanet', matches: 40, wins: 24, forfeits: 0, averageScore: 96.4, deals: 212, moves: 4310, moveSeconds: 5400, counts: { tablas: 57 } }],
  },
  SuggestionsResponse: { suggestions: [{ table: LOBBY_TABLE, yourRating: 1150, distance: 34 }] },
  BlocksResponse: { blocked: [{ ...BEN, since: T1 }] },
  CreateReportBody: { player: BEN.id, reason: 'abuse', details: 'insults in the chat', chat: { table: TABLE_ID, line: 7 } },
  CreateReportResponse: { id: 'r2s4t6u8v2w4', lobby: 'public' },
  ReportsResponse: { reports: [REPORT] },
  HandleReportBody: { handled: true },
  Report: { ...REPORT, handled: { by: OWNER, at: LATER } },
  DealReview: { deal: 1, closed: 1, frames: [FRAME] },
  AnalysisResponse: {
    status: 'complete', game: 'tablanet', version: 1, progress: { done: 1, total: 1 }, budget: { samples: 16, infoNodes: 20_000, openNodes: 50_000 },
    thresholds: { inaccuracy: 2, mistake: 4, blunder: 8 },
    deals: [
      {
        deal: 1, declarer: 0, declarers: [0], keyMoment: 1, graph: [{ seq: 1, value: 11 }],
        decisions: [
          {
            seq: 1, seat: 0, deal: 1, phase: 'play', chosen: 'play CA x SA', loss: 0, lossError: 0, openLoss: 0, class: 'best', shares: 1,
            alternatives: [{ action: 'play CA x SA', value: 11, open: 12, exact: false }, { action: 'play C7 x D7', value: 9, open: 9, exact: false }],
            openScores: [12, 0], continuation: [[1, 'play H9']], samples: 16, search: 'rollouts', depth: 4, nodes: 18_250,
          },
        ],
      },
    ],
  },
};

/**
 * Answers that are not JSON of a schema: by operation (`get /path`), media type → example. An NDJSON
 * example is one line (its schema is that of a line).
 */
export const MEDIA_EXAMPLES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'get /api/tables/{id}/record': {
    'application/x-ndjson': RECORD_HEADER,
  },
  'get /api/me/events/stream': {
    'application/x-ndjson': EXAMPLES.AccountEvent,
  },
  'get /api/tournaments/{id}/standings.csv': {
    'text/csv': 'rank,name,team,played,byes,points,matchPoints,firsts\n1,Ana,,2,0,190,2,1\n2,Ben,,2,0,174,2,1\n',
  },
  'post /api/me/notifications/test': { 'application/json': { queued: 1 } },
  'get /api/openapi.json': { 'application/json': { openapi: '3.1.0', info: { title: 'Stammtisch API', version: '1.0.0' }, paths: {} } },
  'get /api/docs': { 'text/html': '<!doctype html><html lang="en"><title>Stammtisch API</title>…</html>' },
};
