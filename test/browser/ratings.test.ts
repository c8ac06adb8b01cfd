/**
 * Issue 21's "done when": two browsers play a rated Tablanet match to its end through the site; both
 * ratings change by the library's amounts (shared/ratings computes them here from the outcome), the
 * leaderboard and both player pages show it (Bo on a phone, 360×740), and <stammtisch-leaderboard> works on a page
 * of another origin. Then the lobby: each seated player's rating, the rating filter, and the tables
 * near Bo's rating; "my tables" offers one near it too, and the club's pages link to each other.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rateMatch, shownRating } from '../../shared/ratings/index.js';
import { api, assert, assertEqual, expectNoConsoleErrors, newPlayer, watchedPage, type Suite, type TestEnv, type WatchedPage } from './harness.js';
import { clickMove, createAndJoin, expectNoSidewaysOverflow, playBothToEnd, trackState } from './helpers.js';

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
    // Ana creates a rated table: choosing "Rated" takes the bots off the form. Bo sees that it is
    // rated before he sits down.
    const { id } = await createAndJoin(env, ana, bo, {
      prepare: async (page) => {
        await page.locator('st-create #rated').check();
        // Nobody's only card is played for them: every move of the match is a click.
        await page.locator('st-create #auto-play').uncheck();
        assert(await page.locator('st-create fieldset[disabled]').count(), 'a rated table offers no bots');
      },
      beforeSitting: (page) => page.getByText(/\brated\b/).first().waitFor(),
    });
    await playBothToEnd(ana.page, bo.page, (player) => clickMove(player));

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

    const ladder = await lobbyByRating(env, ana, bo, seats);
    await myTablesNearAndClubLinks(env, bo, ladder, seats.find((s) => s.name === 'Bo')!.rating);
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

/**
 * The lobby after the rated match: Ana, Bo and Cy (not rated yet: 1000, provisional) each wait at a
 * table of a club lobby. Bo, signed in on his phone, sees each seated player's rating, filters the
 * tables by their players' rating, and is offered the tables near his own (within 150 points).
 */
async function lobbyByRating(env: TestEnv, ana: WatchedPage, bo: WatchedPage, rated: readonly { id: string; name: string; rating: number }[]): Promise<{ lobby: string; table: string }> {
  const lobby = `ladder-${Date.now().toString(36)}`;
  const tokenOf = async (p: WatchedPage) => (JSON.parse((await p.page.evaluate(() => localStorage.getItem('stammtisch.player'))) ?? '{}') as { token: string }).token;
  const cy = await newPlayer(env, 'Cy');
  const anaRating = rated.find((r) => r.name === 'Ana')!.rating;
  const me = rated.find((r) => r.name === 'Bo')!;
  // Ana's and Bo's tokens are in their browsers; the tables are opened by API calls in their names.
  const waiting: { who: string; rating: number; table: string }[] = [];
  for (const [who, rating, token] of [
    ['Ana', anaRating, await tokenOf(ana)],
    ['Bo', me.rating, await tokenOf(bo)],
    ['Cy', 1000, cy.token],
  ] as const) {
    const created = await api<{ table: { id: string } }>(env, 'POST', '/api/tables', token, { game: 'tablanet', seats: 2, seat: 0, lobby });
    waiting.push({ who, rating, table: created.table.id });
  }

  await bo.page.goto(`${env.base}/lobby/${lobby}`);
  const item = (table: string) => bo.page.locator(`stammtisch-lobby ul[part=list] > li[data-table="${table}"]`);
  const playerText = async (table: string) => (await item(table).locator('.player').textContent({ timeout: 15_000 }))?.replace(/\s+/g, ' ').trim();
  for (const w of waiting) {
    // The ratings come with their own chunk, loaded right after the list first shows: wait for it (bounded).
    let text = await playerText(w.table);
    for (let waited = 0; waited < 15_000 && text !== `${w.who} ${w.rating}?`; waited += 100) {
      await bo.page.waitForTimeout(100);
      text = await playerText(w.table);
    }
    assertEqual(text, `${w.who} ${w.rating}?`, `the lobby shows ${w.who}'s provisional rating`);
    await item(w.table).getByText(`rating ${w.rating}`).waitFor();
  }

  // Tables near Bo's rating: the others' tables whose players are within 150 of it, nearest first.
  const near = waiting.filter((w) => w.who !== 'Bo' && Math.abs(w.rating - me.rating) <= 150).sort((x, y) => Math.abs(x.rating - me.rating) - Math.abs(y.rating - me.rating));
  assert(near.some((w) => w.who === 'Cy'), 'a newcomer\'s table is near either player of a first match');
  const section = bo.page.locator('st-lobby-near section');
  await section.getByRole('heading', { name: 'Tables near your rating' }).waitFor();
  await section.locator('li').nth(near.length - 1).waitFor();
  assertEqual(await section.locator('li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-table'))), near.map((w) => w.table), 'the suggestions');
  await section.getByText(`players around 1000 (you: ${me.rating})`).waitFor();

  // The filter, in thumb's reach at the foot of the lobby on a phone.
  const filter = bo.page.locator('st-rating-filter');
  const box = await filter.boundingBox();
  assert(box && box.y + box.height <= 740, 'the rating filter is on screen without scrolling');
  const shown = () => bo.page.locator('stammtisch-lobby ul[part=list] > li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-table')).sort());
  const expectShown = async (keep: (rating: number) => boolean, what: string) => {
    const want = waiting.filter((w) => keep(w.rating)).map((w) => w.table).sort();
    // the list is read again with the range: wait for it (bounded), then compare
    for (let waited = 0; waited < 10_000 && JSON.stringify(await shown()) !== JSON.stringify(want); waited += 100) await bo.page.waitForTimeout(100);
    assertEqual(await shown(), want, what);
  };
  await filter.getByLabel('from').fill('1010');
  await bo.page.keyboard.press('Tab');
  await expectShown((r) => r >= 1010, 'from 1010: the tables whose players average 1010 or more');
  await bo.page.screenshot({ path: `${env.artifacts}/lobby-rating-360.png`, fullPage: true });
  await filter.getByLabel('from').fill('');
  await filter.getByLabel('to').fill('1010');
  await bo.page.keyboard.press('Tab');
  await expectShown((r) => r <= 1010, 'up to 1010: the others');
  await filter.getByLabel('from').fill('2000');
  await filter.getByLabel('to').fill('');
  await bo.page.keyboard.press('Tab');
  await filter.getByText('No open table in this rating range.').waitFor();
  assertEqual(await shown(), [], 'nobody is rated 2000');
  await expectNoSidewaysOverflow(bo.page);
  return { lobby, table: waiting.find((w) => w.who === 'Cy')!.table };
}

