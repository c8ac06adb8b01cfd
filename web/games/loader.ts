/**
 * Each game's plug-in (and its strings) is a chunk of its own, fetched when a table of that game first
 * draws: the widget stays small however many games there are. Until the chunk has arrived the table
 * is the generic one (web/games/generic.ts), which is complete enough to play; then every element
 * redraws with the game's own parts.
 */
import { redraw } from '../i18n/index.js';

/** One dynamic import per game: esbuild turns each into a chunk (scripts/build-web.mjs). */
const CHUNKS: Readonly<Record<string, () => Promise<unknown>>> = {
  tablanet: () => import('./chunks/tablanet.js'),
  taleles: () => import('./chunks/taleles.js'),
  tarock: () => import('./chunks/tarock.js'),
  tarot: () => import('./chunks/tarot.js'),
};

const loading = new Map<string, Promise<boolean>>();
const loaded = new Set<string>();

/** Whether the plug-in of `game` is in (or the game has none to wait for). */
export function gameLoaded(game: string): boolean {
  return loaded.has(game) || !(game in CHUNKS);
}

/**
 * Fetches the plug-in of `game` once; resolves true when it is in. A failed fetch (the network) is
 * tried again at the next call, and the generic table stays meanwhile.
 */
export function loadGame(game: string): Promise<boolean> {
  const chunk = CHUNKS[game];
  if (!chunk || loaded.has(game)) return Promise.resolve(true);
  let pending = loading.get(game);
  if (!pending) {
    pending = chunk().then(
      () => {
        loaded.add(game);
        redraw();
        return true;
      },
      (e: unknown) => {
        loading.delete(game);
        console.warn(`the ${game} table could not be loaded; showing the plain table`, e);
        return false;
      },
    );
    loading.set(game, pending);
  }
  return pending;
}
