/**
 * The rule-based Taleles card player: the usual Klammern/Belote advice, one card at a time. The
 * maker's side draws trumps while it holds the master trump and the others may still have some
 * (it counts them); everyone cashes side masters where nobody can trump them; the trump Jack and
 * Nine are kept to capture Tens and Aces rather than spent on empty tricks (§2.3: 20 and 14
 * points); points are smeared onto a trick the partner surely wins (4 players, and the two
 * defenders with 3); a trick is taken with the cheapest card that keeps it; otherwise the card
 * that costs least is given.
 */
import type { CardId, Played, Seat } from '../../core/index.js';
import { winningIndex } from '../../core/index.js';
import { cardPoints, rankOfCard, suitOfCard, type TalelesSuit, trickStrength } from '../../games/taleles/cards.js';
import { trickRules } from '../../games/taleles/play.js';
import type { TalelesTracker } from './knowledge.js';

/** What a seat knows when it has to play a card. */
export interface PlayInfo {
  readonly seat: Seat;
  readonly n: number;
  readonly hand: readonly CardId[];
  readonly trump: TalelesSuit;
  readonly maker: Seat;
  readonly trick: readonly Played[];
  readonly tracker: TalelesTracker;
  /** Cards the seat knows are out of play (the turned card, the exchanged 7). */
  readonly outOfPlay: readonly CardId[];
  /** Tricks per deal. */
  readonly tricks: number;
}

/** Same side for the play: partners with 4, the two defenders with 3 (D-38), nobody else. */
export function sameSide(info: Pick<PlayInfo, 'n' | 'maker'>, a: Seat, b: Seat): boolean {
  if (a === b) return true;
  if (info.n === 4) return a % 2 === b % 2;
  if (info.n === 3) return a !== info.maker && b !== info.maker;
  return false;
}

class Ctx {
  readonly out: CardId[];
  readonly isTrump = (c: CardId) => suitOfCard(c) === this.info.trump;
  readonly str = (c: CardId) => trickStrength(c, this.info.trump);
  readonly pts = (c: CardId) => cardPoints(c, this.info.trump);

  constructor(readonly info: PlayInfo) {
    this.out = info.tracker.outstanding(info.hand, info.outOfPlay);
  }

  /** Outstanding cards of `suit` stronger than `card` that `seat` may hold (any seat if undefined). */
  higher(card: CardId, seat?: Seat): CardId[] {
    const s = suitOfCard(card);
    return this.out.filter((c) => suitOfCard(c) === s && this.str(c) > this.str(card) && (seat === undefined || this.info.tracker.mayHold(seat, c)));
  }

  master(card: CardId): boolean {
    return this.higher(card).length === 0;
  }

  mayHoldSuit(seat: Seat, suit: string): boolean {
    return !this.info.tracker.void(seat, suit) && this.out.some((c) => suitOfCard(c) === suit && this.info.tracker.mayHold(seat, c));
  }

  opponents(): Seat[] {
    const out: Seat[] = [];
    for (let s = 0; s < this.info.n; s++) if (!sameSide(this.info, s, this.info.seat)) out.push(s);
    return out;
  }

  /** Seats that play to the current trick after this seat. */
  later(): Seat[] {
    const { n, seat, trick } = this.info;
    return Array.from({ length: n - 1 - trick.length }, (_, i) => (seat + 1 + i) % n);
  }

  /** Could `s`, still to play, take a trick led in `led` that `win` now wins? */
  canBeat(s: Seat, win: CardId, led: string): boolean {
    const trump = this.info.trump;
    const follows = this.mayHoldSuit(s, led);
    if (follows) {
      // He may hold the suit; he may also be void in it and trump (only a real risk when few are out).
      if (suitOfCard(win) === led && this.higher(win, s).length > 0) return true;
      const fewLeft = this.out.filter((c) => suitOfCard(c) === led).length <= 2;
      if (led !== trump && fewLeft && this.mayHoldSuit(s, trump)) return suitOfCard(win) !== trump || this.higher(win, s).length > 0;
      return false;
    }
    if (!this.mayHoldSuit(s, trump)) return false;
    return suitOfCard(win) !== trump || this.higher(win, s).length > 0;
  }

  /** After this seat plays `card`, does its side keep the trick whatever the later opponents hold? */
  keeps(card: CardId): boolean {
    const trick = [...this.info.trick, { seat: this.info.seat, card }];
    const led = suitOfCard(trick[0]!.card);
    const win = trick[winningIndex(trick, trickRules(this.info.trump))]!;
    if (!sameSide(this.info, win.seat, this.info.seat)) return false;
    return this.later().every((s) => sameSide(this.info, s, this.info.seat) || !this.canBeat(s, win.card, led));
  }

  /** What keeping `card` for later is worth (so what playing it now costs beyond its points). */
  keepValue(card: CardId): number {
    if (this.isTrump(card)) {
      const r = rankOfCard(card);
      const base = r === 'J' ? 30 : r === '9' ? 22 : r === 'A' ? 12 : r === '10' ? 10 : 4;
      return base + (this.master(card) ? 6 : 0);
    }
    const m = this.master(card);
    const r = rankOfCard(card);
    // A Ten under an outstanding Ace is what the opponents' Ace or trump will catch: not worth keeping.
    if (r === '10') return m ? 8 : 0;
    if (r === 'A') return 8;
    return m ? 4 : 0;
  }

