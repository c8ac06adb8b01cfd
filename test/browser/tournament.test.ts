/**
 * <stammtisch-standings> on a plain club page of another origin: a finished round of a four-player
 * Tablanet tournament (played through the API) shows as a ranked table in German with the ranking rule
 * stated under it, the element's chunk fetched on demand with CORS.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, assert, assertEqual, expectNoConsoleErrors, newPlayer, type ApiPlayer, watchedPage, type Suite, type TestEnv } from './harness.js';

interface TableState {
  seq: number;
  legal: string[];
  table: { status: string; toAct: number[]; players: { playerId?: string }[] };
}

/** Plays a (private) table to its end from the players' legal lists; the director's invitation shows who sits where. */
async function playOut(env: TestEnv, id: string, invite: string, players: readonly ApiPlayer[]): Promise<void> {
  let state = await api<TableState>(env, 'GET', `/api/tables/${id}?invite=${invite}`);
  const tokens = state.table.players.map((p) => players.find((x) => x.id === p.playerId)!.token);
  for (let i = 0; state.table.status !== 'finished'; i++) {
    if (i > 400) throw new Error('the table does not end');
    const token = tokens[state.table.toAct[0]!]!;
    const mine = await api<TableState>(env, 'GET', `/api/tables/${id}`, token);
    state = await api<TableState>(env, 'POST', `/api/tables/${id}/actions`, token, { seq: mine.seq, action: mine.legal[i % mine.legal.length] });
  }
}

async function standingsOnClubPage(env: TestEnv): Promise<void> {
  const director = await newPlayer(env, 'Vera');
  const players = await Promise.all(['Ana', 'Bo', 'Cem', 'Dana'].map((n) => newPlayer(env, n)));
  const created = await api<{ tournament: { id: string }; invite: string }>(env, 'POST', '/api/tournaments', director.token, {
    name: 'Clubabend',
    game: 'tablanet',
    options: { targetScore: 1 },
    tableSize: 2,
    rounds: 2,
  });
  const id = created.tournament.id;
  for (const p of players) await api(env, 'POST', `/api/tournaments/${id}/entrants`, p.token, { invite: created.invite });
  const round = await api<{ played: { tables: { id: string; invite: string }[] }[] }>(env, 'POST', `/api/tournaments/${id}/rounds`, director.token);
  await Promise.all(round.played[0]!.tables.map((t) => playOut(env, t.id, t.invite, players)));
  let standings: { standings: { rows: { name: string; rank: number }[] }; tournament: { round: number } } | undefined;
  for (let i = 0; i < 50; i++) {
    standings = await api(env, 'GET', `/api/tournaments/${id}/standings`);
    const t = await api<{ played: { closedAt?: string }[] }>(env, 'GET', `/api/tournaments/${id}`);
    if (t.played[0]?.closedAt) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const expected = standings!.standings.rows.map((r) => r.name);

  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Verein</title><link rel="icon" href="data:,">
<script type="module" src="${env.base}/embed.js"></script></head>
<body><h1>Kartenclub</h1><stammtisch-standings tournament="${id}" lang="de" refresh="0"></stammtisch-standings></body></html>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const p = await watchedPage(env);
  const chunks: { path: string; cors: string | null }[] = [];
  p.page.on('response', (r) => {
    if (r.url().startsWith(`${env.base}/chunks/`)) chunks.push({ path: new URL(r.url()).pathname, cors: r.headers()['access-control-allow-origin'] ?? null });
  });
  try {
    await p.page.goto(`${origin}/`);
    const el = p.page.locator('stammtisch-standings');
    await el.locator('table tbody tr').first().waitFor({ timeout: 10_000 });
    const names = await el.locator('table tbody th[scope=row]').allTextContents();
    assertEqual(names, expected, 'the entrants in ranking order');
    const heads = await el.locator('table thead th').allTextContents();
    assertEqual(heads.slice(0, 4), ['Platz', 'Name', 'Siege', 'Punkte'], 'German column heads, match points first');
    const rule = await el.locator('[part=rule]').textContent();
    assert(rule?.includes('Gewertet nach Siegpunkten') && rule.includes('Durchschnitt'), `the ranking rule in German: ${rule}`);
    assert((await el.locator('small').first().textContent())?.includes('nach Runde 1 von 2'), 'the rounds played');
    assert(chunks.some((c) => c.path.includes('stammtisch-standings') && c.cors === '*'), `the standings chunk with CORS: ${JSON.stringify(chunks)}`);
    await p.page.screenshot({ path: `${env.artifacts}/standings-club-page.png` });
    expectNoConsoleErrors(p, 'the club page');
  } finally {
    await p.context.close();
    server.close();
  }
}

/** The director's page on the site: entrants, the start of a round from its button, the table and the log. */
async function directorPage(env: TestEnv): Promise<void> {
  const director = await newPlayer(env, 'Vera');
  const players = await Promise.all(['Ana', 'Bo'].map((n) => newPlayer(env, n)));
  const created = await api<{ tournament: { id: string }; invite: string }>(env, 'POST', '/api/tournaments', director.token, {
    name: 'Herbstcup',
    game: 'tablanet',
    tableSize: 2,
    rounds: 2,
  });
  const id = created.tournament.id;
  for (const p of players) await api(env, 'POST', `/api/tournaments/${id}/entrants`, p.token, { invite: created.invite });
  const p = await watchedPage(env);
  try {
    await p.page.goto(`${env.base}/health`);
    await p.page.evaluate((me) => {
      localStorage.setItem('stammtisch.player', JSON.stringify({ player: { id: me.id, name: me.name }, token: me.token }));
      localStorage.setItem('stammtisch.lang', 'en');
    }, director);
    await p.page.goto(`${env.base}/tournaments/${id}`);
    const page = p.page.locator('st-tournament');
    await page.locator('h1', { hasText: 'Herbstcup' }).waitFor({ timeout: 10_000 });
    assert((await page.locator('input[readonly]').first().inputValue()).includes(`invite=${created.invite}`), 'the director sees the invitation link');
    await page.getByRole('button', { name: 'Start round 1' }).click();
    await page.locator('h2', { hasText: 'Round 1' }).waitFor({ timeout: 10_000 });
    const table = page.locator('.table').first();
    assertEqual((await table.locator('li').allTextContents()).sort(), ['Ana', 'Bo'], 'both entrants at table 1');
    assert((await table.locator('a').getAttribute('href'))?.includes('?invite='), 'the director opens the private table with its invitation');
    assert((await page.locator('ol.log').textContent())?.includes('round 1: 1 table'), 'the start in the log');
    assert(!(await page.getByRole('button', { name: 'Start round 2' }).isVisible()), 'no second round while the first runs');
    await p.page.screenshot({ path: `${env.artifacts}/tournament-director.png`, fullPage: true });
    expectNoConsoleErrors(p, 'the director\'s page');
  } finally {
    await p.context.close();
  }
}

export const suite: Suite = {
  name: 'tournament',
  tests: [
    { name: 'the standings element on a plain club page', run: standingsOnClubPage },
    { name: 'the director starts a round from the tournament page', run: directorPage },
  ],
};
