/**
 * Conditional pre-moves (docs/correspondence.md): a player queues actions for their next turn, each
 * with a small condition on what they will see then ("if a heart is led, play H7"). When the turn
 * comes, the queue is read in order: the first pre-move whose condition holds is played if the engine
 * lists it as legal, or dropped with the reason if not; the rest of the queue is done with (a pre-move
 * is for one turn). A pre-move whose card has left the hand (a new deal) is cancelled.
 * Conditions are judged on the seat's own view only, never on the state.
 */
import { isTrumpCard, SKUS, suitOf } from '../../shared/index.js';

/** `led`: the class of the trick's first card (a suit letter, `T` for trumps); `trickEmpty`: nobody has played to it. */
export type PremoveWhen = 'any' | { readonly led?: 'S' | 'H' | 'D' | 'C' | 'T'; readonly trickEmpty?: boolean };

export interface Premove {
  readonly id: string;
  readonly when: PremoveWhen;
  readonly action: string;
  /** The deal it was queued in: it is cancelled when another deal begins. */
  readonly deal: number;
  readonly createdAt: number;
}

export type PremoveResult = 'played' | 'dropped' | 'cancelled';

export interface PremoveOutcome {
  readonly id: string;
  readonly action: string;
  readonly result: PremoveResult;
  readonly reason: string;
  readonly at: number;
}

/** The part of a view a condition looks at. */
interface TrickView {
  readonly deal: number;
  readonly hand: readonly string[];
  readonly trick?: unknown;
}

export const MAX_PREMOVES = 8;

/** The class a card sets as the lead: its suit, `T` for tarocks, atouts and the Sküs, none for the Excuse. */
function classOf(card: string): string | undefined {
  if (card === SKUS || isTrumpCard(card)) return 'T';
  return suitOf(card);
}

/** The cards of the trick in progress, if the game has tricks. */
function trickCards(view: TrickView): string[] | undefined {
  if (!Array.isArray(view.trick)) return undefined;
  return view.trick.map((p: unknown) => (typeof p === 'string' ? p : String((p as { card?: unknown }).card ?? '')));
}

/** Does `when` hold for this view? Games without tricks (Tablanet) know only `any`. */
export function conditionHolds(when: PremoveWhen, view: TrickView): boolean {
  if (when === 'any') return true;
  const trick = trickCards(view);
  if (!trick) return false;
  if (when.trickEmpty !== undefined && when.trickEmpty !== (trick.length === 0)) return false;
  if (when.led !== undefined) {
    const led = trick.map(classOf).find((c) => c !== undefined);
    if (led !== when.led) return false;
  }
  return true;
}

/** The card a notation plays or lays down first (`play H7`, `play H7 x S3+D4`, `discard SK`), if any. */
export function cardOf(action: string): string | undefined {
  const m = /^[a-z]+ ([A-Z][A-Z0-9]{0,3})\b/.exec(action);
  return m?.[1];
}

/** Every card a notation names: the card played or laid down and the cards it takes (`play H7 x S3+D4`). */
export function cardsOf(action: string): string[] {
  const first = cardOf(action);
  if (first === undefined) return [];
  const taken = / x ([A-Z0-9+]+)$/.exec(action)?.[1]?.split('+') ?? [];
  return [first, ...taken];
}

/**
 * Why a pre-move can never be meant for this game, or undefined: a card that is not in the pack
 * (UNKNOWN_CARD), a trick condition at a game without tricks (Tablanet), or a lead of a class the pack
 * has no card of (trumps at Taleles) — such a condition could never hold (VALIDATION_FAILED).
 */
export function unusable(
  p: Pick<Premove, 'when' | 'action'>,
  pack: readonly string[],
  view: TrickView,
): { readonly code: 'UNKNOWN_CARD' | 'VALIDATION_FAILED'; readonly path: string; readonly message: string } | undefined {
  const unknown = cardsOf(p.action).find((c) => !pack.includes(c));
  if (unknown !== undefined) return { code: 'UNKNOWN_CARD', path: 'action', message: `${unknown} is not a card of this game's pack` };
  const { when } = p;
  if (when === 'any') return undefined;
  if (!Array.isArray(view.trick)) return { code: 'VALIDATION_FAILED', path: 'when', message: 'this game has no tricks: a pre-move here can only be "any"' };
  const led = when.led;
  if (led !== undefined && !pack.some((c) => classOf(c) === led)) {
    return { code: 'VALIDATION_FAILED', path: 'when.led', message: `no card of this game's pack leads as "${led}"` };
  }
  return undefined;
}

/** Why a pre-move can never be played any more, or undefined while it still can. */
export function impossible(p: Premove, view: TrickView): string | undefined {
  if (view.deal !== p.deal) return 'a new deal began';
  const card = cardOf(p.action);
  if (card !== undefined && !view.hand.includes(card)) return `${card} is no longer in your hand`;
  return undefined;
}

export type Decision =
  | { readonly kind: 'play'; readonly premove: Premove; readonly outcomes: readonly PremoveOutcome[] }
  | { readonly kind: 'none'; readonly outcomes: readonly PremoveOutcome[] };

/**
 * The seat's turn has come: which pre-move to play, and what becomes of the others. `why` tells why
 * an action is not legal (the engine's message).
 */
export function decide(queue: readonly Premove[], view: TrickView, legal: readonly string[], now: number, why: (action: string) => string): Decision {
  const outcomes: PremoveOutcome[] = [];
  const done = (p: Premove, result: PremoveResult, reason: string): void => {
    outcomes.push({ id: p.id, action: p.action, result, reason, at: now });
  };
  for (const [i, p] of queue.entries()) {
    const gone = impossible(p, view);
    if (gone !== undefined) {
      done(p, 'cancelled', gone);
      continue;
    }
    if (!conditionHolds(p.when, view)) continue;
    if (!legal.includes(p.action)) {
      done(p, 'dropped', `not legal when your turn came: ${why(p.action)}`);
      continue;
    }
    done(p, 'played', 'its condition held and it was legal');
    for (const rest of queue.slice(i + 1)) done(rest, 'dropped', 'another pre-move was played this turn');
    return { kind: 'play', premove: p, outcomes };
  }
  for (const p of queue) {
    if (!outcomes.some((o) => o.id === p.id)) done(p, 'dropped', 'its condition did not hold when your turn came');
  }
  return { kind: 'none', outcomes };
}
