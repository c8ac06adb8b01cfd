/**
 * One source of legality: `legalActions` enumerates per phase, `apply` accepts exactly its members
 * and runs the automatic steps (trump fixing, meld resolution, scoring, the next deal).
 */
import type { Seat } from '../../core/game.js';
import type { Played } from '../../core/tricks.js';
import { type ActionError, actionError, err, ok, type Result } from '../../core/result.js';
import { cardOf, isTalelesCard, LAST_TRICK_BONUS } from './cards.js';
import { applyPreplay, preplayActions } from './deal.js';
import { doublingItems, kontraTargets, raiseItem } from './doubling.js';
import { canonicalMeld, meldsInHand, resolveMelds, sameMeld } from './melds.js';
import { makeAction } from './notation.js';
import { legalPlays, playRefusal, trickPointsOf, trickWinner } from './play.js';
import { finishDeal } from './score.js';
import { forehandOf, handSize, leftOf, partnerOf, partyOf } from './sides.js';
import type { Deal, DeclaredMeld, TalelesAction, TalelesState } from './types.js';

export function toAct(state: TalelesState): Seat[] {
  return state.end ? [] : [state.deal.turn];
}

/** The late Bela (§8): trump K or Q, by the seat that held both at the start of trick 1, none credited yet. */
function lateBelaCard(deal: Deal, seat: Seat, card: string): boolean {
  return deal.bela === null && deal.belaHolder === seat && (card === cardOf(deal.trump!, 'K') || card === cardOf(deal.trump!, 'Q'));
}

function playActions(state: TalelesState, seat: Seat): TalelesAction[] {
  const { deal, seats: n } = state;
  const hand = deal.hands[seat]!;
  const out: TalelesAction[] = [];
  // §7.2: melds only in trick 1, on one's own turn before playing; each meld once.
  if (deal.tricks.length === 0) {
    for (const m of meldsInHand(hand)) {
      if (!deal.melds.some((d) => d.seat === seat && sameMeld(d.cards, m.cards))) out.push({ type: 'meld', meld: m.cards });
    }
  }
  for (const card of legalPlays(hand, deal.trick, deal.trump, state.options, partnerOf(deal, seat, n))) {
    out.push({ type: 'play', card });
    if (lateBelaCard(deal, seat, card)) out.push({ type: 'play', card, announceBela: true });
  }
  return out;
}

export function legalActions(state: TalelesState, seat: Seat): TalelesAction[] {
  if (state.end || seat !== state.deal.turn) return [];
  const deal = state.deal;
  switch (deal.phase) {
    case 'bela':
    case 'bid1':
    case 'bid2':
    case 'announce':
      return preplayActions(state, seat);
    case 'play':
      return playActions(state, seat);
    case 'doubling':
      return [
        ...kontraTargets(deal, seat, state.options, state.seats).map((target): TalelesAction => ({ type: 'kontra', target })),
        { type: 'pass' },
      ];
    case 'over':
      return [];
  }
}

/** Validates the shape of an action from outside and names an unknown card. */
function checkShape(action: unknown): ActionError | TalelesAction {
  const a = action as Partial<Record<string, unknown>> | null;
  if (typeof a !== 'object' || a === null || typeof a.type !== 'string') {
    return actionError('ILLEGAL_ACTION', 'not a Taleles action');
  }
  const cards = a.type === 'play' ? [a.card] : a.type === 'meld' && Array.isArray(a.meld) ? (a.meld as unknown[]) : [];
  const unknown = cards.find((c) => !isTalelesCard(c));
  if (unknown !== undefined) return actionError('UNKNOWN_CARD', `${String(unknown)} is not a card of the 32-card pack`);
  if (a.type === 'meld' && !Array.isArray(a.meld)) return actionError('ILLEGAL_ACTION', 'a meld lists its cards');
  return a.type === 'meld' ? ({ type: 'meld', meld: canonicalMeld(a.meld as string[]) } as TalelesAction) : (a as TalelesAction);
}

function refusal(state: TalelesState, seat: Seat, action: TalelesAction): string {
  const deal = state.deal;
  const text = makeAction(action);
  if (deal.phase === 'play') {
    if (action.type === 'play') {
      if (action.announceBela && !lateBelaCard(deal, seat, action.card)) return 'no Bela can be announced with this card';
      return playRefusal(deal.hands[seat]!, deal.trick, deal.trump, action.card);
    }
    if (action.type === 'meld') {
      if (deal.tricks.length > 0) return 'melds can only be declared in the first trick';
      return 'this is not a meld in your hand, or you declared it already';
    }
  }
  return `"${text}" is not possible now (${deal.phase})`;
}

