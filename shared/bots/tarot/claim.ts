/**
 * Tarot's part of the claim check (claim.ts): the deal's tricks as the engine records them, the
 * camps (taker and, at five, the holder of the called card), and the §9 trick rules.
 */
import type { TrickClaimHooks } from '../claim.js';
import { determinize, type TarotGuessInput } from './determinize.js';
import { TAROT_TRICKS } from '../../games/tarot/cards.js';
import type { TarotAction, TarotState } from '../../games/tarot/index.js';
import { isAttack } from '../../games/tarot/play.js';

export const tarotClaim: TrickClaimHooks<TarotState> = {
  // The match ends after this deal, so the finished deal (and its last trick) stays in the state.
  isolate: (state) => ({ ...state, dealsInMatch: state.scored + 1 }),
  playing: (state) => !state.over && state.deal.phase === 'play',
  tricks: (state) => state.deal.tricks,
  sameSide: (state, a, b) => isAttack(state.deal, a) === isAttack(state.deal, b),
  hands: (state) => state.deal.hands,
  trick: (state) => state.deal.trick,
  trickRules: () => TAROT_TRICKS,
  cardOf: (action) => ((action as TarotAction).type === 'play' ? (action as { card: string }).card : undefined),
  guess: (input, rng) => determinize(input as TarotGuessInput, rng),
};
