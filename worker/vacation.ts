/**
 * Vacation days (docs/correspondence.md, "Vacation"). A new player starts with 7 days and earns one
 * more for every 14 days since joining; no more than 30 days can be saved up. Taking a vacation books
 * its days at once; ending it early gives the unused time back. While on vacation, the player's clocks
 * stand still at every table. When a deadline would pass and a whole day is left, a vacation of one
 * day switches on by itself.
 */
import type { Vacation } from '../shared/protocol-correspondence.js';
import { DAY_MS } from './table/timecontrol.js';

export const VACATION_START_DAYS = 7;
/** One day earned per this many days. */
export const VACATION_ACCRUAL_PERIOD_DAYS = 14;
export const VACATION_CAP_DAYS = 30;
/** An automatic vacation lasts this long (or what is left of the balance). */
export const AUTO_VACATION_MS = DAY_MS;
/** Less than this is not worth a vacation. */
const MIN_VACATION_MS = 60_000;

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
 * Starts a vacation of up to `ms`; undefined when no days are left (an automatic one needs a whole
 * day left). An ongoing one is ended first.
 */
export function startVacation(s: VacationState, now: number, ms: number, auto: boolean): VacationState | undefined {
  const open = stopVacation(accrue(s, now), now);
  const take = Math.min(ms, open.balanceMs);
  if (take < (auto ? AUTO_VACATION_MS : MIN_VACATION_MS)) return undefined;
  return { ...open, balanceMs: open.balanceMs - take, on: { from: now, until: now + take, auto } };
}

export function stopVacation(s: VacationState, now: number): VacationState {
  const a = accrue(s, now);
  if (!a.on) return a;
  const unused = Math.max(0, a.on.until - now);
  return { ...a, balanceMs: Math.min(VACATION_CAP_DAYS * DAY_MS, a.balanceMs + unused), on: null };
}

export function vacationWire(s: VacationState, now: number): Vacation {
  const a = accrue(s, now);
  const out: Vacation = { on: a.on !== null, auto: a.on?.auto ?? false, balanceDays: Math.floor((a.balanceMs / DAY_MS) * 100) / 100 };
  if (a.on) out.until = new Date(a.on.until).toISOString();
  return out;
}
