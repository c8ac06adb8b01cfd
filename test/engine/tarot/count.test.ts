/**
 * Counting (rules §9.4–§10.3, Q1, Q2): the Excuse exchange, the Excuse in the last trick under
 * both options, the chelem Excuse and the petit au bout judged on the trick before it.
 */
import { describe, expect, it } from 'vitest';
import { countDeal } from '../../../shared/games/tarot/count.js';
import type { DealState, Trick } from '../../../shared/games/tarot/state.js';
import type { CardId } from '../../../shared/index.js';

/** A finished 4-player garde sans deal (the chien is the attack's), seat 0 taking. */
function finished(tricks: Trick[], excuse: DealState['excuse'], excuseWonLast = false, chien: CardId[] = []): DealState {
  const won: CardId[][] = [[], [], [], []];
  tricks.forEach((t, i) => {
    for (const p of t.plays) {
      const back = p.card === 'EX' && excuse !== null && excuse.trick === i && i < tricks.length - 1;
      won[back ? p.seat : t.winner]!.push(p.card);
    }
  });
  return { order: [0, 1, 2, 3], contract: 'garde_sans', taker: 0, partner: -1, won, ecart: [], chien, tricks, excuse, excuseWonLast } as unknown as DealState;
}
const trick = (winner: number, ...cards: CardId[]): Trick => ({ plays: cards.map((card, seat) => ({ seat, card })), winner });
const FFT = { excuseLastTrick: 'trick_winner' } as const;

describe('the Excuse (§9.4, §9.5)', () => {
  it('outside the last trick it stays with its camp, which owes the winners half a point', () => {
    // Seat 0 (attack) excuses in trick 1, which seat 1 wins; the attack wins trick 2.
    const d = finished([trick(1, 'EX', 'H2', 'H3', 'H4'), trick(0, 'S5', 'S6', 'S7', 'S8')], { seat: 0, trick: 0 });
    const c = countDeal(d, FFT);
    expect([c.attackHp, c.defenceHp, c.attackBouts]).toEqual([9 + 4 - 1, 3 + 1, 1]);
  });
  it('no exchange when the Excuse’s own camp wins the trick', () => {
    const d = finished([trick(2, 'H9', 'EX', 'HK', 'H4'), trick(0, 'S5', 'S6', 'S7', 'S8')], { seat: 1, trick: 0 });
    expect(countDeal(d, FFT).defenceHp).toBe(1 + 9 + 9 + 1);
  });
  it('a defence that never wins a trick keeps its Excuse worth 4 points (E5: attack 87)', () => {
    const d = finished([trick(0, 'S1', 'EX', 'S2', 'S3'), trick(0, 'S5', 'S6', 'S7', 'S8')], { seat: 1, trick: 0 });
    const c = countDeal(d, FFT);
    expect([c.defenceHp, c.attackHp, c.attackAll]).toEqual([8, 7 + 1, true]);
  });
  it('in the last trick it goes to the trick’s winner; "always_changes_camp" sends it across (Q1)', () => {
    const tricks = [trick(1, 'S1', 'S2', 'S3', 'S4'), trick(1, 'H2', 'EX', 'H3', 'HK')];
    const d = finished(tricks, { seat: 1, trick: 1 });
    expect(countDeal(d, FFT).defenceBouts).toBe(1);
    const c = countDeal(d, { excuseLastTrick: 'always_changes_camp' });
    expect([c.attackBouts, c.attackHp, c.attackHp + c.defenceHp]).toEqual([1, 9, 24]); // the 8 cards: 4 + (1 + 9 + 1 + 9)
  });
  it('chelem: the Excuse won the last trick, so the petit au bout is judged on the trick before (§10.3)', () => {
    const tricks = [trick(0, 'T21', 'S2', 'S3', 'S4'), trick(0, 'T1', 'H2', 'H3', 'H4'), trick(0, 'EX', 'D2', 'D3', 'D4')];
    const c = countDeal(finished(tricks, { seat: 0, trick: 2 }, true), FFT);
    expect([c.petitAuBout, c.attackAll, c.attackBouts]).toEqual(['attack', true, 3]);
    // Without the Excuse win the Petit is not in the last trick: no premium.
    const plain = [tricks[0]!, tricks[1]!, trick(0, 'D5', 'D2', 'D3', 'D4')];
    expect(countDeal(finished(plain, null), FFT).petitAuBout).toBeNull();
  });
  it('the Petit in the last trick goes to the camp winning it, whoever played it (§10.3)', () => {
    const tricks = [trick(0, 'S1', 'S2', 'S3', 'S4'), trick(2, 'H2', 'T1', 'T5', 'H4')];
    expect(countDeal(finished(tricks, null), FFT).petitAuBout).toBe('defence');
  });
});
