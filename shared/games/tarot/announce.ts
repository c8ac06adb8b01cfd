/**
 * Announcements (rules §8): the taker's chelem before the first card, and the poignée, declared
 * at a player's own first card: the level first, then one shown trump per action.
 */
import { type CardId, EXCUSE, type Seat } from '../../core/index.js';
import { isTrump, strengthOf } from './cards.js';
import {
  paramsFor,
  type Poignee,
  type PoigneeLevel,
  POIGNEE_LEVELS,
  type TarotAction,
  type TarotState,
} from './state.js';

export function legalAnnounce(): TarotAction[] {
  return [{ type: 'pass' }, { type: 'chelem' }];
}

/** Chelem or not; an announcer leads trick 1 himself (§8.1). */
export function applyAnnounce(state: TarotState, chelem: boolean): TarotState {
  const deal = state.deal;
  const leader = chelem ? deal.taker : deal.order[0]!;
  return { ...state, deal: { ...deal, chelem, phase: 'play', turn: leader } };
}

/** Has `seat` played a card in this deal yet? */
export function hasPlayed(state: TarotState, seat: Seat): boolean {
  const deal = state.deal;
  return deal.tricks.length > 0 || deal.trick.some((p) => p.seat === seat);
}

const byStrengthDesc = (a: CardId, b: CardId) => strengthOf(b) - strengthOf(a);

/**
 * The trumps that may count toward `seat`'s poignée of `level`: those in hand, and for the taker
 * the trumps he had to discard (shown again with the poignée, Q5).
 */
export function poigneePool(state: TarotState, seat: Seat, level: PoigneeLevel): CardId[] {
  const deal = state.deal;
  const pool = deal.hands[seat]!.filter(isTrump);
  const rule = state.options.discardedTrumpsInPoignee;
  if (seat === deal.taker && (rule === 'generalised' || (rule === 'triple_only' && level === 'triple'))) {
    pool.push(...deal.ecart.filter(isTrump));
  }
  return pool.sort(byStrengthDesc);
}

/** Levels `seat` may declare now: N trumps, or N − 1 trumps and the Excuse standing in for one (§8.2). */
export function poigneeLevels(state: TarotState, seat: Seat): PoigneeLevel[] {
  const deal = state.deal;
  if (hasPlayed(state, seat) || deal.poignees.some((p) => p.seat === seat)) return [];
  const params = paramsFor(deal.order.length);
  const hasExcuse = deal.hands[seat]!.includes(EXCUSE);
  return POIGNEE_LEVELS.filter((level) => {
    const have = poigneePool(state, seat, level).length;
    const need = params.poignee[level];
    return have >= need || (hasExcuse && have === need - 1);
  });
}

/** The poignée `seat` is showing and has not finished yet. */
export function pendingPoignee(state: TarotState, seat: Seat): Poignee | undefined {
  return state.deal.poignees.find((p) => p.seat === seat && !p.complete);
}

/**
 * Cards that can still complete the pending poignée: any unshown trump of the pool; with exactly
 * N − 1 trumps every one of them and the Excuse must be shown (the Excuse means "no other trump").
 */
export function showableCards(state: TarotState, p: Poignee): CardId[] {
  const pool = poigneePool(state, p.seat, p.level);
  const need = paramsFor(state.deal.order.length).poignee[p.level];
  const left = pool.filter((c) => !p.cards.includes(c));
  if (pool.length < need && !p.cards.includes(EXCUSE)) left.push(EXCUSE);
  return left;
}

export function applyPoignee(state: TarotState, seat: Seat, level: PoigneeLevel): TarotState {
  const deal = state.deal;
  const poignees = [...deal.poignees, { seat, level, cards: [], complete: false }];
  return { ...state, deal: { ...deal, poignees } };
}

export function applyShow(state: TarotState, seat: Seat, card: CardId): TarotState {
  const deal = state.deal;
  const need = paramsFor(deal.order.length).poignee;
  const poignees = deal.poignees.map((p) => {
    if (p.seat !== seat || p.complete) return p;
    const cards = [...p.cards, card];
    const complete = cards.length === need[p.level];
    // Revealed at once when complete, sorted from high to low with the Excuse last (§8.2).
    return { ...p, cards: complete ? cards.sort(byStrengthDesc) : cards, complete };
  });
  return { ...state, deal: { ...deal, poignees } };
}
