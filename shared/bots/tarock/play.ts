/**
 * The rule player's card play, one decision at a time, by contract family (rules §10):
 * positive contracts — win tricks cheaply and surely, load points on a trick the own party holds
 * for sure, keep the Pagat away from higher tarocks (or bring it home on a sure trick), draw tarocks
 * when long, the partner shows himself with the called king and the declarer leads the called
 * suit to him; negative contracts — the declarer ducks under Stichzwang and takes exactly the
 * tricks he needs with his surest cards, the defenders lead low into him and dump their high cards
 * when he cannot win; Trischaken — everyone ducks and unloads points on others' tricks.
 */
import type { CardId, Played, Seat } from '../../core/index.js';
import { classOf, isKing, isTarock, nominal, PACK, strength } from '../../games/tarock/cards.js';
import type { Family } from '../../games/tarock/contracts.js';
import { winnerIndex } from '../../games/tarock/play.js';
import type { TarockTracker } from './knowledge.js';

/** What a seat knows when it has to play a card. */
export interface PlayInfo {
  readonly seat: Seat;
  readonly hand: readonly CardId[];
  readonly family: Family;
  readonly declarer: Seat;
  /** Per seat: 1 = same party, −1 = other party, 0 = not known yet (the hidden partner). */
  readonly side: readonly number[];
  /** The called card, when this seat knows it. */
  readonly called: CardId | null;
  readonly tracker: TarockTracker;
  /** Cards out of play that this seat has seen (its own discards, tarocks laid away, the left talon half). */
  readonly aside: readonly CardId[];
  /** Negative contracts: the tricks the declarer must take (§6.4). */
  readonly goal: number | null;
}

const COLOURS = ['S', 'H', 'D', 'C'];

/** Cards this seat cannot see: in other hands, the face-down talon or discards. */
function unseenOf(info: PlayInfo): CardId[] {
  const skip = new Set<CardId>(info.hand);
  for (const c of info.aside) skip.add(c);
  const out: CardId[] = [];
  for (const c of PACK) if (!skip.has(c) && !info.tracker.played.has(c)) out.push(c);
  return out;
}

interface Ctx {
  readonly info: PlayInfo;
  readonly unseen: readonly CardId[];
  readonly trick: readonly Played[];
  /** Seats still to play to this trick after us. */
  readonly later: readonly Seat[];
  readonly voidMemo: (boolean | undefined)[];
}

function makeCtx(info: PlayInfo): Ctx {
  const trick = info.tracker.trick;
  const later: Seat[] = [];
  for (let k = trick.length + 1; k < 4; k++) later.push((info.seat + k - trick.length) % 4);
  return { info, unseen: unseenOf(info), trick, later, voidMemo: [] };
}

const withCard = (c: Ctx, card: CardId): Played[] => [...c.trick, { seat: c.info.seat, card }];
const winIdx = (c: Ctx, trick: readonly Played[]) => winnerIndex(trick, c.info.tracker.context());
/** Would `card` win the trick as it stands? */
const winsNow = (c: Ctx, card: CardId) => {
  const t = withCard(c, card);
  return winIdx(c, t) === t.length - 1;
};

/** Might seat `s` be void in colour `suit`? Known voids, or few cards of the suit left unseen. */
function mayBeVoid(c: Ctx, s: Seat, suit: string): boolean {
  const key = s * 8 + SUIT_INDEX[suit]!;
  const hit = c.voidMemo[key];
  if (hit !== undefined) return hit;
  let out = c.info.tracker.voids[s]!.has(suit);
  if (!out) {
    let n = 0;
    for (const x of c.unseen) if (classOf(x) === suit && c.info.tracker.mayHold(s, x)) n++;
    out = n < 3;
  }
  c.voidMemo[key] = out;
  return out;
}
const SUIT_INDEX: Readonly<Record<string, number>> = { S: 0, H: 1, D: 2, C: 3, T: 4 };

/** Could seat `s` take the trick `trick` from its current winner? */
function canTake(c: Ctx, s: Seat, trick: readonly Played[]): boolean {
  const t = c.info.tracker;
  const ctx = t.context();
  const best = trick[winIdx(c, trick)]!.card;
  const led = classOf(trick[0]!.card);
  const colourLead = ctx.family === 'colour' && led !== 'T';
  const bestCls = classOf(best);
  for (const x of c.unseen) {
    if (!t.mayHold(s, x)) continue;
    const cls = classOf(x);
    if (cls === bestCls && strength(x) > strength(best) && (cls === led || mayBeVoid(c, s, led))) return true;
    // Trumping a colour lead with a tarock, only when void in it.
    if (cls === 'T' && bestCls !== 'T' && !colourLead && led !== 'T' && mayBeVoid(c, s, led)) return true;
  }
  // Kaiserstich (§10.4): the Pagat takes a trick holding both the Sküs and the Mond.
  if (ctx.kaiserstich !== 'off' && ctx.family === 'tarock' && c.unseen.includes('T1') && t.mayHold(s, 'T1')) {
    const cards = trick.map((p) => p.card);
    if (cards.includes('SKUS') && cards.includes('T21') && (led === 'T' || mayBeVoid(c, s, led))) return true;
  }
  return false;
}

