/**
 * The widget for club websites, served at /embed.js: one module script defines
 * <stammtisch-table> (a live table: watch it, or play with a seat token) and <stammtisch-lobby>
 * (a lobby's open tables); <stammtisch-standings> and <stammtisch-leaderboard> come as chunks. Each game's own table parts come as a chunk of their own when a table of
 * that game opens (`loadGame` fetches one ahead of time). See docs/embedding.md.
 */
import './elements/stammtisch-table.js';
import './elements/stammtisch-lobby.js';
// <stammtisch-standings> (a tournament's standings) is a chunk fetched once one appears on the page.
import './elements/stammtisch-standings-lazy.js';
// <stammtisch-leaderboard> (a game's or a club's leaderboard) likewise.
import './elements/stammtisch-leaderboard-lazy.js';

export { StammtischTable } from './elements/stammtisch-table.js';
export { StammtischLobby } from './elements/stammtisch-lobby.js';
export { loadGame } from './games/loader.js';
export { setLocale } from './i18n/index.js';
export { loadStandings } from './elements/stammtisch-standings-lazy.js';
export { loadLeaderboard } from './elements/stammtisch-leaderboard-lazy.js';
