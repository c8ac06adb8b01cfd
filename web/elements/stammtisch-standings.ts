import { define } from '../core/define.js';
import { StammtischStandings } from './stammtisch-standings.component.js';

export { StammtischStandings } from './stammtisch-standings.component.js';
define('stammtisch-standings', StammtischStandings);

declare global {
  interface HTMLElementTagNameMap {
    'stammtisch-standings': StammtischStandings;
  }
}