/**
 * Bo's "my tables" on his phone offers a newcomer's Tablanet table of the public lobby (1000, near
 * Bo's rating; Tablanet is a game he plays) and he joins it from there. His lobby leaves out the table
 * of a player who blocked him. The club lobby's page and the page of one of its tables both lead to
 * the club's page.
 */
async function myTablesNearAndClubLinks(env: TestEnv, bo: WatchedPage, club: { lobby: string; table: string }, rating: number): Promise<void> {
  const dee = await newPlayer(env, 'Dee');
  const open = await api<{ table: { id: string } }>(env, 'POST', '/api/tables', dee.token, { game: 'tablanet', seats: 2, seat: 0 });
  await bo.page.goto(`${env.base}/mine`);
  const section = bo.page.locator('st-my-tables st-lobby-near section');
  await section.getByRole('heading', { name: 'Tables near your rating' }).waitFor();
  const item = section.locator(`li[data-table="${open.table.id}"]`);
  await item.getByText(`players around 1000 (you: ${rating})`).waitFor();
  await expectNoSidewaysOverflow(bo.page);
  await bo.page.screenshot({ path: `${env.artifacts}/my-tables-near-360.png`, fullPage: true });
  await item.getByRole('link', { name: 'Join' }).click();
  await bo.page.waitForURL(`${env.base}/t/${open.table.id}`);
  await bo.page.getByRole('button', { name: 'Sit here' }).first().click();
  type Seated = { table: { players: { playerId?: string; name?: string }[] } };
  let players = (await api<Seated>(env, 'GET', `/api/tables/${open.table.id}`)).table.players;
  for (let waited = 0; waited < 10_000 && !players.some((p) => p.name === 'Bo'); waited += 200) {
    await bo.page.waitForTimeout(200);
    players = (await api<Seated>(env, 'GET', `/api/tables/${open.table.id}`)).table.players;
  }
  assertEqual(players.map((p) => p.name).sort(), ['Bo', 'Dee'], 'Bo sits at the suggested table with Dee');

  // Eli waits at a table of the club's lobby and blocks Bo: the lobby everyone sees lists it, Bo's does
  // not (he could never sit there), and Cy's table is still in his.
  const eli = await newPlayer(env, 'Eli');
  const elis = await api<{ table: { id: string } }>(env, 'POST', '/api/tables', eli.token, { game: 'tablanet', seats: 2, seat: 0, lobby: club.lobby });
  const bosId = (JSON.parse((await bo.page.evaluate(() => localStorage.getItem('stammtisch.player'))) ?? '{}') as { player: { id: string } }).player.id;
  await api(env, 'PUT', `/api/me/blocks/${bosId}`, eli.token);
  const everyone = await api<{ tables: { id: string }[] }>(env, 'GET', `/api/lobbies/${club.lobby}/tables`);
  assert(everyone.tables.some((t) => t.id === elis.table.id), 'a visitor sees Eli\'s table');
  await bo.page.goto(`${env.base}/lobby/${club.lobby}`);
  await bo.page.locator(`stammtisch-lobby ul[part=list] > li[data-table="${club.table}"]`).waitFor();
  assertEqual(await bo.page.locator(`stammtisch-lobby li[data-table="${elis.table.id}"]`).count(), 0, 'Bo\'s lobby leaves out the table of Eli, who blocked him');

  // The club's lobby and a table of it link to the club's page.
  for (const from of [`/lobby/${club.lobby}`, `/t/${club.table}`]) {
    await bo.page.goto(`${env.base}${from}`);
    await bo.page.getByRole('link', { name: `Club page: ${club.lobby}` }).click();
    await bo.page.waitForURL(`${env.base}/clubs/${club.lobby}`);
    await bo.page.getByRole('heading', { name: `Club ${club.lobby}` }).waitFor();
  }
}

export const suite: Suite = {
  name: 'ratings',
  tests: [{ name: 'two browsers play a rated Tablanet match; ratings, leaderboard, player pages and the club element show it', run: ratedMatch }],
};
