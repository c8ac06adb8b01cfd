/**
 * Capture enumeration (rules file §6). A capture is identified by the union of the table cards it takes
 * (D-19); the groups are only a certificate. Enumeration follows §6.2: collect the candidate groups
 * (same-rank singletons and sum groups), then every union of pairwise-disjoint candidates.
 *
 * Table cards that can matter for a played card are numbered 0…n−1 in pack order and sets of them are
 * bitmasks. n stays far below 31 in any real game; a table crowded beyond that falls back to bigint masks.
 */
import { type CardId, DECK_52 } from '../../core/cards.js';
import type { CaptureRules } from './options.js';

/**
 * Enumeration budget per played card. Real tables (a dozen cards) give at most a few thousand captures;
 * only a table that players have let grow far beyond that by laying card after card can exceed it, and
 * then the list stops here (docs/games/tablanet.md, "Limits"). `apply` checks a capture without it.
 */
export const MAX_CAPTURES = 10_000;

/** A set of cards as a bitmask over a list of table cards. */
export type Mask = number | bigint;
export const JACK = 10;
export const ACE = 0;

/** Position of a card in DECK_52 (suits S H D C, ranks A…K), or −1 for anything else. Read off the id: it is hot. */
export function packIndex(card: CardId): number {
  const s = card.charCodeAt(0);
  const suit = s === 83 ? 0 : s === 72 ? 13 : s === 68 ? 26 : s === 67 ? 39 : -1;
  if (suit < 0) return -1;
  const r = card.charCodeAt(1);
  if (card.length === 3) return r === 49 && card.charCodeAt(2) === 48 ? suit + 9 : -1; // "10"
  if (card.length !== 2) return -1;
  if (r >= 50 && r <= 57) return suit + r - 49; // "2"…"9"
  return r === 65 ? suit : r === 74 ? suit + 10 : r === 81 ? suit + 11 : r === 75 ? suit + 12 : -1; // A J Q K
}

/** Rank index 0 = A … 9 = 10, 10 = J, 11 = Q, 12 = K. */
export function rankIndex(card: CardId): number {
  return packIndex(card) % 13;
}

export function isSweeper(rules: CaptureRules, card: CardId): boolean {
  return rules.sweepJack && rankIndex(card) === JACK;
}

/** Capture values of a played card, pv(c) of §6.1 (empty for a card that cannot sum). */
function playedValues(rules: CaptureRules, rank: number): readonly number[] {
  return rules.played[rank]!;
}

/**
 * The table cards a played card may take, and every legal union as a mask over them, in the order found:
 * the same-rank cards, then the sum groups, then their combinations.
 */
export interface CaptureSet {
  readonly cards: readonly CardId[];
  readonly unions: readonly Mask[];
  /** Mask of the same-rank table cards R(c). */
  readonly sameRank: Mask;
}

/** Pack indices of the table cards, ascending: computed once per position, shared by every played card. */
export function tableIndices(table: readonly CardId[]): number[] {
  const out = table.map(packIndex);
  for (let i = 1; i < out.length; i++) {
    const p = out[i]!;
    let k = i;
    for (; k > 0 && out[k - 1]! > p; k--) out[k] = out[k - 1]!;
    out[k] = p;
  }
  return out;
}

/**
 * Every distinct union of pairwise-disjoint valid groups for `card` on the table (§6.1, §6.2 steps 1–3),
 * a single group only when multiGroupCapture is off. `sorted` = tableIndices(table). The jack sweep and
 * the option filters of §6.2 (rank priority, optional capture) are applied by `plays`.
 */
export function captureSet(rules: CaptureRules, sorted: readonly number[], card: CardId, forceBig = false): CaptureSet {
  const { cards, groups, sameRank, big } = captureGroups(rules, sorted, card, forceBig);
  let unions: readonly Mask[];
  if (!rules.multiGroup || groups.length < 2) unions = groups;
  else if (big) unions = closeBig(groups as bigint[]);
  else unions = closeSmall(groups as number[], cards.length);
  return { cards: unions.length ? cards : [], unions, sameRank };
}

/** The valid groups of `card` on the table (§6.1): the same-rank cards one by one, then the sum groups. */
export interface CaptureGroups {
  /** The table cards that can matter for the card, pack order; masks are over this list. */
  readonly cards: readonly CardId[];
  readonly groups: readonly Mask[];
  readonly sameRank: Mask;
  readonly big: boolean;
}

/**
 * Every valid group, complete on any table: a table of all 52 cards holds some 10,000 sum groups for
 * the largest value (14), so the list is bounded by the pack, unlike their unions.
 */
export function captureGroups(rules: CaptureRules, sorted: readonly number[], card: CardId, forceBig = false): CaptureGroups {
  const rank = rankIndex(card);
  const pv = playedValues(rules, rank);
  const maxT = pv.length === 0 ? 0 : pv.length === 1 ? pv[0]! : 11;
  // A sum group has ≥ 2 cards (a single card of equal value is the rank case), so each member is < maxT.
  const rel: number[] = [];
  for (const p of sorted) {
    const r = p % 13;
    if (r === rank || (rules.summable[r] === true && rules.value[r]! < maxT)) rel.push(p);
  }
  const n = rel.length;
  const big = forceBig || n > 30;
  if (n === 0) return { cards: [], groups: [], sameRank: big ? 0n : 0, big };

  const groups: Mask[] = [];
  let sameRank: Mask = big ? 0n : 0;
  for (let i = 0; i < n; i++) {
    if (rel[i]! % 13 !== rank) continue;
    if (big) {
      groups.push(1n << BigInt(i));
      sameRank = (sameRank as bigint) | (1n << BigInt(i));
    } else {
      groups.push(1 << i);
      sameRank = (sameRank as number) | (1 << i);
    }
  }
  if (pv.length) collectSums(rules, rel, pv, maxT, big, groups);
  return { cards: rel.map((p) => DECK_52[p]!), groups, sameRank, big };
}

