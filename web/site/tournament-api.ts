/**
 * The site's calls to /api/tournaments (docs/tournaments.md), and the tournaments this browser has
 * created or joined, remembered in localStorage for the tournaments page.
 */
import type {
  CreateTournamentBody,
  CreateTournamentResponse,
  JoinTournamentBody,
  ReplaceEntrantBody,
  Tournament,
} from '../../shared/protocol.js';
import { requestAs } from '../api/client.js';

const at = (id: string, rest = ''): string => `/api/tournaments/${encodeURIComponent(id)}${rest}`;

export const tournamentApi = (token?: string) => {
  const call = requestAs(token);
  return {
    create: (body: Partial<CreateTournamentBody> & Pick<CreateTournamentBody, 'name' | 'game' | 'tableSize' | 'rounds'>) =>
      call<CreateTournamentResponse>('POST', '/api/tournaments', body),
    get: (id: string) => call<Tournament>('GET', at(id)),
    join: (id: string, body: JoinTournamentBody) => call<Tournament>('POST', at(id, '/entrants'), body),
    leave: (id: string) => call<Tournament>('DELETE', at(id, '/entrants/me')),
    startRound: (id: string) => call<Tournament>('POST', at(id, '/rounds')),
    annul: (id: string, table: string, reason?: string) => call<Tournament>('POST', at(id, `/tables/${table}/annul`), reason ? { reason } : {}),
    replay: (id: string, table: string, reason?: string) => call<Tournament>('POST', at(id, `/tables/${table}/replay`), reason ? { reason } : {}),
    replace: (id: string, body: ReplaceEntrantBody) => call<Tournament>('POST', at(id, '/replace'), body),
  };
};

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
