/**
 * Rules §7 and §13.3: the chien turned over for prise and garde, the écart one card per action,
 * Kings and bouts never, trumps only when unavoidable and then shown to everyone.
 */
import { describe, expect, it } from 'vitest';
import { tarot } from '../../../shared/games/tarot/index.js';
import { perft } from '../../../shared/index.js';
import { legal, run, start, suitIn } from './helpers.js';

const KINGS = ['SK', 'HK', 'DK', 'CK'];
const t = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `T${from - i}`);
// Seat 0 (first speaker, dealer 3): 4 Kings and T21…T8 in hand; T7 and S1…S5 in the chien.
const strong = {
  seats: 4,
  dealer: 3,
  hands: { 0: [...KINGS, ...t(21, 8)] },
  chien: ['T7', 'S1', 'S2', 'S3', 'S4', 'S5'],
};
const PRISE = ['bid prise', 'pass', 'pass', 'pass'];

describe('écart (§7.2, §13.3)', () => {
  it('4 Kings + 15 trumps + 5 suit cards: the 5 suit cards and exactly one trump T2…T20', () => {
    const s = run(start(strong), PRISE);
    expect(s.deal.phase).toBe('ecart');
    expect(legal(s)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', ...t(20, 7).reverse()].map((c) => `discard ${c}`));
    const after = run(s, ['discard S1', 'discard S2', 'discard S3', 'discard S4', 'discard S5']);
    expect(legal(after)).toEqual(t(20, 7).reverse().map((c) => `discard ${c}`));
    const trumpFirst = run(s, ['discard T9']);
    expect(legal(trumpFirst)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5'].map((c) => `discard ${c}`));
  });
  it('a discarded trump is shown to everyone, other discards stay secret', () => {
    const s = run(start(strong), PRISE);
    expect(tarot.publicNotation(s, 0, { type: 'discard', card: 'T9' })).toBe('discard T9');
    expect(tarot.publicNotation(s, 0, { type: 'discard', card: 'S1' })).toBe('discard ?');
    const done = run(s, ['discard S1', 'discard S2', 'discard S3', 'discard S4', 'discard S5', 'discard T9']);
    expect(done.deal.phase).toBe('announce');
    expect(tarot.view(done, 1).ecart).toEqual({ count: 6, cards: ['T9'] });
    expect(tarot.view(done, 0).ecart.cards).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', 'T9']);
    expect(tarot.hiddenFrom(done, 1)).not.toContain('T9');
    expect(tarot.hiddenFrom(done, 1)).not.toContain('S1');
  });
  it('the taker can still declare a triple poignée by showing the discarded trump again (Q5)', () => {
    const s = run(start(strong), [...PRISE, 'discard S1', 'discard S2', 'discard S3', 'discard S4', 'discard S5', 'discard T9', 'pass']);
    expect(legal(s).filter((n) => n.startsWith('poignee'))).toEqual(['poignee simple', 'poignee double', 'poignee triple']);
    const shown = run(s, ['poignee triple']);
    expect(legal(shown)).toContain('show T9');
    const never = run(start({ ...strong, options: { discardedTrumpsInPoignee: 'never' } }), [
      ...PRISE,
      ...['S1', 'S2', 'S3', 'S4', 'S5', 'T9'].map((c) => `discard ${c}`),
      'pass',
    ]);
    expect(legal(never).filter((n) => n.startsWith('poignee'))).toEqual(['poignee simple', 'poignee double']);
  });
  it('with 9 plain suit cards no trump may go', () => {
    const s = run(start({ seats: 4, dealer: 3, hands: { 0: [...KINGS, 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', ...t(21, 17)] } , fill: { 1: suitIn('S', 'H', 'D', 'C') } }), [
      'bid garde',
      'pass',
      'pass',
      'pass',
    ]);
    const discards = legal(s).map((n) => n.slice(8));
    expect(discards.every((c) => !c.startsWith('T') && c !== 'EX' && !c.endsWith('K'))).toBe(true);
    expect(discards).toEqual(expect.arrayContaining(['S1', 'S9']));
  });
  it('Kings and bouts are refused with a reason, and the state does not change', () => {
    const s = run(start({ ...strong, hands: { 0: [...KINGS, 'T1', 'T21', 'EX', ...t(20, 10)] }, chien: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'] }), PRISE);
    const before = JSON.stringify(s);
    for (const [card, why] of [
      ['SK', /King/],
      ['T1', /bout/],
      ['T21', /bout/],
      ['EX', /bout/],
      ['T12', /trump/],
    ] as const) {
      const res = tarot.apply(s, 0, { type: 'discard', card });
      expect(res.ok).toBe(false);
      if (!res.ok) expect([res.error.code, res.error.message]).toEqual(['ILLEGAL_ACTION', expect.stringMatching(why)]);
    }
    expect(JSON.stringify(s)).toBe(before);
  });
  it('the chien is turned over for everyone in prise and garde, and stays face down in garde sans', () => {
    const s = start(strong);
    expect(tarot.view(s, 1).chien).toBeNull();
    expect(tarot.hiddenFrom(s, 0)).toEqual(expect.arrayContaining(strong.chien));
    const taken = run(s, PRISE);
    for (const v of [0, 1, 2, 3, 'spectator'] as const) expect(tarot.view(taken, v).chien).toEqual(strong.chien);
    expect(tarot.view(taken, 0).hand).toHaveLength(24);
    const sans = run(start(strong), ['bid garde_sans', 'pass', 'pass', 'pass']);
    expect(sans.deal.phase).toBe('announce');
    expect(tarot.view(sans, 0).chien).toBeNull();
    expect(tarot.hiddenFrom(sans, 0)).toEqual(expect.arrayContaining(strong.chien));
  });
  // Hand check: with p plain cards and q trumps laid away, r = 6 − p − q remain and E = 5 − p plain
  // cards are left; the choice is E cards if E ≥ r, else E + (14 − q). Depth 1: 5 + 14 = 19.
  // Depth 2: 5 plain → 4 + 14 = 18 each, 14 trumps → 5 each: 90 + 70 = 160. Depth 3:
  // 5 × (4 × 17 + 14 × 4) + 14 × (5 × 4) = 620 + 280 = 900. Depth 4 is frozen from the engine.
  it('perft of the écart: 19, 160, 900 (hand-checked), then frozen', () => {
    const s = run(start(strong), PRISE);
    expect(perft(tarot, s, 1)).toBe(19);
    expect(perft(tarot, s, 2)).toBe(160);
    expect(perft(tarot, s, 3)).toBe(900);
    expect(perft(tarot, s, 4)).toBe(3480);
  });
});
