/**
 * Checking one submitted capture without listing every capture (rules file §6.2, "validation"), and the
 * group count the 1939 tablanette score needs (§8.3).
 */
import type { CardId } from '../../core/cards.js';
import { ACE, captureSet, maskOf, rankIndex, tableIndices } from './captures.js';
import type { CaptureRules } from './options.js';

/**
 * §6.2 validation without enumeration: can `take` (distinct cards) be split into pairwise-disjoint valid
 * groups for `card` — or, with `single`, is it one valid group? A backtracking search that always extends
 * the group of the first card not yet placed.
 */
export function splits(rules: CaptureRules, take: readonly CardId[], card: CardId, single: boolean): boolean {
  const rank = rankIndex(card);
  const pv = rules.played[rank]!;
  const maxT = pv.length === 0 ? 0 : pv.length === 1 ? pv[0]! : 11;
  const n = take.length;
  if (n === 0) return false;
  if (n === 1) return rankIndex(take[0]!) === rank; // one card: only the rank case (§6.1)
  if (n === 2) {
    // two same-rank singles, or one pair that sums
    const a = rankIndex(take[0]!);
    const b = rankIndex(take[1]!);
    if (a === rank && b === rank && !single) return true;
    if (!pv.length || !rules.summable[a] || !rules.summable[b]) return false;
    const aces = (a === ACE && rules.aceEleven ? 1 : 0) + (b === ACE && rules.aceEleven ? 1 : 0);
    const sum = rules.value[a]! + rules.value[b]!;
    for (let j = 0; j <= aces; j++) if (pv.includes(sum + 10 * j)) return true;
    return false;
  }
  const ranks = take.map(rankIndex);
  const sums = ranks.map((r) => pv.length > 0 && rules.summable[r] === true && rules.value[r]! < maxT);
  if (ranks.some((r, i) => r !== rank && !sums[i])) return false;
  const val = ranks.map((r) => rules.value[r]!);
  const ace: number[] = ranks.map((r) => (r === ACE && rules.aceEleven ? 1 : 0));
  const valid = (b: number, a: number): boolean => {
    for (let j = 0; j <= a; j++) if (pv.includes(b + 10 * j)) return true;
    return false;
  };
  if (single) {
    if (n === 1) return ranks[0] === rank;
    return sums.every(Boolean) && valid(val.reduce((x, y) => x + y, 0), ace.reduce((x, y) => x + y, 0));
  }
  const used = new Uint8Array(n);
  const failed = new Set<string>();
  const solve = (): boolean => {
    const i = used.indexOf(0);
    if (i < 0) return true;
    const key = n > 12 ? used.join('') : '';
    if (key && failed.has(key)) return false;
    used[i] = 1;
    if (ranks[i] === rank && solve()) return true;
    // grow a sum group around card i from the cards after it
    const grow = (from: number, sum: number, a: number, size: number): boolean => {
      if (size >= 2 && valid(sum, a) && solve()) return true;
      for (let k = from; k < n; k++) {
        if (used[k] || !sums[k] || sum + val[k]! > maxT) continue;
        used[k] = 1;
        if (grow(k + 1, sum + val[k]!, a + ace[k]!, size + 1)) return true;
        used[k] = 0;
      }
      return false;
    };
    if (sums[i] && grow(i + 1, val[i]!, ace[i]!, 1)) return true;
    used[i] = 0;
    if (key) failed.add(key);
    return false;
  };
  return solve();
}

/**
 * The most groups `take` can be split into for `card` (0 if it cannot be split). Used by the 1939
 * tablanette score (§8.3): every group is worth the played card's value, so more groups score more.
 */
export function maxGroups(rules: CaptureRules, take: readonly CardId[], card: CardId): number {
  const { cards, unions } = captureSet({ ...rules, multiGroup: false }, tableIndices(take), card, true);
  const groups = unions as bigint[];
  const full = maskOf(cards, take, true) as bigint | undefined;
  if (full === undefined) return 0;
  const memo = new Map<bigint, number>();
  const best = (mask: bigint): number => {
    if (mask === 0n) return 0;
    const hit = memo.get(mask);
    if (hit !== undefined) return hit;
    let top = -Infinity;
    for (const g of groups) if ((g & mask) === g) top = Math.max(top, 1 + best(mask ^ g));
    memo.set(mask, top);
    return top;
  };
  const k = best(full);
  return Number.isFinite(k) ? k : 0;
}
