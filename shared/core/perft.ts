import type { AnyGameDef } from './game.js';

/**
 * Counts the leaf sequences of legal actions to `depth` (the card-game version of chess perft).
 * Regression anchor: any accidental change of the rules changes these numbers.
 */
export function perft(def: AnyGameDef, state: unknown, depth: number): number {
  if (depth === 0) return 1;
  let nodes = 0;
  for (const seat of def.toAct(state)) {
    for (const action of def.legalActions(state, seat)) {
      if (depth === 1) {
        nodes += 1;
        continue;
      }
      const next = def.apply(state, seat, action);
      if (!next.ok) throw new Error(`legal action rejected: ${def.makeAction(action)}: ${next.error.message}`);
      nodes += perft(def, next.value, depth - 1);
    }
  }
  return nodes;
}

/** perft broken down by first action (notation → count), for finding where two engines disagree. */
export function divide(def: AnyGameDef, state: unknown, depth: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const seat of def.toAct(state)) {
    for (const action of def.legalActions(state, seat)) {
      const next = def.apply(state, seat, action);
      if (!next.ok) throw new Error(`legal action rejected: ${def.makeAction(action)}`);
      out.set(`${seat}:${def.makeAction(action)}`, perft(def, next.value, depth - 1));
    }
  }
  return out;
}
