import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MatchRecordWire } from '../../shared/protocol.js';
import type { ChatResponse, CorrTableState as TableState, Vacation } from '../../shared/protocol-correspondence.js';
import { now, travel } from '../../worker/clock.js';
import { DAY, expectNoHiddenCard, HOUR, later, publicCards, received, receiver, stateOf } from './corr-helpers.js';
import { act, call, json, newPlayer, newTable, problemOf, tableStub } from './helpers.js';

const ONE_DAY_MOVES = { perMoveSeconds: 86_400, reserveSeconds: 0, incrementSeconds: 0, capSeconds: 0, weekendsOff: false };

/** Ben takes all 7 of his vacation days and lets them pass: less than a day is left, no vacation starts by itself. */
async function spendVacation(token: string): Promise<void> {
  await json<Vacation>(await call('/api/me/vacation', { token, body: { on: true, days: 7 } }));
  travel(7 * DAY);
  const left = await json<Vacation>(await call('/api/me/vacation', { token }));
  expect(left.on).toBe(false);
  expect(left.balanceDays).toBeLessThan(1);
}

/** A timed Tablanet table for Ana (seat 0) and Ben (seat 1), moved on until it is Ben's turn. */
async function bensTurn(extra: Record<string, unknown>, benSpent = true) {
  const ana = await newPlayer('Ana');
  const ben = await newPlayer('Ben');
  if (benSpent) await spendVacation(ben.token);
  const { table } = await newTable(ana.token, {
    game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 1 }, timeControl: ONE_DAY_MOVES, autoPlaySingle: false, ...extra,
  });
  await json<TableState>(await call(`/api/tables/${table.id}/seats/1`, { token: ben.token, raw: '' }));
  let s = await stateOf(table.id, ana.token);
  if (s.table.toAct.includes(0)) s = await json<TableState>(await act(table.id, ana.token, s.seq, s.legal[0]!));
  expect(s.table.toAct).toEqual([1]);
  return { ana, ben, id: table.id, seq: s.seq };
}

const actionsOf = async (id: string) => (await json<MatchRecordWire>(await call(`/api/tables/${id}/record`))).actions;

describe('a deadline passes', () => {
  it('a stand-in bot plays the silent seat exactly once per deadline, then every turn until the player returns', async () => {
    const { ana, ben, id, seq } = await bensTurn({ absence: { policy: 'standin', graceSeconds: 3600 } });
    const start = now();
    const bensMoves = (await actionsOf(id)).filter((a) => a.seat === 1).length;
    const before = await stateOf(id, ben.token);
    expect(before.table.absence).toEqual({ policy: 'standin', graceSeconds: 3600 });
    expect(Date.parse(before.clocks[1]!.deadline!)).toBeGreaterThanOrEqual(start + DAY - 5000);
    expect(Date.parse(before.clocks[1]!.deadline!)).toBeLessThanOrEqual(start + DAY);
    expect(before.clocks[0]).toMatchObject({ deadline: null, standIn: false, onVacation: false });

    // The reminder half a day ahead changes nothing at the table.
    await later(id, 13 * HOUR);
    expect((await stateOf(id)).seq).toBe(seq);
    // Past the deadline: the grace period runs, nobody plays yet.
    await later(id, 11 * HOUR + 1000);
    const overdue = await stateOf(id, ben.token);
    expect(overdue.seq).toBe(seq);
    expect(Date.parse(overdue.clocks[1]!.graceUntil!)).toBe(Date.parse(before.clocks[1]!.deadline!) + HOUR);
    // After the grace period the stand-in plays one move; running the alarm again changes nothing.
    await later(id, HOUR);
    const played = await stateOf(id, ben.token);
    expect(played.seq).toBe(seq + 1);
    expect(played.clocks[1]).toMatchObject({ standIn: true, deadline: null });
    expect(played.table.toAct).toEqual([0]);
    await runDurableObjectAlarm(tableStub(id));
    await later(id, HOUR);
    expect((await stateOf(id)).seq).toBe(seq + 1);
    expect((await actionsOf(id)).filter((a) => a.seat === 1)).toHaveLength(bensMoves + 1);

    // Ana moves: the stand-in answers from the alarm, without any new deadline.
    const anas = await stateOf(id, ana.token);
    await json(await act(id, ana.token, anas.seq, anas.legal[0]!));
    expect(await runDurableObjectAlarm(tableStub(id))).toBe(true);
    const answered = await stateOf(id, ben.token);
    expect(answered.seq).toBe(anas.seq + 2);

    // Ben takes his seat back: his clock runs again when his turn comes.
    const back = await json<TableState>(await call(`/api/tables/${id}/seats/1/return`, { token: ben.token, raw: '' }));
    expect(back.clocks[1]!.standIn).toBe(false);
    const anas2 = await stateOf(id, ana.token);
    const benTurn = await json<TableState>(await act(id, ana.token, anas2.seq, anas2.legal[0]!));
    expect(benTurn.clocks[1]!.deadline).not.toBeNull();
    expect(await runDurableObjectAlarm(tableStub(id))).toBe(true);
    expect((await stateOf(id)).seq).toBe(benTurn.seq);

    const chat = await json<ChatResponse>(await call(`/api/tables/${id}/chat`));
    expect(chat.messages.filter((m) => m.system).map((m) => m.text)).toEqual([
      "Ben's time ran out: a stand-in bot plays seat 1 until they return",
      'Ben is back at seat 1',
    ]);
    const known = await publicCards(id);
    for (const m of chat.messages) expectNoHiddenCard(m.text, known, 'the chat');
  });

  it('or the seat forfeits the match, once, with the match scores so far', async () => {
    const { ana, ben, id, seq } = await bensTurn({ absence: { policy: 'forfeit', graceSeconds: 600 } });
    const hooks = receiver('https://hooks.test/forfeit');
    await json(await call('/api/me/notifications', { method: 'PUT', token: ana.token, body: { webhooks: [{ url: 'https://hooks.test/forfeit' }] } }));
    expect((await stateOf(id)).table.absence).toEqual({ policy: 'forfeit', graceSeconds: 600 });
    await later(id, DAY + 1000);
    expect((await stateOf(id)).table.status).toBe('playing');
    await later(id, 600_000);
    const over = await stateOf(id, ana.token);
    expect(over.table.status).toBe('finished');
    expect(over.seq).toBe(seq);
    expect(over.legal).toEqual([]);
    expect(over.outcome).toMatchObject({ winners: [0], ranks: [1, 2], forfeit: { seat: 1, reason: 'timeout' } });
    expect(over.outcome!.scores).toEqual(over.view.scores);
    expect(over.outcome!.summary).toBe('Ben (seat 1) forfeits on time; seat 0 wins');
    expect(over.outcome!.result).toEqual({ code: 'forfeit', seat: 1, partners: [], seats: [0] });
    expect(over.clocks.map((c) => c.deadline)).toEqual([null, null]);
    expect(over.seed).toBeDefined();
    const rec = await json<MatchRecordWire>(await call(`/api/tables/${id}/record`));
    expect(rec.outcome).toEqual(over.outcome);
    await problemOf(await act(id, ben.token, seq, `play ${(await stateOf(id, ben.token)).view.hand[0]}`), 422, 'MATCH_OVER');
    // Ana hears how it ended: whose time ran out, and that she won.
    await received(hooks, 1, 'the finished notification');
    const finished = JSON.parse(hooks[0]!.text) as { kind: string; text: string; forfeited?: string };
    expect(finished).toMatchObject({ kind: 'finished', forfeited: 'Ben' });
    expect(finished.text).toMatch(/: Ben ran out of time; Ana won$/);
    expect(await runDurableObjectAlarm(tableStub(id))).toBe(false);
    await later(id, 5 * DAY);
    expect((await stateOf(id)).table.updatedAt).toBe(over.table.updatedAt);
  });
});

