/** What can be played (games, options, house-rule profiles) and the API's own documentation. */
import { toJsonSchema } from '@valibot/to-json-schema';
import { Hono } from 'hono';
import { currentGames, gameVersions } from '../../shared/index.js';
import type { GameInfo, GamesResponse } from '../../shared/protocol.js';
import { randomHex } from '../crypto.js';
import { docsPage } from '../docs-page.js';
import type { Env } from '../env.js';
import { openApiDocument } from '../openapi.js';

export const reference = new Hono<{ Bindings: Env }>();

let games: GamesResponse | undefined;

reference.get('/games', (c) => {
  games ??= {
    games: currentGames().map(
      (g): GameInfo => ({
        id: g.id,
        name: g.name,
        version: g.version,
        versions: [...gameVersions(g.id)],
        seatCounts: [...g.seatCounts],
        optionsSchema: toJsonSchema(g.options, { target: 'draft-2020-12', errorMode: 'ignore' }) as Record<string, unknown>,
        profiles: g.profiles.map((p) => ({ ...p, options: { ...p.options } })),
      }),
    ),
  };
  return c.json(games, 200, { 'cache-control': 'public, max-age=60' });
});

reference.get('/openapi.json', (c) => c.json(openApiDocument()));

reference.get('/docs', (c) => {
  const nonce = randomHex(16);
  return c.html(docsPage(nonce), 200, {
    'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  });
});
