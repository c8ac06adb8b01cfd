/**
 * Duplicate deals (docs/tournaments.md, "Duplicate deals"): every table of a round plays the same
 * prearranged deck orders, seat for seat, so that results compare hand against hand. The decks come
 * from a seeded shuffle of the game's pack; the tables of a round also share their match seed, since
 * every game draws its first dealer from the seed (and shuffles from it once the decks run out).
 */
import type { AnyGameDef, CardId } from '../core/index.js';
import { seedRng, shuffle } from '../core/rng.js';

/** At most this many decks are prepared per round; a longer match goes on with its own shuffles. */
export const MAX_DUPLICATE_DECKS = 64;

/**
 * How many deals a match of `game` may need, generously: French Tarot plays a fixed number of deals
 * (annulled all-pass deals are dealt again, so twice as many), Königrufen four per Radl (a doubled
 * Radl adds four more), the point races (Tablanet, Taleles) a few dozen at most.
 */
export function duplicateDeckCount(game: string, options: Readonly<Record<string, unknown>>, seats: number): number {
  const num = (key: string, fallback: number): number => {
    const x = options[key];
    return typeof x === 'number' && Number.isFinite(x) && x > 0 ? x : fallback;
  };
  switch (game) {
    case 'tarot':
      return Math.min(MAX_DUPLICATE_DECKS, num('deals', seats) * 2 + 2);
    case 'tarock':
      return Math.min(MAX_DUPLICATE_DECKS, num('rounds', 1) * 4 * 3);
    default:
      return 32;
  }
}

/** The deck orders of one round: deck `i` is a seeded shuffle of the pack (index 0 = top card). */
export function duplicateDecks(def: AnyGameDef, options: unknown, secret: string, round: number, count: number): CardId[][] {
  const pack = def.pack(options);
  return Array.from({ length: count }, (_, i) => shuffle(seedRng(`${secret}:round:${round}:deck:${i}`), pack)[0]);
}
