import { type CardId, sameCards } from './cards.js';
import { type RngState, shuffle } from './rng.js';

/**
 * The deck order for deal number `dealIndex`: the prearranged order when the table was set up
 * with `decks` (tests, replays of real games, duplicate play), otherwise a seeded shuffle.
 * Prearranged decks are used in turn; after the last one, shuffling resumes.
 */
export function deckForDeal(
  pack: readonly CardId[],
  rng: RngState,
  dealIndex: number,
  decks: readonly (readonly CardId[])[] | undefined,
): [CardId[], RngState] {
  const fixed = decks?.[dealIndex];
  if (fixed) return [fixed.slice(), rng];
  return shuffle(rng, pack);
}

/** Checks that every prearranged deck is a permutation of the pack. */
export function validDecks(pack: readonly CardId[], decks: readonly (readonly CardId[])[] | undefined): string | undefined {
  if (!decks) return undefined;
  for (let i = 0; i < decks.length; i++) {
    const d = decks[i];
    if (!d || !sameCards(d, pack)) return `deck ${i + 1} is not a permutation of the ${pack.length}-card pack`;
  }
  return undefined;
}

/**
 * Deals packets from the top of `deck` (index 0 = top). `order` lists the seats in dealing order;
 * `packets` the packet sizes of each pass round the table, e.g. [3, 2] = three each, then two each.
 * Returns the hands (indexed by seat) and the undealt rest.
 */
export function dealPackets(
  deck: readonly CardId[],
  seats: number,
  order: readonly number[],
  packets: readonly number[],
): { hands: CardId[][]; rest: CardId[] } {
  const hands: CardId[][] = Array.from({ length: seats }, () => []);
  let pos = 0;
  for (const size of packets) {
    for (const seat of order) {
      const hand = hands[seat];
      if (!hand) throw new RangeError(`dealPackets: seat ${seat} out of range`);
      hand.push(...deck.slice(pos, pos + size));
      pos += size;
    }
  }
  if (pos > deck.length) throw new RangeError('dealPackets: not enough cards');
  return { hands, rest: deck.slice(pos) };
}

/** Seats in order starting at `first`, going `next(s) = (s + 1) mod n`. */
export function seatsFrom(first: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => (first + i) % n);
}
