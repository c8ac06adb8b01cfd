/**
 * What each viewer may see (rules §14), built from an allow-list, plus the two audit hooks:
 * `hiddenFrom` (an independent statement of the same visibility rules) and `cardLocations`.
 */
import type { CardId, Played, Seat, ViewBase, Viewer } from '../../core/index.js';
import { isTrump } from './cards.js';
import type { Annulment, Bid, Contract, DealPhase, PoigneeLevel, ScoreSheet, TarotState, Trick } from './state.js';
import { COEF } from './state.js';

export interface TarotView extends ViewBase {
  readonly game: 'tarot';
  readonly phase: DealPhase | 'matchOver';
  /** Seats playing this deal, in playing order from the first speaker. */
  readonly active: readonly Seat[];
  readonly dealsInMatch: number;
  readonly bids: readonly Bid[];
  readonly contract: { readonly taker: Seat; readonly contract: Contract; readonly coef: number } | null;
  readonly called: CardId | null;
  /** The partner as far as this viewer knows: a seat, 'none' (the taker plays alone) or null (unknown). */
  readonly partner: Seat | 'none' | null;
  /** The chien face up: prise and garde after the bidding; garde sans/contre only when the match ends. */
  readonly chien: readonly CardId[] | null;
  readonly chienCount: number;
  /** The écart: all of it for the taker, only the shown trumps for everyone else. */
  readonly ecart: { readonly count: number; readonly cards: readonly CardId[] };
  readonly chelem: Seat | null;
  readonly poignees: readonly {
    readonly seat: Seat;
    readonly level: PoigneeLevel;
    readonly count: number;
    readonly cards: readonly CardId[];
    readonly complete: boolean;
  }[];
  readonly trick: readonly Played[];
  readonly lastTrick: Trick | null;
  /** Completed tricks of the deal: all of them with trickReview 'all', else only the last one. */
  readonly tricks: readonly Trick[];
  readonly tricksWon: readonly number[];
  readonly lastDeal: ScoreSheet | null;
  /** Per scored deal, every seat's score. */
  readonly history: readonly (readonly number[])[];
  /** Deals annulled since the last scored deal (petit sec, all pass). */
  readonly annulled: readonly Annulment[];
}

/** Cards every seat knows about: the turned chien, completed poignées, discarded trumps, the called card. */
function publicCards(state: TarotState): Set<CardId> {
  const deal = state.deal;
  const out = new Set<CardId>(deal.chienShown);
  for (const p of deal.poignees) if (p.complete) for (const c of p.cards) out.add(c);
  for (const c of deal.ecart) if (isTrump(c)) out.add(c);
  // The call names a card, not its holder: the partner stays secret, the card's name does not.
  if (deal.called !== null) out.add(deal.called);
  return out;
}

/** The partner as `viewer` knows him (§6.2, §14): never revealed through anything else. */
function knownPartner(state: TarotState, viewer: Viewer): Seat | 'none' | null {
  const deal = state.deal;
  if (deal.called === null) return null;
  if (deal.partnerRevealed) return deal.partner >= 0 ? deal.partner : 'none';
  if (viewer === deal.partner) return deal.partner;
  // The taker knows he is alone when he called his own card (even one he has since laid away).
  const own = deal.hands[deal.taker]!.includes(deal.called) || deal.ecart.includes(deal.called);
  if (viewer === deal.taker && deal.partner < 0 && own) return 'none';
  return null;
}

export function view(state: TarotState, viewer: Viewer): TarotView {
  const deal = state.deal;
  const seat = typeof viewer === 'number' ? viewer : -1;
  const done = deal.phase === 'done';
  const lastTrick = deal.tricks[deal.tricks.length - 1] ?? null;
  const tricksWon = Array.from({ length: state.seats }, () => 0);
  for (const t of deal.tricks) tricksWon[t.winner]!++;
  return {
    game: 'tarot',
    viewer,
    phase: state.over ? 'matchOver' : deal.phase,
    toAct: state.over ? [] : [deal.turn],
    hand: seat >= 0 ? deal.hands[seat]!.slice() : [],
    handCounts: deal.hands.map((h) => h.length),
    scores: state.scores.slice(),
    deal: Math.min(state.scored + 1, state.dealsInMatch),
    dealer: state.dealer,
    active: deal.order.slice(),
    dealsInMatch: state.dealsInMatch,
    bids: deal.bids.map((b) => ({ seat: b.seat, contract: b.contract })),
    contract: deal.contract === null ? null : { taker: deal.taker, contract: deal.contract, coef: COEF[deal.contract] },
    called: deal.called,
    partner: knownPartner(state, viewer),
    chien: deal.chienShown.length > 0 ? deal.chienShown.slice() : done ? deal.chien.slice() : null,
    chienCount: deal.chien.length + deal.chienShown.length,
    ecart: {
      count: deal.ecart.length,
      cards: seat === deal.taker || done ? deal.ecart.slice() : deal.ecart.filter(isTrump),
    },
    chelem: deal.chelem ? deal.taker : null,
    poignees: deal.poignees.map((p) => ({
      seat: p.seat,
      level: p.level,
      count: p.cards.length,
      cards: p.complete || p.seat === seat ? p.cards.slice() : [],
      complete: p.complete,
    })),
    trick: deal.trick.map((p) => ({ seat: p.seat, card: p.card })),
    lastTrick,
    tricks: state.options.trickReview === 'all' ? deal.tricks.slice() : lastTrick ? [lastTrick] : [],
    tricksWon,
    lastDeal: state.lastSheet,
    history: state.history.slice(),
    annulled: state.annulled.map((a) => ({ ...a, ...(a.hand ? { hand: a.hand.slice() } : {}) })),
  };
}

export function hiddenFrom(state: TarotState, viewer: Viewer): CardId[] {
  const deal = state.deal;
  if (deal.phase === 'done') return [];
  const known = publicCards(state);
  const hidden: CardId[] = [];
  deal.hands.forEach((hand, s) => {
    if (s !== viewer) for (const c of hand) if (!known.has(c)) hidden.push(c);
  });
  if (viewer !== deal.taker) for (const c of deal.ecart) if (!known.has(c)) hidden.push(c);
  for (const c of deal.chien) if (!known.has(c)) hidden.push(c);
  return hidden;
}

export function cardLocations(state: TarotState): Record<string, readonly CardId[]> {
  const deal = state.deal;
  const out: Record<string, readonly CardId[]> = { chien: deal.chien, ecart: deal.ecart, trick: deal.trick.map((p) => p.card) };
  deal.hands.forEach((h, s) => (out[`hand:${s}`] = h));
  deal.won.forEach((w, s) => (out[`won:${s}`] = w));
  return out;
}
