/**
 * Taleles in the browser. First the panels, fed with real engine states of a scripted 2-player deal
 * (Bela before the trump choice beside the turned card, the seven exchange, melds in trick 1, the
 * winning meld revealed, Kontra and Re-Kontra with their multipliers, the score sheet) in German
 * cards, the 4-player trump choice, and the trick centre at 2, 3 and 4 players; then a whole deal
 * played through the site against two bots, by clicking the panel and the hand (one card by
 * keyboard), with screenshots at 1280 and 360 px.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { TalelesState, TalelesView } from '../../shared/games/taleles/index.js';
import { applyNotation, createMatch, legalNotations } from '../../shared/core/match.js';
import { getGame } from '../../shared/index.js';
import type { TableState } from '../../shared/protocol.js';
import { api, assert, assertEqual, componentPage, expectNoConsoleErrors, watchedPage, type Suite, type TestEnv, type WatchedPage } from './harness.js';
import { expectNoSidewaysOverflow, fillOptions, openCreateForm, sentActions, showTable, submitCreate, tabIntoHand, tableId, trackState, waitForStatus, type Seen } from './helpers.js';

const NAMES = ['Ana', 'Bo', 'Cleo', 'Dan'];
const game = getGame('taleles')!;

/**
 * The scripted 2-player deck (rules §4: F gets d0–2, d6–8 and the hidden d12–14; the dealer d3–5,
 * d9–11 and d15–17; d18 is turned up, the rest is the stock). Ana (seat 0, forehand) holds K and Q
 * of hearts, the turned suit, and the 7 of hearts; a Terz of spades; hidden a Terz of diamonds. Bo
 * holds a Fünfzig of clubs, which beats both Terzes (§7.3).
 */
const DECK_2P = [
  'HK', 'HQ', 'H7', 'CA', 'CK', 'CQ', 'S9', 'S10', 'SJ', 'CJ', 'SA', 'SK', 'D7', 'D8', 'D9', 'DA', 'DK', 'DQ',
  'HA',
  'H8', 'H9', 'H10', 'HJ', 'S7', 'S8', 'SQ', 'D10', 'DJ', 'C7', 'C8', 'C9', 'C10',
];

/** A scripted match in the engine: the state after each action, shown as any seat would see it. */
class Script {
  state: TalelesState;
  seq = 0;
  constructor(
    readonly seats: number,
    seed: string,
    options: Record<string, unknown>,
    decks?: string[][],
  ) {
    const m = createMatch<TalelesState>(game, { seats, seed, options, decks });
    if (!m.ok) throw new Error(m.error.message);
    this.state = m.value;
  }
  get turn(): number {
    return this.state.deal.turn;
  }
  legal(seat = this.turn): string[] {
    return legalNotations(game, this.state, seat);
  }
  act(action: string): void {
    const r = applyNotation<TalelesState>(game, this.state, this.turn, action);
    if (!r.ok) throw new Error(`${action}: ${r.error.message}`);
    this.state = r.value;
    this.seq++;
  }
  view(seat: number): TalelesView {
    return game.view(this.state, seat) as TalelesView;
  }
  /** What the server would send `seat`. */
  tableState(seat: number): TableState {
    const view = game.view(this.state, seat) as TableState['view'];
    const legal = view.toAct.includes(seat) ? this.legal(seat) : [];
    return {
      table: {
        id: 'taleles1', game: 'taleles', name: 'Stammtisch', seats: this.seats, status: 'playing', visibility: 'public', lobby: 'public',
        options: {}, players: NAMES.slice(0, this.seats).map((name, s) => ({ seat: s, name, bot: false })), toAct: [...view.toAct],
        createdAt: '', updatedAt: '',
      },
      seq: this.seq, view, legal, yourSeat: seat, seedHash: 'abc',
    };
  }
}

/** The notations of the panel's buttons, in order. */
const panelActions = (page: Page): Promise<string[]> =>
  page.locator('#subject st-taleles-panel button[data-action]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-action')!));

