/**
 * The service's one clock. Everything that compares against deadlines asks `now()`; tests shift it
 * (`travel`) to make days pass without waiting. In production the offset is always 0.
 */
let offsetMs = 0;

/** Milliseconds since the epoch, as the service sees them. */
export const now = (): number => Date.now() + offsetMs;

/** The real time at which `at` (service time) arrives: what a Durable Object alarm is set to. */
export const realTime = (at: number): number => at - offsetMs;

/** Test hook: moves the service clock forward (or back) by `ms`. */
export function travel(ms: number): void {
  offsetMs += ms;
}

/** Test hook: back to real time. */
export function resetClock(): void {
  offsetMs = 0;
}
