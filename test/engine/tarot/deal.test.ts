/**
 * Dealing and the match (rules §3–§5, Q8, Q11, Q14): packets and chien gaps, the petit sec and
 * all-pass redeals, dealer rotation, the five-player "mort" format and the end of the match.
 */
import { describe, expect, it } from 'vitest';
import { PACK } from '../../../shared/games/tarot/cards.js';
import { dealLayout, fixedGaps, hasPetitSec, randomGaps } from '../../../shared/games/tarot/deal.js';
import { tarot } from '../../../shared/games/tarot/index.js';
import type { TarotState } from '../../../shared/games/tarot/state.js';
import { createMatch, randomInt, type RngState, seedRng } from '../../../shared/index.js';
import { deckFor, run } from './helpers.js';

function playOut(state: TarotState, seed: string, untilScored: number): TarotState {
  let s = state;
  let rng: RngState = seedRng(seed);
  while (!s.over && s.scored < untilScored) {
    const legal = tarot.legalActions(s, s.deal.turn);
    let i: number;
    [i, rng] = randomInt(rng, legal.length);
    const next = tarot.apply(s, s.deal.turn, legal[i]!);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}

describe('dealing (§4)', () => {
  it.each([
    [3, 18, 6],
    [4, 24, 6],
    [5, 25, 3],
  ])('%i players: %i packets, %i chien cards, never the first or last card, one per gap', (players, packets, chien) => {
    let rng = seedRng(`gaps${players}`);
    for (let i = 0; i < 50; i++) {
      let gaps: number[];
      [gaps, rng] = randomGaps(rng, packets, chien);
      for (const g of [gaps, fixedGaps(packets, chien)]) {
        const layout = dealLayout(Array.from({ length: players }, (_, s) => s), g);
        expect(layout).toHaveLength(78);
        expect(layout.filter((d) => d < 0)).toHaveLength(chien);
        expect([layout[0], layout[77]].every((d) => d! >= 0)).toBe(true);
        expect(layout.some((d, j) => d < 0 && layout[j + 1]! < 0)).toBe(false);
      }
    }
  });
  it.each([
    [3, 24, 6],
    [4, 18, 6],
    [5, 15, 3],
  ])('%i players get %i cards each and a chien of %i; the first packet goes to the dealer’s right', (seats, hand, chien) => {
    const res = createMatch<TarotState>(tarot, { seats, seed: 'sizes', options: { firstDealer: 0 } });
    const s = res.ok ? res.value : undefined;
    expect(s!.deal.hands.map((h) => h.length)).toEqual(Array.from({ length: seats }, () => hand));
    expect(s!.deal.chien).toHaveLength(chien);
    expect(s!.deal.turn).toBe(1);
  });
  it('a prearranged deck deals its top card to the dealer’s right', () => {
    const res = createMatch<TarotState>(tarot, { seats: 4, seed: 'x', options: { firstDealer: 2 }, decks: [PACK] });
    expect(res.ok && res.value.deal.hands[3]!.slice(0, 3)).toEqual(['S1', 'S2', 'S3']);
  });
});

describe('annulled deals', () => {
  it('petit sec: T1 as only trump and no Excuse; with the Excuse the deal is played (§4.3)', () => {
    expect(hasPetitSec(['T1', 'S2', 'H3'])).toBe(true);
    expect(hasPetitSec(['T1', 'EX', 'S2'])).toBe(false);
    expect(hasPetitSec(['T1', 'T2'])).toBe(false);
  });
  it('a petit sec hand annuls the deal before the bidding; the next dealer deals', () => {
    const sec = deckFor({ seats: 4, dealer: 0, hands: { 2: ['T1'] }, fill: { 2: (c) => c[0] !== 'T' && c !== 'EX' } });
    const res = createMatch<TarotState>(tarot, { seats: 4, seed: 'sec', options: { firstDealer: 0 }, decks: [sec, PACK] });
    const s = res.ok ? res.value : undefined;
    // §4.3: the hand is shown — T1 its only trump, no Excuse, the 17 other cards of its suits
    const shown = s!.annulled[0]!.hand!;
    expect(s!.annulled).toEqual([{ reason: 'petit_sec', dealer: 0, seat: 2, hand: shown }]);
    expect(shown).toHaveLength(18);
    expect(shown.filter((c) => c.startsWith('T') || c === 'EX')).toEqual(['T1']);
    expect([s!.dealer, s!.dealt, s!.scored]).toEqual([1, 2, 0]);
    for (const viewer of [0, 3, 'spectator'] as const) expect(tarot.view(s!, viewer).annulled).toEqual([{ reason: 'petit_sec', dealer: 0, seat: 2, hand: shown }]);
  });
  it('all pass: annulled, nobody scores, the next dealer deals (§5)', () => {
    const res = createMatch<TarotState>(tarot, { seats: 4, seed: 'pass', options: { firstDealer: 3 } });
    const s = run(res.ok ? res.value : (undefined as never), ['pass', 'pass', 'pass', 'pass']);
    expect(s.annulled.at(-1)).toEqual({ reason: 'all_pass', dealer: 3 });
    expect([s.dealer, s.scored, s.scores]).toEqual([0, 0, [0, 0, 0, 0]]);
    expect(s.deal.phase).toBe('bidding');
    expect(s.deal.turn).toBe(1);
  });
});

describe('the match (§3, §11.4, Q14)', () => {
  it('the deal passes to the right after every deal; the match ends after the chosen number of deals', () => {
    const res = createMatch<TarotState>(tarot, { seats: 3, seed: 'm', options: { deals: 2, firstDealer: 1 } });
    let s = res.ok ? res.value : (undefined as never);
    s = playOut(s, 'a', 1);
    // Every deal dealt, annulled ones included, moves the deal one seat on: deal k is dealt by 1 + k − 1.
    expect(s.dealer).toBe((1 + s.dealt - 1) % 3);
    expect(s.dealt).toBeGreaterThanOrEqual(2);
    s = playOut(s, 'b', 2);
    expect(s.over).toBe(true);
    expect(tarot.toAct(s)).toEqual([]);
    const out = tarot.outcome(s)!;
    expect(out.scores).toEqual(s.scores);
    expect(out.ranks).toHaveLength(3);
    const best = Math.max(...s.scores);
    expect(out.result).toMatchObject({ score: best, deals: s.scored });
    expect(out.winners).toEqual(out.result.code === 'draw' ? [] : s.scores.flatMap((x, seat) => (x === best ? [seat] : [])));
    const res2 = tarot.apply(s, 0, { type: 'pass' });
    expect(!res2.ok && res2.error.code).toBe('MATCH_OVER');
  });
  it('deals: 0 means one deal per player', () => {
    const res = createMatch<TarotState>(tarot, { seats: 5, seed: 'n', options: {} });
    expect(res.ok && res.value.dealsInMatch).toBe(5);
  });
  it('five players, "mort" format: the dealer sits out, the others play the 4-player game and he scores 0', () => {
    const res = createMatch<TarotState>(tarot, { seats: 5, seed: 'mort', options: { fivePlayerMode: 'mort', firstDealer: 2, deals: 1 } });
    const s = res.ok ? res.value : (undefined as never);
    expect(s.deal.order).toEqual([3, 4, 0, 1]);
    expect(s.deal.hands.map((h) => h.length)).toEqual([18, 18, 0, 18, 18]);
    expect(s.deal.chien).toHaveLength(6);
    const end = playOut(s, 'mort', 1);
    expect(end.lastSheet!.scores[2]).toBe(0);
    expect(end.lastSheet!.scores.reduce((a, b) => a + b, 0)).toBe(0);
  });
});
