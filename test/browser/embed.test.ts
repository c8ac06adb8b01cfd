/**
 * The widget on a club's page: a plain HTML page served by another origin (a small node server on
 * another port) loads /embed.js from Stammtisch and shows a live table, a player's seat with a
 * token, the club lobby, and the iframe fallback.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, assert, assertEqual, expectNoConsoleErrors, newPlayer, watchedPage, type Suite, type TestEnv } from './harness.js';

/** Serves `pages` (path → HTML) on 127.0.0.1 at a free port. */
async function hostSite(pages: Record<string, string>): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const page = pages[req.url?.split('?')[0] ?? ''];
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const page = (head: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Club</title><link rel="icon" href="data:,">${head}
<script>window.seen = []; for (const t of ['stammtisch-state', 'stammtisch-move', 'stammtisch-your-turn', 'stammtisch-error'])
  document.addEventListener(t, (e) => window.seen.push({ type: t, detail: e.detail }));</script>
<style>body { font-family: serif; background: #eef; } stammtisch-table { --st-felt: #552222; }</style></head>
<body><h1>Kartenclub Glogowatz</h1>${body}</body></html>`;

interface Seen {
  type: string;
  detail: { seq?: number; yourSeat?: number | null };
}

async function embedSnippet(env: TestEnv): Promise<void> {
  const ana = await newPlayer(env, 'Ana');
  const bo = await newPlayer(env, 'Bo');
  const table = await api<{ table: { id: string } }>(env, 'POST', '/api/tables', ana.token, { game: 'tablanet', seats: 2, seat: 0, name: 'Clubabend' });
  const id = table.table.id;
  await api(env, 'POST', `/api/tables/${id}/seats/1`, bo.token, {});
  const open = await api<{ table: { id: string } }>(env, 'POST', '/api/tables', ana.token, {
    game: 'tablanet',
    seats: 2,
    seat: 0,
    lobby: 'club-glogowatz',
    name: 'Offener Tisch',
  });
  const first = await api<{ view: { toAct: number[] } }>(env, 'GET', `/api/tables/${id}`);
  const mover = first.view.toAct[0] === 0 ? ana : bo;

  const script = `<script type="module" src="${env.base}/embed.js"></script>`;
  const site = await hostSite({
    '/watch': page(script, `<stammtisch-table table="${id}" lang="en"></stammtisch-table>
      <stammtisch-lobby lobby="club-glogowatz" lang="en"></stammtisch-lobby>`),
    '/play': page(script, `<stammtisch-table table="${id}" lang="en" token="${mover.token}"></stammtisch-table>`),
  });
  const watcher = await watchedPage(env);
  const player = await watchedPage(env, { width: 360, height: 800 });
  // the scripts the club page fetches from Stammtisch, with their CORS header
  const scripts: { path: string; cors: string | null }[] = [];
  watcher.page.on('response', (r) => {
    if (r.url().startsWith(env.base) && r.url().endsWith('.js')) {
      scripts.push({ path: new URL(r.url()).pathname, cors: r.headers()['access-control-allow-origin'] ?? null });
    }
  });
  try {
    assert(site.origin !== env.base, 'the club page has its own origin');
    await watcher.page.goto(`${site.origin}/watch`);
    const tableCards = watcher.page.locator('stammtisch-table st-tablanet-board ul.table st-card');
    await tableCards.first().waitFor();
    assert((await tableCards.count()) >= 1, 'the watcher sees the table cards');
    // the Tablanet board is a chunk of its own, fetched when the table opened, like embed.js with CORS
    const games = scripts.filter((s) => /^\/chunks\/(tablanet|taleles|tarock|tarot)-/.test(s.path)).map((s) => s.path.split('/')[2]!.split('-')[0]);
    assertEqual(games, ['tablanet'], 'only the game on the page is fetched');
    for (const s of scripts) assertEqual(s.cors, '*', `${s.path} is served with CORS`);
    assert(scripts.some((s) => s.path === '/embed.js'), 'embed.js itself was fetched');
    assertEqual(await watcher.page.locator('stammtisch-table st-hand').count(), 0, 'a watcher has no hand');
    const felt = await watcher.page.locator('stammtisch-table st-table .felt').evaluate((el) => getComputedStyle(el).backgroundColor);
    assertEqual(felt, 'rgb(85, 34, 34)', 'the host page themes the table through --st-felt');
    const headingFont = await watcher.page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily);
    assertEqual(headingFont, 'serif', 'the widget leaves the host page’s styles alone');

    // the club lobby lists its open table, linking to the Stammtisch site
    const join = watcher.page.locator('stammtisch-lobby a[part=join]');
    await join.waitFor();
    assertEqual(await join.getAttribute('href'), `${env.base}/t/${open.table.id}`, 'the lobby links to the table on Stammtisch');
    await watcher.page.locator('stammtisch-lobby li').filter({ hasText: 'Offener Tisch' }).waitFor({ timeout: 5_000 });

    // a member plays their seat from the club page with their token
    await player.page.goto(`${site.origin}/play`);
    const cards = player.page.locator('stammtisch-table st-hand button');
    await cards.first().waitFor();
    assertEqual(await cards.count(), 6, 'the player holds six cards');
    await player.page.locator('stammtisch-table st-hand button[data-playable]').first().click();
    const options = player.page.locator('st-tablanet-board .options button[data-action]');
    await player.page.waitForTimeout(300);
    if ((await options.count()) > 0) await options.first().click();
    await player.page.waitForFunction(() => (window as unknown as { seen: Seen[] }).seen.some((e) => e.type === 'stammtisch-move'));

    // the watcher's table follows live
    await watcher.page.waitForFunction(() =>
      (window as unknown as { seen: Seen[] }).seen.some((e) => e.type === 'stammtisch-state' && e.detail.seq === 1),
    );
    const watched = await watcher.page.evaluate(() => (window as unknown as { seen: Seen[] }).seen.filter((e) => e.type === 'stammtisch-state'));
    assertEqual(watched[0]?.detail.yourSeat, null, 'the watcher is a spectator');
    expectNoConsoleErrors(watcher, 'the club page with the watched table');
    expectNoConsoleErrors(player, 'the club page with the player’s seat');
  } finally {
    await watcher.context.close();
    await player.context.close();
    site.server.close();
  }
}

async function iframeFallback(env: TestEnv): Promise<void> {
  const ana = await newPlayer(env, 'Ana');
  const bo = await newPlayer(env, 'Bo');
  const { table } = await api<{ table: { id: string } }>(env, 'POST', '/api/tables', ana.token, { game: 'tablanet', seats: 2, seat: 0 });
  await api(env, 'POST', `/api/tables/${table.id}/seats/1`, bo.token, {});
  const direct = await (await fetch(`${env.base}/embed/tables/${table.id}?bg=dark`)).text();
  assert(direct.includes('<stammtisch-table'), 'the worker serves /embed/tables/:id (worker/embed.ts mounted with app.route)');
  const site = await hostSite({
    '/iframe': page('', `<iframe title="Stammtisch" src="${env.base}/embed/tables/${table.id}?bg=dark&cards=german&lang=de" style="width:100%;height:800px;border:0"></iframe>`),
  });
  const p = await watchedPage(env);
  try {
    await p.page.goto(`${site.origin}/iframe`);
    const frame = p.page.frameLocator('iframe');
    await frame.locator('stammtisch-table st-tablanet-board ul.table st-card').first().waitFor();
    await frame.getByText(/Stapel: \d+/).waitFor({ timeout: 5_000 }); // lang=de
    const bg = await frame.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor);
    assertEqual(bg, 'rgb(20, 23, 26)', 'bg=dark gives a dark page');
    expectNoConsoleErrors(p, 'the club page with the iframe');
  } finally {
    await p.context.close();
    site.server.close();
  }
}

export const suite: Suite = {
  name: 'embed',
  tests: [
    { name: 'the snippet shows a live table, a playable seat and the club lobby on a page of another origin', run: embedSnippet },
    { name: 'the iframe fallback shows the table with the chosen background and language', run: iframeFallback },
  ],
};
