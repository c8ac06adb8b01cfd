import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatResponse, CorrCreateTableResponse as CreateTableResponse, CorrTableState as TableState, CorrTableSummary } from '../../shared/protocol-correspondence.js';
import { act, call, eventually, json, newPlayer, newTable, problemOf, Socket } from './helpers.js';
import { stateOf } from './corr-helpers.js';

const chat = (id: string, token: string | undefined, text: string) =>
  call(`/api/tables/${id}/chat`, token === undefined ? { body: { text } } : { token, body: { text } });

async function tableForTwo(extra: Record<string, unknown> = {}) {
  const ana = await newPlayer('Ana');
  const ben = await newPlayer('Ben');
  const created = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, ...extra });
  const id = created.table.id;
  await json(await call(`/api/tables/${id}/seats/1`, { token: ben.token, body: { invite: created.invite } }));
  return { ana, ben, id, invite: created.invite };
}

describe('the chat of a table', () => {
  it('is read by players and spectators of a public table, written by its players only, and pushed over the socket', async () => {
    const { ana, ben, id } = await tableForTwo();
    const cleo = await newPlayer('Cleo');
    const watcher = await Socket.open(id);
    expect((await watcher.next()).type).toBe('state');
    const sent = await json<ChatMessage>(await chat(id, ana.token, '  Servus!  '), 201);
    expect(sent).toMatchObject({ seat: 0, name: 'Ana', text: 'Servus!', system: false });
    const pushed = await watcher.next();
    expect(pushed).toEqual({ type: 'chat', message: sent });
    await problemOf(await chat(id, cleo.token, 'let me in'), 403, 'FORBIDDEN');
    await problemOf(await chat(id, undefined, 'anonymous'), 401, 'UNAUTHORIZED');
    await problemOf(await chat(id, ben.token, 'x'.repeat(501)), 422, 'VALIDATION_FAILED');
    await problemOf(await chat(id, ben.token, '   '), 422, 'VALIDATION_FAILED');
    const reply = await json<ChatMessage>(await chat(id, ben.token, 'Grüß dich'), 201);
    const all = await json<ChatResponse>(await call(`/api/tables/${id}/chat`));
    expect(all.messages.map((m) => [m.name, m.text])).toEqual([['Ana', 'Servus!'], ['Ben', 'Grüß dich']]);
    const newer = await json<ChatResponse>(await call(`/api/tables/${id}/chat?after=${sent.id}`, { token: cleo.token }));
    expect(newer.messages).toEqual([reply]);
    watcher.close();
  });

  it('of a private table is for its players only', async () => {
    const { ana, id } = await tableForTwo({ visibility: 'private' });
    const cleo = await newPlayer('Cleo');
    const mine = await Socket.open(id, ana.token);
    await mine.next();
    const sent = await json<ChatMessage>(await chat(id, ana.token, 'only for us'), 201);
    expect(await mine.next()).toEqual({ type: 'chat', message: sent });
    await problemOf(await call(`/api/tables/${id}/chat`), 403, 'FORBIDDEN');
    await problemOf(await call(`/api/tables/${id}/chat`, { token: cleo.token }), 403, 'FORBIDDEN');
    expect((await json<ChatResponse>(await call(`/api/tables/${id}/chat`, { token: ana.token }))).messages).toEqual([sent]);
    mine.close();
  });
});

