/**
 * German strings of correspondence play (the English ones and their keys: correspondence.ts). A file of
 * its own, so that the widget's static chunk does not carry German when German loads on demand.
 */
import type { corrEn } from './correspondence.js';

export const corrDe: Readonly<Record<keyof typeof corrEn, string>> = {
  'corr.untimed': 'Ohne Bedenkzeit',
  'corr.perMove': '{time} pro Zug',
  'corr.reserve': 'Reserve {time}, +{inc} pro Zug bis {cap}',
  'corr.weekendsOff': 'Wochenenden zählen nicht',
  'corr.absence.standin': 'bei Zeitüberschreitung: nach {grace} spielt ein Ersatz-Bot',
  'corr.absence.forfeit': 'bei Zeitüberschreitung: nach {grace} verliert der Platz die Partie',
  'corr.autoPlay': 'einzige Möglichkeiten werden automatisch gespielt',
  'corr.bots': 'Bots: {level}',
  'corr.level.beginner': 'Anfänger',
  'corr.level.club': 'Vereinsspieler',
  'corr.level.strong': 'stark',
  'corr.timeLeft': 'noch {time}',
  'corr.reserveLeft': 'Reserve {time}',
  'corr.overdue': 'Zeit abgelaufen',
  'corr.vacation': 'im Urlaub',
  'corr.standIn': 'Ersatz-Bot',

  'corr.rated': 'gewertet',
  'corr.casual': 'ungewertet',

  'corr.chat': 'Chat',
  'corr.chat.empty': 'Noch keine Nachrichten.',
  'corr.chat.placeholder': 'Nachricht an den Tisch',
  'corr.chat.send': 'Senden',
  'corr.chat.limit': '{n} von {max} Zeichen',
  'corr.chat.readOnly': 'Nur die Spieler dieses Tisches können schreiben.',
  'corr.chat.system': 'Tisch',
  'corr.line.standIn': '{name}s Zeit ist abgelaufen: ein Ersatz-Bot spielt Platz {seat}, bis {name} zurück ist',
  'corr.line.vacation': '{name} ist bis {until} im Urlaub: die Uhr steht still',
  'corr.line.forfeit': '{name} (Platz {seat}) verliert durch Zeitüberschreitung; {count, plural, one {Platz {winners} gewinnt} other {Plätze {winners} gewinnen}}',
  'corr.line.takeOver': '{name} übernimmt Platz {seat} von {before}',
  'corr.line.claimHeld': '{name} hat die restlichen Stiche beansprucht: zu Recht, das Spiel wurde ausgespielt ({n} Karten)',
  'corr.line.back': '{name} ist zurück auf Platz {seat}',
  'corr.line.rematch': '{name} will eine Revanche: alle rücken einen Platz weiter',
  'corr.line.leftForfeit': 'Ein Spieler hat Stammtisch verlassen: Platz {seat} verliert',
  'corr.line.leftBot': 'Ein Spieler hat Stammtisch verlassen: ein Bot spielt Platz {seat} bis zum Ende der Partie',

  'corr.premove.offer': 'Du bist noch nicht dran. {card} für deinen nächsten Zug vormerken?',
  'corr.premove.queue': 'Karte vormerken',
  'corr.premove.title': 'Deine Vorauszüge',
  'corr.premove.cancel': 'Zurücknehmen',
  'corr.premove.cancelLabel': 'Vorauszug {action} zurücknehmen',
  'corr.premove.played': 'gespielt: {action}',
  'corr.premove.dropped': 'verworfen: {action} ({reason})',
  'corr.premove.cancelled': 'gestrichen: {action} ({reason})',

  'corr.rematch': 'Revanche',
  'corr.rematch.open': 'Zum Revanche-Tisch',
  'corr.return': 'Meinen Platz zurücknehmen',
  'corr.return.note': 'Ein Ersatz-Bot spielt deinen Platz.',

};
