/**
 * Positions from real play for timing decisions: seeded matches of one format (game, seat count,
 * default options) played by the bots of one level in every seat, keeping the input of every
 * decision as the table's Durable Object would build it (view, legal notations, public history,
 * options, a seed). Seats with a single legal action are kept: the table asks the bot then too.
 */
import { act, type BotInput, type BotLevel, botFor, botInput, type Table } from '../../shared/bots/index.js';
import { createMatch, getGame } from '../../shared/index.js';

export interface TimedFormat {
  readonly game: string;
  readonly seats: number;
}

/** Every game at every seat count it is played with. */
export const TIMED_FORMATS: readonly TimedFormat[] = [
  ...[2, 3, 4].map((seats) => ({ game: 'tablanet', seats })),
  ...[2, 3, 4].map((seats) => ({ game: 'taleles', seats })),
  ...[3, 4, 5].map((seats) => ({ game: 'tarot', seats })),
  { game: 'tarock', seats: 4 },
];

export const formatName = (f: TimedFormat) => `${f.game}-${f.seats}`;

/** The first `count` decisions of seeded matches (as many matches as it takes) at `level`. */
export function positions(format: TimedFormat, level: BotLevel, count: number, series = 'workerd'): BotInput[] {
  const def = getGame(format.game);
  if (!def) throw new Error(`no game ${format.game}`);
  const bot = botFor(format.game, level);
  const out: BotInput[] = [];
  for (let match = 0; out.length < count; match++) {
    const seed = `${series}:${formatName(format)}:${level}:${match}`;
    const start = createMatch<unknown>(def, { seats: format.seats, seed });
    if (!start.ok) throw new Error(start.error.message);
    const table: Table = { def, options: {}, state: start.value, history: [] };
    for (let step = 0; out.length < count; step++) {
      const seat = def.toAct(table.state)[0];
      if (seat === undefined) break;
      const input = botInput(table, seat, `${seed}:${step}`);
      out.push(input);
      act(table, seat, bot.choose(input));
    }
  }
  return out;
}