/**
 * Sum groups (§6.1) by depth-first search over the summable cards sorted by value, pruning on the
 * base sum (aces counted 1; an ace worth 11 only raises the sum).
 */
function collectSums(
  rules: CaptureRules,
  rel: readonly number[],
  pv: readonly number[],
  maxT: number,
  big: boolean,
  out: Mask[],
): void {
  const idx: number[] = [];
  const val: number[] = [];
  const ace: number[] = [];
  for (let i = 0; i < rel.length; i++) {
    const r = rel[i]! % 13;
    const v = rules.value[r]!;
    if (!rules.summable[r] || v >= maxT) continue;
    // insertion by value keeps the search order ascending
    let k = val.length;
    idx.push(i);
    val.push(v);
    ace.push(0);
    for (; k > 0 && val[k - 1]! > v; k--) {
      idx[k] = idx[k - 1]!;
      val[k] = val[k - 1]!;
      ace[k] = ace[k - 1]!;
    }
    idx[k] = i;
    val[k] = v;
    ace[k] = r === ACE && rules.aceEleven ? 1 : 0;
  }
  const m = idx.length;
  if (m < 2) return;
  const single = pv.length === 1 ? pv[0]! : -1;
  const dfs = (start: number, sum: number, a: number, mask: Mask, size: number): void => {
    for (let k = start; k < m; k++) {
      const s = sum + val[k]!;
      if (s > maxT) break;
      const na = a + ace[k]!;
      const nm = big ? (mask as bigint) | (1n << BigInt(idx[k]!)) : (mask as number) | (1 << idx[k]!);
      if (size >= 1) {
        // §6.1: with a aces in the group and base sum b, the reachable sums are b + 10·j for j = 0…a.
        let ok = na === 0 && single >= 0 ? s === single : false;
        for (let j = 0; !ok && j <= na; j++) ok = pv.includes(s + 10 * j);
        if (ok) out.push(nm);
      }
      if (s < maxT) dfs(k + 1, s, na, nm, size + 1);
    }
  };
  dfs(0, 0, 0, big ? 0n : 0, 0);
}

/** All non-empty unions of pairwise-disjoint groups: a forward closure, deduplicated as it grows. */
function closeSmall(groups: readonly number[], n: number): number[] {
  const list: number[] = [0];
  // A bitmap of every subset is quickest for a small table; beyond 12 cards, allocating and clearing
  // 2^n bytes on every call (1 MB at 20 cards) cost more than the closure itself, and the analysis
  // and bots call this for every position they look at.
  if (n <= 12) {
    const seen = new Uint8Array(1 << n);
    seen[0] = 1;
    for (const g of groups) {
      const len = list.length;
      for (let i = 0; i < len && list.length <= MAX_CAPTURES; i++) {
        const u = list[i]!;
        if ((u & g) !== 0) continue;
        const w = u | g;
        if (seen[w] === 0) {
          seen[w] = 1;
          list.push(w);
        }
      }
    }
  } else {
    const seen = new Set<number>([0]);
    for (const g of groups) {
      const len = list.length;
      for (let i = 0; i < len && list.length <= MAX_CAPTURES; i++) {
        const u = list[i]!;
        if ((u & g) !== 0) continue;
        const w = u | g;
        if (!seen.has(w)) {
          seen.add(w);
          list.push(w);
        }
      }
    }
  }
  return list.slice(1);
}

function closeBig(groups: readonly bigint[]): bigint[] {
  const list: bigint[] = [0n];
  const seen = new Set<bigint>([0n]);
  for (const g of groups) {
    const len = list.length;
    for (let i = 0; i < len && list.length <= MAX_CAPTURES; i++) {
      const u = list[i]!;
      if ((u & g) !== 0n) continue;
      const w = u | g;
      if (!seen.has(w)) {
        seen.add(w);
        list.push(w);
      }
    }
  }
  return list.slice(1);
}

/** Does `u` contain every card of `r`? */
export function covers(u: Mask, r: Mask): boolean {
  return typeof u === 'number' ? (u & (r as number)) === r : (u & (r as bigint)) === r;
}

/** Do `u` and `r` share a card? */
export function meets(u: Mask, r: Mask): boolean {
  return typeof u === 'number' ? (u & (r as number)) !== 0 : (u & (r as bigint)) !== 0n;
}

/** The cards of a mask over `cards`, in pack order. */
export function cardsOf(cards: readonly CardId[], mask: number | bigint): CardId[] {
  const out: CardId[] = [];
  if (typeof mask === 'number') {
    for (let i = 0; mask !== 0; i++, mask >>>= 1) if (mask & 1) out.push(cards[i]!);
  } else {
    for (let i = 0; mask !== 0n; i++, mask >>= 1n) if (mask & 1n) out.push(cards[i]!);
  }
  return out;
}

/** The mask of `take` over `cards`, or undefined if some card of `take` is not among them. */
export function maskOf(cards: readonly CardId[], take: readonly CardId[], big: boolean): number | bigint | undefined {
  let mask: number | bigint = big ? 0n : 0;
  for (const c of take) {
    const i = cards.indexOf(c);
    if (i < 0) return undefined;
    mask = big ? (mask as bigint) | (1n << BigInt(i)) : (mask as number) | (1 << i);
  }
  return mask;
}
