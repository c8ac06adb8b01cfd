/**
 * The languages Stammtisch speaks, how a browser's wish (`Accept-Language`, `navigator.languages`)
 * picks one, and how a catalogue message with its parameters becomes text. Shared by the site, the
 * widget and the worker's notifications, so that all of them choose and format alike.
 *
 * Messages use the ICU MessageFormat subset that catalogues need: `{name}` puts in a parameter
 * (numbers through `Intl.NumberFormat`), `{n, plural, one {# card} other {# cards}}` picks the
 * language's plural form through `Intl.PluralRules` (`=0 {…}` for an exact value, `#` the number).
 */

/** The site's languages: the games' communities (French Tarot, Tablić, Taleles in the Banat) with English. */
export const LOCALES = ['en', 'de', 'fr', 'hu', 'ro', 'sr-Latn', 'sr-Cyrl', 'hr', 'bs'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * A pseudo-locale for tests: English made about 40 % longer with accented letters, so that text that
 * would overflow a narrow screen in a long language (Hungarian, French) overflows in a test first.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type AnyLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language in its own words, for the language menu. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  hu: 'Magyar',
  ro: 'Română',
  'sr-Latn': 'Srpski (latinica)',
  'sr-Cyrl': 'Српски (ћирилица)',
  hr: 'Hrvatski',
  bs: 'Bosanski',
};

/**
 * Where a message missing in a catalogue is looked for next, before English. Bosnian keeps only the
 * messages whose words differ from Croatian (bs.ts): both are ijekavian and mostly say the same, so
 * a Bosnian reader reads Croatian where Bosnian has no words of its own. Croatian and Serbian do not
 * borrow from each other: Croatian is ijekavian and has words of its own (tko, točno, tisuća, stol,
 * -irati), Latin Serbian is ekavian; each is complete. Serbian in Cyrillic is the Latin one
 * transliterated, and prefers it to English should a part ever lack a transliteration.
 */
const FALLBACKS: Readonly<Record<AnyLocale, readonly Locale[]>> = {
  en: [],
  de: [],
  fr: [],
  hu: [],
  ro: [],
  'sr-Latn': [],
  'sr-Cyrl': ['sr-Latn'],
  hr: [],
  bs: ['hr'],
  [PSEUDO_LOCALE]: [],
};

/** The catalogues to look a message up in, in order: the language itself, its neighbours, English. */
export function lookupOrder(locale: AnyLocale): readonly Locale[] {
  const own = locale === PSEUDO_LOCALE ? [] : [locale];
  return [...own, ...FALLBACKS[locale], 'en'];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isAnyLocale(value: unknown): value is AnyLocale {
  return value === PSEUDO_LOCALE || isLocale(value);
}

/**
 * The language one BCP 47 tag asks for, if we speak it. Serbian without a script takes the script
 * CLDR gives its region (`sr`, `sr-RS` → Cyrillic, `sr-ME` → Latin); Serbo-Croatian (`sh`) and
 * Montenegrin (`cnr`) read the Latin Serbian catalogue.
 */
export function localeOf(tag: string): AnyLocale | undefined {
  if (tag === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(tag);
  } catch {
    return undefined;
  }
  const language = parsed.language;
  if (language === 'sr') return parsed.maximize().script === 'Latn' ? 'sr-Latn' : 'sr-Cyrl';
  if (language === 'sh' || language === 'cnr') return 'sr-Latn';
  return isLocale(language) ? language : undefined;
}

/** The first language of `tags` (most wanted first) that we speak. */
export function matchLocale(tags: readonly string[]): AnyLocale | undefined {
  for (const tag of tags) {
    const found = localeOf(tag.trim());
    if (found) return found;
  }
  return undefined;
}

/** The tags of an `Accept-Language` header, most wanted first (`q=0` means "not this one"). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries = header.split(',').flatMap((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    return tag && tag !== '*' && weight > 0 ? [{ tag, weight, index }] : [];
  });
  return entries.sort((a, b) => b.weight - a.weight || a.index - b.index).map((e) => e.tag);
}

export type MessageParams = Readonly<Record<string, string | number>>;

/** The `Intl` tag of a locale (the pseudo-locale formats numbers as English). */
const intlTag = (locale: AnyLocale): string => (locale === PSEUDO_LOCALE ? 'en' : locale);

/** `text` with its placeholders and plural choices filled from `params`, formatted for `locale`. */
export function formatMessage(locale: AnyLocale, text: string, params?: MessageParams): string {
  if (!params || !text.includes('{')) return text;
  return fill(intlTag(locale), text, params, undefined);
}

function fill(tag: string, text: string, params: MessageParams, hash: string | undefined): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '#' && hash !== undefined) {
      out += hash;
      i++;
    } else if (ch === '{') {
      const end = matchingBrace(text, i);
      if (end < 0) return out + text.slice(i);
      out += placeholder(tag, text.slice(i + 1, end), params);
      i = end + 1;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

function placeholder(tag: string, body: string, params: MessageParams): string {
  const comma = body.indexOf(',');
  const name = (comma < 0 ? body : body.slice(0, comma)).trim();
  if (!(name in params)) return `{${body}}`;
  const value = params[name]!;
  if (comma < 0) return typeof value === 'number' ? new Intl.NumberFormat(tag).format(value) : value;
  const rest = body.slice(comma + 1);
  const second = rest.indexOf(',');
  const kind = rest.slice(0, second).trim();
  if (kind !== 'plural' || typeof value !== 'number') return `{${body}}`;
  const branches = pluralBranches(rest.slice(second + 1));
  const exact = branches.get(`=${value}`);
  const chosen = exact ?? branches.get(new Intl.PluralRules(tag).select(value)) ?? branches.get('other') ?? '';
  return fill(tag, chosen, params, new Intl.NumberFormat(tag).format(value));
}

/** `one {…} few {…} other {…}` → the text of each selector. */
function pluralBranches(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const selector = text.slice(i, open).trim();
    const close = matchingBrace(text, open);
    if (close < 0) break;
    out.set(selector, text.slice(open + 1, close));
    i = close + 1;
  }
  return out;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'aàbƀcçdđeéfƒgğhĥiîjĵkķlļmɱnñoöpþqǫrŕsštŧuüvṽwŵxẋyýzž'.matchAll(/(.)(.)/gu)].flatMap(([, plain, fancy]) => [
    [plain!, fancy!],
    [plain!.toUpperCase(), fancy!.toUpperCase()],
  ]),
);

/**
 * The pseudo-locale's form of an English message: letters accented, about 40 % longer, in brackets
 * so that cut-off text shows. Placeholders, plural selectors and `#` stay as they are.
 */
export function pseudoLocalize(text: string): string {
  let out = '';
  let depth = 0;
  let letters = 0;
  for (const ch of text) {
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    // Inside a placeholder only the plural branches' words (depth 2) are text.
    const isText = depth === 0 || (depth === 2 && ch !== '{' && ch !== '}');
    if (isText && ACCENTED[ch]) {
      out += ACCENTED[ch];
      letters++;
    } else out += ch;
  }
  // The padding comes in short pieces, as longer words would: a line may still break between them.
  const padding = ' ~~~~'.repeat(Math.ceil((letters * 0.4) / 5));
  return `⟦${out}${padding}⟧`;
}
