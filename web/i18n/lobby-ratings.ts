/**
 * Strings of the lobby's rating parts (issue 21): the seated players' ratings, the rating filter and
 * "tables near your rating", in every language of the site. They come with the lobby's rating chunk
 * (web/elements/lobby-ratings.ts), not with the widget itself, and join the catalogue when it loads
 * (`addMessages`); `lt` looks them up with their keys checked. Serbian Cyrillic is the Latin text
 * transliterated, as in locales/sr-Cyrl.ts.
 */
import { toCyrillic } from '../../shared/i18n/serbian-script.js';
import { addMessages, t } from './index.js';

export const lobbyRatingsEn = {
  'lobby.ratingFilter': 'Players’ rating',
  'lobby.ratingMin': 'from',
  'lobby.ratingMax': 'to',
  'lobby.ratingOf': 'rating {rating}',
  'lobby.provisional': 'provisional: few rated matches yet',
  'lobby.noneInRange': 'No open table in this rating range.',
  'lobby.near': 'Tables near your rating',
  'lobby.nearNone': 'No open table near your rating right now.',
  'lobby.nearItem': '{game} · players around {rating} (you: {mine})',
} as const;

export type LobbyRatingsKey = keyof typeof lobbyRatingsEn;
type Catalogue = Record<LobbyRatingsKey, string>;

export const lobbyRatingsDe: Catalogue = {
  'lobby.ratingFilter': 'Wertung der Spieler',
  'lobby.ratingMin': 'von',
  'lobby.ratingMax': 'bis',
  'lobby.ratingOf': 'Wertung {rating}',
  'lobby.provisional': 'vorläufig: erst wenige gewertete Partien',
  'lobby.noneInRange': 'Kein offener Tisch in diesem Wertungsbereich.',
  'lobby.near': 'Tische in deiner Stärke',
  'lobby.nearNone': 'Gerade kein offener Tisch in deiner Stärke.',
  'lobby.nearItem': '{game} · Spieler um {rating} (du: {mine})',
};

export const lobbyRatingsFr: Catalogue = {
  'lobby.ratingFilter': 'Classement des joueurs',
  'lobby.ratingMin': 'de',
  'lobby.ratingMax': 'à',
  'lobby.ratingOf': 'classement {rating}',
  'lobby.provisional': 'provisoire : encore peu de parties classées',
  'lobby.noneInRange': 'Aucune table ouverte dans cette plage de classement.',
  'lobby.near': 'Tables à votre niveau',
  'lobby.nearNone': 'Aucune table ouverte à votre niveau pour l’instant.',
  'lobby.nearItem': '{game} · joueurs autour de {rating} (vous : {mine})',
};

export const lobbyRatingsHu: Catalogue = {
  'lobby.ratingFilter': 'A játékosok értékszáma',
  'lobby.ratingMin': 'ettől',
  'lobby.ratingMax': 'eddig',
  'lobby.ratingOf': 'értékszám {rating}',
  'lobby.provisional': 'ideiglenes: még kevés értékelt parti',
  'lobby.noneInRange': 'Ebben az értékszám-tartományban nincs nyitott asztal.',
  'lobby.near': 'Asztalok a te szinteden',
  'lobby.nearNone': 'Most nincs nyitott asztal a te szinteden.',
  'lobby.nearItem': '{game} · játékosok {rating} körül (te: {mine})',
};

export const lobbyRatingsRo: Catalogue = {
  'lobby.ratingFilter': 'Ratingul jucătorilor',
  'lobby.ratingMin': 'de la',
  'lobby.ratingMax': 'până la',
  'lobby.ratingOf': 'rating {rating}',
  'lobby.provisional': 'provizoriu: încă puține partide cu rating',
  'lobby.noneInRange': 'Nicio masă deschisă în acest interval de rating.',
  'lobby.near': 'Mese pe măsura ta',
  'lobby.nearNone': 'Nicio masă deschisă pe măsura ta acum.',
  'lobby.nearItem': '{game} · jucători în jur de {rating} (tu: {mine})',
};

export const lobbyRatingsSrLatn: Catalogue = {
  'lobby.ratingFilter': 'Rejting igrača',
  'lobby.ratingMin': 'od',
  'lobby.ratingMax': 'do',
  'lobby.ratingOf': 'rejting {rating}',
  'lobby.provisional': 'privremeni: još malo partija za rejting',
  'lobby.noneInRange': 'Nema otvorenog stola u ovom opsegu rejtinga.',
  'lobby.near': 'Stolovi po tvojoj meri',
  'lobby.nearNone': 'Trenutno nema otvorenog stola po tvojoj meri.',
  'lobby.nearItem': '{game} · igrači oko {rating} (ti: {mine})',
};

export const lobbyRatingsHr: Catalogue = {
  ...lobbyRatingsSrLatn,
  'lobby.noneInRange': 'Nema otvorenog stola u ovom rasponu rejtinga.',
  'lobby.near': 'Stolovi po tvojoj mjeri',
  'lobby.nearNone': 'Trenutačno nema otvorenog stola po tvojoj mjeri.',
};

/** Bosnian: only what it says otherwise than Croatian, which it reads the rest from (shared/locale.ts, `lookupOrder`). */
export const lobbyRatingsBs: Partial<Catalogue> = {
  'lobby.nearNone': 'Trenutno nema otvorenog stola po tvojoj mjeri.',
};

export const lobbyRatingsSrCyrl = Object.fromEntries(Object.entries(lobbyRatingsSrLatn).map(([key, text]) => [key, toCyrillic(text)])) as Catalogue;

addMessages({
  en: lobbyRatingsEn,
  de: lobbyRatingsDe,
  fr: lobbyRatingsFr,
  hu: lobbyRatingsHu,
  ro: lobbyRatingsRo,
  'sr-Latn': lobbyRatingsSrLatn,
  'sr-Cyrl': lobbyRatingsSrCyrl,
  hr: lobbyRatingsHr,
  bs: lobbyRatingsBs,
});

/** A lobby-rating string in the current language. */
export function lt(key: LobbyRatingsKey, params?: Readonly<Record<string, string | number>>): string {
  return t(key as Parameters<typeof t>[0], params);
}
