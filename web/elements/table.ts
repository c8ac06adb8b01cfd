import { define } from '../core/define.js';
import { StTable } from './table.component.js';

export { StTable } from './table.component.js';
define('st-table', StTable);

declare global {
  interface HTMLElementTagNameMap {
    'st-table': StTable;
  }
}
