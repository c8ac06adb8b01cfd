/**
 * The engine's entry: the game registry (every game of Stammtisch by id, and every rules version this
 * build can load, see registry.ts) and the core. Third-party tools, the worker and our own checks load
 * the engine through it.
 */
import type { AnyGameDef, GameId } from './core/game.js';
import { currentGames } from './registry.js';

export * from './core/index.js';
export { currentGames, gameVersions, getGame, registerGame, replayRecord, unregisterGame } from './registry.js';

/** The current version of every game by id, as built (registerGame does not change it). */
export const games: Readonly<Partial<Record<GameId, AnyGameDef>>> = Object.freeze(
  Object.fromEntries(currentGames().map((g) => [g.id, g])),
);

/** The current version of every game, as built. */
export const gameList: readonly AnyGameDef[] = Object.freeze(currentGames().slice());
