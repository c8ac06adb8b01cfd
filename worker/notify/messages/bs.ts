/** Obavještenja na bosanskom: isti ključevi kao en.ts. */
import type { NoticeCatalogue } from './en.js';

export const noticeBs: NoticeCatalogue = {
  turn: 'Na potezu si za stolom {table}',
  turnMoves: 'Na potezu si za stolom {table}: {moves}',
  due: '(rok {time})',
  reminder: 'Podsjetnik: tvoj potez za stolom {table} ističe {time}',
  timeout: 'Isteklo ti je vrijeme za stolom {table}; pravilo stola o odsustvu primjenjuje se {time}',
  standin: 'Isteklo ti je vrijeme za stolom {table}: bot zamjena igra za tebe dok se ne vratiš',
  finished: 'Partija {table} je gotova',
  finishedWon: 'Partija {table} je gotova: {names} {count, plural, one {je pobijedio} other {su pobijedili}} sa {score, plural, one {# bodom} other {# bodova}}',
  finishedDraw: 'Partija {table} je završena neriješeno',
  rematch: '{by} traži revanš za {table}: za novim stolom sjediš na mjestu {seat}',
  digest: '{n, plural, one {Na potezu si za # stolom} few {Na potezu si za # stola} other {Na potezu si za # stolova}}: {names}',
  digestTitle: 'Stammtisch: stolovi koji te čekaju',
  test: 'Zdravo, {name}: ovako ti Stammtisch javlja da si na potezu',
  open: 'Otvori',
};
