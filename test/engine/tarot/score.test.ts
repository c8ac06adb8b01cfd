/**
 * Rules §12: the worked examples E1–E9 (E1–E5 are the FFT's own, S1 p. 9), the half-point rule of
 * §10.2 and the zero-sum splits of §11.3, on the score function itself.
 */
import { describe, expect, it } from 'vitest';
import { pileHp } from '../../../shared/games/tarot/cards.js';
import { countDeal } from '../../../shared/games/tarot/count.js';
import { dealValue, type DealFacts, seatScores } from '../../../shared/games/tarot/score.js';
import type { DealState } from '../../../shared/games/tarot/state.js';

const FFT = { failedChelemDefenceAll: 'both_terms', partnerChelemShare: true } as const;
const facts = (f: Partial<DealFacts> & Pick<DealFacts, 'contract' | 'attackHp' | 'attackBouts'>): DealFacts => ({
  petitAuBout: null,
  poignees: [],
  chelemAnnounced: false,
  attackAll: false,
  defenceAll: false,
  ...f,
});
/** 4 players, seat 0 takes. */
const four = (f: DealFacts) => {
  const v = dealValue(f, FFT);
  return { S: v.value, scores: seatScores(4, [0, 1, 2, 3], 0, -1, v, FFT), formula: v.formula };
};

describe('worked examples (§12)', () => {
  it('E1: garde made by 8 with a simple poignée and the petit au bout', () => {
    const r = four(facts({ contract: 'garde', attackHp: 98, attackBouts: 2, petitAuBout: 'attack', poignees: ['simple'] }));
    expect(r.S).toBe(106);
    expect(r.scores).toEqual([318, -106, -106, -106]);
    expect(r.formula).toBe('(25 + 8 + 10) × 2 + poignée 20 = 106');
  });
  it('E2: garde sans made by 4, petit au bout won by the defence', () => {
    const r = four(facts({ contract: 'garde_sans', attackHp: 90, attackBouts: 2, petitAuBout: 'defence' }));
    expect(r.S).toBe(76);
    expect(r.scores).toEqual([228, -76, -76, -76]);
    expect(r.formula).toBe('(25 + 4 − 10) × 4 = 76');
  });
  it('E3: prise failed by 7; the attack poignée goes to the defence, the petit au bout to the attack', () => {
    const r = four(facts({ contract: 'prise', attackHp: 88, attackBouts: 1, petitAuBout: 'attack', poignees: ['simple'] }));
    expect(r.S).toBe(-42);
    expect(r.scores).toEqual([-126, 42, 42, 42]);
    expect(r.formula).toBe('−(25 + 7 − 10) × 1 − poignée 20 = −42');
  });
  it('E4: garde made by 11; a defender’s poignée is paid to the attack', () => {
    const r = four(facts({ contract: 'garde', attackHp: 104, attackBouts: 2, poignees: ['simple'] }));
    expect(r.S).toBe(92);
    expect(r.scores).toEqual([276, -92, -92, -92]);
  });
  it('E5: garde, announced chelem made; the defence keeps its Excuse worth 4, so the attack has 87', () => {
    const r = four(
      facts({ contract: 'garde', attackHp: 174, attackBouts: 2, petitAuBout: 'attack', poignees: ['simple'], chelemAnnounced: true, attackAll: true }),
    );
    expect(r.S).toBe(582);
    expect(r.scores).toEqual([1746, -582, -582, -582]);
    expect(r.formula).toBe('(25 + 46 + 10) × 2 + poignée 20 + chelem 400 = 582');
  });
  it('E6: garde failed by 4, petit au bout captured by the defence', () => {
    const r = four(facts({ contract: 'garde', attackHp: 94, attackBouts: 1, petitAuBout: 'defence' }));
    expect(r.S).toBe(-78);
    expect(r.scores).toEqual([-234, 78, 78, 78]);
  });
  it('E7: garde contre made by 16 with the petit au bout', () => {
    const r = four(facts({ contract: 'garde_contre', attackHp: 104, attackBouts: 3, petitAuBout: 'attack' }));
    expect(r.S).toBe(306);
    expect(r.scores).toEqual([918, -306, -306, -306]);
  });
  it('E8: garde made, but the announced chelem fails: the taker loses', () => {
    const r = four(facts({ contract: 'garde', attackHp: 160, attackBouts: 3, chelemAnnounced: true }));
    expect(r.S).toBe(-62);
    expect(r.scores).toEqual([-186, 62, 62, 62]);
    expect(r.formula).toBe('(25 + 44) × 2 − chelem 200 = −62');
  });

  // E9 at card level: 30 cards T21, EX, three Kings, Q, Kn, J and 22 low cards after the exchange.
  const low = (n: number) => ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9', 'D10', 'C1', 'C2', 'C3', 'C4'].slice(0, n);
  it('E9: prise "juste fait" — 41 points with 2 bouts after the Excuse exchange', () => {
    const pile = ['T21', 'EX', 'HK', 'DK', 'CK', 'HQ', 'HC', 'HJ', ...low(22)];
    expect(pile).toHaveLength(30);
    expect(pileHp(pile)).toBe(82);
    const r = four(facts({ contract: 'prise', attackHp: pileHp(pile), attackBouts: 2 }));
    expect(r.S).toBe(25);
    expect(r.scores).toEqual([75, -25, -25, -25]);
    expect(r.formula).toBe('25 × 1 = 25');
  });
  it('E9 counter-check: the Excuse kept to the last trick and lost there leaves 37 points, 1 bout', () => {
    const pile = ['T21', 'HK', 'DK', 'CK', 'HQ', 'HC', 'HJ', ...low(23)];
    const r = four(facts({ contract: 'prise', attackHp: pileHp(pile), attackBouts: 1 }));
    expect(pileHp(pile)).toBe(74);
    expect(r.S).toBe(-39);
    expect(r.scores).toEqual([-117, 39, 39, 39]);
  });
  it('E9 through the count: the Excuse comes back to the taker, who owes the defence half a point', () => {
    // 18 tricks; the taker (seat 0) excused in trick 5 (index 4), which seat 2 won.
    const tricks = Array.from({ length: 18 }, (_, i) => ({ plays: [], winner: i === 4 || i > 6 ? 2 : 0 }));
    const physical = ['T21', 'EX', 'HK', 'DK', 'CK', 'HQ', 'HC', 'HJ', ...low(23)];
    expect(pileHp(physical)).toBe(83);
    const ecart = low(6);
    const deal = {
      order: [0, 1, 2, 3],
      contract: 'prise',
      taker: 0,
      partner: -1,
      won: [physical.filter((c) => !ecart.includes(c)), [], [], []],
      ecart,
      chien: [],
      tricks,
      excuse: { seat: 0, trick: 4 },
      excuseWonLast: false,
    } as unknown as DealState;
    const c = countDeal(deal, { excuseLastTrick: 'trick_winner' });
    expect([c.attackHp, c.attackBouts, c.asideHp]).toEqual([82, 2, 6]);
  });
});

