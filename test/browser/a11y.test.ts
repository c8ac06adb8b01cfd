/**
 * Accessibility of every page of the site, checked by axe-core (test/browser/axe.ts): home, lobby,
 * my tables, create, settings, a table in play, the replay of a finished match, the embed page, the
 * tournaments and one tournament, the standings and the API reference — each at 360×740 (the phone a
 * correspondence move is made on) with 0 critical and 0 serious violations, exactly one h1, and the
 * page's landmarks (banner, navigation, main, contentinfo).
 */
import type { Page } from 'playwright-core';
import { expectAccessible, type AxeCheck } from './axe.js';
import { api, assert, assertEqual, expectNoConsoleErrors, newPlayer, watchedPage, type Suite, type TestEnv } from './harness.js';
import { playToEnd } from './helpers.js';

/** The text of every h1 in the page, looked for through every shadow root. */
async function headingsOne(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const roots: (Document | ShadowRoot)[] = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      for (const el of root.querySelectorAll('*')) {
        if (el.localName === 'h1') found.push(el.textContent?.trim() ?? '');
        if (el.shadowRoot) roots.push(el.shadowRoot);
      }
    }
    return found;
  });
}

/** The page's landmark roles that the site's shell gives every page. */
async function landmarks(page: Page): Promise<string[]> {
  const roles: string[] = [];
  for (const role of ['banner', 'navigation', 'main', 'contentinfo'] as const) {
    if ((await page.getByRole(role).count()) > 0) roles.push(role);
  }
  return roles;
}

async function everyPage(env: TestEnv): Promise<void> {
  const ana = await newPlayer(env, 'Ana');
  const bo = await newPlayer(env, 'Bo');
  // a table in play with Ana seated, and a finished one to replay
  const playing = await api<{ table: { id: string } }>(env, 'POST', '/api/tables', ana.token, { game: 'tarot', seats: 4, seat: 0, bots: [1, 2, 3], name: 'Abendrunde' });
  const done = await api<{ table: { id: string } }>(env, 'POST', '/api/tables', ana.token, { game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 1 }, name: 'Kurze Partie' });
  await api(env, 'POST', `/api/tables/${done.table.id}/seats/1`, bo.token, {});
  await playToEnd(env, done.table.id, [ana, bo]);
  const tournament = await api<{ tournament: { id: string } }>(env, 'POST', '/api/tournaments', ana.token, { name: 'Clubabend', game: 'tablanet', tableSize: 2, rounds: 2 });
  // a challenge for Ana, to accept or decline on "my tables"
  await api(env, 'POST', '/api/challenges', bo.token, { to: ana.id, game: 'tablanet', seats: 2 });

  const pages: readonly { path: string; what: string; ready: (p: Page) => Promise<unknown>; shell?: false; check?: AxeCheck }[] = [
    { path: '/', what: 'the home page', ready: (p) => p.locator('st-home stammtisch-lobby h2').waitFor() },
    { path: '/lobby', what: 'the lobby', ready: (p) => p.locator('stammtisch-lobby h2').waitFor() },
    { path: '/me', what: 'my tables and challenges', ready: (p) => p.locator('st-challenges li.incoming button').first().waitFor() },
    { path: `/players/${bo.id}`, what: 'a player page with the challenge form', ready: (p) => p.locator('st-challenge-form form').waitFor() },
    { path: '/new/tarot', what: 'the create form', ready: (p) => p.locator('st-create form').waitFor() },
    { path: '/settings', what: 'the settings', ready: (p) => p.locator('st-settings section.notify').waitFor() },
    {
      path: `/t/${playing.table.id}`,
      what: 'a table in play',
      ready: (p) => p.locator('st-hand st-card').first().waitFor(),
    },
    { path: `/t/${done.table.id}/replay`, what: 'a replay', ready: (p) => p.getByRole('heading', { name: 'All hands open' }).waitFor() },
    { path: `/t/${playing.table.id}/embed`, what: 'the embed page', ready: (p) => p.locator('st-embed-page stammtisch-table st-table .felt').waitFor() },
    { path: '/tournaments', what: 'the tournaments', ready: (p) => p.locator('st-tournaments h1').waitFor() },
    { path: `/tournaments/${tournament.tournament.id}`, what: 'a tournament', ready: (p) => p.locator('st-tournament h1').waitFor() },
    { path: `/tournaments/${tournament.tournament.id}/standings`, what: 'the standings', ready: (p) => p.locator('stammtisch-standings').waitFor() },
    { path: '/api/docs', what: 'the API reference', ready: (p) => p.locator('h1').waitFor(), shell: false },
  ];

  const p = await watchedPage(env, { width: 360, height: 740 });
  await p.context.addInitScript((identity) => {
    localStorage.setItem('stammtisch.player', identity);
    localStorage.setItem('stammtisch.lang', 'en');
  }, JSON.stringify({ player: { id: ana.id, name: ana.name }, token: ana.token }));
  const minor: string[] = [];
  try {
    for (const page of pages) {
      await p.page.goto(env.base + page.path);
      await page.ready(p.page);
      await p.page.evaluate(() => document.fonts.ready);
      const report = await expectAccessible(p.page, `${page.what} (${page.path})`, page.check);
      for (const v of report.minor) minor.push(`${page.path}: ${v.id} (${v.impact}) ${JSON.stringify(v.nodes.map((n) => n.target))}`);
      const h1 = await headingsOne(p.page);
      assertEqual(h1.length, 1, `${page.what} has exactly one h1 (${JSON.stringify(h1)})`);
      if (page.shell !== false) {
        assertEqual(await landmarks(p.page), ['banner', 'navigation', 'main', 'contentinfo'], `${page.what} has the site's landmarks`);
      }
    }
    if (minor.length) console.log(`    moderate or minor (allowed): ${[...new Set(minor)].join(', ')}`);
    expectNoConsoleErrors(p, 'the pages');
  } finally {
    await p.context.close();
  }
  assert(pages.length >= 10, 'every page of the site was checked');
}

export const suite: Suite = {
  name: 'accessibility',
  tests: [{ name: 'every page of the site: axe-core finds nothing critical or serious, one h1, landmarks', run: everyPage }],
};
