/**
 * Strings of blocking, reporting and a club's page with its mutes (issue 21), in every language of the
 * site. They join the catalogue when this module loads (`addMessages`): only the player page, the
 * settings, a table's chat panel and the club page load it. `mt` looks them up with their keys checked.
 * Serbian Cyrillic is the Latin text transliterated, as in locales/sr-Cyrl.ts; Bosnian lists only what
 * it says otherwise than Croatian.
 */
import { toCyrillic } from '../../shared/i18n/serbian-script.js';
import { addMessages, t } from './index.js';

export const moderationEn = {
  'block.block': 'Block',
  'block.unblock': 'Unblock',
  'block.blocked': 'You have blocked this player: you are not seated together, they cannot challenge you and you do not see their chat.',
  'block.hidden': '{n, plural, one {# message of a blocked player hidden} other {# messages of blocked players hidden}}',
  'block.list': 'Blocked players',
  'block.none': 'You have not blocked anyone.',
  'report.open': 'Report',
  'report.reason': 'Reason',
  'report.reason.abuse': 'Abusive chat',
  'report.reason.cheating': 'Cheating or collusion',
  'report.reason.stalling': 'Stalling',
  'report.reason.other': 'Something else',
  'report.table': 'Table (optional)',
  'report.details': 'What happened (optional)',
  'report.send': 'Send report',
  'report.sent': 'Thank you. The report has reached the operators.',
  'report.failed': 'The report could not be sent: {reason}',
  'club.title': 'Club {name}',
  'club.owner': 'Owner: {name}',
  'club.members': 'Members',
  'club.notClaimed': 'No club has claimed this lobby.',
  'club.membersOnly': 'Only the owner and the members see who belongs to the club.',
  'club.mute': 'Mute in this club',
  'club.unmute': 'Unmute',
  'club.muted': 'Muted: cannot chat at, create or join this club’s tables',
  'problem.BLOCKED': 'You cannot play with one of the players here.',
  'problem.MUTED': 'The club’s owner has muted you: you cannot chat at, create or join its tables.',
} as const;

export type ModerationKey = keyof typeof moderationEn;
type Catalogue = Record<ModerationKey, string>;

export const moderationDe: Catalogue = {
  'block.block': 'Blockieren',
  'block.unblock': 'Nicht mehr blockieren',
  'block.blocked': 'Du hast diesen Spieler blockiert: ihr sitzt nicht zusammen, er kann dich nicht herausfordern und du siehst seinen Chat nicht.',
  'block.hidden': '{n, plural, one {# Nachricht eines blockierten Spielers ausgeblendet} other {# Nachrichten blockierter Spieler ausgeblendet}}',
  'block.list': 'Blockierte Spieler',
  'block.none': 'Du hast niemanden blockiert.',
  'report.open': 'Melden',
  'report.reason': 'Grund',
  'report.reason.abuse': 'Beleidigender Chat',
  'report.reason.cheating': 'Betrug oder Absprache',
  'report.reason.stalling': 'Verschleppen',
  'report.reason.other': 'Etwas anderes',
  'report.table': 'Tisch (freiwillig)',
  'report.details': 'Was ist passiert (freiwillig)',
  'report.send': 'Meldung senden',
  'report.sent': 'Danke. Die Meldung ist bei den Betreibern angekommen.',
  'report.failed': 'Die Meldung konnte nicht gesendet werden: {reason}',
  'club.title': 'Verein {name}',
  'club.owner': 'Inhaber: {name}',
  'club.members': 'Mitglieder',
  'club.notClaimed': 'Kein Verein hat diese Lobby übernommen.',
  'club.membersOnly': 'Nur Inhaber und Mitglieder sehen, wer zum Verein gehört.',
  'club.mute': 'Im Verein stummschalten',
  'club.unmute': 'Stummschaltung aufheben',
  'club.muted': 'Stummgeschaltet: kann an den Vereinstischen nicht schreiben, keine Tische eröffnen und keinen betreten',
  'problem.BLOCKED': 'Du kannst mit einem der Spieler hier nicht spielen.',
  'problem.MUTED': 'Die Vereinsleitung hat dich stummgeschaltet: an den Vereinstischen kannst du nicht schreiben, keine eröffnen und keinen betreten.',
};

