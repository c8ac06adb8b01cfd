/**
 * Königrufen in the browser. First the panels, fed with real engine states of a scripted deal
 * (Vorhand, three passes, Rufer, king call, talon, laying away, Kontra, the partner shown once the
 * called king falls, the score sheet); then a whole deal played through the site against three
 * bots, by clicking the panel and the hand (one card by keyboard), with screenshots at 1280 and
 * 360 px.
 */
import type { Page } from 'playwright-core';
import type { TableState } from '../../shared/protocol.js';
import type { TarockState, TarockView } from '../../shared/games/tarock/index.js';
import { applyNotation, createMatch, legalNotations } from '../../shared/core/match.js';
import { getGame } from '../../shared/index.js';
import { api, assert, assertEqual, componentPage, expectNoConsoleErrors, watchedPage, type Suite, type TestEnv, type WatchedPage } from './harness.js';
import { expectNoSidewaysOverflow, openCreateForm, seenState, sentActions, showTable, submitCreate, tableId, trackState, waitForSeqAbove, waitForStatus } from './helpers.js';

const NAMES = ['Ana', 'Bo', 'Cleo', 'Dan'];
const game = getGame('tarock')!;

/** A scripted deal in the engine: returns the state after each action, to show as any seat sees it. */
class Script {
  state: TarockState;
  seq = 0;
  constructor(seed: string) {
    const m = createMatch<TarockState>(game, { seats: 4, seed });
    if (!m.ok) throw new Error(m.error.message);
    this.state = m.value;
  }
  get turn(): number {
    return this.state.deal!.turn;
  }
  legal(seat = this.turn): string[] {
    return legalNotations(game, this.state, seat);
  }
  act(action: string): void {
    const r = applyNotation<TarockState>(game, this.state, this.turn, action);
    if (!r.ok) throw new Error(`${action}: ${r.error.message}`);
    this.state = r.value;
    this.seq++;
  }
  /** What the server would send `seat`. */
  tableState(seat: number): TableState {
    const view = game.view(this.state, seat) as TableState['view'];
    return {
      table: {
        id: 'tarock1', game: 'tarock', name: 'Stammtisch', seats: 4, status: 'playing', visibility: 'public', lobby: 'public', options: {},
        players: NAMES.map((name, s) => ({ seat: s, name, bot: false })), toAct: view.toAct, createdAt: '', updatedAt: '',
      },
      seq: this.seq, view, legal: this.legal(seat).filter(() => view.toAct.includes(seat)), yourSeat: seat, seedHash: 'abc',
    };
  }
}

const panelActions = (page: Page) => page.locator('#subject st-tarock-panel button[data-action]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-action')));
const playable = (page: Page) => page.locator('#subject st-hand button[data-playable]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')));
const centreText = (page: Page) => page.locator('#subject st-tarock-centre').evaluate((el) => el.shadowRoot!.textContent!.replace(/\s+/g, ' '));

/** The panel offers exactly the legal decisions that are not hand cards, and the hand exactly the legal cards. */
async function expectExactly(page: Page, legal: readonly string[], hand: readonly string[], what: string): Promise<void> {
  const cards = legal.filter((a) => hand.includes(a.split(' ')[1] ?? ''));
  const others = legal.filter((a) => !cards.includes(a));
  assertEqual((await panelActions(page)).map(String).sort(), others.slice().sort(), `${what}: the panel offers the legal decisions`);
  assertEqual((await playable(page)).map(String).sort(), cards.map((a) => a.split(' ')[1] ?? '').sort(), `${what}: the hand offers the legal cards`);
}

