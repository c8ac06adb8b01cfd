/**
 * Issue 4, "done when": three players and one stand-in finish a Tablanet match with deadlines in the
 * past, through the public API alone (the service clock is moved on instead of waiting for days).
 */
import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { getGame, replay } from '../../shared/index.js';
import type { MatchRecordWire } from '../../shared/protocol.js';
import type { ChatResponse, CorrTableState as TableState, Vacation } from '../../shared/protocol-correspondence.js';
import { DAY, expectNoHiddenCard, publicCards, stateOf } from './corr-helpers.js';
import { travel } from '../../worker/clock.js';
import { act, call, json, newPlayer, newTable, tableStub } from './helpers.js';

describe('correspondence play', () => {
  it('three players and a stand-in for the silent fourth finish a Tablanet match, deadlines passing on the way', async () => {
    const people = await Promise.all(['Ana', 'Ben', 'Cleo', 'Dan'].map((name) => newPlayer(name)));
    const tokens = people.map((p) => p.token);
    const { table } = await newTable(tokens[0]!, {
      game: 'tablanet',
      seats: 4,
      seat: 0,
      options: { targetScore: 1 },
      timeControl: { perMoveSeconds: 86_400, reserveSeconds: 86_400, incrementSeconds: 3600, capSeconds: 2 * 86_400 },
      absence: { policy: 'standin', graceSeconds: 3600 },
    });
    const id = table.id;
    expect((await stateOf(table.id)).table.absence).toEqual({ policy: 'standin', graceSeconds: 3600 });
    for (const seat of [1, 2, 3]) await json<TableState>(await call(`/api/tables/${id}/seats/${seat}`, { token: tokens[seat], raw: '' }));

    let daysPassed = 0;
    let standInFrom: number | undefined;
    for (let step = 0; step < 1000; step++) {
      const s = await stateOf(id, tokens[0]);
      if (s.table.status === 'finished') break;
      const seat = s.table.toAct[0]!;
      if (seat === 3) {
        if (s.clocks[3]!.standIn) {
          // The stand-in plays from the table's alarm.
          await runDurableObjectAlarm(tableStub(id));
        } else {
          // Dan is silent: a day and a half passes, his deadline with it.
          travel(1.5 * DAY);
          daysPassed += 1.5;
          await runDurableObjectAlarm(tableStub(id));
          if ((await stateOf(id)).clocks[3]!.standIn) standInFrom ??= s.seq;
        }
        continue;
      }
      const mine = await stateOf(id, tokens[seat]);
      if (mine.legal.length === 0) continue;
      const res = await act(id, tokens[seat]!, mine.seq, mine.legal[0]!);
      // The table may have played a forced card for the seat a moment earlier.
      if (res.status !== 200) expect([409, 422]).toContain(res.status);
      await res.body?.cancel();
    }

    const end = await stateOf(id, tokens[0]);
    expect(end.table.status).toBe('finished');
    expect(end.outcome?.forfeit).toBeUndefined();
    expect(end.outcome?.winners.length).toBeGreaterThan(0);
    expect(standInFrom).toBeDefined();
    // Dan's days of vacation went first (a day at a time), then the stand-in took over.
    expect(daysPassed).toBeGreaterThan(7);
    const dan = await json<Vacation>(await call('/api/me/vacation', { token: tokens[3] }));
    expect(dan.on).toBe(false);
    // Less than a day was left when his time ran out; the grace period may have earned him a little since.
    expect(dan.balanceDays).toBeLessThan(1.2);

    const rec = await json<MatchRecordWire>(await call(`/api/tables/${id}/record`));
    const dans = rec.actions.filter((a) => a.seat === 3);
    expect(dans.length).toBeGreaterThan(0);
    expect(dans.every((a) => a.seq > standInFrom!)).toBe(true);
    const def = getGame('tablanet')!;
    const replayed = replay(def, { game: rec.game, version: rec.version, seats: 4, options: rec.options, seed: rec.seed!, log: rec.actions.map((a) => [a.seat, a.action] as const) });
    expect(replayed.ok && def.outcome(replayed.value)).toEqual(end.outcome);

    const chat = await json<ChatResponse>(await call(`/api/tables/${id}/chat`, { token: tokens[1] }));
    expect(chat.messages.filter((m) => m.text.startsWith('Dan is on vacation until ')).length).toBeGreaterThanOrEqual(6);
    expect(chat.messages.some((m) => m.text === "Dan's time ran out: a stand-in bot plays seat 3 until they return")).toBe(true);
    const known = await publicCards(id);
    for (const m of chat.messages) expectNoHiddenCard(m.text, known, 'the chat');
  });
});
