/**
 * Strings of accounts (the "Devices and sign-in" page, signing in on another device, the offer of a
 * passkey after the first table), in English and German here and in the other languages in
 * ./accounts/. They join the catalogue when this module loads (`addMessages`; the other languages
 * when they are read), so the widget does not carry them; `at` looks them up with their keys checked.
 */
import { addLazyMessages, addMessages, t } from './index.js';

export const accountsEn = {
  'account.nav': 'Devices',
  'account.title': 'Devices and sign-in',
  'account.intro': 'Play on from your phone, your computer or a tablet: each device signs in on its own and can be signed out on its own.',
  'account.noPlayer': 'This browser is not signed in.',
  'account.signIn': 'Sign in',
  'account.signedOutNotice': 'This device was signed out. Sign in again to get your tables back.',

  'account.passkeys': 'Passkeys',
  'account.passkeys.intro': 'A passkey signs you in on a new device without a password: your phone or computer confirms with your fingerprint, face or PIN.',
  'account.passkeys.none': 'No passkey yet.',
  'account.passkeys.add': 'Add a passkey',
  'account.passkeys.unsupported': 'This browser cannot use passkeys. Link this device with a code instead.',
  'account.passkeys.rename': 'Rename',
  'account.passkeys.renameLabel': 'New name of {name}',
  'account.passkeys.save': 'Save',
  'account.passkeys.remove': 'Remove',
  'account.passkeys.removeLabel': 'Remove passkey {name}',
  'account.passkeys.added': 'Passkey added.',
  'account.passkeys.cancelled': 'No passkey was made (cancelled or not allowed).',
  'account.passkeys.synced': 'synced',
  'account.created': 'added {date}',
  'account.lastUsed': 'last used {date}',
  'account.neverUsed': 'not used yet',

  'account.recovery': 'Recovery code',
  'account.recovery.intro': 'If you lose every device, the recovery code signs you in once. Keep it on paper, away from your devices.',
  'account.recovery.set': 'You have a recovery code (made {date}).',
  'account.recovery.none': 'You have no recovery code.',
  'account.recovery.new': 'Make a new recovery code',
  'account.recovery.shown': 'Your recovery code — it is shown only now. Print it or write it down:',
  'account.recovery.print': 'Print',
  'account.recovery.done': 'I have written it down',

  'account.link': 'Link another device',
  'account.link.intro': 'Show a one-time code here and enter it on the other device (or scan the QR code there). It works once, for 10 minutes.',
  'account.link.show': 'Show a code',
  'account.link.code': 'Code for the other device',
  'account.link.expires': 'valid until {time}',
  'account.link.qr': 'QR code that opens the sign-in page with this code',

  'account.sessions': 'Signed-in devices and apps',
  'account.sessions.this': 'this device',
  'account.sessions.device': 'device',
  'account.sessions.api': 'app or bot',
  'account.sessions.via.name': 'started here',
  'account.sessions.via.passkey': 'signed in with a passkey',
  'account.sessions.via.link': 'linked with a code',
  'account.sessions.via.recovery': 'signed in with the recovery code',
  'account.sessions.via.token': 'API token',
  'account.sessions.scopes': 'may: {scopes}',
  'account.sessions.signOut': 'Sign out',
  'account.sessions.signOutLabel': 'Sign out {name}',
  'account.sessions.signOutThis': 'Sign out this device',

  'account.data': 'Your data',
  'account.export': 'Download my data',
  'account.export.done': 'Your data has been downloaded.',
  'account.delete': 'Delete my account',
  'account.delete.intro': 'You become “former player” in finished games; at running tables your seat follows the table’s rule for absent players (a bot plays it, or it forfeits). This cannot be undone.',
  'account.delete.confirm': 'Yes, delete my account for good',

  'signin.title': 'Sign in',
  'signin.intro': 'Already playing on another device? Sign this device in, and your tables are here too.',
  'signin.passkey': 'Sign in with a passkey',
  'signin.code': 'Code from your other device',
  'signin.codeHint': 'On the other device: Devices → Show a code.',
  'signin.codeSubmit': 'Sign in with the code',
  'signin.recovery': 'Recovery code',
  'signin.recoverySubmit': 'Sign in with the recovery code',
  'signin.new': 'New here? Just pick a name when you sit down at a table.',
  'signin.done': 'Signed in as {name}.',
  'signin.already': 'This browser is signed in as {name}.',
  'signin.linking': 'Signing in with the code…',
  'signin.fromOther': 'Playing on another device already? Sign in',

} as const;

export type AccountKey = keyof typeof accountsEn;

