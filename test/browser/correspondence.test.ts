/**
 * Correspondence play in the browser (docs/correspondence.md): a table created through the form with
 * a time control shows it before anyone sits and a running clock on the seat to act; a chat message
 * one player sends appears for the other; a card queued out of turn is listed as a pre-move, and
 * when the turn comes the server plays it or drops it with its reason.
 */
import { assert, assertEqual, expectNoConsoleErrors, newPlayer, watchedPage, type Suite, type TestEnv } from './harness.js';
import { clickMove, openCreateForm, seenState, sitDown, submitCreate, trackState, waitForStatus, type Seen } from './helpers.js';

async function timedTable(env: TestEnv): Promise<void> {
  const ana = await watchedPage(env);
  const bo = await watchedPage(env, { width: 360, height: 780 });
  await trackState(ana);
  await trackState(bo);
  try {
    // Ana creates a Tablanet table: the form proposes a correspondence clock; she takes one hour per move
    await openCreateForm(ana.page, env, 'Start a Tablanet table');
    const perMove = ana.page.locator('st-create #per-move');
    assertEqual(await perMove.inputValue(), String(2 * 86_400), 'the form proposes two days per move');
    await perMove.selectOption(String(3600));
    const link = await submitCreate(ana.page, 'Ana');
    await ana.page.getByText('Waiting for players').waitFor();

    // Bo sees the time control and the absence policy before he sits down
    await bo.page.goto(link);
    await bo.page.getByText(/1 hr per move .* a stand-in bot plays after 1 hr/).waitFor();
    await sitDown(bo.page, 'Bo');
    await waitForStatus(bo.page, 'playing');
    await waitForStatus(ana.page, 'playing');

    // the seat to act has a running clock, on both screens
    for (const p of [ana.page, bo.page]) {
      const clock = p.locator('st-seat .clock').filter({ hasText: /left/ });
      await clock.first().waitFor();
      assertEqual(await clock.count(), 1, 'exactly one seat is on the clock');
      const text = await clock.first().textContent();
      // a turn has the time per move plus the reserve: 1 h + 24 h, shown as "1 day 1 hr" for the first
      // half second and "1 d" after that (days leave out the minutes)
      assert(/1 day( 1 hr)? left/.test(text ?? ''), `a day and an hour are left: ${text}`);
    }

    // a chat message from Ana reaches Bo over his socket
    await ana.page.locator('st-corr-panel input').fill('Servus Bo!');
    await ana.page.getByText('10 of 500 characters').waitFor();
    await ana.page.getByRole('button', { name: 'Send' }).click();
    await bo.page.locator('st-corr-panel .chat li').filter({ hasText: 'Servus Bo!' }).waitFor();

    // the player who waits queues a card; when the other has moved, the server judges it
    const a = (await seenState(ana.page))!;
    const [mover, waiter] = a.yourTurn ? [ana.page, bo.page] : [bo.page, ana.page];
    const card = (await waiter.locator('st-hand button[data-queueable]').first().getAttribute('data-card'))!;
    await waiter.locator(`st-hand button[data-card="${card}"]`).click();
    await waiter.getByRole('button', { name: 'Queue this card' }).click();
    await waiter.locator('st-corr-panel .queued li').filter({ hasText: `play ${card}` }).waitFor();
    const before = (await seenState(waiter))!.seq;
    await clickMove(mover);
    const outcome = waiter.locator('st-corr-panel .outcomes li').first();
    await outcome.waitFor({ timeout: 15_000 });
    const result = await outcome.getAttribute('data-result');
    const text = (await outcome.textContent()) ?? '';
    if (result === 'played') {
      await waiter.waitForFunction((seq) => ((window as unknown as { st?: Seen }).st?.seq ?? 0) >= seq + 2, before, { timeout: 10_000 });
      assertEqual(await waiter.locator(`st-hand button[data-card="${card}"]`).count(), 0, 'the queued card left the hand');
    } else {
      assertEqual(result, 'dropped', 'a pre-move that was not played is dropped');
      assert(/\(.+\)/.test(text), `the server's reason is shown: ${text}`);
    }
    assertEqual(await waiter.locator('st-corr-panel .queued li').count(), 0, 'the queue is empty afterwards');

    expectNoConsoleErrors(ana, 'Ana’s browser');
    expectNoConsoleErrors(bo, 'Bo’s browser');
  } finally {
    await ana.context.close();
    await bo.context.close();
  }
}

/** The settings page: vacation on and off again with the days left; a webhook saved with its secret shown once; /sw.js served. */
async function settingsPage(env: TestEnv): Promise<void> {
  const cleo = await newPlayer(env, 'Cleo');
  const p = await watchedPage(env);
  try {
    await p.context.addInitScript((identity) => localStorage.setItem('stammtisch.player', identity), JSON.stringify({ player: { id: cleo.id, name: cleo.name }, token: cleo.token }));
    await p.page.goto(`${env.base}/`);
    await p.page.getByRole('link', { name: 'Settings' }).click();
    await p.page.getByText(/^7 vacation days left$/).waitFor();
    await p.page.locator('st-settings #vac-days').fill('2');
    await p.page.getByRole('button', { name: 'Start vacation' }).click();
    await p.page.getByText(/On vacation until/).waitFor();
    await p.page.getByText(/^5 vacation days left$/).waitFor();
    await p.page.getByRole('button', { name: 'End vacation' }).click();
    await p.page.getByRole('button', { name: 'Start vacation' }).waitFor();

    await p.page.getByRole('textbox', { name: 'Webhook URL (https)' }).fill('https://example.org/hook');
    await p.page.getByRole('combobox', { name: 'Format' }).selectOption('discord');
    await p.page.getByRole('button', { name: 'Save' }).click();
    await p.page.getByText(/Signing secret of the new webhook \(shown once\): \S+/).waitFor();
    await p.page.locator('st-settings .hook code').filter({ hasText: 'https://example.org/hook' }).waitFor();

    const sw = await fetch(`${env.base}/sw.js`);
    assertEqual(sw.status, 200, '/sw.js is served');
    assert((await sw.text()).includes("addEventListener('push'"), 'the service worker shows push messages');
    expectNoConsoleErrors(p, 'Cleo’s browser');
  } finally {
    await p.context.close();
  }
}

export const suite: Suite = {
  name: 'correspondence',
  tests: [
    { name: 'correspondence: clocks, chat and a pre-move at a timed table', run: timedTable },
    { name: 'correspondence: settings page with vacation, a webhook and the push service worker', run: settingsPage },
  ],
};