export const moderationFr: Catalogue = {
  'block.block': 'Bloquer',
  'block.unblock': 'Débloquer',
  'block.blocked': 'Vous avez bloqué ce joueur : vous ne jouez pas à la même table, il ne peut pas vous défier et vous ne voyez pas ses messages.',
  'block.hidden': '{n, plural, one {# message d’un joueur bloqué masqué} other {# messages de joueurs bloqués masqués}}',
  'block.list': 'Joueurs bloqués',
  'block.none': 'Vous n’avez bloqué personne.',
  'report.open': 'Signaler',
  'report.reason': 'Motif',
  'report.reason.abuse': 'Messages injurieux',
  'report.reason.cheating': 'Triche ou collusion',
  'report.reason.stalling': 'Anti-jeu (lenteur volontaire)',
  'report.reason.other': 'Autre chose',
  'report.table': 'Table (facultatif)',
  'report.details': 'Ce qui s’est passé (facultatif)',
  'report.send': 'Envoyer le signalement',
  'report.sent': 'Merci. Le signalement est parvenu aux responsables.',
  'report.failed': 'Le signalement n’a pas pu être envoyé : {reason}',
  'club.title': 'Club {name}',
  'club.owner': 'Responsable : {name}',
  'club.members': 'Membres',
  'club.notClaimed': 'Aucun club n’a réservé ce salon.',
  'club.membersOnly': 'Seuls le responsable et les membres voient qui appartient au club.',
  'club.mute': 'Rendre muet dans ce club',
  'club.unmute': 'Rendre la parole',
  'club.muted': 'Muet : ne peut ni écrire dans le chat des tables de ce club, ni en créer, ni s’y asseoir',
  'problem.BLOCKED': 'Vous ne pouvez pas jouer avec l’un des joueurs ici.',
  'problem.MUTED': 'Le responsable du club vous a rendu muet : vous ne pouvez ni écrire dans le chat de ses tables, ni en créer, ni vous y asseoir.',
};

export const moderationHu: Catalogue = {
  'block.block': 'Letiltás',
  'block.unblock': 'Tiltás feloldása',
  'block.blocked': 'Letiltottad ezt a játékost: nem ültök egy asztalnál, nem hívhat ki, és nem látod a csevegését.',
  'block.hidden': '{n, plural, one {# üzenet letiltott játékostól elrejtve} other {# üzenet letiltott játékosoktól elrejtve}}',
  'block.list': 'Letiltott játékosok',
  'block.none': 'Senkit sem tiltottál le.',
  'report.open': 'Bejelentés',
  'report.reason': 'Ok',
  'report.reason.abuse': 'Sértő csevegés',
  'report.reason.cheating': 'Csalás vagy összejátszás',
  'report.reason.stalling': 'Szándékos húzás',
  'report.reason.other': 'Egyéb',
  'report.table': 'Asztal (nem kötelező)',
  'report.details': 'Mi történt (nem kötelező)',
  'report.send': 'Bejelentés küldése',
  'report.sent': 'Köszönjük. A bejelentés megérkezett az üzemeltetőkhöz.',
  'report.failed': 'A bejelentést nem sikerült elküldeni: {reason}',
  'club.title': 'Klub: {name}',
  'club.owner': 'Tulajdonos: {name}',
  'club.members': 'Tagok',
  'club.notClaimed': 'Ezt az előteret egy klub sem foglalta le.',
  'club.membersOnly': 'Csak a tulajdonos és a tagok látják, kik tartoznak a klubhoz.',
  'club.mute': 'Némítás ebben a klubban',
  'club.unmute': 'Némítás feloldása',
  'club.muted': 'Némítva: nem írhat a klub asztalainak csevegésébe, nem nyithat és nem ülhet le asztalhoz',
  'problem.BLOCKED': 'Az itteni játékosok egyikével nem játszhatsz.',
  'problem.MUTED': 'A klub tulajdonosa elnémított: a klub asztalainál nem írhatsz, nem nyithatsz és nem ülhetsz le asztalhoz.',
};

export const moderationRo: Catalogue = {
  'block.block': 'Blochează',
  'block.unblock': 'Deblochează',
  'block.blocked': 'Ai blocat acest jucător: nu stați la aceeași masă, nu te poate provoca și nu îi vezi mesajele.',
  'block.hidden': '{n, plural, one {# mesaj al unui jucător blocat ascuns} few {# mesaje ale jucătorilor blocați ascunse} other {# de mesaje ale jucătorilor blocați ascunse}}',
  'block.list': 'Jucători blocați',
  'block.none': 'Nu ai blocat pe nimeni.',
  'report.open': 'Raportează',
  'report.reason': 'Motiv',
  'report.reason.abuse': 'Mesaje jignitoare',
  'report.reason.cheating': 'Trișat sau înțelegere',
  'report.reason.stalling': 'Tergiversare',
  'report.reason.other': 'Altceva',
  'report.table': 'Masa (opțional)',
  'report.details': 'Ce s-a întâmplat (opțional)',
  'report.send': 'Trimite raportul',
  'report.sent': 'Mulțumim. Raportul a ajuns la administratori.',
  'report.failed': 'Raportul nu a putut fi trimis: {reason}',
  'club.title': 'Clubul {name}',
  'club.owner': 'Proprietar: {name}',
  'club.members': 'Membri',
  'club.notClaimed': 'Niciun club nu a revendicat acest salon.',
  'club.membersOnly': 'Doar proprietarul și membrii văd cine face parte din club.',
  'club.mute': 'Reduce la tăcere în acest club',
  'club.unmute': 'Redă cuvântul',
  'club.muted': 'Redus la tăcere: nu poate scrie în chatul meselor acestui club, nici crea sau ocupa mese',
  'problem.BLOCKED': 'Nu poți juca cu unul dintre jucătorii de aici.',
  'problem.MUTED': 'Proprietarul clubului te-a redus la tăcere: nu poți scrie în chatul meselor lui, nici crea sau ocupa mese.',
};

