/**
 * The notes of a Königrufen score sheet reach each player in their language: the engine writes each
 * note as a code with parameters (shared/games/tarock/notes.ts) beside its English `note`, and the
 * site renders the code; a sheet stored before the codes shows its English note, read as before.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sheetNotesEnglish, withNotes, sheetNote } from '../../../shared/games/tarock/notes.js';
import type { SheetItem } from '../../../shared/games/tarock/state.js';
import { trischakenPayments } from '../../../shared/games/tarock/trischaken.js';
import { sheetNotes } from '../../../web/games/tarock-terms.js';
import { addLazyMessages, addMessages, setLocale } from '../../../web/i18n/index.js';
import { tarockDe, tarockEn } from '../../../web/i18n/games/tarock.js';
import { A, opts } from '../tarock/helpers.js';

addMessages({ en: tarockEn, de: tarockDe });
void addLazyMessages({
  fr: () => import('../../../web/i18n/games/tarock-fr.js').then((m) => m.tarockFr),
  hr: () => import('../../../web/i18n/games/tarock-hr.js').then((m) => m.tarockHr),
  bs: () => import('../../../web/i18n/games/tarock-bs.js').then((m) => m.tarockBs),
  'sr-Cyrl': () => import('../../../web/i18n/games/tarock-sr-Cyrl.js').then((m) => m.tarockSrCyrl),
  'sr-Latn': () => import('../../../web/i18n/games/tarock-sr-Latn.js').then((m) => m.tarockSrLatn),
});

const names = ['Ana', 'Ben', 'Cleo', 'Dora'];
const name = (seat: number) => names[seat]!;
const item = (notes: SheetItem['notes'], note = ''): SheetItem => ({
  item: 'game', name: 'Dreier', announced: false, by: null, value: 1, winners: [0], multiplier: [1, 1, 1, 1],
  schrift: [3, -1, -1, -1], total: [3, -1, -1, -1], note, ...(notes ? { notes } : {}),
});

describe('score-sheet notes in the player’s language', () => {
  afterAll(() => setLocale('en', false));

  // A Trischaken where Ben has 110 thirds (Bürgermeister) and Ana and Dora took no trick.
  const trischaken = trischakenPayments([0, 110, 100, 0], [0, 6, 6, 0], A, opts());

  it('the engine writes codes, and the English the API has always had', () => {
    expect(trischaken.notes).toEqual([sheetNote('buergermeister'), sheetNote('jungfrau', { seats: '0,3' })]);
    expect(sheetNotesEnglish(trischaken.notes)).toBe('Bürgermeister; Jungfrau 0, 3');
    expect(withNotes([sheetNote('declarerTricks', { n: 1 })]).note).toBe('declarer took 1 trick');
    expect(withNotes([sheetNote('cardPoints', { decl: 107, opp: 73 })]).note).toBe('35/2 : 24/1');
  });

  it('French, German and Croatian players read their own words, plurals and seat names', async () => {
    await setLocale('fr', false);
    expect(sheetNotes(item(trischaken.notes), name)).toBe('Bürgermeister : le pot double · Jungfrau (aucune levée) : Ana et Dora');
    expect(sheetNotes(item([sheetNote('declarerTricks', { n: 1 })]), name)).toBe('le preneur a fait 1 levée');
    await setLocale('de', false);
    expect(sheetNotes(item([sheetNote('cardPoints', { decl: 107, opp: 73 })]), name)).toBe('35 und 2 Blatt : 24 und 1 Blatt');
    await setLocale('hr', false);
    expect(sheetNotes(item([sheetNote('declarerTricks', { n: 3 })]), name)).toBe('igrač je nosio 3 štiha');
    expect(sheetNotes(item([sheetNote('topTwoPay')]), name)).toBe('prva dva plaćaju posljednjoj dvojici');
  });

  it('Bosnian says its own words and reads Croatian for the rest; Cyrillic Serbian is transliterated', async () => {
    await setLocale('bs', false);
    expect(sheetNotes(item([sheetNote('vorhandLoses'), sheetNote('failedSilent')]), name)).toBe('Vorhand plaća sam: ulog se duplira · palo (tiho)');
    await setLocale('sr-Cyrl', false);
    expect(sheetNotes(item([sheetNote('made')]), name)).toBe('испуњено');
  });

  it('a sheet from before the codes shows its English note in the player’s words where it can', async () => {
    await setLocale('fr', false);
    expect(sheetNotes(item(undefined, 'failed (silent)'), name)).toBe('chuté (non annoncé)');
    expect(sheetNotes(item(undefined, 'Bürgermeister; Jungfrau 0, 3'), name)).toBe('Bürgermeister; Jungfrau 0, 3');
  });
});
