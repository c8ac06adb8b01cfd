/**
 * Judging a Königrufen hand the way club players do: tarock count and high tarocks, the Trull
 * cards, kings, voids and singletons for the positive contracts; long suits headed by kings for
 * the colour contracts; low cards, few and low tarocks for the negative ones (rules §6). The
 * bidding, the king call, the talon half and the cards to lay away follow from these counts.
 */
import type { CardId } from '../../core/index.js';
import { classOf, isKing, isTarock, nominal, strength } from '../../games/tarock/cards.js';

const SUITS = ['S', 'H', 'D', 'C'] as const;

export interface HandFacts {
  readonly tarocks: number;
  readonly skus: boolean;
  readonly mond: boolean;
  readonly pagat: boolean;
  readonly kings: number;
  /** Cards per colour suit. */
  readonly lengths: Readonly<Record<string, number>>;
}

export function facts(hand: readonly CardId[]): HandFacts {
  const lengths: Record<string, number> = { S: 0, H: 0, D: 0, C: 0 };
  let tarocks = 0;
  let kings = 0;
  for (const c of hand) {
    if (isTarock(c)) tarocks++;
    else lengths[classOf(c)]!++;
    if (isKing(c)) kings++;
  }
  return { tarocks, skus: hand.includes('SKUS'), mond: hand.includes('T21'), pagat: hand.includes('T1'), kings, lengths };
}

/**
 * Strength for a positive tarock contract: a point per tarock and half a point more for T15–T20,
 * the Sküs and the Mond as near-certain tricks, a Pagat that needs long tarock to survive, kings
 * and queens, and voids and singletons once there are tarocks to trump with. An average hand
 * (five tarocks, one king) scores about 10.
 */
export function tarockStrength(hand: readonly CardId[]): number {
  const f = facts(hand);
  let p = 0;
  for (const c of hand) {
    if (isTarock(c)) {
      const s = strength(c);
      p += 1;
      if (s === 22) p += 3.5;
      else if (s === 21) p += 2.5;
      else if (s >= 15) p += 0.5;
      else if (s === 1) p += f.tarocks >= 7 ? 0.5 : -0.5;
    } else {
      const r = c.slice(1);
      if (r === 'K') p += 2.5 + (hand.includes(`${c[0]}Q`) ? 0.5 : 0);
      else if (r === 'Q') p += f.lengths[c[0]!]! >= 2 ? 1 : 0.5;
      else if (r === 'C') p += 0.25;
    }
  }
  if (f.tarocks >= 5) {
    for (const s of SUITS) {
      const n = f.lengths[s]!;
      if (n === 0) p += 1.5;
      else if (n === 1 && !hand.includes(`${s}K`)) p += 0.5;
    }
  }
  return p;
}

/** Strength for a colour contract (§10.7): tarocks never win a colour lead, so only long suits headed by honours count. */
export function colourStrength(hand: readonly CardId[]): number {
  const f = facts(hand);
  let p = 0;
  for (const s of SUITS) {
    const n = f.lengths[s]!;
    const has = (r: string) => hand.includes(`${s}${r}`);
    if (has('K')) p += 3;
    if (has('Q')) p += has('K') ? 2 : 1;
    if (has('C')) p += has('K') && has('Q') ? 1.5 : 0.5;
    if (n >= 4 && has('K')) p += n - 3;
    if (n === 0) p += 0.5;
  }
  return p;
}

/**
 * Danger of a hand in a negative contract: roughly the tricks it will be forced to take. High
 * tarocks and high colour cards in short suits take tricks under Stichzwang (§10.5); a void with
 * tarocks in hand means trumping a lead of that suit.
 */
export function negativeRisk(hand: readonly CardId[]): number {
  const f = facts(hand);
  let r = 0;
  for (const c of hand) {
    if (isTarock(c)) {
      const s = strength(c);
      r += s === 1 ? 0.3 : s >= 21 ? 1.2 : 0.25 + s / 22;
    } else {
      const st = strength(c);
      const n = f.lengths[c[0]!]!;
      const base = st === 8 ? 1 : st === 7 ? 0.7 : st === 6 ? 0.45 : st === 5 ? 0.25 : 0.04 * st;
      r += n >= 4 ? base * 0.7 : base;
    }
  }
  if (f.tarocks > 0) for (const s of SUITS) if (f.lengths[s] === 0) r += 0.35 * Math.min(f.tarocks, 3);
  return r;
}

