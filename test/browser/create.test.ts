/**
 * The create form for people, on a 360×740 touch screen: a player alone gets to a playing table
 * with bots in three taps (the game on the landing page, "Start playing", the name), under a table
 * name in their language; every option of every game shows in plain words (tried in English, German,
 * French and Serbian Cyrillic; no option id, no rules reference) and the folds keep the first screen short; the Embed page of a
 * private table puts the invitation into its snippets, or says why it cannot.
 */
import type { Locator, Page } from 'playwright-core';
import { api, assert, assertEqual, expectNoConsoleErrors, newPlayer, watchedPage, type Suite, type TestEnv } from './harness.js';
import { trackState, waitForStatus } from './helpers.js';

const PHONE = { width: 360, height: 740 };

/** Taps `target` on the touch screen and counts the tap. */
function tapper(): { tap: (target: Locator) => Promise<void>; readonly count: number } {
  let count = 0;
  return {
    async tap(target: Locator) {
      await target.tap();
      count++;
    },
    get count() {
      return count;
    },
  };
}

/** The table's name as the API gives it. */
async function tableName(env: TestEnv, id: string, token: string): Promise<string> {
  return (await api<{ table: { name: string } }>(env, 'GET', `/api/tables/${id}`, token)).table.name;
}

async function aloneWithBots(env: TestEnv): Promise<void> {
  for (const run of [
    { lang: 'en', name: 'Ana', link: 'Start a French Tarot table', start: 'Start playing', next: 'Continue', table: 'French Tarot with Ana' },
    { lang: 'de', name: 'Bea', link: 'Einen Tisch für Französisches Tarot eröffnen', start: 'Losspielen', next: 'Weiter', table: 'Französisches Tarot mit Bea' },
  ]) {
    const p = await watchedPage(env, PHONE, run.lang === 'de' ? 'de-DE' : 'en-US', true);
    await trackState(p);
    await p.context.addInitScript((lang) => localStorage.setItem('stammtisch.lang', lang), run.lang);
    const { page } = p;
    try {
      const taps = tapper();
      await page.goto(`${env.base}/`);
      await taps.tap(page.getByRole('link', { name: run.link }));

      // alone: bots are chosen already, and the button is on the first screen (the rest is folded)
      const start = page.getByRole('button', { name: run.start });
      await start.waitFor();
      assert(await page.locator('st-create input[name=company][value=bots]').isChecked(), `${run.lang}: bots are pre-selected`);
      await page.screenshot({ path: `${env.artifacts}/create-${run.lang}-360.png` });
      const box = (await start.boundingBox())!;
      assert(box.y + box.height <= PHONE.height, `${run.lang}: the button is on the first screen (its bottom at ${Math.round(box.y + box.height)} px)`);
      assertEqual(await page.locator('st-create details.fold[open]').count(), 0, `${run.lang}: common settings and house rules are folded on a phone`);

      await taps.tap(start);
      await page.locator('st-name-prompt #name').fill(run.name);
      await taps.tap(page.locator('st-name-prompt').getByRole('button', { name: run.next }));

      // no link to send: straight to the table, where the match has begun
      await page.waitForURL(/\/t\/[a-z2-9]{12}$/);
      await waitForStatus(page, 'playing', 20_000);
      await page.locator('st-hand st-card').first().waitFor();
      assertEqual(taps.count, 3, `${run.lang}: three taps from the landing page to a playing table`);
      assertEqual(await page.getByRole('textbox', { name: /Invitation|Einladung/ }).count(), 0, `${run.lang}: no invitation to send`);
      const id = /\/t\/([a-z2-9]{12})$/.exec(page.url())![1]!;
      const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('stammtisch.player')!) as { token: string }).token);
      assertEqual(await tableName(env, id, token), run.table, `${run.lang}: the table is named in the player's language`);
      const players = (await api<{ table: { players: { seat: number; bot?: boolean }[]; seats: number } }>(env, 'GET', `/api/tables/${id}`, token)).table;
      assertEqual(players.seats, 4, `${run.lang}: French Tarot is played by four`);
      assertEqual(players.players.filter((x) => x.bot).length, 3, `${run.lang}: bots took the three other seats`);
      expectNoConsoleErrors(p, `${run.lang}: the create flow`);
    } finally {
      await p.context.close();
    }
  }
}

