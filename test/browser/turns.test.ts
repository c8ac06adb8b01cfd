/**
 * Turn awareness across tabs (issue 16): while one of the player's tables waits for them, every tab
 * of the site says "(n) Your turn — <table>" in its title, the favicon carries a badge and the
 * navigation the count; the table page links to the next table where it is their turn; after their
 * first move the site offers push notifications, once. All at 360×740, the phone of a
 * correspondence player.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { api, assert, assertEqual, expectNoConsoleErrors, newPlayer, watchedPage, type ApiPlayer, type Suite, type TestEnv, type WatchedPage } from './harness.js';
import { clickMove, trackState } from './helpers.js';

const PHONE = { width: 360, height: 740 };

interface Mine {
  seq: number;
  legal: string[];
  table: { status: string };
}

/** A browser (context) of `player`: the site knows them, in English, and records every title its tabs show. */
async function playersBrowser(env: TestEnv, player: ApiPlayer): Promise<WatchedPage> {
  const p = await watchedPage(env, PHONE, 'en-US', true);
  const identity = JSON.stringify({ player: { id: player.id, name: player.name }, token: player.token });
  // a string, not a function: the test runner's compiler would name inner functions with a helper the page lacks
  await p.context.addInitScript(`
    localStorage.setItem('stammtisch.player', ${JSON.stringify(identity)});
    localStorage.setItem('stammtisch.lang', 'en');
    window.titles = [];
    document.addEventListener('DOMContentLoaded', () => {
      const note = () => { if (window.titles.at(-1) !== document.title) window.titles.push(document.title); };
      note();
      new MutationObserver(note).observe(document.head, { subtree: true, childList: true, characterData: true });
    });
  `);
  await trackState(p);
  return p;
}

/** A further tab of the same browser, its console errors collected with the first tab's. */
async function anotherTab(context: BrowserContext, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  return page;
}

/** Waits until the server says it is `player`'s turn at `table` (bots move 0.4 s apart). */
async function untilTurn(env: TestEnv, table: string, player: ApiPlayer): Promise<Mine> {
  for (let i = 0; i < 200; i++) {
    const s = await api<Mine>(env, 'GET', `/api/tables/${table}`, player.token);
    if (s.legal.length > 0) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`it never became ${player.name}'s turn at ${table}`);
}

const waitForTitle = (page: Page, title: string | RegExp): Promise<unknown> =>
  page.waitForFunction(([source, exact]) => (exact ? document.title === source : new RegExp(source).test(document.title)), [typeof title === 'string' ? title : title.source, typeof title === 'string'] as const, {
    timeout: 15_000,
  });

/** The favicon's badge text ('' without a badge). */
const badge = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const href = decodeURIComponent(document.querySelector('link[rel=icon]')?.getAttribute('href') ?? '');
    return /<circle[^>]*\/><text[^>]*>([^<]*)<\/text>/.exec(href)?.[1] ?? '';
  });

/** The count after "My tables" in the navigation ('' without one). */
const navCount = async (page: Page): Promise<string> => {
  const count = page.locator('st-app nav a[href="/me"] .count');
  return (await count.count()) ? count.innerText() : '';
};

async function titleAndBadge(env: TestEnv): Promise<void> {
  const ana = await newPlayer(env, 'Ana');
  const table = (await api<{ table: { id: string } }>(env, 'POST', '/api/tables', ana.token, { game: 'tarot', seats: 4, seat: 0, bots: [1, 2, 3], name: 'Abendrunde' })).table.id;
  const browser = await playersBrowser(env, ana);
  try {
    // one tab at the table, a second one on the home page
    const atTable = browser.page;
    await atTable.goto(`${env.base}/t/${table}`);
    const home = await anotherTab(browser.context, browser.errors);
    await home.goto(`${env.base}/`);
    await untilTurn(env, table, ana);
    for (const tab of [home, atTable]) {
      await waitForTitle(tab, '(1) Your turn — Abendrunde');
      assertEqual(await badge(tab), '1', 'the favicon carries the count');
      assertEqual(await navCount(tab), '1', 'the navigation shows the count');
    }
    assertEqual(await home.getByRole('link', { name: 'My tables (your turn at 1)', exact: true }).count(), 1, 'the count is read out with the link');

    // Ana passes at the table: the title goes back to the site's, and says "Your turn" again when the bots are through
    await atTable.locator('st-table button[data-action="pass"]').click();
    await waitForTitle(home, 'Stammtisch');
    assertEqual(await badge(home), '', 'no badge while nothing waits');
    assertEqual(await navCount(home), '', 'no count while nothing waits');
    await untilTurn(env, table, ana);
    await waitForTitle(home, '(1) Your turn — Abendrunde');

    // the tab that watched the tables closes: the home tab takes over and keeps its title live
    await atTable.close();
    const s = await untilTurn(env, table, ana);
    await api(env, 'POST', `/api/tables/${table}/actions`, ana.token, { seq: s.seq, action: s.legal.includes('pass') ? 'pass' : s.legal[0] });
    await waitForTitle(home, 'Stammtisch');
    await untilTurn(env, table, ana);
    await waitForTitle(home, '(1) Your turn — Abendrunde');
    const titles = await home.evaluate(() => (window as unknown as { titles: string[] }).titles);
    assert(titles.filter((t) => t === '(1) Your turn — Abendrunde').length >= 3, `the home tab followed every turn: ${titles.join(' | ')}`);
    expectNoConsoleErrors(browser, 'Ana’s tabs');
  } finally {
    await browser.context.close();
  }
}

