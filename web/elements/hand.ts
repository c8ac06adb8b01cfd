import { define } from '../core/define.js';
import { StHand } from './hand.component.js';

export { StHand } from './hand.component.js';
define('st-hand', StHand);

declare global {
  interface HTMLElementTagNameMap {
    'st-hand': StHand;
  }
}
