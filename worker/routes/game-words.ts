/**
 * The options' and house-rule profiles' titles in each language for GET /api/games: each option's
 * label and each profile's name from the create form's catalogue (web/i18n/options/), looked up
 * through the language's fallbacks as the site does (bs → hr → en; hr and sr never borrow; sr-Cyrl →
 * sr-Latn → en). The games' own names are still only in the site's core catalogue, whose types the
 * worker cannot load (they reach into the DOM), so a game keeps only its English `name`.
 */
import { lookupOrder, type Locale } from '../../shared/locale.js';
import { optionsBs } from '../../web/i18n/options/options-bs.js';
import { optionsDe } from '../../web/i18n/options/options-de.js';
import { optionsEn } from '../../web/i18n/options/options-en.js';
import { optionsFr } from '../../web/i18n/options/options-fr.js';
import { optionsHr } from '../../web/i18n/options/options-hr.js';
import { optionsHu } from '../../web/i18n/options/options-hu.js';
import { optionsRo } from '../../web/i18n/options/options-ro.js';
import { optionsSrCyrl } from '../../web/i18n/options/options-sr-Cyrl.js';
import { optionsSrLatn } from '../../web/i18n/options/options-sr-Latn.js';
import { resolveOptionWords, resolveProfileWords } from '../../web/i18n/options/resolve.js';
import type { OwnOptionCatalogue } from '../../web/i18n/options/types.js';

const OPTIONS: Readonly<Record<Locale, OwnOptionCatalogue>> = {
  en: optionsEn, de: optionsDe, fr: optionsFr, hu: optionsHu, ro: optionsRo,
  'sr-Latn': optionsSrLatn, 'sr-Cyrl': optionsSrCyrl, hr: optionsHr, bs: optionsBs,
};

export interface GameWords {
  option(game: string, key: string): string | undefined;
  profile(id: string): string | undefined;
}

export function gameWords(locale: Locale): GameWords {
  const order = lookupOrder(locale);
  const options = order.map((l) => OPTIONS[l]);
  return {
    option: (game, key) => resolveOptionWords(options, game, key)?.label,
    profile: (id) => resolveProfileWords(options, id)?.name,
  };
}
