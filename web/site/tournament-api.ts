/**
 * The site's calls to /api/tournaments (docs/tournaments.md), and the tournaments this browser has
 * created or joined, remembered in localStorage for the tournaments page.
 */
import type {
  CreateTournamentBody,
  CreateTournamentResponse,
  JoinTournamentBody,
  Problem,
  ReplaceEntrantBody,
  Tournament,
} from '../../shared/protocol.js';
import { ApiError } from '../api/client.js';

async function request<T>(token: string | undefined, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, 'NETWORK', e instanceof Error ? e.message : String(e));
  }
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (res.ok) return data as T;
  const p = (data ?? {}) as Partial<Problem>;
  throw new ApiError(res.status, p.code ?? `HTTP_${res.status}`, p.detail ?? p.title ?? res.statusText);
}

const at = (id: string, rest = ''): string => `/api/tournaments/${encodeURIComponent(id)}${rest}`;

export const tournamentApi = (token?: string) => ({
  create: (body: Partial<CreateTournamentBody> & Pick<CreateTournamentBody, 'name' | 'game' | 'tableSize' | 'rounds'>) =>
    request<CreateTournamentResponse>(token, 'POST', '/api/tournaments', body),
  get: (id: string) => request<Tournament>(token, 'GET', at(id)),
  join: (id: string, body: JoinTournamentBody) => request<Tournament>(token, 'POST', at(id, '/entrants'), body),
  leave: (id: string) => request<Tournament>(token, 'DELETE', at(id, '/entrants/me')),
  startRound: (id: string) => request<Tournament>(token, 'POST', at(id, '/rounds')),
  annul: (id: string, table: string, reason?: string) => request<Tournament>(token, 'POST', at(id, `/tables/${table}/annul`), reason ? { reason } : {}),
  replay: (id: string, table: string, reason?: string) => request<Tournament>(token, 'POST', at(id, `/tables/${table}/replay`), reason ? { reason } : {}),
  replace: (id: string, body: ReplaceEntrantBody) => request<Tournament>(token, 'POST', at(id, '/replace'), body),
});

const KEY = 'stammtisch.tournaments';

export interface Remembered {
  readonly id: string;
  readonly name: string;
  readonly game: string;
}

export function rememberedTournaments(): Remembered[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as Remembered[]).filter((x) => typeof x?.id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberTournament(t: Remembered): void {
  const list = [{ id: t.id, name: t.name, game: t.game }, ...rememberedTournaments().filter((x) => x.id !== t.id)].slice(0, 50);
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // not remembered; the link still works
  }
}
