/**
 * Steps the browser tests take the same way in several files: following the table's public
 * `stammtisch-state` event, creating a table and sitting down through the site (`createAndJoin` for
 * two browsers), playing a match between two browsers to its end, playing a card by keyboard alone,
 * showing a prepared state in an st-table, and screenshots at 1280 and 360 px.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { api, type ApiPlayer, assert, type TestEnv, type WatchedPage } from './harness.js';

/** What the tests read of the `stammtisch-state` event's detail. */
export interface Seen {
  seq: number;
  status: string;
  yourTurn: boolean;
  yourSeat: number | null;
}

/** Keeps the last `stammtisch-state` the page's table sent (the widget's public event) in `window.st`. */
export async function trackState(p: WatchedPage): Promise<void> {
  await p.context.addInitScript(() => {
    document.addEventListener('stammtisch-state', (e) => {
      (window as unknown as { st: unknown }).st = (e as CustomEvent).detail;
    });
  });
}

/** The last state the table sent, if any (needs `trackState`). */
export const seenState = (page: Page): Promise<Seen | undefined> => page.evaluate(() => (window as unknown as { st?: Seen }).st);

/** Waits until the table reports `status` (e.g. 'playing' once every seat is taken). */
export async function waitForStatus(page: Page, status: string, timeout?: number): Promise<void> {
  await page.waitForFunction((s) => (window as unknown as { st?: Seen }).st?.status === s, status, timeout === undefined ? {} : { timeout });
}

/** Waits until the table has moved past `seq`. */
export async function waitForSeqAbove(page: Page, seq: number): Promise<void> {
  await page.waitForFunction((after) => ((window as unknown as { st?: Seen }).st?.seq ?? 0) > after, seq, { timeout: 10_000 });
}

/** Plays one legal Tablanet move by clicking a playable card (and the first capture if the board asks). */
export async function clickMove(page: Page): Promise<void> {
  const before = (await seenState(page))!.seq;
  await page.locator('st-hand button[data-playable]').first().click();
  const options = page.locator('st-tablanet-board .options button[data-action]');
  for (let waited = 0; (await seenState(page))!.seq === before; waited += 50) {
    if ((await options.count()) > 0) {
      await options.first().click();
      break;
    }
    assert(waited < 10_000, 'a picked card is played or asks for its capture');
    await page.waitForTimeout(50);
  }
  await waitForSeqAbove(page, before);
}

/**
 * Opens the create form of a game from the home page, by the link's name ("Start a Tablanet table"),
 * says who plays (by default "People and bots", where each bot seat is ticked by its label "A bot
 * plays seat n"), and unfolds the form's folds (a phone shows them folded).
 */
export async function openCreateForm(page: Page, env: TestEnv, link: string, company: 'bots' | 'people' | 'mixed' = 'mixed'): Promise<void> {
  await page.goto(`${env.base}/`);
  await page.getByRole('link', { name: link }).click();
  await page.locator(`st-create input[name=company][value=${company}]`).check();
  await unfoldCreateForm(page);
}

/** Opens the folds of the create form ("Common settings", "House rules") that are closed. */
export async function unfoldCreateForm(page: Page): Promise<void> {
  const folds = page.locator('st-create details.fold');
  await folds.first().waitFor();
  for (let i = 0; i < (await folds.count()); i++) {
    if (!(await folds.nth(i).evaluate((d) => (d as HTMLDetailsElement).open))) await folds.nth(i).locator('summary').click();
  }
}

/**
 * Sets the form's options, each by its id: a number is typed (Tab leaves the field so the form takes
 * it), a list is set by the choice's words ("Seat 3").
 */
export async function fillOptions(page: Page, options: Readonly<Record<string, string>>): Promise<void> {
  await unfoldCreateForm(page);
  for (const [key, value] of Object.entries(options)) {
    const field = page.locator(`st-create #opt-${key}`);
    if ((await field.evaluate((el) => el.localName)) === 'select') {
      await field.selectOption({ label: value });
    } else {
      await field.fill(value);
      await page.keyboard.press('Tab');
    }
  }
}

/** Answers the name prompt. */
export async function giveName(page: Page, name: string): Promise<void> {
  await page.locator('st-name-prompt #name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Submits the create form as `name` and goes to the table; returns the invitation link shown on the
 * way, or the table's address when bots took every other seat (the form then goes straight there).
 */
export async function submitCreate(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: /^(Create table|Start playing)$/ }).click();
  await giveName(page, name);
  const invitation = page.getByRole('textbox', { name: 'Invitation link' });
  const quiet = (p: Promise<unknown>) => p.catch(() => undefined);
  await Promise.race([quiet(invitation.waitFor()), quiet(page.waitForURL(/\/t\/[a-z2-9]{12}$/))]);
  if (/\/t\/[a-z2-9]{12}$/.test(page.url())) return page.url();
  const link = await invitation.inputValue();
  await page.getByRole('link', { name: 'Go to the table' }).click();
  return link;
}

/** Takes the first free seat of the table on screen as `name`. */
export async function sitDown(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Sit here' }).first().click();
  await giveName(page, name);
}

/** What `createAndJoin` does beyond the common steps (the tests that check more on the way). */
export interface CreateAndJoinSteps {
  /** The create form's options by id (`fillOptions`); by default a short match: `targetScore` 1. */
  readonly options?: Readonly<Record<string, string>>;
  /** More settings on the unfolded form before it is sent (e.g. ticking "Rated"). */
  readonly prepare?: (page: Page) => Promise<void>;
  /** Checks on the guest's page of the invitation before they sit down. */
  readonly beforeSitting?: (page: Page) => Promise<void>;
  readonly hostName?: string;
  readonly guestName?: string;
}

