import { define } from '../core/define.js';
import { StTrick } from './trick.component.js';

export { StTrick, type TrickPlay } from './trick.component.js';
define('st-trick', StTrick);

declare global {
  interface HTMLElementTagNameMap {
    'st-trick': StTrick;
  }
}
