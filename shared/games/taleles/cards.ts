/**
 * Taleles card tables (rules §2): the 32-card pack, its three rank orders and card points.
 * Every lookup is a precomputed table: these functions run for every card of every trick.
 */
import { type CardId, DECK_32 } from '../../core/cards.js';

/** Suit order of the rules file (§2.1, §16: Achtzig cards are written H, D, S, C). */
export const TALELES_SUITS = ['H', 'D', 'S', 'C'] as const;
export type TalelesSuit = (typeof TALELES_SUITS)[number];

/** Natural order 7 < 8 < 9 < 10 < J < Q < K < A: runs and meld comparison (§2.2, D-16). */
export const NATURAL_RANKS = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type TalelesRank = (typeof NATURAL_RANKS)[number];

/** Trick order of a plain suit, low → high (§2.2). */
const PLAIN_ORDER: readonly TalelesRank[] = ['7', '8', '9', 'J', 'Q', 'K', '10', 'A'];
/** Trick order of the trump suit, low → high (§2.2). */
const TRUMP_ORDER: readonly TalelesRank[] = ['7', '8', 'Q', 'K', '10', 'A', '9', 'J'];
/** Card points (§2.3). */
const PLAIN_POINTS: Readonly<Record<TalelesRank, number>> = { '7': 0, '8': 0, '9': 0, '10': 10, J: 2, Q: 3, K: 4, A: 11 };
const TRUMP_POINTS: Readonly<Record<TalelesRank, number>> = { '7': 0, '8': 0, '9': 14, '10': 10, J: 20, Q: 3, K: 4, A: 11 };

/** The last trick is worth 10 to its winner (§2.3). */
export const LAST_TRICK_BONUS = 10;

const index = (order: readonly TalelesRank[]): Readonly<Record<TalelesRank, number>> =>
  Object.fromEntries(order.map((r, i) => [r, i])) as Record<TalelesRank, number>;
const NATURAL_INDEX = index(NATURAL_RANKS);
const PLAIN_STRENGTH = index(PLAIN_ORDER);
const TRUMP_STRENGTH = index(TRUMP_ORDER);

export const PACK: readonly CardId[] = DECK_32;
const PACK_SET: ReadonlySet<string> = new Set(PACK);

export const isTalelesCard = (card: unknown): card is CardId => typeof card === 'string' && PACK_SET.has(card);
export const isTalelesSuit = (s: unknown): s is TalelesSuit => s === 'H' || s === 'D' || s === 'S' || s === 'C';

// The functions below run for every card of every trick: they read the id's characters instead of
// parsing it. Callers pass only cards of the pack (validated once, at the edge, by isTalelesCard).
export const suitOfCard = (card: CardId): TalelesSuit => card[0] as TalelesSuit;
export const rankOfCard = (card: CardId): TalelesRank => (card.length === 3 ? '10' : card[1]) as TalelesRank;
/** Position 0…7 in the natural order. */
export const naturalIndex = (card: CardId): number => NATURAL_INDEX[rankOfCard(card)];

/** Card points with `trump` as trump suit (§2.3). */
export function cardPoints(card: CardId, trump: TalelesSuit | null): number {
  return (card[0] === trump ? TRUMP_POINTS : PLAIN_POINTS)[rankOfCard(card)];
}

/** Strength inside its suit for trick-taking: the trump order for the trump suit, else the plain order. */
export function trickStrength(card: CardId, trump: TalelesSuit | null): number {
  return (card[0] === trump ? TRUMP_STRENGTH : PLAIN_STRENGTH)[rankOfCard(card)];
}

/** Sum of card points. */
export function pointsOf(cards: readonly CardId[], trump: TalelesSuit | null): number {
  let sum = 0;
  for (const c of cards) sum += cardPoints(c, trump);
  return sum;
}

export const cardOf = (suit: TalelesSuit, rank: TalelesRank): CardId => `${suit}${rank}`;

/** Display order of a hand: trump first, then hearts, spades, diamonds, clubs (alternating colours), strongest first. */
const DISPLAY_SUITS: readonly TalelesSuit[] = ['H', 'S', 'D', 'C'];
export function sortHand(cards: readonly CardId[], trump: TalelesSuit | null): CardId[] {
  const keyed = cards.map((c) => {
    const suit = suitOfCard(c);
    const suitKey = suit === trump ? -1 : DISPLAY_SUITS.indexOf(suit);
    return { c, key: suitKey * 16 - (trump === null ? naturalIndex(c) : trickStrength(c, trump)) };
  });
  keyed.sort((a, b) => a.key - b.key);
  return keyed.map((k) => k.c);
}
