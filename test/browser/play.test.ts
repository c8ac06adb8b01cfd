/**
 * Two people play Tablanet through the site only: one creates a table (with a low target so the
 * match ends after a hand or two), sends the link, the other joins from it, and they play to the
 * end by clicking cards and captures. Also: a card played with the keyboard alone, and screenshots
 * at 1280 and 360 px.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  api,
  assert,
  assertEqual,
  expectNoConsoleErrors,
  newPlayer,
  watchedPage,
  type Suite,
  type TestEnv,
} from './harness.js';
import { createAndJoin, playBothToEnd, screenshotPair, seenState, tabIntoHand, trackState, waitForSeqAbove, type Seen } from './helpers.js';

/** Plays one legal move by clicking: a playable card, then a capture if the board asks which. */
async function clickMove(page: Page, preferCapture: boolean): Promise<void> {
  const before = (await seenState(page))!.seq;
  await page.locator('st-hand button[data-playable]').first().click();
  const options = page.locator('st-tablanet-board .options button[data-action]');
  // either the move went out (the card had one legal action) or the board asks what it takes
  for (let waited = 0; (await seenState(page))!.seq === before; waited += 50) {
    if ((await options.count()) > 0) {
      const n = await options.count();
      await options.nth(preferCapture ? n - 1 : 0).click();
      break;
    }
    assert(waited < 10_000, 'a picked card is played or asks for its capture');
    await page.waitForTimeout(50);
  }
  await waitForSeqAbove(page, before);
}

async function playMatch(env: TestEnv): Promise<void> {
  const ana = await watchedPage(env, { width: 1280, height: 900 });
  const bo = await watchedPage(env, { width: 360, height: 780 });
  await trackState(ana);
  await trackState(bo);
  try {
    // Ana creates a table with a low target through the form and sends the link; Bo opens it on his
    // phone, sits down and gives his name
    const { id } = await createAndJoin(env, ana, bo);
    const dealt = [await dealtHand(env, ana.page, id), await dealtHand(env, bo.page, id)];

    // they play until the match is over
    const moves = await playBothToEnd(ana.page, bo.page, async (player, n) => {
      await clickMove(player, n % 3 !== 0);
      if (n === 2) await screenshots(env, ana.page, bo.page);
    });
    const state = await api<{ seq: number; outcome?: { winners: number[] } }>(env, 'GET', `/api/tables/${id}`);
    assertEqual(state.seq, moves, 'every click made exactly one move');
    assert(state.outcome && state.outcome.winners.length === 1, 'the match has a winner');
    await ana.page.getByText('Match over').first().waitFor();
    await bo.page.getByText('Match over').first().waitFor();
    assert(moves >= 48, `a whole deal was played (${moves} moves)`);

    // the finished match can be replayed move by move, with both hands open
    await ana.page.getByRole('link', { name: 'Replay' }).click();
    await ana.page.getByText('Start of the match').waitFor();
    for (const { seat, hand } of dealt) assertEqual(await openHand(ana.page, seat), hand, `seat ${seat}'s dealt hand is shown open`);
    await ana.page.getByRole('button', { name: /Forward/ }).click();
    await ana.page.getByText(`Move 1 of ${moves}`).waitFor();
    const counts = [(await openHand(ana.page, 0)).length, (await openHand(ana.page, 1)).length].sort();
    assertEqual(counts, [5, 6], 'after the first move its player holds a card less');
    await ana.page.screenshot({ path: `${env.artifacts}/replay-1280.png`, fullPage: true });
    await ana.page.keyboard.press('ArrowRight');
    await ana.page.getByText(`Move 2 of ${moves}`).waitFor();
    await ana.page.keyboard.press('ArrowLeft');
    await ana.page.keyboard.press('ArrowLeft');
    await ana.page.getByText('Start of the match').waitFor();
    await ana.page.locator('st-replay .moves h3').filter({ hasText: 'Deal 1' }).waitFor();
    await ana.page.getByRole('button', { name: /Last move/ }).click();
    await ana.page.getByText(`Move ${moves} of ${moves}`).waitFor();
    assertEqual([(await openHand(ana.page, 0)).length, (await openHand(ana.page, 1)).length], [0, 0], 'every card is played at the end');
    await ana.page.keyboard.press('Home');
    await ana.page.getByText('Start of the match').waitFor();
    // and on Bo's phone, nothing sticks out sideways
    await bo.page.goto(`${env.base}/t/${id}/replay`);
    await bo.page.getByRole('heading', { name: 'All hands open' }).waitFor();
    await bo.page.screenshot({ path: `${env.artifacts}/replay-360.png`, fullPage: true });
    const overflow = await bo.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert(overflow <= 0, `the replay fits 360 px (${overflow} px too wide)`);

    // "my tables" lists it
    await ana.page.getByRole('link', { name: 'My tables' }).click();
    await ana.page.locator('st-my-tables a[href$="' + id + '"]').waitFor();

    expectNoConsoleErrors(ana, 'Ana’s browser');
    expectNoConsoleErrors(bo, 'Bo’s browser');
  } finally {
    await ana.context.close();
    await bo.context.close();
  }
}