/** No seat after us that is not surely ours can take the trick once `card` is on it. */
function holds(c: Ctx, card: CardId): boolean {
  const t = withCard(c, card);
  return c.later.every((s) => c.info.side[s]! > 0 || !canTake(c, s, t));
}

const byStrength = (a: CardId, b: CardId) => strength(a) - strength(b);
const points = (cards: readonly Played[]) => cards.reduce((s, p) => s + nominal(p.card), 0);

/** The card to give away: fewest points, then lowest; the Pagat, Mond, Sküs and kings last. */
function cheapest(cards: readonly CardId[], pagatFree = false): CardId {
  const cost = (x: CardId) => {
    let v = nominal(x) * 10 + (isTarock(x) ? 3 + strength(x) / 10 : strength(x) / 10);
    if (x === 'T1' && !pagatFree) v += 60;
    if (x === 'T21') v += 80;
    if (x === 'SKUS') v += 100;
    return v;
  };
  return cards.reduce((a, b) => (cost(b) < cost(a) ? b : a));
}

export function choosePlay(info: PlayInfo, legal: readonly CardId[]): CardId {
  if (legal.length === 1) return legal[0]!;
  const c = makeCtx(info);
  switch (info.family) {
    case 'tarock':
    case 'colour':
      return c.trick.length === 0 ? leadPositive(c, legal) : followPositive(c, legal);
    case 'negative':
      return info.seat === info.declarer ? negativeDeclarer(c, legal) : negativeDefender(c, legal);
    case 'trischaken':
      return trischaken(c, legal);
  }
}

// ---------------------------------------------------------------------------------------------
// positive contracts

const myTarocks = (info: PlayInfo) => info.hand.filter(isTarock).length;

function followPositive(c: Ctx, legal: readonly CardId[]): CardId {
  const { info, trick } = c;
  const w = trick[winIdx(c, trick)]!;
  const friendHolds = info.side[w.seat]! > 0 && c.later.every((s) => info.side[s]! > 0 || !canTake(c, s, trick));
  if (friendHolds) return smear(c, legal);
  const winners = legal.filter((x) => winsNow(c, x));
  const sure = winners.filter((x) => holds(c, x));
  const stake = points(trick);
  if (sure.length > 0) {
    // Bring the Pagat home whenever it wins for sure.
    if (sure.includes('T1')) return 'T1';
    const cheap = sure.slice().sort(byStrength);
    const pick = cheap[0]!;
    // The Sküs and the Mond are kept for a trick worth having, unless the deal is nearly over.
    if ((pick === 'SKUS' || pick === 'T21') && stake < 5 && info.hand.length > 4 && legal.some((x) => !winners.includes(x))) return duck(c, legal);
    // Colour card winners: the highest, it has the most points to bank.
    const colour = sure.filter((x) => !isTarock(x));
    if (colour.length > 0) return colour.sort((a, b) => nominal(b) - nominal(a) || byStrength(b, a))[0]!;
    return pick;
  }
  if (winners.length > 0 && stake >= 6) {
    const high = winners.filter((x) => x !== 'T1' && x !== 'SKUS').sort(byStrength).reverse();
    if (high.length > 0 && isTarock(high[0]!) && strength(high[0]!) >= 15) return high[0]!;
  }
  return duck(c, legal);
}

/** Losing the trick: as few points as possible; never the Pagat while another tarock can go. */
function duck(c: Ctx, legal: readonly CardId[]): CardId {
  const nonWinning = legal.filter((x) => !winsNow(c, x) || !isTarock(x));
  const pool = nonWinning.length > 0 ? nonWinning : legal;
  // Keep the called king for its suit: it shows the partner and takes five points.
  const keep = pool.filter((x) => x !== c.info.called);
  return cheapest(keep.length > 0 ? keep : pool);
}

