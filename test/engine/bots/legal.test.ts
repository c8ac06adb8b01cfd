/**
 * A bot answers with one of its legal notations, at every level, in positions of every format and
 * phase of the games it supports (bidding, call, écart, poignée, play; crowded Tablanet tables).
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, botFor, botInput } from '../../../shared/bots/index.js';
import { randomPositions } from './helpers.js';

const CASES: [string, number, Record<string, unknown>][] = [
  ['tarot', 3, { deals: 1 }],
  ['tarot', 4, { deals: 1 }],
  ['tarot', 5, { deals: 1 }],
  ['tarot', 5, { deals: 1, fivePlayerMode: 'mort', trickReview: 'all' }],
  ['tablanet', 2, { targetScore: 15 }],
  ['tablanet', 3, { targetScore: 15 }],
  ['tablanet', 4, { targetScore: 15 }],
  ['tablanet', 2, { targetScore: 30, valueScheme: 'numeric', aceValues: '1/11', scoring: 'tablic22' }],
  ['tablanet', 2, { targetScore: 30, valueScheme: 'tablanette1939', scoring: 'tablanette1939', rankCapturePriority: true }],
];

describe.each(CASES)('%s, %i seats, %j', (game, seats, options) => {
  const positions = [0, 1, 2].flatMap((s) => randomPositions(game, seats, options, `legal:${s}`, 5, 12));
  it('every level answers one of the legal notations', () => {
    expect(positions.length).toBeGreaterThan(15);
    for (const [i, { table, seat }] of positions.entries()) {
      for (const level of BOT_LEVELS) {
        // The strong level thinks briefly here: legality, not strength, is under test.
        const input = botInput(table, seat, `seed:${i}`, level === 'strong' ? { maxNodes: 300 } : undefined);
        expect(input.legal, `${level} at position ${i}`).toContain(botFor(game, level).choose(input));
      }
    }
  });
});

describe('a game without bots of its own', () => {
  it('is played by the random legal player', () => {
    // Every registered game has bots now: an unregistered id stands in.
    const [p] = randomPositions('tarock', 4, {}, 'no-bots', 1, 1);
    const input = botInput(p!.table, p!.seat, 'x');
    expect(input.legal).toContain(botFor('unregistered', 'strong').choose(input));
    expect(botFor('unregistered', 'club').name).toBe('random');
  });
});
