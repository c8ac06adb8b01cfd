/**
 * The rule-based Tablanet player. Every legal play gets a value: the points it captures (the card
 * items of §2.3 for the table's scoring, a share of the "most cards" bonus per card, the tabla),
 * minus what the next opponent can expect to take from the table it leaves behind, judged from
 * the cards still unseen (a lone card is an invitation to a tabla), minus the worth of a Jack
 * spent on a poor table while the hand is young. Counting cards is what makes the risk honest.
 */
import type { CardId } from '../../core/index.js';
import { isSweeper, rankIndex, tableIndices } from '../../games/tablanet/captures.js';
import type { CaptureRules, TablanetOptions } from '../../games/tablanet/options.js';
import { plays, type TablanetAction } from '../../games/tablanet/rules.js';

/** What the seat to play knows (a view-sized summary, built from the view or from a rollout state). */
export interface TablanetSeatInfo {
  readonly options: TablanetOptions;
  readonly rules: CaptureRules;
  readonly hand: readonly CardId[];
  readonly table: readonly CardId[];
  /** Unseen cards by rank index (in other hands or the stock). */
  readonly unseen: readonly number[];
  readonly unseenTotal: number;
  /** Cards in the next player's hand (an opponent in every format). */
  readonly nextHand: number;
  readonly stock: number;
  /** Cards left in all hands, this seat's included. */
  readonly inHands: number;
  readonly sides: number;
  readonly side: number;
  readonly lastCapturer: number | null;
  /** Cards captured so far in this hand, per side. */
  readonly captured: readonly number[];
}

/** Points of one captured card under the table's scoring (§2.3). */
export function cardPoints(options: TablanetOptions, card: CardId): number {
  const r = rankIndex(card);
  const seed = options.scoring === 'seed';
  if (card === 'D10') return seed ? 3 : 2;
  if (card === 'C2') return seed ? 2 : 1;
  if (r === 0) return 1;
  if (seed) return 0;
  return r >= 9 ? 1 : 0; // tens and faces
}

/** What one more captured card is worth toward the 3 points for most cards (§8.2). */
function cardWeight(info: TablanetSeatInfo): number {
  const need = Math.floor(52 / info.sides) + 1;
  const mine = info.captured[info.side] ?? 0;
  const best = Math.max(...info.captured.filter((_, s) => s !== info.side));
  if (mine >= need || best >= need) return 0.02;
  return info.sides === 2 ? 0.13 : 0.1;
}

const sum = (cards: readonly CardId[], f: (c: CardId) => number) => cards.reduce((s, c) => s + f(c), 0);

/** Points a capture of `taken` by `card` is worth, tabla included when it clears the table. */
function captureValue(info: TablanetSeatInfo, card: CardId, taken: readonly CardId[], tableLeft: number, final: boolean, weight: number): number {
  let v = sum(taken, (c) => cardPoints(info.options, c)) + cardPoints(info.options, card) + weight * (taken.length + 1);
  const tabla = tableLeft === 0 && (!final || info.options.lastPlayTabla) && (!isSweeper(info.rules, card) || info.options.jackSweepIsTabla);
  if (tabla) v += info.options.scoring === 'tablanette1939' ? 2 : 1;
  return v;
}

/** P(a hand of `h` cards drawn from `total` unseen holds at least one of `k` given cards). */
function pHolds(k: number, total: number, h: number): number {
  if (k <= 0 || h <= 0) return 0;
  if (k + h > total) return 1;
  let miss = 1;
  for (let i = 0; i < h; i++) miss *= (total - k - i) / (total - i);
  return 1 - miss;
}

const REPRESENTATIVE = ['SA', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10', 'SJ', 'SQ', 'SK'];

/** What the next opponent can expect to take from `table` (expected best capture over the unseen ranks). */
export function tableRisk(info: TablanetSeatInfo, table: readonly CardId[], weight: number): number {
  if (table.length === 0 || info.nextHand === 0) return 0;
  const sorted = tableIndices(table);
  const finalNext = info.stock === 0 && info.inHands - 1 <= 1;
  const options: [number, number][] = [];
  for (let r = 0; r < 13; r++) {
    const k = info.unseen[r] ?? 0;
    if (k === 0) continue;
    const p = plays(info.rules, table, REPRESENTATIVE[r]!, sorted);
    let best = 0;
    for (const taken of p.captures) {
      const v = captureValue(info, REPRESENTATIVE[r]!, taken, table.length - taken.length, finalNext, weight) - cardPoints(info.options, REPRESENTATIVE[r]!);
      if (v > best) best = v;
    }
    if (best > 0) options.push([best, pHolds(k, info.unseenTotal, info.nextHand)]);
  }
  options.sort((a, b) => b[0] - a[0]);
  let expected = 0;
  let none = 1;
  for (const [v, p] of options) {
    expected += v * p * none;
    none *= 1 - p;
  }
  return expected;
}

/** A cheap risk for rollouts: only the lone card left behind (a ready tabla) counts. */
function loneRisk(info: TablanetSeatInfo, table: readonly CardId[], weight: number): number {
  if (table.length !== 1 || info.nextHand === 0) return 0;
  const c = table[0]!;
  const p = pHolds(info.unseen[rankIndex(c)] ?? 0, info.unseenTotal, info.nextHand);
  return p * (cardPoints(info.options, c) + 2 * weight + 1);
}

/** The value of one legal play for the seat. `full` weighs the table left against every unseen rank. */
export function playValue(info: TablanetSeatInfo, action: TablanetAction, full: boolean): number {
  const weight = cardWeight(info);
  const final = info.stock === 0 && info.inHands === 1;
  const { card, capture } = action;
  const left = capture.length === 0 ? [...info.table, card] : info.table.filter((c) => !capture.includes(c));
  if (final) {
    // §7: the last play; the table goes to the last capturer.
    if (capture.length > 0) return captureValue(info, card, capture, 0, true, weight) + sum(left, (c) => cardPoints(info.options, c) + weight);
    const to = info.lastCapturer;
    const worth = sum(left, (c) => cardPoints(info.options, c) + weight);
    return to === null ? 0 : to === info.side ? worth : -worth;
  }
  let v = capture.length === 0 ? 0 : captureValue(info, card, capture, left.length, false, weight);
  if (isSweeper(info.rules, card)) {
    // Keep Jacks for rich tables: a Jack spent early on little is a sweep given away.
    const young = info.stock > 0 ? 2 : info.inHands > 4 ? 1 : 0.3;
    v -= young;
  } else if (capture.length === 0) {
    // A trailed card is a gift in waiting; points on the table are the worst gift.
    v -= 0.2 * cardPoints(info.options, card);
  }
  const risk = full ? tableRisk(info, left, weight) : loneRisk(info, left, weight);
  return v - risk;
}

/** The legal plays ranked by value, best first (ties keep the engine's order). */
export function rankPlays(info: TablanetSeatInfo, legal: readonly TablanetAction[], full: boolean): TablanetAction[] {
  const scored = legal.map((a, i) => ({ a, i, v: playValue(info, a, full) }));
  scored.sort((x, y) => y.v - x.v || x.i - y.i);
  return scored.map((x) => x.a);
}


