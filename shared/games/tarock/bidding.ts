/**
 * The auction (Lizitation, rules §7.3): Vorhand opens with "Vorhand" or Sechserdreier; everyone
 * then bids strictly higher or passes for good; when the three others pass after "Vorhand",
 * Vorhand chooses any contract but Sechserdreier (Rufer and Trischaken only here).
 */
import type { Seat } from '../../core/game.js';
import { isKing } from './cards.js';
import {
  type Bid, BIRD_CARD, BIRDS, CONTRACT_IDS, CONTRACTS, type ContractId, inContractSet, rankOf,
} from './contracts.js';
import { colourCount, enterTalon } from './flow.js';
import { enterCall } from './call.js';
import type { TarockOptions } from './options.js';
import { type Auction, type AuctionCall, type Deal, next, type TarockAction } from './state.js';

/** Every bid of the chosen contract set, Besserrufer once per bird, by rank then table order. */
const bidCache = new Map<string, readonly Bid[]>();

function allBids(o: TarockOptions): readonly Bid[] {
  const key = `${o.contractSet}|${o.tariff}|${o.besserruferRanking}`;
  const cached = bidCache.get(key);
  if (cached) return cached;
  const bids: Bid[] = [];
  for (const id of CONTRACT_IDS) {
    if (!inContractSet(id, o)) continue;
    if (id === 'besserrufer') for (const bird of BIRDS) bids.push({ contract: id, bird });
    else bids.push({ contract: id });
  }
  bids.sort((a, b) => rankOf(a, o) - rankOf(b, o));
  bidCache.set(key, bids);
  return bids;
}

/** §7.2 hand conditions, checked on the bidder's own 12 cards. */
export function handAllows(hand: readonly string[], bid: Bid, o: TarockOptions): boolean {
  const c = CONTRACTS[bid.contract];
  if (bid.bird && !hand.includes(BIRD_CARD[bid.bird])) return false;
  if (c.family === 'colour' && colourCount(hand) < o.colourGameMinColourCards) return false;
  if (c.calling && o.fourKingsCall === 'forbidden' && !o.mayCallOwnKing && hand.filter(isKing).length === 4) return false;
  return true;
}

const bidAction = (b: Bid): TarockAction => (b.bird ? { type: 'bid', contract: b.contract, bird: b.bird } : { type: 'bid', contract: b.contract });

/** Vorhand alone, after "Vorhand" and three passes: he must choose (§7.3, §14.1). */
export const mustChoose = (deal: Deal): boolean =>
  deal.auction.high === null && deal.auction.reserved && deal.turn === deal.vorhand && deal.auction.calls.length > 0;

export function legalBidding(deal: Deal, o: TarockOptions, seat: Seat): TarockAction[] {
  const a = deal.auction;
  const hand = deal.hands[seat]!;
  const bids = allBids(o);
  if (a.calls.length === 0) {
    // Vorhand's opening call: "Vorhand" or Sechserdreier (or, in ooe, any general contract).
    const open = bids.filter(
      (b) => (b.contract === 'sechserdreier' || (o.forehandMayOpenWithContract && CONTRACTS[b.contract].vorhandOnly === null)) && handAllows(hand, b, o),
    );
    return [{ type: 'bid', contract: 'vorhand' }, ...open.map(bidAction)];
  }
  if (mustChoose(deal)) {
    return bids.filter((b) => b.contract !== 'sechserdreier' && handAllows(hand, b, o)).map(bidAction);
  }
  const out: TarockAction[] = [{ type: 'pass' }];
  if (o.forehandMayHold && seat === deal.vorhand && a.high !== null && handAllows(hand, a.high.bid, o)) out.push({ type: 'hold' });
  const floor = a.high ? rankOf(a.high.bid, o) : 0;
  for (const b of bids) {
    if (CONTRACTS[b.contract].vorhandOnly === null && rankOf(b, o) > floor && handAllows(hand, b, o)) out.push(bidAction(b));
  }
  return out;
}

/** Applies a legal auction call and moves on (the action was checked against legalBidding). */
export function applyBidding(deal: Deal, o: TarockOptions, seat: Seat, action: TarockAction): Deal {
  const a = deal.auction;
  let call: AuctionCall;
  let { high, reserved } = a;
  const active = a.active.slice();
  if (action.type === 'pass') {
    call = { seat, call: 'pass' };
    active[seat] = false;
  } else if (action.type === 'hold') {
    call = { seat, call: 'hold' };
    high = { bid: high!.bid, seat };
  } else if (action.type === 'bid' && action.contract === 'vorhand') {
    call = { seat, call: 'vorhand' };
    reserved = true;
  } else if (action.type === 'bid') {
    const contract = action.contract as ContractId;
    const bid: Bid = action.bird ? { contract, bird: action.bird } : { contract };
    call = { seat, call: 'bid', bid };
    if (mustChoose(deal)) return endAuction({ ...deal, auction: { ...a, calls: [...a.calls, call] } }, o, bid, seat);
    high = { bid, seat };
  } else {
    throw new Error(`not an auction action: ${action.type}`);
  }
  const auction: Auction = { calls: [...a.calls, call], active, high, reserved };
  let p = next(seat);
  while (!active[p]) p = next(p);
  if (high !== null && high.seat === p) return endAuction({ ...deal, auction }, o, high.bid, p);
  return { ...deal, auction, turn: p };
}

function endAuction(deal: Deal, o: TarockOptions, bid: Bid, declarer: Seat): Deal {
  const contract = { id: bid.contract as ContractId, bird: bid.bird ?? null, declarer };
  const won: Deal = { ...deal, contract };
  if (bid.contract === 'trischaken') {
    const talon = o.trischakenTalon === 'vorhandChooses' ? null : o.trischakenTalon;
    const stichzwang = o.trischakenStichzwang === 'vorhandChooses' ? null : o.trischakenStichzwang;
    const ready = { ...won, trischaken: { talon, stichzwang } };
    if (talon === null || stichzwang === null) return { ...ready, phase: 'rules', turn: declarer };
    return { ...ready, phase: 'play', turn: deal.vorhand };
  }
  if (CONTRACTS[bid.contract].calling) return enterCall(won, o);
  return enterTalon(won, o);
}

/** Trischaken rules Vorhand chooses under the `vorhandChooses` options (TIROL, §10.10). */
export function legalRules(deal: Deal): TarockAction[] {
  if (deal.trischaken?.talon === null) {
    return [{ type: 'rule', rule: 'talon', value: 'firstSixTricks' }, { type: 'rule', rule: 'talon', value: 'lastTrick' }];
  }
  return [{ type: 'rule', rule: 'stichzwang', value: 'on' }, { type: 'rule', rule: 'stichzwang', value: 'off' }];
}

export function applyRules(deal: Deal, action: TarockAction): Deal {
  if (action.type !== 'rule') throw new Error('not a rule action');
  const t = deal.trischaken!;
  const trischaken = action.rule === 'talon' ? { ...t, talon: action.value } : { ...t, stichzwang: action.value === 'on' };
  if (trischaken.talon === null || trischaken.stichzwang === null) return { ...deal, trischaken };
  return { ...deal, trischaken, phase: 'play', turn: deal.vorhand };
}
