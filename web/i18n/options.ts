/**
 * The create form's words for every option of every game and for the house-rule profiles: a label,
 * a hint in plain words, and a name for each choice. No option ids (`sweepJack`) and no references
 * into the rules files (§11.2, Q14) — a club player reads these. English is here; every other
 * language is a chunk of its own (./options/), fetched when the form is shown in that language, and
 * a word not there yet is looked up in the language's neighbours, then in English (as the core
 * catalogue does). Site only (the widget never shows the create form), so the widget does not carry
 * them. test/web/option-words.test.ts holds every language against every game's option schema.
 */
import { LOCALES, lookupOrder, type AnyLocale, type Locale } from '../../shared/locale.js';
import { getLocale, redraw } from './index.js';
import { optionsEn } from './options/options-en.js';
import { resolveOptionWords, resolveProfileWords } from './options/resolve.js';
import type { OptionCatalogue, OptionWords, OwnOptionCatalogue, ProfileWords } from './options/types.js';

export type { OptionCatalogue, OptionWords, OwnOptionCatalogue, ProfileWords } from './options/types.js';
export { optionsEn } from './options/options-en.js';

/** One dynamic import per language (esbuild makes each a chunk); English is already in. */
const LOADERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<OwnOptionCatalogue>>> = {
  de: () => import('./options/options-de.js').then((m) => m.optionsDe),
  fr: () => import('./options/options-fr.js').then((m) => m.optionsFr),
  hu: () => import('./options/options-hu.js').then((m) => m.optionsHu),
  ro: () => import('./options/options-ro.js').then((m) => m.optionsRo),
  'sr-Latn': () => import('./options/options-sr-Latn.js').then((m) => m.optionsSrLatn),
  'sr-Cyrl': () => import('./options/options-sr-Cyrl.js').then((m) => m.optionsSrCyrl),
  hr: () => import('./options/options-hr.js').then((m) => m.optionsHr),
  bs: () => import('./options/options-bs.js').then((m) => m.optionsBs),
};
const loaded: Partial<Record<Locale, OwnOptionCatalogue>> = { en: optionsEn };
const loading = new Map<Locale, Promise<OwnOptionCatalogue>>();

/** The option words of `locale`, fetched once; the page redraws when they arrive. */
export function loadOptionWords(locale: Locale): Promise<OwnOptionCatalogue> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOADERS[locale as Exclude<Locale, 'en'>]().then(
      (words) => {
        loaded[locale] = words;
        redraw();
        return words;
      },
      (e: unknown) => {
        loading.delete(locale);
        console.warn(`the ${locale} option words could not be loaded; showing English meanwhile`, e);
        return optionsEn;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** The catalogues `locale` reads, in order (itself, its neighbours, English): those that are in. */
function present(locale: AnyLocale = getLocale()): OwnOptionCatalogue[] {
  const order = lookupOrder(locale);
  for (const l of order) if (!loaded[l]) void loadOptionWords(l);
  return order.map((l) => loaded[l]).filter((c): c is OwnOptionCatalogue => c !== undefined);
}

/** The words for option `key` of `game` in the current language (each word through the fallbacks). */
export function optionWords(game: string, key: string): OptionWords | undefined {
  return resolveOptionWords(present(), game, key);
}

/** The name and description of a house-rule profile in the current language. */
export function profileWords(id: string): ProfileWords | undefined {
  return resolveProfileWords(present(), id);
}

/** Every language's own option words as they are in its file (for the tests). */
export async function ownOptionWords(): Promise<Readonly<Record<Locale, OwnOptionCatalogue>>> {
  const all = await Promise.all(LOCALES.map((l) => loadOptionWords(l)));
  return Object.fromEntries(LOCALES.map((l, i) => [l, all[i]!])) as Record<Locale, OwnOptionCatalogue>;
}

/** Every language's option words as its reader gets them, fallbacks included (for the tests). */
export async function allOptionWords(): Promise<Readonly<Record<Locale, OptionCatalogue>>> {
  await ownOptionWords();
  const resolved = (locale: Locale): OptionCatalogue => {
    const order = lookupOrder(locale).map((l) => loaded[l]!);
    const games = new Set(order.flatMap((c) => Object.keys(c.options)));
    const options = Object.fromEntries(
      [...games].map((game) => {
        const keys = new Set(order.flatMap((c) => Object.keys(c.options[game] ?? {})));
        return [game, Object.fromEntries([...keys].flatMap((key) => {
          const w = resolveOptionWords(order, game, key);
          return w ? [[key, w]] : [];
        }))];
      }),
    );
    const ids = new Set(order.flatMap((c) => Object.keys(c.profiles)));
    const profiles = Object.fromEntries([...ids].flatMap((id) => {
      const p = resolveProfileWords(order, id);
      return p ? [[id, p]] : [];
    }));
    return { options, profiles };
  };
  return Object.fromEntries(LOCALES.map((l) => [l, resolved(l)])) as Record<Locale, OptionCatalogue>;
}
