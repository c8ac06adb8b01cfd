/**
 * Dealing the unseen cards into the places they may be (other hands, a face-down chien, an écart,
 * a stock) so that every constraint a seat has observed holds: capacities (the hand counts) and
 * per-card exclusions (voids shown, cards that cannot be laid away…). Cards go in a random order
 * to a random allowed place weighted by the room left; when a card finds no room, an augmenting
 * path (Kuhn's matching) moves earlier cards along, so a consistent deal is always found if one
 * exists.
 */
import type { CardId } from '../core/index.js';
import type { BotRng } from './util.js';

/**
 * Assigns each card to a place: `capacity[p]` cards to place p, `allowed(card, p)` per card.
 * Returns the cards of every place, or undefined when the constraints cannot all hold.
 */
export function dealUnseen(
  cards: readonly CardId[],
  capacity: readonly number[],
  allowed: (card: CardId, place: number) => boolean,
  rng: BotRng,
): CardId[][] | undefined {
  const total = capacity.reduce((a, b) => a + b, 0);
  if (total !== cards.length) return undefined;
  const places = capacity.map(() => [] as number[]);
  const where: number[] = cards.map(() => -1);
  const options = cards.map((c) => capacity.map((_, p) => p).filter((p) => capacity[p]! > 0 && allowed(c, p)));
  const order = rng.shuffle(cards.map((_, i) => i));
  // Most constrained cards first keeps the greedy step from painting itself into a corner.
  order.sort((a, b) => options[a]!.length - options[b]!.length);

  const place = (i: number, p: number) => {
    places[p]!.push(i);
    where[i] = p;
  };
  const unplace = (i: number) => {
    const p = where[i]!;
    const list = places[p]!;
    list.splice(list.indexOf(i), 1);
    where[i] = -1;
  };
  const augment = (i: number, seen: Set<number>): boolean => {
    for (const p of options[i]!) {
      if (seen.has(p)) continue;
      seen.add(p);
      if (places[p]!.length < capacity[p]!) {
        place(i, p);
        return true;
      }
      for (const j of places[p]!.slice()) {
        unplace(j);
        place(i, p);
        if (augment(j, seen)) return true;
        unplace(i);
        place(j, p);
      }
    }
    return false;
  };

  for (const i of order) {
    const open = options[i]!.filter((p) => places[p]!.length < capacity[p]!);
    if (open.length > 0) {
      let room = 0;
      for (const p of open) room += capacity[p]! - places[p]!.length;
      let x = rng.int(room);
      for (const p of open) {
        x -= capacity[p]! - places[p]!.length;
        if (x < 0) {
          place(i, p);
          break;
        }
      }
    } else if (!augment(i, new Set())) return undefined;
  }
  return places.map((list) => list.map((i) => cards[i]!));
}
