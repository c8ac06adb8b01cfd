/**
 * The games' names in each language that has its own (Bosnian reads the Croatian ones, Cyrillic
 * Serbian the Latin ones transliterated, as for every other message: shared/locale.ts). Plain data
 * with no reach into the DOM, so that the site's catalogues and the worker's `GET /api/games` titles
 * come from the same words. English is the engines' own `name` (en.ts spells it the same, and a test
 * holds them equal); it stays out of here so that the widget's first download carries no other
 * language's names.
 */
import type { GameId } from '../../shared/core/game.js';

type GameNames = Readonly<Record<GameId, string>>;

/** Every language with names of its own but English. */
export const GAME_NAMES = {
  de: { tablanet: 'Tablanet', taleles: 'Taleles', tarock: 'Tarock (Königrufen)', tarot: 'Französisches Tarot' },
  fr: { tablanet: 'Tablanet', taleles: 'Taleles', tarock: 'Tarock (Königrufen)', tarot: 'Tarot' },
  hu: { tablanet: 'Tablanet', taleles: 'Taleles', tarock: 'Tarokk (Königrufen)', tarot: 'Francia tarot' },
  ro: { tablanet: 'Tablanet', taleles: 'Taleles', tarock: 'Tarock (Königrufen)', tarot: 'Tarot francez' },
  'sr-Latn': { tablanet: 'Tablanet', taleles: 'Taleles', tarock: 'Tarok (Königrufen)', tarot: 'Francuski tarot' },
  hr: { tablanet: 'Tablanet', taleles: 'Taleles', tarock: 'Tarok (Königrufen)', tarot: 'Francuski tarot' },
} as const satisfies Readonly<Record<string, GameNames>>;

/** A language's game names as catalogue messages (`game.<id>.name`). */
export const gameNameMessages = (names: GameNames) => ({
  'game.tablanet.name': names.tablanet,
  'game.taleles.name': names.taleles,
  'game.tarock.name': names.tarock,
  'game.tarot.name': names.tarot,
});
