import { define } from '../core/define.js';
import { StTarotCentre } from './tarot-centre.component.js';

export { StTarotCentre } from './tarot-centre.component.js';
define('st-tarot-centre', StTarotCentre);

declare global {
  interface HTMLElementTagNameMap {
    'st-tarot-centre': StTarotCentre;
  }
}
