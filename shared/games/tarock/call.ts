/**
 * Calling a partner (rules §8): the declarer of a calling contract names a king he does not hold
 * ("the fourth king" with three kings), a queen with all four kings (`fourKingsCall: queen`).
 * The holder of the called card is the partner; nobody but he knows it until it shows (§13).
 */
import type { CardId } from '../../core/cards.js';
import { isKing, KINGS, QUEENS } from './cards.js';
import { enterTalon } from './flow.js';
import type { TarockOptions } from './options.js';
import type { Call, Deal, TarockAction } from './state.js';

/** The cards the declarer may call, in a fixed order (§8.1–8.4). */
export function callable(deal: Deal, o: TarockOptions): CardId[] {
  const hand = deal.hands[deal.contract!.declarer]!;
  if (o.mayCallOwnKing) return KINGS.slice();
  const kings = KINGS.filter((k) => !hand.includes(k));
  if (kings.length > 0) return kings;
  // §8.3: four kings → a queen he does not hold (with four queens too he plays alone).
  return o.fourKingsCall === 'queen' ? QUEENS.filter((q) => !hand.includes(q)) : [];
}

/** After the auction of a calling contract; skipped when nothing can be called (§8.3 degenerate case). */
export function enterCall(deal: Deal, o: TarockOptions): Deal {
  if (callable(deal, o).length === 0) return enterTalon({ ...deal, partnerPublic: true }, o);
  return { ...deal, phase: 'call', turn: deal.contract!.declarer };
}

export function legalCall(deal: Deal, o: TarockOptions): TarockAction[] {
  const cards = callable(deal, o);
  const out: TarockAction[] = cards.map((card) => ({ type: 'call', card }));
  const hand = deal.hands[deal.contract!.declarer]!;
  // §8.2: with exactly three kings he may call "the fourth king" without naming it.
  if (!o.mayCallOwnKing && hand.filter(isKing).length === 3) out.push({ type: 'call', card: 'fourth' });
  return out;
}

export function applyCall(deal: Deal, o: TarockOptions, action: TarockAction): Deal {
  if (action.type !== 'call') throw new Error('not a call');
  const fourth = action.card === 'fourth';
  const card = fourth ? KINGS.find((k) => !deal.hands[deal.contract!.declarer]!.includes(k))! : action.card;
  const holder = deal.hands.findIndex((h) => h.includes(card));
  const half = deal.talon.findIndex((h) => h.includes(card));
  const call: Call = { card, fourth, partner: holder >= 0 ? holder : null, talonHalf: half >= 0 ? half : null };
  return enterTalon({ ...deal, call }, o);
}
