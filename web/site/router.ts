/** The site's routes: paths the Worker answers with index.html (single-page application). */
import { parseTournamentRoute, type TournamentRoute } from './tournament-routes.js';
import { parseRatingRoute, type RatingRoute } from './rating-routes.js';

export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'new'; readonly game: string }
  | { readonly page: 'lobby'; readonly name: string }
  | { readonly page: 'mine' }
  | { readonly page: 'settings' }
  | { readonly page: 'devices' }
  | { readonly page: 'signin'; readonly code: string }
  | { readonly page: 'table'; readonly id: string; readonly invite: string }
  | { readonly page: 'replay'; readonly id: string }
  | { readonly page: 'deal'; readonly id: string; readonly deal: number }
  | { readonly page: 'embed'; readonly id: string; readonly invite: string }
  | TournamentRoute
  | RatingRoute
  | { readonly page: 'notFound' };

export function parseRoute(url: URL): Route {
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, third, fourth] = parts;
  if (parts.length === 0) return { page: 'home' };
  const tournament = parseTournamentRoute(parts, url);
  if (tournament) return tournament;
  const rating = parseRatingRoute(parts, url);
  if (rating) return rating;
  if (first === 'new') return { page: 'new', game: second ?? url.searchParams.get('game') ?? '' };
  if (first === 'lobby') return { page: 'lobby', name: second ?? 'public' };
  if (first === 'settings') return { page: 'settings' };
  if (first === 'devices') return { page: 'devices' };
  // /link#CODE is what a link code's QR code opens (the code in the fragment never reaches a server).
  if (first === 'signin' || first === 'link') return { page: 'signin', code: first === 'link' ? decodeURIComponent(url.hash.slice(1)) : '' };
  if (first === 'me' || first === 'mine') return { page: 'mine' };
  if (first === 't' && second) {
    if (third === 'replay') return { page: 'replay', id: second };
    if (third === 'deals' && fourth && /^[1-9]\d{0,3}$/.test(fourth)) return { page: 'deal', id: second, deal: Number(fourth) };
    if (third === 'embed') return { page: 'embed', id: second, invite: url.searchParams.get('invite') ?? '' };
    return { page: 'table', id: second, invite: url.searchParams.get('invite') ?? '' };
  }
  return { page: 'notFound' };
}

/** Goes to a path of the site without reloading the page. */
export function navigate(path: string): void {
  history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
