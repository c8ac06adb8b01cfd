/**
 * Strings of a player's community side (issue 21): per-game statistics on the player page, the links to
 * a club's page, ratings in the lobby and tables near one's rating, blocking, reporting and a club's
 * mutes — in every language of the site. They join the catalogue when this module loads (`addMessages`); `ct` looks them up with
 * their keys checked. Serbian Cyrillic is the Latin text transliterated, as in locales/sr-Cyrl.ts.
 */
import { toCyrillic } from '../../shared/i18n/serbian-script.js';
import { addMessages, t } from './index.js';

export const communityEn = {
  'club.pageLink': 'Club page: {name}',
  'stats.title': 'Statistics',
  'stats.matches': 'Matches',
  'stats.wins': 'Won',
  'stats.forfeits': 'Lost by forfeit',
  'stats.averageScore': 'Average score',
  'stats.deals': 'Deals played',
  'stats.moveTime': 'Time per move (median)',
  'stats.seconds': '{n} s',
  'stats.minutes': '{n} min',
  'stats.hours': '{n} h',
  'stats.contract': 'Contract',
  'stats.taken': 'Taken',
  'stats.made': 'Made',
  'stats.played': 'Played',
  'stats.won': 'Won',
  'stats.count.petitAuBout': 'Petit au bout',
  'stats.count.premiums': 'Premiums made',
  'stats.count.trumps': 'Trumps made',
  'stats.count.trumpsWon': 'Deals won as maker',
  'stats.count.kontras': 'Kontras',
  'stats.count.kontrasWon': 'Kontras won',
  'stats.count.pitsch': 'Pitsch declared',
  'stats.count.pitschMade': 'Pitsch made',
  'stats.count.tablas': 'Tablas',
  'stats.tablasPerMatch': 'Tablas per match',
} as const;

export type CommunityKey = keyof typeof communityEn;
type Catalogue = Record<CommunityKey, string>;

export const communityDe: Catalogue = {
  'club.pageLink': 'Vereinsseite: {name}',
  'stats.title': 'Statistik',
  'stats.matches': 'Partien',
  'stats.wins': 'Gewonnen',
  'stats.forfeits': 'Durch Aufgabe verloren',
  'stats.averageScore': 'Durchschnittliche Punkte',
  'stats.deals': 'Gespielte Spiele',
  'stats.moveTime': 'Zeit pro Zug (Median)',
  'stats.seconds': '{n} s',
  'stats.minutes': '{n} min',
  'stats.hours': '{n} h',
  'stats.contract': 'Spiel',
  'stats.taken': 'Angesagt',
  'stats.made': 'Erfüllt',
  'stats.played': 'Gespielt',
  'stats.won': 'Gewonnen',
  'stats.count.petitAuBout': 'Petit au bout',
  'stats.count.premiums': 'Prämien erzielt',
  'stats.count.trumps': 'Trumpf bestimmt',
  'stats.count.trumpsWon': 'Als Trumpfmacher gewonnen',
  'stats.count.kontras': 'Kontras',
  'stats.count.kontrasWon': 'Kontras gewonnen',
  'stats.count.pitsch': 'Pitsch angesagt',
  'stats.count.pitschMade': 'Pitsch erfüllt',
  'stats.count.tablas': 'Tablas',
  'stats.tablasPerMatch': 'Tablas pro Partie',
};

export const communityFr: Catalogue = {
  'club.pageLink': 'Page du club : {name}',
  'stats.title': 'Statistiques',
  'stats.matches': 'Parties',
  'stats.wins': 'Gagnées',
  'stats.forfeits': 'Perdues par forfait',
  'stats.averageScore': 'Score moyen',
  'stats.deals': 'Donnes jouées',
  'stats.moveTime': 'Temps par coup (médiane)',
  'stats.seconds': '{n} s',
  'stats.minutes': '{n} min',
  'stats.hours': '{n} h',
  'stats.contract': 'Contrat',
  'stats.taken': 'Pris',
  'stats.made': 'Réussis',
  'stats.played': 'Joués',
  'stats.won': 'Gagnés',
  'stats.count.petitAuBout': 'Petit au bout',
  'stats.count.premiums': 'Primes réussies',
  'stats.count.trumps': 'Atouts choisis',
  'stats.count.trumpsWon': 'Donnes gagnées en preneur',
  'stats.count.kontras': 'Kontras',
  'stats.count.kontrasWon': 'Kontras gagnés',
  'stats.count.pitsch': 'Pitsch annoncés',
  'stats.count.pitschMade': 'Pitsch réussis',
  'stats.count.tablas': 'Tablas',
  'stats.tablasPerMatch': 'Tablas par partie',
};

