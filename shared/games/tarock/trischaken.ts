/**
 * Trischaken settlement (rules §12.6): everyone for himself; the player with the most card
 * points pays, Vorhand alone when he is among them; Jungfrauen (no trick) take the pot.
 * Three tariffs: `wien` (pot 3 × base), `ooe` (payouts of OÖ 4/2023), `pairs` (TIROL).
 */
import type { Seat } from '../../core/game.js';
import { thirds } from './cards.js';
import type { Piles } from './count.js';
import type { TarockOptions } from './options.js';
import type { Deal, SheetItem } from './state.js';
import { sheetNote, withNotes, type SheetNote } from './notes.js';
import type { Settlement } from './score.js';

const SEATS = [0, 1, 2, 3];
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export interface TrischakenResult {
  readonly pay: number[];
  readonly losers: Seat[];
  readonly receivers: Seat[];
  readonly pot: number;
  readonly notes: readonly SheetNote[];
}

/** Payments of a Trischaken from each seat's thirds and trick count (§12.6). */
export function trischakenPayments(th: readonly number[], tricks: readonly number[], vorhand: Seat, o: TarockOptions): TrischakenResult {
  const b = o.trischakenBase;
  if (o.trischakenScoring === 'pairs') {
    // Our reading of TIROL "top two pay 2 each to bottom two": ties count against Vorhand, then in playing order.
    const order = [0, 1, 2, 3].map((k) => (vorhand + k) % 4).sort((x, y) => th[y]! - th[x]!);
    const pay = SEATS.map((s) => (order.indexOf(s) < 2 ? -b : b));
    return { pay, losers: order.slice(0, 2), receivers: order.slice(2), pot: 2 * b, notes: [sheetNote('topTwoPay')] };
  }
  const max = Math.max(...th);
  let losers = SEATS.filter((s) => th[s] === max);
  if (losers.includes(vorhand)) losers = [vorhand];
  const jungfrauen = SEATS.filter((s) => tricks[s] === 0 && !losers.includes(s));
  const receivers = jungfrauen.length > 0 ? jungfrauen : SEATS.filter((s) => !losers.includes(s));
  let pot = (o.trischakenScoring === 'ooe' && losers.length === 2 ? 4 : 3) * b;
  const notes: SheetNote[] = [];
  if (max >= 107) {
    pot *= 2;
    notes.push(sheetNote('buergermeister'));
  }
  if (losers.length === 1 && losers[0] === vorhand) {
    pot *= 2;
    notes.push(sheetNote('vorhandLoses'));
  }
  if (jungfrauen.length > 0) notes.push(sheetNote('jungfrau', { seats: jungfrauen.join(',') }));
  // Shares must be whole score points: the pot is rounded up so that it divides (OÖ "pot 3, two Jungfrauen: 4").
  const l = losers.length, r = receivers.length;
  const unit = (l * r) / gcd(l, r);
  pot = Math.ceil(pot / unit) * unit;
  const pay = SEATS.map((s) => (losers.includes(s) ? -pot / l : receivers.includes(s) ? pot / r : 0));
  return { pay, losers, receivers, pot, notes };
}

export function trischakenItem(deal: Deal, o: TarockOptions, pl: Piles): Settlement {
  const th = pl.seat.map(thirds);
  const tricks = SEATS.map((s) => deal.tricks.filter((t) => t.winner === s).length);
  const r = trischakenPayments(th, tricks, deal.vorhand, o);
  const item: SheetItem = {
    item: 'trischaken', name: 'Trischaken', announced: false, by: null, value: r.pot, winners: r.receivers,
    multiplier: SEATS.map(() => 1), schrift: r.pay, total: r.pay, ...withNotes(r.notes),
  };
  return { items: [item], thirds: th, won: null, side: [], mondfang: false };
}
