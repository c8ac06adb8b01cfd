/**
 * The catalogues are complete and lean: every language has every key of every part it translates,
 * itself or through the language it falls back to (Bosnian reads Croatian: shared/locale.ts), with
 * the same placeholders as English; a fallback's words are not copied; every key is used somewhere
 * in the web app. The notification catalogues of the worker likewise.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentGames } from '../../../shared/index.js';
import { LOCALES, lookupOrder, type Locale } from '../../../shared/locale.js';
import { accountsDe, accountsEn } from '../../../web/i18n/accounts.js';
import { accountsBs } from '../../../web/i18n/accounts/bs.js';
import { accountsFr } from '../../../web/i18n/accounts/fr.js';
import { accountsHr } from '../../../web/i18n/accounts/hr.js';
import { accountsHu } from '../../../web/i18n/accounts/hu.js';
import { accountsRo } from '../../../web/i18n/accounts/ro.js';
import { accountsSrCyrl } from '../../../web/i18n/accounts/sr-Cyrl.js';
import { accountsSrLatn } from '../../../web/i18n/accounts/sr-Latn.js';
import { challengesBs, challengesDe, challengesEn, challengesFr, challengesHr, challengesHu, challengesRo, challengesSrCyrl, challengesSrLatn } from '../../../web/i18n/challenges.js';
import { communityBs, communityDe, communityEn, communityFr, communityHr, communityHu, communityRo, communitySrCyrl, communitySrLatn } from '../../../web/i18n/community.js';
import { de } from '../../../web/i18n/de.js';
import { moderationBs, moderationDe, moderationEn, moderationFr, moderationHr, moderationHu, moderationRo, moderationSrCyrl, moderationSrLatn } from '../../../web/i18n/moderation.js';
import {
  lobbyRatingsBs,
  lobbyRatingsDe,
  lobbyRatingsEn,
  lobbyRatingsFr,
  lobbyRatingsHr,
  lobbyRatingsHu,
  lobbyRatingsRo,
  lobbyRatingsSrCyrl,
  lobbyRatingsSrLatn,
} from '../../../web/i18n/lobby-ratings.js';
import { en } from '../../../web/i18n/en.js';
import { talelesDe, talelesEn } from '../../../web/i18n/games/taleles.js';
import { talelesHu } from '../../../web/i18n/games/taleles-hu.js';
import { talelesRo } from '../../../web/i18n/games/taleles-ro.js';
import { tarockDe, tarockEn } from '../../../web/i18n/games/tarock.js';
import { tarockBs } from '../../../web/i18n/games/tarock-bs.js';
import { tarockFr } from '../../../web/i18n/games/tarock-fr.js';
import { tarockHr } from '../../../web/i18n/games/tarock-hr.js';
import { tarockHu } from '../../../web/i18n/games/tarock-hu.js';
import { tarockRo } from '../../../web/i18n/games/tarock-ro.js';
import { tarockSrCyrl } from '../../../web/i18n/games/tarock-sr-Cyrl.js';
import { tarockSrLatn } from '../../../web/i18n/games/tarock-sr-Latn.js';
import { tarotDe, tarotEn } from '../../../web/i18n/games/tarot.js';
import { tarotFr } from '../../../web/i18n/games/tarot-fr.js';
import { bs } from '../../../web/i18n/locales/bs.js';
import { fr } from '../../../web/i18n/locales/fr.js';
import { hr } from '../../../web/i18n/locales/hr.js';
import { hu } from '../../../web/i18n/locales/hu.js';
import { ro } from '../../../web/i18n/locales/ro.js';
import { srCyrl } from '../../../web/i18n/locales/sr-Cyrl.js';
import { srLatn } from '../../../web/i18n/locales/sr-Latn.js';
import { siteDe } from '../../../web/i18n/site-de.js';
import { siteEn } from '../../../web/i18n/site.js';
import { tournamentDe, tournamentEn } from '../../../web/i18n/tournament.js';
import { tournamentBs } from '../../../web/i18n/tournament/bs.js';
import { tournamentFr } from '../../../web/i18n/tournament/fr.js';
import { tournamentHr } from '../../../web/i18n/tournament/hr.js';
import { tournamentHu } from '../../../web/i18n/tournament/hu.js';
import { tournamentRo } from '../../../web/i18n/tournament/ro.js';
import { tournamentSrCyrl } from '../../../web/i18n/tournament/sr-Cyrl.js';
import { tournamentSrLatn } from '../../../web/i18n/tournament/sr-Latn.js';
import { NOTICE_CATALOGUES } from '../../../worker/notify/notice.js';
import { noticeEn } from '../../../worker/notify/messages/en.js';

type Catalogue = Readonly<Record<string, string>>;

/** Each part of the catalogue, in English and in the languages it is translated into. */
const PARTS: Readonly<Record<string, { en: Catalogue; others: Readonly<Record<string, Catalogue>> }>> = {
  'core and site': {
    en: { ...en, ...siteEn },
    others: { de: { ...de, ...siteDe }, fr, hu, ro, 'sr-Latn': srLatn, 'sr-Cyrl': srCyrl, hr, bs },
  },
  tablanet: { en: {}, others: {} }, // Tablanet's strings are in the core: the Balkan languages have them all.
  tarot: { en: tarotEn, others: { de: tarotDe, fr: tarotFr } },
  taleles: { en: talelesEn, others: { de: talelesDe, hu: talelesHu, ro: talelesRo } },
  tarock: {
    en: tarockEn,
    others: { de: tarockDe, fr: tarockFr, hu: tarockHu, ro: tarockRo, 'sr-Latn': tarockSrLatn, 'sr-Cyrl': tarockSrCyrl, hr: tarockHr, bs: tarockBs },
  },
  accounts: {
    en: accountsEn,
    others: { de: accountsDe, fr: accountsFr, hu: accountsHu, ro: accountsRo, 'sr-Latn': accountsSrLatn, 'sr-Cyrl': accountsSrCyrl, hr: accountsHr, bs: accountsBs },
  },
  tournament: {
    en: tournamentEn,
    others: { de: tournamentDe, fr: tournamentFr, hu: tournamentHu, ro: tournamentRo, 'sr-Latn': tournamentSrLatn, 'sr-Cyrl': tournamentSrCyrl, hr: tournamentHr, bs: tournamentBs },
  },
  community: {
    en: communityEn,
    others: { de: communityDe, fr: communityFr, hu: communityHu, ro: communityRo, 'sr-Latn': communitySrLatn, 'sr-Cyrl': communitySrCyrl, hr: communityHr, bs: communityBs },
  },
  challenges: {
    en: challengesEn,
    others: { de: challengesDe, fr: challengesFr, hu: challengesHu, ro: challengesRo, 'sr-Latn': challengesSrLatn, 'sr-Cyrl': challengesSrCyrl, hr: challengesHr, bs: challengesBs },
  },
  moderation: {
    en: moderationEn,
    others: { de: moderationDe, fr: moderationFr, hu: moderationHu, ro: moderationRo, 'sr-Latn': moderationSrLatn, 'sr-Cyrl': moderationSrCyrl, hr: moderationHr, bs: moderationBs },
  },
  'lobby ratings': {
    en: lobbyRatingsEn,
    others: {
      de: lobbyRatingsDe,
      fr: lobbyRatingsFr,
      hu: lobbyRatingsHu,
      ro: lobbyRatingsRo,
      'sr-Latn': lobbyRatingsSrLatn,
      'sr-Cyrl': lobbyRatingsSrCyrl,
      hr: lobbyRatingsHr,
      bs: lobbyRatingsBs,
    },
  },
  notifications: { en: noticeEn, others: Object.fromEntries(LOCALES.filter((l) => l !== 'en').map((l) => [l, NOTICE_CATALOGUES[l]])) },
};

