/**
 * The claim check on hand-made Tarot endgames: the claiming camp must take every remaining trick
 * against any defence, choosing its own order of play; the Excuse takes the last trick only for a
 * camp that won all the others (§9.5).
 */
import { describe, expect, it } from 'vitest';
import { canClaimAll, claimPlayout } from '../../../shared/bots/index.js';
import { createMatch, randomInt, type RngState, seedRng } from '../../../shared/index.js';
import type { TarotState } from '../../../shared/games/tarot/index.js';
import { tarotDef } from './games.js';

/** A real deal played at random until `left` cards remain in each hand, then given these hands. */
function endgame(seats: number, left: number, hands: Record<number, string[]>, turn: number, opts: { attackWonAll?: boolean; partner?: number } = {}): TarotState {
  const start = createMatch<TarotState>(tarotDef, { seats, options: { deals: 1, firstDealer: 0 }, seed: `claim:${seats}` });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  let rng: RngState = seedRng('claim');
  while (!(state.deal.phase === 'play' && state.deal.trick.length === 0 && state.deal.hands[state.deal.turn]!.length === left)) {
    const seat = tarotDef.toAct(state)[0]!;
    const legal = tarotDef.legalActions(state, seat);
    let k: number;
    [k, rng] = randomInt(rng, legal.length);
    const next = tarotDef.apply(state, seat, legal[k]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value as TarotState;
  }
  const taker = 0;
  const partner = opts.partner ?? -1;
  const camp = (s: number) => s === taker || s === partner;
  const tricks = state.deal.tricks.map((t, i) => ({ ...t, winner: opts.attackWonAll === false && i === 0 ? 1 : opts.attackWonAll ? taker : t.winner }));
  if (opts.attackWonAll === false) expect(tricks.some((t) => !camp(t.winner))).toBe(true);
  return {
    ...state,
    deal: {
      ...state.deal,
      hands: Array.from({ length: seats }, (_, s) => hands[s] ?? []),
      taker,
      partner,
      partnerRevealed: partner >= 0,
      turn,
      trick: [],
      tricks,
      excuse: null,
      poignees: [],
    },
  };
}

describe('claiming every remaining trick', () => {
  it('master trumps against no trumps: the taker claims, whoever leads', () => {
    const hands = { 0: ['T21', 'T20', 'T19'], 1: ['S1', 'S2', 'H1'], 2: ['H2', 'H3', 'D1'], 3: ['D2', 'C1', 'C2'] };
    expect(canClaimAll(tarotDef, endgame(4, 3, hands, 0), 0)).toBe(true);
    expect(canClaimAll(tarotDef, endgame(4, 3, hands, 2), 0)).toBe(true);
    // The defenders cannot claim what the taker holds.
    expect(canClaimAll(tarotDef, endgame(4, 3, hands, 2), 1)).toBe(false);
  });

  it('the right order wins: the King first draws the only other spade, then the small spade is master', () => {
    const hands = { 0: ['SK', 'S2', 'T21'], 1: ['S3', 'H1', 'H2'], 2: ['H3', 'H4', 'H5'], 3: ['D1', 'D2', 'D3'] };
    expect(canClaimAll(tarotDef, endgame(4, 3, hands, 0), 0)).toBe(true);
  });

  it('two spades outstanding: the small spade must lose one trick', () => {
    const hands = { 0: ['SK', 'S2', 'T21'], 1: ['S3', 'S4', 'H1'], 2: ['H3', 'H4', 'H5'], 3: ['D1', 'D2', 'D3'] };
    expect(canClaimAll(tarotDef, endgame(4, 3, hands, 0), 0)).toBe(false);
  });

  it('a defender leading a trump forces out the 21, and the last trump then falls to his 11', () => {
    const hands = { 0: ['T21', 'T5', 'HK'], 1: ['T10', 'T11', 'H2'], 2: ['H3', 'D4', 'D5'], 3: ['D1', 'D2', 'D3'] };
    expect(canClaimAll(tarotDef, endgame(4, 3, hands, 1), 0)).toBe(false);
    // Without the 11 the defence has one trump only: the 21 draws it and the 5 is master.
    const weaker = { ...hands, 1: ['T10', 'H1', 'H2'] };
    expect(canClaimAll(tarotDef, endgame(4, 3, weaker, 1), 0)).toBe(true);
  });

  it('the Excuse takes the last trick only after a clean sweep (§9.5)', () => {
    const hands = { 0: ['T21', 'EX'], 1: ['S1', 'S2'], 2: ['H2', 'H3'], 3: ['D2', 'C1'] };
    expect(canClaimAll(tarotDef, endgame(4, 2, hands, 0, { attackWonAll: true }), 0)).toBe(true);
    expect(canClaimAll(tarotDef, endgame(4, 2, hands, 0, { attackWonAll: false }), 0)).toBe(false);
  });

  it("five players: the partner's tricks count for the taker", () => {
    const hands = { 0: ['S2', 'S3'], 2: ['SK', 'SQ'], 1: ['H1', 'H2'], 3: ['D1', 'D2'], 4: ['C1', 'C2'] };
    expect(canClaimAll(tarotDef, endgame(5, 2, hands, 0, { partner: 2 }), 0)).toBe(true);
    expect(canClaimAll(tarotDef, endgame(5, 2, hands, 0, { partner: 2 }), 2)).toBe(true);
    expect(canClaimAll(tarotDef, endgame(5, 2, hands, 0, { partner: -1 }), 0)).toBe(false);
  });

  it('outside the card play, or beyond the node budget, a claim is not verified', () => {
    const start = createMatch<TarotState>(tarotDef, { seats: 4, options: { deals: 1 }, seed: 'bidding' });
    if (!start.ok) throw new Error(start.error.message);
    expect(canClaimAll(tarotDef, start.value, 0)).toBe(false);
    const hands = { 0: ['SK', 'S2', 'T21'], 1: ['S3', 'H1', 'H2'], 2: ['H3', 'H4', 'H5'], 3: ['D1', 'D2', 'D3'] };
    expect(canClaimAll(tarotDef, endgame(4, 3, hands, 0), 0, 3)).toBe(false);
  });
});

describe('playing out a claim', () => {
  /** The state after the claim's actions, each checked by the engine. */
  function applyAll(state: TarotState, actions: readonly { seat: number; action: unknown }[]): TarotState {
    let s = state;
    for (const { seat, action } of actions) {
      const next = tarotDef.apply(s, seat, action);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value as TarotState;
    }
    return s;
  }

  it('finishes the deal with every remaining trick for the claimer, whatever the others prefer', () => {
    const hands = { 0: ['SK', 'S2', 'T21'], 1: ['S3', 'H1', 'H2'], 2: ['H3', 'H4', 'H5'], 3: ['D1', 'D2', 'D3'] };
    const state = endgame(4, 3, hands, 0);
    // The claimer would like to lead the small spade first (it loses to S3): the play-out refuses it.
    const prefer = (_s: unknown, who: number, legal: readonly unknown[]) => (who === 0 ? legal.find((a) => (a as { card: string }).card === 'S2') : legal[legal.length - 1]);
    const actions = claimPlayout(tarotDef, state, 0, prefer)!;
    expect(actions).toHaveLength(12);
    expect(actions[0]).toMatchObject({ seat: 0, action: { type: 'play', card: 'SK' }, publicNotation: 'play SK' });
    // One deal: the match is over, and the taker's camp took all three last tricks.
    expect(tarotDef.outcome(applyAll(state, actions))).toBeDefined();
    const iso = applyAll({ ...state, dealsInMatch: state.scored + 1 }, actions);
    expect(iso.deal.tricks.slice(-3).map((t) => t.winner)).toEqual([0, 0, 0]);
  });

  it("a defender's preferred card is played as they wish", () => {
    const hands = { 0: ['T21', 'T20', 'T19'], 1: ['S1', 'S2', 'H1'], 2: ['H2', 'H3', 'D1'], 3: ['D2', 'C1', 'C2'] };
    const prefer = (_s: unknown, who: number, legal: readonly unknown[]) => (who === 1 ? legal.find((a) => (a as { card: string }).card === 'H1') : undefined);
    const actions = claimPlayout(tarotDef, endgame(4, 3, hands, 0), 0, prefer)!;
    expect(actions.find((a) => a.seat === 1)?.action).toEqual({ type: 'play', card: 'H1' });
  });

  it('a claim that does not hold plays nothing', () => {
    const hands = { 0: ['SK', 'S2', 'T21'], 1: ['S3', 'S4', 'H1'], 2: ['H3', 'H4', 'H5'], 3: ['D1', 'D2', 'D3'] };
    expect(claimPlayout(tarotDef, endgame(4, 3, hands, 0), 0)).toBeUndefined();
  });
});
