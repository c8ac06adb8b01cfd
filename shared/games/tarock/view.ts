/**
 * What each seat may see (rules §13), built from an allow-list. Secret: other hands (until an
 * ouvert contract exposes them), the talon until exposed (never in solo and negative contracts),
 * laid-away colour cards (tarocks in the Farbendreier), and the partner until the called card
 * shows or König ultimo is announced. The called card is given as suit + rank, not as a card id,
 * and no party totals are shown during play, so nothing hints at who holds it.
 */
import type { CardId } from '../../core/cards.js';
import type { Seat, ViewBase, Viewer } from '../../core/game.js';
import type { Played } from '../../core/tricks.js';
import { PACK, sortCards } from './cards.js';
import { bidName, type Bird, CONTRACTS, contractValue, type ContractId, PREMIUMS } from './contracts.js';
import type { TarockOptions } from './options.js';
import { isPublicDiscard } from './talon.js';
import type { DealSheet, Deal, Phase, TarockState, Trick } from './state.js';

export interface AnnouncementView {
  readonly item: string;
  readonly name: string;
  /** Announcer of a premium; the declarer for the game. */
  readonly by: Seat;
  /** Negative contracts: the defender of this pair. */
  readonly pair: Seat | null;
  readonly level: number;
  readonly raises: readonly { readonly seat: Seat; readonly level: number }[];
  /** Score points at stake per payment: value × level (×2 in solo contracts for premiums). */
  readonly worth: number;
}

export interface TarockView extends ViewBase {
  readonly phase: Phase | 'matchOver';
  readonly options: TarockOptions;
  readonly dealsTotal: number;
  readonly vorhand: Seat | null;
  readonly auction: readonly { readonly seat: Seat; readonly call: string; readonly name: string }[];
  readonly highBid: { readonly seat: Seat; readonly contract: ContractId; readonly bird: Bird | null; readonly name: string } | null;
  readonly contract: { readonly id: ContractId; readonly bird: Bird | null; readonly name: string; readonly declarer: Seat; readonly value: number } | null;
  /** The called card as suit + rank; suit null when called as "the fourth king" and the viewer cannot know it. */
  readonly called: { readonly suit: string | null; readonly rank: string; readonly fourth: boolean } | null;
  /** The declarer's partner, only when the viewer may know it (public, or the viewer holds the called card). */
  readonly partner: Seat | null;
  readonly partnerKnown: boolean;
  /** Talon halves as the viewer sees them (null = face down or gone). */
  readonly talon: readonly (readonly CardId[] | null)[];
  readonly talonTaken: number | null;
  /** Laid-away cards the viewer may see, and how many were laid away. */
  readonly laidAway: readonly CardId[];
  readonly laidCount: number;
  readonly trischaken: { readonly talon: string | null; readonly stichzwang: boolean | null } | null;
  readonly announcements: readonly AnnouncementView[];
  readonly trick: readonly Played[];
  readonly lastTrick: Trick | null;
  /** Finished tricks of this deal (all of them, or [] under `trickHistory: last`). */
  readonly tricks: readonly Trick[];
  readonly tricksWon: readonly number[];
  /** Hands exposed in an ouvert contract (null = not exposed). */
  readonly openHands: readonly (readonly CardId[] | null)[];
  readonly schrift: readonly number[];
  readonly total: readonly number[];
  readonly doubleLeft: number;
  readonly lastDeal: DealSheet | null;
}

/** Seats whose hands are exposed to everyone now (§10.8). */
export function exposedSeats(deal: Deal, o: TarockOptions): Seat[] {
  if (!deal.contract || !CONTRACTS[deal.contract.id].ouvert || deal.tricks.length === 0) return [];
  return o.ouvertReveal === 'all' ? [0, 1, 2, 3] : [deal.contract.declarer];
}

/** Whether talon half `i` is face up for `viewer` (§13; `showLeftTalon`). */
function talonVisible(deal: Deal, o: TarockOptions, i: number): boolean {
  if (!deal.talonExposed) return false;
  return o.showLeftTalon || deal.tricks.length === 0 || deal.talonTaken === i;
}

/** Independent statement of §13 for the leak tests: every card `viewer` may not know now. */
export function hiddenFrom(state: TarockState, viewer: Viewer): CardId[] {
  const deal = state.deal;
  if (!deal) return [];
  const open = exposedSeats(deal, state.options);
  const out: CardId[] = [];
  deal.hands.forEach((h, s) => {
    if (s !== viewer && !open.includes(s)) out.push(...h);
  });
  deal.talon.forEach((h, i) => {
    if (!talonVisible(deal, state.options, i)) out.push(...h);
  });
  if (deal.contract && viewer !== deal.contract.declarer) out.push(...deal.laid.filter((c) => !isPublicDiscard(deal, c)));
  return out;
}

