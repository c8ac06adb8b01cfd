/** The player's display preferences for cards, kept in this browser. */
import type { SuitStyle } from '../cards/model.js';

export interface CardPrefs {
  readonly suits: SuitStyle;
  readonly fourColour: boolean;
}

const KEY = 'stammtisch.cards';

export function loadPrefs(): CardPrefs {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<CardPrefs>;
    return { suits: v.suits === 'german' ? 'german' : 'french', fourColour: v.fourColour === true };
  } catch {
    return { suits: 'french', fourColour: false };
  }
}

export function savePrefs(prefs: CardPrefs): void {
  localStorage.setItem(KEY, JSON.stringify(prefs));
}

const INVITES = 'stammtisch.invites';

/** Invitation codes of the tables this browser created, so the creator can share the link again. */
export function rememberInvite(table: string, invite: string): void {
  try {
    const all = JSON.parse(localStorage.getItem(INVITES) ?? '{}') as Record<string, string>;
    all[table] = invite;
    localStorage.setItem(INVITES, JSON.stringify(all));
  } catch {
    // only a convenience
  }
}

export function inviteOf(table: string): string {
  try {
    return (JSON.parse(localStorage.getItem(INVITES) ?? '{}') as Record<string, string>)[table] ?? '';
  } catch {
    return '';
  }
}
