/**
 * Announcements and Kontra (rules §11.2, §11.6). Each player may announce premiums only in his
 * first turn; Kontra, Rekontra and Subkontra double an item; "gut" (`pass`) acknowledges all
 * levels on the table; three "gut" in a row end the phase. With the partner hidden, players may
 * double their own party unknowingly (void at scoring): legality only uses what the seat knows.
 */
import type { Seat } from '../../core/game.js';
import { isKing } from './cards.js';
import { BIRD_CARD, CONTRACTS, isBird, type PremiumId, premiumsOf } from './contracts.js';
import { enterPlay } from './flow.js';
import type { TarockOptions } from './options.js';
import { type Announce, type Deal, type Item, next, type RaiseLevel, type TarockAction } from './state.js';

export type Relation = 'same' | 'other' | 'unknown';

/** Seats of the declaring party, as it really is (partner may be null or the declarer himself). */
export function declaringSide(deal: Deal): Seat[] {
  const d = deal.contract!.declarer;
  const p = deal.call?.partner;
  return p == null || p === d ? [d] : [d, p];
}

/** Whether `s` knows that `q` is in his own party (§11.6, §13): only the holder of the called card knows it all. */
export function relation(deal: Deal, s: Seat, q: Seat): Relation {
  if (s === q) return 'same';
  const side = declaringSide(deal);
  const truth: Relation = side.includes(s) === side.includes(q) ? 'same' : 'other';
  const c = CONTRACTS[deal.contract!.id];
  if (!c.calling || deal.call === null || deal.partnerPublic || deal.call.partner === s) return truth;
  const d = deal.contract!.declarer;
  if (s === d) return 'unknown';
  return q === d ? 'other' : 'unknown';
}

const LEVELS: Readonly<Record<number, RaiseLevel>> = { 1: 'kontra', 2: 'rekontra', 4: 'subkontra' };

/** Premiums `seat` may announce now (§11.2). */
function announceable(deal: Deal, o: TarockOptions, seat: Seat): PremiumId[] {
  const a = deal.announce!;
  if (a.hadTurn[seat]) return [];
  const c = CONTRACTS[deal.contract!.id];
  const hand = deal.hands[seat]!;
  const taken = { has: (p: PremiumId) => a.items.some((i) => i.premium === p) };
  return premiumsOf(deal.contract!.id, o).filter((p) => {
    if (taken.has(p)) return false;
    if (isBird(p)) return hand.includes(BIRD_CARD[p]);
    if (p === 'koenig_ultimo') return deal.call !== null && isKing(deal.call.card) && hand.includes(deal.call.card);
    // §12.4 fixed Valat: Trull and Vier Könige cannot be announced together with Valat.
    if (o.valatMode === 'fixed' && p === 'valat' && (taken.has('trull') || taken.has('koenige'))) return false;
    if (o.valatMode === 'fixed' && (p === 'trull' || p === 'koenige') && taken.has('valat')) return false;
    // §11.2: in colour contracts a defender may announce Valat or say Kontra, not both.
    if (p === 'valat' && c.family === 'colour' && o.colourGameValatOrKontra && a.kontra[seat]) return false;
    return true;
  });
}

function mayRaise(deal: Deal, o: TarockOptions, seat: Seat, item: Item): boolean {
  const a = deal.announce!;
  const level = LEVELS[item.level];
  if (!level || (a.acked[seat]![item.key] ?? 0) >= item.level) return false;
  if (item.pair !== null) return level === 'rekontra' ? seat === item.owner : seat === item.pair;
  const rel = relation(deal, seat, item.owner);
  if (level === 'rekontra') return rel !== 'other';
  if (rel === 'same') return false;
  const colourDefender = CONTRACTS[deal.contract!.id].family === 'colour' && o.colourGameValatOrKontra && seat !== deal.contract!.declarer;
  return !(colourDefender && a.items.some((i) => i.premium === 'valat' && i.owner === seat));
}

export function legalAnnounce(deal: Deal, o: TarockOptions, seat: Seat): TarockAction[] {
  const out: TarockAction[] = [{ type: 'pass' }];
  for (const premium of announceable(deal, o, seat)) out.push({ type: 'announce', premium });
  for (const item of deal.announce!.items) {
    if (!mayRaise(deal, o, seat, item)) continue;
    const level = LEVELS[item.level]!;
    const [base] = item.key.split(':');
    out.push(item.pair !== null && level === 'rekontra' ? { type: 'raise', level, item: base!, pair: item.pair } : { type: 'raise', level, item: base! });
  }
  return out;
}

/** The item a raise refers to: negative contracts keep one game item per defender (§11.6). */
export function itemKey(deal: Deal, seat: Seat, action: { item: string; pair?: Seat }): string {
  if (action.item !== 'game' || CONTRACTS[deal.contract!.id].family !== 'negative') return action.item;
  return `game:${action.pair ?? seat}`;
}

export function applyAnnounce(deal: Deal, o: TarockOptions, seat: Seat, action: TarockAction): Deal {
  const a = deal.announce!;
  if (action.type === 'announce') {
    const item: Item = { key: action.premium, premium: action.premium, owner: seat, pair: null, level: 1, raises: [] };
    // §13: announcing König ultimo makes the partnership public.
    const partnerPublic = deal.partnerPublic || action.premium === 'koenig_ultimo';
    return { ...deal, partnerPublic, announce: { ...a, items: [...a.items, item], acted: true } };
  }
  if (action.type === 'raise') {
    const key = itemKey(deal, seat, action);
    const items = a.items.map((i) =>
      i.key === key ? { ...i, level: i.level * 2, raises: [...i.raises, { seat, level: i.level * 2 }] } : i,
    );
    const acked = a.acked.map((r, s) => (s === seat ? { ...r, [key]: a.items.find((i) => i.key === key)!.level * 2 } : r));
    const kontra = a.kontra.map((k, s) => k || (s === seat && action.level !== 'rekontra'));
    return { ...deal, announce: { ...a, items, acked, acted: true, kontra } };
  }
  // "gut" / "ich liege": acknowledge everything on the table and hand on.
  const acked = a.acked.map((r, s) => (s === seat ? Object.fromEntries(a.items.map((i) => [i.key, i.level])) : r));
  const first = !a.hadTurn[seat] && seat === deal.contract!.declarer;
  const passes = a.acted || first ? 0 : a.passes + 1;
  const announce: Announce = { ...a, acked, hadTurn: a.hadTurn.map((h, s) => h || s === seat), passes, acted: false };
  if (passes === 3) return enterPlay({ ...deal, announce }, o);
  return { ...deal, announce, turn: next(seat) };
}
