/**
 * Strings only the site shows, never the widget: the navigation, the home, create, "my tables",
 * replay and embed pages, turn awareness in the title and the "next table" button, the one-time offers
 * of push notifications and passkeys, the settings, and the refusals only the site's forms can meet.
 * English joins the catalogue when this module loads (`addMessages`), so it comes with the site
 * (app.js) and never weighs on the widget; German is a chunk of its own (./site-de.ts), and the other
 * languages' files (./locales/) hold core and site together. `tSite` looks them up with their keys
 * checked.
 */
import { addLazyMessages, addMessages, t } from './index.js';

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

  'app.title': 'Stammtisch',
  'app.tagline': 'Card tables for Tablanet, Taleles, Austrian Tarock and French Tarot. Play live or by correspondence, a move a day.',
  'nav.lobby': 'Open tables',
  'nav.mine': 'My tables',
  'nav.new': 'New table',
  'nav.api': 'API',
  'nav.skip': 'Skip to content',
  'nav.language': 'Language',
  'nav.menu': 'Menu',
  'nav.main': 'Main navigation',
  'me.name': 'Your name at the table',
  'me.continue': 'Continue',
  'me.hint': 'No password: this browser keeps a key for you.',
  'me.playingAs': 'Playing as {name}',
  'home.games': 'The games',
  'home.mine': 'Your tables',
  'create.title': 'New table',
  'create.game': 'Game',
  'create.company': 'Who plays with you?',
  'create.company.bots': 'Bots',
  'create.company.bots.hint': 'The match starts right away.',
  'create.company.people': 'Other people',
  'create.company.people.hint': 'You send them a link.',
  'create.company.mixed': 'People and bots',
  'create.company.mixed.hint': 'You choose the seats bots take.',
  'create.seats': 'Players (you included)',
  'create.profile': 'Played as',
  'create.profile.custom': 'My own choice of rules',
  'create.common': 'Common settings',
  'create.houseRules': 'House rules',
  'create.byLot': 'Drawn by lot',
  'create.visibility': 'Who may join',
  'create.visibility.public': 'Anyone (listed in the lobby)',
  'create.visibility.private': 'Only people with the invitation link',
  'create.lobby': 'Lobby',
  'create.name': 'Table name',
  'create.defaultName': '{game} with {name}',
  'create.yourSeat': 'You play seat {n}.',
  'create.bots': 'Bots',
  'create.botSeat': 'A bot plays seat {n}',
  'create.submit': 'Create table',
  'create.submitPlay': 'Start playing',
  'create.done': 'The table is ready.',
  'create.share': 'Send this link to the other players:',
  'create.open': 'Go to the table',
  'create.loading': 'Loading the games…',
  'create.optional': 'optional',
  'create.yes': 'yes',
  'create.no': 'no',
  'copy': 'Copy',
  'copied': 'Copied',
  'mine.title': 'My tables',
  'mine.empty': 'You are not sitting at any table yet.',
  'mine.yourTurn': 'Your turn',
  'mine.waiting': 'Waiting for the others',
  'mine.noPlayer': 'Choose a name first to play.',
  'status.waiting': 'waiting for players',
  'status.playing': 'playing',
  'status.finished': 'finished',
  'table.invite': 'Invitation link',
  'replay.title': 'Replay',
  'replay.first': 'First move',
  'replay.prev': 'Back',
  'replay.next': 'Forward',
  'replay.last': 'Last move',
  'replay.step': 'Move {n} of {total}',
  'replay.start': 'Start of the match',
  'replay.notFinished': 'The replay opens when the match is over.',
  'replay.moves': 'Moves',
  'replay.openHands': 'All hands open',
  'replay.dealNotClosed': 'Deal {n} can be reviewed with all hands open once its cards can no longer matter: after the deal (in Tablanet after the whole hand).',
  'replay.dealTitle': 'Deal {n} reviewed',
  'replay.backToTable': 'Back to the table',
  'replay.handOf': 'Hand of {seat}',
  'replay.prevDeal': 'Previous deal',
  'replay.nextDeal': 'Next deal',
  'replay.dealt': 'Deal {n} is dealt',
  'replay.keys': 'Keys: ← → a move, Page Up / Page Down a deal, Home / End the start and the end.',
  'embed.title': 'Put this table on your website',
  'embed.script': 'Web component (recommended): paste these two lines where the table should appear.',
  'embed.play': 'To let a player play from your page, pass their seat token with the token attribute.',
  'embed.iframe': 'Or, where scripts are not allowed, an iframe:',
  'embed.lobby': 'Your club lobby, with its open tables:',
  'embed.preview': 'Preview',
  'embed.bg': 'Background (iframe)',
  'settings.cards': 'Cards',
  'settings.french': 'French suits',
  'settings.german': 'German suits',
  'settings.fourColour': 'Four colours',
  'error.unauthorized': 'Your key is not valid any more. Choose a name to get a new one.',
  'language.browser': 'Language of the browser',
  'embed.private.invite':
    'This table is private, so the snippets carry its invitation: everyone who can read your page can watch the table and, with a name, take a free seat. Put them only on a page for the people you invite.',
  'embed.private.none':
    'This table is private and this browser does not know its invitation, so the snippets show the table only to its players (with their token). Open this page from the invitation link, or in the browser that created the table, to get snippets with the invitation.',
} as const;

export type SiteKey = keyof typeof siteEn;

addMessages({ en: siteEn });
void addLazyMessages({ de: () => import('./site-de.js').then((m) => m.siteDe) });

/** A string of the site in the current language. */
export function tSite(key: SiteKey, params?: Readonly<Record<string, string | number>>): string {
  return t(key as Parameters<typeof t>[0], params);
}