/** Legal actions that are not card plays: the panel's part of the legal list. */
const decisions = (legal: readonly string[], hand: readonly string[]): string[] =>
  legal.filter((a) => !(a.startsWith('play ') && hand.includes(a.split(' ')[1]!)));

async function panels(env: TestEnv): Promise<void> {
  const p = await componentPage(env);
  const page = p.page;
  try {
    const s = new Script(2, 'taleles-ui', { firstDealer: 1, cards: 'german' }, [DECK_2P]);
    assertEqual(s.turn, 0, 'Ana is forehand');

    // Bela round (§5.1): the turned card beside the question, Bela in its suit or pass
    await showTable(page, s.tableState(0));
    assertEqual(await panelActions(page), ['bela H', 'pass'], 'the Bela round offers exactly the legal choices');
    mkdirSync(env.artifacts, { recursive: true });
    await page.screenshot({ path: `${env.artifacts}/taleles-bela.png`, fullPage: true });
    const turned = page.locator('#subject st-taleles-panel figure st-card');
    assertEqual(await turned.getAttribute('card'), 'HA', 'the turned card is shown with the question');
    const label = await turned.evaluate((c) => c.shadowRoot!.querySelector('svg')!.getAttribute('aria-label'));
    assertEqual(label, 'ace (Daus) of hearts (Herz)', 'the table’s German cards are drawn though the player chose French');
    const hand = await page.locator('#subject st-hand button st-card').first().evaluate((c) => c.shadowRoot!.querySelector('svg')!.getAttribute('aria-label'));
    assert(hand?.includes('(Herz)') || hand?.includes('(Schelle)') || hand?.includes('(Grün)'), `the hand is German too: ${hand}`);
    await page.locator('#subject st-taleles-panel button[data-action="bela H"]').click();
    assertEqual(await sentActions(page), ['bela H'], 'Bela is sent as its notation');

    // the announce window (§5.6): the seven exchange, Pitsch, done
    s.act('bela H');
    await showTable(page, s.tableState(0));
    assertEqual(await panelActions(page), decisions(s.legal(0), s.view(0).hand), 'the announce panel is the legal list');
    assertEqual(await panelActions(page), ['seven', 'pitsch', 'pass'], 'seven, Pitsch, done');
    const seven = await page.locator('#subject st-taleles-panel button[data-action=seven]').innerText();
    assert(seven.includes('Exchange 7 of hearts (Herz) for ace (Daus) of hearts (Herz)'), `the exchange names both cards: ${seven}`);
    const facts = await page.locator('#subject st-taleles-centre').evaluate((c) => c.shadowRoot!.querySelector('.facts')!.textContent!.replace(/\s+/g, ' '));
    assert(facts.includes('hearts (Herz), chosen by Ana') && facts.includes('Bela (Glupi): Ana'), `trump, maker and Bela shown: ${facts}`);
    assert(/Beet \d+/.test(facts), `the Beet is shown once trump is fixed: ${facts}`);
    s.act('seven');
    s.act('pass');
    s.act('pass');
    const swapped = await (async () => {
      await showTable(page, s.tableState(1));
      return page.locator('#subject st-taleles-centre').evaluate((c) => c.shadowRoot!.querySelector('figure.turned')!.textContent!.replace(/\s+/g, ' '));
    })();
    assert(swapped.includes('Ana exchanged 7 of hearts (Herz) for ace (Daus) of hearts (Herz)'), `the exchange is public: ${swapped}`);

    // trick 1 (§7.2): one button per meld, announced before the card
    await showTable(page, s.tableState(0));
    // the exchanged ace completes a Terz in trump: three melds to choose from
    assertEqual(await panelActions(page), ['meld HQ+HK+HA', 'meld D7+D8+D9', 'meld S9+S10+SJ'], 'the melds of Ana’s hand');
    await page.locator('#subject st-taleles-panel button[data-action="meld S9+S10+SJ"]').click();
    assertEqual(await sentActions(page), ['meld S9+S10+SJ'], 'a meld is sent as its notation');
    s.act('meld S9+S10+SJ');
    s.act('play SJ');
    await showTable(page, s.tableState(1));
    const announced = await page.locator('#subject st-taleles-centre').evaluate((c) => c.shadowRoot!.querySelector('[part=melds]')!.textContent!.replace(/\s+/g, ' '));
    assert(announced.includes('Ana: Terz, top U'), `Bo hears the Terz, not its suit: ${announced}`);
    assertEqual(await page.locator('#subject st-taleles-centre').evaluate((c) => c.shadowRoot!.querySelectorAll('[part=melds] st-card').length), 0, 'no meld card is shown before it counts');
    s.act('meld CJ+CQ+CK+CA');
    s.act('play SA');

    // meld resolution and the Kontra round (§7.4, §9): Bo's Fünfzig counts, Ana doubles it
    await showTable(page, s.tableState(0));
    const credited = await page.locator('#subject st-taleles-centre').evaluate((c) =>
      [...c.shadowRoot!.querySelectorAll('[part=melds] li')].map((li) => [li.getAttribute('data-credited'), li.querySelectorAll('st-card').length]),
    );
    assertEqual(credited, [['false', 3], ['true', 4]], 'Ana sees her own Terz and Bo’s winning Fünfzig with its four cards');
    assertEqual(await panelActions(page), ['kontra sequence', 'pass'], 'Ana may double only Bo’s meld');
    await page.locator('#subject st-taleles-panel button[data-action="kontra sequence"]').press('Enter');
    assertEqual(await sentActions(page), ['kontra sequence'], 'Kontra by keyboard');
    s.act('kontra sequence');
    await showTable(page, s.tableState(1));
    assertEqual(await panelActions(page), ['kontra game', 'kontra sequence', 'kontra bela', 'pass'], 'Bo answers or doubles Ana’s items');
    mkdirSync(env.artifacts, { recursive: true });
    await page.screenshot({ path: `${env.artifacts}/taleles-kontra.png`, fullPage: true });
    const rows = await page
      .locator('#subject st-taleles-panel tr')
      .evaluateAll((trs) => trs.map((tr) => tr.textContent!.replace(/\s+/g, ' ').trim()));
    assert(rows[1]!.includes('Fünfzig, top A (Bo)') && rows[1]!.includes('Kontra ×2 by Ana') && rows[1]!.includes('Re-Kontra ×4'), `the Fünfzig row: ${rows[1]}`);
    assert(rows[0]!.includes('Game (Ana)') && rows[0]!.includes('×1') && rows[0]!.includes('Kontra ×2'), `the game row: ${rows[0]}`);
    s.act('kontra sequence');
    s.act('kontra sequence');
    await showTable(page, s.tableState(1));
    const level = await page.locator('#subject st-taleles-centre').evaluate((c) => c.shadowRoot!.querySelector('[data-item=sequence]')!.textContent!.replace(/\s+/g, ' '));
    assert(level.includes('Sub-Re ×8 by Ana'), `everybody sees the level, its seed name and who raised it: ${level}`);

    // to the end of the deal; the sheet, item by item
    while (s.view(0).lastDeal === null) {
      const legal = s.legal();
      s.act(legal.includes('pass') ? 'pass' : legal.find((a) => a.startsWith('play'))!);
    }
    await showTable(page, s.tableState(0));
    await page.screenshot({ path: `${env.artifacts}/taleles-sheet.png`, fullPage: true });
    const sheet = page.locator('#subject .info st-taleles-sheet');
    const text = (await sheet.evaluate((el) => el.shadowRoot!.textContent!)).replace(/\s+/g, ' ');
    const last = s.view(0).lastDeal!;
    assert(text.includes('Score sheet of deal 1') && text.includes(`Beet ${last.beet}`), `the sheet names the deal and its Beet: ${text.slice(0, 200)}`);
    assert(text.includes('Fünfzig, top A (50), Sub-Re ×8'), 'the Fünfzig line with its multiplier');
    const totals = await sheet.evaluate((el) =>
      [...el.shadowRoot!.querySelectorAll('tr.total')].at(-1)!.querySelectorAll('td').length,
    );
    assertEqual(totals, 2, 'one column per player');
    const credit = await sheet.evaluate((el) => [...[...el.shadowRoot!.querySelectorAll('tr.total')].at(-1)!.querySelectorAll('td')].map((td) => Number(td.textContent)));
    assertEqual(credit, [...last.credited], 'the credited row is the deal’s credit');
    expectNoConsoleErrors(p, 'panel page');
  } finally {
    await p.context.close();
  }
}

