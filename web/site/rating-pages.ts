/** Registers the rating pages, the leaderboard element they show, blocking and reporting (player page, settings), and a lobby's reports (club page). */
import { define } from '../core/define.js';
import '../elements/stammtisch-leaderboard.js';
import { StClubPage } from './club-page.component.js';
import { StLobbyReports } from './lobby-reports.component.js';
import { StBlockedList, StPlayerModeration } from './moderation.component.js';
import { StPlayerPage } from './player-page.component.js';

define('st-player-page', StPlayerPage);
define('st-player-moderation', StPlayerModeration);
define('st-blocked-list', StBlockedList);
define('st-club-page', StClubPage);
define('st-lobby-reports', StLobbyReports);

declare global {
  interface HTMLElementTagNameMap {
    'st-player-page': StPlayerPage;
    'st-player-moderation': StPlayerModeration;
    'st-blocked-list': StBlockedList;
    'st-club-page': StClubPage;
    'st-lobby-reports': StLobbyReports;
  }
}
