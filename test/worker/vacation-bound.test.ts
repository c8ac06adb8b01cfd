/**
 * Issue 15, item 3 (vacation freezes a table): switching vacation off after the automatic day began
 * gave the day back and the seat a fresh half day, so one click per cycle held a timed table forever.
 * Now a day begun is spent, a deadline that has passed is final, and the absence policy acts within
 * the documented bound (`absenceBoundMs`) whatever the player does with their vacation.
 */
import { describe, expect, it } from 'vitest';
import type { CorrTableState as TableState, Vacation } from '../../shared/protocol-correspondence.js';
import { now, travel } from '../../worker/clock.js';
import { DAY_MS } from '../../worker/table/timecontrol.js';
import { absenceBoundMs } from '../../worker/vacation.js';
import { DAY, HOUR, later, settle, stateOf } from './corr-helpers.js';
import { act, call, json, newPlayer, newTable } from './helpers.js';

const ONE_DAY_MOVES = { perMoveSeconds: 86_400, reserveSeconds: 0, incrementSeconds: 0, capSeconds: 0, weekendsOff: false };
const GRACE_SECONDS = 3600;
const vacation = async (token: string, body?: unknown): Promise<Vacation> => json<Vacation>(await call('/api/me/vacation', body === undefined ? { token } : { token, body }));

describe('a player who switches vacation on and off to hold a timed table', () => {
  it('reaches the absence policy within the stated bound', async () => {
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const { table } = await newTable(ana.token, {
      game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 1 }, timeControl: ONE_DAY_MOVES, autoPlaySingle: false,
      absence: { policy: 'standin', graceSeconds: GRACE_SECONDS },
    });
    const id = table.id;
    await json<TableState>(await call(`/api/tables/${id}/seats/1`, { token: ben.token, raw: '' }));
    let s = await stateOf(id, ana.token);
    if (s.table.toAct.includes(0)) s = await json<TableState>(await act(id, ana.token, s.seq, s.legal[0]!));
    const start = now();
    const bound = absenceBoundMs(ONE_DAY_MOVES, GRACE_SECONDS);

    // Ben never moves. Each time a day of vacation starts by itself he switches it off at once; in a
    // grace period he switches one on and off again. Each day begun costs him a whole day.
    let cycles = 0;
    for (; cycles < 60; cycles++) {
      const st = await stateOf(id);
      if (st.clocks[1]!.standIn) break;
      const due = st.clocks[1]!.graceUntil ?? st.clocks[1]!.deadline;
      await later(id, Date.parse(due!) - now() + 1000);
      await settle(id);
      const v = await vacation(ben.token);
      if (v.on) await vacation(ben.token, { on: false });
      else if (v.balanceDays >= 1) {
        await vacation(ben.token, { on: true, days: 1 });
        await vacation(ben.token, { on: false });
      }
    }
    const end = await stateOf(id);
    expect(end.clocks[1]!.standIn, `stand-in after ${cycles} cycles`).toBe(true);
    const held = now() - start;
    expect(held).toBeLessThanOrEqual(bound);
    // 7 vacation days were his: at most 7 days of vacation plus their half days, the day per move and the grace period.
    expect(held).toBeLessThan(DAY + 7 * (DAY + 12 * HOUR) + HOUR + 1000 * 60);
    const left = await vacation(ben.token);
    expect(left.balanceDays).toBeLessThan(1);
  });

  it('a vacation switched on after the deadline has passed saves no seat', async () => {
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    // Ben spends his days first: no vacation starts by itself at the deadline.
    await vacation(ben.token, { on: true, days: 7 });
    travel(7 * DAY);
    const { table } = await newTable(ana.token, {
      game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 1 }, timeControl: ONE_DAY_MOVES, autoPlaySingle: false,
      absence: { policy: 'forfeit', graceSeconds: 14 * 86_400 },
    });
    await json<TableState>(await call(`/api/tables/${table.id}/seats/1`, { token: ben.token, raw: '' }));
    let s = await stateOf(table.id, ana.token);
    if (s.table.toAct.includes(0)) s = await json<TableState>(await act(table.id, ana.token, s.seq, s.legal[0]!));
    await later(table.id, DAY + 1000);
    const overdue = await stateOf(table.id);
    expect(overdue.clocks[1]!.graceUntil).toBeDefined();
    // A week into the grace period he has earned a whole day again (one per 14 days) and takes it.
    travel(7 * DAY);
    await vacation(ben.token, { on: true, days: 1 });
    const still = await stateOf(table.id);
    expect(still.clocks[1]!.graceUntil).toBe(overdue.clocks[1]!.graceUntil);
    await later(table.id, Date.parse(still.clocks[1]!.graceUntil!) - now() + 1000);
    await settle(table.id);
    expect((await stateOf(table.id)).table.status).toBe('finished');
  });

  it('vacation is taken in whole days', async () => {
    const ben = await newPlayer('Ben');
    const res = await call('/api/me/vacation', { token: ben.token, body: { on: true, days: 0.5 } });
    expect(res.status).toBe(422);
    const on = await vacation(ben.token, { on: true, days: 2 });
    expect(on.balanceDays).toBe(5);
    travel(DAY_MS / 2);
    // Ended half way into the first day: that day is spent, the second comes back.
    const off = await vacation(ben.token, { on: false });
    expect(Math.floor(off.balanceDays)).toBe(6);
  });
});
