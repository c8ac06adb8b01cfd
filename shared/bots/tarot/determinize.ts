/**
 * A full Tarot engine state built from one seat's view, the public history and a guess for every
 * card the seat cannot see. The guess respects everything the seat has seen: its hand, the cards
 * played, the voids and trump limits shown (knowledge.ts), the turned chien (those cards are in
 * the taker's hand or his écart), the trumps shown in the écart, completed poignées, and what may
 * lie in an écart at all (no King, no bout, no unshown trump, §7.2). `view(state, seat)` of the
 * result equals the seat's real view.
 */
import { type CardId, EXCUSE, type Played, seedRng, type Seat } from '../../core/index.js';
import { classOf, isBout, isKing, isTrump, PACK, sortCards, strengthOf } from '../../games/tarot/cards.js';
import type { TarotState, TarotView } from '../../games/tarot/index.js';
import type { TarotOptions } from '../../games/tarot/options.js';
import type { DealState, Trick } from '../../games/tarot/state.js';
import { dealUnseen } from '../sample.js';
import type { HistoryEntry } from '../types.js';
import type { BotRng } from '../util.js';
import { dealPlays, type TarotTracker, trackerFromView } from './knowledge.js';

/** Tricks and piles of the deal so far, as the engine keeps them (§9.4: the Excuse goes back to its player). */
function rebuildTricks(plays: readonly Played[], n: number, seats: number) {
  const tricks: Trick[] = [];
  const won: CardId[][] = Array.from({ length: seats }, () => []);
  let excuse: { seat: Seat; trick: number } | null = null;
  const complete = Math.floor(plays.length / n);
  for (let t = 0; t < complete; t++) {
    const trick = plays.slice(t * n, t * n + n);
    const winner = winnerOf(trick);
    tricks.push({ plays: trick, winner });
    for (const p of trick) {
      if (p.card === EXCUSE) {
        excuse = { seat: p.seat, trick: t };
        won[p.seat]!.push(EXCUSE);
      } else won[winner]!.push(p.card);
    }
  }
  const current = plays.slice(complete * n);
  for (const p of current) if (p.card === EXCUSE) excuse = { seat: p.seat, trick: complete };
  return { tricks, won, excuse, current };
}

function winnerOf(trick: readonly Played[]): Seat {
  let best = -1;
  let bestTrump = false;
  let bestStrength = -1;
  let led: string | undefined;
  trick.forEach((p, i) => {
    const cls = classOf(p.card);
    if (cls === undefined) return;
    led ??= cls;
    const trump = cls === 'T';
    if (!trump && cls !== led) return;
    const s = strengthOf(p.card);
    if (best < 0 || (trump && !bestTrump) || (trump === bestTrump && s > bestStrength)) {
      best = i;
      bestTrump = trump;
      bestStrength = s;
    }
  });
  return trick[best < 0 ? 0 : best]!.seat;
}

export interface TarotGuessInput {
  readonly seat: Seat;
  readonly view: TarotView;
  readonly history: readonly HistoryEntry[];
  readonly options: TarotOptions;
  readonly tracker?: TarotTracker;
}

