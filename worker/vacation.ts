/**
 * Vacation days (docs/correspondence.md, "Vacation"). A new player starts with 7 days and earns one
 * more for every 14 days since joining; no more than 30 days can be saved up. Vacation is spent in
 * whole days: taking one books its days at once, and ending it early gives back only the whole days
 * not yet begun — a day begun is spent. While on vacation, the player's clocks stand still at every
 * table. When a deadline would pass and a whole day is left, a vacation of one day switches on by
 * itself. Together with "a passed deadline is final" (table-corr.ts) this bounds how long a seat can
 * hold a table before its absence policy acts (`absenceBoundMs`).
 */
import type { Vacation } from '../shared/protocol-correspondence.js';
import { DAY_MS, reminderLeadMs, type TimeControl } from './table/timecontrol.js';

export const VACATION_START_DAYS = 7;
/** One day earned per this many days. */
export const VACATION_ACCRUAL_PERIOD_DAYS = 14;
export const VACATION_CAP_DAYS = 30;
/** An automatic vacation lasts one whole day. */
export const AUTO_VACATION_MS = DAY_MS;

export interface VacationState {
  readonly balanceMs: number;
  /** Accrual is counted up to this moment. */
  readonly accruedAt: number;
  readonly on: { readonly from: number; readonly until: number; readonly auto: boolean } | null;
}

export const newVacation = (now: number): VacationState => ({ balanceMs: VACATION_START_DAYS * DAY_MS, accruedAt: now, on: null });

/** Brings the balance up to `now` and ends a vacation whose time is up. */
export function accrue(s: VacationState, now: number): VacationState {
  const earned = Math.max(0, now - s.accruedAt) / VACATION_ACCRUAL_PERIOD_DAYS;
  const balanceMs = Math.min(VACATION_CAP_DAYS * DAY_MS, s.balanceMs + earned);
  const on = s.on && s.on.until > now ? s.on : null;
  return { balanceMs, accruedAt: Math.max(now, s.accruedAt), on };
}

/**
 * Starts a vacation of `days` whole days (Infinity: every whole day left); undefined when not one whole
 * day is left. An ongoing one is ended first (its days not begun come back).
 */
export function startVacation(s: VacationState, now: number, days: number, auto: boolean): VacationState | undefined {
  const open = stopVacation(accrue(s, now), now);
  const take = Math.min(Math.floor(days), Math.floor(open.balanceMs / DAY_MS));
  if (!(take >= 1)) return undefined;
  return { ...open, balanceMs: open.balanceMs - take * DAY_MS, on: { from: now, until: now + take * DAY_MS, auto } };
}

/** The whole days a vacation started now could take (an ongoing one's days not begun count as left). */
export function wholeDaysLeft(s: VacationState, now: number): number {
  return Math.floor(stopVacation(accrue(s, now), now).balanceMs / DAY_MS);
}

/** Ends a vacation: the whole days not yet begun come back; the day under way is spent. */
export function stopVacation(s: VacationState, now: number): VacationState {
  const a = accrue(s, now);
  if (!a.on) return a;
  const unused = Math.floor(Math.max(0, a.on.until - now) / DAY_MS) * DAY_MS;
  return { ...a, balanceMs: Math.min(VACATION_CAP_DAYS * DAY_MS, a.balanceMs + unused), on: null };
}

/**
 * The longest a seat's turn can last before the table's absence policy acts, however its player uses
 * their vacation (docs/correspondence.md, "How long a seat can hold a table"). The turn's clock time is
 * the time per move plus at most the reserve's cap; every vacation day spent stands the clock still for
 * that day, and a day that starts by itself at the deadline leaves the reminder's lead (≤ 12 h) after
 * it; at most the 30 saved days plus those earned meanwhile (one per 14) can be spent; a deadline that
 * has passed is final, so the grace period comes once. With weekends off, every stretch of clock time
 * may also span weekends (7/5 of it, plus one more weekend).
 */
export function absenceBoundMs(tc: TimeControl, graceSeconds: number): number {
  const real = (clockMs: number): number => (tc.weekendsOff ? (clockMs * 7) / 5 + 2 * DAY_MS : clockMs);
  const turn = real((tc.perMoveSeconds + Math.max(tc.capSeconds, tc.reserveSeconds)) * 1000);
  const grace = graceSeconds * 1000;
  const perDay = DAY_MS + real(reminderLeadMs(tc));
  // Days spent: V ≤ 30 + T / 14 days, T ≤ turn + grace + V · perDay; solved for V.
  const rate = 1 / (VACATION_ACCRUAL_PERIOD_DAYS * DAY_MS);
  const days = Math.floor((VACATION_CAP_DAYS + (turn + grace) * rate) / (1 - perDay * rate));
  return turn + grace + days * perDay;
}

export function vacationWire(s: VacationState, now: number): Vacation {
  const a = accrue(s, now);
  const out: Vacation = { on: a.on !== null, auto: a.on?.auto ?? false, balanceDays: Math.floor((a.balanceMs / DAY_MS) * 100) / 100 };
  if (a.on) out.until = new Date(a.on.until).toISOString();
  return out;
}
