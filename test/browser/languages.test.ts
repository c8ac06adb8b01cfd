/**
 * The games in their communities' languages: a player whose browser speaks French, Serbian (both
 * scripts), Croatian, Bosnian, Hungarian or Romanian opens a table of their game (fr: Tarot; the
 * Balkan languages: Tablanet; hu and ro: Taleles) against bots, plays a few moves, and no English
 * word is left on the table page outside the names people chose. And the pseudo-locale (longer,
 * accented text) at 360 px: nothing sticks out sideways on the home page, the create form or a table.
 * Screenshots of each go to the artifacts.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { api, assert, expectNoConsoleErrors, newPlayer, watchedPage, type ApiPlayer, type Suite, type TestEnv, type WatchedPage } from './harness.js';
import { expectNoSidewaysOverflow, seenState, trackState, waitForSeqAbove } from './helpers.js';

const PHONE = { width: 360, height: 740 };

/**
 * English words that are no word of any of the languages tested (so a hit is an English leftover):
 * function words and the table's own vocabulary.
 */
const ENGLISH = ['the', 'and', 'your', 'you', 'of', 'with', 'waiting', 'turn', 'won', 'cards', 'card', 'players', 'trick', 'tricks', 'deal', 'move', 'moves', 'seat', 'free', 'hand', 'last', 'choices', 'live', 'points', 'trump'];

interface Case {
  readonly locale: string;
  /** What the browser says it speaks (navigator.languages, Accept-Language). */
  readonly browser: string;
  readonly game: 'tarot' | 'tablanet' | 'taleles';
  readonly seats: number;
  /** A word of the language the table page must show once it has switched. */
  readonly word: RegExp;
}

const CASES: readonly Case[] = [
  { locale: 'fr', browser: 'fr-FR', game: 'tarot', seats: 4, word: /Donne 1/ },
  { locale: 'sr-Latn', browser: 'sr-Latn-RS', game: 'tablanet', seats: 2, word: /Deljenje 1/ },
  { locale: 'sr-Cyrl', browser: 'sr-RS', game: 'tablanet', seats: 2, word: /Дељење 1/ },
  { locale: 'hr', browser: 'hr-HR', game: 'tablanet', seats: 2, word: /Dijeljenje 1/ },
  { locale: 'bs', browser: 'bs-BA', game: 'tablanet', seats: 2, word: /Dijeljenje 1/ },
  { locale: 'hu', browser: 'hu-HU', game: 'taleles', seats: 2, word: /osztás/ },
  { locale: 'ro', browser: 'ro-RO', game: 'taleles', seats: 2, word: /Împărțirea 1/ },
];

/** A browser of `player` that speaks `browser` and has made no choice of language on the site. */
async function playersBrowser(env: TestEnv, player: ApiPlayer, browser: string): Promise<WatchedPage> {
  const p = await watchedPage(env, PHONE, browser, true);
  const identity = JSON.stringify({ player: { id: player.id, name: player.name }, token: player.token });
  await p.context.addInitScript(`localStorage.setItem('stammtisch.player', ${JSON.stringify(identity)});`);
  await trackState(p);
  return p;
}

/**
 * The text a person sees on the page, shadow roots included, one line per text node. Given to the
 * page as source text: the test runner (tsx) names inner functions with a `__name` helper that
 * exists only in Node, so a function passed to `evaluate` would fail in the page.
 */
const VISIBLE_TEXT = `(() => {
  const out = [];
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      if (parent && parent.checkVisibility({ visibilityProperty: true }) && node.textContent.trim()) out.push(node.textContent.trim());
      return;
    }
    if (node instanceof Element) {
      if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.tagName)) return;
      if (node.shadowRoot) walk(node.shadowRoot);
      if (node instanceof HTMLSelectElement) return; // a closed list shows only its choice, read below
    }
    node.childNodes.forEach(walk);
  };
  walk(document.body);
  for (const select of document.querySelectorAll('select')) out.push(select.selectedOptions[0]?.textContent ?? '');
  return out.join('\\n');
})()`;

const visibleText = (page: Page): Promise<string> => page.evaluate<string>(VISIBLE_TEXT);

/** English words left in `text` once the names people gave (players, the table) are taken out. */
function englishLeft(text: string, names: readonly string[]): string[] {
  let rest = text;
  for (const name of names) rest = rest.split(name).join(' ');
  const words = rest.toLowerCase().split(/[^\p{L}]+/u);
  return [...new Set(words.filter((w) => ENGLISH.includes(w)))];
}