/** The 4-player trump choice (§5.2), the late Bela (§8), and the trick centre at 2, 3 and 4 players. */
async function tricks(env: TestEnv): Promise<void> {
  const p = await componentPage(env);
  const page = p.page;
  try {
    const four = new Script(4, 'taleles-four', { firstDealer: 3 });
    while (four.state.deal.phase === 'bela') four.act('pass');
    await showTable(page, four.tableState(0));
    assertEqual(await panelActions(page), ['trump H', 'trump D', 'trump S', 'trump C', 'pass'], 'four suits and pass');

    // a late Bela (§8): the trump K held with the Q since trick 1 asks whether it carries the Bela
    const late = new Script(2, 'taleles-late', { firstDealer: 1 }, [DECK_2P]);
    for (const a of ['pass', 'pass', 'accept', 'pass', 'pass']) late.act(a);
    await showTable(page, late.tableState(0));
    await page.locator('#subject st-hand button[data-card=HK]').click();
    const choice = page.locator('#subject st-actions button[data-action]');
    assertEqual(
      await choice.evaluateAll((bs) => bs.map((b) => [b.getAttribute('data-action'), b.textContent!.trim()])),
      [['play HK', 'Play king of hearts'], ['play HK bela', 'Play king of hearts and announce Bela (+20)']],
      'the king is played with or without the Bela',
    );
    await page.keyboard.press('Escape');
    assertEqual(await choice.count(), 0, 'Escape puts the king back');
    await page.locator('#subject st-hand button[data-card=HK]').click();
    await choice.nth(1).click();
    assertEqual(await sentActions(page), ['play HK bela'], 'the late Bela is sent with the card');

    // Pitsch (§10): announced by the maker before the first card, shown to everybody
    const pitsch = new Script(2, 'taleles-pitsch', { firstDealer: 1 }, [DECK_2P]);
    for (const a of ['pass', 'pass', 'accept']) pitsch.act(a);
    await showTable(page, pitsch.tableState(0));
    await page.locator('#subject st-taleles-panel button[data-action=pitsch]').click();
    assertEqual(await sentActions(page), ['pitsch'], 'Pitsch is sent as its notation');
    pitsch.act('pitsch');
    await showTable(page, pitsch.tableState(1));
    const badge = await page.locator('#subject st-taleles-centre').evaluate((c) => c.shadowRoot!.querySelector('.pitsch')?.textContent?.trim());
    assertEqual(badge, 'Pitsch by Ana: every trick or nothing', 'Bo sees the Pitsch');

    for (const seats of [2, 3, 4]) {
      const s = new Script(seats, `taleles-trick-${seats}`, { firstDealer: seats - 1 });
      s.act(s.legal().find((a) => a === 'accept' || a.startsWith('trump')) ?? 'pass');
      while (s.state.deal.phase === 'bela' || s.state.deal.phase === 'bid1') s.act(s.legal().find((a) => a === 'accept' || a.startsWith('trump')) ?? 'pass');
      while (s.state.deal.phase === 'announce') s.act('pass');
      for (let i = 0; i < seats - 1; i++) s.act(s.legal().find((a) => a.startsWith('play'))!);
      const viewer = s.turn === 0 ? 1 : 0;
      await showTable(page, s.tableState(viewer));
      const cards = await page.locator('#subject st-taleles-centre').evaluate((c) => {
        const trick = c.shadowRoot!.querySelector('st-trick')!;
        return [...trick.shadowRoot!.querySelectorAll('figure')].map((f) => [f.querySelector('st-card')!.getAttribute('card'), f.getBoundingClientRect().top]);
      });
      assertEqual(cards.length, seats - 1, `${seats} players: every card of the trick so far`);
      const mine = s.view(viewer).trick.find((t) => t.seat === viewer)?.card;
      if (mine) {
        const top = cards.find(([c]) => c === mine)![1] as number;
        assert(cards.every(([c, y]) => c === mine || (y as number) < top), `${seats} players: the viewer’s card lies at the bottom`);
      }
      const title = await page.locator('#subject st-taleles-centre').evaluate((c) => c.shadowRoot!.querySelector('.trick p')!.textContent);
      assertEqual(title, `Trick 1 of ${seats === 4 ? 8 : 9}`, `${seats} players: the trick is numbered`);
    }
    expectNoConsoleErrors(p, 'trick page');
  } finally {
    await p.context.close();
  }
}

