import { define } from '../core/define.js';
import { StammtischLobby } from './stammtisch-lobby.component.js';

export { StammtischLobby } from './stammtisch-lobby.component.js';
define('stammtisch-lobby', StammtischLobby);

declare global {
  interface HTMLElementTagNameMap {
    'stammtisch-lobby': StammtischLobby;
  }
}
