/**
 * The rule player's decisions before and around the card play: the Bela round (Bela has priority
 * over the trump choice, §5.1), both trump rounds (§5.2, §5.3), the announce turn (the seven
 * exchange always: the turned card is worth at least the 7 it replaces, §5.6; a Pitsch only with
 * a hand that cannot lose a trick, §10; a Bela is kept for the late announcement, §8, which scores
 * the same 20 without showing the cards before the play and without offering a doubling item),
 * and the melds of trick 1 (declared when they can still be the best of the deal, §7.3–7.4).
 * Each function reads only what the acting seat knows, so it serves the real decision and the
 * rollouts of the search alike.
 */
import type { CardId, Seat } from '../../core/index.js';
import { cardOf, suitOfCard, type TalelesSuit } from '../../games/taleles/cards.js';
import { meldsInHand, type MeldShape } from '../../games/taleles/melds.js';
import { handValue, surePitsch, TAKE_AT } from './strength.js';

/** A declared meld as every seat sees it (§7.2): its shape, and its cards once credited. */
export interface PublicMeld {
  readonly seat: Seat;
  readonly kind: string;
  readonly length: number;
  readonly top: string;
}

/** The seen hand as it will be after the seven exchange (2 and 3 players, §5.6), if the hand holds that 7. */
function withExchange(hand: readonly CardId[], suit: TalelesSuit, turned: CardId | null): readonly CardId[] {
  if (turned === null || suitOfCard(turned) !== suit || !hand.includes(cardOf(suit, '7'))) return hand;
  return [...hand.filter((c) => c !== cardOf(suit, '7')), turned];
}

/** The second trump round asks for a little more: the turned suit was refused by everyone. */
const SECOND_ROUND_EXTRA = 4;

/**
 * Bela round, trump rounds: `bela X`, `accept`, `trump X` or `pass`, from the count of the seen
 * cards (strength.ts). `noise` shifts the count (the beginner misjudges hands).
 */
export function chooseBid(phase: 'bela' | 'bid1' | 'bid2', hand: readonly CardId[], legal: readonly string[], n: number, turned: CardId | null, noise = 0): string {
  const take = TAKE_AT[n]!;
  const value = (suit: TalelesSuit) => handValue(withExchange(hand, suit, turned), suit) + noise;
  if (phase === 'bela' || (phase === 'bid1' && n === 4) || phase === 'bid2') {
    const prefix = phase === 'bela' ? 'bela ' : 'trump ';
    const suits = legal.filter((a) => a.startsWith(prefix)).map((a) => a.slice(prefix.length) as TalelesSuit);
    let best: TalelesSuit | undefined;
    for (const suit of suits) if (best === undefined || value(suit) > value(best)) best = suit;
    if (best === undefined) return 'pass';
    return value(best) >= take + (phase === 'bid2' ? SECOND_ROUND_EXTRA : 0) ? `${prefix}${best}` : 'pass';
  }
  // bid1 with 2 or 3 players: accept the turned card's suit or pass.
  if (turned !== null && legal.includes('accept') && value(suitOfCard(turned)) >= take) return 'accept';
  return 'pass';
}

/** The announce turn (§5.6): one action at a time, `pass` ends the turn. */
export function chooseAnnounce(hand: readonly CardId[], legal: readonly string[], trump: TalelesSuit, outOfPlay: readonly CardId[], leads: boolean): string {
  if (legal.includes('seven')) return 'seven';
  if (legal.includes('pitsch') && surePitsch(hand, trump, outOfPlay, leads)) return 'pitsch';
  return 'pass';
}

const CLASS: Readonly<Record<string, number>> = { terz: 0, fuenfzig: 1, hundert: 2 };
const RANKS = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** Runs compared by what every seat sees (§7.3: class, length of a Hundert, top); > 0: `a` is better. */
function compareShape(a: Pick<PublicMeld, 'kind' | 'length' | 'top'>, b: Pick<PublicMeld, 'kind' | 'length' | 'top'>): number {
  return (
    CLASS[a.kind]! - CLASS[b.kind]! ||
    (a.kind === 'hundert' ? a.length - b.length : 0) ||
    RANKS.indexOf(a.top) - RANKS.indexOf(b.top)
  );
}

/**
 * The meld to declare now in trick 1, or undefined to play a card: the best run of the hand if no
 * declared run already beats it (an equal one declared earlier wins unless ours is in trump, §7.3),
 * and an Achtzig above every declared one. Sub-runs and beaten melds would only show the hand.
 * Nothing under a Pitsch for the match: melds cannot change its outcome (§10).
 */
export function chooseMeld(hand: readonly CardId[], legal: readonly string[], declared: readonly PublicMeld[], trump: TalelesSuit, pitschForMatch: boolean): string | undefined {
  if (pitschForMatch || !legal.some((a) => a.startsWith('meld '))) return undefined;
  const mine = meldsInHand(hand);
  const runs = mine.filter((m) => m.kind !== 'achtzig');
  const inTrump = (m: MeldShape) => suitOfCard(m.cards[0]!) === trump;
  let best: MeldShape | undefined;
  for (const m of runs) if (!best || compareShape(m, best) > 0 || (compareShape(m, best) === 0 && inTrump(m))) best = m;
  const notation = (m: MeldShape) => `meld ${m.cards.join('+')}`;
  if (best && legal.includes(notation(best))) {
    const declaredRuns = declared.filter((d) => d.kind !== 'achtzig');
    const beaten = declaredRuns.some((d) => {
      const c = compareShape(d, best);
      return c > 0 || (c === 0 && !inTrump(best));
    });
    if (!beaten) return notation(best);
  }
  const eighties = declared.filter((d) => d.kind === 'achtzig').map((d) => RANKS.indexOf(d.top));
  for (const m of mine) {
    if (m.kind === 'achtzig' && legal.includes(notation(m)) && eighties.every((r) => r < RANKS.indexOf(m.top))) return notation(m);
  }
  return undefined;
}

/** A card's play notation: the late Bela is announced with the first trump K or Q (§8). */
export function playNotation(card: CardId, legal: readonly string[]): string {
  const bela = `play ${card} bela`;
  return legal.includes(bela) ? bela : `play ${card}`;
}
