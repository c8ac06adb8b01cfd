/**
 * Alternatives that are worth the same: two cards of one suit next to each other once every card
 * between them is gone (T6 and T7 after T… are out of play) win the same tricks and score the same,
 * so the analysis values one of them and lists the other beside it. The chosen action always stands
 * for its own group, so a player sees the card he played among the alternatives.
 */

/** Maps every action of `actions` to the one standing for its group; `twins(a, b)` says whether two are worth the same. */
export function groupActions(actions: readonly string[], chosen: string, twins: (a: string, b: string) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  const heads: string[] = actions.includes(chosen) ? [chosen] : [];
  if (heads.length > 0) out.set(chosen, chosen);
  for (const a of actions) {
    if (out.has(a)) continue;
    const head = heads.find((h) => twins(h, a));
    if (head === undefined) heads.push(a);
    out.set(a, head ?? a);
  }
  return out;
}

/** The heads of the groups of `map` (each once, in order). */
export const headsOf = (map: ReadonlyMap<string, string>): string[] => [...new Set(map.values())];

/**
 * The moves of a card play to branch on: one card of each group of equal cards, the rule player's
 * card first (alpha-beta cuts best when the likely best move comes first).
 */
export function branchOrder(plays: readonly string[], rule: string, twins: (a: string, b: string) => boolean): string[] {
  const heads = headsOf(groupActions(plays, rule, twins));
  return heads;
}
