/**
 * Test oracles for the analysis: a brute-force open-card minimax that tries every legal action
 * (no pruning, no grouping of equal cards, no rule player), and bot-played matches as records.
 */
import { act, botFor, botInput, type Table } from '../../../shared/bots/index.js';
import type { AnalysisHooks } from '../../../shared/analysis/index.js';
import { type AnyGameDef, createMatch, type MatchRecord, type Seat } from '../../../shared/index.js';

/** The value for `me` of `state` with every seat playing to its best with open cards (`me`'s side maximising). */
export function bruteForce(def: AnyGameDef, hooks: AnalysisHooks, origin: unknown, state: unknown, me: Seat): number {
  const done = hooks.result(origin, state);
  if (done) return done[me]!;
  const who = def.toAct(state)[0]!;
  const values = def.legalActions(state, who).map((a: unknown) => {
    const next = def.apply(state, who, a);
    if (!next.ok) throw new Error(next.error.message);
    return bruteForce(def, hooks, origin, next.value, me);
  });
  return hooks.sameSide(state, who, me) ? Math.max(...values) : Math.min(...values);
}

/** A match played by bots of `level` from `seed`, as a record; `stop` ends it early (the record so far). */
export function botMatch(
  def: AnyGameDef,
  seats: number,
  options: Record<string, unknown>,
  seed: string,
  level: 'beginner' | 'club' | 'strong' = 'club',
  stop: (state: unknown, actions: number) => boolean = () => false,
): { record: MatchRecord; state: unknown } {
  const start = createMatch<unknown>(def, { seats, options, seed });
  if (!start.ok) throw new Error(start.error.message);
  const table: Table = { def, options, state: start.value, history: [] };
  const log: [Seat, string][] = [];
  for (let step = 0; def.toAct(table.state).length > 0 && !stop(table.state, log.length); step++) {
    if (step > 5000) throw new Error('the match does not end');
    const seat = def.toAct(table.state)[0]!;
    const choice = botFor(def.id, level).choose(botInput(table, seat, `${seed}:${step}`));
    log.push([seat, choice]);
    act(table, seat, choice);
  }
  return { record: { game: def.id, version: def.version, seats, options, seed, log }, state: table.state };
}
