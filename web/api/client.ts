/** A small typed client of the public REST API (docs/api.md); wire types come from shared/protocol.ts. */
import type {
  CreatePlayerResponse,
  CreateTableBody,
  CreateTableResponse,
  EventsResponse,
  GamesResponse,
  MatchRecordWire,
  Player,
  ReplayResponse,
  DealReview,
  Problem,
  TableState,
  TablesResponse,
} from '../../shared/protocol.js';
import type {
  ChatMessage,
  ChatResponse,
  CorrCreateTableBody,
  CorrCreateTableResponse,
  NotificationSettings,
  PremoveBody,
  PremovesResponse,
  PutNotificationsBody,
  PutNotificationsResponse,
  Vacation,
  VacationBody,
} from '../../shared/protocol-correspondence.js';
import type { AnalysisResponse } from '../../shared/protocol-analysis.js';
import type { CreateReportBody, CreateReportResponse } from '../../shared/protocol-moderation.js';
import type { Challenge, ChallengesResponse, CreateChallengeBody } from '../../shared/protocol-platform.js';
import type { LobbyTablesResponse } from '../../shared/protocol-ratings.js';
import type {
  LinkCodeResponse,
  Passkey,
  PasskeysResponse,
  RecoveryCodeResponse,
  RegisterPasskeyResponse,
  SessionsResponse,
  TokenResponse,
  WsTicketResponse,
} from '../../shared/protocol-accounts.js';

