/**
 * Rules §8 and §13.4–13.5: poignée levels (the Excuse standing in for one trump), one shown trump
 * per action and the set revealed when complete; the chelem announcement; the 5-player call.
 */
import { describe, expect, it } from 'vitest';
import { tarot } from '../../../shared/games/tarot/index.js';
import type { CardId } from '../../../shared/index.js';
import { legal, run, start, suitIn } from './helpers.js';

const t = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `T${from - i}`);
const SANS = ['bid garde_sans', 'pass', 'pass', 'pass', 'pass'];
/** Seat 0 leads holding `cards` plus plain suit cards; the chelem question answered with pass. */
const leader = (cards: CardId[]) => run(start({ seats: 4, dealer: 3, hands: { 0: cards }, fill: { 0: suitIn('S', 'H', 'D', 'C') } }), SANS);
const levels = (cards: CardId[]) => legal(leader(cards)).filter((n) => n.startsWith('poignee'));
const shows = (s: ReturnType<typeof leader>) => legal(s).map((n) => n.slice(5));

describe('poignée (§8.2, §13.4, 4 players: 10 / 13 / 15)', () => {
  it('9 trumps + Excuse: simple, and the set is forced (all 9 and the Excuse)', () => {
    expect(levels([...t(21, 13), 'EX'])).toEqual(['poignee simple']);
    const s = run(leader([...t(21, 13), 'EX']), ['poignee simple']);
    expect(shows(s)).toEqual([...t(21, 13), 'EX']);
  });
  it('10 trumps + Excuse: simple with the 10 trumps; the Excuse cannot be shown', () => {
    const s = run(leader([...t(21, 12), 'EX']), ['poignee simple']);
    expect(shows(s)).toEqual(t(21, 12));
  });
  it('11 trumps: simple, any 10 of the 11', () => {
    expect(levels(t(21, 11))).toEqual(['poignee simple']);
    const s = run(leader(t(21, 11)), ['poignee simple', 'show T21']);
    expect(shows(s)).toEqual(t(20, 11));
  });
  it('12 trumps + Excuse: simple, or double with all 12 and the Excuse', () => {
    expect(levels([...t(21, 10), 'EX'])).toEqual(['poignee simple', 'poignee double']);
  });
  it('14 trumps: simple or double', () => {
    expect(levels(t(21, 8))).toEqual(['poignee simple', 'poignee double']);
  });
  it('15 trumps: simple, double or triple', () => {
    expect(levels([...t(21, 8), 'T1'])).toEqual(['poignee simple', 'poignee double', 'poignee triple']);
  });
  it('shown one card per action, secret until complete, then revealed high to low to everyone', () => {
    let s = run(leader(t(21, 11)), ['poignee simple']);
    expect(legal(s).every((n) => n.startsWith('show '))).toBe(true);
    for (const c of ['T11', 'T13', 'T21', 'T20', 'T19', 'T18', 'T17', 'T16', 'T15']) s = run(s, [`show ${c}`]);
    expect(tarot.view(s, 1).poignees).toEqual([{ seat: 0, level: 'simple', count: 9, cards: [], complete: false }]);
    expect(tarot.publicNotation(s, 0, { type: 'show', card: 'T14' })).toBe('show ?');
    s = run(s, ['show T14']);
    const shown = ['T21', 'T20', 'T19', 'T18', 'T17', 'T16', 'T15', 'T14', 'T13', 'T11'];
    expect(tarot.view(s, 2).poignees).toEqual([{ seat: 0, level: 'simple', count: 10, cards: shown, complete: true }]);
    expect(tarot.hiddenFrom(s, 1)).not.toContain('T21');
    expect(tarot.hiddenFrom(s, 1)).toContain('T12');
    // Declared once, just before the first card: now only cards, and none after it.
    expect(legal(s).every((n) => n.startsWith('play '))).toBe(true);
    const res = tarot.apply(s, 0, { type: 'poignee', level: 'simple' });
    expect(!res.ok && res.error.message).toMatch(/once, just before your first card/);
  });
  it('too few trumps is refused with the count', () => {
    const s = leader(t(21, 14));
    const res = tarot.apply(s, 0, { type: 'poignee', level: 'simple' });
    expect(!res.ok && [res.error.code, res.error.message]).toEqual(['ILLEGAL_ACTION', expect.stringMatching(/needs 10 trumps.*you have 8/)]);
  });
  it('a defender may declare too, at his own first card', () => {
    const s = run(start({ seats: 4, dealer: 3, hands: { 0: ['S1'], 1: t(21, 12) }, fill: { 1: suitIn('S') } }), [...SANS, 'play S1']);
    expect(legal(s)).toContain('poignee simple');
  });
});

describe('chelem announcement (§8.1)', () => {
  it('the taker announces before the first card and then leads trick 1 himself', () => {
    const s = run(start({ seats: 4, dealer: 3 }), ['pass', 'pass', 'bid garde_sans', 'pass']);
    expect(s.deal.phase).toBe('announce');
    expect(legal(s)).toEqual(['pass', 'chelem']);
    expect(run(s, ['pass']).deal.turn).toBe(0);
    const c = run(s, ['chelem']);
    expect([c.deal.turn, tarot.view(c, 1).chelem]).toEqual([2, 2]);
  });
});

describe('king call (§6, §13.5, 5 players)', () => {
  const callPhase = (hand: CardId[]) => run(start({ seats: 5, dealer: 4, hands: { 0: hand } }), ['bid prise', 'pass', 'pass', 'pass', 'pass']);
  const calls = (hand: CardId[]) => legal(callPhase(hand)).map((n) => n.slice(5));
  const KINGS = ['SK', 'HK', 'DK', 'CK'];
  const QUEENS = ['SQ', 'HQ', 'DQ', 'CQ'];
  const KNIGHTS = ['SC', 'HC', 'DC', 'CC'];
  it('holding SK and HK: any King (own ones mean playing alone)', () => {
    expect(calls(['SK', 'HK'])).toEqual(KINGS);
  });
  it('all four Kings: any King or any Queen', () => {
    expect(calls(KINGS)).toEqual([...KINGS, ...QUEENS]);
  });
  it('all Kings and Queens: Knights too; adding the Knights: Jacks too', () => {
    expect(calls([...KINGS, ...QUEENS])).toEqual([...KINGS, ...QUEENS, ...KNIGHTS]);
    expect(calls([...KINGS, ...QUEENS, ...KNIGHTS])).toEqual([...KINGS, ...QUEENS, ...KNIGHTS, 'SJ', 'HJ', 'DJ', 'CJ']);
  });
  it('a Queen without all four Kings is refused', () => {
    const res = tarot.apply(callPhase(['SK']), 0, { type: 'call', card: 'HQ' });
    expect(!res.ok && res.error.message).toMatch(/Queen only with all four Kings/);
  });
  it('self-call: the taker plays alone, knows it, and nobody else learns it', () => {
    const s = run(callPhase(['SK', 'T21']), ['call SK']);
    expect(s.deal.partner).toBe(-1);
    expect(tarot.view(s, 0).partner).toBe('none');
    for (const v of [1, 2, 3, 4, 'spectator'] as const) expect(tarot.view(s, v).partner).toBeNull();
  });
  it('the called card turned up in the chien: alone, and everyone sees it', () => {
    const s0 = start({ seats: 5, dealer: 4, hands: { 0: ['T21'] }, chien: ['HK'] });
    const s = run(s0, ['bid garde', 'pass', 'pass', 'pass', 'pass', 'call HK']);
    for (const v of [0, 1, 2, 3, 4] as const) expect(tarot.view(s, v).partner).toBe('none');
  });
});