/** Our party holds the trick: load it with points (schmieren), or bring a weak Pagat home. */
function smear(c: Ctx, legal: readonly CardId[]): CardId {
  const { info } = c;
  if (legal.includes('T1') && myTarocks(info) <= 4) return 'T1';
  const plain = legal.filter((x) => !isTarock(x));
  if (plain.length > 0) return plain.reduce((a, b) => (nominal(b) > nominal(a) || (nominal(b) === nominal(a) && strength(b) < strength(a)) ? b : a));
  // Tarocks only: the Mond goes on a sure trick when the Sküs is still out against us.
  if (legal.includes('T21') && !info.hand.includes('SKUS') && !info.tracker.played.has('SKUS') && myTarocks(info) <= 3) return 'T21';
  return cheapest(legal);
}

function leadPositive(c: Ctx, legal: readonly CardId[]): CardId {
  const { info, unseen } = c;
  const t = info.tracker;
  const foes = [0, 1, 2, 3].filter((s) => info.side[s]! < 0);
  const unsure = [0, 1, 2, 3].filter((s) => info.side[s]! <= 0 && s !== info.seat);
  const roundsOf = (suit: string) => t.tricks.filter((tr) => classOf(tr.plays[0]!.card) === suit).length;
  const colourCards = legal.filter((x) => !isTarock(x));
  const tarocks = legal.filter(isTarock).sort(byStrength);
  const tarocksOut = unseen.filter(isTarock);
  const attack = info.side[info.declarer]! > 0;

  // The partner shows himself: the called king, while its suit is fresh and nobody is known void.
  if (info.called !== null && info.seat !== info.declarer && legal.includes(info.called) && isKing(info.called)) {
    const suit = info.called[0]!;
    if (roundsOf(suit) === 0 && !unsure.some((s) => t.voids[s]!.has(suit))) return info.called;
  }
  // Cash a master colour card (the best of its suit still out) while nobody against us can trump it.
  for (const x of colourCards.slice().sort((a, b) => nominal(b) - nominal(a))) {
    const suit = classOf(x);
    const higherOut = unseen.some((u) => classOf(u) === suit && strength(u) > strength(x));
    if (higherOut || roundsOf(suit) >= 2 || nominal(x) < 3) continue;
    if (info.family === 'colour' || !unsure.some((s) => mayBeVoid(c, s, suit))) return x;
  }
  // The declarer looks for his partner: a low card of the called suit for the king to take.
  if (info.seat === info.declarer && info.called !== null && info.side.every((s, i) => i === info.seat || s <= 0)) {
    const inCalled = colourCards.filter((x) => classOf(x) === info.called![0]).sort(byStrength);
    if (inCalled.length > 0 && roundsOf(info.called[0]!) === 0) return inCalled[0]!;
  }
  if (info.family === 'tarock' && tarocks.length > 0) {
    const masters = tarocks.filter((x) => x !== 'T1' && !tarocksOut.some((u) => strength(u) > strength(x)));
    // Long in tarock on the declaring side: draw the others' tarocks, masters first.
    if (attack && tarocksOut.length > 0 && tarocks.length >= 5 && tarocks.length * 2 >= tarocksOut.length) {
      if (masters.length > 0) return masters[masters.length - 1]!;
      const low = tarocks.filter((x) => x !== 'T1' && x !== 'T21');
      if (low.length > 0 && tarocks.length >= 7) return low[0]!;
    }
    // The Pagat is the last tarock out: it wins (and with the last trick, Pagat ultimo).
    if (tarocksOut.length === 0 && colourCards.length === 0) {
      const others = tarocks.filter((x) => x !== 'T1');
      return others.length > 0 ? others[others.length - 1]! : tarocks[0]!;
    }
  }
  if (colourCards.length > 0) {
    // Defenders make the declarer trump in a suit he lacks; otherwise a low card of the shortest suit (attack) or longest (defence).
    if (!attack) {
      for (const f of foes) {
        for (const suit of COLOURS) {
          if (!t.voids[f]!.has(suit) || t.voids[f]!.has('T')) continue;
          const inSuit = colourCards.filter((x) => classOf(x) === suit);
          if (inSuit.length > 0) return cheapest(inSuit);
        }
      }
    }
    const groups = COLOURS.map((s) => colourCards.filter((x) => classOf(x) === s && x !== info.called)).filter((g) => g.length > 0);
    if (groups.length > 0) {
      groups.sort((a, b) => (attack ? a.length - b.length : b.length - a.length));
      return cheapest(groups[0]!);
    }
  }
  return cheapest(legal);
}

// ---------------------------------------------------------------------------------------------
// negative contracts (§10.5): Stichzwang for everybody

const byRisk = (a: CardId, b: CardId) => (isTarock(a) ? 20 : 0) + strength(a) - ((isTarock(b) ? 20 : 0) + strength(b));