async function nextTable(env: TestEnv): Promise<void> {
  const ana = await newPlayer(env, 'Ana');
  const first = (await api<{ table: { id: string } }>(env, 'POST', '/api/tables', ana.token, { game: 'tarot', seats: 4, seat: 0, bots: [1, 2, 3], name: 'Abendrunde' })).table.id;
  const second = (await api<{ table: { id: string } }>(env, 'POST', '/api/tables', ana.token, { game: 'tablanet', seats: 2, seat: 0, bots: [1], name: 'Zweite Runde' })).table.id;
  await untilTurn(env, first, ana);
  await untilTurn(env, second, ana);
  // two browsers (a phone and a tablet, say): each follows the tables on its own
  const phone = await playersBrowser(env, ana);
  const tablet = await playersBrowser(env, ana);
  try {
    await tablet.page.goto(`${env.base}/me`);
    // the most urgent table is named (which one depends on when each turn began)
    await waitForTitle(tablet.page, /^\(2\) Your turn — (Abendrunde|Zweite Runde)$/);

    const page = phone.page;
    await page.goto(`${env.base}/t/${second}`);
    await waitForTitle(page, '(2) Your turn — Zweite Runde');
    const next = page.getByRole('link', { name: /^Next table where it’s my turn/ });
    assertEqual(await next.getAttribute('href'), `/t/${first}`, 'the next table is the other one waiting');
    assertEqual(await next.getAttribute('aria-label'), 'Next table where it’s my turn: Abendrunde', 'its name says which table');
    const box = (await next.boundingBox())!;
    assert(box.height >= 44 && box.y + box.height <= PHONE.height, `the button is a thumb's target on screen (${JSON.stringify(box)})`);
    await next.tap();
    await page.waitForURL(`${env.base}/t/${first}`);
    await waitForTitle(page, '(2) Your turn — Abendrunde');
    await page.getByRole('link', { name: /^Next table where it’s my turn/ }).waitFor();
    await page.locator('st-hand st-card').first().waitFor();
    await page.screenshot({ path: `${env.artifacts}/turns-next-360.png` });

    // Ana plays at the Tablanet table from the tablet: one table waits, the button has nowhere to go
    await tablet.page.goto(`${env.base}/t/${second}`);
    await tablet.page.locator('st-hand button[data-playable]').first().waitFor();
    await clickMove(tablet.page);
    await waitForTitle(page, '(1) Your turn — Abendrunde');
    await waitForTitle(tablet.page, '(1) Your turn — Abendrunde');
    assertEqual(await page.getByRole('link', { name: /^Next table where it’s my turn/ }).count(), 0, 'no next table while none other waits');
    expectNoConsoleErrors(phone, 'the phone');
    expectNoConsoleErrors(tablet, 'the tablet');
  } finally {
    await phone.context.close();
    await tablet.context.close();
  }
}

async function pushOfferOnce(env: TestEnv): Promise<void> {
  const ana = await newPlayer(env, 'Ana');
  const table = (await api<{ table: { id: string } }>(env, 'POST', '/api/tables', ana.token, { game: 'tablanet', seats: 2, seat: 0, bots: [1], name: 'Kurz' })).table.id;
  const browser = await playersBrowser(env, ana);
  const page = browser.page;
  const offer = page.getByRole('dialog', { name: /tell you when it is your turn/ });
  try {
    await page.goto(`${env.base}/t/${table}`);
    assertEqual(await page.evaluate(() => Notification.permission), 'default', 'the browser has not been asked yet');
    await untilTurn(env, table, ana);
    await page.locator('st-hand button[data-playable]').first().waitFor();
    assertEqual(await offer.count(), 0, 'nothing is offered before the first move');
    await clickMove(page);
    await offer.waitFor();
    await page.screenshot({ path: `${env.artifacts}/push-offer-360.png` });
    assert((await offer.getByRole('button', { name: 'Yes, notify me' }).count()) === 1, 'the offer can be accepted');
    const box = (await offer.boundingBox())!;
    assert(box.y >= 0 && box.y + box.height <= PHONE.height, 'the offer is on screen');
    await offer.getByRole('button', { name: 'No, thanks' }).tap();
    await offer.waitFor({ state: 'detached' });
    assertEqual(await page.evaluate(() => localStorage.getItem('stammtisch.pushOffer')), 'declined', 'the answer is remembered');

    // the next move, and a move after reloading the page: no offer again
    await untilTurn(env, table, ana);
    await clickMove(page);
    await page.reload();
    await untilTurn(env, table, ana);
    await page.locator('st-hand button[data-playable]').first().waitFor();
    await clickMove(page);
    await page.waitForTimeout(300);
    assertEqual(await offer.count(), 0, 'declined once, never offered again');
    expectNoConsoleErrors(browser, 'Ana’s browser');
  } finally {
    await browser.context.close();
  }
}

export const suite: Suite = {
  name: 'turns',
  tests: [
    { name: 'tab title and favicon badge "(1) Your turn" in every tab, live, also after the watching tab closed', run: titleAndBadge },
    { name: '"next table where it’s my turn" on the table page; two browsers each follow the count', run: nextTable },
    { name: 'after the first move the site offers push notifications once; a refusal is remembered', run: pushOfferOnce },
  ],
};
