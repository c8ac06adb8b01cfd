/**
 * Timing a bot decision with a millisecond clock, the same way in workerd and in Node.
 *
 * workerd's `performance.now()`, `Date.now()` and `process.hrtime` all tick in whole milliseconds
 * (they do move during synchronous compute in local workerd; production freezes them until the next
 * I/O). A decision of the club level takes a few hundredths of a millisecond, so one reading of that
 * clock says nothing. Instead:
 * - start on a tick edge (spin until the clock moves);
 * - run the same decision again until at least `minMs` have passed (bots are deterministic: the
 *   same input and seed give the same choice every time, which the result checks);
 * - find where the last run ended inside its millisecond by spinning to the next tick and counting
 *   the clock reads, at a rate calibrated beforehand (reads per millisecond of the same loop).
 * The time of one decision is the span divided by the runs. Its error is a few microseconds of
 * spin over at least `minMs`, plus whatever the OS steals from the process meanwhile.
 */

export interface Clock {
  /** Milliseconds, ticking in steps of `tick`. */
  readonly now: () => number;
  readonly tick: number;
  /** Clock reads per millisecond of a spin loop (from `calibrate`). */
  readonly readsPerMs: number;
  /** A high-resolution clock, where there is one, read at the same moments to check the method. */
  readonly exact?: () => number;
}

export interface Timed {
  /** Milliseconds per decision. */
  readonly ms: number;
  readonly reps: number;
  readonly choice: string;
  /** Every run gave the same choice. */
  readonly stable: boolean;
  /** The same span by `clock.exact`, per run. */
  readonly exactMs?: number;
}

/** Reads of a clock that has not moved after which it counts as frozen (production Workers). */
const FROZEN = 50_000_000;

/** Spins to the next tick; returns the new reading and how many reads it took. */
function nextTick(now: () => number): [number, number] {
  const t = now();
  let reads = 0;
  let s: number;
  while ((s = now()) === t) {
    if (++reads > FROZEN) throw new Error('the clock does not move during compute: time from outside instead');
  }
  return [s, reads];
}

/** Reads per millisecond of the spin loop, over `spanMs` whole ticks (the best of three spans). */
export function calibrate(now: () => number, exact?: () => number, tick = 1, spanMs = 4): Clock {
  let best = 0;
  for (let k = 0; k < 3; k++) {
    const [start] = nextTick(now);
    let reads = 0;
    while (now() - start < spanMs) reads++;
    // Descheduling only lowers the count: the highest rate is the truest.
    best = Math.max(best, reads / (now() - start));
  }
  return { now, tick, readsPerMs: Math.max(1, best), ...(exact ? { exact } : {}) };
}

export function timeDecision(run: () => string, clock: Clock, minMs: number): Timed {
  const { now, tick, readsPerMs, exact } = clock;
  const [start] = nextTick(now);
  const x0 = exact?.();
  const choice = run();
  let stable = true;
  let reps = 1;
  let end = now();
  while (end - start < minMs) {
    if (run() !== choice) stable = false;
    reps++;
    end = now();
  }
  const x1 = exact?.();
  // The last run ended `reads / readsPerMs` before the next tick.
  const [next, reads] = nextTick(now);
  const span = Math.max(0, next - start - Math.min(tick, reads / readsPerMs));
  const out = { ms: span / reps, reps, choice, stable };
  return x0 === undefined || x1 === undefined ? out : { ...out, exactMs: (x1 - x0) / reps };
}
