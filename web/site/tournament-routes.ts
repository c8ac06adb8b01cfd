/**
 * The tournament pages' routes: /tournaments (the list and a new one), /tournaments/:id (one
 * tournament; `?invite=` to join) and /tournaments/:id/standings (the public standings page).
 */
import { html } from 'lit';
import type { Identity } from '../api/session.js';
import { tt } from '../i18n/tournament.js';

export type TournamentRoute =
  | { readonly page: 'tournaments' }
  | { readonly page: 'tournament'; readonly id: string; readonly invite: string }
  | { readonly page: 'standings'; readonly id: string };

/** The route of a /tournaments… address (its path parts), or undefined for any other address. */
export function parseTournamentRoute(parts: readonly string[], url: URL): TournamentRoute | undefined {
  const [first, second, third] = parts;
  if (first !== 'tournaments') return undefined;
  if (!second || second === 'new') return { page: 'tournaments' };
  if (third === 'standings') return { page: 'standings', id: second };
  return { page: 'tournament', id: second, invite: url.searchParams.get('invite') ?? '' };
}

export function tournamentPage(r: TournamentRoute, identity: Identity | undefined): unknown {
  switch (r.page) {
    case 'tournaments':
      return html`<st-tournaments .identity=${identity}></st-tournaments>`;
    case 'tournament':
      return html`<st-tournament .identity=${identity} tournament=${r.id} invite=${r.invite}></st-tournament>`;
    case 'standings':
      return html`<h1>${tt('standings.title')}</h1>
        <stammtisch-standings tournament=${r.id} server=${location.origin} rounds></stammtisch-standings>`;
  }
}
