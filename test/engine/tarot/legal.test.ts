/**
 * Rules §13.1 (legal cards) and §13.2 (trick winners) through the engine, on prearranged deals.
 * Hands are the vector's cards plus fillers chosen so that they change nothing; seat 0 speaks and
 * leads (dealer 3, or 4 at five players), and a garde sans skips the chien.
 */
import { describe, expect, it } from 'vitest';
import { tarot } from '../../../shared/games/tarot/index.js';
import { trickWinner } from '../../../shared/games/tarot/play.js';
import type { TarotState } from '../../../shared/games/tarot/state.js';
import type { CardId } from '../../../shared/index.js';
import { legal, playable, run, start, suitIn } from './helpers.js';

const heartsOrTrumps = (c: CardId) => c[0] === 'H' || c[0] === 'T';
const BID4 = ['bid garde_sans', 'pass', 'pass', 'pass', 'pass'];

function four(hands: Record<number, CardId[]>, fill: Record<number, (c: CardId) => boolean>, plays: string[]): TarotState {
  return run(start({ seats: 4, dealer: 3, hands, fill }), [...BID4, ...plays]);
}

describe('legal cards (§13.1)', () => {
  it('L1: hearts led — follow suit (H2) or the Excuse', () => {
    const s = four({ 0: ['H5'], 1: ['H2', 'T3', 'T10', 'EX'] }, { 0: heartsOrTrumps, 1: suitIn('S', 'D', 'C') }, ['play H5']);
    expect(playable(s)).toEqual(['H2', 'EX']);
  });
  it('L2: void in hearts after a trump — overtrump (T10) or the Excuse', () => {
    const s = four(
      { 0: ['H5'], 1: ['T7'], 2: ['T3', 'T10', 'S4', 'EX'] },
      { 0: heartsOrTrumps, 1: suitIn('S', 'D', 'C'), 2: suitIn('S', 'D', 'C') },
      ['play H5', 'play T7'],
    );
    expect(playable(s)).toEqual(['T10', 'EX']);
  });
  it('L3: cannot overtrump — still trump (pisser) or the Excuse', () => {
    const s = four(
      { 0: ['H5'], 1: ['T7'], 2: ['T3', 'S4', 'EX'] },
      { 0: heartsOrTrumps, 1: suitIn('S', 'D', 'C'), 2: suitIn('S', 'D', 'C') },
      ['play H5', 'play T7'],
    );
    expect(playable(s)).toEqual(['T3', 'EX']);
  });
  it('L4: no hearts, no trump — any card', () => {
    const s = four(
      { 0: ['H5'], 1: ['T7'], 2: ['S4', 'D9'] },
      { 0: heartsOrTrumps, 1: suitIn('S', 'D', 'C'), 2: suitIn('S', 'D', 'C') },
      ['play H5', 'play T7'],
    );
    expect(playable(s)).toEqual(s.deal.hands[2]);
    expect(playable(s)).toContain('D9');
  });
  it('L5: trump led — must beat T12 (T15)', () => {
    const s = four({ 0: ['T12'], 1: ['T5', 'T15', 'H3'] }, { 1: suitIn('S', 'H', 'D', 'C') }, ['play T12']);
    expect(playable(s)).toEqual(['T15']);
  });
  it('L6: overtrump even the partner’s T18 (5 players, the called King makes seat 2 the partner)', () => {
    const s0 = start({
      seats: 5,
      dealer: 4,
      hands: { 0: ['T12'], 1: ['T18'], 2: ['T15', 'T20', 'SK'] },
      fill: { 1: suitIn('H', 'D', 'C'), 2: suitIn('H', 'D', 'C') },
    });
    const s = run(s0, ['pass', 'bid garde_sans', 'pass', 'pass', 'pass', 'call SK', 'pass', 'play T12', 'play T18']);
    expect(s.deal.partner).toBe(2);
    expect(playable(s)).toEqual(['T20']);
  });
  it('L7: only the Excuse so far — free, and the next card sets the suit', () => {
    const s = four({ 0: ['EX'], 1: ['D10', 'T2', 'S1'] }, {}, ['play EX']);
    expect(playable(s)).toEqual(s.deal.hands[1]);
  });
  it('L8: Excuse then D4 — diamonds were set by the second card', () => {
    const s = four({ 0: ['EX'], 1: ['D4'], 2: ['D10', 'T2'] }, { 2: suitIn('S', 'H', 'C') }, ['play EX', 'play D4']);
    expect(playable(s)).toEqual(['D10']);
  });
  it('L9: clubs led, no clubs and no trump — the Excuse is not a trump, anything goes', () => {
    const s = four({ 0: ['C3'], 1: ['EX', 'H2'] }, { 1: suitIn('S', 'H', 'D') }, ['play C3']);
    expect(playable(s)).toEqual(s.deal.hands[1]);
  });
  it('L10: 5 players, trick 1 — the called suit may open only with the called King', () => {
    const s0 = start({ seats: 5, dealer: 4, hands: { 0: ['H3', 'HK', 'S2'] }, fill: { 0: suitIn('S', 'D', 'C') } });
    const s = run(s0, ['pass', 'bid garde_sans', 'pass', 'pass', 'pass', 'call HK', 'pass']);
    expect(playable(s)).toContain('HK');
    expect(playable(s)).toContain('S2');
    expect(playable(s)).not.toContain('H3');
    const res = tarot.apply(s, 0, { type: 'play', card: 'H3' });
    expect(!res.ok && res.error.message).toMatch(/called suit \(hearts\)/);
  });
  it('Q6 option: after an Excuse lead the card that sets the suit is banned too', () => {
    const table = { seats: 5, dealer: 4, hands: { 0: ['EX'], 1: ['H3', 'S2'] } };
    const calls = ['pass', 'pass', 'pass', 'pass', 'bid garde_sans', 'call HK', 'pass', 'play EX'];
    expect(playable(run(start(table), calls))).toContain('H3');
    const strict = run(start({ ...table, options: { calledSuitLead: 'suit_setting_card' } }), calls);
    expect(playable(strict)).not.toContain('H3');
    expect(playable(strict)).toContain('S2');
  });
});

