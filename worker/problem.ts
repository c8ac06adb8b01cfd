/**
 * Errors as application/problem+json (RFC 9457) with a stable `code`. Handlers throw `ApiError` or pass
 * a `Problem` along; nothing else ever reaches the client (no stack traces, no engine internals).
 */
import type { Problem, ProblemCode, TableState } from '../shared/protocol.js';

const TITLES: Record<ProblemCode, string> = {
  BAD_REQUEST: 'Bad request',
  VALIDATION_FAILED: 'The request does not match the schema',
  UNAUTHORIZED: 'A valid bearer token is required',
  FORBIDDEN: 'Not allowed for this token',
  INSUFFICIENT_SCOPE: 'The token lacks the scope this needs',
  SIGN_IN_FAILED: 'Sign-in refused',
  PASSKEY_REFUSED: 'The passkey could not be registered',
  NOT_FOUND: 'Not found',
  STALE_SEQ: 'The table has moved on',
  SEAT_TAKEN: 'The seat is taken',
  ALREADY_SEATED: 'You already sit at this table',
  TABLE_FULL: 'The table is full',
  NOT_STARTED: 'The match has not started',
  NOT_FINISHED: 'The match has not ended',
  IDEMPOTENCY_MISMATCH: 'Idempotency key reused for a different request',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  UPGRADE_REQUIRED: 'A WebSocket upgrade is required',
  RATE_LIMITED: 'Too many requests',
  NOT_YOUR_TURN: 'Not your turn',
  ILLEGAL_ACTION: 'Illegal action',
  CLAIM_REFUSED: 'The claim does not hold',
  MATCH_OVER: 'The match is over',
  BAD_NOTATION: 'Not an action of this game',
  UNKNOWN_CARD: 'Unknown card',
  BAD_SEAT: 'No such seat',
  BAD_OPTIONS: 'Invalid options',
  BAD_SEATS: 'Invalid seats',
  BAD_DECK: 'Invalid deck',
  BAD_RECORD: 'Invalid record',
  TOO_FEW_ENTRANTS: 'Too few entrants to seat a round',
  TEAM_TOO_LARGE: 'A team has more players than the round has tables',
  UNKNOWN_PROFILE: 'Unknown house-rule profile',
  UNKNOWN_GAME: 'Unknown game',
  DEAL_NOT_CLOSED: 'The deal is not over for everyone yet',
  CHALLENGE_CLOSED: 'The challenge is no longer open',
  MATCH_STARTED: 'The match has started',
  PLAYED_AS_HUMAN: 'This player has played as a human',
  BOTS_NOT_ALLOWED: 'This table does not allow bot accounts',
  BLOCKED: 'Not together with this player',
  MUTED: 'Muted in this club',
  METHOD_NOT_ALLOWED: 'The route does not take this method',
  INTERNAL: 'Internal error',
};

/** HTTP status of the codes whose status never varies. */
const STATUS: Partial<Record<ProblemCode, number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  INSUFFICIENT_SCOPE: 403,
  SIGN_IN_FAILED: 401,
  NOT_FOUND: 404,
  STALE_SEQ: 409,
  SEAT_TAKEN: 409,
  ALREADY_SEATED: 409,
  TABLE_FULL: 409,
  NOT_STARTED: 409,
  NOT_FINISHED: 409,
  DEAL_NOT_CLOSED: 409,
  CHALLENGE_CLOSED: 409,
  MATCH_STARTED: 409,
  PLAYED_AS_HUMAN: 409,
  BOTS_NOT_ALLOWED: 403,
  BLOCKED: 403,
  MUTED: 403,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UPGRADE_REQUIRED: 426,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** Builds a problem; engine and validation codes default to 422. */
export function problem(
  code: ProblemCode,
  detail: string,
  extra: { errors?: Problem['errors']; state?: TableState; status?: number } = {},
): Problem {
  const out: Problem = {
    type: `https://stammtisch.dev/problems/${code.toLowerCase().replaceAll('_', '-')}`,
    title: TITLES[code],
    status: extra.status ?? STATUS[code] ?? 422,
    code,
    detail,
  };
  // Every 422 lists what was wrong (docs/api.md §8); a rules refusal is one error about the request as a whole.
  if (extra.errors) out.errors = extra.errors;
  else if (out.status === 422) out.errors = [{ path: '', message: detail }];
  if (extra.state) out.state = extra.state;
  return out;
}

export function problemResponse(p: Problem, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(p), {
    status: p.status,
    headers: { 'content-type': 'application/problem+json; charset=utf-8', ...headers },
  });
}

/** Thrown by handlers; turned into a problem response by the app's error handler. */
export class ApiError extends Error {
  constructor(
    readonly problem: Problem,
    readonly headers: Record<string, string> = {},
  ) {
    super(problem.detail);
  }
}

export const fail = (code: ProblemCode, detail: string, extra?: Parameters<typeof problem>[2]): ApiError =>
  new ApiError(problem(code, detail, extra));

/** What a Durable Object method answers: a value, or a problem the worker passes on. */
export type Answer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };
export const answer = <T>(value: T): Answer<T> => ({ ok: true, value });
export const refuse = <T = never>(p: Problem): Answer<T> => ({ ok: false, problem: p });

/**
 * A problem as a socket's error frame: the same fields as over REST (`code`, `title`, `status`,
 * `detail`, `errors`), except that `type` names the frame (`"error"`) instead of the problem's URI.
 */
export function socketError(p: Pick<Problem, 'code' | 'title' | 'status' | 'detail' | 'errors'>, requestId?: string) {
  return {
    type: 'error' as const,
    code: p.code,
    title: p.title,
    status: p.status,
    detail: p.detail,
    ...(p.errors ? { errors: p.errors } : {}),
    ...(requestId === undefined ? {} : { requestId }),
  };
}
