import type { Seat } from './game.js';

/**
 * 1-based ranks from scores (higher is better); equal scores share a rank ("1, 1, 3").
 */
export function ranksFromScores(scores: readonly number[]): number[] {
  return scores.map((s) => 1 + scores.filter((o) => o > s).length);
}

/** Seats whose score equals the unique maximum (or [] when the top is shared). */
export function uniqueLeaders(scores: readonly number[]): Seat[] {
  const max = Math.max(...scores);
  const top = scores.flatMap((s, i) => (s === max ? [i] : []));
  return top;
}

/** Adds per-seat deal scores to the running match scores. */
export function addScores(a: readonly number[], b: readonly number[]): number[] {
  return a.map((x, i) => x + (b[i] ?? 0));
}
