/**
 * One card notation for all four games (documented in docs/notation.md):
 * suit letter + rank, trumps as T1…T21, the Tarot Excuse EX and the Tarock Sküs SKUS.
 *   suits  S ♠ spades (Grün/Laub)   H ♥ hearts (Herz/Rot)   D ♦ diamonds (Schelle/Karo)   C ♣ clubs (Eichel/Kreuz)
 *   ranks  A 2…10 J Q K on French/German packs; on tarot packs the pips are printed numbers 1…10 (1 = ace),
 *          J (Bube/Valet), C (Cavall/Reiter/Cavalier), Q, K.
 */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

export const FRENCH_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const PIQUET_RANKS = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export const TAROT_SUIT_RANKS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'C', 'Q', 'K'] as const;
export const TAROCK_RED_RANKS = ['4', '3', '2', '1', 'J', 'C', 'Q', 'K'] as const;
export const TAROCK_BLACK_RANKS = ['7', '8', '9', '10', 'J', 'C', 'Q', 'K'] as const;

export type Rank =
  | (typeof FRENCH_RANKS)[number]
  | (typeof TAROT_SUIT_RANKS)[number]
  | (typeof TAROCK_RED_RANKS)[number];

/** A card id such as `H10`, `CJ`, `SC`, `T21`, `EX`, `SKUS`. */
export type CardId = string;

export const EXCUSE = 'EX';
export const SKUS = 'SKUS';

export const trumpId = (n: number): CardId => `T${n}`;

const TRUMP_RE = /^T([1-9]|1[0-9]|2[01])$/;

export function isTrumpCard(card: CardId): boolean {
  return TRUMP_RE.test(card);
}

/** Trump number 1…21 of `T1`…`T21`, 22 for `SKUS`/`EX`, 0 for suit cards. */
export function trumpNumber(card: CardId): number {
  if (card === SKUS || card === EXCUSE) return 22;
  const m = TRUMP_RE.exec(card);
  return m ? Number(m[1]) : 0;
}

/** Suit letter of a suit card, undefined for trumps, the Excuse and the Sküs. */
export function suitOf(card: CardId): Suit | undefined {
  if (card === SKUS || card === EXCUSE || isTrumpCard(card)) return undefined;
  const s = card[0];
  return s === 'S' || s === 'H' || s === 'D' || s === 'C' ? s : undefined;
}

/** Rank part of a suit card (`H10` → `10`), undefined for trumps. */
export function rankOf(card: CardId): string | undefined {
  return suitOf(card) === undefined ? undefined : card.slice(1);
}

const suitDeck = (ranksBySuit: (s: Suit) => readonly string[]): CardId[] =>
  SUITS.flatMap((s) => ranksBySuit(s).map((r) => `${s}${r}`));

const trumps = (): CardId[] => Array.from({ length: 21 }, (_, i) => trumpId(i + 1));

/** 52 cards, French suits: Tablanet. */
export const DECK_52: readonly CardId[] = Object.freeze(suitDeck(() => FRENCH_RANKS));
/** 32 cards (7…A), French or German suits: Taleles. */
export const DECK_32: readonly CardId[] = Object.freeze(suitDeck(() => PIQUET_RANKS));
/** 54 cards, Austrian Tarock (Industrie und Glück): red suits 4 3 2 1 J C Q K, black 7 8 9 10 J C Q K, T1…T21, SKUS. */
export const DECK_TAROCK_54: readonly CardId[] = Object.freeze([
  ...suitDeck((s) => (s === 'H' || s === 'D' ? TAROCK_RED_RANKS : TAROCK_BLACK_RANKS)),
  ...trumps(),
  SKUS,
]);
/** 78 cards, French Tarot: 1…10 J C Q K in each suit, T1…T21, EX. */
export const DECK_TAROT_78: readonly CardId[] = Object.freeze([...suitDeck(() => TAROT_SUIT_RANKS), ...trumps(), EXCUSE]);

/** Same multiset of cards? Used to validate prearranged decks. */
export function sameCards(a: readonly CardId[], b: readonly CardId[]): boolean {
  if (a.length !== b.length) return false;
  const count = new Map<CardId, number>();
  for (const c of a) count.set(c, (count.get(c) ?? 0) + 1);
  for (const c of b) {
    const n = count.get(c);
    if (!n) return false;
    count.set(c, n - 1);
  }
  return true;
}

/** Sorts cards by the order of `deck` (a stable, readable display order). */
export function sortByDeck(cards: readonly CardId[], deck: readonly CardId[]): CardId[] {
  const index = new Map(deck.map((c, i) => [c, i] as const));
  return cards.slice().sort((a, b) => (index.get(a) ?? 999) - (index.get(b) ?? 999));
}

/** Removes one occurrence of each of `cards` from `hand`; undefined if one is missing. */
export function removeCards(hand: readonly CardId[], cards: readonly CardId[]): CardId[] | undefined {
  const out = hand.slice();
  for (const c of cards) {
    const i = out.indexOf(c);
    if (i < 0) return undefined;
    out.splice(i, 1);
  }
  return out;
}
