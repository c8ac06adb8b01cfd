/**
 * What each viewer may see (rules §14), built from an allow-list; the independent statement of the
 * hidden cards (`hiddenFrom`) and every card's location for the conservation test.
 */
import type { CardId } from '../../core/cards.js';
import type { Seat, ViewBase, Viewer } from '../../core/game.js';
import type { Played } from '../../core/tricks.js';
import { cardOf, sortHand, type TalelesSuit } from './cards.js';
import { levelName, multiplier } from './doubling.js';
import { meldSummary, meldValue } from './melds.js';
import { pointsInPlay, seatScoresOf } from './score.js';
import { forehandOf, handSize, seatsOfParty, seatsOfUnit, unitCount } from './sides.js';
import type { Call, Deal, ItemId, MeldKind, Phase, ScoreSheet, TalelesState } from './types.js';

export interface ViewTrick {
  readonly leader: Seat;
  readonly cards: readonly Played[];
  readonly winner: Seat;
}

export interface ViewMeld {
  readonly seat: Seat;
  readonly kind: MeldKind;
  readonly length: number;
  readonly top: string;
  /**
   * The public summary in English ("Terz, top K"), for API clients. `kind`, `length` and `top` are
   * the same words as a code and its parameters: the site says them in each reader's language.
   */
  readonly summary: string;
  /** Credited at meld resolution (§7.4); only then are the cards public. */
  readonly credited: boolean;
  /** The cards: for a credited meld, and for the declarer himself. */
  readonly cards: readonly CardId[] | null;
}

export interface ViewItem {
  readonly id: ItemId;
  /** Seats of the side the item belongs to. */
  readonly owner: readonly Seat[];
  readonly level: number;
  readonly name: string;
  readonly multiplier: number;
  readonly by: Seat | null;
}

export interface TalelesView extends ViewBase {
  readonly game: 'taleles';
  readonly phase: Phase;
  /** Card faces: French or German suits (cosmetic). */
  readonly cards: 'french' | 'german';
  readonly players: number;
  readonly forehand: Seat;
  /** Seats of each scoring unit (teams 0+2 and 1+3 with 4 players). */
  readonly units: readonly (readonly Seat[])[];
  readonly unitScores: readonly number[];
  readonly target: number;
  /** Face-down hidden cards still waiting for trump to be fixed. */
  readonly hiddenCounts: readonly number[];
  /** The face-up card under the stock (2/3 players); after the exchange, the 7 of trump. */
  readonly turnedCard: CardId | null;
  readonly exchange: { readonly seat: Seat; readonly got: CardId; readonly gave: CardId } | null;
  readonly trump: TalelesSuit | null;
  readonly maker: Seat | null;
  readonly makerSide: readonly Seat[];
  readonly trumpRound: number;
  readonly contract: 'normal' | 'pitsch';
  readonly pitsch: Seat | null;
  readonly bela: { readonly seat: Seat; readonly early: boolean; readonly cards: readonly CardId[] } | null;
  /** Public bidding, announcing and doubling actions of this deal, in order. */
  readonly calls: readonly Call[];
  readonly melds: readonly ViewMeld[];
  readonly leader: Seat;
  readonly trickNumber: number;
  readonly trick: readonly Played[];
  /** Completed tricks on view (`trickHistory`): all of them, or the last one until the next trick starts. */
  readonly tricks: readonly ViewTrick[];
  readonly previousTrick: ViewTrick | null;
  readonly tricksWon: readonly number[];
  readonly doubling: readonly ViewItem[];
  /** Half of all points in play plus credited melds, once trump is fixed (final only at the end, §14). */
  readonly beet: number | null;
  readonly held: number;
  readonly lastDeal: ScoreSheet | null;
  readonly winners: readonly Seat[] | null;
}

const trumpFixed = (deal: Deal): boolean => deal.trump !== null;

/** Cards every player has been shown although they are in a hand (§14): Bela, credited melds, the exchanged card. */
function disclosed(deal: Deal): Set<CardId> {
  const out = new Set<CardId>();
  if (deal.bela && deal.trump) {
    out.add(cardOf(deal.trump, 'K'));
    out.add(cardOf(deal.trump, 'Q'));
  }
  for (const i of [deal.sequence, deal.eighty]) if (i !== null) for (const c of deal.melds[i]!.cards) out.add(c);
  if (deal.exchange) out.add(deal.exchange.got);
  return out;
}

export function hiddenFrom(state: TalelesState, viewer: Viewer): CardId[] {
  const deal = state.deal;
  const open = disclosed(deal);
  const out: CardId[] = [];
  for (let s = 0; s < state.seats; s++) {
    if (s !== viewer) out.push(...deal.hands[s]!);
    out.push(...deal.hidden[s]!);
  }
  out.push(...deal.stock);
  return out.filter((c) => !open.has(c));
}