/** One move of whatever the page offers: a playable card (and its capture on the Tablanet board), else the first choice. */
async function playSomething(page: Page): Promise<void> {
  const before = (await seenState(page))!.seq;
  const card = page.locator('st-hand button[data-playable]');
  if ((await card.count()) > 0) await card.first().click();
  else await page.locator('st-table button[data-action]').first().click();
  const options = page.locator('st-tablanet-board .options button[data-action]');
  for (let waited = 0; (await seenState(page))!.seq === before; waited += 100) {
    if ((await options.count()) > 0) {
      await options.first().click();
      break;
    }
    assert(waited < 10_000, 'the move goes out or the board asks what the card takes');
    await page.waitForTimeout(100);
  }
  await waitForSeqAbove(page, before);
}

/** Waits (bots move about every half second) until it is the player's turn or the match is over. */
async function untilMyTurn(page: Page): Promise<boolean> {
  await page.waitForFunction(() => {
    const st = (window as unknown as { st?: { yourTurn: boolean; status: string } }).st;
    return st !== undefined && (st.yourTurn || st.status === 'finished');
  }, undefined, { timeout: 30_000 });
  return (await seenState(page))!.yourTurn;
}

async function playInLanguage(env: TestEnv, c: Case): Promise<void> {
  const ana = await newPlayer(env, 'Ana');
  const bots = Array.from({ length: c.seats - 1 }, (_, i) => i + 1);
  const created = await api<{ table: { id: string; name: string } }>(env, 'POST', '/api/tables', ana.token, { game: c.game, seats: c.seats, seat: 0, bots, name: 'Kafana 7' });
  const p = await playersBrowser(env, ana, c.browser);
  try {
    await p.page.goto(`${env.base}/t/${created.table.id}`);
    await p.page.locator('st-app').getByText(c.word).first().waitFor({ timeout: 15_000 });
    assert((await p.page.evaluate(() => document.documentElement.lang)) === c.locale, `the page says it is in ${c.locale}`);
    for (let moves = 0; moves < 4 && (await untilMyTurn(p.page)); moves++) await playSomething(p.page);
    await untilMyTurn(p.page);
    const state = await api<{ table: { players: { name: string | null }[] } }>(env, 'GET', `/api/tables/${created.table.id}`, ana.token);
    const names = [created.table.name, ...state.table.players.flatMap((x) => (x.name ? [x.name] : []))];
    const left = englishLeft(await visibleText(p.page), names);
    assert(left.length === 0, `no English on the ${c.locale} table page: ${left.join(', ')}`);
    mkdirSync(env.artifacts, { recursive: true });
    await p.page.screenshot({ path: `${env.artifacts}/language-${c.locale}-${c.game}-360.png`, fullPage: true });
    await expectNoSidewaysOverflow(p.page);
    expectNoConsoleErrors(p, `the ${c.locale} table`);
  } finally {
    await p.context.close();
  }
}

/** The pseudo-locale on the pages with the most text, at 360 px: nothing wider than the screen. */
async function pseudoLocale(env: TestEnv): Promise<void> {
  const ana = await newPlayer(env, 'Ana');
  const table = (await api<{ table: { id: string } }>(env, 'POST', '/api/tables', ana.token, { game: 'tablanet', seats: 2, seat: 0, bots: [1], name: 'Kafana' })).table.id;
  const p = await playersBrowser(env, ana, 'en-US');
  await p.context.addInitScript(`localStorage.setItem('stammtisch.lang', 'en-XA');`);
  try {
    mkdirSync(env.artifacts, { recursive: true });
    for (const [name, path] of [['home', '/'], ['create', '/new'], ['settings', '/settings'], ['table', `/t/${table}`]] as const) {
      await p.page.goto(`${env.base}${path}`);
      await p.page.locator('st-app').getByText(/⟦.*⟧/).first().waitFor({ timeout: 15_000 });
      await p.page.waitForTimeout(300);
      await p.page.screenshot({ path: `${env.artifacts}/pseudo-locale-${name}-360.png`, fullPage: true });
      await expectNoSidewaysOverflow(p.page, async (page) =>
        page.evaluate(() => {
          const wide: string[] = [];
          const walk = (root: Document | ShadowRoot): void => {
            for (const el of root.querySelectorAll('*')) {
              if (el.getBoundingClientRect().right > window.innerWidth + 1) wide.push(`${el.localName}.${el.className}`);
              if (el.shadowRoot) walk(el.shadowRoot);
            }
          };
          walk(document);
          return wide.slice(0, 8).join(', ');
        }),
      );
    }
    expectNoConsoleErrors(p, 'the pseudo-locale pages');
  } finally {
    await p.context.close();
  }
}

export const suite: Suite = {
  name: 'languages',
  tests: [
    ...CASES.map((c) => ({ name: `language ${c.locale}: a ${c.game} table with no English left`, run: (env: TestEnv) => playInLanguage(env, c) })),
    { name: 'language pseudo-locale: nothing sticks out at 360 px', run: pseudoLocale },
  ],
};
