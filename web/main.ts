/** The Stammtisch site: every page, built on the same elements the widget uses. */
import './site/app.js';
