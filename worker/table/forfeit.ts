/**
 * A seat forfeits the match when its deadline has passed and the table's absence policy says so
 * (docs/correspondence.md, "Forfeit"). The match stops where it is: the scores are the match scores
 * so far; the forfeiting side (the seat and, in a partnership game, its partner) ranks last and
 * cannot win; the other sides are ranked by their scores, the best of them win (all of them on a tie).
 */
import { outcomeSummary, type OutcomeResult, type Seat } from '../../shared/index.js';

export interface ForfeitOutcome {
  readonly scores: number[];
  readonly winners: number[];
  readonly ranks: number[];
  readonly summary: string;
  readonly forfeit: { readonly seat: Seat; readonly reason: 'timeout' };
}

/** What the forfeit rule needs of the view: scores, and the fixed partnerships if the game has them. */
interface ScoreView {
  readonly scores: readonly number[];
  /** Tablanet names its sides `sides`, Taleles `units`. */
  readonly sides?: unknown;
  readonly units?: unknown;
}

/** The fixed partnerships of the match (each seat alone where partners change from deal to deal). */
export function sidesOf(view: ScoreView, seats: number): Seat[][] {
  const named = view.sides ?? view.units;
  if (Array.isArray(named) && named.every((s) => Array.isArray(s) && s.every((x) => typeof x === 'number'))) {
    const sides = named as Seat[][];
    if (sides.flat().length === seats) return sides.map((s) => [...s]);
  }
  return Array.from({ length: seats }, (_, s) => [s]);
}

export function forfeitOutcome(view: ScoreView, seats: number, seat: Seat, name: string): ForfeitOutcome {
  const sides = sidesOf(view, seats);
  const scores = Array.from({ length: seats }, (_, s) => view.scores[s] ?? 0);
  const losing = sides.find((side) => side.includes(seat)) ?? [seat];
  const others = sides.filter((side) => side !== losing);
  const sideScore = (side: readonly Seat[]): number => scores[side[0]!] ?? 0;
  const ranks = Array.from({ length: seats }, () => 0);
  for (const side of others) {
    const better = others.filter((o) => sideScore(o) > sideScore(side)).length;
    for (const s of side) ranks[s] = better + 1;
  }
  for (const s of losing) ranks[s] = others.length + 1;
  const winners = others.filter((side) => ranks[side[0]!] === 1).flat().sort((a, b) => a - b);
  const forfeit = { seat, reason: 'timeout' } as const;
  return { scores, winners, ranks, summary: outcomeSummary(forfeitResult({ winners, ranks, forfeit }), () => name), forfeit };
}

/**
 * The coded result of a stored forfeit (stored ones carry no code): the forfeiting seat's partners are
 * the seats ranked with it, last, where no other side can be.
 */
export function forfeitResult(f: Pick<ForfeitOutcome, 'winners' | 'ranks' | 'forfeit'>): OutcomeResult {
  const seat = f.forfeit.seat;
  const partners = f.ranks.flatMap((r, s) => (s !== seat && r === f.ranks[seat] ? [s] : []));
  return { code: 'forfeit', seat, partners, seats: [...f.winners] };
}
