/**
 * The rating method and its parameters (docs/ratings.md says why these). Ratings are Weng-Lin
 * Bayesian ratings with the Plackett-Luce model (the `openskill` library): each player has a skill
 * estimate μ and its uncertainty σ. The number shown to players and used for leaderboards is the
 * library's conservative `ordinal`, scaled: 1000 + 40 · (μ − 3σ), so a new player shows 1000 and
 * gains as wins and the falling uncertainty both lift the estimate they are surely above.
 */
export interface RatingParams {
  /** Prior skill of a new player. */
  readonly mu: number;
  /** Prior uncertainty of a new player. */
  readonly sigma: number;
  /** Skill difference that gives the better player about 76 % to finish ahead (card luck). */
  readonly beta: number;
  /** Added uncertainty before every match, so that ratings follow players who improve. */
  readonly tau: number;
  /** How many σ below μ the shown rating sits. */
  readonly z: number;
  /** The shown rating: target + alpha · (μ − z·σ). */
  readonly alpha: number;
  readonly target: number;
  /** A player's rating is provisional (shown as such everywhere) until they have this many rated matches. */
  readonly provisionalMatches: number;
  /**
   * A seat whose stand-in bot made more than this share of its moves is unrated for the match (its
   * side's ratings stay as they were; the others are still rated against it).
   */
  readonly standInShare: number;
}

export const RATING_PARAMS: RatingParams = {
  mu: 25,
  sigma: 25 / 3,
  beta: 25 / 6,
  tau: 25 / 300,
  z: 3,
  alpha: 40,
  target: 1000,
  provisionalMatches: 10,
  standInShare: 0.25,
};