export const suite: Suite = {
  name: 'taleles',
  tests: [
    { name: 'the Taleles panels follow a scripted deal: Bela, seven, melds, Kontra, the score sheet', run: panels },
    { name: 'the Taleles trump choice for 4, the late Bela, the trick for 2, 3 and 4 players', run: tricks },
    { name: 'a Taleles deal played through the site against two bots', run: playDeal },
  ],
};


async function playDeal(env: TestEnv): Promise<void> {
  const ana: WatchedPage = await watchedPage(env, { width: 1280, height: 900 });
  await trackState(ana);
  const page = ana.page;
  try {
    // the table is made through the form: 3 players, two bots, Ana forehand, one deal decides
    await openCreateForm(page, env, 'Start a Taleles table');
    await page.locator('#seats').selectOption('3');
    await page.getByLabel('A bot plays seat 2').check();
    await page.getByLabel('A bot plays seat 3').check();
    await fillOptions(page, { targetScore: '1', firstDealer: 'Seat 3' });
    await submitCreate(page, 'Ana');
    await waitForStatus(page, 'playing');
    const id = tableId(page.url());
    const identity = await page.evaluate(() => localStorage.getItem('stammtisch.player')!);
    const token = (JSON.parse(identity) as { token: string }).token;

    let moves = 0;
    let keyboard = false;
    let shots = false;
    let sawKontra = false;
    for (;;) {
      const st = await api<TableState>(env, 'GET', `/api/tables/${id}`, token);
      const v = st.view as unknown as TalelesView;
      if (v.lastDeal !== null || st.table.status === 'finished') break;
      if (st.legal.length === 0) {
        await page.waitForTimeout(150);
        continue;
      }
      await page.waitForFunction((seq) => ((window as unknown as { st?: Seen }).st?.seq ?? -1) >= seq && (window as unknown as { st?: Seen }).st?.yourTurn === true, st.seq, { timeout: 10_000 });
      const offered = await page.locator('st-taleles-panel button[data-action]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-action')!));
      const expected = decisions(st.legal, v.hand);
      assertEqual(offered, expected, `the panel offers exactly the legal decisions (${v.phase})`);
      const playable = await page.locator('st-hand button[data-playable]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')!));
      const legalCards = [...new Set(st.legal.filter((a) => a.startsWith('play ')).map((a) => a.split(' ')[1]!))];
      assertEqual(playable.sort(), legalCards.sort(), 'the hand offers exactly the legal cards');
      if (!shots && v.phase === 'play' && v.trickNumber > 1) {
        shots = true;
        await screenshots(env, ana, id, identity);
      }
      const choice = pick(expected, sawKontra);
      if (choice) {
        if (choice.startsWith('kontra')) sawKontra = true;
        await page.locator(`st-taleles-panel button[data-action="${choice}"]`).click();
      } else if (!keyboard && v.trickNumber > 1) {
        keyboard = true;
        await playByKeyboard(page);
      } else {
        await page.locator('st-hand button[data-playable]').first().click();
        // either the card went out, or a trump K or Q asks whether it carries the Bela (§8)
        const bela = page.locator('st-actions button[data-action$=" bela"]');
        for (let waited = 0; ((await page.evaluate(() => (window as unknown as { st?: Seen }).st?.seq)) ?? 0) <= st.seq; waited += 50) {
          if (await bela.count()) {
            await bela.click();
            break;
          }
          assert(waited < 10_000, 'a picked card is played or asks about the Bela');
          await page.waitForTimeout(50);
        }
      }
      await page.waitForFunction((seq) => ((window as unknown as { st?: Seen }).st?.seq ?? 0) > seq, st.seq, { timeout: 10_000 });
      moves++;
      assert(moves < 80, 'the deal ends');
    }
    assert(keyboard || moves < 12, 'one card was played by keyboard');
    await page.locator('st-table .info st-taleles-sheet summary').filter({ hasText: 'Score sheet of deal' }).waitFor({ timeout: 10_000 });
    const lines = await page.locator('st-taleles-sheet tbody tr').count();
    assert(lines >= 4, `the sheet lists the deal item by item (${lines} rows)`);
    const done = await api<TableState>(env, 'GET', `/api/tables/${id}`, token);
    if (done.table.status === 'finished') {
      // one scored deal reaches a target of 1 unless the top score is shared (§12)
      await page.getByText('Match over').first().waitFor();
      assert(done.outcome && done.outcome.winners.length >= 1, 'the match has its winner');
    } else {
      assert(done.view.deal > 1, 'a shared top score deals again');
    }
    console.log(`    (${moves} moves by Ana${sawKontra ? ', with a Kontra' : ''})`);
    expectNoConsoleErrors(ana, 'Ana’s browser');
  } finally {
    await ana.context.close();
  }
}