/** Every text the create form shows (labels, legends, choices, hints, folds), through its shadow roots. */
async function formTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const roots: ShadowRoot[] = [document.querySelector('st-app')?.shadowRoot?.querySelector('st-create')?.shadowRoot].filter((r): r is ShadowRoot => !!r);
    for (let root = roots.pop(); root; root = roots.pop()) {
      for (const el of root.querySelectorAll('label, legend, option, summary, .hint, small, button')) out.push((el.textContent ?? '').replace(/\s+/g, ' ').trim());
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot && el.localName === 'st-options-form') roots.push(el.shadowRoot);
    }
    return out.filter(Boolean);
  });
}

/** The ids of the options the form shows as fields. */
async function shownOptions(page: Page): Promise<string[]> {
  return page.locator('st-create st-options-form [id^="opt-"]:not([id$="-hint"])').evaluateAll((els) => els.map((e) => e.id.slice(4)));
}

/** An option or value id (camelCase, snake_case) or a rules reference (§, Q14) where words belong. */
function notPlain(text: string): string | undefined {
  if (/§/.test(text)) return 'a section sign';
  if (/\bQ\d+\b/.test(text)) return 'a rules question number';
  const id = /\b[a-z]+[A-Z][A-Za-z]*\b|\b[a-z]+_[a-z_]+\b/.exec(text);
  return id ? `the id "${id[0]}"` : undefined;
}

