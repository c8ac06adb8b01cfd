/** Notificările în românește: aceleași chei ca en.ts. */
import type { NoticeCatalogue } from './en.js';

export const noticeRo: NoticeCatalogue = {
  turn: 'E rândul tău la {table}',
  turnMoves: 'E rândul tău la {table}: {moves}',
  due: '(termen {time})',
  reminder: 'Amintire: mutarea ta la {table} are termen {time}',
  timeout: 'Ți-a expirat timpul la {table}; regula de absență a mesei se aplică la {time}',
  standin: 'Ți-a expirat timpul la {table}: un robot înlocuitor joacă pentru tine până te întorci',
  finished: '{table} s-a încheiat',
  finishedWon: '{table} s-a încheiat: {count, plural, one {{names} a câștigat} other {{names} au câștigat}} cu {score, plural, one {# punct} few {# puncte} other {# de puncte}}',
  finishedDraw: '{table} s-a încheiat la egalitate',
  finishedShared: '{table} s-a încheiat: {names} împart primul loc cu {score, plural, one {# punct} few {# puncte} other {# de puncte}}',
  finishedPitschMade: '{table} s-a încheiat: Pitsch-ul a reușit; {count, plural, one {{names} a câștigat} other {{names} au câștigat}}',
  finishedPitschLost: '{table} s-a încheiat: Pitsch-ul a căzut; {count, plural, one {{names} a câștigat} other {{names} au câștigat}}',
  finishedForfeit: '{table} s-a încheiat: {name} a pierdut la timp; {count, plural, one {{names} a câștigat} other {{names} au câștigat}}',
  rematch: '{by} a cerut revanșa la {table}: stai pe locul {seat} la masa nouă',
  digest: '{n, plural, one {E rândul tău la # masă} few {E rândul tău la # mese} other {E rândul tău la # de mese}}: {names}',
  digestTitle: 'Stammtisch: mese care te așteaptă',
  test: 'Salut, {name}: așa îți spune Stammtisch că e rândul tău',
  open: 'Deschide',
};
