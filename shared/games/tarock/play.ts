/**
 * Trick play (rules §10): follow suit, must trump, Stichzwang and the Pagat rule in negative
 * contracts and Trischaken (§10.5), the colour contracts (§10.7), reservations of announced
 * birds and König ultimo (§11.4), the Kaiserstich (§10.4) and the early end of negative
 * contracts (§10.9). Legal cards are computed as a pipeline of named rules, so that a refused
 * card can be explained by the rule that removed it.
 */
import type { CardId } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { type Played, type TrickRules, winningIndex } from '../../core/tricks.js';
import { classOf, isTarock, strength, SUIT_NAMES } from './cards.js';
import { BIRD_CARD, BIRD_TRICK, CONTRACTS, type Family, isBird } from './contracts.js';
import type { TarockOptions } from './options.js';
import { type Deal, next, type Trick } from './state.js';

const WITH_TAROCK: TrickRules = { classOf, trump: 'T', strength };
const NO_TRUMP: TrickRules = { classOf, trump: null, strength };

/** Per-trick context (STYLE 8): computed once, used by legality, explanations and the winner. */
export interface TrickContext {
  readonly family: Family;
  readonly stichzwang: boolean;
  readonly kaiserstich: TarockOptions['kaiserstich'];
  readonly trickNo: number;
  readonly reservationMode: TarockOptions['reservationMode'];
}

export function trickContext(deal: Deal, o: TarockOptions): TrickContext {
  const family = CONTRACTS[deal.contract!.id].family;
  const stichzwang = family === 'negative' || (family === 'trischaken' && deal.trischaken?.stichzwang === true);
  return { family, stichzwang, kaiserstich: o.kaiserstich, trickNo: deal.tricks.length + 1, reservationMode: o.reservationMode };
}

/** §10.4: Sküs, Mond and Pagat in one trick of a positive contract; colour contracts only on a tarock lead. */
function kaiserstich(trick: readonly Played[], ctx: TrickContext): number {
  if (ctx.kaiserstich === 'off' || (ctx.family !== 'tarock' && ctx.family !== 'colour')) return -1;
  const at = (c: CardId) => trick.findIndex((p) => p.card === c);
  const skus = at('SKUS'), mond = at('T21'), pagat = at('T1');
  if (skus < 0 || mond < 0 || pagat < 0) return -1;
  if (ctx.family === 'colour' && classOf(trick[0]!.card) !== 'T') return -1;
  if (ctx.kaiserstich === 'ordered' && !(mond < skus && skus < pagat)) return -1;
  return pagat;
}

/** Index of the card winning `trick` so far (§10.4). */
export function winnerIndex(trick: readonly Played[], ctx: TrickContext): number {
  const k = kaiserstich(trick, ctx);
  if (k >= 0) return k;
  const colourLead = ctx.family === 'colour' && classOf(trick[0]!.card) !== 'T';
  return winningIndex(trick, colourLead ? NO_TRUMP : WITH_TAROCK);
}

/** The seat's reserved cards and their target tricks (§11.4): announced birds and König ultimo. */
function reserved(deal: Deal, seat: Seat): Map<CardId, number> {
  const out = new Map<CardId, number>();
  const items = deal.announce?.items ?? [];
  if (!items.some((i) => i.owner === seat && i.premium !== 'game')) return out;
  for (const item of items) {
    if (item.owner !== seat) continue;
    if (isBird(item.premium)) out.set(BIRD_CARD[item.premium], BIRD_TRICK[item.premium]);
    else if (item.premium === 'koenig_ultimo') out.set(deal.call!.card, 12);
  }
  return out;
}

type Step = [reason: string, filter: (cards: CardId[]) => CardId[]];