async function panels(env: TestEnv): Promise<void> {
  const p = await componentPage(env);
  try {
    const page = p.page;
    const s = new Script('stammtisch-tarock-2');
    const vorhand = s.turn;

    // the auction: Vorhand opens neutrally, the others see every bid they may make, with its value
    await showTable(page, s.tableState(vorhand));
    assertEqual((await panelActions(page)).sort(), ['bid sechserdreier', 'bid vorhand'], 'Vorhand opens with “Vorhand” or Sechserdreier');
    s.act('bid vorhand');
    const second = s.turn;
    await showTable(page, s.tableState(second));
    await expectExactly(page, s.legal(), [], 'second bidder');
    const dreier = page.locator('#subject st-tarock-panel button[data-action="bid dreier"]');
    const dreierName = (await dreier.getAttribute('aria-label')) ?? '';
    assert(/^Dreier, alone with a talon half, value 5$/.test(dreierName), `a bid says what it is and is worth: ${dreierName}`);
    assert((await page.locator('#subject st-tarock-panel button[data-action=pass]').textContent())!.includes('Weiter'), 'passing is “Weiter”');
    await page.locator('#subject st-tarock-panel button[data-action=pass]').click();
    assertEqual(await sentActions(page), ['pass'], 'a panel button sends its action');
    s.act('pass');
    s.act('pass');
    s.act('pass');
    await showTable(page, s.tableState(vorhand));
    await expectExactly(page, s.legal(), [], 'Vorhand’s final choice');
    assert((await panelActions(page)).includes('bid rufer') && (await panelActions(page)).includes('bid trischaken'), 'Rufer and Trischaken only for Vorhand after three passes');
    s.act('bid rufer');

    // the king call: only kings he lacks, drawn on the buttons
    await showTable(page, s.tableState(vorhand));
    const calls = s.legal();
    await expectExactly(page, calls, s.tableState(vorhand).view.hand, 'king call');
    assert(calls.every((a) => /^call (\w)K$/.test(a) || a === 'call fourth'), `kings are called: ${calls.join(', ')}`);
    s.act(calls.find((a) => a !== 'call fourth')!);

    // the talon: both halves face up for everyone, the declarer takes one
    const other = (vorhand + 1) % 4;
    const halves = (game.view(s.state, other) as unknown as TarockView).talon;
    assert(halves.every((h) => h?.length === 3), 'both halves are shown to all');
    await showTable(page, s.tableState(other));
    const onTable = await page.locator('#subject st-tarock-centre').evaluate((el) => [...el.shadowRoot!.querySelectorAll('[part=talon] st-card')].map((c) => c.getAttribute('card')));
    assertEqual(onTable, halves.flat(), 'an opponent sees both talon halves');
    assert((await centreText(page)).includes('Rufer by'), 'the contract and its declarer are shown');
    await showTable(page, s.tableState(vorhand));
    await expectExactly(page, s.legal(), s.tableState(vorhand).view.hand, 'talon choice');
    const take1 = page.locator('#subject st-tarock-panel button[data-action="talon 1"] st-card');
    assertEqual(await take1.evaluateAll((cs) => cs.map((c) => c.getAttribute('card'))), halves[0]?.slice(), 'the button shows the half it takes');
    s.act('talon 1');

    // laying away: one card per click from the hand, with the rule said in the centre
    for (let laid = 0; laid < 3; laid++) {
      await showTable(page, s.tableState(vorhand));
      await expectExactly(page, s.legal(), s.tableState(vorhand).view.hand, `laying away card ${laid + 1}`);
      assert((await centreText(page)).includes(`Lay away ${3 - laid} more`), 'the centre says how many to lay away');
      const card = s.legal()[0]!.split(' ')[1]!;
      await page.locator(`#subject st-hand button[data-card="${card}"]`).click();
      assertEqual(await sentActions(page), [`discard ${card}`], 'a hand card is laid away by clicking it');
      s.act(`discard ${card}`);
    }

    // announcements: the declarer lies, the next player may say Kontra on the game, worth 1 → 2
    await showTable(page, s.tableState(vorhand));
    await expectExactly(page, s.legal(), s.tableState(vorhand).view.hand, 'declarer’s announcements');
    assert((await page.locator('#subject st-tarock-panel button[data-action=pass]').textContent())!.includes('Ich liege'), 'the declarer says “Ich liege”');
    const trull = page.locator('#subject st-tarock-panel button[data-action="announce trull"]');
    if (await trull.count()) assert((await trull.getAttribute('aria-label'))!.endsWith('worth 2'), 'an announcement says what it is worth');
    s.act('pass');
    const kontra = s.turn;
    await showTable(page, s.tableState(kontra));
    await expectExactly(page, s.legal(), s.tableState(kontra).view.hand, 'Kontra turn');
    const k = page.locator('#subject st-tarock-panel button[data-action="kontra game"]');
    assertEqual(await k.getAttribute('aria-label'), 'Kontra on Rufer, double it (against the owner’s party), 1 → 2', 'Kontra names the item and its worth');
    assert((await page.locator('#subject st-tarock-panel button[data-action=pass]').textContent())!.includes('Gut'), 'the others say “Gut”');
    s.act('kontra game');
    await showTable(page, s.tableState(kontra));
    assert(/Rufer by \w+ Kontra · worth 2/.test(await centreText(page)), `the doubled game is on the table: ${await centreText(page)}`);
    while (s.state.deal!.phase === 'announce') s.act('pass');

    // play until the called king falls: then every seat sees who the partner is
    const called = s.state.deal!.call!;
    const partner = called.partner!;
    const outsider = [0, 1, 2, 3].find((x) => x !== vorhand && x !== partner)!;
    await showTable(page, s.tableState(outsider));
    assert((await centreText(page)).includes('Partner: unknown'), 'the partner is secret at first');
    await showTable(page, s.tableState(partner));
    assert((await centreText(page)).includes('you are the partner'), 'the partner alone knows');
    while (!s.state.deal!.partnerPublic) {
      const legal = s.legal();
      s.act(legal.find((a) => a === `play ${called.card}`) ?? legal[0]!);
    }
    await showTable(page, s.tableState(outsider));
    assertEqual(await page.locator('#subject st-tarock-centre').evaluate((el) => el.shadowRoot!.querySelector('[data-partner]')?.getAttribute('data-partner')), String(partner), 'the partner is shown once the called king is played');
    const trick = await page.locator('#subject st-tarock-centre').evaluate((el) => el.shadowRoot!.querySelector('st-trick')!.shadowRoot!.querySelectorAll('figure st-card').length);
    assert(trick >= 1, 'the trick of four is in the centre');

    // the score sheet of the deal, every item spelled out
    while (s.state.dealIndex === 0) s.act(s.legal()[0]!);
    await showTable(page, s.tableState(outsider));
    // the sheet under the scores (the deal's summary card over the table shows it too)
    const sheet = page.locator('#subject .info st-tarock-sheet');
    const rows = await sheet.evaluate((el) => [...el.shadowRoot!.querySelectorAll('tbody tr[data-item]')].map((r) => r.getAttribute('data-item')));
    const items = s.state.last!.items.map((i) => i.item);
    assertEqual(rows, items, 'the sheet lists every item of the deal');
    const text = await sheet.evaluate((el) => el.shadowRoot!.textContent!.replace(/\s+/g, ' '));
    assert(text.includes('Score sheet of deal 1') && text.includes('Rufer') && text.includes('×2'), `the sheet shows the Kontra’d game: ${text}`);
    expectNoConsoleErrors(p, 'component page');
  } finally {
    await p.context.close();
  }
}