export function cardLocations(state: TalelesState): Record<string, readonly CardId[]> {
  const deal = state.deal;
  const out: Record<string, CardId[]> = { stock: deal.stock.slice(), turned: deal.turned ? [deal.turned] : [] };
  for (let s = 0; s < state.seats; s++) {
    out[`hand:${s}`] = deal.hands[s]!.slice();
    out[`hidden:${s}`] = deal.hidden[s]!.slice();
    out[`won:${s}`] = deal.tricks.filter((t) => t.winner === s).flatMap((t) => t.cards.map((p) => p.card));
  }
  out.trick = deal.trick.map((p) => p.card);
  return out;
}

const copyTrick = (t: { leader: Seat; cards: readonly Played[]; winner: Seat }): ViewTrick => ({
  leader: t.leader,
  cards: t.cards.map((p) => ({ seat: p.seat, card: p.card })),
  winner: t.winner,
});

function beetNow(deal: Deal): number | null {
  if (!trumpFixed(deal)) return null;
  let melds = deal.bela ? 20 : 0;
  for (const i of [deal.sequence, deal.eighty]) if (i !== null) melds += meldValue(deal.melds[i]!);
  return (pointsInPlay(deal) + melds) / 2;
}

export function view(state: TalelesState, viewer: Viewer): TalelesView {
  const n = state.seats;
  const deal = state.deal;
  const own = typeof viewer === 'number' ? viewer : null;
  const credited = new Set([deal.sequence, deal.eighty].filter((i): i is number => i !== null));
  const visibleTricks =
    state.options.trickHistory === 'all' ? deal.tricks : deal.trick.length === 0 ? deal.tricks.slice(-1) : [];
  const tricksWon = Array.from({ length: n }, (_, s) => deal.tricks.filter((t) => t.winner === s).length);
  const maker = deal.maker;
  return {
    game: 'taleles',
    viewer,
    phase: deal.phase,
    toAct: state.end ? [] : [deal.turn],
    hand: own === null ? [] : sortHand(deal.hands[own]!, deal.trump),
    handCounts: deal.hands.map((h) => h.length),
    scores: seatScoresOf(state),
    deal: state.dealNo,
    dealer: state.dealer,
    cards: state.options.cards,
    players: n,
    forehand: forehandOf(state.dealer, n),
    units: Array.from({ length: unitCount(n) }, (_, u) => seatsOfUnit(u, n)),
    unitScores: state.scores.slice(),
    target: state.target,
    hiddenCounts: deal.hidden.map((h) => h.length),
    turnedCard: deal.turned,
    exchange: deal.exchange ? { seat: deal.exchange.seat, got: deal.exchange.got, gave: deal.exchange.gave } : null,
    trump: deal.trump,
    maker,
    makerSide: maker === null ? [] : seatsOfParty(deal, 'maker', n),
    trumpRound: deal.trumpRound,
    contract: deal.pitsch === null ? 'normal' : 'pitsch',
    pitsch: deal.pitsch,
    bela:
      deal.bela && deal.trump
        ? { seat: deal.bela.seat, early: deal.bela.early, cards: [cardOf(deal.trump, 'K'), cardOf(deal.trump, 'Q')] }
        : null,
    calls: deal.calls.map((c) => ({ seat: c.seat, action: c.action })),
    melds: deal.melds.map((m, i) => ({
      seat: m.seat,
      kind: m.kind,
      length: m.length,
      top: m.top,
      summary: meldSummary(m),
      credited: credited.has(i),
      cards: credited.has(i) || m.seat === own ? m.cards.slice() : null,
    })),
    leader: deal.leader,
    trickNumber: Math.min(deal.tricks.length + 1, handSize(n)),
    trick: deal.trick.map((p) => ({ seat: p.seat, card: p.card })),
    tricks: visibleTricks.map(copyTrick),
    previousTrick: visibleTricks.length > 0 ? copyTrick(visibleTricks[visibleTricks.length - 1]!) : null,
    tricksWon,
    doubling: deal.items.map((it) => ({
      id: it.id,
      owner: seatsOfParty(deal, it.owner, n),
      level: it.level,
      name: levelName(it.level),
      multiplier: multiplier(it.level),
      by: it.bySeat,
    })),
    beet: beetNow(deal),
    held: state.held,
    lastDeal: state.last ? copySheet(state.last) : null,
    winners: state.end ? state.end.winners.slice() : null,
  };
}

/** The sheet holds no card ids (the cards are dealt again), so a deep copy is an allow-listed copy. */
const copySheet = (s: ScoreSheet): ScoreSheet => JSON.parse(JSON.stringify(s)) as ScoreSheet;

