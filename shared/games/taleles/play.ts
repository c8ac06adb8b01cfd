/**
 * Card play (rules §6): follow suit, must trump, and the optional overtrump, partner-exemption and
 * head-the-suit rules. The classic obligations come from the shared `followCards`; the two
 * Belote-family exceptions that no other game of ours has are added here.
 */
import type { CardId } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { followCards, type Played, type TrickRules, winningIndex } from '../../core/tricks.js';
import { pointsOf, suitOfCard, TALELES_SUITS, type TalelesSuit, trickStrength } from './cards.js';
import type { TalelesOptions } from './options.js';

const makeRules = (trump: TalelesSuit | null): TrickRules => ({
  classOf: (c) => c[0],
  trump,
  strength: (c) => trickStrength(c, trump),
});
const RULES = { H: makeRules('H'), D: makeRules('D'), S: makeRules('S'), C: makeRules('C'), none: makeRules(null) };

/** Suits are the classes; strength is the trump or plain trick order (§2.2). */
export const trickRules = (trump: TalelesSuit | null): TrickRules => RULES[trump ?? 'none'];

/** Seat winning the (possibly incomplete) trick: highest trump, else highest card of the suit led (§6.2). */
export function trickWinner(trick: readonly Played[], trump: TalelesSuit | null): Seat {
  return trick[winningIndex(trick, trickRules(trump))]!.seat;
}

export const trickPointsOf = (trick: readonly Played[], trump: TalelesSuit | null): number =>
  pointsOf(
    trick.map((p) => p.card),
    trump,
  );

/**
 * The cards `hand` may play to `trick` (§6.1). `partner` is the seat whose winning card frees a void
 * player from trumping under `partnerExemption` (null: nobody).
 */
export function legalPlays(
  hand: readonly CardId[],
  trick: readonly Played[],
  trump: TalelesSuit | null,
  options: TalelesOptions,
  partner: Seat | null,
): CardId[] {
  const first = trick[0];
  if (!first) return hand.slice();
  const led = suitOfCard(first.card);
  const hasLed = hand.some((c) => c[0] === led);
  if (
    !hasLed &&
    options.partnerExemption &&
    partner !== null &&
    hand.some((c) => c[0] === trump) &&
    trickWinner(trick, trump) === partner
  ) {
    return hand.slice();
  }
  const rules = trickRules(trump);
  const base = followCards(hand, trick, rules, {
    mustTrump: true,
    overtrumpOnTrumpLead: options.overtrump,
    overtrumpWhenRuffing: options.overtrump,
  });
  if (hasLed && options.mustBeatLedSuit && led !== trump && !trick.some((p) => p.card[0] === trump)) {
    let top = -1;
    for (const p of trick) if (p.card[0] === led) top = Math.max(top, trickStrength(p.card, trump));
    const up = base.filter((c) => trickStrength(c, trump) > top);
    return up.length > 0 ? up : base;
  }
  return base;
}

const SUIT_NAMES: Readonly<Record<TalelesSuit, string>> = { H: 'hearts', D: 'diamonds', S: 'spades', C: 'clubs' };
export const suitName = (s: TalelesSuit): string => SUIT_NAMES[s];

/** Why `card` may not be played now, for the ILLEGAL_ACTION message. */
export function playRefusal(
  hand: readonly CardId[],
  trick: readonly Played[],
  trump: TalelesSuit | null,
  card: CardId,
): string {
  if (!hand.includes(card)) return `you do not hold ${card}`;
  const first = trick[0];
  if (!first) return `${card} cannot be played now`;
  const led = suitOfCard(first.card);
  const suit = suitOfCard(card);
  if (hand.some((c) => c[0] === led)) {
    if (suit !== led) return `you must follow suit: ${SUIT_NAMES[led]}`;
    return led === trump ? 'you must play a higher trump' : `you must head the trick in ${SUIT_NAMES[led]}`;
  }
  if (trump !== null && hand.some((c) => c[0] === trump)) {
    return suit !== trump ? `you must trump (${SUIT_NAMES[trump]})` : 'you must overtrump';
  }
  return `${card} cannot be played now`;
}

export const isSuit = (s: string): s is TalelesSuit => (TALELES_SUITS as readonly string[]).includes(s);