/** The hand a player was dealt, as the server showed it to them (their token from the site's storage). */
async function dealtHand(env: TestEnv, page: Page, id: string): Promise<{ seat: number; hand: string[] }> {
  const saved = await page.evaluate(() => localStorage.getItem('stammtisch.player'));
  const { token } = JSON.parse(saved ?? '{}') as { token?: string };
  const state = await api<{ yourSeat: number; view: { hand: string[] } }>(env, 'GET', `/api/tables/${id}`, token);
  return { seat: state.yourSeat, hand: state.view.hand };
}

/** The cards the replay shows open for `seat`, in order. */
function openHand(page: Page, seat: number): Promise<string[]> {
  return page.locator(`st-replay .hands li[data-seat="${seat}"] st-card`).evaluateAll((cs) => cs.map((c) => c.getAttribute('card')!));
}

async function screenshots(env: TestEnv, wide: Page, narrow: Page): Promise<void> {
  await screenshotPair(env, 'table', wide, narrow);
  // The README's screenshot is refreshed only when asked (UPDATE_SCREENSHOT=1), so a test run leaves the tree clean.
  if (process.env.UPDATE_SCREENSHOT !== '1') return;
  mkdirSync('docs', { recursive: true });
  copyFileSync(`${env.artifacts}/table-1280.png`, 'docs/screenshot.png');
}

/** A card played with the keyboard alone: Tab into the hand, arrows, Enter (and Enter for a capture). */
async function keyboardMove(env: TestEnv): Promise<void> {
  const ana = await newPlayer(env, 'Ana');
  const bo = await newPlayer(env, 'Bo');
  const created = await api<{ table: { id: string } }>(env, 'POST', '/api/tables', ana.token, { game: 'tablanet', seats: 2, seat: 0 });
  const id = created.table.id;
  await api(env, 'POST', `/api/tables/${id}/seats/1`, bo.token, {});
  const first = await api<{ view: { toAct: number[] } }>(env, 'GET', `/api/tables/${id}`);
  const mover = first.view.toAct[0] === 0 ? ana : bo;
  const p = await watchedPage(env);
  await trackState(p);
  try {
    await p.context.addInitScript((identity) => localStorage.setItem('stammtisch.player', identity), JSON.stringify({ player: { id: mover.id, name: mover.name }, token: mover.token }));
    await p.page.goto(`${env.base}/t/${id}`);
    await p.page.waitForFunction(() => (window as unknown as { st?: Seen }).st?.yourTurn === true);
    await tabIntoHand(p.page, 80);
    await p.page.keyboard.press('ArrowRight');
    await p.page.keyboard.press('ArrowLeft');
    await p.page.keyboard.press('Enter');
    // a second Enter takes the first choice if the board asked which capture
    await p.page.waitForTimeout(300);
    if (((await seenState(p.page))?.seq ?? 0) === 0) await p.page.keyboard.press('Enter');
    await p.page.waitForFunction(() => ((window as unknown as { st?: Seen }).st?.seq ?? 0) === 1, undefined, { timeout: 10_000 });
    const after = await api<{ seq: number }>(env, 'GET', `/api/tables/${id}`);
    assertEqual(after.seq, 1, 'the server accepted the move made with the keyboard');
    await p.page.locator('st-table [aria-live=polite]').filter({ hasText: mover.name }).waitFor({ timeout: 10_000 });
    expectNoConsoleErrors(p, 'the keyboard player’s browser');
  } finally {
    await p.context.close();
  }
}

export const suite: Suite = {
  name: 'play',
  tests: [
    { name: 'two players create, join and play a Tablanet match through the UI to its end', run: playMatch },
    { name: 'a card is played with the keyboard alone', run: keyboardMove },
  ],
};
