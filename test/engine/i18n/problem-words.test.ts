/**
 * Every refusal the server can send has words in every language (issue 20): the page shows
 * `problem.<CODE>` in the reader's language, or else the server's English detail, which a player of
 * another language cannot act on. A language may read a message from the one it falls back to
 * (Bosnian from Croatian, Cyrillic Serbian from Latin), never from English. The refusals the widget can
 * meet (at a table, in a lobby) are in the core catalogue, which comes with the widget's first download.
 */
import { describe, expect, it } from 'vitest';
import { PROBLEM_CODES, type ProblemCode } from '../../../shared/protocol.js';
import { LOCALES, lookupOrder, type Locale } from '../../../shared/locale.js';
import { de } from '../../../web/i18n/de.js';
import { en } from '../../../web/i18n/en.js';
import { bs } from '../../../web/i18n/locales/bs.js';
import { fr } from '../../../web/i18n/locales/fr.js';
import { hr } from '../../../web/i18n/locales/hr.js';
import { hu } from '../../../web/i18n/locales/hu.js';
import { ro } from '../../../web/i18n/locales/ro.js';
import { srCyrl } from '../../../web/i18n/locales/sr-Cyrl.js';
import { srLatn } from '../../../web/i18n/locales/sr-Latn.js';
import { moderationDe, moderationEn, moderationFr, moderationHr, moderationHu, moderationRo, moderationSrCyrl, moderationSrLatn, moderationBs } from '../../../web/i18n/moderation.js';
import { siteDe } from '../../../web/i18n/site-de.js';
import { siteEn } from '../../../web/i18n/site.js';

type Catalogue = Readonly<Record<string, string>>;

/** What each language's reader has: the core and site, and the moderation part (blocked, muted). */
const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en: { ...en, ...siteEn, ...moderationEn },
  de: { ...de, ...siteDe, ...moderationDe },
  fr: { ...fr, ...moderationFr },
  hu: { ...hu, ...moderationHu },
  ro: { ...ro, ...moderationRo },
  'sr-Latn': { ...srLatn, ...moderationSrLatn },
  'sr-Cyrl': { ...srCyrl, ...moderationSrCyrl },
  hr: { ...hr, ...moderationHr },
  bs: { ...bs, ...moderationBs },
};

/** The refusals a player meets at a table or in a club's lobby, where only the widget's strings are in. */
const WIDGET_CODES: readonly ProblemCode[] = [
  'BAD_REQUEST', 'VALIDATION_FAILED', 'UNAUTHORIZED', 'FORBIDDEN', 'INSUFFICIENT_SCOPE', 'NOT_FOUND', 'STALE_SEQ',
  'SEAT_TAKEN', 'ALREADY_SEATED', 'TABLE_FULL', 'NOT_STARTED', 'IDEMPOTENCY_MISMATCH', 'PAYLOAD_TOO_LARGE',
  'UPGRADE_REQUIRED', 'RATE_LIMITED', 'NOT_YOUR_TURN', 'ILLEGAL_ACTION', 'CLAIM_REFUSED', 'MATCH_OVER',
  'BAD_NOTATION', 'UNKNOWN_CARD', 'BAD_SEAT', 'BOTS_NOT_ALLOWED', 'BLOCKED', 'MUTED', 'METHOD_NOT_ALLOWED', 'INTERNAL',
];

/** The words a reader of `locale` gets for `key`: its own, else its fallback's; English only for English. */
function words(locale: Locale, key: string): string | undefined {
  const order = locale === 'en' ? ['en' as const] : lookupOrder(locale).filter((l) => l !== 'en');
  for (const l of order) if (CATALOGUES[l][key] !== undefined) return CATALOGUES[l][key];
  return undefined;
}

describe('every refusal in the reader’s words', () => {
  for (const locale of LOCALES) {
    it(locale, () => {
      expect(PROBLEM_CODES.filter((code) => !words(locale, `problem.${code}`)?.trim())).toEqual([]);
    });
  }

  it('the refusals at a table or in a lobby come with the widget (the core catalogue, or moderation’s, which the table loads)', () => {
    const widget: Catalogue = { ...en, ...moderationEn };
    expect(WIDGET_CODES.filter((code) => widget[`problem.${code}`] === undefined)).toEqual([]);
  });

  it('no two refusals read alike in English (each says what to do about its own case)', () => {
    const texts = PROBLEM_CODES.map((code) => words('en', `problem.${code}`));
    expect(new Set(texts).size).toBe(texts.length);
  });
});
