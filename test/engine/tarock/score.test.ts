/**
 * Scoring (rules §12) through direct calls to the scoring functions on synthetic finished deals:
 * the worked examples 3, 4, 5, 7, 9 of §16 and one test for every premium and Valat case.
 */
import { describe, expect, it } from 'vitest';
import { PACK, thirds } from '../../../shared/games/tarock/cards.js';
import { concedeItem, effectiveLevel, settle } from '../../../shared/games/tarock/score.js';
import { A, B, C, D, opts, pileOf, synth, type Synth } from './helpers.js';

const sum = (items: { schrift: readonly number[]; total: readonly number[] }[], key: 'schrift' | 'total') =>
  [0, 1, 2, 3].map((s) => items.reduce((a, i) => a + i[key][s]!, 0));
const result = (x: Synth, o = opts()) => {
  const r = settle(synth(x), o);
  return { ...r, schrift: sum(r.items, 'schrift'), total: sum(r.items, 'total'), ids: r.items.map((i) => i.item) };
};
/** Declarer-side pile of `t` thirds holding `must`, the rest of the pack (minus `talon`) to the other side. */
const split = (t: number, must: string[], oppMust: string[], talon: string[] = []) => {
  const decl = pileOf(t, must, PACK.filter((c) => !oppMust.includes(c) && !talon.includes(c)));
  const opp = PACK.filter((c) => !decl.includes(c) && !talon.includes(c));
  return { decl, opp };
};
const alternate = (last: number, other: number) => Array.from({ length: 12 }, (_, i) => (i === 11 ? last : i % 2 ? other : last));

describe('§16 worked examples', () => {
  it('Example 3: Rufer won with silent Pagat and silent Vier Könige: A +3, B −3, C +3, D −3', () => {
    const { decl, opp } = split(140, ['HK', 'DK', 'SK', 'CK', 'T1'], ['SKUS']);
    const r = result({ contract: 'rufer', declarer: A, partner: C, called: 'HK', won: [decl, opp, [], []], winners: alternate(A, B), plays: [[12, A, 'T1']] });
    expect(thirds(decl)).toBe(140);
    expect(r.ids).toEqual(['game', 'koenige', 'pagat']);
    expect(r.schrift).toEqual([3, -3, 3, -3]);
    expect(r.total).toEqual([3, -3, 3, -3]);
  });

  it('Example 4: Uhurufer won, announced Uhu lost under Kontra: schrift A +3 B −3, total A +7 B −7', () => {
    const { decl, opp } = split(112, ['HK', 'DK', 'SKUS'], ['SK', 'CK', 'T21']);
    const r = result({
      contract: 'besserrufer', bird: 'uhu', declarer: B, partner: D, called: 'SK', won: [opp, decl, [], []], winners: [B, B, D, D, A, C, B, D, A, B, A, D],
      plays: [[11, B, 'T2'], [11, A, 'T5']],
      items: [{ premium: 'uhu', owner: B, level: 2, raises: [{ seat: A, level: 2 }] }],
    });
    expect(r.ids).toEqual(['game', 'uhu']);
    expect(r.items[1]).toMatchObject({ value: 4, winners: [A, C], multiplier: [2, 2, 2, 2], announced: true });
    expect(r.schrift).toEqual([3, -3, 3, -3]);
    expect(r.total).toEqual([7, -7, 7, -7]);
  });

  it('Example 5: Dreier lost at exactly 35/0 with Kontra and Rekontra, silent Trull for the declarer', () => {
    const { decl, opp } = split(105, ['SKUS', 'T21', 'T1', 'HK'], ['DK']);
    expect(thirds(decl)).toBe(105);
    const r = result({
      contract: 'dreier', declarer: C, won: [opp, [], decl, []], winners: alternate(C, A),
      items: [{ premium: 'game', owner: C, level: 4, raises: [{ seat: B, level: 2 }, { seat: C, level: 4 }] }],
    });
    expect(r.won).toBe(false);
    expect(r.ids).toEqual(['game', 'trull']);
    expect(r.schrift).toEqual([4, 4, -12, 4]);
    expect(r.total).toEqual([19, 19, -57, 19]);
  });

  it('Example 7: Solorufer with the called king in the talon: D gets that half, Kontra void, Vier Könige doubled', () => {
    const talon: [string[], string[]] = [['H4', 'H3', 'H2'], ['CK', 'D4', 'D3']];
    const { decl, opp } = split(100, ['HK', 'DK', 'SK'], ['SKUS'], talon.flat());
    const r = result({
      contract: 'solorufer', declarer: D, partner: null, called: 'CK', talonHalf: 1, talon, won: [opp, [], [], decl],
      winners: [D, A, D, A, D, A, D, A, D, A, D, D],
      items: [{ premium: 'game', owner: D, level: 2, raises: [{ seat: B, level: 2 }] }],
    });
    expect(r.thirds[D]).toBe(115);
    expect(r.thirds[A]).toBe(95);
    expect(r.ids).toEqual(['game', 'koenige']);
    expect(r.items[0]!.multiplier).toEqual([1, 1, 1, 1]);
    expect(r.schrift).toEqual([-4, -4, -4, 12]);
    expect(r.total).toEqual([-4, -4, -4, 12]);
  });

  it('Example 9: Zwiccolo lost with the third trick (tricks 10–12 not played): A +2, B +2, C −6, D +2', () => {
    const r = result({ contract: 'zwiccolo', declarer: C, won: [[], [], [], []], winners: [A, C, B, D, C, A, B, D, C], items: [1, 3, 0].map((s) => ({ key: `game:${s}`, premium: 'game' as const, pair: s, owner: C })) });
    expect(r.won).toBe(false);
    expect(r.schrift).toEqual([2, 2, -6, 2]);
  });
});

