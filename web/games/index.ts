/**
 * The game plug-ins the table knows, as the table and the replay use them. Each plug-in is loaded on
 * demand (./loader.ts): asking for a game's parts starts its chunk, and the generic parts answer until
 * it has arrived. A new game: one line in the loader's CHUNKS and a file in ./chunks/.
 */
import type { TemplateResult, nothing } from 'lit';
import type { CardStyle } from '../cards/model.js';
import * as generic from './generic.js';
import { loadGame } from './loader.js';
import * as registry from './registry.js';
import type { GamePlugin, TableContext } from './registry.js';

export { gameLoaded, loadGame } from './loader.js';
export { registerGame, type GamePlugin, type TableContext } from './registry.js';

const want = (game: string): void => void loadGame(game);

export function gamePlugin(game: string): GamePlugin {
  want(game);
  return registry.gamePlugin(game);
}

export function centre(ctx: TableContext): TemplateResult | typeof nothing {
  want(ctx.state.table.game);
  return generic.centre(ctx);
}

export function chooser(ctx: TableContext): TemplateResult | typeof nothing {
  want(ctx.state.table.game);
  return generic.chooser(ctx);
}

export function panel(ctx: TableContext, actions: readonly string[]): TemplateResult | typeof nothing {
  want(ctx.state.table.game);
  return generic.panel(ctx, actions);
}

export function describe(game: string, action: string, style: CardStyle): string {
  want(game);
  return generic.describe(game, action, style);
}
