/**
 * Taleles, the Banat (Glogowatz) relative of Klammern and Belote, for 2, 3 and 4 players
 * (rules: shared/rules/taleles.md; decisions and notation: docs/games/taleles.md).
 */
import type { GameDef } from '../../core/game.js';
import { seedRng, randomInt } from '../../core/rng.js';
import { validDecks } from '../../core/deal.js';
import { err, ok, setupError } from '../../core/result.js';
import { PACK } from './cards.js';
import { dealHands } from './deal.js';
import { makeAction, parseAction, publicNotation } from './notation.js';
import { talelesOptions, talelesProfiles, type TalelesOptions, targetScore } from './options.js';
import { apply, legalActions, toAct } from './rules.js';
import { outcomeOf } from './score.js';
import { unitCount } from './sides.js';
import type { TalelesAction, TalelesState } from './types.js';
import { cardLocations, hiddenFrom, type TalelesView, view } from './view.js';

export type { TalelesAction, TalelesState } from './types.js';
export type { TalelesOptions } from './options.js';
export type { TalelesView } from './view.js';

export const taleles: GameDef<TalelesState, TalelesAction, TalelesView, TalelesOptions> = {
  id: 'taleles',
  name: 'Taleles',
  version: 1,
  seatCounts: [2, 3, 4],
  options: talelesOptions,
  profiles: talelesProfiles,
  pack: () => PACK,

  setup({ seats, options, seed, decks }) {
    if (![2, 3, 4].includes(seats)) return err(setupError('BAD_SEATS', `Taleles is played by 2, 3 or 4 players, not ${seats}`));
    if (options.firstDealer !== null && options.firstDealer >= seats) {
      return err(setupError('BAD_OPTIONS', `option firstDealer: there is no seat ${options.firstDealer}`));
    }
    const bad = validDecks(PACK, decks);
    if (bad) return err(setupError('BAD_DECK', bad));
    // §3: the first dealer is drawn with the seeded rng unless the table fixes it.
    const [drawn, rng] = randomInt(seedRng(seed), seats);
    const base = {
      seats,
      options,
      target: targetScore(options, seats),
      rng,
      decks: decks ? decks.map((d) => d.slice()) : null,
      dealNo: 1,
      dealer: options.firstDealer ?? drawn,
      scores: Array.from({ length: unitCount(seats) }, () => 0),
      held: 0,
      last: null,
      end: null,
    };
    const { deal, rng: after } = dealHands(base);
    return ok({ ...base, rng: after, deal });
  },
  toAct,
  legalActions,
  apply,
  view,
  outcome: outcomeOf,
  // Every deal before the current one is over, annulled ones included (they are thrown in and reshuffled).
  closedDeals: (state) => (state.end ? state.dealNo : state.dealNo - 1),
  makeAction,
  parseAction,
  publicNotation,
  cardLocations,
  hiddenFrom,
};
