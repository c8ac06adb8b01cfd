/**
 * What a search player (PIMC) finds for its candidate actions: the value of each candidate in every
 * guessed deal, the same guessed deals for all candidates (common random numbers, so that the
 * differences between candidates are measured with far less noise than the values themselves).
 * The bots pick the best mean; the post-game analysis (shared/analysis/) reads the values themselves.
 */

export interface Evaluation {
  /** Per candidate, its value (the seat's score) in each guessed deal, in the order of the deals. */
  readonly values: readonly (readonly number[])[];
}

/** Guessed deals the evaluation is made of. */
export const samplesOf = (e: Evaluation): number => e.values[0]?.length ?? 0;

/** The mean value of every candidate (0 where no deal could be guessed). */
export function meansOf(e: Evaluation): number[] {
  return e.values.map((xs) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length));
}

/** A fresh evaluation of `n` candidates, filled in deal by deal. */
export function emptyEvaluation(n: number): { values: number[][] } {
  return { values: Array.from({ length: n }, () => []) };
}

/** The candidate with the best mean plus `bonus[k]` (the first one on ties; the first one without samples). */
export function bestCandidate<T>(candidates: readonly T[], e: Evaluation, bonus: readonly number[] = []): T {
  if (samplesOf(e) === 0) return candidates[0]!;
  const means = meansOf(e);
  let best = 0;
  const value = (k: number) => means[k]! + (bonus[k] ?? 0);
  for (let k = 1; k < candidates.length; k++) if (value(k) > value(best)) best = k;
  return candidates[best]!;
}
