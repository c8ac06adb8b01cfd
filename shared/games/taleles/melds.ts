/**
 * Melds (rules §7): runs (Terz, Fünfzig, Hundert) and the Achtzig, declared one per action in
 * trick 1, compared after trick 1 so that exactly one run and one Achtzig of the deal score.
 */
import type { CardId } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import {
  cardOf,
  NATURAL_RANKS,
  naturalIndex,
  suitOfCard,
  TALELES_SUITS,
  type TalelesSuit,
} from './cards.js';
import type { DeclaredMeld, MeldKind } from './types.js';

export const MELD_VALUES: Readonly<Record<MeldKind | 'bela', number>> = {
  terz: 20,
  fuenfzig: 50,
  hundert: 100,
  achtzig: 80,
  bela: 20,
};

export const MELD_NAMES: Readonly<Record<MeldKind | 'bela', string>> = {
  terz: 'Terz',
  fuenfzig: 'Fünfzig',
  hundert: 'Hundert',
  achtzig: 'Achtzig',
  bela: 'Bela',
};

/** A meld without its owner: what a hand can declare. */
export type MeldShape = Omit<DeclaredMeld, 'seat'>;

const runKind = (length: number): MeldKind => (length === 3 ? 'terz' : length === 4 ? 'fuenfzig' : 'hundert');

/**
 * Every meld `hand` can declare (§7.1): each run of 3…8 consecutive cards of one suit in natural
 * order (no wrap-around), sub-runs of a longer run included, and each complete rank.
 * Order: runs by suit H, D, S, C, then by lowest card, then by length; then Achtzigs from 7 to A.
 */
export function meldsInHand(hand: readonly CardId[]): MeldShape[] {
  const masks: Record<TalelesSuit, number> = { H: 0, D: 0, S: 0, C: 0 };
  for (const c of hand) masks[suitOfCard(c)] |= 1 << naturalIndex(c);
  const out: MeldShape[] = [];
  for (const suit of TALELES_SUITS) {
    const mask = masks[suit];
    for (let start = 0; start <= 5; start++) {
      if (!(mask & (1 << start))) continue;
      for (let end = start + 1; end <= 7 && mask & (1 << end); end++) {
        const length = end - start + 1;
        if (length < 3) continue;
        const cards: CardId[] = [];
        for (let r = start; r <= end; r++) cards.push(cardOf(suit, NATURAL_RANKS[r]!));
        out.push({ cards, kind: runKind(length), length, top: NATURAL_RANKS[end]! });
      }
    }
  }
  for (let r = 0; r < 8; r++) {
    if (TALELES_SUITS.every((s) => masks[s] & (1 << r))) {
      const rank = NATURAL_RANKS[r]!;
      out.push({ cards: TALELES_SUITS.map((s) => cardOf(s, rank)), kind: 'achtzig', length: 4, top: rank });
    }
  }
  return out;
}

/** Canonical card order of a meld (§16): natural order within a suit, suits H, D, S, C. */
export function canonicalMeld(cards: readonly CardId[]): CardId[] {
  const suitIndex = (c: CardId) => TALELES_SUITS.indexOf(suitOfCard(c));
  return cards.slice().sort((a, b) => suitIndex(a) - suitIndex(b) || naturalIndex(a) - naturalIndex(b));
}

export const sameMeld = (a: readonly CardId[], b: readonly CardId[]): boolean =>
  a.length === b.length && a.every((c, i) => c === b[i]);

const isRun = (m: DeclaredMeld): boolean => m.kind !== 'achtzig';
const classRank = (kind: MeldKind): number => (kind === 'terz' ? 0 : kind === 'fuenfzig' ? 1 : 2);
const topIndex = (m: DeclaredMeld): number => NATURAL_RANKS.indexOf(m.top as (typeof NATURAL_RANKS)[number]);

/**
 * > 0 when run `a` beats run `b` (§7.3): class, then length (Hundert only), then top card in
 * natural order, then a run in trump, then the seat that plays earlier in trick 1 (D-19).
 */
export function compareRuns(a: DeclaredMeld, b: DeclaredMeld, trump: TalelesSuit, forehand: Seat, n: number): number {
  const order = (s: Seat) => (s - forehand + n) % n;
  return (
    classRank(a.kind) - classRank(b.kind) ||
    (a.kind === 'hundert' ? a.length - b.length : 0) ||
    topIndex(a) - topIndex(b) ||
    Number(suitOfCard(a.cards[0]!) === trump) - Number(suitOfCard(b.cards[0]!) === trump) ||
    order(b.seat) - order(a.seat)
  );
}

/**
 * The credited run and Achtzig (§7.4): the single best run of all declared runs, partner's included,
 * and the Achtzig of the highest rank. Indexes into `melds`, or null. On a complete tie (one player's
 * two equal runs) the one declared first counts.
 */
export function resolveMelds(
  melds: readonly DeclaredMeld[],
  trump: TalelesSuit,
  forehand: Seat,
  n: number,
): { sequence: number | null; eighty: number | null } {
  let sequence: number | null = null;
  let eighty: number | null = null;
  melds.forEach((m, i) => {
    if (isRun(m)) {
      if (sequence === null || compareRuns(m, melds[sequence]!, trump, forehand, n) > 0) sequence = i;
    } else if (eighty === null || topIndex(m) > topIndex(melds[eighty]!)) {
      eighty = i;
    }
  });
  return { sequence, eighty };
}

export const meldValue = (m: Pick<DeclaredMeld, 'kind'>): number => MELD_VALUES[m.kind];

/** "Terz, top K" / "Hundert of 6, top Q" / "Achtzig of J": the public summary (§7.2). */
export function meldSummary(m: Pick<DeclaredMeld, 'kind' | 'length' | 'top'>): string {
  if (m.kind === 'achtzig') return `Achtzig of ${m.top}`;
  if (m.kind === 'hundert') return `Hundert of ${m.length}, top ${m.top}`;
  return `${MELD_NAMES[m.kind]}, top ${m.top}`;
}
