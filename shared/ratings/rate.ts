/**
 * One rated match in, the players' new ratings out — pure, over plain JSON. The match ranks come from
 * the engine's `Outcome` (1 = best, equal results share a rank; a forfeiting side is already last).
 * Fixed partnerships (Tablanet and Taleles with four) are rated as teams: the library adds the
 * partners' skills and shares the update by each partner's uncertainty. Where partners change from
 * deal to deal (Königrufen, Tarot with five) and in every game without partnerships, each player is a
 * side of one, placed by their own match rank.
 */
import { ordinal, rate } from 'openskill';
import type { Seat } from '../core/game.js';
import { RATING_PARAMS, type RatingParams } from './params.js';

/** A player's skill estimate (μ) and its uncertainty (σ). */
export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

/** One seat of the finished match as the rating sees it. */
export interface RatedSeat {
  /** The seat's rating before the match (undefined: a new player, who starts from the prior). */
  readonly skill?: Skill | undefined;
  /** False when the seat's side is unrated (its stand-in played more than the stated share). */
  readonly counts: boolean;
}

export interface RatedMatch {
  /** One entry per seat. */
  readonly seats: readonly RatedSeat[];
  /** The Outcome's ranks, one per seat. */
  readonly ranks: readonly number[];
  /** Fixed partnerships, each a list of seats (every seat alone where partners change or none exist). */
  readonly sides: readonly (readonly Seat[])[];
}

export interface SeatUpdate {
  readonly before: Skill;
  readonly after: Skill;
  /** Whether the match changed this seat's rating. */
  readonly counted: boolean;
}

export const priorSkill = (params: RatingParams = RATING_PARAMS): Skill => ({ mu: params.mu, sigma: params.sigma });

/** The rating players see: the library's conservative ordinal, target + alpha · (μ − z·σ). */
export function shownRating(skill: Skill, params: RatingParams = RATING_PARAMS): number {
  return ordinal(skill, { z: params.z, alpha: params.alpha, target: params.target });
}

/** Ratings before and after the match, per seat. A side that does not count keeps its ratings. */
export function rateMatch(match: RatedMatch, params: RatingParams = RATING_PARAMS): SeatUpdate[] {
  const before = match.seats.map((s) => s.skill ?? priorSkill(params));
  const teams = match.sides.map((side) => side.map((seat) => ({ ...before[seat]! })));
  // Every member of a side shares the side's rank (the Outcome gives both partners the same one).
  const rank = match.sides.map((side) => Math.min(...side.map((seat) => match.ranks[seat]!)));
  const rated = rate(teams, { rank, mu: params.mu, sigma: params.sigma, beta: params.beta, tau: params.tau, z: params.z });
  const after: Skill[] = before.slice();
  match.sides.forEach((side, i) =>
    side.forEach((seat, j) => {
      const r = rated[i]![j]!;
      after[seat] = { mu: r.mu, sigma: r.sigma };
    }),
  );
  return before.map((b, seat) => {
    const counted = sideCounts(match, seat);
    return { before: b, after: counted ? after[seat]! : b, counted };
  });
}

/** A seat counts when every seat of its side counts (a stand-in's match is unrated for the whole side). */
function sideCounts(match: RatedMatch, seat: Seat): boolean {
  const side = match.sides.find((s) => s.includes(seat)) ?? [seat];
  return side.every((s) => match.seats[s]?.counts !== false);
}

/** Whether a seat's moves were mostly its own: false when its stand-in made more than the stated share. */
export function seatCounts(ownMoves: number, standInMoves: number, params: RatingParams = RATING_PARAMS): boolean {
  const total = ownMoves + standInMoves;
  return total === 0 || standInMoves / total <= params.standInShare;
}
