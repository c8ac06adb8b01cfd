/** What can be played (games, options, house-rule profiles) and the API's own documentation. */
import { toJsonSchema } from '@valibot/to-json-schema';
import { Hono } from 'hono';
import { currentGames, gameVersions } from '../../shared/index.js';
import { acceptedLanguages, isLocale, matchLocale, type Locale } from '../../shared/locale.js';
import type { GameInfo, GamesResponse } from '../../shared/protocol.js';
import { randomHex } from '../crypto.js';
import { docsPage } from '../docs-page.js';
import type { Env } from '../env.js';
import { openApiDocument } from '../openapi.js';
import { gameWords } from './game-words.js';

export const reference = new Hono<{ Bindings: Env }>();

/** The answer in each language, made once per isolate. */
const games = new Map<Locale, GamesResponse>();

/**
 * The games in `lang`: `title` beside the game's, each option's and each profile's English `name`/`description`
 * (the option schema's `title` is the create form's label; its `description` stays English).
 */
function gamesIn(lang: Locale): GamesResponse {
  const words = gameWords(lang);
  return {
    lang,
    games: currentGames().map((g): GameInfo => {
      const schema = toJsonSchema(g.options, { target: 'draft-2020-12', errorMode: 'ignore' }) as Record<string, unknown>;
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      const titled = Object.fromEntries(
        Object.entries(properties).map(([key, field]) => {
          const title = words.option(g.id, key);
          return [key, title === undefined ? field : { title, ...field }];
        }),
      );
      return {
        id: g.id,
        name: g.name,
        title: words.game(g.id) ?? g.name,
        version: g.version,
        versions: [...gameVersions(g.id)],
        seatCounts: [...g.seatCounts],
        optionsSchema: { ...schema, properties: titled },
        profiles: g.profiles.map((p) => ({ ...p, title: words.profile(p.id) ?? p.name, options: { ...p.options } })),
      };
    }),
  };
}

reference.get('/games', (c) => {
  const asked = c.req.query('lang');
  const fromBrowser = matchLocale(acceptedLanguages(c.req.header('accept-language')));
  const lang: Locale = isLocale(asked) ? asked : asked === undefined && isLocale(fromBrowser) ? fromBrowser : 'en';
  let answer = games.get(lang);
  if (!answer) games.set(lang, (answer = gamesIn(lang)));
  // Without ?lang= the answer depends on Accept-Language.
  return c.json(answer, 200, { 'cache-control': 'public, max-age=60', ...(asked === undefined ? { vary: 'Accept-Language' } : {}) });
});

reference.get('/openapi.json', (c) => c.json(openApiDocument()));

reference.get('/docs', (c) => {
  const nonce = randomHex(16);
  return c.html(docsPage(nonce), 200, {
    'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  });
});
