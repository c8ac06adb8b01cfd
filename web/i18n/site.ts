/**
 * Strings of the site around the table: turn awareness in the title, the navigation and the "next
 * table" button, the one-time offer of push notifications, the create form's wording for people, the
 * embed page of a private table. They join the catalogue when this module loads (`addMessages`), so
 * they come with the site (app.js) and never weigh on the widget; `tSite` looks them up with their
 * keys checked.
 */
import { addMessages, t } from './index.js';

export const siteEn = {
  'turns.title': 'Your turn — {table}',
  'turns.count': 'your turn at {n}',
  'turns.next': 'Next table where it’s my turn',
  'turns.nextNamed': 'Next table where it’s my turn: {table}',

  'push.offer': 'Shall we tell you when it is your turn again, even while this page is closed?',
  'push.yes': 'Yes, notify me',
  'push.no': 'No, thanks',
  'push.done': 'Done: this browser tells you when it is your turn. The settings page can change that.',
  'push.failed': 'The browser did not allow notifications ({detail}). The settings page can try again.',
  'push.close': 'OK',

  'offer.title': 'Keep your tables on every device',
  'offer.text': 'Add a passkey, and you can sign in on your computer or a new phone and play on.',
  'offer.add': 'Add a passkey',
  'offer.later': 'Not now',
  'offer.cancelled': 'No passkey was made (cancelled or not allowed).',
} as const;

export const siteDe: Readonly<Record<keyof typeof siteEn, string>> = {
  'turns.title': 'Du bist dran — {table}',
  'turns.count': '{n, plural, one {an # Tisch bist du dran} other {an # Tischen bist du dran}}',
  'turns.next': 'Nächster Tisch, an dem ich dran bin',
  'turns.nextNamed': 'Nächster Tisch, an dem ich dran bin: {table}',

  'push.offer': 'Sollen wir dir Bescheid geben, wenn du wieder dran bist, auch wenn diese Seite geschlossen ist?',
  'push.yes': 'Ja, benachrichtigen',
  'push.no': 'Nein, danke',
  'push.done': 'Erledigt: Dieser Browser meldet sich, wenn du dran bist. Ändern kannst du das in den Einstellungen.',
  'push.failed': 'Der Browser hat Benachrichtigungen nicht erlaubt ({detail}). In den Einstellungen kannst du es noch einmal versuchen.',
  'push.close': 'OK',

  'offer.title': 'Deine Tische auf jedem Gerät',
  'offer.text': 'Füge einen Passkey hinzu, dann kannst du dich am Computer oder auf einem neuen Handy anmelden und weiterspielen.',
  'offer.add': 'Passkey hinzufügen',
  'offer.later': 'Nicht jetzt',
  'offer.cancelled': 'Es wurde kein Passkey angelegt (abgebrochen oder nicht erlaubt).',
};

export type SiteKey = keyof typeof siteEn;

addMessages({ en: siteEn, de: siteDe });

/** A string of the site in the current language. */
export function tSite(key: SiteKey, params?: Readonly<Record<string, string | number>>): string {
  return t(key as Parameters<typeof t>[0], params);
}
