/** Registers the rating pages and the leaderboard element they show. */
import { define } from '../core/define.js';
import '../elements/stammtisch-leaderboard.js';
import { StPlayerPage } from './player-page.component.js';

define('st-player-page', StPlayerPage);

declare global {
  interface HTMLElementTagNameMap {
    'st-player-page': StPlayerPage;
  }
}