/** Higher cards of the same class that others may still hold: how safe a lead is. */
function coverOf(c: Ctx, card: CardId, seats: readonly Seat[]): number {
  const cls = classOf(card);
  let n = 0;
  for (const u of c.unseen) if (classOf(u) === cls && strength(u) > strength(card) && seats.some((s) => c.info.tracker.mayHold(s, u))) n++;
  return n;
}

function negativeDeclarer(c: Ctx, legal: readonly CardId[]): CardId {
  const { info } = c;
  const need = info.goal! - info.tracker.won[info.seat]!;
  const others = [0, 1, 2, 3].filter((s) => s !== info.seat);
  if (c.trick.length === 0) {
    if (need > 0) {
      const sure = legal.filter((x) => coverOf(c, x, others) <= 0 && (isTarock(x) || !others.some((s) => mayBeVoid(c, s, classOf(x)))));
      if (sure.length > 0) return sure.sort(byRisk)[sure.length - 1]!;
      // A needed trick with no sure card: lead the strongest card, it has the best chance.
      if (info.hand.length <= need * 4) return legal.slice().sort(byRisk)[legal.length - 1]!;
    }
    // The safest lead: most higher cards out against it, then the lowest.
    return legal.reduce((a, b) => {
      const ca = coverOf(c, a, others), cb = coverOf(c, b, others);
      return cb > ca || (cb === ca && byRisk(b, a) < 0) ? b : a;
    });
  }
  const winners = legal.filter((x) => winsNow(c, x));
  // Tricks still needed: take them with the most dangerous card that wins now.
  if (need > 0 && winners.length > 0) return winners.sort(byRisk)[winners.length - 1]!;
  const under = legal.filter((x) => !winners.includes(x));
  // Ducking: the highest card that still stays under (the low ones are kept for later).
  if (under.length > 0) return under.sort(byRisk)[under.length - 1]!;
  // Forced over: lowest if someone after us may still take it, else the most dangerous card.
  return c.later.length > 0 ? winners.sort(byRisk)[0]! : winners.sort(byRisk)[winners.length - 1]!;
}

function negativeDefender(c: Ctx, legal: readonly CardId[]): CardId {
  const { info, trick } = c;
  const d = info.declarer;
  if (trick.length === 0) {
    // Lead low where the declarer still holds cards, best where he has shown high ones.
    const scored = legal.map((x) => {
      const cls = classOf(x);
      const declFollows = !info.tracker.voids[d]!.has(cls);
      const above = coverOf(c, x, [d]);
      return { x, v: (declFollows ? 10 : 0) + Math.min(above, 5) - strength(x) / 4 - (x === info.called ? 5 : 0) };
    });
    return scored.reduce((a, b) => (b.v > a.v ? b : a)).x;
  }
  const declPlayed = trick.some((p) => p.seat === d);
  const w = trick[winIdx(c, trick)]!;
  const winners = legal.filter((x) => winsNow(c, x));
  const under = legal.filter((x) => !winners.includes(x));
  if (declPlayed && w.seat === d) {
    // The declarer is taking it: stay under, unloading the highest such card.
    if (under.length > 0) return under.sort(byRisk)[under.length - 1]!;
    return winners.sort(byRisk)[0]!;
  }
  if (declPlayed) return legal.slice().sort(byRisk)[legal.length - 1]!;
  // The declarer plays after us: keep the trick low for him to overtake.
  return legal.slice().sort(byRisk)[0]!;
}

// ---------------------------------------------------------------------------------------------
// Trischaken (§10.10): everyone for himself, the most card points loses

function trischaken(c: Ctx, legal: readonly CardId[]): CardId {
  const others = [0, 1, 2, 3].filter((s) => s !== c.info.seat);
  if (c.trick.length === 0) {
    return legal.reduce((a, b) => {
      const va = coverOf(c, a, others) * 2 - nominal(a) * 2 - strength(a) / 8;
      const vb = coverOf(c, b, others) * 2 - nominal(b) * 2 - strength(b) / 8;
      return vb > va ? b : a;
    });
  }
  const winners = legal.filter((x) => winsNow(c, x));
  const under = legal.filter((x) => !winners.includes(x));
  // Someone else takes it: unload the most points (then the highest card).
  if (under.length > 0) return under.reduce((a, b) => (nominal(b) > nominal(a) || (nominal(b) === nominal(a) && byRisk(b, a) > 0) ? b : a));
  if (c.later.length === 0) return winners.reduce((a, b) => (nominal(b) < nominal(a) || (nominal(b) === nominal(a) && byRisk(b, a) > 0) ? b : a));
  return winners.reduce((a, b) => (byRisk(b, a) < 0 ? b : a));
}
