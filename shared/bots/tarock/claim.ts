/**
 * Königrufen's part of the claim check (claim.ts): the deal's tricks as the engine records them,
 * the parties (declarer and the holder of the called card, §8; everyone alone in Trischaken),
 * and the §10 trick classes (Kaiserstich and colour contracts are left to the engine's apply).
 *
 * The engine clears a deal once it is scored, so the twelfth trick is read off the position just
 * before it: there the last card is forced (one card left), and the isolated state carries a small
 * memo of that position through the search. Negative contracts are not claimed: their play ends
 * early when the declarer takes a trick too many (§10.9), and nobody claims tricks there.
 */
import type { Played, Seat } from '../../core/index.js';
import type { TrickClaimHooks } from '../claim.js';
import { determinize, type TarockGuessInput } from './determinize.js';
import { classOf, strength } from '../../games/tarock/cards.js';
import { declaringSide } from '../../games/tarock/announce.js';
import { CONTRACTS } from '../../games/tarock/contracts.js';
import { trickContext, winnerIndex } from '../../games/tarock/play.js';
import type { TarockAction, TarockState } from '../../games/tarock/index.js';
import type { Deal } from '../../games/tarock/state.js';

type Memo = { pre: TarockState | null };
type Claimed = TarockState & { readonly claimMemo?: Memo };

/** The deal a state belongs to: its own, or (once scored) the one of the position before its last trick. */
function dealOf(state: Claimed): Deal | null {
  return state.deal ?? state.claimMemo?.pre?.deal ?? null;
}

function tricksOf(state: Claimed): readonly { readonly winner: Seat }[] {
  const deal = state.deal;
  if (deal) {
    // The position before the last card of the deal: remember it for the scored state that follows.
    if (deal.tricks.length === 11 && deal.trick.length === 3 && state.claimMemo) state.claimMemo.pre = state;
    return deal.tricks;
  }
  const pre = state.claimMemo?.pre;
  if (!pre?.deal) return [];
  const d = pre.deal;
  const trick: Played[] = [...d.trick, { seat: d.turn, card: d.hands[d.turn]![0]! }];
  const winner = trick[winnerIndex(trick, trickContext(d, pre.options))]!.seat;
  return [...d.tricks, { winner }];
}

export const tarockClaim: TrickClaimHooks<Claimed> = {
  isolate: (state) => ({ ...state, dealsTotal: state.dealIndex + 1, claimMemo: { pre: null } }),
  playing: (state) => {
    const deal = state.deal;
    return deal !== null && deal.phase === 'play' && CONTRACTS[deal.contract!.id].family !== 'negative';
  },
  tricks: tricksOf,
  sameSide: (state, a, b) => {
    const deal = dealOf(state);
    if (a === b) return true;
    if (!deal?.contract || CONTRACTS[deal.contract.id].family === 'trischaken') return false;
    const side = declaringSide(deal);
    return side.includes(a) === side.includes(b);
  },
  hands: (state) => state.deal?.hands ?? [],
  trick: (state) => state.deal?.trick ?? [],
  trickRules: () => ({ classOf, trump: 'T', strength }),
  cardOf: (action) => ((action as TarockAction).type === 'play' ? (action as { card: string }).card : undefined),
  guess: (input, rng) => determinize(input as TarockGuessInput, rng),
};