  /** Cost of giving `card` to a trick the other side takes. */
  giveCost(card: CardId): number {
    const suit = suitOfCard(card);
    let cost = this.pts(card) + this.keepValue(card);
    // Discarding the guard of an unprotected Ten leaves it bare.
    const same = this.info.hand.filter((c) => suitOfCard(c) === suit);
    if (!this.isTrump(card) && rankOfCard(card) !== '10' && same.length === 2 && same.some((c) => rankOfCard(c) === '10' && !this.master(c))) cost += 5;
    return cost + this.str(card) * 0.1;
  }
}

const minBy = <T>(xs: readonly T[], f: (x: T) => number): T => xs.reduce((best, x) => (f(x) < f(best) ? x : best));

/** The card the rule player plays from `legal` (non-empty). */
export function choosePlay(info: PlayInfo, legal: readonly CardId[]): CardId {
  if (legal.length === 1) return legal[0]!;
  const ctx = new Ctx(info);
  return info.trick.length === 0 ? lead(ctx, legal) : follow(ctx, legal);
}

function lead(ctx: Ctx, legal: readonly CardId[]): CardId {
  const { info } = ctx;
  const trump = info.trump;
  const trumps = legal.filter(ctx.isTrump);
  const opps = ctx.opponents();
  const oppsTrump = opps.some((s) => ctx.mayHoldSuit(s, trump));
  const makerSide = sameSide(info, info.seat, info.maker);
  // Count trumps: the maker's side draws them while it holds the master trump and any are left out.
  if (trumps.length > 0 && oppsTrump) {
    const top = trumps.reduce((a, b) => (ctx.str(a) > ctx.str(b) ? a : b));
    if (ctx.master(top) && (makerSide || trumps.length >= 3)) return top;
    if (makerSide && info.seat === info.maker && trumps.length >= 3 && !trumps.some((c) => ['J', '9'].includes(rankOfCard(c)) && !ctx.master(c))) {
      return minBy(trumps, ctx.str);
    }
  }
  const side = legal.filter((c) => !ctx.isTrump(c));
  // Side masters nobody can trump: the Ace first (then the Ten is master), the most points first.
  const ruffable = (suit: string) => opps.some((s) => !ctx.mayHoldSuit(s, suit) && ctx.mayHoldSuit(s, trump));
  const cash = side.filter((c) => ctx.master(c) && !ruffable(suitOfCard(c)));
  if (cash.length > 0) return minBy(cash, (c) => -ctx.pts(c));
  if (side.length === 0) {
    const top = trumps.reduce((a, b) => (ctx.str(a) > ctx.str(b) ? a : b));
    return ctx.master(top) ? top : minBy(trumps, ctx.str);
  }
  // Otherwise a low card: into the partner's void when he can trump, never into the opponents'
  // ruff, away from a Ten that still needs its guard, from a short suit when trumps can follow.
  const partners = Array.from({ length: info.n }, (_, s) => s).filter((s) => s !== info.seat && sameSide(info, s, info.seat));
  const score = (c: CardId) => {
    const suit = suitOfCard(c);
    const mine = info.hand.filter((x) => suitOfCard(x) === suit);
    let v = ctx.giveCost(c) * 2;
    if (partners.some((p) => !ctx.mayHoldSuit(p, suit) && ctx.mayHoldSuit(p, trump))) v -= 12;
    if (ruffable(suit)) v += 10;
    if (mine.some((x) => rankOfCard(x) === '10' && !ctx.master(x))) v += 8;
    if (trumps.length > 0) v += mine.length * 2;
    return v;
  };
  return minBy(side, score);
}

function follow(ctx: Ctx, legal: readonly CardId[]): CardId {
  const { info } = ctx;
  const trick = info.trick;
  const winIdx = winningIndex(trick, trickRules(info.trump));
  const win = trick[winIdx]!;
  const led = suitOfCard(trick[0]!.card);
  let points = 0;
  for (const p of trick) points += ctx.pts(p.card);
  const last = info.tricks === info.tracker.tricks.length + 1;
  if (last) points += 10;
  const rules = trickRules(info.trump);
  const takes = (c: CardId) => winningIndex([...trick, { seat: info.seat, card: c }], rules) === trick.length;
  const partnerWins = sameSide(info, win.seat, info.seat);

  if (partnerWins && ctx.later().every((s) => sameSide(info, s, info.seat) || !ctx.canBeat(s, win.card, led))) {
    // The trick is ours for sure: smear the points we can spare onto it.
    return minBy(legal, (c) => ctx.keepValue(c) - ctx.pts(c) + ctx.str(c) * 0.01);
  }
  const winners = legal.filter(takes);
  const sure = winners.filter((c) => ctx.keeps(c));
  // Taking costs the card's future; worth it when the trick carries points (J and 9 wait for Tens).
  const takeCost = (c: CardId) => ctx.keepValue(c) - (ctx.isTrump(c) ? 0 : ctx.pts(c)) + ctx.str(c) * 0.01;
  if (sure.length > 0) {
    const best = minBy(sure, takeCost);
    const cheap = minBy(legal, (c) => ctx.giveCost(c));
    // A master wins a trick whenever it is played, so its own points count only for a card at risk.
    const gain = (partnerWins ? 0 : points) + (ctx.master(best) ? 0 : ctx.pts(best));
    const cost = ctx.keepValue(best) - ctx.giveCost(cheap);
    if (!partnerWins && (gain >= cost * 0.6 || gain >= 10)) return best;
    if (partnerWins && gain >= 10) return best;
  }
  if (!partnerWins && winners.length > 0 && points >= 10) {
    // Not sure to keep it, but worth a try with a master of the suit led (only a trump can beat it).
    const masters = winners.filter((c) => !ctx.isTrump(c) && ctx.master(c));
    if (masters.length > 0) return minBy(masters, takeCost);
  }
  return minBy(legal, (c) => ctx.giveCost(c));
}