/**
 * How two people start a two-player Tablanet match through the site: the host opens the create form
 * ("People and bots", no bot ticked), sets a short match, sends it and gives a name, and goes to the
 * table; the guest opens the invitation link and sits down; both browsers then see it playing (they
 * need `trackState`). Returns the table's id and the invitation link.
 */
export async function createAndJoin(env: TestEnv, host: WatchedPage, guest: WatchedPage, steps: CreateAndJoinSteps = {}): Promise<{ id: string; link: string }> {
  await openCreateForm(host.page, env, 'Start a Tablanet table');
  await fillOptions(host.page, steps.options ?? { targetScore: '1' });
  await steps.prepare?.(host.page);
  const link = await submitCreate(host.page, steps.hostName ?? 'Ana');
  assert(/\/t\/[a-z2-9]{12}\?invite=/.test(link), `an invitation link is shown: ${link}`);
  await host.page.getByText('Waiting for players').waitFor();
  await guest.page.goto(link);
  await steps.beforeSitting?.(guest.page);
  await sitDown(guest.page, steps.guestName ?? 'Bo');
  await waitForStatus(guest.page, 'playing');
  await waitForStatus(host.page, 'playing');
  return { id: tableId(link), link };
}

/**
 * Plays the match at the table both pages show to its end, each move made by `move` in the browser
 * whose turn it is (`moveNumber` counts from 0). Returns the number of moves.
 */
export async function playBothToEnd(a: Page, b: Page, move: (page: Page, moveNumber: number) => Promise<void>): Promise<number> {
  let moves = 0;
  let idleSince = Date.now();
  for (;;) {
    const sa = await seenState(a);
    const sb = await seenState(b);
    if (sa?.status === 'finished' && sb?.status === 'finished') return moves;
    const player = sa?.yourTurn ? a : sb?.yourTurn ? b : undefined;
    if (!player) {
      // the other browser has not heard of the last move yet
      assert(Date.now() - idleSince < 15_000, 'after every move someone is to play');
      await b.waitForTimeout(50);
      continue;
    }
    idleSince = Date.now();
    await move(player, moves);
    assert(++moves < 500, 'the match ends');
  }
}

/** The table id in an invitation link or a table address. */
export const tableId = (url: string): string => /\/t\/([a-z2-9]{12})/.exec(url)![1]!;

/** Presses Tab until the focus (followed through shadow roots) is on a card of st-hand; returns that card. */
export async function tabIntoHand(page: Page, tries: number): Promise<string> {
  const focusedCard = () =>
    page.evaluate(() => {
      let el: Element | null = document.activeElement;
      const path: string[] = [];
      while (el?.shadowRoot?.activeElement) {
        path.push(el.localName);
        el = el.shadowRoot.activeElement;
      }
      return path.includes('st-hand') ? el?.getAttribute('data-card') : null;
    });
  let card: string | null | undefined = null;
  for (let i = 0; i < tries && !card; i++) {
    await page.keyboard.press('Tab');
    card = await focusedCard();
  }
  assert(card, 'Tab reaches the hand');
  return card;
}

/** Shows `state` in one st-table (#subject) on the page and records the actions it sends up in `window.seen`. */
export async function showTable(page: Page, state: unknown): Promise<void> {
  await page.evaluate(async (state) => {
    let el = document.getElementById('subject') as (HTMLElement & { tableState: unknown; updateComplete: Promise<unknown> }) | null;
    if (!el) {
      el = document.createElement('st-table') as HTMLElement & { tableState: unknown; updateComplete: Promise<unknown> };
      el.id = 'subject';
      document.body.append(el);
      const w = window as unknown as { seen: string[] };
      w.seen = [];
      el.addEventListener('st-act', (e) => w.seen.push((e as Event & { action: string }).action));
    }
    el.tableState = state;
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(r));
  }, state);
}

/** The actions the table sent since the last call. */
export const sentActions = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { seen: string[] }).seen.splice(0));

/** Fails if the page is wider than the window (`detail` names the culprits for the message). */
export async function expectNoSidewaysOverflow(page: Page, detail?: (page: Page) => Promise<string>): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow <= 0) return;
  const more = detail ? `: ${await detail(page)}` : '';
  assert(false, `nothing sticks out sideways at 360 px (${overflow} px too wide${more})`);
}

/** `<name>-1280.png` of the wide page and `<name>-360.png` of the narrow one, which must fit its width. */
export async function screenshotPair(env: TestEnv, name: string, wide: Page, narrow: Page): Promise<void> {
  mkdirSync(env.artifacts, { recursive: true });
  await wide.screenshot({ path: `${env.artifacts}/${name}-1280.png`, fullPage: true });
  await narrow.screenshot({ path: `${env.artifacts}/${name}-360.png`, fullPage: true });
  await expectNoSidewaysOverflow(narrow);
}

interface Playable {
  seq: number;
  legal: string[];
  table: { status: string; toAct: number[] };
}

/** Plays a table to its end through the API, each seat taking the action `choose` picks (its first legal one unless told). */
export async function playToEnd(env: TestEnv, id: string, bySeat: readonly ApiPlayer[], choose: (legal: readonly string[]) => string = (legal) => legal[0]!): Promise<void> {
  let state = await api<Playable>(env, 'GET', `/api/tables/${id}`);
  for (let i = 0; state.table.status !== 'finished'; i++) {
    if (i > 400) throw new Error('the table does not end');
    const token = bySeat[state.table.toAct[0]!]!.token;
    const mine = await api<Playable>(env, 'GET', `/api/tables/${id}`, token);
    state = await api<Playable>(env, 'POST', `/api/tables/${id}/actions`, token, { seq: mine.seq, action: choose(mine.legal) });
  }
}