describe('half points (§10.2)', () => {
  it('40.5 points with 2 bouts: the half point goes to the defence, the taker fails by 1', () => {
    const v = dealValue(facts({ contract: 'prise', attackHp: 81, attackBouts: 2 }), FFT);
    expect([v.won, v.diff, v.value]).toEqual([false, -1, -26]);
  });
  it('41.5 points with 2 bouts: the half point goes to the taker, who wins by 1', () => {
    const v = dealValue(facts({ contract: 'prise', attackHp: 83, attackBouts: 2 }), FFT);
    expect([v.won, v.diff, v.value]).toEqual([true, 1, 26]);
  });
  it('3 players: the taker wins 2S and each defender pays S', () => {
    const v = dealValue(facts({ contract: 'garde', attackHp: 83, attackBouts: 2 }), FFT);
    expect(seatScores(3, [1, 2, 0], 1, -1, v, FFT)).toEqual([-52, 104, -52]);
  });
});

describe('five players (§11.3, Q9)', () => {
  const v = dealValue(facts({ contract: 'garde', attackHp: 120, attackBouts: 2, attackAll: false }), FFT);
  it('with a partner: taker 2S, partner S, defenders −S', () => {
    expect(v.value).toBe(88);
    expect(seatScores(5, [0, 1, 2, 3, 4], 0, 3, v, FFT)).toEqual([176, -88, -88, 88, -88]);
  });
  it('alone: taker 4S', () => {
    expect(seatScores(5, [0, 1, 2, 3, 4], 0, -1, v, FFT)).toEqual([352, -88, -88, -88, -88]);
  });
  it('partnerChelemShare off: the partner gets no part of the chelem, the taker all of it', () => {
    const c = dealValue(facts({ contract: 'prise', attackHp: 182, attackBouts: 3, attackAll: true }), FFT);
    const scores = seatScores(5, [0, 1, 2, 3, 4], 0, 1, c, { partnerChelemShare: false });
    expect(c.value).toBe(25 + 55 + 200);
    expect(scores).toEqual([2 * 80 + 3 * 200, 80, -280, -280, -280]);
    expect(scores.reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('chelem (§11.2, Q3)', () => {
  it('announced, and the defence takes every trick: both −200 terms by default', () => {
    const f = facts({ contract: 'prise', attackHp: 0, attackBouts: 0, chelemAnnounced: true, defenceAll: true });
    expect(dealValue(f, FFT).value).toBe(-(25 + 56) - 400);
    expect(dealValue(f, { failedChelemDefenceAll: 'defence_chelem_only' }).value).toBe(-(25 + 56) - 200);
  });
  it('made without announcing: +200', () => {
    const v = dealValue(facts({ contract: 'prise', attackHp: 182, attackBouts: 3, attackAll: true }), FFT);
    expect(v.value).toBe(25 + 55 + 200);
    expect(v.formula).toBe('(25 + 55) × 1 + chelem 200 = 280');
  });
});
