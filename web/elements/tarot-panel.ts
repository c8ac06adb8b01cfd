import { define } from '../core/define.js';
import { StTarotPanel } from './tarot-panel.component.js';

export { StTarotPanel } from './tarot-panel.component.js';
define('st-tarot-panel', StTarotPanel);

declare global {
  interface HTMLElementTagNameMap {
    'st-tarot-panel': StTarotPanel;
  }
}
