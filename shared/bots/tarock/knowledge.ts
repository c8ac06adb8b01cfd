/**
 * What a Königrufen seat knows about the card play of the current deal: every card played, who
 * showed a void in which suit (or in tarock), and, where Stichzwang applies (negative contracts
 * and Trischaken, rules §10.5), the highest card a seat can still hold after failing to beat.
 * Built from the public history for a real decision, and updated play by play inside rollouts.
 */
import type { CardId, Played, Seat } from '../../core/index.js';
import { classOf, isTarock, PACK, strength } from '../../games/tarock/cards.js';
import { BIRD_CARD, BIRD_TRICK, CONTRACTS, type Family, isBird } from '../../games/tarock/contracts.js';
import { type TrickContext, winnerIndex } from '../../games/tarock/play.js';
import type { TarockView } from '../../games/tarock/index.js';
import type { HistoryEntry } from '../types.js';

export const CLASSES = ['S', 'H', 'D', 'C', 'T'] as const;
/** No limit known: above the strongest card of any class (the Sküs is 22). */
const OPEN = 99;

export class TarockTracker {
  /** Cards played in this deal (completed tricks and the current one). */
  readonly played = new Set<CardId>();
  /** Per seat, the classes ('S' 'H' 'D' 'C' 'T') it has shown to be void in. */
  readonly voids: Set<string>[] = [0, 1, 2, 3].map(() => new Set<string>());
  /** Per seat and class, the strongest card it may still hold (Stichzwang failures, §10.5). */
  readonly ceil: Record<string, number>[] = [0, 1, 2, 3].map(() => ({ S: OPEN, H: OPEN, D: OPEN, C: OPEN, T: OPEN }));
  trick: Played[] = [];
  readonly tricks: { plays: Played[]; winner: Seat }[] = [];
  /** Tricks won per seat in this deal. */
  readonly won = [0, 0, 0, 0];

  /** Announced birds and König ultimo (§11.4): card → [owner, target trick]. */
  readonly reserved = new Map<CardId, readonly [Seat, number]>();

  constructor(readonly ctx: TrickContext) {}

  clone(): TarockTracker {
    const t = new TarockTracker(this.ctx);
    for (const c of this.played) t.played.add(c);
    this.voids.forEach((v, s) => v.forEach((c) => t.voids[s]!.add(c)));
    this.ceil.forEach((r, s) => (t.ceil[s] = { ...r }));
    t.trick = this.trick.slice();
    for (const tr of this.tricks) t.tricks.push(tr);
    this.won.forEach((w, s) => (t.won[s] = w));
    this.reserved.forEach((v, k) => t.reserved.set(k, v));
    return t;
  }

  /** The context of the trick being played (its number decides reservations). */
  context(): TrickContext {
    return { ...this.ctx, trickNo: this.tricks.length + 1 };
  }

  /** Records one card play and what it reveals under the follow rules (§10.3, §10.5, §10.7). */
  observe(seat: Seat, card: CardId): void {
    const cls = classOf(card);
    const trick = this.trick;
    const ctx = this.ctx;
    if (trick.length === 0) {
      // §10.7: a tarock may be led in a colour contract only without colour cards.
      if (ctx.family === 'colour' && cls === 'T') for (const s of ['S', 'H', 'D', 'C']) this.voids[seat]!.add(s);
    } else {
      const led = classOf(trick[0]!.card);
      const best = trick[winnerIndex(trick, ctx)]!.card;
      if (cls !== led) {
        this.voids[seat]!.add(led);
        if (cls !== 'T') this.voids[seat]!.add('T');
        else if (ctx.stichzwang) {
          const top = topTarock(trick);
          if (top > 0 && strength(card) < top) this.limit(seat, 'T', top);
        }
      } else if (ctx.stichzwang && classOf(best) === led && strength(card) < strength(best)) {
        this.limit(seat, led, strength(best));
      }
    }
    // §11.4: a reserved card given up before its trick (in `soft` mode: one that takes the trick as
    // it stands) means every legal card was reserved.
    const res = this.reserved.get(card);
    const forced = () => {
      if (ctx.reservationMode === 'hard') return true;
      const t = [...trick, { seat, card }];
      return winnerIndex(t, ctx) === trick.length;
    };
    if (res && res[0] === seat && res[1] > this.tricks.length + 1 && ctx.family === 'tarock' && forced()) {
      if (cls === 'T') this.limit(seat, 'T', 5);
      else if (trick.length > 0 && classOf(trick[0]!.card) === cls) this.voids[seat]!.add(cls);
      if (trick.length === 0) for (const s of ['S', 'H', 'D', 'C']) if (s !== cls) this.voids[seat]!.add(s);
    }
    // §10.5 Pagat rule: under Stichzwang the Pagat is played only as the last tarock.
    if (card === 'T1' && ctx.stichzwang) this.voids[seat]!.add('T');
    this.played.add(card);
    trick.push({ seat, card });
    if (trick.length === 4) {
      const winner = trick[winnerIndex(trick, this.context())]!.seat;
      this.tricks.push({ plays: trick, winner });
      this.won[winner]!++;
      this.trick = [];
    }
  }

