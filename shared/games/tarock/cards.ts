/**
 * Card facts of the 54-card Tarock pack (rules §3): classes for following, trick strength,
 * nominal values and the exact count in thirds (§4.2). Precomputed once into plain lookups.
 */
import { type CardId, DECK_TAROCK_54, SKUS, trumpNumber } from '../../core/cards.js';

export const PACK: readonly CardId[] = DECK_TAROCK_54;

/** The Trull (§3.1): Sküs, Mond, Pagat. Never laid away (§9.2). */
export const TRULL: readonly CardId[] = [SKUS, 'T21', 'T1'];
export const KINGS: readonly CardId[] = ['HK', 'DK', 'SK', 'CK'];
export const QUEENS: readonly CardId[] = ['HQ', 'DQ', 'SQ', 'CQ'];

const RED_ORDER = ['4', '3', '2', '1', 'J', 'C', 'Q', 'K'];
const BLACK_ORDER = ['7', '8', '9', '10', 'J', 'C', 'Q', 'K'];
const NOMINAL_BY_RANK: Readonly<Record<string, number>> = { K: 5, Q: 4, C: 3, J: 2 };

const STRENGTH: Record<CardId, number> = {};
const NOMINAL: Record<CardId, number> = {};
const CLASS: Record<CardId, string> = {};
const ORDER: Record<CardId, number> = {};

PACK.forEach((card, i) => {
  ORDER[card] = i;
  const t = trumpNumber(card);
  if (t > 0) {
    CLASS[card] = 'T';
    STRENGTH[card] = t;
    NOMINAL[card] = t === 22 || t === 21 || t === 1 ? 5 : 1;
    return;
  }
  const suit = card[0]!;
  const rank = card.slice(1);
  CLASS[card] = suit;
  STRENGTH[card] = (suit === 'H' || suit === 'D' ? RED_ORDER : BLACK_ORDER).indexOf(rank) + 1;
  NOMINAL[card] = NOMINAL_BY_RANK[rank] ?? 1;
});

export const isCard = (c: string): boolean => ORDER[c] !== undefined;
/** 'T' for tarocks (a fifth suit for following, §10.2), else the suit letter. */
export const classOf = (c: CardId): string => CLASS[c]!;
export const isTarock = (c: CardId): boolean => CLASS[c] === 'T';
/** §3.2: 22 for the Sküs, n for Tn; 8…1 inside a colour suit. */
export const strength = (c: CardId): number => STRENGTH[c]!;
/** §3.3 nominal value: 5 for kings and Trull cards, 4 queens, 3 Reiter, 2 Buben, 1 every Blatt. */
export const nominal = (c: CardId): number => NOMINAL[c]!;
export const isKing = (c: CardId): boolean => c.length === 2 && c[1] === 'K' && CLASS[c] !== 'T';

/** Exact value of a pile in thirds (§4.2): 3·Σ nominal − 2·|pile|. The whole pack is 210. */
export function thirds(pile: readonly CardId[]): number {
  let sum = 0;
  for (const c of pile) sum += NOMINAL[c]!;
  return 3 * sum - 2 * pile.length;
}

/** "P/B": points and Blatt of a number of thirds (§4.1), e.g. 107 → "35/2". */
export const pointsBlatt = (t: number): string => `${Math.floor(t / 3)}/${t % 3}`;

/** Display order: by pack order (suits ♠ ♥ ♦ ♣ low → high, then tarocks T1 … SKUS). */
export function sortCards(cards: readonly CardId[]): CardId[] {
  return cards.slice().sort((a, b) => ORDER[a]! - ORDER[b]!);
}

export const SUIT_NAMES: Readonly<Record<string, string>> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs', T: 'tarock' };