/** The rules of §10.6 and §11.4, in order. Each narrows the set; none empties it. */
function steps(deal: Deal, seat: Seat, ctx: TrickContext): Step[] {
  const hand = deal.hands[seat]!;
  const trick = deal.trick;
  const out: Step[] = [];
  const keepIf = (cards: CardId[], pick: (c: CardId) => boolean) => {
    const kept = cards.filter(pick);
    return kept.length > 0 ? kept : cards;
  };
  if (trick.length === 0) {
    if (ctx.family === 'colour') out.push(['in a colour contract you may not lead a tarock while you hold colour cards', (l) => keepIf(l, (c) => !isTarock(c))]);
  } else {
    const led = classOf(trick[0]!.card);
    const follows = hand.some((c) => classOf(c) === led);
    const hasTarock = hand.some(isTarock);
    if (follows) {
      out.push([`you must follow suit: ${SUIT_NAMES[led]}`, (l) => l.filter((c) => classOf(c) === led)]);
      const best = trick[winnerIndex(trick, ctx)]!.card;
      if (ctx.stichzwang && classOf(best) === led) {
        out.push(['you must win the trick if you can (Stichzwang)', (l) => keepIf(l, (c) => strength(c) > strength(best))]);
      }
    } else if (hasTarock) {
      out.push([`you have no ${SUIT_NAMES[led]}: you must play a tarock`, (l) => l.filter(isTarock)]);
      const top = Math.max(0, ...trick.filter((p) => isTarock(p.card)).map((p) => strength(p.card)));
      if (ctx.stichzwang && top > 0) out.push(['you must overtrump if you can (Stichzwang)', (l) => keepIf(l, (c) => strength(c) > top)]);
    }
  }
  if (ctx.stichzwang && hand.some((c) => isTarock(c) && c !== 'T1')) {
    out.push(['the Pagat may only be played as your last tarock', (l) => keepIf(l, (c) => c !== 'T1')]);
  }
  if (ctx.family === 'tarock') {
    const res = reserved(deal, seat);
    if (res.size > 0) out.push(['an announced card must be kept for its trick', (l) => applyReservations(l, res, deal, seat, ctx)]);
  }
  return out;
}

/** §11.4 applyReservations; `soft` (OÖ): early play allowed unless the card would take the trick as it stands. */
function applyReservations(l: CardId[], res: Map<CardId, number>, deal: Deal, seat: Seat, ctx: TrickContext): CardId[] {
  const due = l.filter((c) => res.get(c) === ctx.trickNo);
  if (due.length > 0) return due;
  const wouldWin = (c: CardId) => {
    const t = [...deal.trick, { seat, card: c }];
    return winnerIndex(t, ctx) === t.length - 1;
  };
  const free = l.filter((c) => {
    const target = res.get(c);
    return target === undefined || target < ctx.trickNo || (ctx.reservationMode === 'soft' && !wouldWin(c));
  });
  if (free.length > 0) return free;
  const birds: CardId[] = l.filter((c) => c === 'T1' || c === 'T2' || c === 'T3' || c === 'T4');
  if (birds.length === 0) return l;
  const highest = birds.reduce((a, b) => (strength(b) > strength(a) ? b : a));
  return l.filter((c) => !birds.includes(c) || c === highest);
}

/**
 * The legal cards (§10.6 + §11.4), written out as direct loops for speed; `pipelineCards` states
 * the same rules step by step (used for explanations, and checked equal to this in the tests).
 */
