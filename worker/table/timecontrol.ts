/**
 * Correspondence clocks (docs/correspondence.md). Each seat has a reserve that grows by a set amount
 * per move up to a cap (a Fischer-like bank). When the seat's turn begins it gets the time per move
 * plus its reserve; what it uses beyond the time per move comes out of the reserve. With weekends off,
 * Saturday and Sunday (UTC) do not count: deadlines skip them. A clock stops while its player is on
 * vacation. Pure functions over plain data; the Table object stores one `SeatClock` per seat.
 */

export const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: day 0 of the week is Thursday, so Saturday is day 2 and Sunday day 3. */
const SATURDAY = 2 * DAY_MS;
const MONDAY = 4 * DAY_MS;

export interface TimeControl {
  /** Time allowed for each move before the reserve is touched. */
  readonly perMoveSeconds: number;
  /** The reserve every seat starts with. */
  readonly reserveSeconds: number;
  /** Added to the seat's reserve after each of its moves… */
  readonly incrementSeconds: number;
  /** …up to this cap. */
  readonly capSeconds: number;
  /** Saturdays and Sundays (UTC) do not count. */
  readonly weekendsOff: boolean;
}

export interface SeatClock {
  readonly reserveMs: number;
  /** Time left for the current turn (per move + reserve), counted in clock time; null when not to act. */
  readonly leftMs: number | null;
  /** When the clock started running (service time); null while stopped or not to act. */
  readonly since: number | null;
  /** The player is on vacation until then; the clock stands still (it starts again by itself then). */
  readonly vacationUntil: number | null;
  /** A stand-in bot plays this seat's turns until the person takes the seat back. */
  readonly standIn: boolean;
  /** The deadline passed at this time; the absence policy acts after the grace period. */
  readonly overdueAt: number | null;
  /** The reminder before this turn's deadline went out. */
  readonly reminded: boolean;
}

export const idleClock = (tc: TimeControl | null): SeatClock => ({
  reserveMs: tc ? tc.reserveSeconds * 1000 : 0,
  leftMs: null,
  since: null,
  vacationUntil: null,
  standIn: false,
  overdueAt: null,
  reminded: false,
});

/** Is `t` inside a weekend (Saturday 00:00 to Monday 00:00 UTC)? */
function inWeekend(t: number): boolean {
  const inWeek = (((t % WEEK_MS) + WEEK_MS) % WEEK_MS);
  return inWeek >= SATURDAY && inWeek < MONDAY;
}

/** The next Monday 00:00 UTC after a moment inside a weekend. */
function weekendEnd(t: number): number {
  const weekStart = t - ((((t % WEEK_MS) + WEEK_MS) % WEEK_MS));
  return weekStart + MONDAY;
}

/** The next Saturday 00:00 UTC at or after `t` (outside a weekend). */
function nextWeekend(t: number): number {
  const weekStart = t - ((((t % WEEK_MS) + WEEK_MS) % WEEK_MS));
  const sat = weekStart + SATURDAY;
  return sat > t ? sat : sat + WEEK_MS;
}

/** The moment `ms` of clock time after `start`, skipping weekends when they are off. */
export function addClockTime(start: number, ms: number, weekendsOff: boolean): number {
  if (!weekendsOff) return start + ms;
  let t = inWeekend(start) ? weekendEnd(start) : start;
  let left = ms;
  for (;;) {
    const stop = nextWeekend(t);
    if (t + left <= stop) return t + left;
    left -= stop - t;
    t = stop + 2 * DAY_MS;
  }
}

/** Clock time between `from` and `to` (0 if `to` is earlier), without weekends when they are off. */
export function clockTimeBetween(from: number, to: number, weekendsOff: boolean): number {
  if (to <= from) return 0;
  if (!weekendsOff) return to - from;
  let total = 0;
  let t = inWeekend(from) ? weekendEnd(from) : from;
  while (t < to) {
    const stop = Math.min(nextWeekend(t), to);
    total += stop - t;
    t = stop === to ? to : stop + 2 * DAY_MS;
  }
  return total;
}

/** Time left of the current turn at `now` (negative once the deadline has passed). */
export function leftAt(c: SeatClock, tc: TimeControl, now: number): number | null {
  if (c.leftMs === null) return null;
  if (c.since === null) return c.leftMs;
  return c.leftMs - clockTimeBetween(c.since, now, tc.weekendsOff);
}

/** When the current turn's time runs out; null when the seat is not on the clock. */
export function deadlineOf(c: SeatClock, tc: TimeControl | null): number | null {
  if (!tc || c.leftMs === null || c.standIn || c.overdueAt !== null) return c.overdueAt;
  if (c.since !== null) return addClockTime(c.since, c.leftMs, tc.weekendsOff);
  if (c.vacationUntil !== null) return addClockTime(c.vacationUntil, c.leftMs, tc.weekendsOff);
  return null;
}

/** A vacation that has ended lets the clock run again from the moment it ended. */
export function settleVacation(c: SeatClock, now: number): SeatClock {
  if (c.vacationUntil === null || c.vacationUntil > now) return c;
  return { ...c, vacationUntil: null, since: c.leftMs === null ? null : c.vacationUntil };
}

/** The seat's turn begins: per move + reserve, running unless the player is on vacation. */
export function startTurn(c: SeatClock, tc: TimeControl | null, now: number): SeatClock {
  if (!tc || c.standIn) return { ...c, leftMs: null, since: null, overdueAt: null, reminded: false };
  const onVacation = c.vacationUntil !== null && c.vacationUntil > now;
  return {
    ...c,
    leftMs: tc.perMoveSeconds * 1000 + c.reserveMs,
    since: onVacation ? null : now,
    overdueAt: null,
    reminded: false,
  };
}

/**
 * The seat's turn ends. What it used beyond the time per move came out of its reserve; a move earns
 * the increment (up to the cap). A turn that ends without a move of the seat's own (another seat's
 * action took it away) earns nothing.
 */
export function endTurn(c: SeatClock, tc: TimeControl | null, now: number, moved: boolean): SeatClock {
  const done = { ...c, leftMs: null, since: null, overdueAt: null, reminded: false };
  if (!tc || c.leftMs === null) return done;
  const left = Math.max(0, leftAt(c, tc, now) ?? 0);
  const reserve = Math.min(c.reserveMs, left);
  const earned = moved ? tc.incrementSeconds * 1000 : 0;
  return { ...done, reserveMs: Math.min(tc.capSeconds * 1000, reserve + earned) };
}

/** The clock stops for a vacation until `until` (or starts again when `until` is null). */
export function setVacation(c: SeatClock, tc: TimeControl | null, until: number | null, now: number): SeatClock {
  if (until !== null && until > now) {
    if (c.leftMs === null || c.since === null || !tc) return { ...c, vacationUntil: until };
    return { ...c, leftMs: leftAt(c, tc, now), since: null, vacationUntil: until };
  }
  const running = c.leftMs !== null && !c.standIn && c.overdueAt === null;
  return { ...c, vacationUntil: null, since: running ? (c.since ?? now) : c.since };
}

/** How long before a deadline the reminder goes out: half the time per move, at most 12 hours. */
export const reminderLeadMs = (tc: TimeControl): number => Math.min(12 * 3600_000, (tc.perMoveSeconds * 1000) / 2);

/** The reserve a client sees: while the clock runs, what is left of it now. */
export function reserveNow(c: SeatClock, tc: TimeControl | null, now: number): number {
  if (!tc) return 0;
  const left = leftAt(c, tc, now);
  return left === null ? c.reserveMs : Math.max(0, Math.min(c.reserveMs, left));
}
