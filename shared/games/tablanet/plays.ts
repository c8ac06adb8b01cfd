/**
 * Every legal play of a seat in a compact, complete form (docs/api.md, "Tablanet plays"): per hand card
 * whether it may trail and the groups it may take (§6.1), a capture being any union of pairwise-disjoint
 * groups — exactly one group when multiGroupCapture is off — that holds the cards rank priority demands
 * (§6.2, D-8). A crowded table has millions of captures but at most some 10,000 groups per card, so this
 * form stays complete where a list cannot; reading it needs set arithmetic only, no rules. `apply` stays
 * the judge, and the tests hold the expansion of this form to `legalActions` exactly.
 */
import { type CardId, DECK_52 } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { captureGroups, cardsOf, covers, isSweeper, meets, packIndex, tableIndices } from './captures.js';
import { captureRules } from './options.js';
import type { TablanetAction, TablanetState } from './rules.js';

/** The legal plays of one hand card. */
export interface CardPlays {
  readonly card: CardId;
  /** The card may be laid on the table without taking anything. */
  readonly trail: boolean;
  /** The groups it may take, each in pack order. */
  readonly groups: readonly (readonly CardId[])[];
  /** Cards every capture must include ([] when none): the same-rank cards under rank priority. */
  readonly mustTake: readonly CardId[];
}

export interface TablanetPlays {
  /** Several disjoint groups may be taken in one capture; false: exactly one group. */
  readonly combine: boolean;
  /** One entry per hand card, in hand order. */
  readonly cards: readonly CardPlays[];
}

/** The plays of `seat` now; no cards when it is not that seat's turn. */
export function tablanetPlays(state: TablanetState, seat: Seat): TablanetPlays {
  const rules = captureRules(state.options);
  if (state.phase !== 'play' || seat !== state.turn) return { combine: rules.multiGroup, cards: [] };
  const sorted = tableIndices(state.table);
  const byRank = new Map<number, Omit<CardPlays, 'card'>>();
  const cards = (state.hands[seat] ?? []).map((card): CardPlays => {
    const rank = packIndex(card) % 13;
    let p = byRank.get(rank);
    if (!p) byRank.set(rank, (p = cardPlays(state, sorted, card)));
    return { card, ...p };
  });
  return { combine: rules.multiGroup, cards };
}

function cardPlays(state: TablanetState, sorted: readonly number[], card: CardId): Omit<CardPlays, 'card'> {
  const rules = captureRules(state.options);
  if (isSweeper(rules, card)) {
    // D-9: on a non-empty table the jack sweeps everything, mandatorily; on an empty one it is laid down.
    if (sorted.length === 0) return { trail: true, groups: [], mustTake: [] };
    return { trail: false, groups: [sorted.map((p) => DECK_52[p]!)], mustTake: [] };
  }
  const set = captureGroups(rules, sorted, card);
  const r = set.sameRank;
  const list = (masks: readonly (number | bigint)[]) => masks.map((g) => cardsOf(set.cards, g));
  if (rules.rankPriority && meets(r, r)) {
    // D-8: every same-rank card must be taken; with single groups, a group with all of them, else one of them.
    if (rules.multiGroup) return { trail: false, groups: list(set.groups), mustTake: cardsOf(set.cards, r) };
    const all = set.groups.filter((g) => covers(g, r));
    return { trail: false, groups: list(all.length ? all : set.groups.filter((g) => meets(g, r))), mustTake: [] };
  }
  return { trail: rules.captureOptional || set.groups.length === 0, groups: list(set.groups), mustTake: [] };
}

/** The captures of one card, expanded: at most `limit`, and whether that is all of them. */
export interface Expanded {
  readonly captures: readonly (readonly CardId[])[];
  readonly complete: boolean;
}

/**
 * The captures a CardPlays entry stands for, in the order legalActions lists them (each group, then the
 * unions as they first arise), as unions in pack order; stops after `limit`. Pure set arithmetic.
 */
export function expandCaptures(p: CardPlays, combine: boolean, limit: number): Expanded {
  const cards = [...new Set(p.groups.flat())].sort((a, b) => packIndex(a) - packIndex(b));
  const bit = new Map(cards.map((c, i) => [c, 1n << BigInt(i)]));
  const maskOf = (cs: readonly CardId[]) => cs.reduce((m, c) => m | bit.get(c)!, 0n);
  const groups = p.groups.map(maskOf);
  const must = p.mustTake.every((c) => bit.has(c)) ? maskOf(p.mustTake) : -1n;
  const out: CardId[][] = [];
  const keep = (u: bigint): boolean => {
    if (must >= 0n && (u & must) === must) out.push(cardsOf(cards, u));
    return out.length < limit;
  };
  if (!combine || groups.length < 2) {
    for (let i = 0; i < groups.length; i++) if (!keep(groups[i]!)) return { captures: out, complete: i === groups.length - 1 };
    return { captures: out, complete: true };
  }
  // The forward closure of captures.ts: unions in the order they first arise, each once. Unions that miss
  // a must-take card are not captures but still grow the closure: it is cut at a multiple of the limit.
  const list: bigint[] = [0n];
  const maxList = Math.min(Number.MAX_SAFE_INTEGER, limit * 64);
  const seen = new Set<bigint>([0n]);
  for (const g of groups) {
    const len = list.length;
    for (let i = 0; i < len; i++) {
      const u = list[i]!;
      if ((u & g) !== 0n) continue;
      const w = u | g;
      if (seen.has(w)) continue;
      seen.add(w);
      list.push(w);
      if (!keep(w) || list.length > maxList) return { captures: out, complete: false };
    }
  }
  return { captures: out, complete: true };
}

/** Legal actions from the compact form: at most `perCard` captures of each card (trails always), and whether that is all. */
export function actionsFromPlays(plays: TablanetPlays, perCard: number): { actions: TablanetAction[]; complete: boolean } {
  const actions: TablanetAction[] = [];
  let complete = true;
  for (const p of plays.cards) {
    if (p.trail) actions.push({ type: 'play', card: p.card, capture: [] });
    const e = expandCaptures(p, plays.combine, perCard);
    complete &&= e.complete;
    for (const capture of e.captures) actions.push({ type: 'play', card: p.card, capture });
  }
  return { actions, complete };
}
