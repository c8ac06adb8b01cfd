/**
 * What a Taleles seat knows about the card play of the current deal: every card played, the suits
 * each seat showed it lacks, and the highest card of a suit a seat may still hold where a rule
 * forced it to beat and it did not (rules §6.1: follow suit, trump when void; with `overtrump`
 * beat the highest trump, with `mustBeatLedSuit` head the suit led). Built from the public history
 * for a real decision, and updated play by play inside rollouts.
 */
import type { CardId, Played, Seat } from '../../core/index.js';
import { winningIndex } from '../../core/index.js';
import { PACK, type TalelesSuit, trickStrength } from '../../games/taleles/cards.js';
import type { TalelesOptions } from '../../games/taleles/options.js';
import { trickRules } from '../../games/taleles/play.js';
import type { TalelesView } from '../../games/taleles/view.js';
import type { HistoryEntry } from '../types.js';

const SUIT_INDEX: Readonly<Record<string, number>> = { H: 0, D: 1, S: 2, C: 3 };
/** No limit known: above every strength of the trick orders (0…7). */
const NO_CEIL = 8;

export class TalelesTracker {
  readonly played = new Set<CardId>();
  /** Per seat and suit (H D S C): the strongest card (trick order) the seat may still hold, −1 = void. */
  readonly ceil: number[][];
  trick: Played[] = [];
  /** Completed tricks of this deal with their winners. */
  readonly tricks: { readonly cards: readonly Played[]; readonly winner: Seat }[] = [];

  constructor(
    readonly n: number,
    readonly trump: TalelesSuit,
    readonly maker: Seat,
    readonly options: TalelesOptions,
  ) {
    this.ceil = Array.from({ length: n }, () => [NO_CEIL, NO_CEIL, NO_CEIL, NO_CEIL]);
  }

  clone(): TalelesTracker {
    const t = new TalelesTracker(this.n, this.trump, this.maker, this.options);
    for (const c of this.played) t.played.add(c);
    this.ceil.forEach((row, s) => row.forEach((x, i) => (t.ceil[s]![i] = x)));
    t.trick = this.trick.slice();
    t.tricks.push(...this.tricks);
    return t;
  }

  void(seat: Seat, suit: string): boolean {
    return this.ceil[seat]![SUIT_INDEX[suit]!]! < 0;
  }

  /** May `seat` still hold `card`, as far as its play has shown? */
  mayHold(seat: Seat, card: CardId): boolean {
    return trickStrength(card, this.trump) <= this.ceil[seat]![SUIT_INDEX[card[0]!]!]!;
  }

  #limit(seat: Seat, suit: string, max: number): void {
    const row = this.ceil[seat]!;
    const i = SUIT_INDEX[suit]!;
    row[i] = Math.min(row[i]!, max);
  }

  /** The partner whose winning card frees a void player from trumping (§6.1 partner exemption). */
  #partner(seat: Seat): Seat | null {
    if (this.n === 4) return (seat + 2) % 4;
    if (this.n === 3 && seat !== this.maker) return 3 - seat - this.maker;
    return null;
  }

  /** Records one card play and what it reveals. */
  observe(seat: Seat, card: CardId): void {
    const trick = this.trick;
    const first = trick[0];
    if (first) {
      const led = first.card[0]!;
      const suit = card[0]!;
      const trump = this.trump;
      const rules = trickRules(trump);
      const topTrump = trick.reduce((m, p) => (p.card[0] === trump ? Math.max(m, trickStrength(p.card, trump)) : m), -1);
      if (suit !== led) {
        this.#limit(seat, led, -1);
        const exempt = this.options.partnerExemption && trick[winningIndex(trick, rules)]!.seat === this.#partner(seat);
        if (suit !== trump && !exempt) this.#limit(seat, trump, -1);
        // Ruffing under a higher trump where overtrumping is compulsory: nothing higher is left.
        if (suit === trump && this.options.overtrump && !exempt && trickStrength(card, trump) < topTrump) this.#limit(seat, trump, topTrump);
      } else if (led === trump) {
        if (this.options.overtrump && trickStrength(card, trump) < topTrump) this.#limit(seat, trump, topTrump);
      } else if (this.options.mustBeatLedSuit && topTrump < 0) {
        const top = trick.reduce((m, p) => (p.card[0] === led ? Math.max(m, trickStrength(p.card, trump)) : m), -1);
        if (trickStrength(card, trump) < top) this.#limit(seat, led, top);
      }
    }
    this.played.add(card);
    trick.push({ seat, card });
    if (trick.length === this.n) {
      this.tricks.push({ cards: trick, winner: trick[winningIndex(trick, trickRules(this.trump))]!.seat });
      this.trick = [];
    }
  }

  /** Cards neither played nor in `hand` (they may be in other hands or, with 2 and 3 players, out of play). */
  outstanding(hand: readonly CardId[], out: readonly CardId[] = []): CardId[] {
    return PACK.filter((c) => !this.played.has(c) && !hand.includes(c) && !out.includes(c));
  }
}

/**
 * The public actions of the current deal, oldest first, read off the end of the history: the view
 * tells how many there are (its calls, its declared melds and the cards played so far).
 */
export function dealActions(view: TalelesView, history: readonly HistoryEntry[]): HistoryEntry[] {
  const done = view.tricksWon.reduce((a, b) => a + b, 0);
  const count = view.calls.length + view.melds.length + done * view.players + view.trick.length;
  return history.slice(history.length - count);
}

/** The cards played in this deal, oldest first. */
export function dealPlays(view: TalelesView, history: readonly HistoryEntry[]): Played[] {
  const out: Played[] = [];
  for (const [seat, text] of dealActions(view, history)) if (text.startsWith('play ')) out.push({ seat, card: text.split(' ')[1]! });
  return out;
}

export function trackerFromView(view: TalelesView, history: readonly HistoryEntry[], options: TalelesOptions): TalelesTracker {
  const t = new TalelesTracker(view.players, view.trump!, view.maker!, options);
  for (const p of dealPlays(view, history)) t.observe(p.seat, p.card);
  return t;
}
