import { describe, expect, it } from 'vitest';
import { addClockTime, clockTimeBetween, deadlineOf, endTurn, idleClock, setVacation, startTurn, type TimeControl } from '../../worker/table/timecontrol.js';
import { accrue, newVacation, startVacation, stopVacation, vacationWire } from '../../worker/vacation.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Friday 2030-01-04 18:00 UTC. */
const FRIDAY_EVENING = Date.UTC(2030, 0, 4, 18);
const MONDAY = Date.UTC(2030, 0, 7);

const tc: TimeControl = { perMoveSeconds: 86_400, reserveSeconds: 86_400, incrementSeconds: 6 * 3600, capSeconds: 2 * 86_400, weekendsOff: false };

describe('clock time', () => {
  it('skips Saturday and Sunday (UTC) when weekends are off', () => {
    // Six hours before the weekend, one day of clock time ends Monday 18:00.
    expect(addClockTime(FRIDAY_EVENING, DAY, true)).toBe(MONDAY + 18 * HOUR);
    expect(addClockTime(FRIDAY_EVENING, DAY, false)).toBe(FRIDAY_EVENING + DAY);
    // A turn that starts on Sunday starts counting on Monday.
    expect(addClockTime(MONDAY - 5 * HOUR, HOUR, true)).toBe(MONDAY + HOUR);
    expect(clockTimeBetween(FRIDAY_EVENING, MONDAY + HOUR, true)).toBe(7 * HOUR);
    expect(clockTimeBetween(FRIDAY_EVENING, MONDAY + HOUR, false)).toBe(2 * DAY + 7 * HOUR);
    // Ten days of clock time from a Monday end as the second Friday ends.
    expect(addClockTime(MONDAY, 10 * DAY, true)).toBe(MONDAY + 12 * DAY);
  });

  it('gives each turn the time per move plus the reserve, and banks the increment up to the cap', () => {
    const start = startTurn(idleClock(tc), tc, 0);
    expect(deadlineOf(start, tc)).toBe(2 * DAY);
    // 1.5 days used: half a day of the reserve is gone, six hours come back.
    const after = endTurn(start, tc, 1.5 * DAY, true);
    expect(after.reserveMs).toBe(0.5 * DAY + 6 * HOUR);
    // A quick move cannot bank beyond the cap.
    let c = after;
    for (let i = 0; i < 10; i++) c = endTurn(startTurn(c, tc, 0), tc, HOUR, true);
    expect(c.reserveMs).toBe(2 * DAY);
  });

  it('stands still during a vacation and runs again when it ends', () => {
    const start = startTurn(idleClock(tc), tc, 0);
    const paused = setVacation(start, tc, 5 * DAY, 0.5 * DAY);
    expect(paused.since).toBeNull();
    // 1.5 days were left when the vacation began; they count from its end.
    expect(deadlineOf(paused, tc)).toBe(6.5 * DAY);
    const resumed = setVacation(paused, tc, null, 2 * DAY);
    expect(deadlineOf(resumed, tc)).toBe(3.5 * DAY);
  });
});

describe('vacation days', () => {
  it('start at 7, grow by one per 14 days, stop at 30, and come back when a vacation ends early', () => {
    const s = newVacation(0);
    expect(vacationWire(s, 0).balanceDays).toBe(7);
    expect(vacationWire(s, 28 * DAY).balanceDays).toBe(9);
    expect(vacationWire(s, 3650 * DAY).balanceDays).toBe(30);
    const on = startVacation(s, 0, 3, false)!;
    expect(vacationWire(on, 0)).toEqual({ on: true, auto: false, until: new Date(3 * DAY).toISOString(), balanceDays: 4 });
    const off = stopVacation(on, DAY);
    expect(vacationWire(off, DAY).balanceDays).toBeCloseTo(6 + 1 / 14, 2);
    expect(accrue(on, 4 * DAY).on).toBeNull();
    expect(startVacation({ ...s, balanceMs: 30_000 }, 0, 1, true)).toBeUndefined();
  });
});
