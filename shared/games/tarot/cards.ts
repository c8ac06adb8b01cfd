/**
 * French Tarot cards as data (rules §2): points in half-points, strength, class for following,
 * bouts and the display order. Tables are built once so that play stays fast.
 */
import { type CardId, DECK_TAROT_78, EXCUSE, type TrickRules } from '../../core/index.js';

/** The 78-card pack in display order: ♠ ♥ ♦ ♣ (1…10 J C Q K), then T1…T21, then the Excuse. */
export const PACK: readonly CardId[] = DECK_TAROT_78;

/** The three bouts (oudlers), §2.4. */
export const BOUTS: readonly CardId[] = ['T1', 'T21', EXCUSE];
export const PETIT = 'T1';

const SUIT_STRENGTH: Record<string, number> = { J: 11, C: 12, Q: 13, K: 14 };
const SUIT_HP: Record<string, number> = { J: 3, C: 5, Q: 7, K: 9 };

const index: Record<CardId, number> = Object.create(null) as Record<CardId, number>;
const hp: Record<CardId, number> = Object.create(null) as Record<CardId, number>;
const strength: Record<CardId, number> = Object.create(null) as Record<CardId, number>;
const klass: Record<CardId, string | undefined> = Object.create(null) as Record<CardId, string | undefined>;

PACK.forEach((card, i) => {
  index[card] = i;
  if (card === EXCUSE) {
    hp[card] = 9;
    strength[card] = 0;
    klass[card] = undefined;
  } else if (card[0] === 'T') {
    const n = Number(card.slice(1));
    hp[card] = n === 1 || n === 21 ? 9 : 1;
    strength[card] = n;
    klass[card] = 'T';
  } else {
    const rank = card.slice(1);
    hp[card] = SUIT_HP[rank] ?? 1;
    strength[card] = SUIT_STRENGTH[rank] ?? Number(rank);
    klass[card] = card[0];
  }
});

export const isCard = (card: string): boolean => index[card] !== undefined;
/** Value in half-points (§2.3): bouts and Kings 9, Queens 7, Knights 5, Jacks 3, anything else 1. */
export const cardHp = (card: CardId): number => hp[card] ?? 0;
export const isTrump = (card: CardId): boolean => klass[card] === 'T';
export const isBout = (card: CardId): boolean => card === 'T1' || card === 'T21' || card === EXCUSE;
export const isKing = (card: CardId): boolean => klass[card] !== 'T' && card.length === 2 && card[1] === 'K';
/** Suit letter for suit cards, 'T' for trumps, undefined for the Excuse. */
export const classOf = (card: CardId): string | undefined => klass[card];
export const strengthOf = (card: CardId): number => strength[card] ?? 0;
export const packIndex = (card: CardId): number => index[card] ?? 999;

/** Sum of half-points of a pile of cards. */
export function pileHp(cards: readonly CardId[]): number {
  let sum = 0;
  for (const c of cards) sum += hp[c] ?? 0;
  return sum;
}

export function boutCount(cards: readonly CardId[]): number {
  let n = 0;
  for (const c of cards) if (isBout(c)) n++;
  return n;
}

/** Cards sorted in display order (a new array). */
export function sortCards(cards: readonly CardId[]): CardId[] {
  return cards.slice().sort((a, b) => (index[a] ?? 999) - (index[b] ?? 999));
}

/** The trick rules of §9: suits follow suits, trumps are 'T', the Excuse has no class. */
export const TAROT_TRICKS: TrickRules = {
  classOf,
  trump: 'T',
  strength: strengthOf,
};

export const SUIT_NAMES: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs', T: 'trumps' };

const RANK_NAMES: Record<string, string> = { K: 'King', Q: 'Queen', C: 'Knight', J: 'Jack' };
const SUIT_WORDS: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

/** A card in words, e.g. "King of hearts", "trump 21", "Excuse". */
export function cardName(card: CardId): string {
  if (card === EXCUSE) return 'Excuse';
  if (card[0] === 'T') return `trump ${card.slice(1)}`;
  const rank = card.slice(1);
  return `${RANK_NAMES[rank] ?? rank} of ${SUIT_WORDS[card[0]!] ?? '?'}`;
}