export const communityHu: Catalogue = {
  'club.pageLink': 'A klub oldala: {name}',
  'stats.title': 'Statisztika',
  'stats.matches': 'Játszmák',
  'stats.wins': 'Megnyert',
  'stats.forfeits': 'Feladással elvesztett',
  'stats.averageScore': 'Átlagpontszám',
  'stats.deals': 'Lejátszott leosztások',
  'stats.moveTime': 'Idő lépésenként (medián)',
  'stats.seconds': '{n} mp',
  'stats.minutes': '{n} perc',
  'stats.hours': '{n} óra',
  'stats.contract': 'Játék',
  'stats.taken': 'Bemondva',
  'stats.made': 'Teljesítve',
  'stats.played': 'Játszott',
  'stats.won': 'Megnyert',
  'stats.count.petitAuBout': 'Petit au bout',
  'stats.count.premiums': 'Teljesített prémiumok',
  'stats.count.trumps': 'Választott adu',
  'stats.count.trumpsWon': 'Megnyert leosztás aduválasztóként',
  'stats.count.kontras': 'Kontrák',
  'stats.count.kontrasWon': 'Nyert kontrák',
  'stats.count.pitsch': 'Bemondott Pitsch',
  'stats.count.pitschMade': 'Teljesített Pitsch',
  'stats.count.tablas': 'Táblák',
  'stats.tablasPerMatch': 'Tábla játszmánként',
};

export const communityRo: Catalogue = {
  'club.pageLink': 'Pagina clubului: {name}',
  'stats.title': 'Statistici',
  'stats.matches': 'Partide',
  'stats.wins': 'Câștigate',
  'stats.forfeits': 'Pierdute prin abandon',
  'stats.averageScore': 'Scor mediu',
  'stats.deals': 'Mâini jucate',
  'stats.moveTime': 'Timp pe mutare (median)',
  'stats.seconds': '{n} s',
  'stats.minutes': '{n} min',
  'stats.hours': '{n} h',
  'stats.contract': 'Contract',
  'stats.taken': 'Luate',
  'stats.made': 'Reușite',
  'stats.played': 'Jucate',
  'stats.won': 'Câștigate',
  'stats.count.petitAuBout': 'Petit au bout',
  'stats.count.premiums': 'Prime realizate',
  'stats.count.trumps': 'Atuuri alese',
  'stats.count.trumpsWon': 'Mâini câștigate ca ales',
  'stats.count.kontras': 'Kontre',
  'stats.count.kontrasWon': 'Kontre câștigate',
  'stats.count.pitsch': 'Pitsch anunțat',
  'stats.count.pitschMade': 'Pitsch reușit',
  'stats.count.tablas': 'Table',
  'stats.tablasPerMatch': 'Table pe partidă',
};

export const communitySrLatn: Catalogue = {
  'club.pageLink': 'Stranica kluba: {name}',
  'stats.title': 'Statistika',
  'stats.matches': 'Partije',
  'stats.wins': 'Dobijene',
  'stats.forfeits': 'Izgubljene predajom',
  'stats.averageScore': 'Prosečan rezultat',
  'stats.deals': 'Odigrana deljenja',
  'stats.moveTime': 'Vreme po potezu (medijana)',
  'stats.seconds': '{n} s',
  'stats.minutes': '{n} min',
  'stats.hours': '{n} h',
  'stats.contract': 'Igra',
  'stats.taken': 'Uzete',
  'stats.made': 'Ispunjene',
  'stats.played': 'Odigrane',
  'stats.won': 'Dobijene',
  'stats.count.petitAuBout': 'Petit au bout',
  'stats.count.premiums': 'Ostvarene premije',
  'stats.count.trumps': 'Zvani aduti',
  'stats.count.trumpsWon': 'Dobijena deljenja kao zvač',
  'stats.count.kontras': 'Kontre',
  'stats.count.kontrasWon': 'Dobijene kontre',
  'stats.count.pitsch': 'Najavljen Pitsch',
  'stats.count.pitschMade': 'Ispunjen Pitsch',
  'stats.count.tablas': 'Table',
  'stats.tablasPerMatch': 'Tabli po partiji',
};

export const communityHr: Catalogue = {
  ...communitySrLatn,
  'stats.averageScore': 'Prosječan rezultat',
  'stats.deals': 'Odigrana dijeljenja',
  'stats.moveTime': 'Vrijeme po potezu (medijan)',
  'stats.count.trumpsWon': 'Dobivena dijeljenja kao zvač',
  'stats.wins': 'Dobivene',
  'stats.won': 'Dobivene',
  'stats.count.kontrasWon': 'Dobivene kontre',
  'stats.count.pitsch': 'Najavljen Pitsch',
  'stats.tablasPerMatch': 'Tabli po partiji',
};

/** Bosnian: only what it says otherwise than Croatian, which it reads the rest from (shared/locale.ts, `lookupOrder`). */
export const communityBs: Partial<Catalogue> = {
  'stats.wins': 'Dobijene',
  'stats.won': 'Dobijene',
  'stats.count.trumpsWon': 'Dobijena dijeljenja kao zvač',
  'stats.count.kontrasWon': 'Dobijene kontre',
};

export const communitySrCyrl = Object.fromEntries(Object.entries(communitySrLatn).map(([key, text]) => [key, toCyrillic(text)])) as Catalogue;

addMessages({
  en: communityEn,
  de: communityDe,
  fr: communityFr,
  hu: communityHu,
  ro: communityRo,
  'sr-Latn': communitySrLatn,
  'sr-Cyrl': communitySrCyrl,
  hr: communityHr,
  bs: communityBs,
});

export function ct(key: CommunityKey, params?: Readonly<Record<string, string | number>>): string {
  return t(key as Parameters<typeof t>[0], params);
}
