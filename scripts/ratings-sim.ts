/**
 * Does the rating method find out who is stronger, and how soon? Players of known strength — the
 * bots' levels, random < beginner < club, measured apart in docs/bots.md — play whole rated matches
 * against each other in random pairings, rated exactly as the service rates them
 * (shared/ratings/). After every round the script counts, over every pair of players of different
 * levels, how often the stronger one shows the higher rating, and whether the levels' mean ratings
 * stand in order. docs/ratings.md quotes its output.
 *   npx tsx scripts/ratings-sim.ts [--formats tablanet-2,tablanet-4,tarot-4] [--players 4] [--rounds 30] [--seed s]
 */
import { botFor, randomBot } from '../shared/bots/index.js';
import { act, botInput, type Table } from '../shared/bots/history.js';
import { createMatch, getGame, type GameId, type Outcome } from '../shared/index.js';
import { seedRng, shuffle, type RngState } from '../shared/core/rng.js';
import { parseFormatKey, rateMatch, shownRating, type Skill } from '../shared/ratings/index.js';
import { sidesOf } from '../worker/table/forfeit.js';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1]! : fallback;
};
const FORMATS = flag('--formats', 'tablanet-2,tablanet-4,tarot-4').split(',');
const PER_LEVEL = Number(flag('--players', '4'));
const ROUNDS = Number(flag('--rounds', '30'));
const SEED = flag('--seed', 'ratings-sim');
/** Rounds whose state the report prints. */
const CHECKPOINTS = [1, 3, 5, 10, 15, 20, 30, 40, 50, 75, 100, 150].filter((r) => r <= ROUNDS);

const LEVELS = ['random', 'beginner', 'club'] as const;
type Level = (typeof LEVELS)[number];

interface SimPlayer {
  readonly name: string;
  readonly level: Level;
  skill: Skill;
  matches: number;
}

/** Plays one whole match with the given players in seat order; the engine's Outcome. */
function playMatch(game: GameId, players: readonly SimPlayer[], seed: string): Outcome {
  const def = getGame(game)!;
  const start = createMatch(def, { seats: players.length, options: {}, seed });
  if (!start.ok) throw new Error(start.error.message);
  const table: Table = { def, options: {}, state: start.value, history: [] };
  for (let step = 0; step < 100_000; step++) {
    const seat = def.toAct(table.state)[0];
    if (seat === undefined) return def.outcome(table.state)!;
    const bot = players[seat]!.level === 'random' ? randomBot : botFor(game, players[seat]!.level as 'beginner' | 'club');
    act(table, seat, bot.choose(botInput(table, seat, `${seed}/${step}`)));
  }
  throw new Error(`${game}: the match did not end`);
}

/** The fixed partnerships as the table service reads them from the view (Tablanet's `sides`, Taleles' `units`). */
function fixedSides(game: GameId, seats: number): number[][] {
  const def = getGame(game)!;
  const start = createMatch(def, { seats, options: {}, seed: 'sides' });
  if (!start.ok) throw new Error(start.error.message);
  return sidesOf(def.view(start.value, 'spectator'), seats);
}

/** Share of pairs of players of different levels where the stronger shows the higher rating. */
function orderedShare(players: readonly SimPlayer[]): number {
  let good = 0;
  let all = 0;
  for (const a of players) {
    for (const b of players) {
      if (LEVELS.indexOf(a.level) <= LEVELS.indexOf(b.level)) continue;
      all++;
      if (shownRating(a.skill) > shownRating(b.skill)) good++;
    }
  }
  return good / all;
}

const meanOf = (players: readonly SimPlayer[], level: Level): number => {
  const mine = players.filter((p) => p.level === level);
  return mine.reduce((s, p) => s + shownRating(p.skill), 0) / mine.length;
};

function simulate(key: string): string[] {
  const format = parseFormatKey(key);
  if (!format) throw new Error(`no format ${key}`);
  const players: SimPlayer[] = LEVELS.flatMap((level) =>
    Array.from({ length: PER_LEVEL }, (_, i) => ({ name: `${level}-${i + 1}`, level, skill: { mu: 25, sigma: 25 / 3 }, matches: 0 })),
  );
  let rng: RngState = seedRng(`${SEED}/${key}`);
  const lines = [`### ${key}`, '', `${players.length} players (${PER_LEVEL} per level), every player plays one match per round.`, ''];
  lines.push('| round | matches each | random | beginner | club | stronger rated higher |', '|---|---|---|---|---|---|');
  let inOrderSince: number | null = null;
  const sides = fixedSides(format.game, format.seats);
  const started = Date.now();
  for (let round = 1; round <= ROUNDS; round++) {
    let order: SimPlayer[];
    [order, rng] = shuffle(rng, players);
    for (let t = 0; t + format.seats <= order.length; t += format.seats) {
      const seated = order.slice(t, t + format.seats);
      const outcome = playMatch(format.game, seated, `${SEED}/${key}/${round}/${t}`);
      const updates = rateMatch({ seats: seated.map((p) => ({ skill: p.skill, counts: true })), ranks: outcome.ranks, sides });
      updates.forEach((u, seat) => {
        seated[seat]!.skill = u.after;
        seated[seat]!.matches++;
      });
    }
    const inOrder = meanOf(players, 'random') < meanOf(players, 'beginner') && meanOf(players, 'beginner') < meanOf(players, 'club');
    if (!inOrder) inOrderSince = null;
    else inOrderSince ??= round;
    if (CHECKPOINTS.includes(round)) {
      const cells = LEVELS.map((l) => meanOf(players, l).toFixed(0));
      lines.push(`| ${round} | ${round} | ${cells.join(' | ')} | ${(100 * orderedShare(players)).toFixed(0)} % |`);
    }
  }
  lines.push('', `Level means in order (random < beginner < club) from round ${inOrderSince ?? 'never'} on, to the end; ${((Date.now() - started) / 1000).toFixed(0)} s.`, '');
  return lines;
}

for (const key of FORMATS) console.log(simulate(key).join('\n'));
