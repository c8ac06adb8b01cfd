/** Registers the tournament pages and the standings element they show. */
import { define } from '../core/define.js';
import '../elements/stammtisch-standings.js';
import { StTournaments } from './tournament-create.component.js';
import { StTournament } from './tournament-page.component.js';

define('st-tournaments', StTournaments);
define('st-tournament', StTournament);

declare global {
  interface HTMLElementTagNameMap {
    'st-tournaments': StTournaments;
    'st-tournament': StTournament;
  }
}
