/**
 * A short run of the strength harness: duplicate boards cancel the luck of the cards (a bot
 * against itself scores exactly zero on every board), and the rule player beats the random legal
 * player by a clear margin in every game with bots.
 */
import { describe, expect, it } from 'vitest';
import { botFor, randomBot } from '../../../shared/bots/index.js';
import { pairingStats, playBoard } from '../../../shared/bots/duplicate.js';
import { FORMATS } from '../../../shared/bots/formats.js';

describe.each([
  ['tarot', 'tarot-4', 12, 100],
  ['tarot', 'tarot-3', 6, 100],
  ['tarot', 'tarot-5', 5, 100],
  ['tablanet', 'tablanet-2', 24, 4],
  ['tablanet', 'tablanet-4', 10, 3],
] as const)('%s (%s)', (game, format, boards, margin) => {
  it('the same player against itself: every board comes out even', () => {
    const club = botFor(game, 'club');
    for (let i = 0; i < 3; i++) expect(playBoard(FORMATS[format]!, club, club, 'even', i).diff).toBeCloseTo(0, 9);
  });

  it('the rule player beats the random player by a clear margin', () => {
    const club = botFor(game, 'club');
    const diffs = Array.from({ length: boards }, (_, i) => playBoard(FORMATS[format]!, club, randomBot, 'ci', i).diff);
    const stats = pairingStats(diffs);
    expect(stats.meanDiff - stats.diffCi).toBeGreaterThan(margin);
    expect(stats.winRate).toBeGreaterThan(0.8);
  });
});
