/**
 * Issue 15, item 6 (sockets outlive access): a socket opened while seated at a private table is closed
 * when its player leaves the seat or is replaced; a socket opened with the invitation stays, as a
 * spectator's, and a seated socket follows its player to the spectator view at a public table.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ServerMessage, TableState, Tournament } from '../../shared/protocol.js';
import type { CreateTournamentResponse } from '../../shared/tournament/protocol.js';
import { BASE, call, json, newPlayer, newTable } from './helpers.js';

/** A raw socket that records its messages and how it was closed. */
async function openSocket(id: string, query: string): Promise<{ ws: WebSocket; got: ServerMessage[]; closed: Promise<number> }> {
  const res = await SELF.fetch(`${BASE}/api/tables/${id}/ws?${query}`, { headers: { upgrade: 'websocket' } });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  ws.accept();
  const got: ServerMessage[] = [];
  ws.addEventListener('message', (e) => {
    got.push(JSON.parse(e.data as string) as ServerMessage);
  });
  const closed = new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code)));
  return { ws, got, closed };
}

const settle = () => new Promise((r) => setTimeout(r, 150));

describe('a socket at a private table', () => {
  it('is closed when its player leaves the seat, and one opened with the invitation stays', async () => {
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const created = await newTable(ana.token, { game: 'tarot', seats: 3, seat: 0, visibility: 'private' });
    const id = created.table.id;
    await json<TableState>(await call(`/api/tables/${id}/seats/1`, { token: ben.token, body: { invite: created.invite } }));
    const seated = await openSocket(id, `token=${ben.token}`);
    const withInvite = await openSocket(id, `token=${ben.token}&invite=${created.invite}`);
    await settle();
    expect(seated.got.at(-1)).toMatchObject({ type: 'state', yourSeat: 1 });

    await json(await call(`/api/tables/${id}/seats/1`, { method: 'DELETE', token: ben.token }));
    expect(await seated.closed).toBe(4003);
    const before = seated.got.length;
    // The socket with the invitation follows Ben to the spectator view.
    await settle();
    expect(withInvite.got.at(-1)).toMatchObject({ type: 'state', yourSeat: null });
    // Nothing more reaches the closed one, whatever happens at the table.
    const cleo = await newPlayer('Cleo');
    await json(await call(`/api/tables/${id}/seats/2`, { token: cleo.token, body: { invite: created.invite } }));
    await settle();
    expect(seated.got).toHaveLength(before);
    expect(withInvite.got.at(-1)).toMatchObject({ type: 'state', yourSeat: null });
    withInvite.ws.close(1000, 'done');
  });
});

describe('a socket at a tournament table', () => {
  it('is closed when the director hands its player\'s seat to a reserve', async () => {
    const director = await newPlayer('Leiter');
    const [ida, jan, max] = [await newPlayer('Ida'), await newPlayer('Jan'), await newPlayer('Max')];
    const created = await json<CreateTournamentResponse>(
      await call('/api/tournaments', { token: director.token, body: { name: 'Abend', game: 'tablanet', options: { targetScore: 1 }, tableSize: 2, rounds: 1 } }),
      201,
    );
    const tid = created.tournament.id;
    for (const p of [ida, jan]) await json(await call(`/api/tournaments/${tid}/entrants`, { token: p.token, body: { invite: created.invite } }));
    const started = await json<Tournament>(await call(`/api/tournaments/${tid}/rounds`, { token: director.token, raw: '' }), 201);
    const table = started.played[0]!.tables[0]!;
    const socket = await openSocket(table.id!, `token=${ida.token}`);
    await json(await call(`/api/tournaments/${tid}/entrants`, { token: max.token, body: { invite: created.invite } }));
    const slot = started.entrants.find((e) => e.playerId === ida.player.id)!.id;
    await json(await call(`/api/tournaments/${tid}/replace`, { token: director.token, body: { entrant: slot, by: max.player.id } }));
    expect(await socket.closed).toBe(4003);
  });
});

describe('a socket at a public table', () => {
  it('follows its player from the seat to the spectator view', async () => {
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const created = await newTable(ana.token, { game: 'tarot', seats: 3, seat: 0 });
    const id = created.table.id;
    await json(await call(`/api/tables/${id}/seats/1`, { token: ben.token, raw: '' }));
    const socket = await openSocket(id, `token=${ben.token}`);
    await json(await call(`/api/tables/${id}/seats/1`, { method: 'DELETE', token: ben.token }));
    await settle();
    expect(socket.got.at(-1)).toMatchObject({ type: 'state', yourSeat: null });
    // Taking a seat again brings the socket back to a seat.
    await json(await call(`/api/tables/${id}/seats/2`, { token: ben.token, raw: '' }));
    await settle();
    expect(socket.got.at(-1)).toMatchObject({ type: 'state', yourSeat: 2 });
    socket.ws.close(1000, 'done');
  });
});
