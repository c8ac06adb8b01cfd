/** Obaveštenja na srpskom (latinica): isti ključevi kao en.ts; ćirilica se pravi iz njih. */
import type { NoticeCatalogue } from './en.js';

export const noticeSrLatn: NoticeCatalogue = {
  turn: 'Na potezu si za stolom {table}',
  turnMoves: 'Na potezu si za stolom {table}: {moves}',
  due: '(rok {time})',
  reminder: 'Podsetnik: tvoj potez za stolom {table} ističe {time}',
  timeout: 'Isteklo ti je vreme za stolom {table}; pravilo stola o odsustvu primenjuje se {time}',
  standin: 'Isteklo ti je vreme za stolom {table}: bot zamena igra za tebe dok se ne vratiš',
  finished: 'Partija {table} je gotova',
  finishedWon: 'Partija {table} je gotova: {names} {count, plural, one {je pobedio} other {su pobedili}} sa {score, plural, one {# poenom} other {# poena}}',
  finishedDraw: 'Partija {table} je završena nerešeno',
  finishedShared: 'Partija {table} je gotova: {names} dele prvo mesto sa {score, plural, one {# poenom} other {# poena}}',
  finishedPitschMade: 'Partija {table} je gotova: Pitsch je uspeo; {names} {count, plural, one {je pobedio} other {su pobedili}}',
  finishedPitschLost: 'Partija {table} je gotova: Pitsch je pao; {names} {count, plural, one {je pobedio} other {su pobedili}}',
  finishedForfeit: 'Partija {table} je gotova ({name}: isteklo vreme); {names} {count, plural, one {je pobedio} other {su pobedili}}',
  rematch: '{by} traži revanš za {table}: za novim stolom sediš na mestu {seat}',
  digest: '{n, plural, one {Na potezu si za # stolom} few {Na potezu si za # stola} other {Na potezu si za # stolova}}: {names}',
  digestTitle: 'Stammtisch: stolovi koji te čekaju',
  test: 'Zdravo, {name}: ovako ti Stammtisch javlja da si na potezu',
  open: 'Otvori',
};
