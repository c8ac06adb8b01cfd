/**
 * Counting (§4, Example 1), legal cards and trick winners (§10, Example 2 and the edge cases of
 * §14), and the Trischaken settlement (§12.6, Example 14).
 */
import { describe, expect, it } from 'vitest';
import { PACK, pointsBlatt, thirds } from '../../../shared/games/tarock/cards.js';
import type { ContractId } from '../../../shared/games/tarock/contracts.js';
import { explainCard, legalCards, pipelineCards, trickContext, winnerIndex } from '../../../shared/games/tarock/play.js';
import type { Deal } from '../../../shared/games/tarock/state.js';
import { trischakenPayments } from '../../../shared/games/tarock/trischaken.js';
import { A, B, C, D, opts, synth } from './helpers.js';

describe('Example 1: counting a pile in thirds (§4)', () => {
  const pile = ['SKUS', 'HK', 'CK', 'DQ', 'SC', 'DC', 'HJ', 'SJ', 'T15', 'T8', 'S10', 'C7', 'D2', 'H4', 'T11', 'T3'];
  it('16 cards = 79 thirds = 26 points 1 Blatt; the rest of the pack 131 = 43/2; the pack 210', () => {
    expect(thirds(pile)).toBe(79);
    expect(pointsBlatt(79)).toBe('26/1');
    expect(thirds(PACK.filter((c) => !pile.includes(c)))).toBe(131);
    expect(pointsBlatt(131)).toBe('43/2');
    expect(thirds(PACK)).toBe(210);
    expect(thirds(['HK'])).toBe(13);
    expect(pointsBlatt(13)).toBe('4/1');
  });
  it('thirds(M) mod 3 = |M| mod 3 for every prefix of the pack', () => {
    for (let n = 0; n <= 54; n++) expect(thirds(PACK.slice(0, n)) % 3).toBe(n % 3);
  });
});

/** A deal in play with the given hands and trick so far (`tricksDone` finished tricks before it). */
function inPlay(contract: ContractId, declarer: number, hands: string[][], trick: [number, string][], extra: Partial<Deal> = {}): Deal {
  const base = synth({ contract, declarer, won: [[], [], [], []], winners: [] });
  return { ...base, hands, trick: trick.map(([seat, card]) => ({ seat, card })), announce: null, ...extra };
}
const winner = (d: Deal, o = opts()) => d.trick[winnerIndex(d.trick, trickContext(d, o))]!.seat;

