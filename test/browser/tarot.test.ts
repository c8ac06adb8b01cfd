/**
 * French Tarot through the table UI. (1) A whole 4-player deal on the table element, fed with the
 * engine's own views and legal lists for a prepared deck: every decision panel offers exactly the
 * legal choices, the chien is shown to all, the forced écart trumps are announced and shown, the
 * poignée is declared level first and then trump by trump, the Excuse is marked in the trick, the
 * score sheet spells out the formula. (2) Three people play a deal on the real server, each in
 * their own browser. (3) A 5-player deal against four bots: the king call and the partner revealed.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { applyNotation, createMatch, legalNotations, type AnyGameDef } from '../../shared/core/index.js';
import { dealLayout, fixedGaps } from '../../shared/games/tarot/deal.js';
import { tarot, type TarotState } from '../../shared/games/tarot/index.js';
import { DECK_TAROT_78 } from '../../shared/core/cards.js';
import {
  api,
  assert,
  assertEqual,
  componentPage,
  expectNoConsoleErrors,
  watchedPage,
  type Suite,
  type TestEnv,
} from './harness.js';
import {
  expectNoSidewaysOverflow,
  fillOptions,
  openCreateForm,
  screenshotPair,
  seenState,
  sitDown,
  submitCreate,
  tabIntoHand,
  tableId,
  trackState,
  waitForSeqAbove,
  waitForStatus,
} from './helpers.js';

const def = tarot as unknown as AnyGameDef;
/** Cards in a long hand overlap: a player taps the visible left edge, where the index is. */
const EDGE = { position: { x: 5, y: 30 } };
const NAMES = ['Ana', 'Bo', 'Cy', 'Dee'];

/**
 * 4 players, Ana (seat 0) speaks first. Hand + chien give her 19 trumps, the 4 Kings and one
 * spade: the écart must hold the spade and 5 trumps, all shown (rules §7.2, §13.3); with the
 * discarded trumps shown again she may declare up to a triple poignée (§8.2, Q5).
 */
function preparedDeck(): string[] {
  const ana = ['SK', 'HK', 'DK', ...Array.from({ length: 15 }, (_, i) => `T${i + 2}`)];
  const chien = ['CK', 'T17', 'T18', 'T19', 'T20', 'S1'];
  const bo = ['EX', 'T1', 'T21'];
  const used = new Set([...ana, ...chien, ...bo]);
  const rest = DECK_TAROT_78.filter((c) => !used.has(c));
  const hands: string[][] = [ana, [...bo, ...rest.splice(0, 15)], rest.splice(0, 18), rest.splice(0, 18)];
  const layout = dealLayout([0, 1, 2, 3], fixedGaps(24, 6));
  const taken = [0, 0, 0, 0];
  let c = 0;
  return layout.map((seat) => (seat < 0 ? chien[c++]! : hands[seat]![taken[seat]!++]!));
}

function tableState(state: TarotState, seat: number, seq: number): unknown {
  const view = def.view(state, seat) as { toAct: readonly number[] };
  const over = def.outcome(state);
  return {
    table: {
      id: 'tarottest001',
      game: 'tarot',
      name: 'Prepared deal',
      seats: 4,
      status: over ? 'finished' : 'playing',
      visibility: 'private',
      lobby: 'public',
      options: {},
      players: NAMES.map((name, s) => ({ seat: s, name, playerId: `p${s}`, bot: false })),
      toAct: view.toAct,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    },
    seq,
    view,
    legal: view.toAct.includes(seat) ? legalNotations(def, state, seat) : [],
    yourSeat: seat,
    seedHash: '0'.repeat(64),
    ...(over ? { outcome: over } : {}),
  };
}

async function show(page: Page, state: TarotState, seat: number, seq: number): Promise<void> {
  await page.evaluate(async (ts) => {
    const el = document.getElementById('subject') as HTMLElement & { tableState: unknown; updateComplete: Promise<unknown> };
    el.tableState = ts;
    await el.updateComplete;
  }, tableState(state, seat, seq));
  // the nested elements render after the table
  await page.waitForTimeout(20);
}

/** The action the last click sent, as the table's st-act event carried it. */
const takeAct = (page: Page) => page.evaluate(() => (window as unknown as { acts: string[] }).acts.shift());

const panelActions = (page: Page) =>
  page.locator('st-tarot-panel button[data-action]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-action')));
const playable = (page: Page) => page.locator('st-hand button[data-playable]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')));

/**
 * What the hand and the panel should offer: the hand every legal action naming one of its cards,
 * the panel the others, plus every call (a King in the taker's own hand may be called, §6.3).
 */
