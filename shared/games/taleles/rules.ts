/**
 * One source of legality: `legalActions` enumerates per phase, `apply` accepts exactly its members
 * and runs the automatic steps (trump fixing, meld resolution, scoring, the next deal).
 */
import type { Seat } from '../../core/game.js';
import type { Played } from '../../core/tricks.js';
import { type ActionError, actionError, err, ok, type Result } from '../../core/result.js';
import { isTalelesCard, LAST_TRICK_BONUS, PACK } from './cards.js';
import { applyPreplay, preplayActions } from './deal.js';
import { doublingItems, kontraTargets, raiseItem } from './doubling.js';
import { canonicalMeld, meldsInHand, resolveMelds, sameMeld } from './melds.js';
import { makeAction } from './notation.js';
import { legalPlays, playRefusal, trickPointsOf, trickWinner } from './play.js';
import { finishDeal } from './score.js';
import { copyDeal, withDeal } from './copy.js';
import { forehandOf, handSize, leftOf, partnerOf, partyOf } from './sides.js';
import type { Deal, DeclaredMeld, TalelesAction, TalelesState } from './types.js';

/** One shared, frozen `play` action per card: legal lists are built for every step of every deal. */
const PLAY: Readonly<Record<string, TalelesAction>> = Object.fromEntries(
  PACK.map((card) => [card, Object.freeze({ type: 'play', card })]),
);

export function toAct(state: TalelesState): Seat[] {
  return state.end ? [] : [state.deal.turn];
}

/** The late Bela (§8): trump K or Q, by the seat that held both at the start of trick 1, none credited yet. */
function lateBelaCard(deal: Deal, seat: Seat, card: string): boolean {
  return (
    deal.bela === null && deal.belaHolder === seat && card[0] === deal.trump && (card[1] === 'K' || card[1] === 'Q')
  );
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
    out.push(PLAY[card]!);
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
  const unknownCard = (c: unknown) => actionError('UNKNOWN_CARD', `${String(c)} is not a card of the 32-card pack`);
  if (a.type === 'play') {
    if (!isTalelesCard(a.card)) return unknownCard(a.card);
    return a.announceBela === true ? { type: 'play', card: a.card, announceBela: true } : { type: 'play', card: a.card };
  }
  if (a.type === 'meld') {
    if (!Array.isArray(a.meld)) return actionError('ILLEGAL_ACTION', 'a meld lists its cards');
    const unknown = (a.meld as unknown[]).find((c) => !isTalelesCard(c));
    if (unknown !== undefined) return unknownCard(unknown);
    return { type: 'meld', meld: canonicalMeld(a.meld as string[]) };
  }
  return a as TalelesAction;
}

/**
 * Membership in `legalActions(state, seat)`, asked of the same generators without building the
 * whole list: a card play is checked against `legalPlays` alone (the hot path of every deal).
 */
function isLegal(state: TalelesState, seat: Seat, action: TalelesAction): boolean {
  const deal = state.deal;
  if (deal.phase === 'play' && action.type === 'play') {
    const cards = legalPlays(deal.hands[seat]!, deal.trick, deal.trump, state.options, partnerOf(deal, seat, state.seats));
    return cards.includes(action.card) && (action.announceBela === undefined || lateBelaCard(deal, seat, action.card));
  }
  return legalActions(state, seat).some((a) => sameAction(a, action));
}

/** Structural equality of two actions (cheaper than comparing notations on every apply). */
function sameAction(a: TalelesAction, b: TalelesAction): boolean {
  switch (a.type) {
    case 'declareBela':
    case 'chooseTrump':
      return a.type === b.type && a.suit === b.suit;
    case 'kontra':
      return b.type === 'kontra' && a.target === b.target;
    case 'meld':
      return b.type === 'meld' && sameMeld(a.meld, b.meld);
    case 'play':
      return b.type === 'play' && a.card === b.card && a.announceBela === b.announceBela;
    default:
      return a.type === b.type;
  }
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
  if (!isLegal(state, seat, shaped)) return err(actionError('ILLEGAL_ACTION', refusal(state, seat, shaped)));
  return ok(applyLegal(state, seat, shaped));
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
      if (action.type === 'meld') {
        const next = copyDeal(deal);
        next.melds = [...deal.melds, declared(deal, seat, action.meld)];
        return withDeal(state, next);
      }
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
  const deal = copyDeal(state.deal);
  deal.calls = [...deal.calls, { seat, action: makeAction(action) }];
  deal.turn = leftOf(seat, n);
  if (action.type === 'kontra') {
    raiseItem(deal, seat, action.target, n);
    deal.passes = 0;
  } else if (++deal.passes === n) {
    deal.phase = 'play';
    deal.passes = 0;
    deal.leader = deal.turn = deal.tricks[0]!.winner;
  }
  return withDeal(state, deal);
}

function applyPlay(state: TalelesState, seat: Seat, card: string, announceBela: boolean): TalelesState {
  const n = state.seats;
  const deal = copyDeal(state.deal);
  const hands = deal.hands.slice();
  hands[seat] = hands[seat]!.filter((c) => c !== card);
  deal.hands = hands;
  const trick: Played[] = [...deal.trick, { seat, card }];
  if (announceBela) deal.bela = { seat, early: false };
  if (trick.length < n) {
    deal.trick = trick;
    deal.turn = leftOf(seat, n);
    return withDeal(state, deal);
  }

  const trump = deal.trump!;
  const winner = trickWinner(trick, trump);
  const last = deal.tricks.length + 1 === handSize(n);
  const points = deal.points.slice();
  points[winner]! += trickPointsOf(trick, trump) + (last ? LAST_TRICK_BONUS : 0);
  deal.points = points;
  deal.tricks = [...deal.tricks, { leader: deal.leader, cards: trick, winner }];
  deal.trick = [];
  const forehand = forehandOf(state.dealer, n);
  const first = deal.tricks.length === 1;
  if (first) {
    // §5.8: the best run and the highest Achtzig are credited and shown; GUT is implicit (D-22).
    const credited = resolveMelds(deal.melds, trump, forehand, n);
    deal.sequence = credited.sequence;
    deal.eighty = credited.eighty;
    deal.resolved = true;
    deal.items = doublingItems(deal, state.options, n);
  }
  // §10: a Pitsch ends at the first trick the other side takes.
  if (last || (deal.pitsch !== null && partyOf(deal, winner, n) !== 'maker')) return finishDeal(state, deal);
  if (first && deal.items.length > 0) {
    deal.phase = 'doubling';
    deal.turn = forehand;
  } else {
    deal.leader = deal.turn = winner;
  }
  return withDeal(state, deal);
}
