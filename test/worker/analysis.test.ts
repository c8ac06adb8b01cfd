/**
 * The post-game analysis at the table (docs/analysis.md): nothing of it while the match runs, computed
 * by the table's alarm after the end in pieces, resumed after the object is evicted in the middle, and
 * the same analysis as one computed in one go from the record. The worker tests run with a small
 * budget (ANALYSIS_BUDGET in vitest.config.ts), so a whole match is analysed in seconds.
 */
import { env, evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { analyseMatch, type AnalysisBudget } from '../../shared/analysis/index.js';
import type { MatchRecord } from '../../shared/index.js';
import type { MatchRecordWire } from '../../shared/protocol.js';
import type { AnalysisResponse } from '../../shared/protocol-analysis.js';
import { call, json, playToEnd, problemOf, stateOf, tablanetForTwo, tableStub } from './helpers.js';

const analysisOf = (id: string, token?: string) => call(`/api/tables/${id}/analysis`, token ? { token } : {});

/** Reads the analysis until `done` says so (the table computes it from its alarm, one piece per run). */
async function waitFor(id: string, done: (a: AnalysisResponse) => boolean): Promise<AnalysisResponse> {
  const deadline = Date.now() + 50_000;
  for (;;) {
    const res = await analysisOf(id);
    const body = (await res.json()) as AnalysisResponse;
    if (done(body)) return body;
    if (Date.now() > deadline) throw new Error(`the analysis did not get there: ${JSON.stringify(body.progress)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const budget = (): AnalysisBudget => {
  const b = JSON.parse((env as { ANALYSIS_BUDGET: string }).ANALYSIS_BUDGET) as AnalysisBudget;
  return { samples: b.samples, infoNodes: b.infoNodes, openNodes: b.openNodes };
};

describe('GET /api/tables/:id/analysis', () => {
  it('answers nothing while the match runs: 409 NOT_FINISHED at the start and after moves', async () => {
    const { id, tokens } = await tablanetForTwo();
    const early = await problemOf(await analysisOf(id, tokens[0]), 409, 'NOT_FINISHED');
    expect(early.detail).toMatch(/ended/);
    for (let i = 0; i < 6; i++) {
      const s = await stateOf(id, tokens[0]);
      const seat = s.table.toAct[0]!;
      const mine = await stateOf(id, tokens[seat]);
      await call(`/api/tables/${id}/actions`, { token: tokens[seat], body: { seq: mine.seq, action: mine.legal[0] } });
    }
    await problemOf(await analysisOf(id, tokens[1]), 409, 'NOT_FINISHED');
    await problemOf(await analysisOf(id), 409, 'NOT_FINISHED');
    // Nothing of it rides on the table's state either.
    expect(JSON.stringify(await stateOf(id, tokens[0]))).not.toMatch(/analysis|blunder|alternatives/);
  });

  it('is computed after the end in pieces, resumes after an eviction in the middle, and equals the analysis made in one go', async () => {
    const { id, tokens } = await tablanetForTwo();
    await playToEnd(id, tokens);
    // While it is computed: 202, the progress and the deals done so far.
    const partway = await waitFor(id, (a) => a.progress.done > 0);
    expect(partway.status).toBe('pending');
    expect(partway.progress.done).toBeLessThan(partway.progress.total);
    const res = await analysisOf(id);
    expect([200, 202]).toContain(res.status);
    if (res.status === 202) expect(res.headers.get('retry-after')).toBe('10');
    await res.arrayBuffer();

    // Evicted in the middle: the next alarm run starts from what the storage holds.
    await evictDurableObject(tableStub(id));
    const after = (await (await analysisOf(id)).json()) as AnalysisResponse;
    expect(after.progress.done).toBeGreaterThanOrEqual(partway.progress.done);

    const complete = await waitFor(id, (a) => a.status === 'complete');
    const final = await analysisOf(id);
    expect(final.status).toBe(200);
    expect(final.headers.get('cache-control')).toMatch(/public/);
    expect(((await final.json()) as AnalysisResponse).deals).toEqual(complete.deals);
    expect(complete.progress.done).toBe(complete.progress.total);
    expect(complete.budget).toEqual(budget());

    const rec = await json<MatchRecordWire>(await call(`/api/tables/${id}/record`));
    const record: MatchRecord = {
      game: rec.game, version: rec.version, seats: rec.seats, options: rec.options, seed: rec.seed!,
      log: rec.actions.map((a) => [a.seat, a.action] as const),
    };
    // The same record gives the same analysis, however the table cut the work into pieces.
    expect(complete.deals).toEqual(JSON.parse(JSON.stringify(analyseMatch(record, budget()))));
    const decisions = complete.deals.flatMap((d) => d.decisions);
    expect(decisions.length).toBeGreaterThan(5);
    for (const d of decisions) {
      expect(rec.actions[d.seq - 1]).toMatchObject({ seat: d.seat, action: d.chosen });
      expect(d.alternatives.map((a) => a.action)).toContain(d.chosen);
      expect(d.loss).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('GET /api/tables/:id/deals/:deal/analysis', () => {
  it('analyses a closed deal of a running match on request, and nothing of the deal in play', async () => {
    const { id, tokens } = await tablanetForTwo({ targetScore: 60 });
    const deal = (n: number) => call(`/api/tables/${id}/deals/${n}/analysis`);
    await problemOf(await deal(1), 409, 'DEAL_NOT_CLOSED');
    // Play the first hand (every round of its stock) and a move of the second.
    const move = async (moves: number) => {
      const s = await stateOf(id, tokens[0]);
      const seat = s.table.toAct[0]!;
      const mine = await stateOf(id, tokens[seat]);
      await call(`/api/tables/${id}/actions`, { token: tokens[seat], body: { seq: mine.seq, action: mine.legal[moves % mine.legal.length] } });
    };
    let moves = 0;
    while ((await stateOf(id, tokens[0])).view.deal !== 2) await move(moves++);
    const endOfFirstHand = (await stateOf(id, tokens[0])).seq;
    await move(moves++);
    const running = await stateOf(id, tokens[0]);
    expect(running.seq).toBeGreaterThan(endOfFirstHand);
    expect(running.table.status).toBe('playing');
    await problemOf(await deal(2), 409, 'DEAL_NOT_CLOSED');
    await problemOf(await analysisOf(id), 409, 'NOT_FINISHED');

    const first = await deal(1);
    expect(first.status).toBe(202);
    await first.arrayBuffer();
    // One decision per alarm run while the match runs: patience on a loaded machine.
    const deadline = Date.now() + 50_000;
    let done: AnalysisResponse | undefined;
    while (!done && Date.now() < deadline) {
      const res = await deal(1);
      const body = (await res.json()) as AnalysisResponse;
      if (res.status === 200) done = body;
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(done?.status).toBe('complete');
    expect(done!.deals.map((d) => d.deal)).toEqual([1]);
    const firstHand = done!.deals[0]!.decisions;
    expect(firstHand.length).toBeGreaterThan(5);
    // Only actions of the first hand: the hand in play is never analysed.
    expect(Math.max(...firstHand.map((d) => d.seq))).toBeLessThanOrEqual(endOfFirstHand);
    expect(firstHand.every((d) => d.deal === 1)).toBe(true);
    await problemOf(await deal(2), 409, 'DEAL_NOT_CLOSED');
  });
});
