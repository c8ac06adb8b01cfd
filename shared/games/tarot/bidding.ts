/**
 * Bidding (rules §5): one turn each from the dealer's right, dealer last; pass or name a contract
 * strictly above the highest so far. All pass annuls the deal.
 */
import type { Seat } from '../../core/index.js';
import { annulAllPass } from './deal.js';
import { afterCall } from './ecart.js';
import { type Contract, CONTRACTS, type TarotAction, type TarotState } from './state.js';

export function highestBid(state: TarotState): { seat: Seat; contract: Contract } | undefined {
  let best: { seat: Seat; contract: Contract } | undefined;
  for (const b of state.deal.bids) {
    if (b.contract !== null) best = { seat: b.seat, contract: b.contract };
  }
  return best;
}

export function legalBids(state: TarotState): TarotAction[] {
  const best = highestBid(state);
  const from = best ? CONTRACTS.indexOf(best.contract) + 1 : 0;
  return [{ type: 'pass' }, ...CONTRACTS.slice(from).map((contract) => ({ type: 'bid' as const, contract }))];
}

export function applyBid(state: TarotState, seat: Seat, contract: Contract | null): TarotState {
  const deal = state.deal;
  const bids = [...deal.bids, { seat, contract }];
  if (bids.length < deal.order.length) {
    return { ...state, deal: { ...deal, bids, turn: deal.order[bids.length]! } };
  }
  const next = { ...state, deal: { ...deal, bids } };
  const best = highestBid(next);
  if (!best) return annulAllPass(next);
  const won = { ...next, deal: { ...next.deal, taker: best.seat, contract: best.contract, turn: best.seat } };
  // 5 players (king call): the taker calls a card before the chien is turned over (§6.1).
  if (deal.order.length === 5) return { ...won, deal: { ...won.deal, phase: 'call' } };
  return afterCall(won);
}
