/**
 * Thinking budgets without a clock: a search counts the engine steps it takes (nodes). A budget
 * given in milliseconds is turned into nodes at a conservative rate per game, measured by the
 * harness (`npm run bots`) on a loaded machine; the worker measures the real time around it.
 */
import type { BotBudget } from './types.js';

export class Budget {
  #used = 0;
  constructor(readonly max: number) {}
  spend(nodes: number): void {
    this.#used += nodes;
  }
  get used(): number {
    return this.#used;
  }
  exhausted(): boolean {
    return this.#used >= this.max;
  }
}

/** The node budget for a decision: maxNodes if given, else maxMs at `nodesPerMs`, else the level's default. */
export function nodeBudget(budget: BotBudget | undefined, fallback: number, nodesPerMs: number): number {
  if (budget?.maxNodes !== undefined) return Math.max(1, Math.floor(budget.maxNodes));
  if (budget?.maxMs !== undefined) return Math.max(1, Math.floor(budget.maxMs * nodesPerMs));
  return fallback;
}
