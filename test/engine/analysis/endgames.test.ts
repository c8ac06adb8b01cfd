/**
 * Open-card values of endgames. A hand-built French Tarot position whose values follow from the rules
 * by hand (the Petit au bout, §10.3, and the bouts' targets, §2.4), and real endgames of the three trick
 * games (three tricks left in seeded bot matches) checked against a brute-force minimax that tries every
 * card: there the search reaches the end of every line, so its values are exact.
 */
import { describe, expect, it } from 'vitest';
import { analysisHooks, openValues } from '../../../shared/analysis/index.js';
import { cardHp, PACK } from '../../../shared/games/tarot/cards.js';
import { tarot, type TarotState } from '../../../shared/games/tarot/index.js';
import type { Trick } from '../../../shared/games/tarot/state.js';
import { type AnyGameDef, type CardId, getGame, legalNotations, stateAfter } from '../../../shared/index.js';
import { botMatch, bruteForce } from './oracle.js';

/**
 * Garde, four players, the taker (seat 0) to lead the last two tricks with T21 and the Petit (T1);
 * seat 1 holds T2 and H5, seats 2 and 3 no trumps. Before them the attack has the four Kings, the
 * Excuse and 27 cards of half a point in its pile and 6 more in the écart: 78 half-points (39 points).
 */
function petitAuBout(): TarotState {
  const base = stateAfter<TarotState>(tarot, { seats: 4, options: { deals: 1, firstDealer: 0 }, seed: 'endgame' }, []);
  const hands: CardId[][] = [['T1', 'T21'], ['H5', 'T2'], ['S7', 'S8'], ['D3', 'C4']];
  const kept = new Set(hands.flat());
  const kings = ['SK', 'HK', 'DK', 'CK'];
  const rest = PACK.filter((c) => !kept.has(c) && c !== 'EX' && !kings.includes(c));
  const low = rest.filter((c) => cardHp(c) === 1);
  const attack = [...kings, 'EX', ...low.slice(0, 27)];
  const ecart = low.slice(27, 33);
  const defence = [...low.slice(33), ...rest.filter((c) => cardHp(c) > 1)];
  const won: CardId[][] = [attack, defence.slice(0, 16), defence.slice(16, 24), defence.slice(24)];
  // The tricks behind the piles: four cards each, won by the pile's owner.
  const tricks: Trick[] = won.flatMap((pile, winner) =>
    Array.from({ length: pile.length / 4 }, (_, t) => ({ plays: pile.slice(4 * t, 4 * t + 4).map((card, i) => ({ seat: (winner + i) % 4, card })), winner })),
  );
  return {
    ...base,
    deal: {
      ...base.deal,
      phase: 'play',
      hands,
      chien: [],
      chienShown: [],
      ecart,
      bids: [1, 2, 3].map((seat) => ({ seat, contract: null })).concat([{ seat: 0, contract: 'garde' as never }]),
      turn: 0,
      taker: 0,
      contract: 'garde',
      trick: [],
      tricks,
      won,
      excuse: null,
    },
  };
}

describe('open-card values of a hand-built French Tarot endgame', () => {
  it('knows that T21 first brings the Petit home (300 for the taker) and the Petit first loses it (174)', () => {
    const state = petitAuBout();
    expect(legalNotations(tarot, state, 0)).toEqual(['play T1', 'play T21']);
    const result = openValues(tarot, analysisHooks('tarot')!, state, 0, ['play T21', 'play T1'], 1_000);
    // T21 first: every trump falls, the Petit wins the last trick. Attack: 78 + 24 half-points = 51 points
    // with three bouts (target 36): (25 + 15) × 2 + petit au bout 10 × 2 = 100 from each defender, 300 in all.
    // The Petit first: seat 1 must overtrump with T2 and takes it. Attack: 78 + 12 = 45 points with two
    // bouts (target 41): (25 + 4) × 2 = 58 from each defender, 174.
    expect(result.values.map((v) => v.value)).toEqual([300, 174]);
    expect(result.values.every((v) => v.exact)).toBe(true);
    expect(result.values[0]!.scores).toEqual([300, -100, -100, -100]);
    expect(result.values[0]!.line[0]).toEqual([0, 'play T21']);
    expect(result.values[0]!.line.at(-1)).toEqual([3, expect.stringMatching(/^play (D3|C4)$/)]);
    expect(result.values[0]!.line.filter(([seat, a]) => seat === 0 && a === 'play T1')).toHaveLength(1);
  });
});

/** Seeded bot matches stopped with `tricks` tricks left before a decision with a real choice. */
function endgames(def: AnyGameDef, seats: number, options: Record<string, unknown>, tricksLeft: (s: unknown) => number, count: number) {
  const out: { state: unknown; seat: number; legal: string[] }[] = [];
  for (let i = 0; out.length < count && i < 40; i++) {
    const { state } = botMatch(def, seats, options, `endgame-${i}`, 'club', (s) => {
      const seat = def.toAct(s)[0];
      return seat !== undefined && tricksLeft(s) === 3 && legalNotations(def, s, seat).filter((a) => a.startsWith('play ')).length >= 2;
    });
    const seat = def.toAct(state)[0];
    if (seat === undefined) continue;
    out.push({ state, seat, legal: legalNotations(def, state, seat) });
  }
  return out;
}

const tarotLeft = (s: unknown) => (s as TarotState).deal.hands[(s as TarotState).deal.turn]!.length;
type TrickDeal = { deal: { hands: readonly (readonly string[])[]; turn: number; phase: string } | null };
const handLeft = (s: unknown) => {
  const d = (s as TrickDeal).deal;
  return d && d.phase === 'play' ? d.hands[d.turn]!.length : -1;
};

describe.each([
  ['tarot', 4, { deals: 1 }, tarotLeft],
  ['tarot', 5, { deals: 1 }, tarotLeft],
  ['tarock', 4, { rounds: 1 }, handLeft],
  ['taleles', 3, {}, handLeft],
  ['taleles', 4, {}, handLeft],
] as const)('open-card values of %s endgames (%i players) with three tricks left', (game, seats, options, tricksLeft) => {
  it('are exact and equal a brute-force minimax over every card', () => {
    const def = getGame(game)!;
    const hooks = analysisHooks(game)!;
    const positions = endgames(def, seats, options, tricksLeft, 4);
    expect(positions.length).toBeGreaterThanOrEqual(3);
    for (const { state, seat, legal } of positions) {
      const root = hooks.isolate(state);
      const result = openValues(def, hooks, state, seat, legal, 200_000);
      const expected = legal.map((a) => {
        const next = def.apply(root, seat, def.parseAction(a));
        if (!next.ok) throw new Error(next.error.message);
        return bruteForce(def, hooks, state, next.value, seat);
      });
      expect(result.values.map((v) => v.value)).toEqual(expected);
      expect(result.values.every((v) => v.exact)).toBe(true);
    }
  });
});
