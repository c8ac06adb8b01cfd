/**
 * The post-game analysis on the replay page, at 360×740: two players finish a Tablanet match through
 * the API, both declining every capture they can (the analysis marks such moves). The replay
 * opened right at the end shows the analysis in progress — the server's own first answer, a 202 with
 * its progress — and then, as the page reads it again, badges on the moves exactly as the server
 * classed them, the deal's evaluation graph with a dot per decision, and for a selected move its
 * alternatives with their values and the best continuation; a tap on the graph goes to that move.
 * Nothing critical or serious for axe-core. The same page in German. The server runs the light
 * budget (scripts/analysis-light.json).
 */
import type { Page } from 'playwright-core';
import type { AnalysisResponse, DecisionAnalysisWire } from '../../shared/protocol-analysis.js';
import { expectAccessible } from './axe.js';
import { api, assert, assertEqual, expectNoConsoleErrors, newPlayer, watchedPage, type Suite, type TestEnv } from './harness.js';
import { expectNoSidewaysOverflow, playToEnd } from './helpers.js';

const MARKED = ['inaccuracy', 'mistake', 'blunder'] as const;

/** A capture declined whenever there is a card to play without one; else the smallest capture. */
const declineCaptures = (legal: readonly string[]): string =>
  legal.find((a) => !a.includes(' x ')) ?? [...legal].sort((a, b) => a.split('+').length - b.split('+').length)[0]!;

async function analysisOf(env: TestEnv, id: string): Promise<{ status: number; body: AnalysisResponse }> {
  const res = await fetch(`${env.base}/api/tables/${id}/analysis`);
  return { status: res.status, body: (await res.json()) as AnalysisResponse };
}

/** The badges of the moves list by class, as the page shows them. */
async function badgesShown(page: Page): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const cls of MARKED) out[cls] = await page.locator(`st-replay .moves .badge.${cls}`).count();
  return out;
}

