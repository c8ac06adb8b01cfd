/**
 * Tablanet (Tablić), the Balkan fishing game, per the rules file tablanet.md: 2, 3 or 4 players (4 in
 * partnerships by default), matches to a target score, every variant of §11 except building (§12).
 */
import { DECK_52 } from '../../core/cards.js';
import type { GameDef } from '../../core/game.js';
import { makeAction, parseAction } from './notation.js';
import { tablanetOptions, type TablanetOptions, tablanetProfiles } from './options.js';
import { apply, canonical, legalActions, toAct } from './play.js';
import { actionsFromPlays, tablanetPlays } from './plays.js';
import { SEAT_COUNTS, setup, type TablanetAction, type TablanetState } from './rules.js';
import { cardLocations, hiddenFrom, outcome, type TablanetView, view } from './view.js';

export type { TablanetOptions } from './options.js';
export type { LastPlay, TablanetAction, TablanetState } from './rules.js';
export type { HandSheet, SheetItem, SideSheet } from './score.js';
export type { TablanetView } from './view.js';
export { actionFromGroups } from './notation.js';
export { tablanetProfiles } from './options.js';

export const tablanet: GameDef<TablanetState, TablanetAction, TablanetView, TablanetOptions> = {
  id: 'tablanet',
  name: 'Tablanet',
  version: 1,
  seatCounts: SEAT_COUNTS,
  options: tablanetOptions,
  profiles: tablanetProfiles,
  pack: () => DECK_52,
  setup,
  toAct,
  legalActions,
  plays: tablanetPlays,
  someLegal: (state, seat, perChoice) => actionsFromPlays(tablanetPlays(state, seat), perChoice),
  apply,
  view,
  outcome,
  // A hand closes when its stock is used up and scored (§4): a new shuffle follows, or the match ends.
  closedDeals: (state) => (state.phase === 'matchOver' ? state.handNo + 1 : state.handNo),
  makeAction,
  parseAction,
  canonical,
  // Every play is public (§10).
  publicNotation: (_before, _seat, action) => makeAction(action),
  cardLocations,
  hiddenFrom,
};
export { actionsFromPlays, type CardPlays, expandCaptures, type TablanetPlays, tablanetPlays } from './plays.js';
