/**
 * Issue 21's "done when": two browsers play a rated Tablanet match to its end through the site; both
 * ratings change by the library's amounts (shared/ratings computes them here from the outcome), the
 * leaderboard and both player pages show it (Bo on a phone, 360×740), and <stammtisch-leaderboard> works on a page
 * of another origin.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rateMatch, shownRating } from '../../shared/ratings/index.js';
import { api, assert, assertEqual, expectNoConsoleErrors, watchedPage, type Suite, type TestEnv } from './harness.js';
import { clickMove, fillOptions, giveName, openCreateForm, seenState, sitDown, tableId, trackState, waitForStatus } from './helpers.js';

const PHONE = { width: 360, height: 740 };

async function hostPage(html: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function ratedMatch(env: TestEnv): Promise<void> {
  const ana = await watchedPage(env, { width: 1280, height: 900 });
  const bo = await watchedPage(env, PHONE);
  await trackState(ana);
  await trackState(bo);
  try {
    // Ana creates a rated table: choosing "Rated" takes the bots off the form.
    await openCreateForm(ana.page, env, 'Start a Tablanet table');
    await fillOptions(ana.page, { targetScore: '1' });
    await ana.page.locator('st-create #rated').check();
    // Nobody's only card is played for them: every move of the match is a click.
    await ana.page.locator('st-create #auto-play').uncheck();
    assert(await ana.page.locator('st-create fieldset[disabled]').count(), 'a rated table offers no bots');
    await ana.page.getByRole('button', { name: 'Create table' }).click();
    await giveName(ana.page, 'Ana');
    const link = await ana.page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    const id = tableId(link);

    // Bo sees that it is rated before he sits down.
    await bo.page.goto(link);
    await bo.page.getByText(/\brated\b/).first().waitFor();
    await sitDown(bo.page, 'Bo');
    await ana.page.goto(`${env.base}/t/${id}`);
    await waitForStatus(bo.page, 'playing');
    await waitForStatus(ana.page, 'playing');

    let moves = 0;
    let idleSince = Date.now();
    for (;;) {
      const a = await seenState(ana.page);
      const b = await seenState(bo.page);
      if (a?.status === 'finished' && b?.status === 'finished') break;
      const player = a?.yourTurn ? ana.page : b?.yourTurn ? bo.page : undefined;
      if (!player) {
        assert(Date.now() - idleSince < 15_000, 'after every move someone is to play');
        await bo.page.waitForTimeout(50);
        continue;
      }
      idleSince = Date.now();
      await clickMove(player);
      assert(++moves < 500, 'the match ends');
    }

    const end = await api<{ outcome: { ranks: number[] }; table: { players: { seat: number; playerId?: string; name?: string }[] } }>(env, 'GET', `/api/tables/${id}`);
    const expected = rateMatch({ seats: [{ counts: true }, { counts: true }], ranks: end.outcome.ranks, sides: [[0], [1]] }).map((u) => Math.round(shownRating(u.after)));
    const seats = end.table.players.map((p) => ({ id: p.playerId!, name: p.name!, rating: expected[p.seat]! }));
    assert(expected[0] !== 1000 && expected[1] !== 1000, 'both ratings moved');

    // Both player pages show the new rating, a chart with one point, and the match.
    for (const [p, who] of [[ana, seats[0]!], [bo, seats[1]!]] as const) {
      await p.page.goto(`${env.base}/players/${who.id}`);
      await p.page.getByRole('heading', { name: `Player ${who.name}` }).waitFor();
      const shown = p.page.locator('st-player-page section[data-format="tablanet-2"] .rating');
      await shown.waitFor();
      assertEqual((await shown.textContent())?.trim(), `${who.rating}?`, `${who.name}'s page shows the provisional rating`);
      assertEqual(await p.page.locator('st-player-page svg.chart circle').count(), 1, 'one point in the history chart');
      await p.page.locator(`st-player-page a[href="/t/${id}"]`).waitFor();
      // The statistics of the game, added up when the match ended.
      const stats = p.page.locator('st-player-page section.stats[data-game="tablanet"]');
      await stats.waitFor();
      const value = (label: string) => stats.locator('dl > div').filter({ has: p.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').textContent();
      assertEqual(await value('Matches'), '1', `${who.name}'s statistics count the match`);
      assertEqual(await value('Won'), end.outcome.ranks[p === ana ? 0 : 1] === 1 ? '1' : '0', `${who.name}'s statistics count the win or loss`);
      assert(await stats.getByText('Time per move (median)').count(), 'the median time per move is shown');
      assert(await p.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the player page fits the screen');
      await p.page.screenshot({ path: `${env.artifacts}/player-360.png`, fullPage: true });
    }

    // The leaderboard page lists both with the same ratings.
    await ana.page.goto(`${env.base}/ratings/tablanet-2`);
    for (const who of seats) {
      const row = ana.page.locator('stammtisch-leaderboard tr', { hasText: who.name }).filter({ has: ana.page.locator(`a[href$="/players/${who.id}"]`) });
      await row.waitFor();
      assert((await row.textContent())?.includes(`${who.rating}?`), `${who.name} is on the leaderboard with ${who.rating}`);
    }
    await ana.page.screenshot({ path: `${env.artifacts}/leaderboard-360.png`, fullPage: true });
    expectNoConsoleErrors(ana, 'Ana\'s pages');
    expectNoConsoleErrors(bo, 'Bo\'s pages');

    // The element on a club's page of another origin, fetched as a chunk with CORS.
    const site = await hostPage(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Club</title><link rel="icon" href="data:,">
      <script type="module" src="${env.base}/embed.js"></script><style>stammtisch-leaderboard { --st-felt: #552222; }</style></head>
      <body><h1>Kartenclub</h1><stammtisch-leaderboard format="tablanet-2" lang="en" limit="100"></stammtisch-leaderboard></body></html>`);
    const club = await watchedPage(env, PHONE);
    const chunks: { path: string; cors: string | null }[] = [];
    club.page.on('response', (r) => {
      if (r.url().startsWith(env.base) && r.url().endsWith('.js')) chunks.push({ path: new URL(r.url()).pathname, cors: r.headers()['access-control-allow-origin'] ?? null });
    });
    try {
      await club.page.goto(site.origin);
      for (const who of seats) {
        const href = `a[href="${env.base}/players/${who.id}"]`;
        await club.page.locator(`stammtisch-leaderboard ${href}`).waitFor();
        const row = club.page.locator('stammtisch-leaderboard tr').filter({ has: club.page.locator(href) });
        assert((await row.textContent())?.includes(`${who.rating}?`), `the club page shows ${who.name} with ${who.rating}`);
      }
      assert(chunks.some((c) => c.path.startsWith('/chunks/stammtisch-leaderboard-')), 'the leaderboard came as its own chunk');
      for (const c of chunks) assertEqual(c.cors, '*', `${c.path} is served with CORS`);
      const head = await club.page.locator('stammtisch-leaderboard thead th').first().evaluate((el) => getComputedStyle(el).backgroundColor);
      assertEqual(head, 'rgb(85, 34, 34)', 'the host page themes the leaderboard through --st-felt');
      expectNoConsoleErrors(club, 'the club page');
    } finally {
      await club.context.close();
      site.server.close();
    }
  } finally {
    await ana.context.close();
    await bo.context.close();
  }
}

export const suite: Suite = {
  name: 'ratings',
  tests: [{ name: 'two browsers play a rated Tablanet match; ratings, leaderboard, player pages and the club element show it', run: ratedMatch }],
};
