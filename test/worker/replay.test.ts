import { describe, expect, it } from 'vitest';
import type { MatchRecordWire, ReplayResponse, TableState } from '../../shared/protocol.js';
import { act, call, json, newPlayer, newTable, playToEnd, problemOf, stateOf, tablanetForTwo } from './helpers.js';

describe('GET /api/tables/:id/replay', () => {
  it('is refused until the match has ended, then shows every step with all hands open', async () => {
    const { id, tokens } = await tablanetForTwo();
    const start = [await stateOf(id, tokens[0]), await stateOf(id, tokens[1])];
    const early = await problemOf(await call(`/api/tables/${id}/replay`), 409, 'NOT_FINISHED');
    expect(early.detail).toMatch(/ended/);

    // play to the end, noting each hand as its player saw it before acting
    const seen: { seq: number; seat: number; hand: string[] }[] = [];
    let state: TableState = start[0]!;
    for (let moves = 0; state.table.status !== 'finished'; moves++) {
      if (moves > 500) throw new Error('the match does not end');
      const seat = state.table.toAct[0]!;
      const mine = await stateOf(id, tokens[seat]);
      seen.push({ seq: mine.seq, seat, hand: mine.view.hand });
      if (mine.seq === 3) await problemOf(await call(`/api/tables/${id}/replay`), 409, 'NOT_FINISHED');
      state = await json<TableState>(await act(id, tokens[seat]!, mine.seq, mine.legal[moves % mine.legal.length]!));
    }

    const res = await call(`/api/tables/${id}/replay`);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    const { frames } = await json<ReplayResponse>(res);
    const rec = await json<MatchRecordWire>(await call(`/api/tables/${id}/record`));
    expect(frames).toHaveLength(rec.actions.length + 1);
    expect(frames.map((f) => f.seq)).toEqual(Array.from({ length: frames.length }, (_, i) => i));

    // the start: both dealt hands open, six cards each, none shared
    const first = frames[0]!;
    expect(first).toMatchObject({ seq: 0, seat: null, action: null });
    expect(first.hands).toEqual([start[0]!.view.hand, start[1]!.view.hand]);
    expect(new Set(first.hands.flat()).size).toBe(12);
    expect(first.view.hand).toEqual([]);
    expect(first.view.viewer).toBe('spectator');

    // each frame carries the record's action, and each hand is the one its player held
    frames.slice(1).forEach((f, i) => expect([f.seat, f.action]).toEqual([rec.actions[i]!.seat, rec.actions[i]!.action]));
    for (const s of seen) expect(frames[s.seq]!.hands[s.seat], `seat ${s.seat} before action ${s.seq + 1}`).toEqual(s.hand);
    // a played card leaves its player's hand in the frame of the play
    const play = frames.find((f) => f.seq > 0 && f.action?.startsWith('play '))!;
    const card = play.action!.split(' ')[1]!;
    expect(frames[play.seq - 1]!.hands[play.seat!]).toContain(card);
    expect(play.hands[play.seat!]).not.toContain(card);
    expect(frames.at(-1)!.view.toAct).toEqual([]);
    expect(frames.at(-1)!.view.scores).toEqual(state.view.scores);
  });

  it('of a private table opens for its players and the invitation, and is never kept by a cache', async () => {
    const [ana, ben, eve] = await Promise.all(['Ana', 'Ben', 'Eve'].map((n) => newPlayer(n)));
    const { table, invite } = await newTable(ana!.token, { game: 'tablanet', seats: 2, seat: 0, visibility: 'private', options: { targetScore: 1 } });
    await json(await call(`/api/tables/${table.id}/seats/1`, { token: ben!.token, body: { invite } }));
    await playToEnd(table.id, [ana!.token, ben!.token]);
    const path = `/api/tables/${table.id}/replay`;
    await problemOf(await call(path), 403, 'FORBIDDEN');
    await problemOf(await call(path, { token: eve!.token }), 403, 'FORBIDDEN');
    for (const res of [await call(path, { token: ben!.token }), await call(path, { token: ana!.token }), await call(`${path}?invite=${invite}`)]) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect((await json<ReplayResponse>(res)).frames.length).toBeGreaterThan(1);
    }
    // A public table's replay is the same for everyone, with or without a token: caches may keep it.
    const open = await tablanetForTwo();
    await playToEnd(open.id, open.tokens);
    for (const token of [undefined, open.tokens[1]]) {
      const res = await call(`/api/tables/${open.id}/replay`, token === undefined ? {} : { token });
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(res.status).toBe(200);
    }
  });

  it('answers 404 for a table that does not exist', async () => {
    await problemOf(await call('/api/tables/zzzzzzzzzzzz/replay'), 404, 'NOT_FOUND');
    await problemOf(await call('/api/tables/not-an-id/replay'), 404, 'NOT_FOUND');
  });
});
