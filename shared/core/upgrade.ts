/**
 * Whether a match may move to a newer rules version: only when replaying its log under the new version
 * yields the same history — every action accepted with the same notation, public and full, and after
 * every action the same view for every seat and for spectators, the same seats to act with the same
 * legal actions, the same outcome. Then nobody can tell that the rules changed under the match so far,
 * and it goes on under the new ones. A score rule that has already counted, a legality change that
 * already applied, a view that shows something new: the match stays on the version it started with.
 */
import type { AnyGameDef, Seat, Viewer } from './game.js';
import { createMatch, type MatchRecord } from './match.js';
import { err, ok, type Result } from './result.js';

/** Why a match stays on its version: a readable reason naming the first step that differs. */
export interface Divergence {
  readonly step: number;
  readonly reason: string;
}

/**
 * Replays `record` (made under `from`) under `from` and `to` side by side. Gives the state under `to`
 * after the last action when the histories are the same, else where and how they part. `snapshot`, when
 * given, must be what `from` rebuilds (a snapshot is only a cache of the replay; if it is not, the log
 * is not the whole story and nothing moves).
 */
export function upgradeRecord<S>(from: AnyGameDef, to: AnyGameDef, record: MatchRecord, snapshot?: unknown): Result<S, Divergence> {
  if (record.game !== from.id || to.id !== from.id) return err({ step: 0, reason: `the record is for ${record.game}` });
  if (record.version !== from.version) return err({ step: 0, reason: `the record names version ${record.version}, not ${from.version}` });
  const a = createMatch<unknown>(from, record);
  const b = createMatch<unknown>(to, record);
  if (!a.ok) return err({ step: 0, reason: `version ${from.version} cannot set it up: ${a.error.message}` });
  if (!b.ok) return err({ step: 0, reason: `version ${to.version} cannot set it up: ${b.error.message}` });
  let [old, next] = [a.value, b.value];
  const viewers: Viewer[] = ['spectator', ...Array.from({ length: record.seats }, (_, s) => s)];
  const differs = (step: number): Divergence | undefined => {
    const seen = compare(from, to, old, next, viewers);
    return seen === undefined ? undefined : { step, reason: seen };
  };
  const start = differs(0);
  if (start) return err(start);
  for (let i = 0; i < record.log.length; i++) {
    const [seat, text] = record.log[i]!;
    const step = i + 1;
    const actionA: unknown = from.parseAction(text);
    const actionB: unknown = to.parseAction(text);
    if (actionA === undefined || actionB === undefined) return err({ step, reason: `"${text}" does not parse under version ${actionA === undefined ? from.version : to.version}` });
    if (from.makeAction(actionA) !== to.makeAction(actionB)) return err({ step, reason: `"${text}" is written differently` });
    if (from.publicNotation(old, seat, actionA) !== to.publicNotation(next, seat, actionB)) return err({ step, reason: `"${text}" is shown differently to the others` });
    const ra = from.apply(old, seat, actionA);
    const rb = to.apply(next, seat, actionB);
    if (!ra.ok) return err({ step, reason: `version ${from.version} refuses "${text}": ${ra.error.message}` });
    if (!rb.ok) return err({ step, reason: `version ${to.version} refuses "${text}": ${rb.error.message}` });
    [old, next] = [ra.value, rb.value];
    const d = differs(step);
    if (d) return err(d);
  }
  if (snapshot !== undefined && !same(old, snapshot)) {
    return err({ step: record.log.length, reason: 'the stored snapshot is not what the log rebuilds' });
  }
  return ok(next as S);
}

/** What anyone could see of two states: undefined when nothing differs, else what does. */
function compare(from: AnyGameDef, to: AnyGameDef, a: unknown, b: unknown, viewers: readonly Viewer[]): string | undefined {
  const acting = from.toAct(a);
  if (!same(acting, to.toAct(b))) return 'different seats are to act';
  for (const seat of acting as readonly Seat[]) {
    const legalA = from.legalActions(a, seat).map((x) => from.makeAction(x));
    const legalB = to.legalActions(b, seat).map((x) => to.makeAction(x));
    if (!same(legalA, legalB)) return `seat ${seat} has different legal actions`;
  }
  for (const v of viewers) {
    if (!same(from.view(a, v), to.view(b, v))) return v === 'spectator' ? 'spectators see something different' : `seat ${v} sees something different`;
  }
  if (!same(from.outcome(a), to.outcome(b))) return 'the outcome differs';
  if (from.closedDeals(a) !== to.closedDeals(b)) return 'different deals are closed';
  return undefined;
}

/** Equal as JSON (what clients receive), whatever the order of object keys. */
const same = (x: unknown, y: unknown): boolean => canonical(x) === canonical(y);

const canonical = (x: unknown): string =>
  JSON.stringify(x, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  ) ?? 'undefined';
