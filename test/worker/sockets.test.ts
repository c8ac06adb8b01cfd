import { evictDurableObject, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MatchRecordWire, ServerMessage } from '../../shared/protocol.js';
import { act, BASE, call, json, problemOf, refusal, Socket, stateOf, tablanetForTwo, tableStub } from './helpers.js';

type StateMessage = Extract<ServerMessage, { type: 'state' }>;

describe('the table WebSocket', () => {
  it('sends each socket the view of its own seat, never another seat\'s cards', async () => {
    const { id, tokens } = await tablanetForTwo();
    const sockets = [await Socket.open(id, tokens[0]), await Socket.open(id, tokens[1]), await Socket.open(id)];
    const first = (await Promise.all(sockets.map((s) => s.next()))) as StateMessage[];
    expect(first.map((m) => [m.type, m.yourSeat])).toEqual([
      ['state', 0],
      ['state', 1],
      ['state', null],
    ]);
    const [h0, h1, spectator] = first.map((m) => m.view.hand);
    expect(h0).toHaveLength(6);
    expect(h1).toHaveLength(6);
    expect(spectator).toEqual([]);
    expect(h0!.filter((c) => h1!.includes(c))).toEqual([]);

    for (let n = 0; n < 6; n++) {
      const now = await stateOf(id, tokens[0]);
      const seat = now.table.toAct[0]!;
      const mover = await stateOf(id, tokens[seat]);
      await json(await act(id, tokens[seat]!, mover.seq, mover.legal[0]!));
      const got = await Promise.all(sockets.map((s) => s.stateAt(mover.seq + 1)));
      const hands = got.map((m) => m.view.hand);
      // Every socket hears of the action; each sees only its own hand.
      expect(JSON.stringify(got[0])).not.toMatch(new RegExp(hands[1]!.map((c) => `"${c}"`).join('|') || '^$'));
      expect(JSON.stringify(got[1])).not.toMatch(new RegExp(hands[0]!.map((c) => `"${c}"`).join('|') || '^$'));
      const spectatorText = JSON.stringify(got[2]);
      for (const card of [...hands[0]!, ...hands[1]!]) expect(spectatorText).not.toContain(`"${card}"`);
      expect(got[2]!.legal).toEqual([]);
      expect(got[seat]!.legal).toEqual([]);
      expect(got[1 - seat]!.legal.length).toBeGreaterThan(0);
    }
    sockets.forEach((s) => s.close());
  });

  it('takes actions over the socket with the same checks as REST', async () => {
    const { id, tokens } = await tablanetForTwo();
    const sockets = [await Socket.open(id, tokens[0]), await Socket.open(id, tokens[1])];
    const [s0, s1] = (await Promise.all(sockets.map((s) => s.next()))) as StateMessage[];
    const seat = s0!.table.toAct[0]!;
    const mover = seat === 0 ? s0! : s1!;
    const waiter = sockets[1 - seat]!;

    waiter.send({ type: 'act', seq: mover.seq, action: mover.legal[0], requestId: 'early' });
    expect(await waiter.next()).toMatchObject({ type: 'error', code: 'NOT_YOUR_TURN', requestId: 'early' });

    sockets[seat]!.send({ type: 'act', seq: mover.seq + 5, action: mover.legal[0], requestId: 'stale' });
    expect(await sockets[seat]!.next()).toMatchObject({ type: 'error', code: 'STALE_SEQ', requestId: 'stale' });
    expect(await sockets[seat]!.next()).toMatchObject({ type: 'state', seq: mover.seq });

    sockets[seat]!.send({ type: 'act', seq: mover.seq, action: 'play XX', requestId: 'junk' });
    expect(await sockets[seat]!.next()).toMatchObject({ type: 'error', code: 'UNKNOWN_CARD', requestId: 'junk' });
    sockets[seat]!.send({ type: 'act', seq: mover.seq, action: mover.legal[0], extra: 1 });
    expect(await sockets[seat]!.next()).toMatchObject({ type: 'error', code: 'VALIDATION_FAILED' });
    sockets[seat]!.send('{not json');
    expect(await sockets[seat]!.next()).toMatchObject({ type: 'error', code: 'BAD_REQUEST' });

    sockets[seat]!.send({ type: 'act', seq: mover.seq, action: mover.legal[0], requestId: 'r1' });
    const answer = await sockets[seat]!.next();
    expect(answer).toMatchObject({ type: 'state', seq: mover.seq + 1, requestId: 'r1' });
    expect(await waiter.next()).toMatchObject({ type: 'state', seq: mover.seq + 1 });
    expect((await stateOf(id)).seq).toBe(mover.seq + 1);

    const spectator = await Socket.open(id);
    await spectator.next();
    spectator.send({ type: 'act', seq: mover.seq + 1, action: 'play H2' });
    expect(await spectator.next()).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    [...sockets, spectator].forEach((s) => s.close());
  });

  it('answers pings without waking the table, and refuses bad upgrades', async () => {
    const { id, tokens } = await tablanetForTwo();
    const socket = await Socket.open(id, tokens[0]);
    await socket.next();
    await evictDurableObject(tableStub(id));
    socket.send('{"type":"ping"}');
    expect(await socket.next()).toEqual({ type: 'pong' });
    await problemOf(await call(`/api/tables/${id}/ws`), 426, 'UPGRADE_REQUIRED');
    // A refused upgrade is accepted, says why in an error frame, and closes with 4000 + the status.
    const bad = await SELF.fetch(`${BASE}/api/tables/${id}/ws?token=st_nope`, { headers: { upgrade: 'websocket' } });
    expect(await refusal(bad)).toMatchObject({ code: 'UNAUTHORIZED', close: 4401 });
    const missing = await SELF.fetch(`${BASE}/api/tables/zzzzzzzzzzzz/ws`, { headers: { upgrade: 'websocket' } });
    expect(await refusal(missing)).toMatchObject({ code: 'NOT_FOUND', close: 4404 });
    const malformed = await SELF.fetch(`${BASE}/api/tables/nope/ws`, { headers: { upgrade: 'websocket' } });
    expect(await refusal(malformed)).toMatchObject({ code: 'NOT_FOUND', close: 4404 });
    socket.close();
  });

  it('survives eviction with every acknowledged action and every socket still on its seat', async () => {
    const { id, tokens } = await tablanetForTwo();
    const sockets = [await Socket.open(id, tokens[0]), await Socket.open(id, tokens[1])];
    await Promise.all(sockets.map((s) => s.next()));
    const acknowledged: string[] = [];
    for (let n = 0; n < 8; n++) {
      const seat = (await stateOf(id)).table.toAct[0]!;
      const mover = await stateOf(id, tokens[seat]);
      const action = mover.legal[mover.legal.length - 1]!;
      await json(await act(id, tokens[seat]!, mover.seq, action));
      acknowledged.push(action);
      if (n % 3 === 2) await evictDurableObject(tableStub(id));
    }
    await evictDurableObject(tableStub(id));
    const rec = await json<MatchRecordWire>(await call(`/api/tables/${id}/record`));
    expect(rec.actions.map((a) => a.action)).toEqual(acknowledged);
    const state = await stateOf(id, tokens[0]);
    expect(state.seq).toBe(8);

    // The hibernated sockets are still mapped to their seats: an action over one reaches both.
    const seat = state.table.toAct[0]!;
    const mover = await stateOf(id, tokens[seat]);
    sockets.forEach((s) => s.messages.splice(0));
    sockets[seat]!.send({ type: 'act', seq: 8, action: mover.legal[0], requestId: 'after-eviction' });
    const mine = await sockets[seat]!.stateAt(9);
    const theirs = await sockets[1 - seat]!.stateAt(9);
    expect(mine.yourSeat).toBe(seat);
    expect(mine.requestId).toBe('after-eviction');
    expect(theirs.yourSeat).toBe(1 - seat);
    expect(theirs.view.hand).toEqual((await stateOf(id, tokens[1 - seat])).view.hand);
    sockets.forEach((s) => s.close());
  });

  it('loads from the snapshot, not by replaying the log (10 or 10,000 actions cost the same)', async () => {
    const { id, tokens } = await tablanetForTwo();
    const mover = await stateOf(id, tokens[(await stateOf(id)).table.toAct[0]!]);
    await json(await act(id, tokens[mover.yourSeat!]!, mover.seq, mover.legal[0]!));
    const before = [await stateOf(id, tokens[0]), await stateOf(id, tokens[1])];
    // 10,000 rows no engine could replay: a loader that read the log would fail or change the state.
    await runInDurableObject(tableStub(id), (_instance, state) => {
      state.storage.transactionSync(() => {
        for (let seq = 1000; seq < 11_000; seq++) {
          state.storage.sql.exec('INSERT INTO actions (seq, seat, action, public, at) VALUES (?, 0, ?, ?, 0)', seq, 'play XX', 'play XX');
        }
      });
    });
    await evictDurableObject(tableStub(id));
    expect([await stateOf(id, tokens[0]), await stateOf(id, tokens[1])]).toEqual(before);
  });
});
