/**
 * Duplicate play for measuring bots: every board (one prearranged deck, one seed) is played once
 * per rotation, with bot A moved round the table seat by seat (side by side in a partnership game)
 * and bot B in the other seats, so that each hand of the board is played by A once and the luck
 * of the cards cancels out. A board's result is A's score minus the average score of the other
 * seats, averaged over the rotations: zero on average when A and B are the same player.
 * Pure: the caller may pass a `meter` to time the decisions (shared/ has no clock).
 */
import { type AnyGameDef, type CardId, createMatch, seedRng, shuffle } from '../core/index.js';
import { act, botInput, type Table } from './history.js';
import type { Bot, BotBudget } from './types.js';

/** One measured format of a game: seat count, options, and how to read a finished deal's score per seat. */
export interface DuplicateFormat {
  readonly def: AnyGameDef;
  readonly seats: number;
  readonly options: Readonly<Record<string, unknown>>;
  /** Seats played by the same bot in one rotation (partners), as a function of the rotation. */
  readonly seatsOf: (rotation: number) => readonly number[];
  readonly rotations: number;
  /** The deal is over: the score of every seat in it, else undefined. */
  readonly dealScores: (state: unknown) => readonly number[] | undefined;
}

export interface BoardResult {
  /** A's score minus the others' average, averaged over the rotations. */
  readonly diff: number;
  readonly decisions: number;
}

/** Times one decision (CPU ms); called by the harness, absent in tests. */
export type Meter = (bot: Bot, run: () => string) => string;

/** The deck of board `index` of a named series: the same for every pairing and rotation. */
export function boardDeck(def: AnyGameDef, options: unknown, series: string, index: number): CardId[] {
  const pack = def.pack(options);
  return shuffle(seedRng(`${series}:deck:${index}`), pack)[0];
}

export function playBoard(
  format: DuplicateFormat,
  a: Bot,
  b: Bot,
  series: string,
  index: number,
  budget?: BotBudget,
  meter?: Meter,
): BoardResult {
  const deck = boardDeck(format.def, format.options, series, index);
  let total = 0;
  let decisions = 0;
  for (let r = 0; r < format.rotations; r++) {
    const start = createMatch<unknown>(format.def, { seats: format.seats, options: format.options, seed: `${series}:seed:${index}`, decks: [deck] });
    if (!start.ok) throw new Error(start.error.message);
    const table: Table = { def: format.def, options: format.options, state: start.value, history: [] };
    const mine = new Set(format.seatsOf(r));
    let scores: readonly number[] | undefined;
    for (let step = 0; (scores = format.dealScores(table.state)) === undefined; step++) {
      const seat = format.def.toAct(table.state)[0];
      if (seat === undefined) throw new Error(`${format.def.id}: the match ended before the deal was scored`);
      const bot = mine.has(seat) ? a : b;
      const input = botInput(table, seat, `${series}:${index}:${r}:${step}`, budget);
      const choice = meter && mine.has(seat) ? meter(bot, () => bot.choose(input)) : bot.choose(input);
      act(table, seat, choice);
      decisions++;
    }
    let mineSum = 0;
    let othersSum = 0;
    scores.forEach((s, seat) => (mine.has(seat) ? (mineSum += s) : (othersSum += s)));
    total += mineSum / mine.size - othersSum / (format.seats - mine.size);
  }
  return { diff: total / format.rotations, decisions };
}

export interface PairingStats {
  readonly boards: number;
  readonly meanDiff: number;
  /** Half-width of the 95% confidence interval of meanDiff. */
  readonly diffCi: number;
  /** Share of boards A won (ties count half). */
  readonly winRate: number;
  readonly winCi: number;
}

export function pairingStats(diffs: readonly number[]): PairingStats {
  const n = diffs.length;
  const mean = diffs.reduce((s, x) => s + x, 0) / n;
  const variance = n > 1 ? diffs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  const wins = diffs.map((d) => (d > 0 ? 1 : d < 0 ? 0 : 0.5));
  const rate = wins.reduce((s: number, x) => s + x, 0) / n;
  const wVar = n > 1 ? wins.reduce((s: number, x) => s + (x - rate) ** 2, 0) / (n - 1) : 0;
  return {
    boards: n,
    meanDiff: mean,
    diffCi: 1.96 * Math.sqrt(variance / n),
    winRate: rate,
    winCi: 1.96 * Math.sqrt(wVar / n),
  };
}

/** Elo difference for a win rate (clamped away from 0 and 1). */
export function eloFromRate(rate: number): number {
  const p = Math.min(0.995, Math.max(0.005, rate));
  return 400 * Math.log10(p / (1 - p));
}

/**
 * Ratings from pairwise Elo differences by least squares, the first player anchored at 0:
 * `pairs` = [a, b, eloOfAOverB].
 */
export function ladder(players: readonly string[], pairs: readonly (readonly [string, string, number])[]): Map<string, number> {
  const r = new Map(players.map((p) => [p, 0] as [string, number]));
  for (let it = 0; it < 500; it++) {
    for (const p of players.slice(1)) {
      let sum = 0;
      let n = 0;
      for (const [a, b, d] of pairs) {
        if (a === p) {
          sum += r.get(b)! + d;
          n++;
        } else if (b === p) {
          sum += r.get(a)! - d;
          n++;
        }
      }
      if (n > 0) r.set(p, sum / n);
    }
  }
  return r;
}
