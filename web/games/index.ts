/**
 * The game plug-ins the table knows. A game's table parts register themselves when imported:
 * add one import line per game here.
 */
import './tablanet.js';
import './taleles.js';
import './tarock.js';
import './tarot.js';

export { centre, chooser, describe, panel } from './generic.js';
export { gamePlugin, registerGame, type GamePlugin, type TableContext } from './registry.js';
