import { define } from '../core/define.js';
import { StTarotSheet } from './tarot-sheet.component.js';

export { StTarotSheet } from './tarot-sheet.component.js';
define('st-tarot-sheet', StTarotSheet);

declare global {
  interface HTMLElementTagNameMap {
    'st-tarot-sheet': StTarotSheet;
  }
}
