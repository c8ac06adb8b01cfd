/**
 * The work a table owes without anyone asking, and when: deadlines, reminders, the absence policy,
 * pre-moves, a seat's only legal action, bot and stand-in moves. All of it shares the table's one
 * Durable Object alarm, set to the nearest of these times (docs/correspondence.md, "One alarm").
 */
import type { Seat, ViewBase } from '../../shared/index.js';
import type { Clock } from '../../shared/protocol-correspondence.js';
import { type SeatClock, deadlineOf, endTurn, reminderLeadMs, reserveNow, settleVacation, startTurn } from './timecontrol.js';
import { claimPending } from './claim.js';
import { settingsOf } from './settings.js';
import { type Table, toAct } from './views.js';

/** A bot or stand-in waits this long before it plays, so that people can follow its moves. */
export const BOT_DELAY_MS = 400;
/** A seat's only legal action is played after this pause (a player acting first wins the race). */
export const AUTO_PLAY_DELAY_MS = 1500;

export type Due =
  | { readonly kind: 'policy' | 'overdue' | 'remind'; readonly seat: Seat; readonly at: number }
  | { readonly kind: 'premove' | 'single' | 'bot' | 'claim'; readonly seat: Seat; readonly at: number };

/** Timed work happens when its time has come; the moves (pre-move, single action, bot) whenever the alarm runs. */
export const isTimed = (d: Due): boolean => d.kind === 'policy' || d.kind === 'overdue' || d.kind === 'remind';

const isBotSeat = (t: Table, seat: Seat): boolean => t.seats[seat]?.bot === true || t.corr.clocks[seat]?.standIn === true;

/** Seats played by a person right now (not a bot, not a stand-in). */
export const isPersonSeat = (t: Table, seat: Seat): boolean => !isBotSeat(t, seat) && t.seats[seat]?.playerId !== undefined;

/**
 * The clocks after a change: the seat that acted ends its turn (earning the increment), seats that
 * stopped being to act without acting end theirs, seats that became to act (or act again) start one.
 */
export function advanceClocks(after: Table, before: readonly Seat[], actor: Seat | null, now: number): SeatClock[] {
  const tc = settingsOf(after.info).timeControl;
  const acting = toAct(after);
  return after.corr.clocks.map((c, seat) => {
    let x = settleVacation(c, now);
    const was = before.includes(seat);
    const is = acting.includes(seat) && isPersonSeat(after, seat);
    if (seat === actor) x = endTurn(x, tc, now, true);
    else if (was && !is) x = endTurn(x, tc, now, false);
    if (is && (seat === actor || x.leftMs === null)) x = startTurn(x, tc, now);
    return x;
  });
}

/**
 * May the table play `seat`'s only legal action for it? Only where everyone can see that the move is
 * forced: the seat holds at most one card. A forced card among several (the last of a suit) is not
 * played by the table, since the moment it came — 1.5 s after the turn began — would tell everyone that
 * the seat had no other card to play (issue 15, docs/correspondence.md "Forced actions"). With one card
 * left, the move says nothing the card itself does not show when it is played.
 */
export function forcedInPublic(t: Table, seat: Seat): boolean {
  const counts = (t.def.view(t.state, 'spectator') as ViewBase).handCounts;
  return (counts[seat] ?? 0) <= 1;
}

/**
 * Everything due now or later, nearest first. `hasOnlyAction` and `hasPremoves` describe the seats to act;
 * the table's `updatedAt` is when the latest turn began.
 */
export function dueList(t: Table, now: number, hasOnlyAction: (seat: Seat) => boolean, hasPremoves: (seat: Seat) => boolean): Due[] {
  const out: Due[] = [];
  const settings = settingsOf(t.info);
  const tc = settings.timeControl;
  if (t.head.status !== 'playing') return out;
  const acting = toAct(t);
  for (const seat of acting) {
    if (isBotSeat(t, seat)) {
      out.push({ kind: 'bot', seat, at: t.head.updatedAt + BOT_DELAY_MS });
      continue;
    }
    if (!isPersonSeat(t, seat)) continue;
    // A claim offer is worked out here, never inside the request that made this seat's turn (claim.ts).
    if (claimPending(t, seat)) out.push({ kind: 'claim', seat, at: now });
    if (hasPremoves(seat)) out.push({ kind: 'premove', seat, at: now });
    else if (settings.autoPlaySingle && forcedInPublic(t, seat) && hasOnlyAction(seat)) out.push({ kind: 'single', seat, at: t.head.updatedAt + AUTO_PLAY_DELAY_MS });
  }
  if (tc) {
    t.corr.clocks.forEach((c, seat) => {
      if (!acting.includes(seat) || !isPersonSeat(t, seat)) return;
      if (c.overdueAt !== null) {
        out.push({ kind: 'policy', seat, at: c.overdueAt + settings.absence.graceSeconds * 1000 });
        return;
      }
      const deadline = deadlineOf(c, tc);
      if (deadline === null) return;
      const remindAt = deadline - reminderLeadMs(tc);
      if (!c.reminded && remindAt < deadline && now < deadline) out.push({ kind: 'remind', seat, at: remindAt });
      out.push({ kind: 'overdue', seat, at: deadline });
    });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** The clocks as every table state carries them. */
export function clocksWire(t: Table, now: number): Clock[] {
  const settings = settingsOf(t.info);
  const tc = settings.timeControl;
  return t.corr.clocks.map((raw, seat) => {
    const c = settleVacation(raw, now);
    const deadline = t.head.status === 'playing' ? deadlineOf(c, tc) : null;
    const out: Clock = {
      seat,
      reserveMs: Math.round(reserveNow(c, tc, now)),
      deadline: deadline === null ? null : new Date(deadline).toISOString(),
      onVacation: c.vacationUntil !== null && c.vacationUntil > now,
      standIn: c.standIn,
    };
    if (c.overdueAt !== null && t.head.status === 'playing') {
      out.graceUntil = new Date(c.overdueAt + settings.absence.graceSeconds * 1000).toISOString();
    }
    return out;
  });
}