describe('trick winners (§13.2)', () => {
  const winnerOf = (s: TarotState) => s.deal.tricks[s.deal.tricks.length - 1]!;
  it('any trump beats the suit: H5, HK, T1, HQ → T1', () => {
    const s = four({ 0: ['H5'], 1: ['HK'], 2: ['T1', 'T2'], 3: ['HQ'] }, { 2: suitIn('S', 'D', 'C') }, ['play H5', 'play HK', 'play T1', 'play HQ']);
    expect(winnerOf(s)).toMatchObject({ winner: 2 });
    expect(legal(s).length).toBeGreaterThan(0);
    expect(s.deal.turn).toBe(2);
  });
  it('the Excuse is ignored: EX, D4, DC, T2 → T2', () => {
    const s = four({ 0: ['EX'], 1: ['D4'], 2: ['DC'], 3: ['T2', 'T3'] }, { 3: suitIn('S', 'H', 'C') }, ['play EX', 'play D4', 'play DC', 'play T2']);
    expect(winnerOf(s)).toMatchObject({ winner: 3 });
    // The Excuse went back to its player's pile (§9.4).
    expect(s.deal.won[0]).toEqual(['EX']);
  });
  it('S3, S10, DK, SJ → SJ (the Jack beats the 10, DK is off-suit)', () => {
    const s = four({ 0: ['S3'], 1: ['S10'], 2: ['DK'], 3: ['SJ'] }, { 2: suitIn('H', 'D', 'C') }, ['play S3', 'play S10', 'play DK', 'play SJ']);
    expect(winnerOf(s)).toMatchObject({ winner: 3 });
  });
  it('3 players, not the last trick: EX, C2, C9 → C9', () => {
    const s = run(start({ seats: 3, dealer: 2, hands: { 0: ['EX'], 1: ['C2'], 2: ['C9'] } }), [
      'bid garde_sans',
      'pass',
      'pass',
      'pass',
      'play EX',
      'play C2',
      'play C9',
    ]);
    expect(winnerOf(s)).toMatchObject({ winner: 2 });
  });
  it('4 players, last trick: the Excuse led by a taker who won all 17 earlier tricks wins it', () => {
    const s = four({}, {}, []);
    const tricks = Array.from({ length: 17 }, () => ({ plays: [], winner: 0 }));
    const state = { ...s, deal: { ...s.deal, taker: 0, tricks } };
    const plays = [
      { seat: 0, card: 'EX' },
      { seat: 1, card: 'H2' },
      { seat: 2, card: 'T21' },
      { seat: 3, card: 'H3' },
    ];
    expect(trickWinner(state, plays)).toEqual({ winner: 0, excuseWon: true });
    // One trick lost earlier: the Excuse is an ordinary loser again.
    const lost = { ...state, deal: { ...state.deal, tricks: tricks.map((t, i) => (i === 3 ? { ...t, winner: 2 } : t)) } };
    expect(trickWinner(lost, plays)).toEqual({ winner: 2, excuseWon: false });
  });
});