export function legalCards(deal: Deal, o: TarockOptions, seat: Seat): CardId[] {
  const ctx = trickContext(deal, o);
  const hand = deal.hands[seat]!;
  const trick = deal.trick;
  let l: CardId[];
  if (trick.length === 0) {
    l = hand.slice();
    if (ctx.family === 'colour') {
      const colour = hand.filter((c) => !isTarock(c));
      if (colour.length > 0) l = colour;
    }
  } else {
    const led = classOf(trick[0]!.card);
    l = hand.filter((c) => classOf(c) === led);
    if (l.length > 0) {
      if (ctx.stichzwang) {
        const best = trick[winnerIndex(trick, ctx)]!.card;
        if (classOf(best) === led) {
          const higher = l.filter((c) => strength(c) > strength(best));
          if (higher.length > 0) l = higher;
        }
      }
    } else {
      l = hand.filter(isTarock);
      if (l.length === 0) l = hand.slice();
      else if (ctx.stichzwang) {
        let top = 0;
        for (const p of trick) if (isTarock(p.card) && strength(p.card) > top) top = strength(p.card);
        if (top > 0) {
          const higher = l.filter((c) => strength(c) > top);
          if (higher.length > 0) l = higher;
        }
      }
    }
  }
  if (ctx.stichzwang && l.length > 1 && l.includes('T1') && hand.some((c) => c !== 'T1' && isTarock(c))) l = l.filter((c) => c !== 'T1');
  if (ctx.family === 'tarock' && deal.announce !== null) {
    const res = reserved(deal, seat);
    if (res.size > 0) l = applyReservations(l, res, deal, seat, ctx);
  }
  return l;
}

/** The rules of §10.6 and §11.4 applied one after the other (the reference for `legalCards`). */
export function pipelineCards(deal: Deal, o: TarockOptions, seat: Seat): CardId[] {
  const ctx = trickContext(deal, o);
  let l = deal.hands[seat]!.slice();
  for (const [, filter] of steps(deal, seat, ctx)) l = filter(l);
  return l;
}

/** Why `card` may not be played now (for ILLEGAL_ACTION messages). */
export function explainCard(deal: Deal, o: TarockOptions, seat: Seat, card: CardId): string {
  if (!deal.hands[seat]!.includes(card)) return `you do not hold ${card}`;
  const ctx = trickContext(deal, o);
  let l = deal.hands[seat]!.slice();
  for (const [reason, filter] of steps(deal, seat, ctx)) {
    l = filter(l);
    if (!l.includes(card)) return reason;
  }
  return `${card} cannot be played now`;
}

/** Tricks the declarer has taken (negative contracts count only his own, §14.18). */
export const tricksOf = (deal: Deal, seat: Seat): number => deal.tricks.filter((t) => t.winner === seat).length;

/** Plays a legal card. Returns the deal and whether it is over (12 tricks, or a negative contract lost, §10.9). */
export function applyPlay(deal: Deal, o: TarockOptions, seat: Seat, card: CardId): { deal: Deal; over: boolean } {
  const hands = deal.hands.map((h, s) => (s === seat ? h.filter((c) => c !== card) : h));
  const trick = [...deal.trick, { seat, card }];
  const partnerPublic = deal.partnerPublic || deal.call?.card === card;
  if (trick.length < 4) return { deal: { ...deal, hands, trick, partnerPublic, turn: next(seat) }, over: false };
  const ctx = trickContext(deal, o);
  const winner = trick[winnerIndex(trick, ctx)]!.seat;
  let talon = deal.talon;
  let zuwaage: CardId | null = null;
  // §10.10 firstSixTricks: talon card k (half 1, then half 2) goes to the winner of trick k.
  if (deal.trischaken?.talon === 'firstSixTricks' && deal.tricks.length < 6) {
    const h = talon[0]!.length > 0 ? 0 : 1;
    zuwaage = talon[h]![0]!;
    talon = talon.map((half, i) => (i === h ? half.slice(1) : half));
  }
  const done: Trick = { leader: trick[0]!.seat, cards: trick, winner, zuwaage };
  const won = deal.won.map((w, s) => (s === winner ? [...w, ...trick.map((p) => p.card), ...(zuwaage ? [zuwaage] : [])] : w));
  const next_: Deal = { ...deal, hands, talon, trick: [], tricks: [...deal.tricks, done], won, partnerPublic, turn: winner };
  const goal = CONTRACTS[deal.contract!.id].tricksGoal;
  const lostEarly = goal !== null && o.stopNegativeEarly && tricksOf(next_, deal.contract!.declarer) > goal;
  return { deal: next_, over: next_.tricks.length === 12 || lostEarly };
}
