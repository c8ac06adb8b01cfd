/**
 * Austrian Tarock (Königrufen) for four players, per /work/shared/rules/tarock.md.
 * Phases of a deal: bidding → (rules) → (call) → (talon → layAway) → announce → play.
 */
import { validDecks } from '../../core/deal.js';
import type { GameDef, Seat } from '../../core/game.js';
import { actionError, err, ok, type Result, setupError, type ActionError } from '../../core/result.js';
import { randomInt, seedRng } from '../../core/rng.js';
import { applyAnnounce, legalAnnounce } from './announce.js';
import { applyBidding, applyRules, legalBidding, legalRules } from './bidding.js';
import { applyCall, legalCall } from './call.js';
import { PACK } from './cards.js';
import { newDeal } from './deal.js';
import { finishDeal, outcome } from './match.js';
import { knownCard, makeAction, namedCard, parseAction, publicNotation, sameAction } from './notation.js';
import { DEFAULT_OPTIONS, PROFILES, type TarockOptions, TarockOptionsSchema } from './options.js';
import { applyPlay, explainCard, legalCards } from './play.js';
import type { TarockAction, TarockState } from './state.js';
import { applyLayAway, applyTalon, legalLayAway, legalTalon } from './talon.js';
import { cardLocations, hiddenFrom, type TarockView, view } from './view.js';

export type { TarockAction, TarockState } from './state.js';
export type { TarockOptions } from './options.js';
export type { TarockView } from './view.js';
export { DEFAULT_OPTIONS, PROFILES };

function legalActions(state: TarockState, seat: Seat): TarockAction[] {
  const deal = state.deal;
  if (!deal || deal.turn !== seat) return [];
  const o = state.options;
  switch (deal.phase) {
    case 'bidding':
      return legalBidding(deal, o, seat);
    case 'rules':
      return legalRules(deal);
    case 'call':
      return legalCall(deal, o);
    case 'talon':
      return legalTalon(deal);
    case 'layAway':
      return legalLayAway(deal);
    case 'announce':
      return legalAnnounce(deal, o, seat);
    case 'play':
      return legalCards(deal, o, seat).map((card) => ({ type: 'play', card }));
  }
}

function apply(state: TarockState, seat: Seat, action: TarockAction): Result<TarockState, ActionError> {
  const deal = state.deal;
  if (!deal) return err(actionError('MATCH_OVER', 'the match is over'));
  if (!Number.isInteger(seat) || seat < 0 || seat > 3) return err(actionError('BAD_SEAT', `there is no seat ${seat}`));
  if (deal.turn !== seat) return err(actionError('NOT_YOUR_TURN', `it is seat ${deal.turn}'s turn`));
  const card = namedCard(action);
  if (card !== undefined && !knownCard(card)) return err(actionError('UNKNOWN_CARD', `${card} is not a card of the Tarock pack`));
  const text = makeAction(action);
  const isLegal =
    deal.phase === 'play'
      ? action.type === 'play' && legalCards(deal, state.options, seat).includes(action.card)
      : legalActions(state, seat).some((a) => sameAction(a, action));
  if (!isLegal) {
    const why = action.type === 'play' && deal.phase === 'play' ? explainCard(deal, state.options, seat, action.card) : `"${text}" is not possible now (${deal.phase})`;
    return err(actionError('ILLEGAL_ACTION', why));
  }
  const o = state.options;
  const put = (d: typeof deal): TarockState => ({ ...state, deal: d });
  switch (deal.phase) {
    case 'bidding':
      return ok(put(applyBidding(deal, o, seat, action)));
    case 'rules':
      return ok(put(applyRules(deal, action)));
    case 'call':
      return ok(put(applyCall(deal, o, action)));
    case 'talon':
      return ok(action.type === 'concede' ? finishDeal(state, deal, true) : put(applyTalon(deal, action)));
    case 'layAway':
      return ok(put(applyLayAway(deal, o, action)));
    case 'announce':
      return ok(put(applyAnnounce(deal, o, seat, action)));
    case 'play': {
      const r = applyPlay(deal, o, seat, (action as { card: string }).card);
      return ok(r.over ? finishDeal(state, r.deal, false) : put(r.deal));
    }
  }
}

export const tarock: GameDef<TarockState, TarockAction, TarockView, TarockOptions> = {
  id: 'tarock',
  name: 'Tarock (Königrufen)',
  version: 1,
  seatCounts: [4],
  options: TarockOptionsSchema,
  profiles: PROFILES,
  pack: () => PACK,
  setup({ seats, options, seed, decks }) {
    if (seats !== 4) return err(setupError('BAD_SEATS', 'Königrufen is played by four players'));
    const bad = validDecks(PACK, decks);
    if (bad) return err(setupError('BAD_DECK', bad));
    // §5.1: the first dealer is drawn at random (from the seeded rng).
    const [dealer, rng] = randomInt(seedRng(seed), 4);
    const fixed = decks ? decks.map((d) => d.slice()) : null;
    const [deal, after] = newDeal(rng, 0, dealer, fixed);
    return ok({
      options,
      rng: after,
      decks: fixed,
      dealIndex: 0,
      dealsTotal: options.rounds * 4,
      dealer,
      schrift: [0, 0, 0, 0],
      total: [0, 0, 0, 0],
      doubleLeft: 0,
      last: null,
      deal,
    });
  },
  toAct: (state) => (state.deal ? [state.deal.turn] : []),
  legalActions,
  apply,
  view,
  outcome,
  // dealIndex counts the deals settled so far (the match ends after the last one with deal = null).
  closedDeals: (state) => state.dealIndex,
  makeAction,
  parseAction,
  publicNotation,
  cardLocations,
  hiddenFrom,
};
