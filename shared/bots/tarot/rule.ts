/**
 * The rule-based Tarot player: the usual club advice, one decision at a time. It bids from the
 * point count (strength.ts), calls a King it lacks, lays away short suits to make voids (points
 * in the écart are safe there, §7.2), and in the play cashes Kings early, draws trumps when long,
 * throws points only on a trick its camp holds for sure, keeps the Petit out of reach of higher
 * trumps and gets rid of the Excuse before the last trick (§9.5).
 */
import { type CardId, EXCUSE, type Played, type Seat, SUITS, winningIndex } from '../../core/index.js';
import { cardHp, classOf, isKing, isTrump, strengthOf, TAROT_TRICKS } from '../../games/tarot/cards.js';
import { CONTRACTS } from '../../games/tarot/state.js';
import { ledOf, type TarotTracker } from './knowledge.js';
import { contractFor, handStrength } from './strength.js';

/** What a seat knows when it has to play a card. */
export interface PlayInfo {
  readonly seat: Seat;
  readonly hand: readonly CardId[];
  readonly taker: Seat;
  /** The partner as this seat knows it (5 players): a seat, 'none', or null when unknown. */
  readonly partner: Seat | 'none' | null;
  readonly tracker: TarotTracker;
  /** Cards per hand at the start of the play. */
  readonly handSize: number;
  /** Cards this seat knows are out of play (its own écart, trumps shown in the écart). */
  readonly aside: readonly CardId[];
}

// ---------------------------------------------------------------------------------------------
// bidding, call, écart

export function chooseBid(hand: readonly CardId[], handSize: number, legal: readonly string[], noise = 0): string {
  const want = contractFor(handStrength(hand) + noise, handSize);
  if (want === null) return 'pass';
  // Bid what the hand is worth, if that is still above the auction; never more.
  for (let i = CONTRACTS.indexOf(want); i >= 0; i--) {
    const bid = `bid ${CONTRACTS[i]}`;
    if (legal.includes(bid)) return bid;
  }
  return 'pass';
}

/** Five players: a card the taker lacks, in the suit where he holds most (a Queen to go with the King). */
export function chooseCall(hand: readonly CardId[], legal: readonly string[]): string {
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (const text of legal) {
    const card = text.slice(5);
    const suit = classOf(card)!;
    const length = hand.filter((c) => classOf(c) === suit).length;
    const score = (hand.includes(card) ? -100 : 0) + length * 2 + hand.filter((c) => classOf(c) === suit).reduce((s, c) => s + cardHp(c), 0) / 9;
    if (score > bestScore) {
      best = text;
      bestScore = score;
    }
  }
  return best;
}

/** How much the rule player wants `card` in its écart: the shortest suit without a King first, honours before pips. */
export function discardScore(hand: readonly CardId[], card: CardId): number {
  if (isTrump(card)) return -1000 - strengthOf(card);
  const suit = classOf(card)!;
  const length = hand.filter((c) => classOf(c) === suit && !isKing(c)).length;
  const king = hand.includes(`${suit}K`);
  return (king ? 40 : 100) - 10 * length + cardHp(card);
}

