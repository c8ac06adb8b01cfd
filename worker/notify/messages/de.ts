/** Benachrichtigungen auf Deutsch: dieselben Schlüssel wie en.ts. */
import type { NoticeCatalogue } from './en.js';

export const noticeDe: NoticeCatalogue = {
  turn: 'Du bist dran: {table}',
  turnMoves: 'Du bist dran: {table}: {moves}',
  due: '(fällig {time})',
  reminder: 'Erinnerung: Dein Zug an {table} ist fällig am {time}',
  timeout: 'Deine Zeit an {table} ist abgelaufen; die Abwesenheitsregel des Tisches greift am {time}',
  standin: 'Deine Zeit an {table} ist abgelaufen: Ein Ersatz-Bot spielt für dich, bis du zurück bist',
  finished: '{table} ist zu Ende',
  finishedWon: '{table} ist zu Ende: {names} gewinnt mit {score, plural, one {# Punkt} other {# Punkten}}',
  finishedDraw: '{table} ist unentschieden zu Ende',
  finishedShared: '{table} ist zu Ende: {names} teilen sich den ersten Platz mit {score, plural, one {# Punkt} other {# Punkten}}',
  finishedPitschMade: '{table} ist zu Ende: Der Pitsch ist gemacht; {count, plural, one {{names} gewinnt} other {{names} gewinnen}}',
  finishedPitschLost: '{table} ist zu Ende: Der Pitsch ist verloren; {count, plural, one {{names} gewinnt} other {{names} gewinnen}}',
  finishedForfeit: '{table} ist zu Ende: {name} hat die Zeit überschritten; {count, plural, one {{names} gewinnt} other {{names} gewinnen}}',
  rematch: '{by} möchte eine Revanche von {table}: Du sitzt am neuen Tisch auf Platz {seat}',
  digest: '{n, plural, one {An # Tisch bist du dran} other {An # Tischen bist du dran}}: {names}',
  digestTitle: 'Stammtisch: Tische, die auf dich warten',
  test: 'Hallo {name}: So sagt dir Stammtisch, dass du dran bist',
  open: 'Öffnen',
};