/** Parameters a translation may use beyond the English message's (its grammar needs them). */
const EXTRA_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'outcome.won': ['count'],
  'outcome.pitschMade': ['count'],
  'outcome.pitschLost': ['count'],
  'outcome.forfeit': ['count'],
  finishedWon: ['count'],
  finishedShared: ['count'],
  finishedPitschMade: ['count'],
  finishedPitschLost: ['count'],
  finishedForfeit: ['count'],
};

/** The names of the parameters a message uses: `{name}`, `{name, plural, …}` and those inside its branches. */
function params(text: string): string[] {
  const names = new Set<string>();
  const walk = (t: string, inPlural: boolean): void => {
    for (let i = 0; i < t.length; i++) {
      if (t[i] !== '{') continue;
      let depth = 0;
      let end = i;
      for (; end < t.length; end++) {
        if (t[end] === '{') depth++;
        else if (t[end] === '}' && --depth === 0) break;
      }
      const body = t.slice(i + 1, end);
      if (inPlural) walk(body, false); // a branch: its text may hold placeholders
      else {
        const [name = '', kind = '', ...rest] = body.split(',');
        names.add(name.trim());
        if (kind.trim() === 'plural') walk(rest.join(','), true);
      }
      i = end;
    }
  };
  walk(text, false);
  return [...names].sort();
}

