/**
 * Strings of the challenges on the site (issue 18): challenging a player from their page, and the
 * challenges for and from the player on "my tables" — in every language of the site. They join the
 * catalogue when this module loads (`addMessages`); `cht` looks them up with their keys checked.
 * Serbian Cyrillic is the Latin text transliterated, as in locales/sr-Cyrl.ts.
 */
import { toCyrillic } from '../../shared/i18n/serbian-script.js';
import { addMessages, t } from './index.js';

export const challengesEn = {
  'challenge.title': 'Challenge {name}',
  'challenge.hint': 'You sit at seat 1, {name} at seat 2; bots take any other seats. The table starts as soon as the challenge is accepted.',
  'challenge.send': 'Send the challenge',
  'challenge.waiting': 'Challenge sent: waiting for {name} to answer…',
  'challenge.cancel': 'Withdraw',
  'challenge.accept': 'Accept',
  'challenge.decline': 'Decline',
  'challenge.open': 'Open the table',
  'challenge.list': 'Challenges',
  'challenge.from': '{name} challenges you: {game}, {seats} players',
  'challenge.to': 'To {name}: {game}, {seats} players',
  'challenge.status.open': 'waiting for an answer',
  'challenge.status.accepted': 'accepted',
  'challenge.status.declined': 'declined',
  'challenge.status.canceled': 'withdrawn',
  'challenge.status.expired': 'expired',
  'challenge.needPlayer': 'Choose a name on the home page to challenge this player.',
} as const;

export type ChallengeKey = keyof typeof challengesEn;
type Catalogue = Record<ChallengeKey, string>;

export const challengesDe: Catalogue = {
  'challenge.title': '{name} herausfordern',
  'challenge.hint': 'Du sitzt auf Platz 1, {name} auf Platz 2; Bots nehmen die übrigen Plätze. Der Tisch beginnt, sobald die Herausforderung angenommen ist.',
  'challenge.send': 'Herausforderung senden',
  'challenge.waiting': 'Herausforderung gesendet: warte auf die Antwort von {name}…',
  'challenge.cancel': 'Zurückziehen',
  'challenge.accept': 'Annehmen',
  'challenge.decline': 'Ablehnen',
  'challenge.open': 'Zum Tisch',
  'challenge.list': 'Herausforderungen',
  'challenge.from': '{name} fordert dich heraus: {game}, {seats} Spieler',
  'challenge.to': 'An {name}: {game}, {seats} Spieler',
  'challenge.status.open': 'wartet auf Antwort',
  'challenge.status.accepted': 'angenommen',
  'challenge.status.declined': 'abgelehnt',
  'challenge.status.canceled': 'zurückgezogen',
  'challenge.status.expired': 'abgelaufen',
  'challenge.needPlayer': 'Wähle auf der Startseite einen Namen, um diesen Spieler herauszufordern.',
};

export const challengesFr: Catalogue = {
  'challenge.title': 'Défier {name}',
  'challenge.hint': 'Vous êtes à la place 1, {name} à la place 2 ; des bots prennent les autres places. La table commence dès que le défi est accepté.',
  'challenge.send': 'Envoyer le défi',
  'challenge.waiting': 'Défi envoyé : en attente de la réponse de {name}…',
  'challenge.cancel': 'Retirer',
  'challenge.accept': 'Accepter',
  'challenge.decline': 'Refuser',
  'challenge.open': 'Ouvrir la table',
  'challenge.list': 'Défis',
  'challenge.from': '{name} vous défie : {game}, {seats} joueurs',
  'challenge.to': 'À {name} : {game}, {seats} joueurs',
  'challenge.status.open': 'en attente de réponse',
  'challenge.status.accepted': 'accepté',
  'challenge.status.declined': 'refusé',
  'challenge.status.canceled': 'retiré',
  'challenge.status.expired': 'expiré',
  'challenge.needPlayer': 'Choisissez un nom sur la page d’accueil pour défier ce joueur.',
};

export const challengesHu: Catalogue = {
  'challenge.title': '{name} kihívása',
  'challenge.hint': 'Te az 1. helyen ülsz, {name} a 2. helyen; a többi helyet botok foglalják el. Az asztal azonnal indul, amint a kihívást elfogadják.',
  'challenge.send': 'Kihívás elküldése',
  'challenge.waiting': 'Kihívás elküldve: várakozás {name} válaszára…',
  'challenge.cancel': 'Visszavonás',
  'challenge.accept': 'Elfogadás',
  'challenge.decline': 'Elutasítás',
  'challenge.open': 'Asztal megnyitása',
  'challenge.list': 'Kihívások',
  'challenge.from': '{name} kihív téged: {game}, {seats} játékos',
  'challenge.to': '{name} részére: {game}, {seats} játékos',
  'challenge.status.open': 'válaszra vár',
  'challenge.status.accepted': 'elfogadva',
  'challenge.status.declined': 'elutasítva',
  'challenge.status.canceled': 'visszavonva',
  'challenge.status.expired': 'lejárt',
  'challenge.needPlayer': 'Válassz nevet a kezdőlapon, hogy kihívhasd ezt a játékost.',
};

