/**
 * What the drawing code needs to know about a card id: the browser takes only card names from
 * shared/ (docs/notation.md), never rules.
 */
import { EXCUSE, SKUS, rankOf, suitOf, trumpNumber, type CardId, type Suit } from '../../shared/core/cards.js';
import { getLocale } from '../i18n/index.js';

export type { CardId, Suit } from '../../shared/core/cards.js';

/** The look of a pack: French or German suits (Tablanet, Taleles), or a tarot pack with trumps. */
export const CARD_STYLES = ['french', 'german', 'tarock', 'tarot'] as const;
export type CardStyle = (typeof CARD_STYLES)[number];

/** The two suit looks a player can choose for a 32/52-card pack. */
export type SuitStyle = 'french' | 'german';

export type ParsedCard =
  | { readonly kind: 'suit'; readonly suit: Suit; readonly rank: string }
  | { readonly kind: 'trump'; readonly n: number }
  | { readonly kind: 'excuse' }
  | { readonly kind: 'skus' };

/** Splits a card id into suit and rank or trump number; undefined for an unknown id. */
export function parseCard(card: CardId): ParsedCard | undefined {
  if (card === EXCUSE) return { kind: 'excuse' };
  if (card === SKUS) return { kind: 'skus' };
  const n = trumpNumber(card);
  if (n > 0) return { kind: 'trump', n };
  const suit = suitOf(card);
  const rank = rankOf(card);
  if (suit === undefined || rank === undefined || !/^(A|[1-9]|10|J|C|Q|K)$/.test(rank)) return undefined;
  return { kind: 'suit', suit, rank };
}

/** The pack look for a game: German suits only where the game is played with a 32/52 pack. */
export function cardStyleFor(game: string, suits: SuitStyle): CardStyle {
  if (game === 'tarock') return 'tarock';
  if (game === 'tarot') return 'tarot';
  return suits;
}

const ROMAN: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** 1…21 in Roman numerals, as printed on Austrian Tarock trumps. */
export function roman(n: number): string {
  let out = '';
  let rest = n;
  for (const [value, digits] of ROMAN) {
    while (rest >= value) {
      out += digits;
      rest -= value;
    }
  }
  return out;
}

/**
 * The rank as printed in the card's corner. German packs print Unter and Ober (J, Q in the
 * notation); tarot packs number their pips and print the knight as C.
 */
export function cornerRank(rank: string, style: CardStyle): string {
  if (style === 'german') {
    if (rank === 'J') return 'U';
    if (rank === 'Q') return 'O';
  }
  // Austrian Tarock packs (French suits) print Bube, Cavall, Dame, König: what German-speaking players read
  if (style === 'tarock' && getLocale() === 'de') return TAROCK_COURTS[rank] ?? rank;
  return rank;
}

const TAROCK_COURTS: Readonly<Record<string, string>> = { J: 'B', C: 'C', Q: 'D', K: 'K' };