async function plainWords(env: TestEnv): Promise<void> {
  const { games } = await api<{ games: { id: string; seatCounts: number[]; optionsSchema: { properties: Record<string, { const?: unknown }> } }[] }>(env, 'GET', '/api/games');
  // the form's words come in every language: one label each shows that the language's own arrived
  // (not the English fallback), Serbian Cyrillic transliterated from the Latin words
  const dealsLabel: Readonly<Record<string, string>> = { en: 'Deals in the match', de: 'Spiele in der Partie', fr: 'Donnes de la partie', 'sr-Cyrl': 'Дељења у партији' };
  for (const lang of Object.keys(dealsLabel)) {
    const p = await watchedPage(env, PHONE, lang === 'en' ? 'en-US' : lang, true);
    await p.context.addInitScript((l) => localStorage.setItem('stammtisch.lang', l), lang);
    const { page } = p;
    try {
      for (const game of games) {
        await page.goto(`${env.base}/new/${game.id}`);
        await page.locator('st-create details.fold').first().waitFor();
        for (const fold of await page.locator('st-create details.fold summary').all()) await fold.tap();
        const seen = new Set<string>();
        for (const seats of game.seatCounts) {
          await page.locator('st-create #seats').selectOption(String(seats));
          await page.locator('st-create st-options-form').first().evaluate((el) => (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete);
          for (const id of await shownOptions(page)) seen.add(id);
          const bad = (await formTexts(page)).map((text) => [text, notPlain(text)] as const).filter(([, why]) => why);
          assertEqual(bad.map(([text, why]) => `${why}: "${text}"`), [], `${lang}: the ${game.id} form for ${seats} speaks plainly`);
        }
        const settable = Object.entries(game.optionsSchema.properties)
          .filter(([, f]) => f.const === undefined)
          .map(([key]) => key);
        assertEqual(settable.filter((key) => !seen.has(key)), [], `${lang}: every ${game.id} option a player can set is on the form`);
        if (game.id === 'tarot') assertEqual((await page.locator('st-create label[for=opt-deals]').innerText()).trim(), dealsLabel[lang], `${lang}: the Tarot form in its own words`);
      }
      expectNoConsoleErrors(p, `${lang}: the create forms`);
    } finally {
      await p.context.close();
    }
  }
}

/** The text of one of the embed page's snippets. */
const snippet = (page: Page, which: string): Promise<string> => page.locator(`st-embed-page #snippet-${which}`).innerText();

async function embedPrivate(env: TestEnv): Promise<void> {
  const ana = await newPlayer(env, 'Ana');
  const created = await api<{ table: { id: string }; invite: string }>(env, 'POST', '/api/tables', ana.token, {
    game: 'tablanet', seats: 2, seat: 0, visibility: 'private', name: 'Hinterzimmer',
  });
  const { id } = created.table;
  const invite = created.invite;

  // Bo came by the invitation link: the table's Embed link keeps it, and the snippets carry it
  const bo = await watchedPage(env, PHONE, 'en-US', true);
  const stranger = await watchedPage(env, PHONE, 'en-US', true);
  // what Bo's browser was refused: the table's own chat request of a visitor without a seat is the
  // table page's business (issue 16, part A); the embed page and the widget must need nothing else
  const refused: string[] = [];
  bo.page.on('response', (r) => {
    if (r.status() >= 400 && !new URL(r.url()).pathname.endsWith('/chat')) refused.push(`${r.status()} ${r.url()}`);
  });
  try {
    await bo.page.goto(`${env.base}/t/${id}?invite=${invite}`);
    await bo.page.getByRole('link', { name: 'Embed' }).tap();
    await bo.page.locator('st-embed-page [data-private=invite]').waitFor();
    const widget = await snippet(bo.page, 'widget');
    assert(widget.includes(`invite="${invite}"`), `the widget snippet carries the invitation: ${widget}`);
    assert((await snippet(bo.page, 'player')).includes(`invite="${invite}"`), 'the player snippet carries the invitation');
    const iframe = await snippet(bo.page, 'iframe');
    assert(iframe.includes(`#invite=${invite}`), `the iframe snippet carries the invitation in its fragment: ${iframe}`);
    await bo.page.locator('st-embed-page stammtisch-table st-table .felt').waitFor();

    // the iframe's address from the snippet shows the private table to a visitor with nothing else
    const src = /src="([^"]+)"/.exec(iframe)![1]!.replace(/&amp;/g, '&');
    await stranger.page.goto(src);
    await stranger.page.locator('stammtisch-table st-table .felt').waitFor();
    // the free seat's button comes with the table's state, a moment after the felt is drawn
    await stranger.page.getByRole('button', { name: 'Sit here' }).first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    assert((await stranger.page.getByRole('button', { name: 'Sit here' }).count()) > 0, 'the framed private table offers its free seat');

    // without the invitation the page says why the snippets show the table to its players only
    await stranger.page.goto(`${env.base}/t/${id}/embed`);
    await stranger.page.locator('st-embed-page [data-private=none]').waitFor();
    assert(!(await snippet(stranger.page, 'widget')).includes('invite='), 'no invitation in the snippets of a stranger');

    // a public table's snippets have no invitation and no note
    const open = await api<{ table: { id: string } }>(env, 'POST', '/api/tables', ana.token, { game: 'tablanet', seats: 2, seat: 0 });
    await stranger.page.goto(`${env.base}/t/${open.table.id}/embed`);
    await stranger.page.locator('st-embed-page stammtisch-table st-table .felt').waitFor();
    assertEqual(await stranger.page.locator('st-embed-page [data-private]').count(), 0, 'a public table needs no note');
    assert(!(await snippet(stranger.page, 'widget')).includes('invite='), 'a public table needs no invitation');
    assertEqual(refused, [], 'the embed page with the invitation is refused nothing');
    assertEqual(bo.errors.filter((e) => e.startsWith('page error')), [], 'the embed page with the invitation throws nothing');
  } finally {
    await bo.context.close();
    await stranger.context.close();
  }
}

export const suite: Suite = {
  name: 'create',
  tests: [
    { name: 'alone with bots in three taps at 360×740 touch, to a playing table named in the player’s language', run: aloneWithBots },
    { name: 'every option of every game in plain words, in English, German, French and Serbian Cyrillic', run: plainWords },
    { name: 'the Embed page of a private table puts the invitation into its snippets, or says why not', run: embedPrivate },
  ],
};
