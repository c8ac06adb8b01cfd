/**
 * A Tablanet table crowded far beyond a real game (every play laid, none taken) lists thousands of
 * captures per position; the analysis of such a match leaves the crowded decisions unanalysed and
 * values the others, so that it ends however the match was played (it once held a table for minutes).
 */
import { describe, expect, it } from 'vitest';
import { analysePoint, decisionsToAnalyse, prepare } from '../../../shared/analysis/index.js';
import { TABLANET_MAX_ANALYSED_TABLE } from '../../../shared/analysis/games/tablanet.js';
import { createMatch, getGame, SEARCH_PER_CHOICE, searchLegal } from '../../../shared/index.js';
import type { TablanetState } from '../../../shared/games/tablanet/rules.js';

describe('the analysis of a crowded Tablanet match', () => {
  it('leaves positions with more than 20 table cards unanalysed and analyses the others', { timeout: 180_000 }, () => {
    const def = getGame('tablanet')!;
    const seed = 'exp-0-a'; // a deal where laying every card crowds the table to 43 cards
    const start = createMatch<TablanetState>(def, { seats: 2, options: { targetScore: 1 }, seed });
    if (!start.ok) throw new Error(start.error.message);
    let state = start.value;
    const log: [number, string][] = [];
    const tables: number[] = [];
    // Always the first legal action: a card laid on the table whenever one may be.
    while (def.toAct(state).length > 0) {
      const seat = def.toAct(state)[0]!;
      const first = searchLegal(def, state, seat)[0];
      tables.push(state.table.length);
      log.push([seat, def.makeAction(first)]);
      const next = def.apply(state, seat, first);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value as TablanetState;
    }
    expect(Math.max(...tables)).toBeGreaterThan(30);
    // The full list there is far longer than what a search looks at.
    const m = prepare({ game: 'tablanet', version: def.version, seats: 2, options: { targetScore: 1 }, seed, log });
    const crowdedAt = m.walk.points.findIndex((p, i) => tables[i]! > 25 && def.legalActions(p.state, p.seat).length > SEARCH_PER_CHOICE * 6);
    expect(crowdedAt).toBeGreaterThan(0);

    const budget = { samples: 2, infoNodes: 100, openNodes: 100 };
    const results = decisionsToAnalyse(m).map((i) => [i, analysePoint(m, i, budget)] as const);
    for (const [i, analysis] of results) {
      if (tables[i]! > TABLANET_MAX_ANALYSED_TABLE) expect(analysis, `decision ${i}`).toBeNull();
    }
    const analysed = results.filter(([, a]) => a !== null);
    expect(analysed.length).toBeGreaterThan(5);
    for (const [i] of analysed) expect(tables[i]).toBeLessThanOrEqual(TABLANET_MAX_ANALYSED_TABLE);
  });

  it('values a play beyond the bounded list like any other: it is always among the alternatives', { timeout: 180_000 }, () => {
    const def = getGame('tablanet')!;
    const seed = 'beyond-6'; // four seats, always the last legal action: at play 24 (10 table cards) a capture past the bound
    const options = { targetScore: 1 };
    const start = createMatch<TablanetState>(def, { seats: 4, options, seed });
    if (!start.ok) throw new Error(start.error.message);
    let state = start.value;
    const log: [number, string][] = [];
    let beyond = -1;
    while (def.toAct(state).length > 0) {
      const seat = def.toAct(state)[0]!;
      const all = def.legalActions(state, seat);
      const last = all[all.length - 1];
      const searched = searchLegal(def, state, seat).map((a) => def.makeAction(a));
      if (beyond < 0 && !searched.includes(def.makeAction(last))) beyond = log.length;
      log.push([seat, def.makeAction(last)]);
      const next = def.apply(state, seat, last);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value as TablanetState;
    }
    expect(beyond).toBeGreaterThanOrEqual(0);
    const m = prepare({ game: 'tablanet', version: def.version, seats: 4, options, seed, log });
    expect(m.walk.points[beyond]!.legal).toContain(m.walk.points[beyond]!.chosen);
    const analysis = analysePoint(m, beyond, { samples: 2, infoNodes: 100, openNodes: 100 });
    expect(analysis).not.toBeNull();
    const offered = analysis!.alternatives.flatMap((a) => [a.action, ...(a.also ?? [])]);
    expect(offered).toContain(analysis!.chosen);
  });
});
