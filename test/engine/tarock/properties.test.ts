/**
 * Properties over random seeded deals (fast-check): the card points of every deal total 70
 * (210 thirds) less the talon where §4.4 counts it for nobody, and every deal's scores sum to 0.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarock } from '../../../shared/games/tarock/index.js';
import { thirds } from '../../../shared/games/tarock/cards.js';
import { CONTRACT_IDS, CONTRACTS } from '../../../shared/games/tarock/contracts.js';
import { piles } from '../../../shared/games/tarock/count.js';
import { PROFILES } from '../../../shared/games/tarock/options.js';
import { applyPlay } from '../../../shared/games/tarock/play.js';
import type { TarockState } from '../../../shared/games/tarock/state.js';
import { createMatch, randomInt, type RngState, seedRng } from '../../../shared/index.js';

const optionSets = [{}, ...PROFILES.map((p) => p.options)];
const BIDS = CONTRACT_IDS.map((c) => (c === 'besserrufer' ? 'bid besserrufer pagat' : `bid ${c}`));

/** One random deal; returns the finished deal's piles check and the sheet. */
function randomDeal(seed: number, options: object, target: string) {
  const start = createMatch<TarockState>(tarock, { seats: 4, seed: `prop-${seed}`, options });
  if (!start.ok) throw new Error(start.error.message);
  let s = start.value;
  let rng: RngState = seedRng(`pick-${seed}`);
  let checked: { total: number; nobody: number; played: number; family: string } | null = null;
  while (s.dealIndex === 0) {
    const seat = s.deal!.turn;
    const legal = tarock.legalActions(s, seat);
    let k: number;
    [k, rng] = randomInt(rng, legal.length);
    // Steer the auction to `target` (Vorhand says "Vorhand", the others pass, Vorhand chooses it) when it can be chosen.
    const names = legal.map((x) => tarock.makeAction(x));
    if (s.deal!.phase === 'bidding') {
      const pick = ['bid vorhand', target, 'pass'].map((n) => names.indexOf(n)).find((i) => i >= 0);
      if (pick !== undefined) k = pick;
    }
    const a = legal[k]!;
    if (a.type === 'play') {
      const r = applyPlay(s.deal!, s.options, seat, a.card);
      if (r.over) {
        const pl = piles(r.deal);
        const family = CONTRACTS[r.deal.contract!.id].family;
        const all = family === 'trischaken' || family === 'negative' ? pl.seat.flat() : [...pl.decl, ...pl.opp];
        checked = { total: thirds(all), nobody: thirds(pl.nobody), played: r.deal.tricks.length, family };
      }
    }
    const next = tarock.apply(s, seat, a);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return { checked, sheet: s.last! };
}

describe('random deals', () => {
  it('card points total 210 thirds less the talon counted for nobody; every sheet sums to zero', () => {
    let counted = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(...optionSets), fc.constantFrom(...BIDS), (seed, options, target) => {
        const { checked, sheet } = randomDeal(seed, options, target);
        expect(sheet.schrift.reduce((a, b) => a + b, 0)).toBe(0);
        expect(sheet.total.reduce((a, b) => a + b, 0)).toBe(0);
        if (checked && checked.played === 12) {
          expect(checked.total + checked.nobody).toBe(210);
          counted++;
          if (checked.family === 'tarock' || checked.family === 'colour') expect(checked.nobody).toBe(0);
        }
      }),
      { numRuns: 200 },
    );
    // most random deals are played to trick 12 (not conceded, not a negative contract ended early)
    expect(counted).toBeGreaterThan(100);
  });
});