/** The legal discards (`discard X`), the rule player's favourite first. */
export function rankDiscards(hand: readonly CardId[], legal: readonly string[]): string[] {
  return legal
    .map((text, i) => ({ text, i, score: discardScore(hand, text.slice(8)) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.text);
}

/** One card of the écart (§7.2). */
export function chooseDiscard(hand: readonly CardId[], legal: readonly string[]): string {
  return rankDiscards(hand, legal)[0]!;
}

// ---------------------------------------------------------------------------------------------
// card play

const isAttackSeat = (info: PlayInfo, s: Seat) => s === info.taker || (typeof info.partner === 'number' && s === info.partner);

/** Same camp as this seat, as far as it knows (a defender who does not know the partner trusts the other defenders). */
function friend(info: PlayInfo, s: Seat): boolean {
  if (s === info.seat) return true;
  const me = isAttackSeat(info, info.seat) || info.partner === info.seat;
  if (me) return isAttackSeat(info, s);
  return s !== info.taker && !(typeof info.partner === 'number' && s === info.partner);
}

/** Cards this seat cannot see: in other hands or a face-down chien. */
function unseen(info: PlayInfo): Set<CardId> {
  const out = new Set<CardId>();
  const mine = new Set(info.hand);
  const aside = new Set(info.aside);
  for (const c of ALL) if (!mine.has(c) && !info.tracker.played.has(c) && !aside.has(c)) out.add(c);
  return out;
}
const ALL: readonly CardId[] = [...SUITS.flatMap((s) => ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'C', 'Q', 'K'].map((r) => `${s}${r}`)), ...Array.from({ length: 21 }, (_, i) => `T${i + 1}`), EXCUSE];

/** Seats still to play to the current trick after this one. */
function laterSeats(info: PlayInfo): Seat[] {
  const order = info.tracker.order;
  const n = order.length;
  const left = n - info.tracker.trick.length - 1;
  const i = order.indexOf(info.seat);
  return Array.from({ length: left }, (_, k) => order[(i + 1 + k) % n]!);
}

/** Could `s` hold a card that beats `card` in a trick led with `led`? */
function canBeat(info: PlayInfo, out: Set<CardId>, s: Seat, card: CardId, led: string | undefined): boolean {
  const voids = info.tracker.voids[s]!;
  const ceil = info.tracker.trumpCeil[s]!;
  const cls = classOf(card);
  const higherTrump = () => {
    if (voids.has('T')) return false;
    const from = cls === 'T' ? strengthOf(card) + 1 : 1;
    for (let t = from; t <= ceil; t++) if (out.has(`T${t}`)) return true;
    return false;
  };
  if (cls === 'T') return higherTrump();
  if (cls === undefined || cls !== led) return false;
  if (!voids.has(cls)) {
    for (const c of out) if (classOf(c) === cls && strengthOf(c) > strengthOf(card)) return true;
    // Holding the suit, a seat cannot trump: the card is safe unless beaten in suit.
    let any = false;
    for (const c of out) if (classOf(c) === cls) any = true;
    if (any) return false;
  }
  return higherTrump();
}

/** Would `card` win the trick as it stands now? */
function beatsNow(trick: readonly Played[], seat: Seat, card: CardId): boolean {
  if (card === EXCUSE) return false;
  const next = [...trick, { seat, card }];
  return next[winningIndex(next, TAROT_TRICKS)]!.seat === seat;
}

const byHp = (a: CardId, b: CardId) => cardHp(a) - cardHp(b) || strengthOf(a) - strengthOf(b);

function lowest(cards: readonly CardId[]): CardId {
  // The Petit is the last card to throw away cheaply: it is a bout.
  const pool = cards.filter((c) => c !== 'T1' && c !== EXCUSE && c !== 'T21');
  const from = pool.length > 0 ? pool : cards.filter((c) => c !== EXCUSE).length > 0 ? cards.filter((c) => c !== EXCUSE) : cards;
  return from.slice().sort(byHp)[0]!;
}

function highestPoints(cards: readonly CardId[]): CardId {
  const pool = cards.filter((c) => c !== EXCUSE && c !== 'T1' && c !== 'T21');
  const from = pool.length > 0 ? pool : cards;
  return from.slice().sort((a, b) => cardHp(b) - cardHp(a) || strengthOf(a) - strengthOf(b))[0]!;
}

export function choosePlay(info: PlayInfo, legal: readonly CardId[]): CardId {
  if (legal.length === 1) return legal[0]!;
  const t = info.tracker;
  const out = unseen(info);
  const tricksLeft = info.hand.length;
  const cards = legal.filter((c) => c !== EXCUSE);
  const hasExcuse = legal.includes(EXCUSE);
  // §9.5: the Excuse is lost in the last trick; play it while it still comes back.
  if (hasExcuse && tricksLeft <= 2) return EXCUSE;
  if (t.trick.length === 0) return lead(info, out, cards, hasExcuse);

  const led = ledOf(t.trick);
  const later = laterSeats(info);
  const win = t.trick[winningIndex(t.trick, TAROT_TRICKS)]!;
  const winnerCard = win.card === EXCUSE ? undefined : win.card;
  const foes = later.filter((s) => !friend(info, s));
  const held = (card: CardId) => !foes.some((s) => canBeat(info, out, s, card, led));
  const friendHolds = friend(info, win.seat) && winnerCard !== undefined && held(winnerCard);
  const stake = t.trick.reduce((s, p) => s + cardHp(p.card), 0);

  if (friendHolds) {
    // The camp has the trick: load it with points, but never waste a trump or a bout on it.
    const plain = cards.filter((c) => !isTrump(c));
    if (plain.length > 0) return highestPoints(plain);
    const safePetit = cards.includes('T1') && held('T1') === true && later.every((s) => friend(info, s) || t.voids[s]!.has('T'));
    if (safePetit) return 'T1';
    if (hasExcuse && cards.every((c) => c === 'T21' || c === 'T1')) return EXCUSE;
    return lowest(cards);
  }
  const winners = cards.filter((c) => beatsNow(t.trick, info.seat, c));
  const sure = winners.filter(held);
  if (sure.length > 0) {
    // Win cheaply, but save the Petit whenever it wins for sure.
    if (sure.includes('T1')) return 'T1';
    const byStrength = sure.slice().sort((a, b) => strengthOf(a) - strengthOf(b));
    const suit = byStrength.filter((c) => !isTrump(c));
    return suit.length > 0 ? suit.sort((a, b) => cardHp(b) - cardHp(a))[0]! : byStrength[0]!;
  }
  if (winners.length > 0 && stake >= 9) {
    // A rich trick that may still be taken from us: win it as high as we can without a bout.
    const high = winners.filter((c) => c !== 'T1').sort((a, b) => strengthOf(b) - strengthOf(a));
    if (high.length > 0 && isTrump(high[0]!)) return high[0]!;
  }
  // Losing the trick: give as little as possible; the Excuse saves a valuable forced card.
  const cheap = lowest(cards);
  if (hasExcuse && (cardHp(cheap) >= 5 || cheap === 'T1' || cheap === 'T21')) return EXCUSE;
  return cheap;
}

function lead(info: PlayInfo, out: Set<CardId>, cards: readonly CardId[], hasExcuse: boolean): CardId {
  const t = info.tracker;
  if (cards.length === 0 && hasExcuse) return EXCUSE;
  const attack = isAttackSeat(info, info.seat) || info.partner === info.seat;
  const taker = info.taker;
  const trumps = cards.filter(isTrump).sort((a, b) => strengthOf(b) - strengthOf(a));
  const trumpsOut = [...out].filter(isTrump).length;
  const foes = info.tracker.order.filter((s) => !friend(info, s));
  // A Petit that is the last trump left wins: lead it (and hope for the petit au bout).
  if (trumps.includes('T1') && trumpsOut === 0) return 'T1';
  const kingLeads = SUITS.map((s) => `${s}K`).filter(
    (k) => cards.includes(k) && !foes.some((f) => t.voids[f]!.has(classOf(k)!)) && suitRoundsPlayed(t, classOf(k)!) < 2,
  );
  if (attack) {
    // Long in trumps: draw the defenders' trumps with the masters first, keeping the Petit.
    const masters = trumps.filter((c) => c !== 'T1' && ![...out].some((o) => isTrump(o) && strengthOf(o) > strengthOf(c)));
    if (trumps.length >= trumpsOut && trumpsOut > 0) {
      if (masters.length > 0) return masters[0]!;
      const low = trumps.filter((c) => c !== 'T1' && c !== 'T21');
      if (low.length > 0 && trumps.length > trumpsOut + 1) return low[low.length - 1]!;
    }
    if (kingLeads.length > 0) return kingLeads[0]!;
    return shortSuitLow(info, cards) ?? lowest(cards);
  }
  // Defence: make the taker trump in the suits he lacks, cash Kings, else lead a long suit low.
  const takerVoid = SUITS.filter((s) => t.voids[taker]!.has(s) && !t.voids[taker]!.has('T'));
  for (const s of takerVoid) {
    const inSuit = cards.filter((c) => classOf(c) === s).sort(byHp);
    if (inSuit.length > 0) return inSuit[0]!;
  }
  if (kingLeads.length > 0) return kingLeads[0]!;
  const suits = SUITS.map((s) => cards.filter((c) => classOf(c) === s)).filter((g) => g.length > 0);
  suits.sort((a, b) => b.length - a.length);
  const longest = suits[0];
  if (longest) return longest.slice().sort(byHp)[0]!;
  return lowest(cards);
}

function suitRoundsPlayed(t: TarotTracker, suit: string): number {
  return t.tricks.filter((tr) => ledOf(tr.plays) === suit).length;
}

/** The lowest card of the shortest suit (making a void to trump later). */
function shortSuitLow(_info: PlayInfo, cards: readonly CardId[]): CardId | undefined {
  const suits = SUITS.map((s) => cards.filter((c) => classOf(c) === s && !isKing(c))).filter((g) => g.length > 0);
  suits.sort((a, b) => a.length - b.length);
  const g = suits[0];
  return g ? g.slice().sort(byHp)[0] : undefined;
}
