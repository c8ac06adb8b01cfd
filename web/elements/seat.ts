import { define } from '../core/define.js';
import { StSeat } from './seat.component.js';

export { StSeat } from './seat.component.js';
define('st-seat', StSeat);

declare global {
  interface HTMLElementTagNameMap {
    'st-seat': StSeat;
  }
}