describe('Example 2: legal cards and trick winners (§10)', () => {
  it('(a) Piccolo: must beat in suit, must trump, Pagat only as last tarock, trumped trick any heart; D wins', () => {
    const hands = [['HQ', 'H1', 'S7'], ['S8'], ['HK', 'H4', 'T9'], ['T1', 'T7', 'S9']];
    let d = inPlay('piccolo', B, hands, [[B, 'HC']]);
    expect(legalCards(d, opts(), C)).toEqual(['HK']);
    expect(explainCard(d, opts(), C, 'H4')).toBe('you must win the trick if you can (Stichzwang)');
    d = { ...d, trick: [...d.trick, { seat: C, card: 'HK' }] };
    expect(legalCards(d, opts(), D)).toEqual(['T7']);
    expect(explainCard(d, opts(), D, 'T1')).toBe('the Pagat may only be played as your last tarock');
    expect(explainCard(d, opts(), D, 'S9')).toBe('you have no hearts: you must play a tarock');
    d = { ...d, trick: [...d.trick, { seat: D, card: 'T7' }] };
    expect(legalCards(d, opts(), A)).toEqual(['HQ', 'H1']);
    d = { ...d, trick: [...d.trick, { seat: A, card: 'HQ' }] };
    expect(winner(d)).toBe(D);
  });

  it('(b) Kaiserstich: T21, SKUS, T1, T5 — C wins with the Pagat (wien anyOrder, tirol ordered); ooe off: B with the Sküs', () => {
    const d = inPlay('dreier', A, [[], [], [], []], [[A, 'T21'], [B, 'SKUS'], [C, 'T1'], [D, 'T5']]);
    expect(winner(d, opts({ kaiserstich: 'anyOrder' }))).toBe(C);
    expect(winner(d, opts({ kaiserstich: 'ordered' }))).toBe(C);
    expect(winner(d, opts({ kaiserstich: 'off' }))).toBe(B);
    const wrongOrder = inPlay('dreier', A, [[], [], [], []], [[A, 'SKUS'], [B, 'T21'], [C, 'T1'], [D, 'T5']]);
    expect(winner(wrongOrder, opts({ kaiserstich: 'ordered' }))).toBe(A);
    expect(winner(wrongOrder, opts({ kaiserstich: 'anyOrder' }))).toBe(C);
  });

  it('(c) Farbendreier: a Karo lead is won by the Dame although SKUS, T21, T1 fall on it (§14.10)', () => {
    const d = inPlay('farbendreier', A, [[], [], [], []], [[A, 'DQ'], [B, 'SKUS'], [C, 'T21'], [D, 'T1']]);
    expect(winner(d)).toBe(A);
    const tarockLead = inPlay('farbendreier', A, [[], [], [], []], [[A, 'T21'], [B, 'SKUS'], [C, 'T1'], [D, 'H4']]);
    expect(winner(tarockLead)).toBe(C);
  });

  it('(d) Farbendreier: no tarock lead while holding colour cards; must still trump when void', () => {
    const d = inPlay('farbendreier', A, [['HK', 'H3', 'T10'], ['T2', 'S7'], [], []], []);
    expect(legalCards(d, opts(), A)).toEqual(['HK', 'H3']);
    expect(explainCard(d, opts(), A, 'T10')).toBe('in a colour contract you may not lead a tarock while you hold colour cards');
    const follow = { ...d, trick: [{ seat: A, card: 'HK' }] };
    expect(legalCards(follow, opts(), B)).toEqual(['T2']);
  });

  it('positive contracts: no duty to overtrump; follow suit first', () => {
    const d = inPlay('dreier', A, [[], ['T2', 'T20', 'S7'], [], []], [[A, 'T10']]);
    expect(legalCards(d, opts(), B)).toEqual(['T2', 'T20']);
    expect(explainCard(d, opts(), B, 'S7')).toBe('you must follow suit: tarock');
    const colour = inPlay('dreier', A, [[], ['HK', 'T5', 'S7'], [], []], [[A, 'H4']]);
    expect(legalCards(colour, opts(), B)).toEqual(['HK']);
  });

  it('Trischaken: Stichzwang and the Pagat rule; off when Vorhand chose so (trischakenStichzwang)', () => {
    const d = inPlay('trischaken', A, [[], ['T3', 'T12', 'T1'], [], []], [[A, 'T10']]);
    expect(legalCards(d, opts(), B)).toEqual(['T12']);
    const free = { ...d, trischaken: { talon: 'none' as const, stichzwang: false } };
    expect(legalCards(free, opts(), B)).toEqual(['T3', 'T12', 'T1']);
    const lead = inPlay('bettler', A, [['T1', 'T5', 'H4'], [], [], []], []);
    expect(legalCards(lead, opts(), A)).toEqual(['T5', 'H4']);
    const lastTarock = inPlay('bettler', A, [['T1', 'H4'], [], [], []], []);
    expect(legalCards(lastTarock, opts(), A)).toEqual(['T1', 'H4']);
  });

  it('§11.4 reservations: an announced Uhu is kept until trick 11 and must be played then; the higher bird goes first', () => {
    const items = [{ key: 'uhu', premium: 'uhu' as const, owner: B, pair: null, level: 1, raises: [] }, { key: 'pagat', premium: 'pagat' as const, owner: B, pair: null, level: 1, raises: [] }];
    const ann = { items, acked: [{}, {}, {}, {}], hadTurn: [true, true, true, true], passes: 3, acted: false, kontra: [false, false, false, false] };
    const early = inPlay('dreier', A, [[], ['T1', 'T2', 'T9'], [], []], [[A, 'T10']], { announce: ann });
    expect(legalCards(early, opts(), B)).toEqual(['T9']);
    expect(explainCard(early, opts(), B, 'T2')).toBe('an announced card must be kept for its trick');
    const forced = inPlay('dreier', A, [[], ['T1', 'T2', 'H4'], [], []], [[A, 'T10']], { announce: ann });
    expect(legalCards(forced, opts(), B)).toEqual(['T2']);
    const tricks = Array.from({ length: 10 }, () => ({ leader: A, cards: [], winner: A, zuwaage: null }));
    const due = inPlay('dreier', A, [[], ['T1', 'T2', 'T9'], [], []], [[A, 'T10']], { announce: ann, tricks });
    expect(legalCards(due, opts(), B)).toEqual(['T2']);
    // soft (OÖ): may be given up early when it does not take the trick as it stands
    expect(legalCards(early, opts({ reservationMode: 'soft' }), B)).toEqual(['T1', 'T2', 'T9']);
    const wouldWin = inPlay('dreier', A, [[], ['T1', 'T2', 'T9'], [], []], [[A, 'H4']], { announce: ann });
    expect(legalCards(wouldWin, opts({ reservationMode: 'soft' }), B)).toEqual(['T9']);
  });

  it('the step-by-step rules and the fast legal-card code agree on many positions', () => {
    const contracts: ContractId[] = ['dreier', 'piccolo', 'farbendreier', 'trischaken'];
    let n = 0;
    for (let i = 0; i < 400; i++) {
      const shuffled = PACK.slice().sort((x, y) => ((x.charCodeAt(0) * 31 + i * 17 + y.length) % 7) - ((y.charCodeAt(1) * 13 + i) % 7));
      const hand = shuffled.slice(0, 6), played = shuffled.slice(6, 6 + (i % 4));
      const d = inPlay(contracts[i % 4]!, A, [[], hand, [], []], played.map((c, k) => [(k + 2) % 4, c] as [number, string]));
      expect(legalCards(d, opts(), B)).toEqual(pipelineCards(d, opts(), B));
      n++;
    }
    expect(n).toBe(400);
  });
});