function split(legal: readonly string[], hand: readonly string[]): { cards: string[]; other: string[] } {
  const inHand = new Set(hand);
  const cards = legal.filter((a) => inHand.has(a.split(' ')[1] ?? ''));
  return { cards: cards.map((a) => a.split(' ')[1]!), other: legal.filter((a) => !cards.includes(a) || a.startsWith('call ')) };
}

async function preparedDeal(env: TestEnv): Promise<void> {
  const p = await componentPage(env);
  const { page } = p;
  try {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.evaluate(() => {
      const w = window as unknown as { acts: string[] };
      w.acts = [];
      const el = document.createElement('st-table');
      el.id = 'subject';
      el.addEventListener('st-act', (e) => w.acts.push((e as Event & { action: string }).action));
      document.body.replaceChildren(el);
    });
    const created = createMatch<TarotState>(def, { seats: 4, options: { firstDealer: 3, deals: 1 }, seed: 'ui', decks: [preparedDeck()] });
    assert(created.ok, 'the prepared deal is set up');
    let state = created.value;
    let seq = 0;
    let sawExcuse = false;
    let poignee = false;
    let keyboard = false;
    for (; seq < 200; seq++) {
      const seat = (def.view(state, 0) as { toAct: readonly number[] }).toAct[0];
      if (seat === undefined) break;
      await show(page, state, seat, seq);
      const legal = legalNotations(def, state, seat);
      const { cards, other } = split(legal, state.deal.hands[seat]!);
      assertEqual((await panelActions(page)).sort(), [...other].sort(), `the panel offers exactly the legal decisions (${state.deal.phase})`);
      assertEqual((await playable(page)).sort(), [...new Set(cards)].sort(), `the hand offers exactly the legal cards (${state.deal.phase})`);
      const phase = state.deal.phase;
      if (phase === 'bidding') {
        await page.getByRole('button', { name: seat === 0 ? 'Garde ×2' : 'Pass', exact: true }).click();
      } else if (phase === 'ecart') {
        await checkEcart(page, state, seq);
        await show(page, state, seat, seq);
        // the spade first, then trumps: each trump laid away is announced as forced and shown
        await page.locator('st-hand button[data-playable]').first().click(EDGE);
      } else if (phase === 'announce') {
        await page.getByRole('button', { name: 'No chelem' }).click();
      } else if (other.some((a) => a.startsWith('poignee ')) && seat === 0) {
        assertEqual(other, ['poignee simple', 'poignee double', 'poignee triple'], 'levels up to a triple with the shown écart trumps');
        await page.getByRole('button', { name: /^Poignée simple: 10 trumps, 20 points/ }).click();
        poignee = true;
      } else if (cards.length && !keyboard && phase === 'play' && seat === 1) {
        keyboard = true;
        await page.locator('st-hand button[data-playable]').first().focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('Enter');
      } else {
        await page.locator('st-hand button[data-playable]').first().click(EDGE);
      }
      const act = await takeAct(page);
      assert(act !== undefined && legal.includes(act), `the click sent a legal action (${act})`);
      const next = applyNotation<TarotState>(def, state, seat, act);
      assert(next.ok, `the engine accepts ${act}`);
      state = next.value;
      if (act.startsWith('show ')) await checkPoigneeProgress(page, state, seq);
      const trick = state.deal.trick;
      if (trick.length > 0) {
        await show(page, state, 2, seq + 1);
        const shown = await page.locator('st-tarot-trick figure st-card').evaluateAll((cs) => cs.map((c) => c.getAttribute('card')));
        assertEqual(shown, trick.map((t) => t.card), 'the trick centre shows the cards of the trick');
        if (trick.some((t) => t.card === 'EX')) {
          sawExcuse = true;
          await page.locator('st-tarot-trick figure.excuse .tag').getByText('Excuse').waitFor();
          // outside the last trick it stays with its camp (§9.4); in the last one it goes to the winner's camp (§9.5, Q1)
          const final = state.deal.hands.every((h) => h.length <= 1);
          const legend = final ? 'Excuse in the last trick: it goes to the camp that wins the trick' : 'Excuse: stays with its camp';
          await page.locator('st-tarot-trick .legend').getByText(legend).waitFor();
        }
        if (trick.length === 2 && state.deal.tricks.length === 1) await screenshots(env, page, state, seq);
      }
    }
    assert(poignee && keyboard, 'the poignée was declared and one card played with the keyboard');
    assert(sawExcuse, 'the Excuse was seen in a trick');
    await show(page, state, 1, seq);
    const sheet = state.lastSheet!;
    assertEqual(await page.locator('st-table .info st-tarot-sheet [part=formula]').innerText(), sheet.formula, 'the sheet spells out the formula');
    assert(sheet.formula.includes('poignée'), 'the poignée is in the formula');
    const rows = await page.locator('st-table .info st-tarot-sheet table.history tbody tr').count();
    assertEqual(rows, 2, 'one deal and the total in the history');
    await page.getByText('Match over').first().waitFor();
    // the same sheet in German, the FFT terms kept
    await page.evaluate(async (base) => ((await import(`${base}/embed.js`)) as { setLocale(l: string): void }).setLocale('de'), env.base);
    await page.locator('st-table .info st-tarot-sheet').getByText('Abrechnung, Spiel 1').waitFor();
    await page.locator('st-table .info st-tarot-sheet').getByText(/^Kontrakt (gewonnen|verloren) um \d+$/).waitFor();
    await page.locator('st-table .info st-tarot-sheet').getByText('Poignée simple', { exact: true }).first().waitFor();
    await page.screenshot({ path: `${env.artifacts}/tarot-sheet-de.png`, fullPage: true });
    expectNoConsoleErrors(p, 'the prepared deal page');
  } finally {
    await p.context.close();
  }
}