  private limit(seat: Seat, cls: string, below: number): void {
    const r = this.ceil[seat]!;
    r[cls] = Math.min(r[cls]!, below);
  }

  /** May `seat` still hold `card`, as far as the play so far tells? */
  mayHold(seat: Seat, card: CardId): boolean {
    const cls = classOf(card);
    if (this.voids[seat]!.has(cls)) return false;
    return strength(card) < this.ceil[seat]![cls]! || this.ceil[seat]![cls] === OPEN;
  }
}

const topTarock = (trick: readonly Played[]) => trick.reduce((m, p) => (isTarock(p.card) ? Math.max(m, strength(p.card)) : m), 0);

/** The play context of a contract family, trick by trick (play.ts `trickContext` without a deal). */
export function contextFor(family: Family, stichzwang: boolean, kaiserstich: TrickContext['kaiserstich'], reservationMode: TrickContext['reservationMode']): TrickContext {
  return { family, stichzwang, kaiserstich, reservationMode, trickNo: 1 };
}

/** Notation of an auction call as the public history wrote it. */
function auctionNotation(call: string): string {
  return call === 'pass' || call === 'hold' ? call : `bid ${call}`;
}

/**
 * The public history of the current deal: it starts with the deal's auction, which the view
 * lists call by call; every later action of the deal follows it. Empty when the history given
 * does not reach back to the deal's auction (the search then keeps the rule player's choice).
 */
export function dealHistory(view: TarockView, history: readonly HistoryEntry[]): readonly HistoryEntry[] {
  const calls = view.auction;
  if (calls.length === 0) return [];
  const first = auctionNotation(calls[0]!.call);
  for (let i = history.length - calls.length; i >= 0; i--) {
    if (history[i]![0] !== calls[0]!.seat || history[i]![1] !== first) continue;
    let ok = true;
    for (let k = 1; k < calls.length && ok; k++) {
      const [seat, text] = history[i + k]!;
      ok = seat === calls[k]!.seat && text === auctionNotation(calls[k]!.call);
    }
    if (ok) return history.slice(i);
  }
  // A history cut short (not the whole match): play on what the view shows rather than fail the table.
  return [];
}

/** The card plays of the current deal, oldest first. */
export function dealPlays(deal: readonly HistoryEntry[]): Played[] {
  const out: Played[] = [];
  for (const [seat, text] of deal) if (text.startsWith('play ')) out.push({ seat, card: text.slice(5) });
  return out;
}

/** The context of the view's contract (null before the auction ends). */
export function viewContext(view: TarockView): TrickContext | null {
  const c = view.contract;
  if (!c) return null;
  const family = CONTRACTS[c.id].family;
  const stichzwang = family === 'negative' || (family === 'trischaken' && view.trischaken?.stichzwang === true);
  return contextFor(family, stichzwang, view.options.kaiserstich, view.options.reservationMode);
}

export function trackerFromView(view: TarockView, history: readonly HistoryEntry[]): TarockTracker | null {
  const ctx = viewContext(view);
  if (!ctx) return null;
  const t = new TarockTracker(ctx);
  const called = view.called && view.called.suit !== null ? `${view.called.suit}${view.called.rank}` : null;
  for (const a of view.announcements) {
    if (isBird(a.item)) t.reserved.set(BIRD_CARD[a.item], [a.by, BIRD_TRICK[a.item]]);
    else if (a.item === 'koenig_ultimo' && called) t.reserved.set(called, [a.by, 12]);
  }
  for (const p of dealPlays(dealHistory(view, history))) t.observe(p.seat, p.card);
  return t;
}

/** Every card of the pack in a class, strongest first (precomputed for the play heuristics). */
export const BY_CLASS: Readonly<Record<string, readonly CardId[]>> = Object.fromEntries(
  CLASSES.map((k) => [k, PACK.filter((c) => classOf(c) === k).sort((a, b) => strength(b) - strength(a))]),
);