/** An answer that was not 2xx: the problem's stable `code`, a readable `detail`, and the state on a 409. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly state?: TableState,
  ) {
    super(`${code}: ${detail}`);
  }
}

export class Api {
  /**
   * `base`: the origin serving the API ('' = this page's origin). `invite`: the invitation code of a
   * private table, which those not seated at it need to read it (docs/api.md §3).
   */
  constructor(
    readonly base: string,
    readonly token?: string,
    readonly invite?: string,
  ) {}

  /** `path` with the invitation code, when there is one. */
  private invited(path: string): string {
    if (!this.invite) return path;
    return `${path}${path.includes('?') ? '&' : '?'}invite=${encodeURIComponent(this.invite)}`;
  }

  games(): Promise<GamesResponse> {
    return this.request('GET', '/api/games');
  }

  createPlayer(name: string): Promise<CreatePlayerResponse> {
    return this.request('POST', '/api/players', { name });
  }

  me(): Promise<Player> {
    return this.request('GET', '/api/me');
  }

  /** A single-use ticket (≤ 60 s) to open a table's socket without putting the token in the URL. */
  wsTicket(tableId: string): Promise<WsTicketResponse> {
    return this.request('POST', `/api/tables/${encodeURIComponent(tableId)}/ws-ticket`);
  }

  // Accounts (docs/api.md §1): sessions, passkeys, linking, recovery, your data

  sessions(): Promise<SessionsResponse> {
    return this.request('GET', '/api/me/sessions');
  }

  revokeSession(id: string): Promise<void> {
    return this.request('DELETE', `/api/me/sessions/${encodeURIComponent(id)}`);
  }

  passkeys(): Promise<PasskeysResponse> {
    return this.request('GET', '/api/me/passkeys');
  }

  passkeyOptions(): Promise<Record<string, unknown>> {
    return this.request('POST', '/api/me/passkeys/options');
  }

  addPasskey(credential: unknown, name?: string): Promise<RegisterPasskeyResponse> {
    return this.request('POST', '/api/me/passkeys', name ? { credential, name } : { credential });
  }

  renamePasskey(id: string, name: string): Promise<Passkey> {
    return this.request('PUT', `/api/me/passkeys/${encodeURIComponent(id)}`, { name });
  }

  removePasskey(id: string): Promise<void> {
    return this.request('DELETE', `/api/me/passkeys/${encodeURIComponent(id)}`);
  }

  linkCode(): Promise<LinkCodeResponse> {
    return this.request('POST', '/api/me/link-codes');
  }

  newRecoveryCode(): Promise<RecoveryCodeResponse> {
    return this.request('POST', '/api/me/recovery-code');
  }

  signInOptions(): Promise<Record<string, unknown>> {
    return this.request('POST', '/api/sessions/passkey/options');
  }

  signInWithPasskey(credential: unknown, deviceName?: string): Promise<TokenResponse> {
    return this.request('POST', '/api/sessions/passkey', { credential, ...(deviceName ? { deviceName } : {}) });
  }

  signInWithCode(kind: 'link' | 'recovery', code: string): Promise<TokenResponse> {
    return this.request('POST', `/api/sessions/${kind}`, { code });
  }

  /** Everything kept about the player, as the JSON text to save. */
  async exportData(): Promise<string> {
    return JSON.stringify(await this.request('GET', '/api/me/export'), null, 2);
  }

  deleteAccount(): Promise<void> {
    return this.request('DELETE', '/api/me', { confirm: true });
  }

  myTables(): Promise<TablesResponse> {
    return this.request('GET', '/api/me/tables');
  }

  // Challenges (docs/api.md §11)

  challenges(): Promise<ChallengesResponse> {
    return this.request('GET', '/api/challenges');
  }

  challenge(id: string): Promise<Challenge> {
    return this.request('GET', `/api/challenges/${encodeURIComponent(id)}`);
  }

  createChallenge(body: Partial<CreateChallengeBody> & Pick<CreateChallengeBody, 'to' | 'game' | 'seats'>): Promise<Challenge> {
    return this.request('POST', '/api/challenges', body);
  }

  /** Accepts, declines (the one challenged) or withdraws (the challenger) a challenge: the challenge afterwards. */
  answerChallenge(id: string, answer: 'accept' | 'decline' | 'cancel'): Promise<Challenge> {
    return this.request('POST', `/api/challenges/${encodeURIComponent(id)}/${answer}`);
  }

  createTable(body: Partial<CreateTableBody & CorrCreateTableBody> & Pick<CreateTableBody, 'game' | 'seats'>): Promise<CreateTableResponse> {
    return this.request('POST', '/api/tables', body);
  }

  /** A lobby's waiting tables with their seated players' ratings; `minRating`/`maxRating` keep those whose average is in range. */
  lobby(name: string, range: { minRating?: number; maxRating?: number } = {}): Promise<LobbyTablesResponse> {
    const query = new URLSearchParams();
    if (range.minRating !== undefined) query.set('minRating', String(range.minRating));
    if (range.maxRating !== undefined) query.set('maxRating', String(range.maxRating));
    const q = query.toString();
    return this.request('GET', `/api/lobbies/${encodeURIComponent(name)}/tables${q ? `?${q}` : ''}`);
  }

  table(id: string): Promise<TableState> {
    return this.request('GET', this.invited(`/api/tables/${encodeURIComponent(id)}`));
  }

  sit(id: string, seat: number, invite?: string): Promise<TableState> {
    return this.request('POST', `/api/tables/${encodeURIComponent(id)}/seats/${seat}`, invite ? { invite } : {});
  }

  leave(id: string, seat: number): Promise<TableState> {
    return this.request('DELETE', `/api/tables/${encodeURIComponent(id)}/seats/${seat}`);
  }

  act(id: string, seq: number, action: string, idempotencyKey: string): Promise<TableState> {
    return this.request('POST', `/api/tables/${encodeURIComponent(id)}/actions`, { seq, action }, { 'Idempotency-Key': idempotencyKey });
  }

  claim(id: string, seq: number, idempotencyKey: string): Promise<TableState> {
    return this.request('POST', `/api/tables/${encodeURIComponent(id)}/claim`, { seq }, { 'Idempotency-Key': idempotencyKey });
  }

  events(id: string, after: number, wait: number, signal?: AbortSignal): Promise<EventsResponse> {
    return this.request('GET', this.invited(`/api/tables/${encodeURIComponent(id)}/events?after=${after}&wait=${wait}`), undefined, {}, signal);
  }

  record(id: string): Promise<MatchRecordWire> {
    return this.request('GET', this.invited(`/api/tables/${encodeURIComponent(id)}/record`));
  }

  /** A finished match step by step with all hands open (409 NOT_FINISHED before the end). */
  replay(id: string): Promise<ReplayResponse> {
    return this.request('GET', this.invited(`/api/tables/${encodeURIComponent(id)}/replay`));
  }

  /** A closed deal of a running match step by step with all hands open (409 DEAL_NOT_CLOSED while its cards can still matter). */
  deal(id: string, deal: number): Promise<DealReview> {
    return this.request('GET', this.invited(`/api/tables/${encodeURIComponent(id)}/deals/${deal}`));
  }

  /** The post-game analysis of a finished match; `status: 'pending'` (a 202) while the table computes it. */
  analysis(id: string): Promise<AnalysisResponse> {
    return this.request('GET', this.invited(`/api/tables/${encodeURIComponent(id)}/analysis`));
  }

  // Correspondence (docs/correspondence.md)

  chat(id: string, after = 0): Promise<ChatResponse> {
    return this.request('GET', `/api/tables/${encodeURIComponent(id)}/chat?after=${after}`);
  }

  postChat(id: string, text: string): Promise<ChatMessage> {
    return this.request('POST', `/api/tables/${encodeURIComponent(id)}/chat`, { text });
  }

  /** A report to the operators (docs/api.md, "Blocking, reports and mutes"): here, of a chat line. */
  report(body: CreateReportBody): Promise<CreateReportResponse> {
    return this.request('POST', '/api/reports', body);
  }

  addPremove(id: string, body: PremoveBody): Promise<PremovesResponse> {
    return this.request('POST', `/api/tables/${encodeURIComponent(id)}/premoves`, body);
  }

  cancelPremove(id: string, pid: string): Promise<PremovesResponse> {
    return this.request('DELETE', `/api/tables/${encodeURIComponent(id)}/premoves/${encodeURIComponent(pid)}`);
  }

  returnSeat(id: string, seat: number): Promise<TableState> {
    return this.request('POST', `/api/tables/${encodeURIComponent(id)}/seats/${seat}/return`);
  }

  rematch(id: string): Promise<CorrCreateTableResponse> {
    return this.request('POST', `/api/tables/${encodeURIComponent(id)}/rematch`);
  }

  vacation(): Promise<Vacation> {
    return this.request('GET', '/api/me/vacation');
  }

  setVacation(body: VacationBody): Promise<Vacation> {
    return this.request('POST', '/api/me/vacation', body);
  }

  notifications(): Promise<NotificationSettings> {
    return this.request('GET', '/api/me/notifications');
  }

  setNotifications(body: PutNotificationsBody): Promise<PutNotificationsResponse> {
    return this.request('PUT', '/api/me/notifications', body);
  }

  testNotifications(): Promise<{ queued: number }> {
    return this.request('POST', '/api/me/notifications/test');
  }

  protected request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<T> {
    return request<T>(method, this.base + path, body, { token: this.token, headers, signal });
  }
}

