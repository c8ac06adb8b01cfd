/**
 * Српске речи формулара за нове столове (ћирилица): the Latin ones (./options-sr-Latn.ts) letter for letter
 * in Cyrillic (shared/i18n/serbian-script.ts), so that the two never drift apart.
 */
import { toCyrillic } from '../../../shared/i18n/serbian-script.js';
import type { OptionCatalogue, OptionWords, ProfileWords } from './types.js';
import { optionsSrLatn } from './options-sr-Latn.js';

const words = (w: OptionWords): OptionWords => ({
  label: toCyrillic(w.label),
  hint: toCyrillic(w.hint),
  ...(w.choices ? { choices: Object.fromEntries(Object.entries(w.choices).map(([value, name]) => [value, toCyrillic(name)])) } : {}),
});
const profile = (p: ProfileWords): ProfileWords => ({ name: toCyrillic(p.name), description: toCyrillic(p.description) });

export const optionsSrCyrl: OptionCatalogue = {
  options: Object.fromEntries(
    Object.entries(optionsSrLatn.options).map(([game, options]) => [game, Object.fromEntries(Object.entries(options).map(([key, w]) => [key, words(w)]))]),
  ),
  profiles: Object.fromEntries(Object.entries(optionsSrLatn.profiles).map(([id, p]) => [id, profile(p)])),
};
