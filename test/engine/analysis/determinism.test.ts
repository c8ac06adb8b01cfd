/**
 * The same record gives the same analysis: twice in a row, decision by decision in any order (the
 * Table object cuts the work into pieces across alarms), and whether or not the rest of the match
 * follows (a deal's analysis never looks at later deals).
 */
import { describe, expect, it } from 'vitest';
import { analyseMatch, analysePoint, type AnalysisBudget, decisionsToAnalyse, prepare, summarise } from '../../../shared/analysis/index.js';
import { getGame } from '../../../shared/index.js';
import { botMatch } from './oracle.js';

const SMALL: AnalysisBudget = { samples: 3, infoNodes: 600, openNodes: 400 };

describe.each([
  ['tarot', 3, { deals: 1 }],
  ['tablanet', 2, { targetScore: 1 }],
  ['taleles', 2, { targetScore: 60 }],
  ['tarock', 4, { rounds: 1 }],
] as const)('the analysis of a %s match (%i players)', (game, seats, options) => {
  it('is the same for the same record, in any order of the work', { timeout: 180_000 }, () => {
    const def = getGame(game)!;
    const { record } = botMatch(def, seats, options, `determinism-${game}`, 'club', (s) => def.closedDeals(s) >= 1);
    const once = analyseMatch(record, SMALL);
    expect(once.length).toBeGreaterThan(0);
    // Again, backwards, one decision at a time, from a fresh walk of the record.
    const m = prepare(record);
    const backwards = decisionsToAnalyse(m).reverse().flatMap((i) => analysePoint(m, i, SMALL) ?? []).reverse();
    expect(summarise(m, backwards)).toEqual(once);
    // Everything the analysis holds is plain JSON.
    expect(JSON.parse(JSON.stringify(once))).toEqual(once);
    // The first deal's analysis does not change when moves of the next deal follow it.
    const longer = botMatch(def, seats, options, `determinism-${game}`, 'club', (_s, n) => n >= record.log.length + 3);
    expect(longer.record.log.slice(0, record.log.length)).toEqual(record.log);
    expect(analyseMatch(longer.record, SMALL).find((d) => d.deal === 1)).toEqual(once.find((d) => d.deal === 1));
  });
});
