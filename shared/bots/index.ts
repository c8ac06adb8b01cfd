/**
 * The bot registry: one bot per game and level. A game gets bots by dropping a folder
 * `shared/bots/<game>/` that exports its `GameBots` and adding one line below; until then its
 * seats are filled by the random legal player at every level.
 */
import type { GameId } from '../core/index.js';
import { randomBot } from './random.js';
import { tablanetBots } from './tablanet/index.js';
import { talelesBots } from './taleles/index.js';
import { tarockBots } from './tarock/index.js';
import { tarotBots } from './tarot/index.js';
import { BOT_LEVELS, type Bot, type BotLevel, type GameBots } from './types.js';

export * from './types.js';
export { randomBot } from './random.js';
export { act, botInput, type Table } from './history.js';
export { canClaimAll, claimKnown, claimSupported, KNOWN_CLAIM_SAMPLES, TABLE_CLAIM_NODES, type TrickClaimHooks } from './claim.js';
export { type ClaimedAction, type ClaimPreference, claimPlayout } from './claim-playout.js';

const registered: Partial<Record<GameId, GameBots>> = {
  // games with bots register here, one line each
  tablanet: tablanetBots,
  tarot: tarotBots,
  taleles: talelesBots,
  tarock: tarockBots,
};

/** The bot for `game` at `level`; the random legal player for a game without bots of its own yet. */
export function botFor(game: GameId | string, level: BotLevel): Bot {
  const bots = (registered as Record<string, GameBots | undefined>)[game];
  return bots ? bots[level] : randomBot;
}

/** Games whose bots play at real strength (the others get the random player). */
export function gamesWithBots(): GameId[] {
  return Object.keys(registered) as GameId[];
}

export const isBotLevel = (x: unknown): x is BotLevel => (BOT_LEVELS as readonly unknown[]).includes(x);