describe('Example 14: Trischaken settlement (wien: base 2, pot 6)', () => {
  const rows: [string, number[], number[], number[]][] = [
    ['one Jungfrau', [60, 91, 59, 0], [4, 5, 3, 0], [0, -6, 0, 6]],
    ['plain', [50, 45, 70, 45], [3, 3, 4, 2], [2, 2, -6, 2]],
    ['two tied losers', [36, 75, 75, 24], [2, 4, 4, 2], [3, -3, -3, 3]],
    ['Vorhand tied for most', [75, 75, 30, 30], [4, 4, 2, 2], [-12, 4, 4, 4]],
    ['Vorhand Bürgermeister', [108, 40, 40, 22], [6, 2, 2, 2], [-24, 8, 8, 8]],
    ['Bürgermeister B, two Jungfrauen', [0, 110, 100, 0], [0, 6, 6, 0], [6, -12, 0, 6]],
  ];
  it.each(rows)('%s', (_, th, tricks, pay) => {
    expect(th.reduce((a, b) => a + b)).toBe(210);
    expect(trischakenPayments(th, tricks, A, opts({ trischakenBase: 2, trischakenScoring: 'wien' })).pay).toEqual(pay);
  });

  it('ooe payouts: single loser pays base to each; two tied pay 2 each; two Jungfrauen share a pot of 4', () => {
    const o = opts({ trischakenBase: 1, trischakenScoring: 'ooe' });
    expect(trischakenPayments([50, 45, 70, 45], [3, 3, 4, 2], A, o).pay).toEqual([1, 1, -3, 1]);
    expect(trischakenPayments([36, 75, 75, 24], [2, 4, 4, 2], A, o).pay).toEqual([2, -2, -2, 2]);
    expect(trischakenPayments([0, 110, 100, 0], [0, 6, 6, 0], A, o).pay).toEqual([3, -6, 0, 3]);
    expect(trischakenPayments([70, 10, 60, 70], [4, 1, 3, 4], A, o).pay).toEqual([-6, 2, 2, 2]);
    expect(trischakenPayments([30, 70, 70, 40], [0, 5, 5, 2], A, o).pay.reduce((a, b) => a + b)).toBe(0);
  });

  it('pairs (tirol): the two with most points pay base to the two with fewest', () => {
    expect(trischakenPayments([50, 45, 70, 45], [3, 3, 4, 2], A, opts({ trischakenScoring: 'pairs' })).pay).toEqual([-2, 2, -2, 2]);
  });

  it('§12.6: with the talon counted for nobody a four-way tie makes Vorhand the loser', () => {
    expect(trischakenPayments([51, 51, 51, 51], [3, 3, 3, 3], C, opts()).pay).toEqual([4, 4, -12, 4]);
  });
});
