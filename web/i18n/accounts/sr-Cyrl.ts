/** Уређаји и пријава, на српском ћирилицом: the Latin catalogue (sr-Latn.ts) transliterated letter by letter. */
import { toCyrillic } from '../../../shared/i18n/serbian-script.js';
import type { AccountKey } from '../accounts.js';
import { accountsSrLatn } from './sr-Latn.js';

export const accountsSrCyrl = Object.fromEntries(Object.entries(accountsSrLatn).map(([key, text]) => [key, toCyrillic(text)])) as Record<AccountKey, string>;
