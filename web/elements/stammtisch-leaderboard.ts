import { define } from '../core/define.js';
import { StammtischLeaderboard } from './stammtisch-leaderboard.component.js';

export { StammtischLeaderboard } from './stammtisch-leaderboard.component.js';
define('stammtisch-leaderboard', StammtischLeaderboard);

declare global {
  interface HTMLElementTagNameMap {
    'stammtisch-leaderboard': StammtischLeaderboard;
  }
}
