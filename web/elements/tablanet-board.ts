import { define } from '../core/define.js';
import { StTablanetBoard } from './tablanet-board.component.js';

export { StTablanetBoard, type TablanetLastPlay } from './tablanet-board.component.js';
define('st-tablanet-board', StTablanetBoard);

declare global {
  interface HTMLElementTagNameMap {
    'st-tablanet-board': StTablanetBoard;
  }
}
