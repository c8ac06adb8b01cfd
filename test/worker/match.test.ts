import { describe, expect, it } from 'vitest';
import { getGame, replay } from '../../shared/index.js';
import type { EventsResponse, MatchRecordWire, TableState, TablesResponse } from '../../shared/protocol.js';
import { act, call, eventually, json, stateOf, tablanetForTwo } from './helpers.js';

const sha256 = async (text: string): Promise<string> =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

/** Plays until `stop` holds, each seat choosing from its own `legal` list; returns the last state. */
async function playWhile(id: string, tokens: readonly string[], go: (s: TableState) => boolean, pick = 0): Promise<TableState> {
  let state = await stateOf(id, tokens[0]);
  for (let moves = 0; go(state); moves++) {
    if (moves > 500) throw new Error('the match does not end');
    const seat = state.table.toAct[0]!;
    const mine = await stateOf(id, tokens[seat]);
    expect(mine.yourSeat).toBe(seat);
    const other = await stateOf(id, tokens[1 - seat]);
    expect(other.legal).toEqual([]);
    state = await json<TableState>(await act(id, tokens[seat]!, mine.seq, mine.legal[(moves + pick) % mine.legal.length]!));
    expect(state.seq).toBe(mine.seq + 1);
  }
  return state;
}

describe('a complete Tablanet match', () => {
  it('is played to the end over REST by two tokens, then the seed and the full record are revealed', async () => {
    const { id, tokens, created } = await tablanetForTwo();
    expect(created.table.status).toBe('waiting');
    const start = await stateOf(id, tokens[0]);
    expect(start.table.status).toBe('playing');
    expect(start.view.hand).toHaveLength(6);
    expect(start.seed).toBeUndefined();

    const midway = await playWhile(id, tokens, (s) => s.seq < 10);
    const early = await json<MatchRecordWire>(await call(`/api/tables/${id}/record`));
    expect(early.seed).toBeUndefined();
    expect(early.actions).toHaveLength(10);
    const hands = [(await stateOf(id, tokens[0])).view.hand, (await stateOf(id, tokens[1])).view.hand].flat();
    const recordText = JSON.stringify(early);
    for (const card of hands) expect(recordText).not.toMatch(new RegExp(`\\b${card}\\b`));

    const end = await playWhile(id, tokens, (s) => s.table.status !== 'finished');
    expect(end.seq).toBeGreaterThan(midway.seq);
    expect(end.outcome?.winners.length).toBeGreaterThan(0);
    expect(end.legal).toEqual([]);
    expect(end.seed).toBeDefined();
    expect(await sha256(end.seed!)).toBe(start.seedHash);

    const rec = await json<MatchRecordWire>(await call(`/api/tables/${id}/record`));
    expect(rec.seed).toBe(end.seed);
    expect(rec.outcome).toEqual(end.outcome);
    expect(rec.actions.map((a) => a.seq)).toEqual(Array.from({ length: end.seq }, (_, i) => i + 1));
    const def = getGame('tablanet')!;
    const log = rec.actions.map((a) => [a.seat, a.action] as const);
    const replayed = replay(def, { game: rec.game, version: rec.version, seats: rec.seats, options: rec.options, seed: rec.seed!, log });
    expect(replayed.ok && def.outcome(replayed.value)).toEqual(end.outcome);

    const ndjson = await call(`/api/tables/${id}/record?format=ndjson`);
    expect(ndjson.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const lines = new TextDecoder().decode(await ndjson.arrayBuffer()).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ id, game: 'tablanet', seed: end.seed, seedHash: start.seedHash });
    expect(lines.slice(1)).toEqual(rec.actions);

    const after = await act(id, tokens[0], end.seq, 'play H2');
    expect(after.status).toBe(422);
    expect(((await after.json()) as { code: string }).code).toBe('MATCH_OVER');
  });

  it('stamps the house-rule profile on the table and the record', async () => {
    const { id } = await tablanetForTwo({ targetScore: 1 });
    const plain = await json<MatchRecordWire>(await call(`/api/tables/${id}/record`));
    expect(plain.options).toMatchObject({ targetScore: 1 });
    const { ana, ben } = await tablanetForTwo();
    const res = await call('/api/tables', { token: ana.token, body: { game: 'tablanet', seats: 2, profile: 'tablanet/tabinet-v1' } });
    const created = await json<{ table: TableState['table'] }>(res, 201);
    expect(created.table.profile).toEqual({ id: 'tablanet/tabinet-v1', version: 1, name: 'Tabinet (Romania)', modified: false });
    expect(created.table.options).toMatchObject({ targetScore: 151 });
    const rec = await json<MatchRecordWire>(await call(`/api/tables/${created.table.id}/record`));
    expect(rec.profile?.id).toBe('tablanet/tabinet-v1');
    const tweaked = await call('/api/tables', {
      token: ben.token,
      body: { game: 'tablanet', seats: 2, profile: 'tablanet/tabinet-v1', options: { targetScore: 51 } },
    });
    expect((await json<{ table: TableState['table'] }>(tweaked, 201)).table.profile?.modified).toBe(true);
  });
});

describe('my tables and the event feed', () => {
  it('lists the tables where it is my turn first', async () => {
    const first = await tablanetForTwo();
    const { ana, ben } = first;
    const created = await json<{ table: { id: string } }>(
      await call('/api/tables', { token: ana.token, body: { game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 1 } } }),
      201,
    );
    const second = created.table.id;
    await json(await call(`/api/tables/${second}/seats/1`, { token: ben.token, body: {} }));
    const tokens = [ana.token, ben.token];
    // The second table waits for Ana; then the first moves on until it waits for Ben (the latest activity).
    await playWhile(second, tokens, (s) => !s.table.toAct.includes(0));
    await playWhile(first.id, tokens, (s) => !s.table.toAct.includes(1) || s.seq < 2);
    const mine = await eventually(async () => {
      const list = await json<TablesResponse>(await call('/api/me/tables', { token: ana.token }));
      const ids = list.tables.map((t) => t.id);
      const firstState = await stateOf(first.id);
      const fresh = list.tables.find((t) => t.id === first.id)?.updatedAt === firstState.table.updatedAt;
      return ids.length === 2 && fresh ? list : undefined;
    }, "Ana's list to catch up");
    expect(mine.tables.map((t) => [t.id, t.yourTurn])).toEqual([
      [second, true],
      [first.id, false],
    ]);
    const bens = await json<TablesResponse>(await call('/api/me/tables', { token: ben.token }));
    expect(bens.tables[0]?.id).toBe(first.id);
  });

  it('answers a long poll as soon as an action arrives', async () => {
    const { id, tokens } = await tablanetForTwo();
    const now = await stateOf(id, tokens[0]);
    const seat = now.table.toAct[0]!;
    const polling = call(`/api/tables/${id}/events?after=${now.seq}&wait=10`, { token: tokens[1 - seat] });
    const mover = await stateOf(id, tokens[seat]);
    await json(await act(id, tokens[seat]!, mover.seq, mover.legal[0]!));
    const feed = await json<EventsResponse>(await polling);
    expect(feed.events).toHaveLength(1);
    expect(feed.events[0]).toMatchObject({ seq: now.seq + 1, seat, action: mover.legal[0] });
    expect(feed.state.seq).toBe(now.seq + 1);
    expect(feed.state.yourSeat).toBe(1 - seat);
    const all = await json<EventsResponse>(await call(`/api/tables/${id}/events`));
    expect(all.events.map((e) => e.seq)).toEqual([1]);
    expect(all.state.yourSeat).toBeNull();
  });
});