/** The écart (§7.1, §7.2): the chien face up for a defender too, the forced trumps said and shown. */
async function checkEcart(page: Page, state: TarotState, seq: number): Promise<void> {
  const deal = state.deal;
  await show(page, state, 3, seq);
  const chien = await page.locator('st-tarot-centre [part=chien] st-card').evaluateAll((cs) => cs.map((c) => c.getAttribute('card')));
  assertEqual(chien, [...deal.chienShown], 'a defender sees the chien turned up');
  const shown = await page.locator('st-tarot-centre [part=shown] st-card').evaluateAll((cs) => cs.map((c) => c.getAttribute('card')));
  assertEqual(shown, deal.ecart.filter((c) => c.startsWith('T')), 'a defender sees the trumps laid away, and only them');
  await show(page, state, 0, seq);
  const forced = 6 - deal.ecart.length - (deal.ecart.includes('S1') ? 0 : 1);
  const note = page.locator('st-tarot-centre .warn');
  await note.getByText(`${forced} more ${forced === 1 ? 'trump' : 'trumps'} must go into the écart`).waitFor();
}

/** The trumps of a poignée being chosen: counted for the player, hidden from the others until complete. */
async function checkPoigneeProgress(page: Page, state: TarotState, seq: number): Promise<void> {
  const p = state.deal.poignees.find((x) => x.seat === 0)!;
  await show(page, state, 0, seq);
  if (!p.complete) {
    await page.locator('st-tarot-centre .poignee').getByText(`(${p.cards.length} of 10)`).waitFor();
    await show(page, state, 1, seq);
    assertEqual(await page.locator('st-tarot-centre .poignee st-card').count(), 0, 'the others do not see the trumps yet');
  } else {
    await show(page, state, 1, seq);
    assertEqual(await page.locator('st-tarot-centre .poignee st-card').count(), 10, 'the whole poignée is shown to everyone at once');
  }
}