/** What a reader of `locale` gets from a part: its own messages over those of the languages it falls back to (English aside). */
function resolved(others: Readonly<Record<string, Catalogue>>, locale: string): Catalogue {
  const order = lookupOrder(locale as Locale).filter((l) => l !== 'en');
  return Object.assign({}, ...order.map((l) => others[l] ?? {}).reverse()) as Catalogue;
}

describe('every language has every key, with the same placeholders', () => {
  for (const [part, { en: reference, others }] of Object.entries(PARTS)) {
    for (const [locale, catalogue] of Object.entries(others)) {
      it(`${part}: ${locale}`, () => {
        expect(Object.keys(catalogue).filter((key) => !(key in reference)), `${locale}: keys English does not have`).toEqual([]);
        const read = resolved(others, locale);
        expect(Object.keys(read).sort()).toEqual(Object.keys(reference).sort());
        for (const [key, text] of Object.entries(reference)) {
          const extra = EXTRA_PARAMS[key] ?? [];
          const without = (names: string[]) => names.filter((p) => !extra.includes(p));
          expect(without(params(read[key]!)), `${locale} ${key}`).toEqual(without(params(text)));
          expect(read[key]!.trim(), `${locale} ${key} is empty`).not.toBe('');
        }
      });
    }
  }

  it('English names each game as its engine does (the API\'s `name`; other languages\' names are `title`s)', () => {
    for (const game of currentGames()) expect(en[`game.${game.id}.name` as keyof typeof en], game.id).toBe(game.name);
  });

  it('the web catalogues of the core cover every language', () => {
    expect(Object.keys(PARTS['core and site']!.others).sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort());
  });

  it('Bosnian holds only its own words: what it says like Croatian it reads from Croatian', () => {
    for (const [part, { others }] of Object.entries(PARTS)) {
      if (!others.bs) continue;
      const copied = Object.entries(others.bs).filter(([key, text]) => others.hr?.[key] === text);
      expect(copied.map(([key]) => `${part}: ${key}`)).toEqual([]);
    }
  });
});

/** Every TypeScript source of the web app, outside the catalogues themselves. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'dist' || name === 'i18n' ? [] : sources(path);
    return path.endsWith('.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('every key is used', () => {
  const code = sources('web').join('\n');
  // Keys built at run time: a template literal that starts with a fixed part (`opt.${game}.${key}`)
  // stands for every key it can make.
  const templates = [...code.matchAll(/`([a-zA-Z][\w.-]*\.)\$\{[^`]*`/g)].map((m) => m[1]!);
  // The suit names are picked by the card style (`${german ? 'gsuit' : 'suit'}.${suit}`).
  const prefixes = [...new Set([...templates, 'suit.', 'gsuit.'])];
  const used = (key: string): boolean => code.includes(`'${key}'`) || prefixes.some((p) => key.startsWith(p));

  for (const part of ['core and site', 'tarot', 'taleles', 'tarock', 'accounts', 'tournament', 'community', 'lobby ratings', 'moderation']) {
    it(part, () => {
      expect(Object.keys(PARTS[part]!.en).filter((key) => !used(key)).join(' ')).toBe('');
    });
  }

  it('notifications', () => {
    const worker = ['worker/notify/notice.ts', 'worker/notify/format.ts'].map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(Object.keys(noticeEn).filter((key) => !worker.includes(`'${key}'`))).toEqual([]);
  });
});