export const accountsDe: Record<AccountKey, string> = {
  'account.nav': 'Geräte',
  'account.title': 'Geräte und Anmeldung',
  'account.intro': 'Spiel weiter vom Handy, vom Computer oder vom Tablet: Jedes Gerät meldet sich für sich an und kann für sich abgemeldet werden.',
  'account.noPlayer': 'Dieser Browser ist nicht angemeldet.',
  'account.signIn': 'Anmelden',
  'account.signedOutNotice': 'Dieses Gerät wurde abgemeldet. Melde dich wieder an, um deine Tische zurückzubekommen.',

  'account.passkeys': 'Passkeys',
  'account.passkeys.intro': 'Ein Passkey meldet dich ohne Passwort auf einem neuen Gerät an: Handy oder Computer bestätigen mit Fingerabdruck, Gesicht oder PIN.',
  'account.passkeys.none': 'Noch kein Passkey.',
  'account.passkeys.add': 'Passkey hinzufügen',
  'account.passkeys.unsupported': 'Dieser Browser kann keine Passkeys verwenden. Verbinde dieses Gerät stattdessen mit einem Code.',
  'account.passkeys.rename': 'Umbenennen',
  'account.passkeys.renameLabel': 'Neuer Name für {name}',
  'account.passkeys.save': 'Speichern',
  'account.passkeys.remove': 'Entfernen',
  'account.passkeys.removeLabel': 'Passkey {name} entfernen',
  'account.passkeys.added': 'Passkey hinzugefügt.',
  'account.passkeys.cancelled': 'Es wurde kein Passkey angelegt (abgebrochen oder nicht erlaubt).',
  'account.passkeys.synced': 'synchronisiert',
  'account.created': 'hinzugefügt {date}',
  'account.lastUsed': 'zuletzt benutzt {date}',
  'account.neverUsed': 'noch nicht benutzt',

  'account.recovery': 'Wiederherstellungscode',
  'account.recovery.intro': 'Wenn du alle Geräte verlierst, meldet dich der Wiederherstellungscode einmal an. Bewahre ihn auf Papier auf, nicht auf deinen Geräten.',
  'account.recovery.set': 'Du hast einen Wiederherstellungscode (erstellt {date}).',
  'account.recovery.none': 'Du hast keinen Wiederherstellungscode.',
  'account.recovery.new': 'Neuen Wiederherstellungscode erstellen',
  'account.recovery.shown': 'Dein Wiederherstellungscode — er wird nur jetzt angezeigt. Drucke ihn aus oder schreib ihn auf:',
  'account.recovery.print': 'Drucken',
  'account.recovery.done': 'Ich habe ihn aufgeschrieben',

  'account.link': 'Weiteres Gerät verbinden',
  'account.link.intro': 'Zeig hier einen Einmalcode an und gib ihn auf dem anderen Gerät ein (oder scanne dort den QR-Code). Er gilt einmal, 10 Minuten lang.',
  'account.link.show': 'Code anzeigen',
  'account.link.code': 'Code für das andere Gerät',
  'account.link.expires': 'gültig bis {time}',
  'account.link.qr': 'QR-Code, der die Anmeldeseite mit diesem Code öffnet',

  'account.sessions': 'Angemeldete Geräte und Apps',
  'account.sessions.this': 'dieses Gerät',
  'account.sessions.device': 'Gerät',
  'account.sessions.api': 'App oder Bot',
  'account.sessions.via.name': 'hier begonnen',
  'account.sessions.via.passkey': 'mit Passkey angemeldet',
  'account.sessions.via.link': 'mit Code verbunden',
  'account.sessions.via.recovery': 'mit Wiederherstellungscode angemeldet',
  'account.sessions.via.token': 'API-Token',
  'account.sessions.scopes': 'darf: {scopes}',
  'account.sessions.signOut': 'Abmelden',
  'account.sessions.signOutLabel': '{name} abmelden',
  'account.sessions.signOutThis': 'Dieses Gerät abmelden',

  'account.data': 'Deine Daten',
  'account.export': 'Meine Daten herunterladen',
  'account.export.done': 'Deine Daten wurden heruntergeladen.',
  'account.delete': 'Mein Konto löschen',
  'account.delete.intro': 'In beendeten Partien wirst du zu „ehemaliger Spieler“; an laufenden Tischen folgt dein Platz der Regel des Tisches für Abwesende (ein Bot spielt ihn, oder er gibt auf). Das lässt sich nicht rückgängig machen.',
  'account.delete.confirm': 'Ja, mein Konto endgültig löschen',

  'signin.title': 'Anmelden',
  'signin.intro': 'Spielst du schon auf einem anderen Gerät? Melde dieses Gerät an, dann sind deine Tische auch hier.',
  'signin.passkey': 'Mit Passkey anmelden',
  'signin.code': 'Code von deinem anderen Gerät',
  'signin.codeHint': 'Auf dem anderen Gerät: Geräte → Code anzeigen.',
  'signin.codeSubmit': 'Mit Code anmelden',
  'signin.recovery': 'Wiederherstellungscode',
  'signin.recoverySubmit': 'Mit Wiederherstellungscode anmelden',
  'signin.new': 'Neu hier? Wähle einfach einen Namen, wenn du dich an einen Tisch setzt.',
  'signin.done': 'Angemeldet als {name}.',
  'signin.already': 'Dieser Browser ist als {name} angemeldet.',
  'signin.linking': 'Anmeldung mit dem Code …',
  'signin.fromOther': 'Spielst du schon auf einem anderen Gerät? Anmelden',

};

addMessages({ en: accountsEn, de: accountsDe });
void addLazyMessages({
  fr: () => import('./accounts/fr.js').then((m) => m.accountsFr),
  hu: () => import('./accounts/hu.js').then((m) => m.accountsHu),
  ro: () => import('./accounts/ro.js').then((m) => m.accountsRo),
  'sr-Latn': () => import('./accounts/sr-Latn.js').then((m) => m.accountsSrLatn),
  'sr-Cyrl': () => import('./accounts/sr-Cyrl.js').then((m) => m.accountsSrCyrl),
  hr: () => import('./accounts/hr.js').then((m) => m.accountsHr),
  bs: () => import('./accounts/bs.js').then((m) => m.accountsBs),
});

/** An accounts string in the current language. */
export function at(key: AccountKey, params?: Readonly<Record<string, string | number>>): string {
  return t(key as Parameters<typeof t>[0], params);
}