async function screenshots(env: TestEnv, page: Page, state: TarotState, seq: number): Promise<void> {
  mkdirSync(env.artifacts, { recursive: true });
  await page.screenshot({ path: `${env.artifacts}/tarot-4p-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await show(page, state, 2, seq + 1);
  await page.screenshot({ path: `${env.artifacts}/tarot-4p-360.png`, fullPage: true });
  await expectNoSidewaysOverflow(page);
  await page.setViewportSize({ width: 1280, height: 1000 });
}

// ---------------------------------------------------------------------------------------------------
// On the real server

interface Served {
  seq: number;
  legal: string[];
  view: { hand: string[]; phase: string; partner: number | 'none' | null; called: string | null; lastDeal: { formula: string } | null };
  outcome?: { scores: number[] };
}

/** The table as the server shows it to the player of this browser (their view and legal list). */
async function served(env: TestEnv, page: Page, id: string): Promise<Served> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('stammtisch.player') ?? '{}') as { token?: string }).token);
  return api<Served>(env, 'GET', `/api/tables/${id}`, token);
}

/** The decision panel and the hand offer exactly the server's legal list. */
async function checkOffers(page: Page, s: Served): Promise<void> {
  const { cards, other } = split(s.legal, s.view.hand);
  await page.locator('st-tarot-panel button[data-action], st-hand button[data-playable]').first().waitFor();
  assertEqual((await panelActions(page)).sort(), [...other].sort(), `the panel offers exactly the legal decisions (${s.view.phase})`);
  assertEqual((await playable(page)).sort(), [...new Set(cards)].sort(), `the hand offers exactly the legal cards (${s.view.phase})`);
}

/** Creates a Tarot table through the form: seats, bots, options, the creator's name; returns the invitation link. */
async function createTable(page: Page, env: TestEnv, seats: number, bots: number[], options: Record<string, string>, autoPlaySingle = true): Promise<string> {
  await openCreateForm(page, env, 'Start a French Tarot table');
  await page.locator('#seats').selectOption(String(seats));
  await fillOptions(page, options);
  for (const b of bots) await page.getByLabel(`A bot plays seat ${b + 1}`).check();
  if (!autoPlaySingle) await page.locator('#auto-play').uncheck();
  return submitCreate(page, 'Ana');
}

/** Plays a card by keyboard alone: Tab into the hand, the arrows, Enter. */
async function keyboardCard(page: Page): Promise<void> {
  await tabIntoHand(page, 120);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
}

/**
 * Ana, Bo (on a phone) and Cy play one deal, each in their own browser. Ana speaks first and takes
 * a garde; everyone sees the chien; she lays the écart away card by card; they play it out.
 */
async function threePlayers(env: TestEnv): Promise<void> {
  const pages = [await watchedPage(env), await watchedPage(env, { width: 360, height: 780 }), await watchedPage(env, { width: 1024, height: 800 })];
  for (const p of pages) await trackState(p);
  try {
    const [ana, bo, cy] = pages.map((p) => p.page) as [Page, Page, Page];
    // The people play every card themselves: a forced card played by the table after a moment would
    // race the check that every browser shows each card.
    const link = await createTable(ana, env, 3, [], { deals: '1', firstDealer: 'Seat 3' }, false);
    const id = tableId(link);
    for (const [page, name] of [[bo, 'Bo'], [cy, 'Cy']] as const) {
      await page.goto(link);
      await sitDown(page, name);
    }
    for (const page of [ana, bo, cy]) await waitForStatus(page, 'playing');
    const bySeat: Page[] = [];
    for (const page of [ana, bo, cy]) bySeat[(await seenState(page))!.yourSeat!] = page;
    assert(bySeat[0] === ana, 'the creator sits at seat 0 and speaks first');

    let moves = 0;
    let keyboard = false;
    let sawChien = false;
    let idleSince = Date.now();
    for (;;) {
      const states = await Promise.all(bySeat.map((p) => seenState(p)));
      if (states.every((x) => x?.status === 'finished')) break;
      const seat = states.findIndex((x) => x?.yourTurn);
      if (seat < 0) {
        assert(Date.now() - idleSince < 15_000, 'after every move someone is to play');
        await ana.waitForTimeout(50);
        continue;
      }
      idleSince = Date.now();
      const page = bySeat[seat]!;
      const s = await served(env, page, id);
      if (s.seq !== states[seat]!.seq) continue; // the browser has not caught up yet
      await checkOffers(page, s);
      let card = '';
      if (s.view.phase === 'bidding') {
        await page.getByRole('button', { name: seat === 0 ? 'Garde ×2' : 'Pass', exact: true }).click();
      } else if (s.view.phase === 'announce') {
        await page.getByRole('button', { name: 'No chelem' }).click();
      } else if (s.legal.some((a) => a.startsWith('poignee '))) {
        await page.locator('st-tarot-panel button[data-action^="poignee"]').first().click();
      } else {
        if (s.view.phase === 'ecart' && !sawChien) {
          sawChien = true;
          for (const p of bySeat) await p.locator('st-tarot-centre [part=chien] st-card').nth(5).waitFor();
          await screenshotPair(env, 'tarot-ecart', ana, bo);
        }
        card = (await page.locator('st-hand button[data-playable]').first().getAttribute('data-card'))!;
        if (!keyboard && s.view.phase === 'play' && seat === 2) {
          keyboard = true;
          card = '';
          await keyboardCard(page);
        } else {
          await page.locator(`st-hand button[data-card="${card}"]`).click(EDGE);
        }
      }
      await waitForSeqAbove(page, s.seq);
      moves++;
      if (card && s.view.phase === 'play') {
        // every browser's trick centre shows the card (the finished trick stays until the next card)
        for (const p of bySeat) await p.locator(`st-tarot-trick figure st-card[card="${card}"]`).waitFor({ timeout: 10_000 });
      }
      if (moves === 20) await screenshotPair(env, 'tarot-play', ana, bo);
      assert(moves < 200, 'the deal ends');
    }
    assert(sawChien && keyboard, 'the chien was shown and a card was played with the keyboard');
    const end = await served(env, ana, id);
    assert(end.outcome && end.outcome.scores.reduce((a, b) => a + b, 0) === 0, 'the scores sum to zero');
    for (const page of [ana, bo, cy]) {
      await page.getByText('Match over').first().waitFor();
      assertEqual(await page.locator('st-table .info st-tarot-sheet [part=formula]').innerText(), end.view.lastDeal!.formula, 'the score sheet spells out the formula');
    }
    await ana.screenshot({ path: `${env.artifacts}/tarot-sheet-1280.png`, fullPage: true });
    for (const [i, p] of pages.entries()) expectNoConsoleErrors(p, `${['Ana', 'Bo', 'Cy'][i]}’s browser`);
  } finally {
    for (const p of pages) await p.context.close();
  }
}

/**
 * Ana against four bots at 5 players: she bids a garde contre (nobody can go higher), calls a card
 * she does not hold, and sees her partner named once the called card is played (§6).
 */
async function fivePlayers(env: TestEnv): Promise<void> {
  const p = await watchedPage(env);
  await trackState(p);
  const { page } = p;
  try {
    const link = await createTable(page, env, 5, [1, 2, 3, 4], { deals: '1', firstDealer: 'Seat 5' });
    const id = tableId(link);
    await waitForStatus(page, 'playing');
    let called = '';
    let partnerSeen = false;
    let idleSince = Date.now();
    for (let moves = 0; ; ) {
      const st = (await seenState(page))!;
      if (st.status === 'finished') break;
      if (!st.yourTurn) {
        assert(Date.now() - idleSince < 20_000, 'the bots play on');
        await page.waitForTimeout(100);
        continue;
      }
      idleSince = Date.now();
      const s = await served(env, page, id);
      if (s.seq !== st.seq) continue;
      await checkOffers(page, s);
      const phase = s.view.phase;
      if (phase === 'play' && s.view.partner !== null && !partnerSeen) {
        partnerSeen = true;
        const text = s.view.partner === 'none' ? 'Ana plays alone' : `partner Bot ${s.view.partner + 1}`;
        await page.locator('st-tarot-centre .partner').getByText(text).waitFor();
        if (s.view.partner !== 'none') await page.locator('st-seat').filter({ hasText: `Bot ${s.view.partner + 1}` }).getByText('partner').waitFor();
      } else if (phase === 'play' && s.view.partner === null) {
        await page.locator('st-tarot-centre .partner').getByText('partner not known yet').waitFor();
      }
      if (phase === 'bidding') {
        await page.getByRole('button', { name: 'Garde contre le Chien' }).click();
      } else if (phase === 'call') {
        assert(s.legal.every((a) => a.startsWith('call ')), 'only calls are offered');
        for (const own of s.legal.filter((a) => s.view.hand.includes(a.slice(5)))) {
          await page.locator(`st-tarot-panel button[data-action="${own}"]`).getByText('in your hand: you play alone').waitFor();
        }
        const other = s.legal.find((a) => !s.view.hand.includes(a.slice(5))) ?? s.legal[0]!;
        called = other.slice(5);
        await page.screenshot({ path: `${env.artifacts}/tarot-call-1280.png` });
        await page.locator(`st-tarot-panel button[data-action="${other}"]`).click();
      } else if (phase === 'announce') {
        await page.getByRole('button', { name: 'No chelem' }).click();
      } else {
        await page.locator('st-hand button[data-playable]').first().click(EDGE);
      }
      await waitForSeqAbove(page, s.seq);
      if (phase === 'call') await page.locator(`st-tarot-centre [data-called="${called}"]`).waitFor();
      assert(++moves < 60, 'the deal ends');
    }
    assert(called !== '', 'Ana called a card');
    await page.getByText('Match over').first().waitFor();
    const end = await served(env, page, id);
    assertEqual(await page.locator('st-table .info st-tarot-sheet [part=formula]').innerText(), end.view.lastDeal!.formula, 'the score sheet spells out the formula');
    await page.locator('st-table .info st-tarot-sheet').getByText('Called card').waitFor();
    await page.screenshot({ path: `${env.artifacts}/tarot-5p-1280.png`, fullPage: true });
    expectNoConsoleErrors(p, 'Ana’s browser');
  } finally {
    await p.context.close();
  }
}

export const suite: Suite = {
  name: 'tarot',
  tests: [
    { name: 'a prepared 4-player deal: bidding, chien, forced écart trumps, poignée, Excuse, score sheet', run: preparedDeal },
    { name: 'three people play a deal through the UI: garde, chien shown to all, écart, tricks, score sheet', run: threePlayers },
    { name: 'five players with four bots: garde contre, the king call, the partner revealed, score sheet', run: fivePlayers },
  ],
};