/** The decisions on screen now: panel buttons and playable hand cards. */
async function onScreen(page: Page): Promise<{ panel: string[]; cards: string[] }> {
  const panel = await page.locator('st-tarock-panel button[data-action]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-action')!));
  const cards = await page.locator('st-hand button[data-playable]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')!));
  return { panel, cards };
}

/** What a simple player picks: Vorhand opens neutrally and then plays a Rufer; otherwise “Weiter”, one Kontra, “Gut”. */
function pick(panel: readonly string[], kontraSaid: boolean): string {
  const prefer = ['bid vorhand', 'bid rufer', 'talon 1', ...(kontraSaid ? [] : ['kontra game']), 'pass'];
  return prefer.find((a) => panel.includes(a)) ?? panel[0]!;
}

async function liveDeal(env: TestEnv): Promise<void> {
  const p: WatchedPage = await watchedPage(env, { width: 1280, height: 900 });
  await trackState(p);
  const page = p.page;
  try {
    await openCreateForm(page, env, 'Start a Tarock (Königrufen) table');
    for (const n of [2, 3, 4]) await page.getByLabel(`A bot plays seat ${n}`).check();
    await submitCreate(page, 'Ana');
    await waitForStatus(page, 'playing', 20_000);
    const id = tableId(page.url());
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('stammtisch.player')!) as { token: string }).token);

    let moves = 0;
    let byKeyboard = false;
    let kontraSaid = false;
    let shots = false;
    let idle = Date.now();
    const phases = new Set<string>();
    for (;;) {
      const st = await seenState(page);
      if (await page.locator('st-tarock-sheet').count()) break;
      if (!st?.yourTurn) {
        assert(Date.now() - idle < 30_000, 'the bots keep playing');
        await page.waitForTimeout(100);
        continue;
      }
      idle = Date.now();
      const server = await api<{ seq: number; legal: string[]; view: { phase: string; hand: string[]; trick: unknown[] } }>(env, 'GET', `/api/tables/${id}`, token);
      if (server.seq !== st.seq) continue;
      phases.add(server.view.phase);
      // the panel and the hand offer exactly the legal list (the screen may still be catching up)
      const cards = server.legal.filter((a) => server.view.hand.includes(a.split(' ')[1] ?? '')).map((a) => a.split(' ')[1]!).sort();
      const others = server.legal.filter((a) => !server.view.hand.includes(a.split(' ')[1] ?? '')).sort();
      let screen = await onScreen(page);
      for (let i = 0; i < 50 && JSON.stringify([screen.panel.slice().sort(), screen.cards.slice().sort()]) !== JSON.stringify([others, cards]); i++) {
        await page.waitForTimeout(100);
        screen = await onScreen(page);
      }
      assertEqual([screen.panel.slice().sort(), screen.cards.slice().sort()], [others, cards], `move ${moves}: the screen offers exactly the legal choices`);

      if (screen.panel.length) {
        const action = pick(screen.panel, kontraSaid);
        if (action.startsWith('kontra')) kontraSaid = true;
        await page.locator(`st-tarock-panel button[data-action="${action}"]`).click();
      } else if (!byKeyboard && server.view.phase === 'play') {
        // a card by keyboard: focus the hand, move with the arrows, Enter plays the focused card
        byKeyboard = true;
        await page.locator('st-hand button[data-playable]').first().focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('Enter');
      } else {
        const card = screen.cards[0]!;
        await page.locator(`st-hand button[data-card="${card}"]`).click();
        // the card leaves the hand (the trick shows it until the next trick is led, which the bots may do at once)
        await page.locator(`st-hand button[data-card="${card}"]`).waitFor({ state: 'detached', timeout: 10_000 });
      }
      await waitForSeqAbove(page, st.seq);
      moves++;
      assert(moves < 60, 'one deal takes fewer than 60 decisions');
      if (!shots && server.view.phase === 'play') {
        shots = true;
        await screenshots(env, page);
      }
    }
    assert(phases.has('bidding') && phases.has('play'), `Ana bid and played cards (${[...phases].join(', ')})`);
    assert(byKeyboard, 'a card was played by keyboard');
    const text = await page.locator('st-table .info st-tarock-sheet').evaluate((el) => el.shadowRoot!.textContent!.replace(/\s+/g, ' '));
    assert(text.includes('Score sheet of deal 1') && text.includes('Deal total'), `the score sheet of the deal appears: ${text.slice(0, 200)}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${env.artifacts}/tarock-sheet-1280.png`, fullPage: true });
    expectNoConsoleErrors(p, 'Ana’s browser');
  } finally {
    await p.context.close();
  }
}

/** The elements that reach beyond the viewport, through shadow roots (for a failure message). */
function wide(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const out = [];
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        const b = el.getBoundingClientRect();
        if (b.right > window.innerWidth + 1 && b.width > 0) out.push(el.localName + '.' + el.className + ' ' + Math.round(b.left) + '–' + Math.round(b.right));
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return out.slice(0, 12).join('; ');
  })()`);
}

async function screenshots(env: TestEnv, page: Page): Promise<void> {
  await page.screenshot({ path: `${env.artifacts}/tarock-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${env.artifacts}/tarock-360.png`, fullPage: true });
  await expectNoSidewaysOverflow(page, wide);
  await page.setViewportSize({ width: 1280, height: 900 });
}

export const suite: Suite = {
  name: 'tarock',
  tests: [
    { name: 'the Königrufen panels show an engine deal: bids, call, talon, laying away, Kontra, partner, score sheet', run: panels },
    { name: 'a Königrufen deal is played through the site against three bots', run: liveDeal },
  ],
};
