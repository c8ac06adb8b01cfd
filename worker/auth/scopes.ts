/**
 * The one place that says which scope each authenticated route needs (docs/api.md §1, "Scopes").
 * `requirePlayer`/`optionalPlayer` (http.ts) look the route up here by method and Hono route path and
 * answer 403 INSUFFICIENT_SCOPE when the token lacks it; the OpenAPI document shows the same entry on
 * every operation. A route missing here needs `read` for GET and every scope (`full`) otherwise, so a
 * new route is closed to restricted tokens until it is declared.
 *
 * `full` means every scope: what the site's own sessions hold. It guards what could hand out more
 * than the caller has (linking a device, passkeys, the recovery code) and deleting the account.
 */
import { SCOPES, type Scope } from '../../shared/protocol-accounts.js';

export type Need = Scope | 'full';

export const ROUTE_SCOPES: Readonly<Record<string, Need>> = {
  // Who am I, what do I see
  'GET /api/me': 'read',
  'GET /api/me/tables': 'read',
  'GET /api/me/suggestions': 'read',
  'GET /api/me/events': 'read',
  'GET /api/me/events/stream': 'read',
  'GET /api/me/events/ws': 'read',
  'POST /api/me/events/ws-ticket': 'read',
  'GET /api/challenges': 'read',
  'GET /api/challenges/:id': 'read',
  'GET /api/tables/:id': 'read',
  'GET /api/tables/:id/events': 'read',
  'GET /api/tables/:id/record': 'read',
  'GET /api/tables/:id/replay': 'read',
  'GET /api/tables/:id/ws': 'read',
  'GET /api/tables/:id/deals/:deal': 'read',
  'GET /api/tables/:id/analysis': 'read',
  'GET /api/tables/:id/deals/:deal/analysis': 'read',
  'GET /api/lobbies/:name': 'read',
  'GET /api/lobbies/:name/tables': 'read',
  'GET /api/lobbies/:name/reports': 'read',
  'GET /api/me/blocks': 'read',
  'POST /api/tables/:id/ws-ticket': 'read',
  'GET /api/tables/:id/chat': 'read',
  'GET /api/tables/:id/premoves': 'read',
  'GET /api/tournaments/:id': 'read',
  'GET /api/tournaments/:id/standings': 'read',
  'GET /api/tournaments/:id/standings.csv': 'read',
  // Playing
  'POST /api/tables': 'play',
  'DELETE /api/tables/:id': 'play',
  'POST /api/tables/:id/seats/:seat': 'play',
  'DELETE /api/tables/:id/seats/:seat': 'play',
  'POST /api/tables/:id/actions': 'play',
  'POST /api/tables/:id/claim': 'play',
  'POST /api/tables/:id/premoves': 'play',
  'DELETE /api/tables/:id/premoves': 'play',
  'DELETE /api/tables/:id/premoves/:pid': 'play',
  'POST /api/tables/:id/seats/:seat/return': 'play',
  'POST /api/tables/:id/rematch': 'play',
  'POST /api/challenges': 'play',
  'POST /api/challenges/:id/accept': 'play',
  'POST /api/challenges/:id/decline': 'play',
  'POST /api/challenges/:id/cancel': 'play',
  'POST /api/tournaments': 'play',
  'POST /api/tournaments/:id/entrants': 'play',
  'DELETE /api/tournaments/:id/entrants/me': 'play',
  'POST /api/tournaments/:id/rounds': 'play',
  'POST /api/tournaments/:id/tables/:table/annul': 'play',
  'POST /api/tournaments/:id/tables/:table/replay': 'play',
  'POST /api/tournaments/:id/replace': 'play',
  // A club's lobby (its owner lists the members who may open tables there)
  'POST /api/lobbies/:name/claim': 'settings',
  'PUT /api/lobbies/:name/members': 'settings',
  'PUT /api/lobbies/:name/reports/:id': 'settings',
  'PUT /api/lobbies/:name/mutes/:id': 'settings',
  'DELETE /api/lobbies/:name/mutes/:id': 'settings',
  'PUT /api/me/blocks/:id': 'settings',
  'DELETE /api/me/blocks/:id': 'settings',
  'POST /api/reports': 'chat',
  // Talking
  'POST /api/tables/:id/chat': 'chat',
  // The account
  'GET /api/me/vacation': 'read',
  'POST /api/me/vacation': 'settings',
  'POST /api/me/bot': 'settings',
  'GET /api/me/notifications': 'settings',
  'PUT /api/me/notifications': 'settings',
  'POST /api/me/notifications/test': 'settings',
  'GET /api/me/sessions': 'settings',
  'POST /api/me/sessions': 'settings',
  'DELETE /api/me/sessions/current': 'read',
  'DELETE /api/me/sessions/:id': 'settings',
  'POST /api/me/sessions/rotate': 'read',
  'GET /api/me/export': 'settings',
  'GET /api/me/passkeys': 'settings',
  'POST /api/me/passkeys/options': 'full',
  'POST /api/me/passkeys': 'full',
  'PUT /api/me/passkeys/:id': 'settings',
  'DELETE /api/me/passkeys/:id': 'settings',
  'POST /api/me/link-codes': 'full',
  'POST /api/me/recovery-code': 'full',
  'DELETE /api/me': 'full',
};

/** The scope a route needs; `routePath` as Hono reports it (`/api/tables/:id/actions`). */
export function scopeOf(method: string, routePath: string): Need {
  const m = method === 'HEAD' ? 'GET' : method;
  return ROUTE_SCOPES[`${m} ${routePath}`] ?? (m === 'GET' ? 'read' : 'full');
}

export function hasScope(held: readonly Scope[], need: Need): boolean {
  return need === 'full' ? SCOPES.every((s) => held.includes(s)) : held.includes(need);
}

/** Scopes as stored ("read play chat settings"), always in the canonical order and with read. */
export function scopesFrom(text: string): Scope[] {
  const parts = text.split(' ');
  return SCOPES.filter((s) => s === 'read' || parts.includes(s));
}

export const scopesText = (scopes: readonly Scope[]): string => scopesFrom(scopes.join(' ')).join(' ');

export const ALL_SCOPES: readonly Scope[] = SCOPES;
