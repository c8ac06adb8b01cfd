/**
 * Deliberate blunders for the benchmark and the tests: at a decision of a recorded match, the
 * alternative that a search with a large budget finds worst is played instead of the recorded action
 * (when it costs at least `minLoss` per share against the best), and the match goes on from there with
 * bots. The analysis of that decision should then class it as a blunder.
 */
import { act, botFor, type BotLevel, botInput, type Table } from '../bots/index.js';
import { Budget } from '../bots/budget.js';
import { meansOf } from '../bots/evaluation.js';
import { createMatch, type MatchRecord, type Seat } from '../index.js';
import { headsOf } from './groups.js';
import { prepare } from './match.js';
import type { AnalysisBudget } from './types.js';

export interface InsertedBlunder {
  readonly record: MatchRecord;
  /** The decision's index among the record's actions (0-based) and its seq. */
  readonly index: number;
  readonly seq: number;
  readonly action: string;
  /** Its loss per share against the best alternative, by the large search. */
  readonly loss: number;
}

/**
 * The record with a blunder at action `index`, or undefined when no alternative there costs `minLoss`
 * per share. `budget` is the large search that judges the alternatives; bots of `level` play on.
 */
export function insertBlunder(record: MatchRecord, index: number, budget: AnalysisBudget, minLoss: number, level: BotLevel = 'club'): InsertedBlunder | undefined {
  const m = prepare(record);
  const point = m.walk.points[index];
  if (!point) return undefined;
  const heads = headsOf(m.hooks.alternatives(point.state, point.seat, point.legal, point.chosen));
  if (heads.length < 2) return undefined;
  const knowledge = { seat: point.seat, view: m.def.view(point.state, point.seat), history: point.history, options: record.options };
  const means = meansOf(m.hooks.evaluate(knowledge, heads, `blunder:${record.seed}:${point.seq}`, new Budget(budget.infoNodes), budget.samples));
  let worst = 0;
  for (let k = 1; k < heads.length; k++) if (means[k]! < means[worst]!) worst = k;
  const span = m.walk.deals.find((d) => point.seq >= d.firstSeq && point.seq <= d.lastSeq)!;
  // The shares the seat plays for in the deal as it went; a lone taker's blunder is judged per share too.
  const shares = m.hooks.shares(point.state, span.end, point.seat);
  const loss = (Math.max(...means) - means[worst]!) / shares;
  if (loss < minLoss) return undefined;

  const start = createMatch<unknown>(m.def, record);
  if (!start.ok) throw new Error(start.error.message);
  const table: Table = { def: m.def, options: record.options, state: start.value, history: [] };
  const log: [Seat, string][] = [];
  const play = (seat: Seat, action: string) => {
    act(table, seat, action);
    log.push([seat, action]);
  };
  record.log.slice(0, index).forEach(([seat, action]) => play(seat, action));
  play(point.seat, heads[worst]!);
  for (let step = 0; m.def.toAct(table.state).length > 0; step++) {
    if (step > 5000) throw new Error('blunder: the match does not end');
    const seat = m.def.toAct(table.state)[0]!;
    play(seat, botFor(m.def.id, level).choose(botInput(table, seat, `blunder:${record.seed}:${index}:${step}`)));
  }
  return { record: { ...record, log }, index, seq: point.seq, action: heads[worst]!, loss };
}
