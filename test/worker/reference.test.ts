import { describe, expect, it } from 'vitest';
import type { GamesResponse } from '../../shared/protocol.js';
import app from '../../worker/index.js';
import { call, json } from './helpers.js';

type Json = Record<string, unknown>;

/** Every `$ref` inside a value. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

describe('GET /api/games', () => {
  it('lists every game with its options schema and house-rule profiles', async () => {
    const { games } = await json<GamesResponse>(await call('/api/games'));
    const tablanet = games.find((g) => g.id === 'tablanet')!;
    expect(tablanet.seatCounts).toEqual([2, 3, 4]);
    expect((tablanet.optionsSchema.properties as Json).targetScore).toMatchObject({ type: 'integer', default: 101 });
    expect(tablanet.optionsSchema.additionalProperties).toBe(false);
    expect(tablanet.profiles.map((p) => p.id)).toContain('tablanet/tablic-v1');
    expect(tablanet.profiles.every((p) => p.version >= 1 && p.name && p.description)).toBe(true);
  });
});

describe('GET /api/games in the reader\'s language', () => {
  const tablanetIn = async (path: string, headers: Record<string, string> = {}) => {
    const body = await json<GamesResponse>(await call(path, { headers }));
    const g = body.games.find((x) => x.id === 'tablanet')!;
    return { lang: body.lang, target: (g.optionsSchema.properties as Record<string, Json>).targetScore!, profile: g.profiles.find((p) => p.id === 'tablanet/tablic-v1')! };
  };

  it('titles the options and profiles in the language asked for; names and descriptions stay English', async () => {
    const fr = await tablanetIn('/api/games?lang=fr');
    expect(fr.lang).toBe('fr');
    expect(fr.target).toMatchObject({ title: 'Partie en', type: 'integer', description: expect.any(String) });
    const en = await tablanetIn('/api/games');
    expect(en.lang).toBe('en');
    expect(en.target.description).toBe(fr.target.description);
    expect(fr.profile.name).toBe(en.profile.name);
  });

  it('takes Accept-Language when no lang= is given, with the site\'s fallbacks (Bosnian reads Croatian, Cyrillic Serbian its own script)', async () => {
    const hr = await tablanetIn('/api/games', { 'accept-language': 'hr-HR,hr;q=0.9,en;q=0.5' });
    expect(hr).toMatchObject({ lang: 'hr', target: { title: 'Igra se do' } });
    const bs = await tablanetIn('/api/games?lang=bs', { 'accept-language': 'fr' });
    expect(bs).toMatchObject({ lang: 'bs', target: { title: 'Igra se do' } });
    const cyrillic = await tablanetIn('/api/games', { 'accept-language': 'sr' });
    expect(cyrillic.lang).toBe('sr-Cyrl');
    expect(cyrillic.target.title).toBe('Игра се до');
    expect((await tablanetIn('/api/games?lang=xx', { 'accept-language': 'fr' })).lang).toBe('en');
  });

  it('names each game in that language as the site does; `name` stays English', async () => {
    const tarotIn = async (lang: string) => (await json<GamesResponse>(await call(`/api/games?lang=${lang}`))).games.find((g) => g.id === 'tarot')!;
    const titles: Record<string, string> = {};
    for (const lang of ['en', 'de', 'fr', 'hu', 'ro', 'hr', 'bs', 'sr-Latn', 'sr-Cyrl']) {
      const tarot = await tarotIn(lang);
      expect(tarot.name).toBe('French Tarot');
      titles[lang] = tarot.title;
    }
    expect(titles).toEqual({
      en: 'French Tarot', de: 'Französisches Tarot', fr: 'Tarot', hu: 'Francia tarot', ro: 'Tarot francez',
      hr: 'Francuski tarot', bs: 'Francuski tarot', 'sr-Latn': 'Francuski tarot', 'sr-Cyrl': 'Француски тарот',
    });
    const hungarian = await json<GamesResponse>(await call('/api/games?lang=hu'));
    expect(hungarian.games.find((g) => g.id === 'tarock')!.title).toBe('Tarokk (Königrufen)');
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 in shape, with every reference resolved', async () => {
    const doc = await json<Json>(await call('/api/openapi.json'));
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const components = doc.components as Record<string, Json>;
    const schemas = components.schemas as Record<string, Json>;
    for (const ref of refs(doc)) {
      const [, kind, name] = /^#\/components\/(schemas|requestBodies)\/(\w+)$/.exec(ref) ?? [];
      expect(kind, ref).toBeDefined();
      expect(components[kind!]![name!], ref).toBeDefined();
    }
    const paths = doc.paths as Record<string, Record<string, Json>>;
    for (const [path, ops] of Object.entries(paths)) {
      expect(path).toMatch(/^\//);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(ops)) {
        expect(['get', 'post', 'put', 'delete']).toContain(method);
        expect(op.operationId).toEqual(expect.any(String));
        const responses = op.responses as Record<string, Json>;
        expect(Object.keys(responses).length).toBeGreaterThan(0);
        for (const [status, r] of Object.entries(responses)) {
          expect(status).toMatch(/^[1-5]\d\d$/);
          expect(r.description).toEqual(expect.any(String));
        }
        const params = (op.parameters ?? []) as { name: string; in: string; required?: boolean }[];
        for (const name of templated) expect(params.find((p) => p.in === 'path' && p.name === name), `${method} ${path} ${name}`).toMatchObject({ required: true });
      }
    }
    const ids = Object.values(paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    const bodies = components.requestBodies as Record<string, { content: { 'application/json': { schema: Json } } }>;
    expect(bodies.ActionBody!.content['application/json'].schema).toMatchObject({ additionalProperties: false, required: ['seq', 'action'] });
    // One TableState everywhere: a problem's and the feed's state, and a record's outcome (a forfeit too) are references.
    expect((schemas.Problem!.properties as Json).state).toEqual({ $ref: '#/components/schemas/TableState' });
    expect((schemas.EventsResponse!.properties as Json).state).toEqual({ $ref: '#/components/schemas/TableState' });
    expect((schemas.MatchRecord!.properties as Json).outcome).toEqual({ $ref: '#/components/schemas/Outcome' });
    expect(JSON.stringify(schemas.Outcome)).toContain('forfeit');
    // Public operations say so: `security: []` (an operation without `security` is a lint error).
    expect(paths['/api/games']!.get!.security).toEqual([]);
    for (const ops of Object.values(paths)) for (const op of Object.values(ops)) expect(op.security, String(op.operationId)).toBeDefined();
  });

  it('covers every route the worker serves', async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(await call('/api/openapi.json'));
    const served = app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.startsWith('/api/bench/'))
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(new Set(served)).toEqual(new Set(documented));
    expect(served.length).toBeGreaterThanOrEqual(15);
  });

  it('is readable at /api/docs: one self-contained page under a strict CSP', async () => {
    const res = await call('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /script-src 'nonce-([0-9a-f]+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet|https?:\/\/(?!localhost)/);
    expect(html).toContain('/api/openapi.json');
  });
});

describe('CORS', () => {
  it('is open for reading and closed for writing from other origins', async () => {
    const read = await call('/api/games', { headers: { origin: 'https://club.example' } });
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await call('/api/tables', {
      method: 'OPTIONS',
      headers: { origin: 'https://club.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
