/**
 * What a Tarot seat knows about the card play of the current deal: every card played, who showed
 * a void in which suit (or in trumps), and the highest trump a seat can still hold after failing to
 * overtrump (rules §9.2: following, trumping and overtrumping are compulsory, so every failure to
 * do so is information). Built from the public history for a real decision, and updated play by
 * play inside rollouts.
 */
import { type CardId, EXCUSE, type Played, type Seat, winningIndex } from '../../core/index.js';
import { classOf, strengthOf, TAROT_TRICKS } from '../../games/tarot/cards.js';
import type { TarotView } from '../../games/tarot/index.js';
import type { HistoryEntry } from '../types.js';

export class TarotTracker {
  /** Cards played in this deal (completed tricks and the current one). */
  readonly played = new Set<CardId>();
  /** Per seat, the classes ('S' 'H' 'D' 'C' 'T') it has shown to be void in. */
  readonly voids: Set<string>[];
  /** Per seat, the strongest trump it may still hold (21 when nothing is known). */
  readonly trumpCeil: number[];
  /** The current trick, in playing order. */
  trick: Played[] = [];
  /** Completed tricks (plays and winner) of this deal. */
  readonly tricks: { plays: Played[]; winner: Seat }[] = [];

  constructor(
    readonly seats: number,
    /** Active seats in playing order. */
    readonly order: readonly Seat[],
  ) {
    this.voids = Array.from({ length: seats }, () => new Set<string>());
    this.trumpCeil = Array.from({ length: seats }, () => 21);
  }

  clone(): TarotTracker {
    const t = new TarotTracker(this.seats, this.order);
    for (const c of this.played) t.played.add(c);
    this.voids.forEach((v, s) => v.forEach((c) => t.voids[s]!.add(c)));
    this.trumpCeil.forEach((x, s) => (t.trumpCeil[s] = x));
    t.trick = this.trick.slice();
    for (const tr of this.tricks) t.tricks.push(tr);
    return t;
  }

  /** Records one card play and what it reveals. */
  observe(seat: Seat, card: CardId): void {
    const led = ledOf(this.trick);
    if (led !== undefined && card !== EXCUSE) {
      const cls = classOf(card);
      const topTrump = this.trick.reduce((m, p) => (classOf(p.card) === 'T' ? Math.max(m, strengthOf(p.card)) : m), 0);
      if (cls !== led) {
        this.voids[seat]!.add(led);
        if (cls !== 'T') this.voids[seat]!.add('T');
        // Trumping under a higher trump: no trump above it is left (§9.2 overtrump rule).
        else if (strengthOf(card) < topTrump) this.trumpCeil[seat] = Math.min(this.trumpCeil[seat]!, topTrump - 1);
      } else if (cls === 'T' && strengthOf(card) < topTrump) {
        this.trumpCeil[seat] = Math.min(this.trumpCeil[seat]!, topTrump - 1);
      }
    }
    this.played.add(card);
    this.trick.push({ seat, card });
    if (this.trick.length === this.order.length) {
      this.tricks.push({ plays: this.trick, winner: this.trick[winningIndex(this.trick, TAROT_TRICKS)]!.seat });
      this.trick = [];
    }
  }
}

export function ledOf(trick: readonly Played[]): string | undefined {
  for (const p of trick) {
    const c = classOf(p.card);
    if (c !== undefined) return c;
  }
  return undefined;
}

/**
 * The card plays of the current deal, oldest first, read off the end of the public history: the
 * view tells how many there are (completed tricks times active seats, plus the current trick).
 */
export function dealPlays(view: TarotView, history: readonly HistoryEntry[]): Played[] {
  const done = view.tricksWon.reduce((a, b) => a + b, 0);
  let want = done * view.active.length + view.trick.length;
  const out: Played[] = [];
  for (let i = history.length - 1; i >= 0 && want > 0; i--) {
    const [seat, text] = history[i]!;
    if (!text.startsWith('play ')) continue;
    out.push({ seat, card: text.slice(5) });
    want--;
  }
  return out.reverse();
}

export function trackerFromView(view: TarotView, history: readonly HistoryEntry[]): TarotTracker {
  const t = new TarotTracker(view.handCounts.length, view.active);
  for (const p of dealPlays(view, history)) t.observe(p.seat, p.card);
  return t;
}
