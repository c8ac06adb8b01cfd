import { define } from '../core/define.js';
import { StCard } from './card.component.js';

export { StCard } from './card.component.js';
define('st-card', StCard);

declare global {
  interface HTMLElementTagNameMap {
    'st-card': StCard;
  }
}
