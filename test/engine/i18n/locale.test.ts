/** Choosing a language from a browser's wish, and formatting messages with plurals through Intl. */
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, formatMessage, lookupOrder, matchLocale, pseudoLocalize } from '../../../shared/locale.js';
import { toCyrillic } from '../../../shared/i18n/serbian-script.js';

describe('the language a browser asks for', () => {
  it('reads Accept-Language by weight and takes the first language we speak', () => {
    expect(acceptedLanguages('de-AT;q=0.5, sk, hu-HU;q=0.8, *;q=0.1')).toEqual(['sk', 'hu-HU', 'de-AT']);
    expect(matchLocale(acceptedLanguages('de-AT;q=0.5, sk, hu-HU;q=0.8'))).toBe('hu');
    expect(matchLocale(acceptedLanguages('fr;q=0, ro-RO'))).toBe('ro');
    expect(matchLocale(['ja', 'ko'])).toBeUndefined();
  });

  it('gives Serbian the script its region writes, and reads Serbo-Croatian in Latin letters', () => {
    expect(matchLocale(['sr'])).toBe('sr-Cyrl');
    expect(matchLocale(['sr-RS'])).toBe('sr-Cyrl');
    expect(matchLocale(['sr-Latn-RS'])).toBe('sr-Latn');
    expect(matchLocale(['sr-ME'])).toBe('sr-Latn');
    expect(matchLocale(['sh'])).toBe('sr-Latn');
    expect(matchLocale(['hr-HR'])).toBe('hr');
    expect(matchLocale(['bs-Latn-BA'])).toBe('bs');
  });

  it('Bosnian reads Croatian where it has no words of its own; Croatian and Serbian never borrow from each other', () => {
    expect(lookupOrder('bs')).toEqual(['bs', 'hr', 'en']);
    expect(lookupOrder('hr')).toEqual(['hr', 'en']);
    expect(lookupOrder('sr-Latn')).toEqual(['sr-Latn', 'en']);
    expect(lookupOrder('sr-Cyrl')).toEqual(['sr-Cyrl', 'sr-Latn', 'en']);
    expect(lookupOrder('fr')).toEqual(['fr', 'en']);
  });
});

describe('messages', () => {
  const cards = '{n, plural, one {# karta} few {# karte} other {# karata}}';
  it('pick the plural form of the language (Intl.PluralRules)', () => {
    expect([1, 3, 5, 21, 22, 25].map((n) => formatMessage('sr-Latn', cards, { n }))).toEqual([
      '1 karta', '3 karte', '5 karata', '21 karta', '22 karte', '25 karata',
    ]);
    const ro = '{n, plural, one {# carte} few {# cărți} other {# de cărți}}';
    expect([1, 2, 19, 20].map((n) => formatMessage('ro', ro, { n }))).toEqual(['1 carte', '2 cărți', '19 cărți', '20 de cărți']);
    expect(formatMessage('fr', '{n, plural, =0 {aucun bout} one {# bout} other {# bouts}}', { n: 0 })).toBe('aucun bout');
  });

  it('write numbers as the language does and leave unknown placeholders alone', () => {
    expect(formatMessage('de', '{n} Punkte', { n: 1234.5 })).toBe('1.234,5 Punkte');
    expect(formatMessage('fr', '{n} points, {x}', { n: 1234 })).toBe('1\u202f234 points, {x}');
    expect(formatMessage('en', '{a}, {b}', { a: 'Ana', b: 'Ben' })).toBe('Ana, Ben');
  });

  it('put placeholders inside plural branches', () => {
    const text = '{count, plural, one {{names} a câștigat} other {{names} au câștigat}}';
    expect(formatMessage('ro', text, { count: 2, names: 'Ana și Ben' })).toBe('Ana și Ben au câștigat');
  });

  it('in the pseudo-locale are longer and accented, their placeholders intact', () => {
    const p = pseudoLocalize('Your turn at {table}, {n, plural, one {# card} other {# cards}}');
    expect(p.length).toBeGreaterThan('Your turn at {table}, {n, plural, one {# card} other {# cards}}'.length * 1.1);
    expect(p).toContain('{table}');
    expect(formatMessage('en-XA', p, { table: 'Friday', n: 2 })).toMatch(/^⟦Ýöüŕ ŧüŕñ àŧ Friday, 2 çàŕđš( ~~~~)+⟧$/);
  });
});

describe('Serbian in Cyrillic', () => {
  it('maps letters and digraphs, keeps placeholders and foreign game terms', () => {
    expect(toCyrillic('Njegova ljubav, džep: {seat} nosi {n, plural, one {# kartu} other {# karata}}')).toBe(
      'Његова љубав, џеп: {seat} носи {n, plural, one {# карту} other {# карата}}',
    );
    expect(toCyrillic('Vorhand bira pravila Trischakena, Pagat ultimo')).toBe('Vorhand бира правила Trischakena, Pagat ultimo');
  });
});
