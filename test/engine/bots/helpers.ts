/**
 * Positions for the bot tests: seeded matches played by the random legal player, with a snapshot
 * (state and public history) taken every few actions.
 */
import { createMatch, getGame, randomInt, type RngState, seedRng } from '../../../shared/index.js';
import { act, type Table } from '../../../shared/bots/index.js';

export interface Position {
  readonly table: Table;
  readonly seat: number;
}

export function snapshot(table: Table): Table {
  return { def: table.def, options: table.options, state: table.state, history: table.history.slice() };
}

/** Snapshots of a random match of `game`, one every `every` actions, at most `max`. */
export function randomPositions(game: string, seats: number, options: Record<string, unknown>, seed: string, every: number, max: number): Position[] {
  const def = getGame(game)!;
  const start = createMatch<unknown>(def, { seats, options, seed });
  if (!start.ok) throw new Error(start.error.message);
  const table: Table = { def, options, state: start.value, history: [] };
  let rng: RngState = seedRng(`positions:${seed}`);
  const out: Position[] = [];
  for (let step = 0; out.length < max; step++) {
    const seat = def.toAct(table.state)[0];
    if (seat === undefined) break;
    const legal = def.legalActions(table.state, seat).map((a: unknown) => def.makeAction(a));
    if (step % every === 0 && legal.length > 1) out.push({ table: snapshot(table), seat });
    let k: number;
    [k, rng] = randomInt(rng, legal.length);
    act(table, seat, legal[k]!);
  }
  return out;
}
