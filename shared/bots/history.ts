/**
 * Running a match with bots: the public history every seat sees (`publicNotation` of each action)
 * and the input a bot gets for a seat. Used by the harness, the tests and the table service.
 */
import { type AnyGameDef, type Seat, searchLegal, type ViewBase } from '../core/index.js';
import type { BotBudget, BotInput, HistoryEntry } from './types.js';

/** A match in progress with its public history. */
export interface Table<S = unknown> {
  readonly def: AnyGameDef;
  readonly options: unknown;
  state: S;
  readonly history: HistoryEntry[];
}

/** Applies a legal notation for `seat` and records what everyone saw of it. Throws on an illegal action. */
export function act<S>(table: Table<S>, seat: Seat, notation: string): void {
  const action: unknown = table.def.parseAction(notation);
  if (action === undefined) throw new Error(`${table.def.id}: cannot parse "${notation}"`);
  const next = table.def.apply(table.state, seat, action);
  if (!next.ok) throw new Error(`${table.def.id}: seat ${seat} "${notation}": ${next.error.message}`);
  table.history.push([seat, table.def.publicNotation(table.state, seat, action)]);
  table.state = next.value as S;
}

/** What a bot in `seat` is given: its view, its legal notations, the public history; never the state. */
export function botInput<S>(table: Table<S>, seat: Seat, seed: string, budget?: BotBudget): BotInput<ViewBase> {
  const def = table.def;
  return {
    game: def.id,
    seat,
    view: def.view(table.state, seat) as ViewBase,
    legal: searchLegal(def, table.state, seat).map((a) => def.makeAction(a)),
    history: table.history.slice(),
    options: table.options,
    seed,
    ...(budget ? { budget } : {}),
  };
}
