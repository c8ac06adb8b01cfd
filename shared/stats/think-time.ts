/**
 * Time per move as a histogram that adds up across matches: bucket 0 holds moves under a second,
 * bucket b (1…) moves of 2^(b−1) to 2^b seconds, the last everything longer (2^22 s is 48 days, longer
 * than any time control). A median over every move a player ever made then needs no list of moves:
 * it is read off the buckets, to within a factor of √2 (the bucket's geometric middle).
 */
export const THINK_BUCKETS = 24;

/** The bucket of a move that took `ms` milliseconds. */
export function thinkBucket(ms: number): number {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 1) return 0;
  return Math.min(THINK_BUCKETS - 1, Math.floor(Math.log2(seconds)) + 1);
}

/** Two histograms added up (either may be shorter: buckets it lacks are 0). */
export function addThink(a: readonly number[], b: readonly number[]): number[] {
  return Array.from({ length: THINK_BUCKETS }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
}

/** The median move time in seconds, estimated from the histogram; null without moves. */
export function medianSeconds(think: readonly number[]): number | null {
  const total = think.reduce((s, n) => s + n, 0);
  if (total === 0) return null;
  let seen = 0;
  for (let b = 0; b < think.length; b++) {
    seen += think[b] ?? 0;
    if (seen * 2 >= total) return b === 0 ? 0.5 : Math.round(2 ** (b - 1) * Math.SQRT2 * 10) / 10;
  }
  return null;
}
