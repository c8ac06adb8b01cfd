/**
 * What a Tablanet seat has seen in the current hand (rules §10: every play and capture is public):
 * the cards played and taken, read off the public history, and so the cards still unseen. The
 * Jacks buried in the opening fill are public too: they lie at the bottom of the stock and reach
 * known seats in the last round (D-3).
 */
import { type CardId, DECK_52, dealPackets, type Seat, seatsFrom } from '../../core/index.js';
import { rankIndex } from '../../games/tablanet/captures.js';
import { captureRules, type TablanetOptions } from '../../games/tablanet/options.js';
import { roundSizes, type TablanetState } from '../../games/tablanet/rules.js';
import type { TablanetView } from '../../games/tablanet/index.js';
import type { HistoryEntry } from '../types.js';
import type { TablanetSeatInfo } from './rule.js';

/** The plays of the current hand, oldest first: cards dealt to hands so far minus cards still held. */
export function handPlays(view: TablanetView, history: readonly HistoryEntry[]): HistoryEntry[] {
  const inHands = view.handCounts.reduce((a, b) => a + b, 0);
  const count = 52 - 4 - view.stock - inHands;
  return count <= 0 ? [] : history.slice(-count);
}

/** Cards seen leaving play in this hand: played cards and the cards they took. */
export function seenInHand(plays: readonly HistoryEntry[]): Set<CardId> {
  const seen = new Set<CardId>();
  for (const [, text] of plays) {
    const m = /^play (\S+)(?: x (\S+))?$/.exec(text);
    if (!m) continue;
    seen.add(m[1]!);
    if (m[2]) for (const c of m[2].split('+')) seen.add(c);
  }
  return seen;
}

/**
 * Where the buried Jacks went in the last round, once it is dealt: they were the bottom cards of
 * the stock, dealt in the public order of §4.2.
 */
export function buriedHolders(view: Pick<TablanetView, 'buriedJacks' | 'handCounts' | 'dealer'>, options: TablanetOptions): Map<CardId, Seat> {
  const out = new Map<CardId, Seat>();
  const n = view.handCounts.length;
  const sizes = roundSizes(n, options);
  const last = sizes[sizes.length - 1]!;
  const stock = Array.from({ length: last * n }, (_, i) => `#${i}`);
  // The buried Jacks were pushed to the bottom in order: the last of them is the very last card.
  const b = view.buriedJacks.length;
  view.buriedJacks.forEach((j, i) => (stock[stock.length - b + i] = j));
  const packets = n === 3 && options.threePlayerDeal === '4-4-4-4' ? [4] : last === 6 ? [3, 3] : Array.from({ length: last }, () => 1);
  const { hands } = dealPackets(stock, n, seatsFrom((view.dealer + 1) % n, n), packets);
  hands.forEach((h, s) => {
    for (const c of h) if (!c.startsWith('#')) out.set(c, s);
  });
  return out;
}

/** The seat's summary for the rule player, from its view and the public history. */
export function infoFromView(view: TablanetView, seat: Seat, history: readonly HistoryEntry[], options: TablanetOptions): TablanetSeatInfo {
  const seen = seenInHand(handPlays(view, history));
  for (const c of view.hand) seen.add(c);
  for (const c of view.table) seen.add(c);
  const unseen = Array.from({ length: 13 }, () => 0);
  let total = 0;
  for (const c of DECK_52) {
    if (seen.has(c)) continue;
    unseen[rankIndex(c)]!++;
    total++;
  }
  return {
    options,
    rules: captureRules(options),
    hand: view.hand,
    table: view.table,
    unseen,
    unseenTotal: total,
    nextHand: view.handCounts[(seat + 1) % view.handCounts.length]!,
    stock: view.stock,
    inHands: view.handCounts.reduce((a, b) => a + b, 0),
    sides: view.sides.length,
    side: seat % view.sides.length,
    lastCapturer: view.lastCapturer,
    captured: view.captured,
  };
}

/**
 * The same summary inside a rollout, from the state: what the seat cannot see is exactly the other
 * hands and the stock, so counting those is counting the unseen cards (no card's place is used).
 */
export function infoFromState(state: TablanetState, seat: Seat): TablanetSeatInfo {
  const unseen = Array.from({ length: 13 }, () => 0);
  let total = 0;
  state.hands.forEach((h, s) => {
    if (s === seat) return;
    for (const c of h) {
      unseen[rankIndex(c)]!++;
      total++;
    }
  });
  for (const c of state.stock) {
    unseen[rankIndex(c)]!++;
    total++;
  }
  const sides = state.piles.length;
  let inHands = 0;
  for (const h of state.hands) inHands += h.length;
  return {
    options: state.options,
    rules: captureRules(state.options),
    hand: state.hands[seat]!,
    table: state.table,
    unseen,
    unseenTotal: total,
    nextHand: state.hands[(seat + 1) % state.seats]!.length,
    stock: state.stock.length,
    inHands,
    sides,
    side: seat % sides,
    lastCapturer: state.lastCapturer,
    captured: state.piles.map((p) => p.length),
  };
}
