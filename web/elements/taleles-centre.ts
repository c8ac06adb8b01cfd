import { define } from '../core/define.js';
import { StTalelesCentre } from './taleles-centre.component.js';

export { StTalelesCentre } from './taleles-centre.component.js';
define('st-taleles-centre', StTalelesCentre);

declare global {
  interface HTMLElementTagNameMap {
    'st-taleles-centre': StTalelesCentre;
  }
}
