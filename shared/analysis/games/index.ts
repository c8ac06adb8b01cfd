/** The analysis hooks of every game, by id (a game without them is not analysed). */
import type { AnalysisHooks } from '../types.js';
import { tablanetAnalysis } from './tablanet.js';
import { talelesAnalysis } from './taleles.js';
import { tarockAnalysis } from './tarock.js';
import { tarotAnalysis } from './tarot.js';

const HOOKS: Readonly<Record<string, AnalysisHooks | undefined>> = {
  tarot: tarotAnalysis,
  tarock: tarockAnalysis,
  taleles: talelesAnalysis,
  tablanet: tablanetAnalysis,
};

export const analysisHooks = (game: string): AnalysisHooks | undefined => HOOKS[game];
