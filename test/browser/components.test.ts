/**
 * Component tests of the card, the hand and the table-centre elements (the Tablanet board and the
 * trick), rendered on a page of the real build in chromium.
 */
import type { Page } from 'playwright-core';
import { assert, assertEqual, componentPage, expectNoConsoleErrors, type Suite, type TestEnv } from './harness.js';

/** Creates an element with properties on the test page and waits for its first render. */
async function mount(page: Page, tag: string, props: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    async ({ tag, props }) => {
      document.body.replaceChildren();
      const el = document.createElement(tag) as HTMLElement & { updateComplete: Promise<unknown> };
      Object.assign(el, props);
      el.id = 'subject';
      document.body.append(el);
      await el.updateComplete;
    },
    { tag, props },
  );
}

/** Collects the events of `type` the subject sends, as {type, card|action}. */
async function recordEvents(page: Page, type: string): Promise<void> {
  await page.evaluate((type) => {
    const w = window as unknown as { seen: unknown[] };
    w.seen = [];
    document.getElementById('subject')!.addEventListener(type, (e) => {
      const ev = e as Event & { card?: string; action?: string };
      w.seen.push({ type: e.type, card: ev.card, action: ev.action });
    });
  }, type);
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen);

async function withPage(env: TestEnv, fn: (page: Page) => Promise<void>): Promise<void> {
  const p = await componentPage(env);
  try {
    await fn(p.page);
    expectNoConsoleErrors(p, 'component page');
  } finally {
    await p.context.close();
  }
}