export function cardLocations(state: TarockState): Record<string, CardId[]> {
  const deal = state.deal;
  if (!deal) return { box: PACK.slice() };
  const out: Record<string, CardId[]> = {};
  deal.hands.forEach((h, s) => (out[`hand${s}`] = h.slice()));
  deal.talon.forEach((h, i) => (out[`talon${i + 1}`] = h.slice()));
  out.laid = deal.laid.slice();
  out.trick = deal.trick.map((p) => p.card);
  deal.won.forEach((w, s) => (out[`won${s}`] = w.slice()));
  return out;
}

export function ledger(state: TarockState): readonly number[] {
  return state.options.scoreLedger === 'schrift' ? state.schrift : state.total;
}

export function view(state: TarockState, viewer: Viewer): TarockView {
  const deal = state.deal;
  const o = state.options;
  const base = {
    game: 'tarock' as const,
    viewer,
    options: o,
    toAct: deal ? [deal.turn] : [],
    scores: ledger(state).slice(),
    schrift: state.schrift.slice(),
    total: state.total.slice(),
    deal: Math.min(state.dealIndex + 1, state.dealsTotal),
    dealsTotal: state.dealsTotal,
    dealer: state.dealer,
    doubleLeft: state.doubleLeft,
    lastDeal: state.last,
  };
  if (!deal) {
    return {
      ...base, phase: 'matchOver', hand: [], handCounts: [0, 0, 0, 0], vorhand: null, auction: [], highBid: null, contract: null,
      called: null, partner: null, partnerKnown: false, talon: [null, null], talonTaken: null, laidAway: [], laidCount: 0,
      trischaken: null, announcements: [], trick: [], lastTrick: null, tricks: [], tricksWon: [0, 0, 0, 0], openHands: [null, null, null, null],
    };
  }
  const seat = typeof viewer === 'number' ? viewer : null;
  const c = deal.contract;
  const call = deal.call;
  const knowsCall = call !== null && (deal.partnerPublic || !call.fourth || seat === c?.declarer || seat === call.partner);
  const knowsPartner = call !== null && (deal.partnerPublic || (seat !== null && seat === call.partner));
  const open = exposedSeats(deal, o);
  const solo = c !== null && CONTRACTS[c.id].solo;
  const high = deal.auction.high;
  return {
    ...base,
    phase: deal.phase,
    hand: seat === null ? [] : sortCards(deal.hands[seat]!),
    handCounts: deal.hands.map((h) => h.length),
    vorhand: deal.vorhand,
    auction: deal.auction.calls.map((a) =>
      a.call === 'bid' ? { seat: a.seat, call: a.bid.bird ? `${a.bid.contract} ${a.bid.bird}` : a.bid.contract, name: bidName(a.bid) } : { seat: a.seat, call: a.call, name: a.call },
    ),
    highBid: high ? { seat: high.seat, contract: high.bid.contract, bird: high.bid.bird ?? null, name: bidName(high.bid) } : null,
    contract: c ? { id: c.id, bird: c.bird, name: bidName({ contract: c.id, bird: c.bird ?? undefined }), declarer: c.declarer, value: contractValue(c.id, o) } : null,
    called: call ? { suit: knowsCall ? call.card[0]! : null, rank: call.card.slice(1), fourth: call.fourth } : null,
    partner: knowsPartner ? call.partner : null,
    partnerKnown: knowsPartner,
    talon: deal.talon.map((h, i) => (talonVisible(deal, o, i) && h.length > 0 ? h.slice() : null)),
    talonTaken: deal.talonTaken,
    laidAway: seat !== null && seat === c?.declarer ? deal.laid.slice() : deal.laid.filter((x) => isPublicDiscard(deal, x)),
    laidCount: deal.laid.length,
    trischaken: deal.trischaken ? { ...deal.trischaken } : null,
    announcements: (deal.announce?.items ?? []).map((i) => {
      // §12.4: with valatMode 'multiplier' an announced Valat replaces the game at ×8 (not a fixed premium).
      const v =
        i.premium === 'game'
          ? contractValue(c!.id, o)
          : i.premium === 'valat' && o.valatMode === 'multiplier'
            ? contractValue(c!.id, o) * 8
            : PREMIUMS[i.premium].announced * (solo ? 2 : 1);
      const name = i.premium === 'game' ? bidName({ contract: c!.id, bird: c!.bird ?? undefined }) : PREMIUMS[i.premium].name;
      return { item: i.premium, name, by: i.owner, pair: i.pair, level: i.level, raises: i.raises.map((r) => ({ ...r })), worth: v * i.level };
    }),
    trick: deal.trick.map((p) => ({ ...p })),
    lastTrick: deal.tricks.at(-1) ?? null,
    tricks: o.trickHistory === 'all' ? deal.tricks.slice() : [],
    tricksWon: [0, 1, 2, 3].map((s) => deal.tricks.filter((t) => t.winner === s).length),
    openHands: [0, 1, 2, 3].map((s) => (open.includes(s) ? sortCards(deal.hands[s]!) : null)),
  };
}
