/**
 * The options' and house-rule profiles' titles in each language for GET /api/games: each option's
 * label and each profile's name from the create form's catalogue (web/i18n/options/), looked up
 * through the language's fallbacks as the site does (bs → hr → en; hr and sr never borrow; sr-Cyrl →
 * sr-Latn → en), and each game's name from web/i18n/game-names.ts, the words of the site's catalogues
 * (Cyrillic Serbian transliterates the Latin names, as its catalogue does).
 */
import { toCyrillic } from '../../shared/i18n/serbian-script.js';
import { lookupOrder, type Locale } from '../../shared/locale.js';
import { GAME_NAMES } from '../../web/i18n/game-names.js';
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
  game(id: string): string | undefined;
  option(game: string, key: string): string | undefined;
  profile(id: string): string | undefined;
}

export function gameWords(locale: Locale): GameWords {
  const order = lookupOrder(locale);
  const options = order.map((l) => OPTIONS[l]);
  return {
    game: (id) => order.map((l) => gameName(l, id)).find((name) => name !== undefined),
    option: (game, key) => resolveOptionWords(options, game, key)?.label,
    profile: (id) => resolveProfileWords(options, id)?.name,
  };
}

function gameName(locale: Locale, id: string): string | undefined {
  if (locale === 'sr-Cyrl') {
    const latin = gameName('sr-Latn', id);
    return latin === undefined ? undefined : toCyrillic(latin);
  }
  const names: Readonly<Record<string, string>> | undefined = (GAME_NAMES as Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>>)[locale];
  return names?.[id];
}
