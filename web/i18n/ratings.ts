/**
 * Strings of ratings (docs/ratings.md): the leaderboard element, the leaderboard and player pages, in
 * English and German. They join the catalogue when this module loads (`addMessages`), so the widget's
 * leaderboard chunk brings its own words; `rt` looks them up with their keys checked.
 */
import { addMessages, t } from './index.js';

export const ratingsEn = {
  'ratings.nav': 'Ratings',
  'ratings.title': 'Leaderboard',
  'ratings.format': 'Game and players',
  'ratings.formatName': '{game}, {n} players',
  'ratings.club': 'Club lobby (empty: everyone)',
  'ratings.rank': '#',
  'ratings.player': 'Player',
  'ratings.rating': 'Rating',
  'ratings.matches': 'Matches',
  'ratings.firsts': 'Firsts',
  'ratings.provisional': 'provisional: fewer than 10 rated matches',
  'ratings.more': 'Show more',
  'ratings.empty': 'No rated matches yet.',
  'ratings.loading': 'Loading…',
  'ratings.failed': 'The leaderboard could not be loaded.',
  'ratings.total': '{n} rated players',
  'ratings.how': 'Weng-Lin ratings (Plackett-Luce): 1000 + 40 · (skill − 3 × uncertainty).',
  'player.title': 'Player {name}',
  'player.notFound': 'There is no such player.',
  'player.none': 'No rated matches yet: ratings come from rated tables (chosen when a table is created).',
  'player.place': 'place {rank}',
  'player.chart': 'Rating after each rated match of {format}',
  'player.recent': 'Latest rated matches',
  'player.privateNote': 'Matches at private tables count but are not listed.',
  'player.result': '{place}. of {n}',
  'player.unrated': 'unrated (stand-in)',
  'player.with': 'with',
} as const;

export type RatingsKey = keyof typeof ratingsEn;

export const ratingsDe: Record<RatingsKey, string> = {
  'ratings.nav': 'Wertung',
  'ratings.title': 'Rangliste',
  'ratings.format': 'Spiel und Spielerzahl',
  'ratings.formatName': '{game}, {n} Spieler',
  'ratings.club': 'Vereinslobby (leer: alle)',
  'ratings.rank': '#',
  'ratings.player': 'Spieler',
  'ratings.rating': 'Wertung',
  'ratings.matches': 'Partien',
  'ratings.firsts': 'Siege',
  'ratings.provisional': 'vorläufig: weniger als 10 gewertete Partien',
  'ratings.more': 'Mehr zeigen',
  'ratings.empty': 'Noch keine gewerteten Partien.',
  'ratings.loading': 'Wird geladen…',
  'ratings.failed': 'Die Rangliste konnte nicht geladen werden.',
  'ratings.total': '{n} gewertete Spieler',
  'ratings.how': 'Weng-Lin-Wertung (Plackett-Luce): 1000 + 40 · (Stärke − 3 × Unsicherheit).',
  'player.title': 'Spieler {name}',
  'player.notFound': 'Diesen Spieler gibt es nicht.',
  'player.none': 'Noch keine gewerteten Partien: Wertungen kommen von gewerteten Tischen (beim Anlegen gewählt).',
  'player.place': 'Platz {rank}',
  'player.chart': 'Wertung nach jeder gewerteten Partie {format}',
  'player.recent': 'Letzte gewertete Partien',
  'player.privateNote': 'Partien an privaten Tischen zählen, werden aber nicht aufgeführt.',
  'player.result': '{place}. von {n}',
  'player.unrated': 'nicht gewertet (Vertretung)',
  'player.with': 'mit',
};

addMessages({ en: ratingsEn, de: ratingsDe });

export function rt(key: RatingsKey, params?: Readonly<Record<string, string | number>>): string {
  return t(key as Parameters<typeof t>[0], params);
}