export function apply(state: TalelesState, seat: Seat, action: TalelesAction): Result<TalelesState, ActionError> {
  if (state.end) return err(actionError('MATCH_OVER', 'the match is over'));
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return err(actionError('BAD_SEAT', `no seat ${seat}`));
  if (seat !== state.deal.turn) return err(actionError('NOT_YOUR_TURN', `it is seat ${state.deal.turn}'s turn`));
  const shaped = checkShape(action);
  if ('code' in shaped) return err(shaped);
  const key = makeAction(shaped);
  const legal = legalActions(state, seat).find((a) => makeAction(a) === key);
  if (!legal) return err(actionError('ILLEGAL_ACTION', refusal(state, seat, shaped)));
  return ok(applyLegal(state, seat, legal));
}

function applyLegal(state: TalelesState, seat: Seat, action: TalelesAction): TalelesState {
  const deal = state.deal;
  switch (deal.phase) {
    case 'bela':
    case 'bid1':
    case 'bid2':
    case 'announce':
      return applyPreplay(state, seat, action);
    case 'doubling':
      return applyDoubling(state, seat, action);
    case 'play':
      if (action.type === 'meld') return { ...state, deal: { ...deal, melds: [...deal.melds, declared(deal, seat, action.meld)] } };
      if (action.type === 'play') return applyPlay(state, seat, action.card, action.announceBela === true);
      break;
    case 'over':
      break;
  }
  throw new Error(`unexpected ${action.type} in ${deal.phase}`);
}

function declared(deal: Deal, seat: Seat, cards: readonly string[]): DeclaredMeld {
  const shape = meldsInHand(deal.hands[seat]!).find((m) => sameMeld(m.cards, cards))!;
  return { seat, ...shape };
}

/** §5.9: kontra raises an item; n passes in a row end the window and trick 1's winner leads trick 2. */
function applyDoubling(state: TalelesState, seat: Seat, action: TalelesAction): TalelesState {
  const n = state.seats;
  const deal = state.deal;
  const calls = [...deal.calls, { seat, action: makeAction(action) }];
  if (action.type === 'kontra') {
    return { ...state, deal: { ...raiseItem(deal, seat, action.target, n), calls, passes: 0, turn: leftOf(seat, n) } };
  }
  const passes = deal.passes + 1;
  if (passes < n) return { ...state, deal: { ...deal, calls, passes, turn: leftOf(seat, n) } };
  const leader = deal.tricks[0]!.winner;
  return { ...state, deal: { ...deal, calls, phase: 'play', passes: 0, leader, turn: leader } };
}

function applyPlay(state: TalelesState, seat: Seat, card: string, announceBela: boolean): TalelesState {
  const n = state.seats;
  let deal = state.deal;
  const hands = deal.hands.slice();
  hands[seat] = hands[seat]!.filter((c) => c !== card);
  const trick: Played[] = [...deal.trick, { seat, card }];
  deal = { ...deal, hands, trick, bela: announceBela ? { seat, early: false } : deal.bela };
  if (trick.length < n) return { ...state, deal: { ...deal, turn: leftOf(seat, n) } };

  const trump = deal.trump!;
  const winner = trickWinner(trick, trump);
  const last = deal.tricks.length + 1 === handSize(n);
  const points = deal.points.slice();
  points[winner]! += trickPointsOf(trick, trump) + (last ? LAST_TRICK_BONUS : 0);
  const tricks = [...deal.tricks, { leader: deal.leader, cards: trick, winner }];
  deal = { ...deal, trick: [], tricks, points };
  const forehand = forehandOf(state.dealer, n);
  if (tricks.length === 1) {
    // §5.8: the best run and the highest Achtzig are credited and shown; GUT is implicit (D-22).
    deal = { ...deal, ...resolveMelds(deal.melds, trump, forehand, n), resolved: true };
    deal = { ...deal, items: doublingItems(deal, state.options, n) };
  }
  // §10: a Pitsch ends at the first trick the other side takes.
  if (last || (deal.pitsch !== null && partyOf(deal, winner, n) !== 'maker')) return finishDeal(state, deal);
  if (tricks.length === 1 && deal.items.length > 0) {
    return { ...state, deal: { ...deal, phase: 'doubling', passes: 0, turn: forehand } };
  }
  return { ...state, deal: { ...deal, leader: winner, turn: winner } };
}
