/**
 * Српски каталог (ћирилица): the Latin catalogue (sr-Latn.ts) letter for letter in Cyrillic
 * (shared/i18n/serbian-script.ts), so that the two never drift apart. Should a message ever need other
 * words in Cyrillic than its transliteration, it is spread in after the transliterated ones.
 */
import { toCyrillic } from '../../../shared/i18n/serbian-script.js';
import type { LocaleCatalogue } from './keys.js';
import { srLatn } from './sr-Latn.js';

export const srCyrl = Object.fromEntries(Object.entries(srLatn).map(([key, text]) => [key, toCyrillic(text)])) as LocaleCatalogue;