export const challengesRo: Catalogue = {
  'challenge.title': 'Provoacă-l pe {name}',
  'challenge.hint': 'Tu stai pe locul 1, {name} pe locul 2; boții ocupă celelalte locuri. Masa începe imediat ce provocarea este acceptată.',
  'challenge.send': 'Trimite provocarea',
  'challenge.waiting': 'Provocare trimisă: se așteaptă răspunsul lui {name}…',
  'challenge.cancel': 'Retrage',
  'challenge.accept': 'Acceptă',
  'challenge.decline': 'Refuză',
  'challenge.open': 'Deschide masa',
  'challenge.list': 'Provocări',
  'challenge.from': '{name} te provoacă: {game}, {seats} jucători',
  'challenge.to': 'Către {name}: {game}, {seats} jucători',
  'challenge.status.open': 'așteaptă un răspuns',
  'challenge.status.accepted': 'acceptată',
  'challenge.status.declined': 'refuzată',
  'challenge.status.canceled': 'retrasă',
  'challenge.status.expired': 'expirată',
  'challenge.needPlayer': 'Alege un nume pe pagina principală ca să provoci acest jucător.',
};

export const challengesSrLatn: Catalogue = {
  'challenge.title': 'Izazovi igrača {name}',
  'challenge.hint': 'Ti sediš na mestu 1, {name} na mestu 2; botovi zauzimaju ostala mesta. Sto počinje čim izazov bude prihvaćen.',
  'challenge.send': 'Pošalji izazov',
  'challenge.waiting': 'Izazov je poslat: čeka se odgovor igrača {name}…',
  'challenge.cancel': 'Povuci',
  'challenge.accept': 'Prihvati',
  'challenge.decline': 'Odbij',
  'challenge.open': 'Otvori sto',
  'challenge.list': 'Izazovi',
  'challenge.from': '{name} te izaziva: {game}, {seats} igrača',
  'challenge.to': 'Za igrača {name}: {game}, {seats} igrača',
  'challenge.status.open': 'čeka odgovor',
  'challenge.status.accepted': 'prihvaćen',
  'challenge.status.declined': 'odbijen',
  'challenge.status.canceled': 'povučen',
  'challenge.status.expired': 'istekao',
  'challenge.needPlayer': 'Izaberi ime na početnoj strani da bi izazvao ovog igrača.',
};

export const challengesHr: Catalogue = {
  'challenge.title': 'Izazovi igrača {name}',
  'challenge.hint': 'Ti sjediš na mjestu 1, {name} na mjestu 2; botovi zauzimaju ostala mjesta. Stol počinje čim izazov bude prihvaćen.',
  'challenge.send': 'Pošalji izazov',
  'challenge.waiting': 'Izazov je poslan: čeka se odgovor igrača {name}…',
  'challenge.cancel': 'Povuci',
  'challenge.accept': 'Prihvati',
  'challenge.decline': 'Odbij',
  'challenge.open': 'Otvori stol',
  'challenge.list': 'Izazovi',
  'challenge.from': '{name} te izaziva: {game}, {seats} igrača',
  'challenge.to': 'Za igrača {name}: {game}, {seats} igrača',
  'challenge.status.open': 'čeka odgovor',
  'challenge.status.accepted': 'prihvaćen',
  'challenge.status.declined': 'odbijen',
  'challenge.status.canceled': 'povučen',
  'challenge.status.expired': 'istekao',
  'challenge.needPlayer': 'Odaberi ime na početnoj stranici da bi izazvao ovog igrača.',
};

/** Bosnian: only what it says otherwise than Croatian, which it reads the rest from (shared/locale.ts, `lookupOrder`). */
export const challengesBs: Partial<Catalogue> = {
  'challenge.hint': 'Ti sjediš na mjestu 1, {name} na mjestu 2; botovi zauzimaju ostala mjesta. Sto počinje čim izazov bude prihvaćen.',
  'challenge.open': 'Otvori sto',
};

export const challengesSrCyrl = Object.fromEntries(Object.entries(challengesSrLatn).map(([key, text]) => [key, toCyrillic(text)])) as Catalogue;

addMessages({
  en: challengesEn,
  de: challengesDe,
  fr: challengesFr,
  hu: challengesHu,
  ro: challengesRo,
  'sr-Latn': challengesSrLatn,
  'sr-Cyrl': challengesSrCyrl,
  hr: challengesHr,
  bs: challengesBs,
});

export function cht(key: ChallengeKey, params?: Readonly<Record<string, string | number>>): string {
  return t(key as Parameters<typeof t>[0], params);
}
