/**
 * <stammtisch-standings> in the widget: its code (with its strings) is a chunk of its own, fetched the
 * first time a <stammtisch-standings> appears on the page, so pages that only show a table or a lobby
 * never download it.
 */
import { loadWhenSeen } from '../core/lazy.js';

let loading: Promise<unknown> | undefined;

/** Loads the element now (a page that adds one later may call this ahead of time). */
export function loadStandings(): Promise<unknown> {
  loading ??= import('./stammtisch-standings.js');
  return loading;
}

loadWhenSeen('stammtisch-standings', loadStandings);
