/** Obavijesti na hrvatskom: isti ključevi kao en.ts. */
import type { NoticeCatalogue } from './en.js';

export const noticeHr: NoticeCatalogue = {
  turn: 'Na potezu si za stolom {table}',
  turnMoves: 'Na potezu si za stolom {table}: {moves}',
  due: '(rok {time})',
  reminder: 'Podsjetnik: tvoj potez za stolom {table} istječe {time}',
  timeout: 'Isteklo ti je vrijeme za stolom {table}; pravilo stola o odsutnosti primjenjuje se {time}',
  standin: 'Isteklo ti je vrijeme za stolom {table}: bot zamjena igra za tebe dok se ne vratiš',
  finished: 'Partija {table} je gotova',
  finishedWon: 'Partija {table} je gotova: {names} {count, plural, one {je pobijedio} other {su pobijedili}} s {score, plural, one {# bodom} few {# boda} other {# bodova}}',
  finishedDraw: 'Partija {table} završila je neriješeno',
  finishedShared: 'Partija {table} je gotova: {names} dijele prvo mjesto s {score, plural, one {# bodom} few {# boda} other {# bodova}}',
  finishedPitschMade: 'Partija {table} je gotova: Pitsch je uspio; {names} {count, plural, one {je pobijedio} other {su pobijedili}}',
  finishedPitschLost: 'Partija {table} je gotova: Pitsch je pao; {names} {count, plural, one {je pobijedio} other {su pobijedili}}',
  finishedForfeit: 'Partija {table} je gotova ({name}: isteklo vrijeme); {names} {count, plural, one {je pobijedio} other {su pobijedili}}',
  rematch: '{by} traži revanš za {table}: za novim stolom sjediš na mjestu {seat}',
  digest: '{n, plural, one {Na potezu si za # stolom} few {Na potezu si za # stola} other {Na potezu si za # stolova}}: {names}',
  digestTitle: 'Stammtisch: stolovi koji te čekaju',
  test: 'Bok, {name}: ovako ti Stammtisch javlja da si na potezu',
  open: 'Otvori',
};
