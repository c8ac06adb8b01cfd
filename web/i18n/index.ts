/**
 * The string catalogue: every text the web app and the widget show comes from here, in German and
 * English. The games' own terms (Tabla, Bela, Pagat, Garde, Sküs, …) stay as they are in both.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { de } from './de.js';
import { en, type MessageKey } from './en.js';

export type { MessageKey } from './en.js';
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The core strings, and the games' strings once their plug-ins have loaded (`addMessages`). */
const catalogues: Record<Locale, Record<string, string>> = { de: { ...de }, en: { ...en } };
const STORAGE_KEY = 'stammtisch.lang';
const listeners = new Set<() => void>();

function initialLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // storage can be blocked inside a third-party iframe; the browser language decides then
  }
  const nav = globalThis.navigator?.language.slice(0, 2);
  return nav === 'de' ? 'de' : 'en';
}

let current: Locale = initialLocale();

export function isLocale(value: unknown): value is Locale {
  return value === 'de' || value === 'en';
}

export function getLocale(): Locale {
  return current;
}

/** Switches every element on the page to `locale`; `remember` stores the choice for the next visit. */
export function setLocale(locale: Locale, remember = true): void {
  if (locale === current) return;
  current = locale;
  if (remember) {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, locale);
    } catch {
      // not remembered, still switched
    }
  }
  redraw();
}

/** Adds strings that come with a lazily loaded part (a game's plug-in), in both languages. */
export function addMessages(more: Readonly<Record<Locale, Readonly<Record<string, string>>>>): void {
  for (const locale of LOCALES) Object.assign(catalogues[locale], more[locale]);
}

/** Redraws every element that shows text: after a language switch, or when a game's plug-in arrived. */
export function redraw(): void {
  for (const l of listeners) l();
}

/** The message `key` in the current language, with `{name}` placeholders filled from `params`. */
export function t(key: MessageKey, params?: Readonly<Record<string, string | number>>): string {
  // A key whose game strings have not arrived yet shows as the key rather than breaking the page.
  const text = catalogues[current][key] ?? catalogues.en[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Whether the catalogue has `key` (for game terms looked up by a runtime name). */
export function hasMessage(key: string): key is MessageKey {
  return key in catalogues.en;
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
