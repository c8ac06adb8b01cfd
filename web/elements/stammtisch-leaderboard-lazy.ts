/**
 * <stammtisch-leaderboard> in the widget: a chunk of its own (with its strings), fetched the first
 * time a <stammtisch-leaderboard> appears on the page.
 */
import { loadWhenSeen } from '../core/lazy.js';

let loading: Promise<unknown> | undefined;

/** Loads the element now (a page that adds one later may call this ahead of time). */
export function loadLeaderboard(): Promise<unknown> {
  loading ??= import('./stammtisch-leaderboard.js');
  return loading;
}

loadWhenSeen('stammtisch-leaderboard', loadLeaderboard);
