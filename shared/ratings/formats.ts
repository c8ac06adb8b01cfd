/**
 * Ratings are kept per game and format: the same game with another number of players is another
 * contest (Tarot with five has a called partner, with three none), so each has its own ladder.
 */
import type { GameId } from '../core/game.js';
import { currentGames, getGame } from '../registry.js';

/** e.g. `tablanet-4`, `tarot-5`. */
export type FormatKey = `${GameId}-${number}`;

export const FORMAT_KEY = /^(taleles|tablanet|tarock|tarot)-([2-5])$/;

export function formatKey(game: GameId, seats: number): FormatKey {
  return `${game}-${seats}`;
}

/** The game and seat count of a key, when that game is played by that many. */
export function parseFormatKey(key: string): { game: GameId; seats: number } | undefined {
  const m = FORMAT_KEY.exec(key);
  if (!m) return undefined;
  const game = m[1] as GameId;
  const seats = Number(m[2]);
  return getGame(game)?.seatCounts.includes(seats) ? { game, seats } : undefined;
}

/** Every format of every game, in the registry's order of games (tablanet-2, tablanet-3, …). */
export function allFormats(): FormatKey[] {
  return currentGames().flatMap((def) => def.seatCounts.map((seats) => formatKey(def.id, seats)));
}
