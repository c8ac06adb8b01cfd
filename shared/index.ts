/**
 * The game registry: every game of Stammtisch by id. Third-party tools, the worker and our own
 * checks load the engine through it.
 */
import type { AnyGameDef, GameId } from './core/game.js';
import { tarock } from './games/tarock/index.js';
import { tablanet } from './games/tablanet/index.js';
import { taleles } from './games/taleles/index.js';
import { tarot } from './games/tarot/index.js';

export * from './core/index.js';

const registered: AnyGameDef[] = [
  // games register here, one line each
  tarock,
  tablanet,
  taleles,
  tarot,
];

export const games: Readonly<Partial<Record<GameId, AnyGameDef>>> = Object.freeze(
  Object.fromEntries(registered.map((g) => [g.id, g])),
);

/** The game with this id, or undefined. */
export function getGame(id: string): AnyGameDef | undefined {
  return (games as Record<string, AnyGameDef | undefined>)[id];
}

export const gameList: readonly AnyGameDef[] = Object.freeze(registered.slice());
