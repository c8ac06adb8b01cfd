/** The Stammtisch site: every page, built on the same elements the widget uses. */
import './elements/stammtisch-table.js';
import './elements/stammtisch-lobby.js';