async function replayWithAnalysis(env: TestEnv): Promise<void> {
  const ana = await newPlayer(env, 'Ana');
  const bo = await newPlayer(env, 'Bo');
  const created = await api<{ table: { id: string } }>(env, 'POST', '/api/tables', ana.token, { game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 1 }, name: 'Analysepartie' });
  const id = created.table.id;
  await api(env, 'POST', `/api/tables/${id}/seats/1`, bo.token, {});
  await playToEnd(env, id, [ana, bo], declineCaptures);
  // Right after the end the table has only begun: the server's answer is 202 with the progress.
  const first = await analysisOf(env, id);
  assertEqual([first.status, first.body.status], [202, 'pending'], 'the analysis is computed in the background after the end');

  const p = await watchedPage(env, { width: 360, height: 740 }, 'en-US', true);
  await p.context.addInitScript(() => localStorage.setItem('stammtisch.lang', 'en'));
  // A machine shared with other runs can be slow to serve the page; nothing here measures time.
  p.context.setDefaultTimeout(60_000);
  // The page's first reading gets that very answer, so that what it shows while the work goes on is seen.
  let held = false;
  await p.page.route(`**/api/tables/${id}/analysis`, async (route) => {
    if (held) return route.continue();
    held = true;
    await route.fulfill({ status: 202, contentType: 'application/json', headers: { 'Retry-After': '10' }, body: JSON.stringify(first.body) });
  });
  try {
    await p.page.goto(`${env.base}/t/${id}/replay`);
    const progress = p.page.locator('st-replay-analysis progress');
    await progress.waitFor();
    const { done, total } = first.body.progress;
    await p.page.locator('st-replay-analysis').getByText(total > 0 ? `Analysis in progress: ${done} of ${total} decisions.` : 'Analysis in progress: it starts in a moment.').waitFor();
    assertEqual(await progress.getAttribute('value'), String(done), 'the progress bar shows the decisions done');
    await p.page.screenshot({ path: `${env.artifacts}/analysis-pending-360.png`, fullPage: true });

    // The page reads it again until it is complete: the progress goes, the graph comes.
    await progress.waitFor({ state: 'detached', timeout: 60_000 });
    const final = await analysisOf(env, id);
    assertEqual(final.body.status, 'complete', 'the server has finished the analysis when the page shows it complete');
    const decisions = final.body.deals.flatMap((d) => d.decisions);
    const expected: Record<string, number> = {};
    for (const cls of MARKED) expected[cls] = decisions.filter((d) => d.class === cls).length;
    assert(MARKED.some((cls) => expected[cls]! > 0), `declining every capture is marked somewhere (${JSON.stringify(decisions.map((d) => d.class))})`);
    assertEqual(await badgesShown(p.page), expected, 'every move the server marked has its badge, and no other');

    // The graph of the first deal at the start: one dot per analysed decision.
    const deal = final.body.deals[0]!;
    const graph = p.page.locator(`st-replay-analysis svg[data-deal="${deal.deal}"]`);
    await graph.waitFor();
    assertEqual(await graph.locator('circle.dot').count(), deal.graph.length, 'a dot for every decision of the deal');
    for (const cls of MARKED) {
      assertEqual(await graph.locator(`circle.dot.${cls}`).count(), deal.decisions.filter((d) => d.class === cls).length, `the ${cls} dots`);
    }

    // The worst move: its badge in the list, its alternatives, values and the best continuation.
    const worst = [...deal.decisions].sort((a, b) => b.loss / b.shares - a.loss / a.shares)[0]!;
    const total_ = await p.page.locator('st-replay .moves li').count();
    await p.page.locator(`st-replay .moves ol li`).nth(worst.seq - 1).getByRole('button').click();
    await p.page.getByText(`Move ${worst.seq} of ${total_}`).waitFor();
    await expectDecision(p.page, worst, ['Ana', 'Bo'][worst.seat]!);

    // A tap on the graph goes to that decision.
    const other = deal.decisions.find((d) => d.seq !== worst.seq && d.seq > 1)!;
    const index = deal.graph.findIndex((g) => g.seq === other.seq);
    await graph.locator('rect.hit').nth(index).click();
    await p.page.getByText(`Move ${other.seq} of ${total_}`).waitFor();
    await p.page.locator('st-replay-analysis h3').filter({ hasText: `Move ${other.seq}:` }).waitFor();

    await p.page.locator(`st-replay .moves ol li`).nth(worst.seq - 1).getByRole('button').click();
    await expectNoSidewaysOverflow(p.page);
    await expectAccessible(p.page, 'the replay with its analysis and a decision shown');
    await p.page.screenshot({ path: `${env.artifacts}/analysis-360.png`, fullPage: true });

    // In German.
    const de = await watchedPage(env, { width: 360, height: 740 }, 'de-DE', true);
    try {
      await de.context.addInitScript(() => localStorage.setItem('stammtisch.lang', 'de'));
      de.context.setDefaultTimeout(60_000);
      await de.page.goto(`${env.base}/t/${id}/replay`);
      await de.page.locator('st-replay-analysis h2').filter({ hasText: 'Analyse' }).waitFor();
      await de.page.locator('st-replay-analysis h3').filter({ hasText: `Spiel ${deal.deal}: Punkte` }).waitFor();
      const word = { inaccuracy: 'Ungenauigkeit', mistake: 'Fehler', blunder: 'grober Fehler' }[worst.class as (typeof MARKED)[number]];
      if (word) assertEqual(await de.page.locator(`st-replay .moves .badge.${worst.class}`).first().getAttribute('title'), word, 'the badge is named in German');
      await de.page.locator(`st-replay .moves ol li`).nth(worst.seq - 1).getByRole('button').click();
      await de.page.locator('st-replay-analysis').getByText('Möglichkeiten').waitFor();
      await expectNoSidewaysOverflow(de.page);
      expectNoConsoleErrors(de, 'the German replay');
    } finally {
      await de.context.close();
    }
    expectNoConsoleErrors(p, 'the replay');
  } finally {
    await p.context.close();
  }
}

/** The decision panel shows what the server says of the decision. */
async function expectDecision(page: Page, d: DecisionAnalysisWire, player: string): Promise<void> {
  const panel = page.locator('st-replay-analysis section.decision');
  await panel.locator('h3').filter({ hasText: `Move ${d.seq}: ${player}’s decision` }).waitFor();
  assertEqual(await panel.locator('p.chosen').getAttribute('data-class'), d.class, 'the decision\'s class');
  const rows = panel.locator('table.alternatives tbody tr');
  assertEqual(await rows.count(), d.alternatives.length, 'a row for every alternative');
  assertEqual(await rows.evaluateAll((rs) => rs.map((r) => r.getAttribute('data-action'))), d.alternatives.map((a) => a.action), 'best first, as the server ordered them');
  const chosen = d.alternatives.findIndex((a) => a.action === d.chosen || (a.also ?? []).includes(d.chosen));
  assertEqual(await rows.nth(chosen).getAttribute('class'), 'chosen', 'the played alternative is marked');
  assertEqual(await panel.locator('ol.line-of-play li').count(), d.continuation.length, 'the best continuation, move by move');
}

export const suite: Suite = {
  name: 'analysis',
  tests: [{ name: 'the replay shows the analysis: progress, badges, the graph, a decision\'s alternatives and continuation (360 px, de/en)', run: replayWithAnalysis }],
};
