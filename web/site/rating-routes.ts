/**
 * The rating pages' routes: /ratings/:format (a leaderboard; `?lobby=` for a club's ladder),
 * /players/:id (a player's page) and /clubs/:name (a club lobby's members and mutes).
 */
import { html, nothing } from 'lit';
import { ct } from '../i18n/community.js';
import { rt } from '../i18n/ratings.js';
import { formatName } from '../elements/stammtisch-leaderboard.component.js';

export type RatingRoute =
  | { readonly page: 'ratings'; readonly format: string; readonly lobby: string }
  | { readonly page: 'player'; readonly id: string }
  | { readonly page: 'club'; readonly name: string };

/** Every format, in the order the site offers them. */
const FORMATS = ['tablanet-2', 'tablanet-3', 'tablanet-4', 'taleles-2', 'taleles-3', 'taleles-4', 'tarock-4', 'tarot-3', 'tarot-4', 'tarot-5'];

export function parseRatingRoute(parts: readonly string[], url: URL): RatingRoute | undefined {
  const [first, second] = parts;
  if (first === 'ratings') return { page: 'ratings', format: FORMATS.includes(second ?? '') ? second! : 'tablanet-2', lobby: url.searchParams.get('lobby') ?? '' };
  if (first === 'players' && second) return { page: 'player', id: second };
  if (first === 'clubs' && second && /^[a-z0-9][a-z0-9-]{0,39}$/.test(second)) return { page: 'club', name: second };
  return undefined;
}

/**
 * The link to a club lobby's page, for the pages of the lobby and of its tables (nothing for the
 * site's own lobby, which has no page).
 */
export function clubLink(lobby: string): unknown {
  return lobby === 'public' ? nothing : html`<p class="club"><a href="/clubs/${encodeURIComponent(lobby)}">${ct('club.pageLink', { name: lobby })}</a></p>`;
}

function go(format: string, lobby: string): void {
  const query = lobby ? `?lobby=${encodeURIComponent(lobby)}` : '';
  history.pushState(null, '', `/ratings/${format}${query}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function ratingPage(r: RatingRoute): unknown {
  if (r.page === 'player') return html`<st-player-page player=${r.id}></st-player-page>`;
  if (r.page === 'club') return html`<st-club-page name=${r.name}></st-club-page>`;
  const lobbyOf = (e: Event) => ((e.target as HTMLElement).closest('form')?.querySelector<HTMLInputElement>('#club')?.value.trim() ?? '');
  return html`<h1>${rt('ratings.title')}</h1>
    <form class="panel" @submit=${(e: Event) => (e.preventDefault(), go(r.format, lobbyOf(e)))}>
      <label for="format">${rt('ratings.format')}</label>
      <select id="format" @change=${(e: Event) => go((e.target as HTMLSelectElement).value, lobbyOf(e))}>
        ${FORMATS.map((f) => html`<option value=${f} ?selected=${f === r.format}>${formatName(f)}</option>`)}
      </select>
      <label for="club">${rt('ratings.club')}</label>
      <input id="club" type="text" .value=${r.lobby} pattern="[a-z0-9][a-z0-9\\-]{0,39}" @change=${(e: Event) => go(r.format, lobbyOf(e))} />
    </form>
    <stammtisch-leaderboard format=${r.format} lobby=${r.lobby} server=${location.origin} limit="50"></stammtisch-leaderboard>`;
}
