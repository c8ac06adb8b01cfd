/**
 * Dealing unseen cards under constraints (shared/bots/sample.ts): every card lands where it may,
 * every place gets its count, an impossible set of constraints is reported, and a tight one that
 * the greedy step alone would miss is still solved.
 */
import { describe, expect, it } from 'vitest';
import { dealUnseen } from '../../../shared/bots/sample.js';
import { BotRng } from '../../../shared/bots/util.js';

const suit = (c: string) => c[0]!;

describe('dealUnseen', () => {
  it('respects capacities and exclusions, and varies with the seed', () => {
    const cards = ['S1', 'S2', 'S3', 'H1', 'H2', 'H3', 'D1', 'D2', 'D3'];
    // Place 0 is void in spades, place 1 void in hearts.
    const allowed = (c: string, p: number) => !(p === 0 && suit(c) === 'S') && !(p === 1 && suit(c) === 'H');
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const out = dealUnseen(cards, [3, 3, 3], allowed, new BotRng(`s${i}`))!;
      expect(out.map((p) => p.length)).toEqual([3, 3, 3]);
      expect(out.flat().sort()).toEqual(cards.slice().sort());
      expect(out[0]!.some((c) => suit(c) === 'S')).toBe(false);
      expect(out[1]!.some((c) => suit(c) === 'H')).toBe(false);
      seen.add(JSON.stringify(out));
    }
    expect(seen.size).toBeGreaterThan(10);
  });

  it('finds the only deal when the constraints leave one', () => {
    // Only place 0 may take spades, only place 1 hearts: a perfect matching with no slack.
    const cards = ['H1', 'S1', 'H2', 'S2', 'D1'];
    const allowed = (c: string, p: number) => (suit(c) === 'S' ? p === 0 : suit(c) === 'H' ? p === 1 : true);
    for (let i = 0; i < 20; i++) {
      const out = dealUnseen(cards, [2, 2, 1], allowed, new BotRng(`t${i}`))!;
      expect(out).toEqual([expect.arrayContaining(['S1', 'S2']), expect.arrayContaining(['H1', 'H2']), ['D1']]);
    }
  });

  it('moves earlier cards along when a late card finds no room', () => {
    // X, Y may go to places 0 or 1; Z, W to 1 or 2; place 1 holds two. Filling place 1 with X and Y
    // leaves W nowhere unless one of them moves over to place 0.
    const options: Record<string, number[]> = { X: [0, 1], Y: [0, 1], Z: [1, 2], W: [1, 2] };
    for (let i = 0; i < 40; i++) {
      const out = dealUnseen(['X', 'Y', 'Z', 'W'], [1, 2, 1], (c, p) => options[c]!.includes(p), new BotRng(`m${i}`))!;
      expect(out.map((p) => p.length)).toEqual([1, 2, 1]);
      out.forEach((cards, p) => cards.forEach((c) => expect(options[c]).toContain(p)));
    }
  });

  it('reports constraints that cannot all hold', () => {
    expect(dealUnseen(['S1', 'S2'], [1, 1], (_c, p) => p === 0, new BotRng('x'))).toBeUndefined();
    expect(dealUnseen(['S1'], [1, 1], () => true, new BotRng('x'))).toBeUndefined();
  });
});