/** How one call is sent besides its method, address and body. */
export interface RequestOptions {
  /** The bearer token; none: the call is anonymous. */
  readonly token?: string | undefined;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal | undefined;
}

/**
 * One call of the API (the widget's Api and the site's own calls): JSON in and out; an answer that is
 * not 2xx becomes an ApiError with the problem's code, and no answer at all the code NETWORK.
 */
export async function request<T>(method: string, url: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  const h: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (body !== undefined) h['Content-Type'] = 'application/json';
  if (opts.token) h.Authorization = `Bearer ${opts.token}`;
  let res: Response;
  try {
    res = await fetch(url, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body), signal: opts.signal });
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    throw new ApiError(0, 'NETWORK', e instanceof Error ? e.message : String(e));
  }
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (res.ok) return data as T;
  const p = (data ?? {}) as Partial<Problem>;
  throw new ApiError(res.status, p.code ?? `HTTP_${res.status}`, p.detail ?? p.title ?? res.statusText, p.state);
}

/** `request` as one player (or anonymously, without a token), relative to this page's origin. */
export const requestAs =
  (token?: string) =>
  <T>(method: string, path: string, body?: unknown): Promise<T> =>
    request<T>(method, path, body, { token });

/** A fresh id for an Idempotency-Key or a WebSocket requestId. */
export function requestId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
