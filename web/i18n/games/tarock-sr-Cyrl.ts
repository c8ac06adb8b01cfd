/** Königrufen на српском ћирилицом: the Latin catalogue (tarock-sr-Latn.ts) transliterated letter by letter. */
import { toCyrillic } from '../../../shared/i18n/serbian-script.js';
import type { tarockEn } from './tarock.js';
import { tarockSrLatn } from './tarock-sr-Latn.js';

export const tarockSrCyrl = Object.fromEntries(Object.entries(tarockSrLatn).map(([key, text]) => [key, toCyrillic(text)])) as Record<keyof typeof tarockEn, string>;
