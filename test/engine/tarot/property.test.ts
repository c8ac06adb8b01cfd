/**
 * Properties over random seeded deals (fast-check): the card points of every deal total 91 (182
 * half-points) with the 3 bouts split between the camps, and every deal's scores sum to zero.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countDeal } from '../../../shared/games/tarot/count.js';
import { tarot } from '../../../shared/games/tarot/index.js';
import type { TarotState } from '../../../shared/games/tarot/state.js';
import { createMatch, randomInt, type RngState, seedRng } from '../../../shared/index.js';

const OPTION_SETS = [
  {},
  { excuseLastTrick: 'always_changes_camp' },
  { excuseChelemDefence: false, failedChelemDefenceAll: 'defence_chelem_only' },
  { partnerChelemShare: false, calledSuitLead: 'suit_setting_card' },
  { fivePlayerMode: 'mort' },
] as const;

function randomMatch(seats: number, seed: string, options: object, deals: number): TarotState {
  const res = createMatch<TarotState>(tarot, { seats, seed, options: { ...options, deals } });
  if (!res.ok) throw new Error(res.error.message);
  let state = res.value;
  let rng: RngState = seedRng(`moves:${seed}`);
  while (!state.over) {
    const seat = state.deal.turn;
    const legal = tarot.legalActions(state, seat);
    let i: number;
    [i, rng] = randomInt(rng, legal.length);
    const next = tarot.apply(state, seat, legal[i]!);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return state;
}

describe('random deals', () => {
  it('card points total 91 and the 3 bouts are split between the camps', () => {
    fc.assert(
      fc.property(fc.constantFrom(3, 4, 5), fc.string({ maxLength: 12 }), fc.constantFrom(...OPTION_SETS), (seats, seed, options) => {
        const s = randomMatch(seats, seed, options, 1);
        const c = countDeal(s.deal, s.options);
        expect(c.attackHp + c.defenceHp).toBe(182);
        expect(c.attackBouts + c.defenceBouts).toBe(3);
        expect(s.lastSheet!.attackHp).toBe(c.attackHp);
        // Every card of the pack is in a pile, the écart or the chien at the end.
        expect(Object.values(tarot.cardLocations(s)).flat()).toHaveLength(78);
      }),
      { numRuns: 120 },
    );
  });
  it('the scores of every deal sum to zero, and the match totals are their sums', () => {
    fc.assert(
      fc.property(fc.constantFrom(3, 4, 5), fc.string({ maxLength: 12 }), fc.constantFrom(...OPTION_SETS), (seats, seed, options) => {
        const s = randomMatch(seats, seed, options, 3);
        expect(s.history).toHaveLength(3);
        for (const row of s.history) expect(row.reduce((a, b) => a + b, 0)).toBe(0);
        const totals = s.history.reduce((acc, row) => acc.map((x, i) => x + row[i]!), Array.from({ length: seats }, () => 0));
        expect(s.scores).toEqual(totals);
        expect(tarot.outcome(s)!.scores).toEqual(totals);
      }),
      { numRuns: 40 },
    );
  });
});