describe('rematch', () => {
  it('seats the same players one seat on at a new table with the same options and settings, and tells everyone', async () => {
    const timeControl = { perMoveSeconds: 172_800, reserveSeconds: 86_400, incrementSeconds: 3600, capSeconds: 172_800, weekendsOff: true };
    const { ana, ben, id } = await tableForTwo({
      options: { targetScore: 1 }, timeControl, absence: { policy: 'forfeit', graceSeconds: 7200 }, botLevel: 'beginner', name: 'Stammtisch Nord',
    });
    await problemOf(await call(`/api/tables/${id}/rematch`, { token: ana.token, raw: '' }), 409, 'NOT_FINISHED');
    const tokens = [ana.token, ben.token];
    for (let n = 0; n < 400; n++) {
      const s = await stateOf(id);
      if (s.table.status === 'finished') break;
      const seat = s.table.toAct[0]!;
      const mine = await stateOf(id, tokens[seat]);
      if (mine.legal.length === 0) continue;
      const res = await act(id, tokens[seat]!, mine.seq, mine.legal[0]!);
      // A forced card may have been played for the seat just before.
      if (res.status !== 200) expect(res.status).toBe(409);
      else await res.body?.cancel();
    }
    const old = await stateOf(id);
    expect(old.table.status).toBe('finished');

    const stranger = await newPlayer('Cleo');
    await problemOf(await call(`/api/tables/${id}/rematch`, { token: stranger.token, raw: '' }), 403, 'FORBIDDEN');
    const created = await json<CreateTableResponse>(await call(`/api/tables/${id}/rematch`, { token: ana.token, raw: '' }), 201);
    const next = created.table;
    expect(next.id).not.toBe(id);
    expect(next.status).toBe('playing');
    expect(next.players.map((p) => p.name)).toEqual(['Ben', 'Ana']);
    expect(next.yourSeat).toBe(1);
    expect(next).toMatchObject({
      game: 'tablanet', name: 'Stammtisch Nord', options: old.table.options, timeControl, absence: { policy: 'forfeit', graceSeconds: 7200 }, botLevel: 'beginner',
    });
    expect((await stateOf(id)).table.rematch).toBe(next.id);
    // Asking again (anyone at the old table) gives the same new table.
    const again = await json<CreateTableResponse>(await call(`/api/tables/${id}/rematch`, { token: ben.token, raw: '' }), 201);
    expect(again.table.id).toBe(next.id);
    const bens = await stateOf(next.id, ben.token);
    expect(bens.yourSeat).toBe(0);
    expect(bens.clocks.map((c) => c.seat)).toEqual([0, 1]);
    const chat = await json<ChatResponse>(await call(`/api/tables/${id}/chat`));
    expect(chat.messages.at(-1)!.text).toBe('Ana asked for a rematch: everyone sits one seat on');
    // The table's line also comes as a code, for each reader's site to say it in their language.
    expect(chat.messages.at(-1)!.line).toEqual({ code: 'rematch', params: { name: 'Ana' } });
    await eventually(async () => {
      const list = await json<{ tables: CorrTableSummary[] }>(await call('/api/me/tables', { token: ben.token }));
      return list.tables.some((t) => t.id === next.id) ? true : undefined;
    }, "Ben's list to show the rematch");
  });
});

describe('my tables', () => {
  it('are sorted by urgency: my turn first, the nearest deadline first', async () => {
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const tc = (days: number) => ({ perMoveSeconds: days * 86_400 });
    const ids: string[] = [];
    for (const days of [1, 3, 2]) {
      const { table } = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, timeControl: tc(days) });
      await json(await call(`/api/tables/${table.id}/seats/1`, { token: ben.token, raw: '' }));
      const s = await stateOf(table.id, ben.token);
      if (s.table.toAct.includes(1)) await json<TableState>(await act(table.id, ben.token, s.seq, s.legal[0]!));
      ids.push(table.id);
    }
    const list = await eventually(async () => {
      const got = await json<{ tables: CorrTableSummary[] }>(await call('/api/me/tables', { token: ana.token }));
      return got.tables.length === 3 && got.tables.every((t) => t.yourTurn && t.yourDeadline) ? got : undefined;
    }, "Ana's list");
    expect(list.tables.map((t) => t.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect(list.tables[0]!.timeControl).toEqual({ perMoveSeconds: 86_400, reserveSeconds: 0, incrementSeconds: 0, capSeconds: 0, weekendsOff: false });
  });
});
