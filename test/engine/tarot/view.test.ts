/**
 * Views (rules §14): the hidden partner (not even indirectly), the score sheet of the last deal
 * with its formula, trick review, and what spectators see.
 */
import { describe, expect, it } from 'vitest';
import { tarot } from '../../../shared/games/tarot/index.js';
import type { TarotState } from '../../../shared/games/tarot/state.js';
import { createMatch, randomInt, type RngState, seedRng } from '../../../shared/index.js';
import { run, start } from './helpers.js';

const CALL = ['bid garde_sans', 'pass', 'pass', 'pass', 'pass', 'call HK', 'pass'];

describe('the 5-player partner (§6.2, §14)', () => {
  // Two deals that differ only in who holds HK (seat 2 or seat 3, swapped with D1).
  const a = run(start({ seats: 5, dealer: 4, hands: { 0: ['S1', 'S2'], 2: ['HK'], 3: ['D1'] } }), CALL);
  const b = run(start({ seats: 5, dealer: 4, hands: { 0: ['S1', 'S2'], 2: ['D1'], 3: ['HK'] } }), CALL);
  it('only the partner knows; every other view is the same whoever holds the called card', () => {
    expect([a.deal.partner, b.deal.partner]).toEqual([2, 3]);
    expect(tarot.view(a, 2).partner).toBe(2);
    expect(tarot.view(b, 3).partner).toBe(3);
    for (const v of [0, 1, 4, 'spectator'] as const) {
      expect(tarot.view(a, v).partner).toBeNull();
      expect(tarot.view(a, v)).toEqual(tarot.view(b, v));
    }
  });
  it('and still after a trick in which the called card was not played', () => {
    const a1 = run(a, ['play S1']);
    const b1 = run(b, ['play S1']);
    for (const v of [0, 1, 4, 'spectator'] as const) expect(tarot.view(a1, v)).toEqual(tarot.view(b1, v));
  });
  it('playing the called card reveals the partner to everyone', () => {
    const s = run(start({ seats: 5, dealer: 4, hands: { 0: ['S1'], 1: ['HK'] }, fill: { 1: (c) => c[0] === 'H' || (c[0] === 'T' && c !== 'T1') } }), CALL);
    expect(tarot.view(s, 3).partner).toBeNull();
    // Seat 1 holds hearts and one trump: the King comes out once he has to play hearts.
    let t = s;
    while (t.deal.partnerRevealed === false) {
      const seat = t.deal.turn;
      const plays = tarot.legalActions(t, seat).filter((x) => x.type === 'play');
      const pick = plays.find((x) => x.type === 'play' && x.card === 'HK') ?? plays[0]!;
      const r = tarot.apply(t, seat, pick);
      if (!r.ok) throw new Error(r.error.message);
      t = r.value;
    }
    for (const v of [0, 2, 3, 4, 'spectator'] as const) expect(tarot.view(t, v).partner).toBe(1);
  });
});

function oneDeal(seats: number, options: object): TarotState {
  const res = createMatch<TarotState>(tarot, { seats, seed: 'sheet', options: { deals: 2, ...options } });
  let s = res.ok ? res.value : (undefined as never);
  let rng: RngState = seedRng('sheet-moves');
  while (s.scored < 1) {
    const legal = tarot.legalActions(s, s.deal.turn);
    let i: number;
    [i, rng] = randomInt(rng, legal.length);
    const r = tarot.apply(s, s.deal.turn, legal[i]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

describe('views', () => {
  it('the last deal’s score sheet, with the formula spelled out, is public', () => {
    const s = oneDeal(4, {});
    const sheet = tarot.view(s, 'spectator').lastDeal!;
    expect(sheet.formula).toMatch(/^−?(\(25( [+−] \d+)+\)|25) × [1246]( [+−] [a-z ]+\d+)* = −?\d+$/);
    expect(sheet.formula.endsWith(`= ${sheet.value < 0 ? '−' : ''}${Math.abs(sheet.value)}`)).toBe(true);
    expect(sheet.items.reduce((a, i) => a + i.value, 0)).toBe(sheet.value);
    expect(sheet.scores.reduce((a, b) => a + b, 0)).toBe(0);
    expect(tarot.view(s, 0).scores).toEqual(sheet.scores);
    expect(tarot.view(s, 0).history).toEqual([sheet.scores]);
  });
  it('the finished deal\'s sheet shows the chien and the taker\'s écart (prise, garde: the écart is laid from chien and hand)', () => {
    const garde = run(start({ seats: 4, dealer: 3 }), ['bid garde', 'pass', 'pass', 'pass']);
    const chien = garde.deal.chienShown.slice();
    expect(chien).toHaveLength(6);
    let s = garde;
    const laid: string[] = [];
    while (s.scored < 1) {
      const a = tarot.legalActions(s, s.deal.turn)[0]!;
      if (a.type === 'discard') laid.push(a.card);
      const r = tarot.apply(s, s.deal.turn, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    const sheet = tarot.view(s, 'spectator').lastDeal!;
    expect(sheet.chien).toEqual(chien);
    expect([...sheet.ecart].sort()).toEqual(laid.sort());
    expect(sheet.ecart).toHaveLength(6);
    // garde sans: the chien, never shown during the deal, and no écart
    const sans = oneDeal(4, {});
    const last = tarot.view(sans, 2).lastDeal!;
    expect(last.chien).toHaveLength(6);
    expect(last.ecart).toEqual(last.contract === 'garde_sans' || last.contract === 'garde_contre' ? [] : last.ecart);
  });
  it('trick review: the last completed trick by default, every trick with trickReview "all"', () => {
    const playTricks = (options: object) => {
      const s0 = start({ seats: 4, dealer: 3, options });
      let s = run(s0, ['bid garde_sans', 'pass', 'pass', 'pass', 'pass']);
      while (s.deal.tricks.length < 3) {
        const r = tarot.apply(s, s.deal.turn, tarot.legalActions(s, s.deal.turn).find((x) => x.type === 'play')!);
        s = r.ok ? r.value : s;
      }
      return tarot.view(s, 1);
    };
    expect(playTricks({}).tricks).toHaveLength(1);
    expect(playTricks({}).lastTrick).toEqual(playTricks({}).tricks[0]);
    expect(playTricks({ trickReview: 'all' }).tricks).toHaveLength(3);
  });
  it('spectators hold no hand; seats see their own hand sorted, and everyone the hand counts', () => {
    const s = start({ seats: 3, dealer: 0 });
    expect(tarot.view(s, 'spectator').hand).toEqual([]);
    const v = tarot.view(s, 1);
    expect(v.hand).toEqual(s.deal.hands[1]);
    expect(v.handCounts).toEqual([24, 24, 24]);
    expect(v).toMatchObject({ game: 'tarot', phase: 'bidding', toAct: [1], dealer: 0, deal: 1, chienCount: 6, chien: null });
  });
});
