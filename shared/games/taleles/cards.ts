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

interface CardInfo {
  readonly suit: TalelesSuit;
  readonly rank: TalelesRank;
  readonly natural: number;
  readonly plain: number;
  readonly trump: number;
  readonly plainPoints: number;
  readonly trumpPoints: number;
}

const INFO: Readonly<Record<CardId, CardInfo>> = Object.fromEntries(
  DECK_32.map((card) => {
    const suit = card[0] as TalelesSuit;
    const rank = card.slice(1) as TalelesRank;
    const info: CardInfo = {
      suit,
      rank,
      natural: NATURAL_RANKS.indexOf(rank),
      plain: PLAIN_ORDER.indexOf(rank),
      trump: TRUMP_ORDER.indexOf(rank),
      plainPoints: PLAIN_POINTS[rank],
      trumpPoints: TRUMP_POINTS[rank],
    };
    return [card, info];
  }),
);

export const PACK: readonly CardId[] = DECK_32;

export const isTalelesCard = (card: unknown): card is CardId => typeof card === 'string' && Object.hasOwn(INFO, card);
export const isTalelesSuit = (s: unknown): s is TalelesSuit => s === 'H' || s === 'D' || s === 'S' || s === 'C';

const info = (card: CardId): CardInfo => {
  const i = INFO[card];
  if (!i) throw new Error(`not a Taleles card: ${card}`);
  return i;
};

export const suitOfCard = (card: CardId): TalelesSuit => info(card).suit;
export const rankOfCard = (card: CardId): TalelesRank => info(card).rank;
/** Position 0…7 in the natural order. */
export const naturalIndex = (card: CardId): number => info(card).natural;

/** Card points with `trump` as trump suit (§2.3). */
export function cardPoints(card: CardId, trump: TalelesSuit | null): number {
  const i = info(card);
  return i.suit === trump ? i.trumpPoints : i.plainPoints;
}

/** Strength inside its suit for trick-taking: the trump order for the trump suit, else the plain order. */
export function trickStrength(card: CardId, trump: TalelesSuit | null): number {
  const i = info(card);
  return i.suit === trump ? i.trump : i.plain;
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
  const key = (c: CardId): number => {
    const i = info(c);
    const suitKey = i.suit === trump ? -1 : DISPLAY_SUITS.indexOf(i.suit);
    const rankKey = trump === null ? i.natural : trickStrength(c, trump);
    return suitKey * 16 - rankKey;
  };
  return cards.slice().sort((a, b) => key(a) - key(b));
}
