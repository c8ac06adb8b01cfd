/**
 * Talon and laying away (Verlegen, rules §9): take one exposed half (or all six unseen in the
 * Sechserdreier), then lay away one card per action. Kings and Trull cards never; in tarock
 * contracts tarocks only when every layable colour card goes too (shown face up); in the
 * Farbendreier the reverse. A called card in the talon allows conceding (Schleifen, §9.3).
 */
import type { CardId } from '../../core/cards.js';
import { isKing, isTarock, sortCards, TRULL } from './cards.js';
import { BIRD_CARD, CONTRACTS } from './contracts.js';
import { enterAnnounce } from './flow.js';
import type { TarockOptions } from './options.js';
import type { Deal, TarockAction } from './state.js';

export function legalTalon(deal: Deal): TarockAction[] {
  const out: TarockAction[] = [{ type: 'talon', half: 0 }, { type: 'talon', half: 1 }];
  if (deal.call?.talonHalf != null) out.push({ type: 'concede' });
  return out;
}

export function applyTalon(deal: Deal, action: TarockAction): Deal {
  if (action.type !== 'talon') throw new Error('not a talon choice');
  const d = deal.contract!.declarer;
  const hands = deal.hands.map((h, s) => (s === d ? sortCards([...h, ...deal.talon[action.half]!]) : h));
  const talon = deal.talon.map((h, i) => (i === action.half ? [] : h));
  return { ...deal, phase: 'layAway', hands, talon, talonTaken: action.half, layCount: 3 };
}

/**
 * Cards that may never be laid away: kings, the Trull, and (our decision, docs/games/tarock.md)
 * the Besserrufer's bird, which the bid has already announced.
 */
function forbidden(deal: Deal, card: CardId): boolean {
  if (isKing(card) || TRULL.includes(card)) return true;
  const bird = deal.contract!.bird;
  return bird !== null && BIRD_CARD[bird] === card;
}

/** Laid-away cards that everybody sees (§9.2): tarocks in tarock contracts, colour cards in the Farbendreier. */
export function isPublicDiscard(deal: Deal, card: CardId): boolean {
  return CONTRACTS[deal.contract!.id].family === 'colour' ? !isTarock(card) : isTarock(card);
}

/**
 * §9.2 one card at a time: the "preferred" class (colour cards, or tarocks in the Farbendreier)
 * goes first; a card of the other class may be laid only if every layable preferred card still
 * in hand fits into the slots left after it.
 */
export function legalLayAway(deal: Deal): TarockAction[] {
  const d = deal.contract!.declarer;
  const hand = deal.hands[d]!;
  const slotsAfter = deal.layCount - deal.laid.length - 1;
  const preferred = (c: CardId) => !forbidden(deal, c) && !isPublicDiscard(deal, c);
  const otherLaid = deal.laid.some((c) => isPublicDiscard(deal, c));
  const preferredLeft = hand.filter(preferred).length;
  const out: TarockAction[] = [];
  for (const card of hand) {
    if (forbidden(deal, card)) continue;
    const isPref = preferred(card);
    if (isPref && !otherLaid) {
      out.push({ type: 'discard', card });
      continue;
    }
    const left = isPref ? preferredLeft - 1 : preferredLeft;
    if (left <= slotsAfter) out.push({ type: 'discard', card });
  }
  return out;
}

export function applyLayAway(deal: Deal, o: TarockOptions, action: TarockAction): Deal {
  if (action.type !== 'discard') throw new Error('not a discard');
  const d = deal.contract!.declarer;
  const hands = deal.hands.map((h, s) => (s === d ? h.filter((c) => c !== action.card) : h));
  const laid = [...deal.laid, action.card];
  const next: Deal = { ...deal, hands, laid };
  return laid.length === deal.layCount ? enterAnnounce(next, o) : next;
}
