import { define } from '../core/define.js';
import { StammtischTable } from './stammtisch-table.component.js';

export { StammtischTable, type TableStateDetail } from './stammtisch-table.component.js';
define('stammtisch-table', StammtischTable);

declare global {
  interface HTMLElementTagNameMap {
    'stammtisch-table': StammtischTable;
  }
}