/** Ana's policy: Bela and accept the turned card, exchange the seven, meld, one Kontra; never Pitsch. */
function pick(decisions: readonly string[], kontraDone: boolean): string | undefined {
  for (const prefer of ['bela ', 'accept', 'trump ', 'seven', 'meld ', kontraDone ? 'none' : 'kontra ']) {
    const found = decisions.find((a) => a.startsWith(prefer));
    if (found) return found;
  }
  return decisions.includes('pass') && !decisions.some((a) => a.startsWith('play')) ? 'pass' : undefined;
}

/** Tab into the hand (its tab stop is a playable card) and press Enter. */
async function playByKeyboard(page: Page): Promise<void> {
  await tabIntoHand(page, 80);
  await page.keyboard.press('Enter');
  // a late-Bela choice takes the first option by keyboard too
  await page.waitForTimeout(200);
  if (await page.locator('st-actions button[data-action]').count()) await page.keyboard.press('Enter');
}

/** Ana's table at 1280 px, and the same seat on a 360 px phone. */
async function screenshots(env: TestEnv, wide: WatchedPage, id: string, identity: string): Promise<void> {
  mkdirSync(env.artifacts, { recursive: true });
  await wide.page.screenshot({ path: `${env.artifacts}/taleles-1280.png`, fullPage: true });
  const narrow = await watchedPage(env, { width: 360, height: 780 });
  try {
    await narrow.context.addInitScript((me) => localStorage.setItem('stammtisch.player', me), identity);
    await narrow.page.goto(`${env.base}/t/${id}`);
    await narrow.page.locator('st-taleles-centre').first().waitFor();
    await narrow.page.locator('st-hand button').first().waitFor();
    await narrow.page.screenshot({ path: `${env.artifacts}/taleles-360.png`, fullPage: true });
    await expectNoSidewaysOverflow(narrow.page);
    expectNoConsoleErrors(narrow, 'the 360 px spectator');
  } finally {
    await narrow.context.close();
  }
}