/** One consistent guess of the whole deal as an engine state, or undefined if none exists. */
export function determinize(input: TarotGuessInput, rng: BotRng): TarotState | undefined {
  const { seat, view } = input;
  const seats = view.handCounts.length;
  const order = view.active;
  const tracker = input.tracker ?? trackerFromView(view, input.history);
  const plays = dealPlays(view, input.history);
  const rebuilt = rebuildTricks(plays, order.length, seats);
  const taker = view.contract?.taker ?? -1;
  const contract = view.contract?.contract ?? null;
  const iAmTaker = taker === seat;

  // Where every card the seat can place is; the rest is unseen.
  const fixedHand: CardId[][] = Array.from({ length: seats }, () => []);
  fixedHand[seat] = view.hand.slice();
  const known = new Set<CardId>([...view.hand, ...tracker.played]);
  const ecartShown = view.ecart.cards.slice();
  for (const c of ecartShown) known.add(c);
  for (const p of view.poignees) {
    if (p.seat === seat || !p.complete) continue;
    for (const c of p.cards) {
      if (known.has(c)) continue;
      fixedHand[p.seat]!.push(c);
      known.add(c);
    }
  }
  const chienShown = view.chien !== null && view.phase !== 'done' ? view.chien : [];
  const turned = new Set(chienShown);
  const faceDownChien = view.chien === null ? view.chienCount : 0;
  const ecartHidden = iAmTaker ? 0 : view.ecart.count - ecartShown.length;

  // Places: 0…seats−1 = hands, seats = chien, seats + 1 = écart.
  const capacity = Array.from({ length: seats + 2 }, () => 0);
  for (const s of order) if (s !== seat) capacity[s] = view.handCounts[s]! - fixedHand[s]!.length;
  capacity[seats] = faceDownChien;
  capacity[seats + 1] = ecartHidden;
  const cards = PACK.filter((c) => !known.has(c));
  const allowed = (card: CardId, place: number): boolean => {
    const layable = !isTrump(card) && !isBout(card) && !isKing(card);
    // A turned chien card went to the taker: it is in his hand or laid away.
    if (turned.has(card)) return place === taker || (place === seats + 1 && layable);
    if (place === seats + 1) return layable;
    if (place === seats) return true;
    const cls = classOf(card);
    if (cls === undefined) return true;
    if (tracker.voids[place]!.has(cls)) return false;
    return cls !== 'T' || strengthOf(card) <= tracker.trumpCeil[place]!;
  };
  const placed = dealUnseen(cards, capacity, allowed, rng);
  if (!placed) return undefined;

  const hands = Array.from({ length: seats }, (_, s) => sortCards(s === seat ? view.hand : [...fixedHand[s]!, ...(placed[s] ?? [])]));
  const ecart = iAmTaker ? view.ecart.cards.slice() : [...ecartShown, ...placed[seats + 1]!];
  const called = view.called;
  let partner: Seat = -1;
  if (called !== null) for (const s of order) if (s !== taker && hands[s]!.includes(called)) partner = s;
  if (called !== null && tracker.played.has(called)) {
    // The called card was played: its player is the partner (or nobody, if the taker played it).
    const p = plays.find((x) => x.card === called)!;
    partner = p.seat === taker ? -1 : p.seat;
  }
  if (typeof view.partner === 'number') partner = view.partner;
  const revealed = called !== null && (tracker.played.has(called) || chienShown.includes(called));

  const deal: DealState = {
    phase: view.phase === 'matchOver' ? 'done' : view.phase,
    order: order.slice(),
    hands,
    chien: placed[seats]!,
    chienShown: chienShown.slice(),
    ecart,
    bids: view.bids.map((b) => ({ seat: b.seat, contract: b.contract })),
    turn: view.toAct[0] ?? seat,
    taker,
    contract,
    called,
    partner,
    partnerRevealed: revealed,
    chelem: view.chelem !== null,
    poignees: view.poignees.map((p) => ({ seat: p.seat, level: p.level, cards: p.cards.slice(), complete: p.complete })),
    trick: rebuilt.current,
    tricks: rebuilt.tricks,
    won: rebuilt.won,
    excuse: rebuilt.excuse,
    excuseWonLast: false,
  };
  return {
    seats,
    options: input.options,
    rng: seedRng(`guess:${rng.int(0x7fffffff)}`),
    decks: null,
    dealt: view.deal + view.annulled.length,
    scored: view.deal - 1,
    dealsInMatch: view.dealsInMatch,
    dealer: view.dealer,
    scores: view.scores.slice(),
    history: view.history.map((h) => h.slice()),
    annulled: view.annulled.slice(),
    lastSheet: view.lastDeal,
    deal,
    over: false,
  };
}
