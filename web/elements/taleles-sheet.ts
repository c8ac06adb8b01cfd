import { define } from '../core/define.js';
import { StTalelesSheet } from './taleles-sheet.component.js';

export { StTalelesSheet } from './taleles-sheet.component.js';
define('st-taleles-sheet', StTalelesSheet);

declare global {
  interface HTMLElementTagNameMap {
    'st-taleles-sheet': StTalelesSheet;
  }
}
