/**
 * French Tarot (FFT rules) for 3, 4 and 5 players: the game definition. The rules are in
 * shared/rules/tarot.md; decisions where it is silent are in docs/games/tarot.md.
 */
import { type GameDef, ok, seedRng, randomInt, err, setupError, validDecks } from '../../core/index.js';
import { PACK } from './cards.js';
import { dealNext } from './deal.js';
import { makeAction, parseAction, publicNotation } from './notation.js';
import { type TarotOptions, tarotOptions, PROFILES } from './options.js';
import { apply, legalActions, toAct } from './rules.js';
import { outcome } from './outcome.js';
import type { TarotAction, TarotState } from './state.js';
import { cardLocations, hiddenFrom, type TarotView, view } from './view.js';

export type { TarotAction, TarotState } from './state.js';
export type { TarotOptions } from './options.js';
export type { TarotView } from './view.js';

export const tarot: GameDef<TarotState, TarotAction, TarotView, TarotOptions> = {
  id: 'tarot',
  name: 'French Tarot',
  version: 1,
  seatCounts: [3, 4, 5],
  options: tarotOptions,
  profiles: PROFILES,
  pack: () => PACK,

  setup({ seats, options, seed, decks }) {
    if (![3, 4, 5].includes(seats)) return err(setupError('BAD_SEATS', `French Tarot is played by 3, 4 or 5 players, not ${seats}`));
    const bad = validDecks(PACK, decks);
    if (bad) return err(setupError('BAD_DECK', bad));
    if (options.firstDealer >= seats) return err(setupError('BAD_OPTIONS', `option firstDealer: there is no seat ${options.firstDealer}`));
    let rng = seedRng(seed);
    let dealer = options.firstDealer;
    // §3: online, the first dealer is drawn at random.
    if (dealer < 0) [dealer, rng] = randomInt(rng, seats);
    const base = {
      seats,
      options,
      rng,
      decks: decks ? decks.map((d) => d.slice()) : null,
      dealt: 0,
      scored: 0,
      dealsInMatch: options.deals > 0 ? options.deals : seats,
      dealer,
      scores: Array.from({ length: seats }, () => 0),
      history: [],
      annulled: [],
      lastSheet: null,
      over: false,
    };
    return ok(dealNext({ ...base, deal: undefined as never }));
  },
  toAct,
  legalActions,
  apply,
  view,
  outcome,
  // Every scored deal is closed (a new shuffle follows); annulled attempts belong to the deal that replays them.
  closedDeals: (state) => state.scored,
  makeAction,
  parseAction,
  publicNotation,
  cardLocations,
  hiddenFrom,
};
