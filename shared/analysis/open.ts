/**
 * The second opinion: every alternative valued with all cards open (double-dummy). From the real
 * state, each side plays to its best with full knowledge: an alpha-beta search over the card play,
 * the seat's side maximising its game points and everyone else minimising them (for the games with
 * two sides this is exact minimax; with three separate players at Tablanet it is the cautious
 * "paranoid" view). Bidding, talon, announcements and the like inside a line are left to the rule
 * player, so only card plays branch.
 *
 * The search deepens one card at a time; a line cut at the depth limit is finished by the rule
 * player (open play-out). When the whole remaining tree fits in the node budget the deepest
 * iteration reaches the end of the deal in every line and the values are exact; otherwise they are
 * those of the deepest iteration completed within the budget (never a partial one).
 */
import { type AnyGameDef, type Seat, searchLegal } from '../core/index.js';
import { Budget } from '../bots/budget.js';
import type { AnalysisHooks } from './types.js';

/** The value of one line for the analysed seat, with every seat's game points at its end. */
export interface OpenLine {
  readonly value: number;
  readonly scores: readonly number[];
  /** The moves of the line from the position searched (seat, notation). */
  readonly line: readonly (readonly [Seat, string])[];
  readonly exact: boolean;
}

export interface OpenResult {
  /** One per alternative, in the order given. */
  readonly values: readonly OpenLine[];
  /** Card plays searched ahead in the deepest complete iteration (0: the rule player's play-out alone). */
  readonly depth: number;
  readonly nodes: number;
}

class OutOfNodes extends Error {}

/** Deeper than any deal has card plays: the search is exact long before this. */
const MAX_DEPTH = 128;

export function openValues(
  def: AnyGameDef,
  hooks: AnalysisHooks,
  origin: unknown,
  seat: Seat,
  alternatives: readonly string[],
  maxNodes: number,
): OpenResult {
  const root = hooks.isolate(origin);
  const budget = new Budget(maxNodes);
  let guarded = false;
  /** A line of the iteration was cut at the depth limit (a deeper one could see more). */
  let cut = false;

  const apply = (state: unknown, who: Seat, text: string): unknown => {
    const next = def.apply(state, who, def.parseAction(text));
    if (!next.ok) throw new Error(`analysis: ${text} by seat ${who} was refused: ${next.error.message}`);
    budget.spend(1);
    if (guarded && budget.exhausted()) throw new OutOfNodes();
    return next.value;
  };

  const search = (state: unknown, depth: number, alpha: number, beta: number): OpenLine => {
    const done = hooks.result(origin, state);
    if (done) return { value: done[seat]!, scores: done, line: [], exact: true };
    const who = def.toAct(state)[0];
    if (who === undefined) throw new Error('analysis: nobody to act before the deal ended');
    const legal = searchLegal(def, state, who).map((a) => def.makeAction(a));
    const rule = legal.length === 1 ? legal[0]! : hooks.ruleMove(state);
    const { moves, all } = legal.length === 1 ? { moves: legal, all: true } : hooks.branches(state, who, legal, rule);
    if (moves.length === 1) {
      // A forced move, or one the rule player makes outside the card play (bids, announcements): a
      // choice not searched, so the line is exact only when the move was forced.
      const next = search(apply(state, who, moves[0]!), depth, alpha, beta);
      return { ...next, exact: next.exact && all, line: [[who, moves[0]!], ...next.line] };
    }
    if (depth === 0) {
      cut = true;
      const end = hooks.playOut(origin, state, budget);
      if (guarded && budget.exhausted()) throw new OutOfNodes();
      const scores = hooks.result(origin, end);
      if (!scores) throw new Error('analysis: the play-out did not finish the deal');
      return { value: scores[seat]!, scores, line: [], exact: false };
    }
    const maximise = hooks.sameSide(state, who, seat);
    let best: OpenLine | undefined;
    let exact = true;
    for (const move of moves) {
      const child = search(apply(state, who, move), depth - 1, alpha, beta);
      exact &&= child.exact;
      if (!best || (maximise ? child.value > best.value : child.value < best.value)) {
        best = { ...child, line: [[who, move], ...child.line] };
      }
      if (maximise) alpha = Math.max(alpha, child.value);
      else beta = Math.min(beta, child.value);
      if (alpha >= beta) break;
    }
    // Moves left out of the search (a capped choice) leave the value a bound, not exact.
    return { ...best!, exact: exact && all };
  };

  const iterate = (depth: number): OpenLine[] => {
    cut = false;
    return alternatives.map((text) => {
      const next = search(apply(root, seat, text), depth, -Infinity, Infinity);
      return { ...next, line: [[seat, text], ...next.line] };
    });
  };

  // Depth 0 always completes (one play-out per alternative), whatever the budget.
  let values = iterate(0);
  let depth = 0;
  guarded = true;
  while (cut && depth < MAX_DEPTH && !budget.exhausted()) {
    try {
      values = iterate(depth + 1);
      depth++;
    } catch (e) {
      if (e instanceof OutOfNodes) break;
      throw e;
    }
  }
  return { values, depth, nodes: budget.used };
}
