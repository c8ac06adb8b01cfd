/** Les notifications en français : les mêmes clés que en.ts. */
import type { NoticeCatalogue } from './en.js';

export const noticeFr: NoticeCatalogue = {
  turn: 'À vous de jouer à {table}',
  turnMoves: 'À vous de jouer à {table} : {moves}',
  due: '(échéance {time})',
  reminder: 'Rappel : votre coup à {table} est attendu pour le {time}',
  timeout: 'Votre temps à {table} est écoulé ; la règle d’absence de la table s’applique le {time}',
  standin: 'Votre temps à {table} est écoulé : un robot remplaçant joue pour vous jusqu’à votre retour',
  finished: '{table} est terminée',
  finishedWon: '{table} est terminée : {names} {count, plural, one {gagne} other {gagnent}} avec {score, plural, one {# point} other {# points}}',
  finishedDraw: '{table} s’est terminée sur une égalité',
  finishedShared: '{table} est terminée : {names} partagent la première place avec {score, plural, one {# point} other {# points}}',
  finishedPitschMade: '{table} est terminée : le Pitsch est réussi ; {names} {count, plural, one {gagne} other {gagnent}}',
  finishedPitschLost: '{table} est terminée : le Pitsch a chuté ; {names} {count, plural, one {gagne} other {gagnent}}',
  finishedForfeit: '{table} est terminée : {name} perd au temps ; {names} {count, plural, one {gagne} other {gagnent}}',
  rematch: '{by} demande une revanche de {table} : vous êtes à la place {seat} de la nouvelle table',
  digest: '{n, plural, one {À vous de jouer à # table} other {À vous de jouer à # tables}} : {names}',
  digestTitle: 'Stammtisch : des tables vous attendent',
  test: 'Bonjour {name} : voici comment Stammtisch vous prévient que c’est à vous',
  open: 'Ouvrir',
};