export const suite: Suite = {
  name: 'components',
  tests: [
    {
      name: 'a card is drawn as SVG and named for screen readers in every pack',
      run: (env) =>
        withPage(env, async (page) => {
          const cases: [string, string, string][] = [
            ['H10', 'french', '10 of hearts'],
            ['SQ', 'french', 'queen of spades'],
            ['HQ', 'german', 'Ober of hearts (Herz)'],
            ['DJ', 'german', 'Unter of bells (Schelle)'],
            ['T21', 'tarock', 'Mond (Tarock XXI)'],
            ['T1', 'tarot', 'Petit (trump 1)'],
            ['SKUS', 'tarock', 'Sküs'],
            ['EX', 'tarot', 'Excuse'],
            ['?', 'french', 'face-down card'],
          ];
          for (const [card, cardStyle, label] of cases) {
            await mount(page, 'st-card', { card, cardStyle });
            const got = await page.locator('#subject svg[role=img]').getAttribute('aria-label');
            assertEqual(got, label, `label of ${card} (${cardStyle})`);
            const shapes = await page.locator('#subject svg :is(path, circle, ellipse, rect, polygon, text)').count();
            assert(shapes >= 3, `${card} is drawn (${shapes} shapes)`);
          }
        }),
    },
    {
      name: 'the four-colour pack draws diamonds in another colour than hearts',
      run: (env) =>
        withPage(env, async (page) => {
          const fill = async (card: string, fourColour: boolean) => {
            await mount(page, 'st-card', { card, fourColour });
            return page.locator('#subject svg text').first().evaluate((el) => getComputedStyle(el).fill);
          };
          assertEqual(await fill('D5', false), await fill('H5', false), 'two colours: diamonds like hearts');
          const four = await fill('D5', true);
          assert(four !== (await fill('H5', true)), `four colours: diamonds (${four}) differ from hearts`);
          assert(four !== (await fill('C5', true)), 'four colours: diamonds differ from clubs');
        }),
    },
    {
      name: 'the hand offers only the cards the legal list allows, by mouse and keyboard',
      run: (env) =>
        withPage(env, async (page) => {
          await mount(page, 'st-hand', { cards: ['S4', 'H10', 'DJ', 'CK'], playable: ['H10', 'CK'], active: true });
          await recordEvents(page, 'st-card-pick');
          const buttons = page.locator('#subject button');
          assertEqual(await buttons.count(), 4, 'all cards shown');
          const order = await buttons.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')));
          assertEqual(order, ['S4', 'H10', 'DJ', 'CK'], 'the server order is kept');
          const disabled = await buttons.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-disabled')));
          assertEqual(disabled, ['true', 'false', 'true', 'false'], 'unplayable cards are marked');
          assertEqual(await page.getByRole('button', { name: '10 of hearts', exact: true }).getAttribute('data-card'), 'H10', 'cards are named');

          await buttons.nth(0).click({ force: true }); // aria-disabled: a pointer can still press it
          assertEqual(await seen(page), [], 'an unplayable card does nothing');
          await buttons.nth(1).click();
          assertEqual(await seen(page), [{ type: 'st-card-pick', card: 'H10' }], 'a playable card is picked');

          // keyboard: the hand is one tab stop; arrows move, Enter picks
          await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen.splice(0));
          await page.keyboard.press('ArrowRight');
          await page.keyboard.press('ArrowRight');
          const focused = await page.evaluate(() => document.getElementById('subject')!.shadowRoot!.activeElement?.getAttribute('data-card'));
          assertEqual(focused, 'CK', 'arrow keys move along the hand');
          await page.keyboard.press('Enter');
          assertEqual(await seen(page), [{ type: 'st-card-pick', card: 'CK' }], 'Enter picks the focused card');
        }),
    },
    {
      name: 'the Tablanet board offers each legal capture of the picked card and shows what it takes',
      run: (env) =>
        withPage(env, async (page) => {
          await mount(page, 'st-tablanet-board', {
            cards: ['D3', 'H4', 'S7', 'C2'],
            stock: 30,
            pending: 'C7',
            choices: ['play C7', 'play C7 x S7', 'play C7 x H4+D3'],
            lastPlay: { seat: 1, card: 'SJ', capture: ['H2', 'D9'], tabla: true },
            names: ['Ana', 'Bo'],
          });
          await recordEvents(page, 'st-act');
          await page.evaluate(() =>
            document.getElementById('subject')!.addEventListener('st-cancel', () => (window as unknown as { seen: unknown[] }).seen.push({ type: 'st-cancel' })),
          );
          assertEqual(await page.locator('#subject ul.table st-card').count(), 4, 'table cards shown');
          const options = page.locator('#subject .options button[data-action]');
          const labels = await options.evaluateAll((bs) => bs.map((b) => (b as HTMLElement).innerText.trim()));
          assertEqual(labels, ['Lay 7 of clubs on the table', 'Take 7♠', 'Take 4♥ + 3♦'], 'one button per legal action of the picked card, saying what it takes');
          // the first option has the focus; moving to a capture highlights exactly its cards
          await page.keyboard.press('Tab');
          await page.keyboard.press('Tab');
          const taken = await page.locator('#subject li.taken st-card').evaluateAll((cs) => cs.map((c) => c.getAttribute('card')));
          assertEqual(taken, ['D3', 'H4'], 'the focused capture highlights the cards it takes');
          await page.keyboard.press('Enter');
          assertEqual(await seen(page), [{ type: 'st-act', action: 'play C7 x H4+D3' }], 'the chosen capture is sent as its notation');
          await page.keyboard.press('Escape');
          assertEqual((await seen(page)).length, 2, 'Escape puts the card back');
          const last = await page.locator('#subject .last').innerText();
          assert(last.includes('Bo took 2 of hearts, 9 of diamonds with jack of spades') && last.includes('Tabla!'), `last play shown: ${last}`);
          assert((await page.locator('#subject .meta').innerText()).includes('Stock: 30'), 'stock shown');
        }),
    },
    {
      name: 'the Tablanet board lets the player take any set of disjoint groups when the card has too many captures to list',
      run: (env) =>
        withPage(env, async (page) => {
          // A crowded table (issue 15, item 5): the state's legal list is not all, its plays are.
          await mount(page, 'st-tablanet-board', {
            cards: ['SA', 'S6', 'H7', 'H3', 'D4', 'C7', 'C2'],
            stock: 0,
            pending: 'S7',
            choices: ['play S7', 'play S7 x H7'],
            complete: false,
            combine: true,
            plays: { card: 'S7', trail: false, groups: [['H7'], ['C7'], ['SA', 'S6'], ['H3', 'D4'], ['S6', 'C2'], ['SA', 'S6', 'H3']], mustTake: ['H7', 'C7'] },
            names: ['Ana', 'Bo'],
          });
          await recordEvents(page, 'st-act');
          const groups = page.locator('#subject button.group');
          assertEqual(await groups.count(), 6, 'one toggle per group');
          assertEqual(await page.locator('#subject .options button[data-action]').count(), 0, 'no trail where the plays allow none');
          const take = page.locator('#subject button.take');
          assert(await take.isDisabled(), 'nothing chosen: nothing to take');
          await groups.nth(0).click();
          await groups.nth(2).click();
          assert(await take.isDisabled(), 'the must-take C7 is missing');
          assert(await groups.nth(4).isDisabled(), 'a group sharing S6 with a chosen one cannot be added');
          assert(await groups.nth(5).isDisabled(), 'nor one sharing SA');
          await groups.nth(1).click();
          await groups.nth(3).click();
          assertEqual(await groups.nth(3).getAttribute('aria-pressed'), 'true', 'a chosen group says so');
          const lit = await page.locator('#subject li.taken st-card').evaluateAll((cs) => cs.map((c) => c.getAttribute('card')));
          assertEqual(lit.sort(), ['C7', 'D4', 'H3', 'H7', 'S6', 'SA'], 'the chosen cards are highlighted on the table');
          await groups.nth(3).click();
          assertEqual(await groups.nth(3).getAttribute('aria-pressed'), 'false', 'a second tap takes a group back');
          await groups.nth(3).click();
          await take.click();
          assertEqual(await seen(page), [{ type: 'st-act', action: 'play S7 x H7+SA+S6+C7+H3+D4' }], 'the union of the chosen groups is sent');
        }),
    },
    {
      name: 'the trick puts the viewer’s card at the bottom and shows the previous trick on demand',
      run: (env) =>
        withPage(env, async (page) => {
          await mount(page, 'st-trick', {
            seats: 4,
            viewer: 2,
            names: ['A', 'B', 'C', 'D'],
            plays: [
              { seat: 1, card: 'H7' },
              { seat: 2, card: 'HK' },
            ],
            previous: [
              { seat: 0, card: 'S7' },
              { seat: 1, card: 'S8' },
              { seat: 2, card: 'S9' },
              { seat: 3, card: 'SA' },
            ],
            previousWinner: 3,
          });
          const tops = await page
            .locator('#subject figure')
            .evaluateAll((fs) => fs.map((f) => [f.querySelector('st-card')!.getAttribute('card'), f.getBoundingClientRect().top]));
          assertEqual(tops.length, 2, 'two cards in the trick');
          const mine = tops.find(([c]) => c === 'HK')![1] as number;
          const other = tops.find(([c]) => c === 'H7')![1] as number;
          assert(mine > other, 'the viewer’s card lies below the others');
          await page.locator('#subject button[part=toggle]').click();
          const prev = await page.locator('#subject figure st-card').evaluateAll((cs) => cs.map((c) => c.getAttribute('card')));
          assertEqual(prev, ['S7', 'S8', 'S9', 'SA'], 'the previous trick is shown');
          assertEqual(await page.locator('#subject figure.win st-card').getAttribute('card'), 'SA', 'its winner is marked');
        }),
    },
    {
      name: 'a game without a plug-in is playable through the generic buttons',
      run: (env) =>
        withPage(env, async (page) => {
          const state = {
            table: { id: 'x', game: 'newgame', name: 'Test', seats: 3, status: 'playing', visibility: 'public', lobby: 'public', options: {}, players: [{ seat: 0, name: 'Ana', bot: false }, { seat: 1, name: 'Bo', bot: false }, { seat: 2, name: 'Cy', bot: true }], toAct: [0], createdAt: '', updatedAt: '' },
            seq: 3,
            view: { game: 'newgame', viewer: 0, phase: 'bidding', toAct: [0], hand: ['H10', 'S3'], handCounts: [2, 2, 2], scores: [0, 0, 0], deal: 1, dealer: 2, trick: [] },
            legal: ['bid garde', 'pass', 'play H10'],
            yourSeat: 0,
            seedHash: 'abc',
          };
          await mount(page, 'st-table', { tableState: state });
          await recordEvents(page, 'st-act');
          const buttons = page.locator('#subject st-actions button[data-action]');
          assertEqual(await buttons.evaluateAll((bs) => bs.map((b) => b.textContent!.trim())), ['Bid garde', 'Pass'], 'non-card actions as buttons');
          const playable = await page.locator('#subject st-hand button[data-playable]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')));
          assertEqual(playable, ['H10'], 'only the card in the legal list is playable');
          await buttons.nth(1).click();
          await page.locator('#subject st-hand button[data-card=H10]').click();
          assertEqual(await seen(page), [{ type: 'st-act', action: 'pass' }, { type: 'st-act', action: 'play H10' }], 'actions are sent up');
        }),
    },
  ],
};
