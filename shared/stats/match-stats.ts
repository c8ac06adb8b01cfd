/**
 * A finished match's statistics per seat, made once when it ends (worker/table reports them to each
 * player's object, which adds them up: a player page never scans matches). The record is replayed by
 * the engine, so every deal's sheet is seen, not only the last one the state keeps.
 */
import { type AnyGameDef, applyNotation, createMatch, type MatchRecord } from '../core/index.js';
import { type Counters, dealFacts, latestSheet } from './deal-facts.js';
import { thinkBucket, THINK_BUCKETS } from './think-time.js';

export interface SeatMatchStats {
  /** Deals (Tablanet: hands) finished and scored in the match. */
  readonly deals: number;
  readonly moves: number;
  /** How many of the seat's moves took each bucket of time (think-time.ts). */
  readonly think: readonly number[];
  readonly counts: Readonly<Counters>;
}

/**
 * Replays `record` and counts, per seat, its moves, how long each took (from the previous action of
 * anyone to this one: the time the seat had the turn), and the facts of every finished deal.
 * `times` holds each logged action's time in ms. Throws when the record does not replay.
 */
export function matchStats(def: AnyGameDef, record: MatchRecord, times: readonly number[]): SeatMatchStats[] {
  const start = createMatch<unknown>(def, record);
  if (!start.ok) throw new Error(`stats: ${start.error.message}`);
  const seats = record.seats;
  const moves = new Array<number>(seats).fill(0);
  const think = Array.from({ length: seats }, () => new Array<number>(THINK_BUCKETS).fill(0));
  const counts: Counters[] = Array.from({ length: seats }, () => ({}));
  let deals = 0;
  let state = start.value;
  record.log.forEach(([seat, text], i) => {
    const next = applyNotation(def, state, seat, text);
    if (!next.ok) throw new Error(`stats: action ${i + 1} (seat ${seat}: ${text}): ${next.error.message}`);
    moves[seat] = (moves[seat] ?? 0) + 1;
    const previous = i === 0 ? undefined : times[i - 1];
    const at = times[i];
    if (previous !== undefined && at !== undefined) think[seat]![thinkBucket(at - previous)]! += 1;
    const sheet = latestSheet(def.id, next.value);
    if (sheet && sheet !== latestSheet(def.id, state)) {
      deals += 1;
      dealFacts(def.id, seats, sheet, state).forEach((c, s) => {
        for (const [key, n] of Object.entries(c)) counts[s]![key] = (counts[s]![key] ?? 0) + n;
      });
    }
    state = next.value;
  });
  return Array.from({ length: seats }, (_, s) => ({ deals, moves: moves[s] ?? 0, think: think[s]!, counts: counts[s]! }));
}