/** Tricks the hand takes for sure in a negative contract: the Sküs, and the Mond once the Sküs is ours too. */
export function sureTricks(hand: readonly CardId[]): number {
  return (hand.includes('SKUS') ? 1 : 0) + (hand.includes('SKUS') && hand.includes('T21') ? 1 : 0);
}

/** Nominal card points of a hand (§3.3), for the Trischaken choice. */
export const handPoints = (hand: readonly CardId[]): number => hand.reduce((s, c) => s + nominal(c), 0);

// ---------------------------------------------------------------------------------------------
// king call, talon, laying away

/** Call a king we lack in the suit where we are shortest (the partner's king then takes that suit's tricks), preferring one whose queen we hold. */
export function chooseCall(hand: readonly CardId[], legal: readonly string[]): string {
  // Three kings: "the fourth king" hides the suit from the table (§8.2).
  if (legal.includes('call fourth')) return 'call fourth';
  const f = facts(hand);
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (const text of legal) {
    const card = text.slice(5);
    const suit = card[0]!;
    const queen = card[1] === 'K' && hand.includes(`${suit}Q`);
    const score = -f.lengths[suit]! * 2 + (queen ? 1.5 : 0) + (f.lengths[suit] === 0 ? 0.5 : 0);
    if (score > bestScore) {
      best = text;
      bestScore = score;
    }
  }
  return best;
}

/**
 * How much we want `card` laid away (§9.2): colour cards of our shortest suits first (to make
 * voids for trumping), the valuable ones among them first (they count for us in the laid-away
 * pile); tarocks only when forced, the lowest; in the Farbendreier tarocks first.
 */
export function discardScore(hand: readonly CardId[], card: CardId, colourGame: boolean, called: CardId | null): number {
  if (isTarock(card)) {
    const s = strength(card);
    return colourGame ? 500 - s : -1000 - s;
  }
  const suit = card[0]!;
  let length = 0;
  for (const c of hand) if (!isTarock(c) && c[0] === suit && !isKing(c)) length++;
  if (colourGame) return -10 * length - strength(card);
  const king = hand.includes(`${suit}K`);
  const calledSuit = called !== null && called[0] === suit;
  return 100 - 12 * length + 3 * nominal(card) - (king ? 15 : 0) - (calledSuit ? 6 : 0);
}

/** The legal discards (`discard X`), the favourite first. */
export function rankDiscards(hand: readonly CardId[], legal: readonly string[], colourGame: boolean, called: CardId | null): string[] {
  return legal
    .map((text, i) => ({ text, i, score: discardScore(hand, text.slice(8), colourGame, called) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.text);
}

/** The 12-card hand left after laying away `k` cards by the ranking above (ignoring the one-by-one legality, good enough to judge a half). */
export function afterLayAway(cards: readonly CardId[], k: number, colourGame: boolean, called: CardId | null): { hand: CardId[]; laid: CardId[] } {
  const layable = cards.filter((c) => !isKing(c) && c !== 'SKUS' && c !== 'T21' && c !== 'T1');
  const ranked = layable.slice().sort((a, b) => discardScore(cards, b, colourGame, called) - discardScore(cards, a, colourGame, called));
  const laid = ranked.slice(0, k);
  return { hand: cards.filter((c) => !laid.includes(c)), laid };
}

/** Value of taking talon half `half` (§9.1): the hand it makes after laying away, plus the points laid away. */
export function halfValue(hand: readonly CardId[], half: readonly CardId[], colourGame: boolean, called: CardId | null): number {
  const { hand: kept, laid } = afterLayAway([...hand, ...half], 3, colourGame, called);
  const laidPoints = laid.reduce((s, c) => s + nominal(c), 0);
  const base = colourGame ? colourStrength(kept) : tarockStrength(kept);
  // The called king in a half makes us play alone (§9.3) unless we leave it: it is five points of ours either way.
  return base + 0.3 * laidPoints + (called !== null && half.includes(called) ? 1 : 0);
}
