/**
 * A deliberate blunder inserted into a bot game is classed as a blunder: at a decision of a seeded bot
 * match the alternative a large search finds worst (by at least twice the game's blunder threshold) is
 * played instead, bots play on, and the analysis with its default budget judges that decision.
 */
import { describe, expect, it } from 'vitest';
import { analysePoint, analysisHooks, DEFAULT_BUDGET, insertBlunder, prepare, summarise } from '../../../shared/analysis/index.js';
import { getGame } from '../../../shared/index.js';
import { botMatch } from './oracle.js';

/** The large search that picks the blunder (more than the analysis's own budget). */
const LARGE = { samples: 32, infoNodes: 60_000, openNodes: 1_000 };

describe.each([
  // game, seats, options, decision (0-based action of the seeded match "b1"), the blunder, whether it
  // outweighs every other decision of its deal (the club bots make blunders of their own in Taleles)
  ['tarot', 4, { deals: 1 }, 0, 'bid garde_contre', true],
  ['tarock', 4, { rounds: 1 }, 1, 'bid solodreier', true],
  ['taleles', 4, {}, 4, 'trump D', false],
  ['tablanet', 2, { targetScore: 1 }, 37, 'play DJ', true],
] as const)('a blunder inserted into a %s bot game (%i players)', (game, seats, options, index, blunder, decisive) => {
  it('is classed as a blunder (and, where it outweighs the rest, is the key moment of its deal)', { timeout: 180_000 }, () => {
    const def = getGame(game)!;
    const { record } = botMatch(def, seats, options, 'b1', 'club', (s) => def.closedDeals(s) >= 1);
    const inserted = insertBlunder(record, index, LARGE, 2 * analysisHooks(game)!.thresholds.blunder);
    expect(inserted?.action).toBe(blunder);
    const m = prepare(inserted!.record);
    const analysis = analysePoint(m, index, DEFAULT_BUDGET)!;
    expect(analysis.chosen).toBe(blunder);
    expect(analysis.class).toBe('blunder');
    expect(analysis.alternatives[0]!.action).not.toBe(blunder);
    expect(analysis.loss).toBeGreaterThan(0);
    if (!decisive) return;
    // The deal's summary names it as the moment the deal was lost.
    const others = m.walk.points.flatMap((p, i) => (p.deal === analysis.deal && i !== index ? [i] : []));
    const rest = others.flatMap((i) => analysePoint(m, i, { samples: 4, infoNodes: 1_500, openNodes: 600 }) ?? []);
    const deal = summarise(m, [...rest, analysis]).find((d) => d.deal === analysis.deal)!;
    expect(deal.keyMoment).toBe(analysis.seq);
  });
});
