import { define } from '../core/define.js';
import { StTarockSheet } from './tarock-sheet.component.js';

export { StTarockSheet } from './tarock-sheet.component.js';
define('st-tarock-sheet', StTarockSheet);

declare global {
  interface HTMLElementTagNameMap {
    'st-tarock-sheet': StTarockSheet;
  }
}
