/**
 * Walking a match record: every action with the full state before it, what its seat could choose
 * and the public history up to it, and where each deal ends. The analysis of a decision starts from
 * one of these points; the record is replayed by the engine itself, so nothing is taken on trust.
 */
import { type AnyGameDef, applyNotation, createMatch, dealInPlay, type MatchRecord, searchLegal } from '../core/index.js';
import type { HistoryEntry } from '../bots/types.js';
import type { DecisionPoint } from './types.js';

/** A deal of the record: its number, its actions (seq, 1-based) and the state after its last one. */
export interface DealRange {
  readonly deal: number;
  readonly firstSeq: number;
  readonly lastSeq: number;
  /** The state after the deal's last action (the next deal may already be dealt in it). */
  readonly end: unknown;
}

export interface MatchWalk {
  readonly points: readonly DecisionPoint[];
  readonly deals: readonly DealRange[];
}

/** Replays `record` and lists every action as a decision point. Throws when the record does not replay. */
export function walk(def: AnyGameDef, record: MatchRecord): MatchWalk {
  const start = createMatch<unknown>(def, record);
  if (!start.ok) throw new Error(`analysis: ${start.error.message}`);
  let state = start.value;
  const points: DecisionPoint[] = [];
  const history: HistoryEntry[] = [];
  const deals: DealRange[] = [];
  record.log.forEach(([seat, text], i) => {
    // Numbered as the review of closed deals numbers them (core/deals.ts): Tablanet by hands.
    const deal = dealInPlay(def, state);
    const next = applyNotation(def, state, seat, text);
    if (!next.ok) throw new Error(`analysis: action ${i + 1} (seat ${seat}: ${text}): ${next.error.message}`);
    const action: unknown = def.parseAction(text);
    const chosen = def.makeAction(action);
    // The search looks at a bounded list (core/match.ts, searchLegal); the play made is always among
    // the alternatives, even a capture beyond the first SEARCH_PER_CHOICE of its card.
    const searched = searchLegal(def, state, seat).map((a) => def.makeAction(a));
    const legal = searched.includes(chosen) ? searched : [...searched, chosen];
    points.push({ seq: i + 1, seat, deal, state, chosen, legal, history: history.slice() });
    history.push([seat, def.publicNotation(state, seat, action)]);
    state = next.value;
    const last = deals[deals.length - 1];
    if (last && last.deal === deal) deals[deals.length - 1] = { ...last, lastSeq: i + 1, end: state };
    else deals.push({ deal, firstSeq: i + 1, lastSeq: i + 1, end: state });
  });
  return { points, deals };
}
