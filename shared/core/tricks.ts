import type { CardId } from './cards.js';
import type { Seat } from './game.js';

/** A card played to a trick, and by whom. */
export interface Played {
  readonly seat: Seat;
  readonly card: CardId;
}

/**
 * How a trick game classifies and ranks its cards. Taleles, Tarock and Tarot each supply one;
 * the follow/trump/overtrump logic below is written once for all of them.
 */
export interface TrickRules {
  /**
   * The class a card belongs to for following: a suit letter, 'T' for tarocks/atouts,
   * or undefined for a card that follows nothing and never sets the lead (the Tarot Excuse).
   */
  classOf(card: CardId): string | undefined;
  /** The trump class of this deal ('T', a suit letter), or null when nothing is trump. */
  readonly trump: string | null;
  /** Strength of a card inside its class; higher beats lower. */
  strength(card: CardId): number;
}

/** The class that the trick must follow: that of the first card with a class (the Excuse leads nothing). */
export function ledClass(trick: readonly Played[], rules: TrickRules): string | undefined {
  for (const p of trick) {
    const c = rules.classOf(p.card);
    if (c !== undefined) return c;
  }
  return undefined;
}

/** Index in `trick` of the card that wins it so far: the best trump, else the best card of the led class. */
export function winningIndex(trick: readonly Played[], rules: TrickRules): number {
  const led = ledClass(trick, rules);
  let best = -1;
  let bestIsTrump = false;
  let bestStrength = -Infinity;
  trick.forEach((p, i) => {
    const cls = rules.classOf(p.card);
    if (cls === undefined) return;
    const isTrump = rules.trump !== null && cls === rules.trump;
    if (!isTrump && cls !== led) return;
    const s = rules.strength(p.card);
    if (best < 0 || (isTrump && !bestIsTrump) || (isTrump === bestIsTrump && s > bestStrength)) {
      best = i;
      bestIsTrump = isTrump;
      bestStrength = s;
    }
  });
  return best < 0 ? 0 : best;
}

/** Highest trump strength already in the trick, or -Infinity. */
export function highestTrump(trick: readonly Played[], rules: TrickRules): number {
  let h = -Infinity;
  for (const p of trick) if (rules.trump !== null && rules.classOf(p.card) === rules.trump) h = Math.max(h, rules.strength(p.card));
  return h;
}

export interface FollowPolicy {
  /** Must play a trump when void in the led class (Tarot, Tarock, Taleles). */
  readonly mustTrump: boolean;
  /** Must beat the highest trump in the trick when following a trump lead, if able. */
  readonly overtrumpOnTrumpLead: boolean;
  /** Must beat the highest trump in the trick when trumping in, if able (else any trump). */
  readonly overtrumpWhenRuffing: boolean;
}

/**
 * The cards of `hand` that may be played to `trick` under the classic obligations:
 * follow the led class; when void, trump (if `mustTrump`); overtrump where the policy says so;
 * otherwise anything. Cards with no class (the Excuse) are not added here: games add them.
 */
export function followCards(hand: readonly CardId[], trick: readonly Played[], rules: TrickRules, policy: FollowPolicy): CardId[] {
  const led = ledClass(trick, rules);
  const classed = hand.filter((c) => rules.classOf(c) !== undefined);
  if (led === undefined) return classed;
  const same = classed.filter((c) => rules.classOf(c) === led);
  const top = highestTrump(trick, rules);
  const beating = (cards: CardId[]) => cards.filter((c) => rules.strength(c) > top);
  if (same.length > 0) {
    if (led === rules.trump && policy.overtrumpOnTrumpLead) {
      const higher = beating(same);
      return higher.length > 0 ? higher : same;
    }
    return same;
  }
  const trumps = rules.trump === null ? [] : classed.filter((c) => rules.classOf(c) === rules.trump);
  if (policy.mustTrump && trumps.length > 0) {
    if (policy.overtrumpWhenRuffing) {
      const higher = beating(trumps);
      return higher.length > 0 ? higher : trumps;
    }
    return trumps;
  }
  return classed;
}
