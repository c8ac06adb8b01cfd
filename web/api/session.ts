/**
 * The player identity this browser holds: no passwords, a bearer token kept in localStorage
 * (docs/api.md, "Identity"). The token is shown by the server once and never again.
 */
import type { Player } from '../../shared/protocol.js';

const KEY = 'stammtisch.player';

export interface Identity {
  readonly player: Player;
  readonly token: string;
}

export function loadIdentity(): Identity | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return undefined;
    const v = JSON.parse(raw) as Partial<Identity>;
    return v.player && typeof v.token === 'string' ? { player: v.player, token: v.token } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The token of the player signed in on this site, when `base` is the site's own API; none on another
 * site's page (an element embedded by a club never sends the site's token anywhere).
 */
export function siteToken(base: string): string | undefined {
  return new URL(base || location.origin, location.href).origin === location.origin ? loadIdentity()?.token : undefined;
}

export function saveIdentity(identity: Identity): void {
  localStorage.setItem(KEY, JSON.stringify(identity));
}

export function forgetIdentity(): void {
  localStorage.removeItem(KEY);
}
