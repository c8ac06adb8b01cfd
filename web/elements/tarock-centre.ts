import { define } from '../core/define.js';
import { StTarockCentre } from './tarock-centre.component.js';

export { StTarockCentre } from './tarock-centre.component.js';
define('st-tarock-centre', StTarockCentre);

declare global {
  interface HTMLElementTagNameMap {
    'st-tarock-centre': StTarockCentre;
  }
}
