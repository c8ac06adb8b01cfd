/**
 * Bad input: every refusal has a stable code and a readable reason, and never changes the state.
 */
import { describe, expect, it } from 'vitest';
import { tarot } from '../../../shared/games/tarot/index.js';
import type { TarotAction, TarotState } from '../../../shared/games/tarot/state.js';
import { applyNotation, createMatch } from '../../../shared/index.js';
import { run, start, suitIn } from './helpers.js';

function refused(state: TarotState, seat: number, action: unknown): { code: string; message: string } {
  const before = JSON.stringify(state);
  const res = tarot.apply(state, seat, action as TarotAction);
  expect(JSON.stringify(state)).toBe(before);
  if (res.ok) throw new Error('accepted');
  return res.error;
}

describe('typed errors, state unchanged', () => {
  const s = start({ seats: 4, dealer: 3, hands: { 0: ['H5'], 1: ['H2', 'T3'] }, fill: { 1: suitIn('S', 'D', 'C') } });
  it('NOT_YOUR_TURN and BAD_SEAT', () => {
    expect(refused(s, 2, { type: 'pass' }).code).toBe('NOT_YOUR_TURN');
    expect(refused(s, 7, { type: 'pass' }).code).toBe('BAD_SEAT');
  });
  it('ILLEGAL_ACTION: a bid not above the highest, a card during the bidding', () => {
    const g = run(s, ['bid garde']);
    expect(refused(g, 1, { type: 'bid', contract: 'prise' })).toEqual({ code: 'ILLEGAL_ACTION', message: 'a bid must be higher than Garde' });
    expect(refused(g, 1, { type: 'play', card: 'H2' }).message).toMatch(/time to bid/);
  });
  it('ILLEGAL_ACTION with the reason: you must follow suit', () => {
    const p = run(s, ['bid garde_sans', 'pass', 'pass', 'pass', 'pass', 'play H5']);
    expect(refused(p, 1, { type: 'play', card: 'T3' })).toEqual({ code: 'ILLEGAL_ACTION', message: 'you must follow suit: hearts' });
    expect(refused(p, 1, { type: 'play', card: 'H5' }).message).toBe('you do not hold H5');
  });
  it('UNKNOWN_CARD and BAD_NOTATION', () => {
    expect(refused(s, 0, tarot.parseAction('play ZZ')).code).toBe('UNKNOWN_CARD');
    const res = applyNotation(tarot, s, 0, 'dance a jig');
    expect(!res.ok && res.error.code).toBe('BAD_NOTATION');
    expect(refused(s, 0, null).code).toBe('ILLEGAL_ACTION');
  });
  it('setup refuses bad seats, decks and options', () => {
    const codes = [
      createMatch(tarot, { seats: 2, seed: 'x' }),
      createMatch(tarot, { seats: 4, seed: 'x', decks: [['S1']] }),
      createMatch(tarot, { seats: 4, seed: 'x', options: { deals: -1 } }),
      createMatch(tarot, { seats: 4, seed: 'x', options: { colour: 'red' } }),
      createMatch(tarot, { seats: 3, seed: 'x', options: { firstDealer: 4 } }),
    ].map((r) => !r.ok && r.error.code);
    expect(codes).toEqual(['BAD_SEATS', 'BAD_DECK', 'BAD_OPTIONS', 'BAD_OPTIONS', 'BAD_OPTIONS']);
  });
});

describe('notation', () => {
  it('round-trips every kind of action and rejects junk', () => {
    for (const text of ['pass', 'bid garde_contre', 'call HQ', 'discard H3', 'chelem', 'poignee triple', 'show EX', 'play T21']) {
      expect(tarot.makeAction(tarot.parseAction(text)!)).toBe(text);
    }
    for (const text of ['', 'bid petite', 'play', 'play H3 H4', 'poignee quadruple', 'call h3']) expect(tarot.parseAction(text)).toBeUndefined();
  });
});
