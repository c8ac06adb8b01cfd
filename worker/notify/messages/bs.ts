/**
 * Obavještenja na bosanskom: samo poruke koje se razlikuju od hrvatskih (hr.ts); ostale bosanski čita
 * iz hrvatskog kataloga (shared/locale.ts, `lookupOrder`: bs → hr), kao i na stranici.
 */
import type { NoticeCatalogue } from './en.js';

export const noticeBs: Partial<NoticeCatalogue> = {
  reminder: 'Podsjetnik: tvoj potez za stolom {table} ističe {time}',
  timeout: 'Isteklo ti je vrijeme za stolom {table}; pravilo stola o odsustvu primjenjuje se {time}',
  finishedWon: 'Partija {table} je gotova: {names} {count, plural, one {je pobijedio} other {su pobijedili}} sa {score, plural, one {# bodom} few {# boda} other {# bodova}}',
  finishedDraw: 'Partija {table} je završena neriješeno',
  finishedShared: 'Partija {table} je gotova: {names} dijele prvo mjesto sa {score, plural, one {# bodom} few {# boda} other {# bodova}}',
  test: 'Zdravo, {name}: ovako ti Stammtisch javlja da si na potezu',
};
