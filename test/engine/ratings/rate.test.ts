/**
 * The rating updates against values computed by hand from the library's formulas: Weng & Lin (2011),
 * Algorithm 4 (Plackett-Luce) as openskill applies it — σ² grows by τ² first; a side's μ and σ² are
 * its players' sums; c² = Σ(σ²_side + β²); a side's share is exp(μ_side / c) over the sum of those
 * of the sides ranked level with it or below; tied sides divide by how many share the rank
 * (A_q); γ = σ_side / c. The numbers came from an independent transcription of those formulas (a
 * dozen lines of Python, /tmp in the session that wrote this test), not from the library.
 */
import { describe, expect, it } from 'vitest';
import { formatKey, parseFormatKey, rateMatch, RATING_PARAMS, type RatedMatch, seatCounts, shownRating, type Skill } from '../../../shared/ratings/index.js';
import { forfeitOutcome } from '../../../worker/table/forfeit.js';

const alone = (n: number): number[][] => Array.from({ length: n }, (_, s) => [s]);
const skills = (...pairs: [number, number][]) => pairs.map(([mu, sigma]) => ({ skill: { mu, sigma }, counts: true }));
const close = (actual: Skill, mu: number, sigma: number): void => {
  expect(actual.mu).toBeCloseTo(mu, 9);
  expect(actual.sigma).toBeCloseTo(sigma, 9);
};

describe('rateMatch', () => {
  it('a duel of two new players: the winner gains what the loser loses, both grow surer', () => {
    // σ² = (25/3)² + (25/300)² = 69.4514; c² = 2σ² + 2β² = 173.625; each side's share 1/2.
    // μ' = 25 ± ½ · σ²/c = 25 ± 2.635389…; σ' = σ·√(1 − ¼ · σ²/c² · σ/c) = 8.065901…
    const [winner, loser] = rateMatch({ seats: [{ counts: true }, { counts: true }], ranks: [1, 2], sides: alone(2) });
    close(winner!.after, 27.635389493140497, 8.06590141354368);
    close(loser!.after, 22.364610506859503, 8.06590141354368);
    expect(winner!.before).toEqual({ mu: 25, sigma: 25 / 3 });
    expect(shownRating(winner!.before)).toBe(1000);
    expect(shownRating(winner!.after)).toBeCloseTo(1000 + 40 * (27.635389493140497 - 3 * 8.06590141354368), 9);
  });

  it('three players placed by their match ranks', () => {
    const m: RatedMatch = { seats: skills([30, 6], [25, 8], [20, 4]), ranks: [2, 1, 3], sides: alone(3) };
    const [a, b, c] = rateMatch(m);
    close(a!.after, 29.581887868630215, 5.860610691605182);
    close(b!.after, 28.369785653616887, 7.794149229266364);
    close(c!.after, 19.34315179576076, 3.978145987988844);
  });

  it('a tie shares a rank', () => {
    const m: RatedMatch = { seats: [{ counts: true }, ...skills([28, 5], [22, 7])], ranks: [1, 1, 3], sides: alone(3) };
    const [a, b, c] = rateMatch(m);
    close(a!.after, 25.852864795048127, 8.13694345282034);
    close(b!.after, 28.166615020239238, 4.973024715973876);
    close(c!.after, 21.07167247344979, 6.9144557754504845);
  });

  it('fixed partnerships are rated as teams: the surer partner moves less', () => {
    // Tablanet with four: seats 0+2 against 1+3; the Outcome gives both partners their side's rank.
    const m: RatedMatch = { seats: skills([30, 5], [26, 6], [20, 7], [24, 3]), ranks: [2, 1, 2, 1], sides: [[0, 2], [1, 3]] };
    const [s0, s1, s2, s3] = rateMatch(m).map((u) => u.after);
    close(s0!, 28.991622674790836, 4.929649826319364);
    close(s2!, 18.023849268536225, 6.804222531785046);
    close(s1!, 27.451940136409196, 5.904766403850028);
    close(s3!, 24.363195054372753, 2.9892423015091927);
  });

  it('changing partnerships (Tarot with five) rate each player by their own match rank', () => {
    const m: RatedMatch = { seats: skills([25, 8], [27, 6], [23, 5], [30, 4], [21, 7]), ranks: [2, 1, 4, 3, 5], sides: alone(5) };
    const expected = [
      [27.144042296217567, 7.846321616419583],
      [28.690313457285953, 5.976465589521076],
      [22.675644138494338, 4.948103033624036],
      [29.95718985035509, 3.982369087274728],
      [17.82454518624948, 6.808033753764674],
    ] as const;
    rateMatch(m).forEach((u, seat) => close(u.after, expected[seat]![0], expected[seat]![1]));
  });

  it('a forfeit ranks the forfeiting side last whatever the scores, and is rated so', () => {
    // Tablanet with four: seats 1+3 lead 80 to 40 when seat 3 forfeits on time.
    const forfeit = forfeitOutcome({ scores: [40, 80, 40, 80], sides: [[0, 2], [1, 3]] }, 4, 3, 'Dora');
    expect(forfeit.ranks).toEqual([1, 2, 1, 2]);
    const m: RatedMatch = { seats: skills([26, 6], [30, 5], [24, 3], [20, 7]), ranks: forfeit.ranks, sides: [[0, 2], [1, 3]] };
    const [s0, s1, s2, s3] = rateMatch(m).map((u) => u.after);
    // The same numbers as the team match above with the sides' roles swapped: the forfeit is a loss.
    close(s1!, 28.991622674790836, 4.929649826319364);
    close(s3!, 18.023849268536225, 6.804222531785046);
    close(s0!, 27.451940136409196, 5.904766403850028);
    close(s2!, 24.363195054372753, 2.9892423015091927);
  });

  it('a side whose stand-in played too much keeps its ratings; the others are rated as usual', () => {
    const base: RatedMatch = { seats: skills([30, 5], [26, 6], [20, 7], [24, 3]), ranks: [2, 1, 2, 1], sides: [[0, 2], [1, 3]] };
    const full = rateMatch(base);
    const seats = base.seats.map((s, seat) => (seat === 2 ? { ...s, counts: false } : s));
    const partial = rateMatch({ ...base, seats });
    expect(partial.map((u) => u.counted)).toEqual([false, true, false, true]);
    expect(partial[0]!.after).toEqual({ mu: 30, sigma: 5 });
    expect(partial[2]!.after).toEqual({ mu: 20, sigma: 7 });
    expect(partial[1]!.after).toEqual(full[1]!.after);
    expect(partial[3]!.after).toEqual(full[3]!.after);
  });

  it('the stand-in share: up to a quarter of a seat\'s moves keeps the match rated', () => {
    expect(RATING_PARAMS.standInShare).toBe(0.25);
    expect(seatCounts(30, 10)).toBe(true);
    expect(seatCounts(29, 11)).toBe(false);
    expect(seatCounts(0, 0)).toBe(true);
  });
});

describe('format keys', () => {
  it('name a game played by that many, and nothing else', () => {
    expect(formatKey('tarot', 5)).toBe('tarot-5');
    expect(parseFormatKey('tablanet-4')).toEqual({ game: 'tablanet', seats: 4 });
    expect(parseFormatKey('tarock-3')).toBeUndefined();
    expect(parseFormatKey('chess-2')).toBeUndefined();
  });
});