export const moderationSrLatn: Catalogue = {
  'block.block': 'Blokiraj',
  'block.unblock': 'Odblokiraj',
  'block.blocked': 'Blokirao si ovog igrača: ne sedite za istim stolom, ne može da te izazove i ne vidiš njegove poruke.',
  'block.hidden': '{n, plural, one {# poruka blokiranog igrača sakrivena} few {# poruke blokiranih igrača sakrivene} other {# poruka blokiranih igrača sakriveno}}',
  'block.list': 'Blokirani igrači',
  'block.none': 'Nisi blokirao nikoga.',
  'report.open': 'Prijavi',
  'report.reason': 'Razlog',
  'report.reason.abuse': 'Uvredljive poruke',
  'report.reason.cheating': 'Varanje ili dogovaranje',
  'report.reason.stalling': 'Namerno odugovlačenje',
  'report.reason.other': 'Nešto drugo',
  'report.table': 'Sto (nije obavezno)',
  'report.details': 'Šta se desilo (nije obavezno)',
  'report.send': 'Pošalji prijavu',
  'report.sent': 'Hvala. Prijava je stigla do administratora.',
  'report.failed': 'Prijava nije poslata: {reason}',
  'club.title': 'Klub {name}',
  'club.owner': 'Vlasnik: {name}',
  'club.members': 'Članovi',
  'club.notClaimed': 'Nijedan klub nije preuzeo ovaj lobi.',
  'club.membersOnly': 'Samo vlasnik i članovi vide ko pripada klubu.',
  'club.mute': 'Utišaj u ovom klubu',
  'club.unmute': 'Ukini utišavanje',
  'club.muted': 'Utišan: ne može da piše u četu stolova ovog kluba, niti da otvara stolove ili seda za njih',
  'problem.BLOCKED': 'Ne možeš da igraš sa jednim od igrača ovde.',
  'problem.MUTED': 'Vlasnik kluba te je utišao: ne možeš da pišeš u četu njegovih stolova, niti da otvaraš stolove ili sedaš za njih.',
};

export const moderationHr: Catalogue = {
  ...moderationSrLatn,
  'block.blocked': 'Blokirao si ovog igrača: ne sjedite za istim stolom, ne može te izazvati i ne vidiš njegove poruke.',
  'report.reason.stalling': 'Namjerno odugovlačenje',
  'report.table': 'Stol (nije obavezno)',
  'report.details': 'Što se dogodilo (nije obavezno)',
  'report.failed': 'Prijava nije poslana: {reason}',
  'club.membersOnly': 'Samo vlasnik i članovi vide tko pripada klubu.',
  'club.muted': 'Utišan: ne može pisati u chatu stolova ovog kluba, niti otvarati stolove ili sjesti za njih',
  'problem.BLOCKED': 'Ne možeš igrati s jednim od igrača ovdje.',
  'problem.MUTED': 'Vlasnik kluba te utišao: ne možeš pisati u chatu njegovih stolova, niti otvarati stolove ili sjesti za njih.',
};

/** Bosnian: only what it says otherwise than Croatian, which it reads the rest from (shared/locale.ts, `lookupOrder`). */
export const moderationBs: Partial<Catalogue> = {
  'report.table': 'Sto (nije obavezno)',
  'report.details': 'Šta se desilo (nije obavezno)',
  'club.membersOnly': 'Samo vlasnik i članovi vide ko pripada klubu.',
  'club.muted': 'Utišan: ne može pisati u četu stolova ovog kluba, niti otvarati stolove ili sjesti za njih',
  'problem.MUTED': 'Vlasnik kluba te utišao: ne možeš pisati u četu njegovih stolova, niti otvarati stolove ili sjesti za njih.',
};

export const moderationSrCyrl = Object.fromEntries(Object.entries(moderationSrLatn).map(([key, text]) => [key, toCyrillic(text)])) as Catalogue;

addMessages({
  en: moderationEn,
  de: moderationDe,
  fr: moderationFr,
  hu: moderationHu,
  ro: moderationRo,
  'sr-Latn': moderationSrLatn,
  'sr-Cyrl': moderationSrCyrl,
  hr: moderationHr,
  bs: moderationBs,
});

export function mt(key: ModerationKey, params?: Readonly<Record<string, string | number>>): string {
  return t(key as Parameters<typeof t>[0], params);
}
