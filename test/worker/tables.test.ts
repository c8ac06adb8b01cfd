import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MatchRecordWire, TableState, TablesResponse } from '../../shared/protocol.js';
import { act, call, eventually, json, newPlayer, newTable, problemOf, stateOf, tableStub, tablanetForTwo } from './helpers.js';

const lobby = async (name: string) => (await json<TablesResponse>(await call(`/api/lobbies/${name}/tables`))).tables.map((t) => t.id);

describe('lobbies and seats', () => {
  it('lists the open public tables of a lobby only', async () => {
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const open = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, lobby: 'club-x', name: 'Open' });
    const hidden = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, lobby: 'club-x', visibility: 'private' });
    const full = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, lobby: 'club-x' });
    const elsewhere = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, lobby: 'club-y' });
    await json(await call(`/api/tables/${full.table.id}/seats/1`, { token: ben.token, body: {} }));
    expect(await lobby('club-x')).toEqual([open.table.id]);
    expect(await lobby('club-y')).toEqual([elsewhere.table.id]);
    expect(await lobby('public')).not.toContain(hidden.table.id);
    const listed = (await json<TablesResponse>(await call('/api/lobbies/club-x/tables'))).tables[0]!;
    expect(listed).toMatchObject({ name: 'Open', status: 'waiting', game: 'tablanet', players: [{ seat: 0, name: 'Ana', bot: false }, { seat: 1, bot: false }] });
    expect(listed.yourSeat).toBeUndefined();
    expect(open.links).toEqual({ table: `/t/${open.table.id}`, join: `/t/${open.table.id}?invite=${open.invite}` });
  });

  it('needs the invitation at a private table, and lets players leave before the start', async () => {
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const cleo = await newPlayer('Cleo');
    const { table, invite } = await newTable(ana.token, { game: 'tablanet', seats: 3, seat: 0, visibility: 'private' });
    const seat = (n: number, token: string, body: unknown = {}) => call(`/api/tables/${table.id}/seats/${n}`, { token, body });
    await problemOf(await seat(1, ben.token), 403, 'FORBIDDEN');
    await problemOf(await seat(1, ben.token, { invite: 'wrong' }), 403, 'FORBIDDEN');
    const joined = await json<TableState>(await seat(1, ben.token, { invite }));
    expect(joined.yourSeat).toBe(1);
    expect(joined.view.hand).toEqual([]); // nobody sees a hand before the start
    await problemOf(await seat(1, cleo.token, { invite }), 409, 'SEAT_TAKEN');
    await problemOf(await seat(2, cleo.token, { invite, extra: 1 }), 422, 'VALIDATION_FAILED');

    const left = await json<TableState>(await call(`/api/tables/${table.id}/seats/1`, { method: 'DELETE', token: ben.token }));
    expect(left.yourSeat).toBeNull();
    expect(left.table.players[1]).toEqual({ seat: 1, bot: false });
    await eventually(async () => {
      const bens = await json<TablesResponse>(await call('/api/me/tables', { token: ben.token }));
      return bens.tables.length === 0 ? true : undefined;
    }, 'the table to leave Ben\'s list');

    await json(await seat(1, cleo.token, { invite }));
    const started = await json<TableState>(await seat(2, ben.token, { invite }));
    expect(started.table.status).toBe('playing');
    expect(started.view.hand.length).toBeGreaterThan(0);
    await problemOf(await call(`/api/tables/${table.id}/seats/2`, { method: 'DELETE', token: ben.token }), 403, 'FORBIDDEN');
    await problemOf(await seat(0, cleo.token, { invite }), 409, 'TABLE_FULL');
  });
});

describe('placeholder bots', () => {
  it('play a random legal action from the alarm, never inside a person\'s request', async () => {
    const ana = await newPlayer('Ana');
    const { table } = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, bots: [1], options: { targetScore: 1 } });
    expect(table.status).toBe('playing');
    expect(table.players[1]).toMatchObject({ seat: 1, bot: true });
    const stub = tableStub(table.id);
    let botMoves = 0;
    for (let turn = 0; turn < 6; turn++) {
      const state = await stateOf(table.id, ana.token);
      if (state.table.toAct.includes(1)) {
        expect(await runDurableObjectAlarm(stub)).toBe(true);
        const after = await stateOf(table.id, ana.token);
        expect(after.seq).toBe(state.seq + 1);
        botMoves++;
      } else {
        expect(await runDurableObjectAlarm(stub)).toBe(false);
        const reply = await json<TableState>(await act(table.id, ana.token, state.seq, state.legal[0]!));
        expect(reply.seq).toBe(state.seq + 1);
        expect(reply.table.toAct).toEqual([1]);
      }
    }
    expect(botMoves).toBeGreaterThanOrEqual(2);
    const rec = await json<MatchRecordWire>(await call(`/api/tables/${table.id}/record`));
    expect(rec.actions.filter((a) => a.seat === 1)).toHaveLength(botMoves);
  });
});

describe('the bare jack sweep in Tablanet', () => {
  it('`play DJ` on a table with cards takes the whole table, and the record and feed keep it written out', async () => {
    const { id, tokens } = await tablanetForTwo({ targetScore: 500 });
    for (let step = 0; step < 200; step++) {
      const seat = (await stateOf(id, tokens[0])).view.toAct[0]!;
      const mine = await stateOf(id, tokens[seat]);
      const table = (mine.view as unknown as { table: string[] }).table;
      const jack = mine.view.hand.find((c) => c.endsWith('J'));
      if (jack && table.length > 0) {
        const sweep = mine.legal.find((a) => a.startsWith(`play ${jack} x `))!;
        expect(mine.legal).not.toContain(`play ${jack}`);
        const after = await json<TableState>(await act(id, tokens[seat]!, mine.seq, `play ${jack}`));
        expect((after.view as unknown as { table: string[] }).table).toEqual([]);
        const { events } = await json<{ events: { action: string }[] }>(await call(`/api/tables/${id}/events?after=${mine.seq}`));
        expect(events.map((e) => e.action)).toEqual([sweep]);
        return;
      }
      // anything but a jack, so that one meets a table with cards
      const pick = mine.legal.find((a) => !/^play \wJ/.test(a)) ?? mine.legal[0]!;
      await json<TableState>(await act(id, tokens[seat]!, mine.seq, pick));
    }
    throw new Error('no jack met a table with cards in 200 moves');
  });
});
