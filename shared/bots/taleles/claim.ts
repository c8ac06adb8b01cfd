/**
 * Taleles's part of the claim check (claim.ts): the deal's tricks as the engine records them, the
 * sides of the play (partners with 4 players, the two defenders against the maker with 3, §3) and
 * the §2.2 trick orders.
 */
import type { TrickClaimHooks } from '../claim.js';
import { determinize, type TalelesGuessInput } from './determinize.js';
import type { TalelesAction, TalelesState } from '../../games/taleles/index.js';
import { trickRules } from '../../games/taleles/play.js';
import { partyOf } from '../../games/taleles/sides.js';

export const talelesClaim: TrickClaimHooks<TalelesState> = {
  // The match must end with this deal so that its last trick stays readable: a target of 0 and one
  // unit far ahead (§12: a single highest score at or above the target ends it). Play is unchanged.
  isolate: (state) => ({ ...state, target: 0, scores: state.scores.map((s, u) => (u === 0 ? s + 1e12 : s)) }),
  // The Kontra window after trick 1 (§5.8) is part of the play: the tricks go on after it.
  playing: (state) => !state.end && (state.deal.phase === 'play' || state.deal.phase === 'doubling'),
  tricks: (state) => state.deal.tricks,
  sameSide: (state, a, b) => partyOf(state.deal, a, state.seats) === partyOf(state.deal, b, state.seats),
  hands: (state) => state.deal.hands,
  trick: (state) => state.deal.trick,
  trickRules: (state) => trickRules(state.deal.trump),
  cardOf: (action) => ((action as TalelesAction).type === 'play' ? (action as { card: string }).card : undefined),
  guess: (input, rng) => determinize(input as TalelesGuessInput, rng),
};
