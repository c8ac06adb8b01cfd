import { describe, expect, it } from 'vitest';
import { nextU32, randomInt, seedRng, shuffle } from '../../shared/core/rng.js';

describe('seeded rng', () => {
  it('is pinned: the same seed gives the same outputs on every engine', () => {
    let s = seedRng('test');
    const out: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [x, n] = nextU32(s);
      out.push(x);
      s = n;
    }
    expect(out).toMatchInlineSnapshot(`
      [
        4005220296,
        1498944702,
        3444796807,
        3979412559,
        3664582962,
      ]
    `);
  });
  it('bounded integers are unbiased enough and in range', () => {
    let s = seedRng('bias');
    const counts = [0, 0, 0];
    for (let i = 0; i < 30000; i++) {
      const [x, n] = randomInt(s, 3);
      counts[x]!++;
      s = n;
    }
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(400);
  });
  it('shuffle is a permutation and does not touch its input', () => {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const [out] = shuffle(seedRng('x'), deck);
    expect(out.slice().sort((a, b) => a - b)).toEqual(deck);
    expect(out).not.toEqual(deck);
    expect(deck[0]).toBe(0);
  });
});
