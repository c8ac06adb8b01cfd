import { define } from '../core/define.js';
import { StTarotTrick } from './tarot-trick.component.js';

export { StTarotTrick, type TarotPlay } from './tarot-trick.component.js';
define('st-tarot-trick', StTarotTrick);

declare global {
  interface HTMLElementTagNameMap {
    'st-tarot-trick': StTarotTrick;
  }
}