describe('vacation', () => {
  it('stops the clocks when switched on, and switches on by itself before a timeout would hit', async () => {
    const { ana, ben, id } = await bensTurn({ absence: { policy: 'forfeit', graceSeconds: 60 } }, false);
    const first = await stateOf(id, ben.token);
    const deadline = Date.parse(first.clocks[1]!.deadline!);

    const on = await json<Vacation>(await call('/api/me/vacation', { token: ben.token, body: { on: true, days: 2 } }));
    expect(on).toMatchObject({ on: true, auto: false, balanceDays: 5 });
    const paused = await stateOf(id, ana.token);
    expect(paused.clocks[1]!.onVacation).toBe(true);
    // Two days of vacation push the deadline two days on (give or take the instant it took).
    expect(Date.parse(paused.clocks[1]!.deadline!) - deadline).toBeGreaterThan(2 * DAY - 5000);
    expect(Date.parse(paused.clocks[1]!.deadline!) - deadline).toBeLessThanOrEqual(2 * DAY);
    // During the vacation nothing falls due, even after the old deadline.
    await later(id, 1.5 * DAY);
    expect((await stateOf(id)).table.status).toBe('playing');
    expect((await stateOf(id)).clocks[1]!.onVacation).toBe(true);

    // Back from vacation, the clock runs again; when the deadline would pass, a day of vacation starts by itself.
    await later(id, DAY);
    const running = await stateOf(id);
    expect(running.clocks[1]!.onVacation).toBe(false);
    await later(id, Date.parse(running.clocks[1]!.deadline!) - now() + 1000);
    const auto = await json<Vacation>(await call('/api/me/vacation', { token: ben.token }));
    expect(auto).toMatchObject({ on: true, auto: true });
    const rescued = await stateOf(id, ana.token);
    expect(rescued.table.status).toBe('playing');
    expect(rescued.clocks[1]!.onVacation).toBe(true);
    // After the day off, the move is due half a day later (the time a reminder warns ahead).
    expect(Date.parse(rescued.clocks[1]!.deadline!)).toBe(Date.parse(auto.until!) + 12 * HOUR);
    expect(rescued.clocks[0]!.onVacation).toBe(false);
    const chat = await json<ChatResponse>(await call(`/api/tables/${id}/chat`));
    expect(chat.messages.at(-1)!.text).toMatch(/^Ben is on vacation until .* UTC: their clock stands still$/);

    // Switching it off early starts the clock again; the day begun is spent.
    const off = await json<Vacation>(await call('/api/me/vacation', { token: ben.token, body: { on: false } }));
    expect(off.on).toBe(false);
    expect((await stateOf(id)).clocks[1]!.onVacation).toBe(false);
  });
});
