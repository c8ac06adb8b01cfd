/**
 * The service's one clock. Everything that compares against deadlines asks `now()`; tests shift it
 * (`travel`) to make days pass without waiting. In production the offset is always 0.
 */
let offsetMs = 0;
/** Set by tests that need time to stand still (e.g. a rate limit's bucket that must not refill). */
let frozenAt: number | null = null;

/** Milliseconds since the epoch, as the service sees them. */
export const now = (): number => frozenAt ?? Date.now() + offsetMs;

/** The real time at which `at` (service time) arrives: what a Durable Object alarm is set to. */
export const realTime = (at: number): number => at - offsetMs;

/** Test hook: moves the service clock forward (or back) by `ms`. */
export function travel(ms: number): void {
  offsetMs += ms;
  if (frozenAt !== null) frozenAt += ms;
}

/** Test hook: stops the service clock where it is until `resetClock`. */
export function freezeClock(): void {
  frozenAt = now();
}

/** Test hook: back to real time. */
export function resetClock(): void {
  offsetMs = 0;
  frozenAt = null;
}
