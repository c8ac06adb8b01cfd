/** Értesítések magyarul: ugyanazok a kulcsok, mint az en.ts-ben. */
import type { NoticeCatalogue } from './en.js';

export const noticeHu: NoticeCatalogue = {
  turn: 'Te jössz itt: {table}',
  turnMoves: 'Te jössz itt: {table}: {moves}',
  due: '(határidő: {time})',
  reminder: 'Emlékeztető: itt a lépésed határideje: {table}, {time}',
  timeout: 'Lejárt az időd itt: {table}; az asztal távolléti szabálya ekkor lép életbe: {time}',
  standin: 'Lejárt az időd itt: {table}: helyettesítő gép játszik helyetted, amíg vissza nem térsz',
  finished: 'Véget ért: {table}',
  finishedWon: 'Véget ért: {table}: {names} nyert {score} ponttal',
  finishedDraw: 'Döntetlennel véget ért: {table}',
  finishedShared: 'Véget ért: {table}: {names} holtversenyben az elsők, {score} ponttal',
  finishedPitschMade: 'Véget ért: {table}: a Pitsch sikerült; {names} {count, plural, one {nyert} other {nyertek}}',
  finishedPitschLost: 'Véget ért: {table}: a Pitsch elbukott; {names} {count, plural, one {nyert} other {nyertek}}',
  finishedForfeit: 'Véget ért: {table}: {name} túllépte az időt; {names} {count, plural, one {nyert} other {nyertek}}',
  rematch: '{by} visszavágót kért: {table}: az új asztalnál a(z) {seat}. helyen ülsz',
  digest: '{n} asztalnál te jössz: {names}',
  digestTitle: 'Stammtisch: asztalok, amelyek rád várnak',
  test: 'Szia, {name}! Így szól a Stammtisch, amikor te jössz',
  open: 'Megnyitás',
};