describe('§12 game, Valat and premiums', () => {
  const base = (t: number): Synth => {
    const { decl, opp } = split(t, ['HK', 'SKUS'], ['DK', 'T21']);
    return { contract: 'dreier', declarer: A, won: [decl, opp, [], []], winners: alternate(A, B) };
  };

  it('§4.3: 107 thirds (35/2) wins, 106 (35/1) loses; option winThresholdThirds 106 lets 35/1 win', () => {
    expect(result(base(107)).won).toBe(true);
    expect(result(base(106)).won).toBe(false);
    expect(result(base(106), opts({ winThresholdThirds: 106 })).won).toBe(true);
  });

  it('§12.2: a lost Sechserdreier counts double (8 per opponent), a won one 4', () => {
    expect(result({ ...base(100), contract: 'sechserdreier' }).schrift).toEqual([-24, 8, 8, 8]);
    expect(result({ ...base(120), contract: 'sechserdreier' }).schrift).toEqual([12, -4, -4, -4]);
  });

  it('§12.4: a silent Valat replaces the game at ×4 and drops silent premiums', () => {
    const { decl, opp } = split(180, ['HK', 'DK', 'SK', 'CK', 'SKUS', 'T21', 'T1'], []);
    const r = result({ contract: 'dreier', declarer: A, won: [decl, opp, [], []], winners: Array(12).fill(A) });
    expect(r.ids).toEqual(['valat']);
    expect(r.schrift).toEqual([60, -20, -20, -20]);
  });

  it('§14.11: an announced Valat missed on tricks loses ×8 even with the game won on points', () => {
    const x = base(150);
    const r = result({ ...x, items: [{ premium: 'valat', owner: A, level: 1 }] });
    expect(r.ids).toEqual(['valat']);
    expect(r.items[0]).toMatchObject({ value: 40, announced: true, winners: [B, C, D] });
    expect(r.schrift).toEqual([-120, 40, 40, 40]);
  });

  it('§12.4: an announced Valat of the opponents in a Sechserdreier is doubled again (4 × 8 × 2 = 64)', () => {
    const { decl, opp } = split(60, [], []);
    const r = result({ contract: 'sechserdreier', declarer: A, won: [decl, opp, [], []], winners: Array(12).fill(B), items: [{ premium: 'valat', owner: B }] });
    expect(r.items[0]).toMatchObject({ item: 'valat', value: 64, winners: [B, C, D] });
  });

  it('§14.12: with a silent Valat silent premiums vanish but announced ones are scored', () => {
    const { decl, opp } = split(180, ['HK', 'DK', 'SK', 'CK', 'SKUS', 'T21', 'T1'], []);
    const r = result({ contract: 'dreier', declarer: A, won: [decl, opp, [], []], winners: Array(12).fill(A), items: [{ premium: 'trull', owner: A }] });
    expect(r.ids).toEqual(['valat', 'trull']);
  });

  it('valatMode fixed: Valat is a premium 10 silent beside the game, silent Trull/Könige are included in it', () => {
    const { decl, opp } = split(180, ['HK', 'DK', 'SK', 'CK', 'SKUS', 'T21', 'T1'], []);
    const r = result({ contract: 'dreier', declarer: A, won: [decl, opp, [], []], winners: Array(12).fill(A), plays: [[12, A, 'T1']] }, opts({ valatMode: 'fixed' }));
    expect(r.ids).toEqual(['game', 'pagat', 'valat']);
    expect(r.items.find((i) => i.item === 'valat')!.value).toBe(10);
  });

  it('§11.5: premiums are doubled in solo contracts; Pagat, Uhu, Kakadu, Quapil silent 1/2/3/4', () => {
    const x = base(120);
    const plays: Synth['plays'] = [[9, A, 'T4'], [10, A, 'T3'], [11, A, 'T2'], [12, A, 'T1']];
    const r = result({ ...x, winners: Array.from({ length: 12 }, (_, i) => (i < 2 ? B : A)), plays });
    expect(r.items.map((i) => [i.item, i.value])).toEqual([['game', 5], ['pagat', 1], ['uhu', 2], ['kakadu', 3], ['quapil', 4]]);
    const solo = result({ ...x, contract: 'solodreier', winners: Array.from({ length: 12 }, (_, i) => (i < 2 ? B : A)), plays });
    expect(solo.items.map((i) => [i.item, i.value])).toEqual([['game', 10], ['pagat', 2], ['uhu', 4], ['kakadu', 6], ['quapil', 8]]);
  });

  it('announced Trull and Vier Könige by a defender, made: 2 each for the defenders', () => {
    const { decl, opp } = split(100, [], ['HK', 'DK', 'SK', 'CK', 'SKUS', 'T21', 'T1']);
    const r = result({ contract: 'dreier', declarer: A, won: [decl, opp, [], []], winners: alternate(A, B), items: [{ premium: 'trull', owner: C }, { premium: 'koenige', owner: D }] });
    expect(r.items.slice(1).map((i) => [i.item, i.value, i.winners])).toEqual([['trull', 2, [B, C, D]], ['koenige', 2, [B, C, D]]]);
  });

  it('König ultimo: the called king in trick 12 won by the declaring party (announced 2, silent 1)', () => {
    const { decl, opp } = split(120, [], []);
    const x: Synth = { contract: 'rufer', declarer: A, partner: C, called: 'HK', won: [decl, opp, [], []], winners: alternate(A, B), plays: [[12, C, 'HK']] };
    expect(result(x).items.find((i) => i.item === 'koenig_ultimo')).toMatchObject({ value: 1, winners: [A, C] });
    const ann = result({ ...x, items: [{ premium: 'koenig_ultimo', owner: C }] });
    expect(ann.items.find((i) => i.item === 'koenig_ultimo')).toMatchObject({ value: 2, announced: true, winners: [A, C] });
    const lost = result({ ...x, winners: alternate(B, A), items: [{ premium: 'koenig_ultimo', owner: C }] });
    expect(lost.items.find((i) => i.item === 'koenig_ultimo')).toMatchObject({ value: 2, winners: [B, D] });
  });

  it('silentFailuresCount: a silent Pagat played in trick 12 and lost costs its party 1', () => {
    const x: Synth = { ...base(120), plays: [[12, A, 'T1'], [12, B, 'T5']], winners: alternate(B, A) };
    expect(result(x).ids).not.toContain('pagat');
    const r = result(x, opts({ silentFailuresCount: true }));
    expect(r.items.find((i) => i.item === 'pagat')).toMatchObject({ value: 1, winners: [B, C, D], note: 'failed (silent)', notes: [{ code: 'failedSilent', params: {} }] });
  });

  it('premiumsExtra: Mondfang (T21 captured), Sack 45/2 and Doppelsack 55/2', () => {
    const { decl, opp } = split(170, [], ['T21', 'HK']);
    const r = result({ contract: 'dreier', declarer: A, won: [decl, opp, [], []], winners: alternate(A, B), plays: [[3, B, 'T21'], [3, A, 'SKUS']] }, opts({ premiumsExtra: ['mondfang', 'sack1', 'sack2'] }));
    expect(r.ids).toEqual(['game', 'mondfang', 'sack1', 'sack2']);
    expect(r.mondfang).toBe(true);
  });

  it('§11.6, §14.7: a Kontra by the wrong party (partner kontras his own declarer) is void with all built on it', () => {
    const item = { key: 'game', premium: 'game' as const, owner: A, pair: null, level: 4, raises: [{ seat: C, level: 2 }, { seat: A, level: 4 }] };
    expect(effectiveLevel(item, [A, C], false)).toBe(1);
    expect(effectiveLevel(item, [A, D], false)).toBe(4);
    expect(effectiveLevel(item, [A, D], true)).toBe(1);
  });

  it('negative contracts: Kontra per defender (§11.6) — only that pair is doubled', () => {
    const r = result({
      contract: 'bettler', declarer: B, won: [[], [], [], []], winners: Array(12).fill(A),
      items: [A, C, D].map((s) => ({ key: `game:${s}`, premium: 'game' as const, pair: s, owner: B, level: s === C ? 2 : 1, raises: s === C ? [{ seat: C, level: 2 }] : [] })),
    });
    expect(r.won).toBe(true);
    expect(r.schrift).toEqual([-4, 12, -4, -4]);
    expect(r.total).toEqual([-4, 16, -8, -4]);
  });

  it('Piccolo is won with exactly one trick after all 12 tricks', () => {
    const r = result({ contract: 'piccolo', declarer: D, won: [[], [], [], []], winners: [A, A, D, A, B, C, A, B, C, A, B, C], items: [A, B, C].map((s) => ({ key: `game:${s}`, premium: 'game' as const, pair: s, owner: D })) });
    expect(r.won).toBe(true);
    expect(r.schrift).toEqual([-2, -2, -2, 6]);
  });

  it('§12.7 Schleifen: contract value plus the bird to each opponent (Rufer 1, Pagatrufer 3, Quapilrufer 9)', () => {
    const deal = (contract: 'rufer' | 'besserrufer', bird: Synth['bird']) => synth({ contract, bird, declarer: B, won: [[], [], [], []], winners: [] });
    expect(concedeItem(deal('rufer', null), opts()).schrift).toEqual([1, -3, 1, 1]);
    expect(concedeItem(deal('besserrufer', 'pagat'), opts()).schrift).toEqual([3, -9, 3, 3]);
    expect(concedeItem(deal('besserrufer', 'quapil'), opts()).schrift).toEqual([9, -27, 9, 9]);
  });

  it('colour contracts score only Vier Könige and Valat; Farbensolo doubles Vier Könige', () => {
    const { decl, opp } = split(120, ['HK', 'DK', 'SK', 'CK', 'SKUS', 'T21', 'T1'], []);
    const x: Synth = { contract: 'farbendreier', declarer: A, won: [decl, opp, [], []], winners: alternate(A, B), plays: [[12, A, 'T1']] };
    expect(result(x).items.map((i) => [i.item, i.value])).toEqual([['game', 5], ['koenige', 1]]);
    expect(result({ ...x, contract: 'farbensolo' }).items.map((i) => [i.item, i.value])).toEqual([['game', 10], ['koenige', 2]]);
  });

  it('tariffs: ooe Dreier 4 and Bettler 2, tirol Besserrufer game 3', () => {
    expect(result(base(120), opts({ tariff: 'ooe' })).items[0]!.value).toBe(4);
    expect(result(base(120), opts({ tariff: 'tirol' })).items[0]!.value).toBe(5);
    const pr = result({ ...base(120), contract: 'besserrufer', bird: 'pagat', partner: C, called: 'HK' }, opts({ tariff: 'tirol' }));
    expect(pr.items[0]!.value).toBe(3);
  });
});
