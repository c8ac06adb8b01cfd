/**
 * The string catalogue: every text the web app and the widget show comes from here. English comes
 * with the page; every other language is a chunk of its own (./de.ts, ./locales/), fetched when it is
 * chosen, so the widget stays small. Until it has arrived the page shows English and then redraws.
 * Messages are ICU-style (`{n, plural, one {…} other {…}}`), formatted by shared/locale.ts with the
 * platform's `Intl`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  LOCALES,
  PSEUDO_LOCALE,
  formatMessage,
  isAnyLocale,
  lookupOrder,
  matchLocale,
  pseudoLocalize,
  type AnyLocale,
  type Locale,
  type MessageParams,
} from '../../shared/locale.js';
import { en, type MessageKey } from './en.js';

export type { MessageKey } from './en.js';
export { LOCALES, LOCALE_NAMES } from '../../shared/locale.js';
export type { AnyLocale, Locale } from '../../shared/locale.js';

type Catalogue = Readonly<Record<string, string>>;

/** The core strings of each language once it is in, and the strings that came with a game's plug-in. */
const catalogues: Record<Locale, Record<string, string>> = Object.fromEntries(LOCALES.map((l) => [l, {}])) as Record<Locale, Record<string, string>>;
Object.assign(catalogues.en, en);

/** One dynamic import per language (esbuild makes each a chunk); English is already in. */
const LOADERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>>> = {
  de: () => import('./de.js').then((m) => m.de),
  fr: () => import('./locales/fr.js').then((m) => m.fr),
  hu: () => import('./locales/hu.js').then((m) => m.hu),
  ro: () => import('./locales/ro.js').then((m) => m.ro),
  'sr-Latn': () => import('./locales/sr-Latn.js').then((m) => m.srLatn),
  'sr-Cyrl': () => import('./locales/sr-Cyrl.js').then((m) => m.srCyrl),
  hr: () => import('./locales/hr.js').then((m) => m.hr),
  bs: () => import('./locales/bs.js').then((m) => m.bs),
};
const loaded = new Set<Locale>(['en']);
const loading = new Map<Locale, Promise<void>>();

/** How a part (a game's plug-in, the accounts pages, tournaments) fetches its strings in each language. */
export type PartLoaders = Readonly<Partial<Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>>>>;
const parts: PartLoaders[] = [];
const partsLoading = new Map<() => Promise<Catalogue>, Promise<void>>();

const STORAGE_KEY = 'stammtisch.lang';
const listeners = new Set<() => void>();

/** The language this browser asked for before: a choice made here, else the browser's own list. */
function initialLocale(): AnyLocale {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (isAnyLocale(saved)) return saved;
  } catch {
    // storage can be blocked inside a third-party iframe; the browser language decides then
  }
  return browserLocale() ?? 'en';
}

/** The first of the browser's languages (`navigator.languages`) that the site speaks. */
export function browserLocale(): AnyLocale | undefined {
  const nav = globalThis.navigator;
  return matchLocale(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []);
}

let current: AnyLocale = initialLocale();
void ensureLoaded(current);

export function isLocale(value: unknown): value is AnyLocale {
  return isAnyLocale(value);
}

export function getLocale(): AnyLocale {
  return current;
}

/** The BCP 47 tag for `Intl` and `lang` attributes (the pseudo-locale counts as English). */
export function localeTag(): string {
  return current === PSEUDO_LOCALE ? 'en' : current;
}

/** Whether the language that was asked for last has a stored choice (not just the browser's wish). */
export function chosenLocale(): AnyLocale | undefined {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isAnyLocale(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** Fetches the catalogues `locale` reads (itself and its neighbours, with every part's); redraws once they are in. */
export function ensureLoaded(locale: AnyLocale): Promise<void> {
  return Promise.all(lookupOrder(locale).flatMap((l) => [loadOne(l), ...parts.map((part) => loadPart(l, part))])).then(() => undefined);
}

/**
 * Adds a part whose languages are chunks of their own: the ones the current language reads come now,
 * the others when a reader switches to them. Its English strings come with `addMessages`.
 */
export function addLazyMessages(loaders: PartLoaders): Promise<void> {
  parts.push(loaders);
  return Promise.all(lookupOrder(current).map((l) => loadPart(l, loaders))).then(() => undefined);
}

function loadPart(locale: Locale, part: PartLoaders): Promise<void> {
  const load = locale === 'en' ? undefined : part[locale];
  if (!load) return Promise.resolve();
  let pending = partsLoading.get(load);
  if (!pending) {
    pending = load().then(
      (messages) => {
        Object.assign(catalogues[locale], messages);
        redraw();
      },
      (e: unknown) => {
        partsLoading.delete(load);
        console.warn(`some ${locale} strings could not be loaded; showing English meanwhile`, e);
      },
    );
    partsLoading.set(load, pending);
  }
  return pending;
}

function loadOne(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then(
      (messages) => {
        // A game's strings may have arrived first: they stay.
        catalogues[locale] = { ...messages, ...catalogues[locale] };
        loaded.add(locale);
        redraw();
      },
      (e: unknown) => {
        loading.delete(locale);
        console.warn(`the ${locale} strings could not be loaded; showing English meanwhile`, e);
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** Switches every element on the page to `locale`; `remember` stores the choice for the next visit. */
export function setLocale(locale: AnyLocale, remember = true): Promise<void> {
  if (remember) {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, locale);
    } catch {
      // not remembered, still switched
    }
  }
  if (locale !== current) {
    current = locale;
    redraw();
  }
  return ensureLoaded(locale);
}

/** Adds strings that come with a lazily loaded part (a game's plug-in), in the languages it has. */
export function addMessages(more: Readonly<Partial<Record<Locale, Catalogue>>>): void {
  for (const locale of LOCALES) Object.assign(catalogues[locale], more[locale]);
}

/** Redraws every element that shows text: after a language switch, or when a game's plug-in arrived. */
export function redraw(): void {
  for (const l of listeners) l();
}

/** The text of `key` in `locale`'s catalogues, else in its neighbours', else English; undefined if none. */
function lookup(locale: AnyLocale, key: string): string | undefined {
  for (const l of lookupOrder(locale)) {
    const text = catalogues[l][key];
    if (text !== undefined) return locale === PSEUDO_LOCALE ? pseudoLocalize(text) : text;
  }
  return undefined;
}

/** The message `key` in the current language, with its placeholders and plurals filled from `params`. */
export function t(key: MessageKey, params?: MessageParams): string {
  // A key whose game strings have not arrived yet shows as the key rather than breaking the page.
  return formatMessage(current, lookup(current, key) ?? key, params);
}

/** Whether the catalogue has `key` (for game terms looked up by a runtime name). */
export function hasMessage(key: string): key is MessageKey {
  return key in catalogues.en;
}

/** A number as the current language writes it (decimal comma, digit groups). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeTag(), options).format(n);
}

/** Re-renders its host when the language changes. */
export class LocaleController implements ReactiveController {
  private readonly update = (): void => this.host.requestUpdate();

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    listeners.add(this.update);
  }

  hostDisconnected(): void {
    listeners.delete(this.update);
  }
}
