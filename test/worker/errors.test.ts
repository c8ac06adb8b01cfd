import { describe, expect, it } from 'vitest';
import type { MatchRecordWire, TableState } from '../../shared/protocol.js';
import { act, call, json, newPlayer, newTable, problemOf, stateOf, tablanetForTwo } from './helpers.js';

/** The table as its seat 0 sees it plus its record, to compare before and after a refused request. */
async function snapshot(id: string, token: string): Promise<[TableState, MatchRecordWire]> {
  return [await stateOf(id, token), await json<MatchRecordWire>(await call(`/api/tables/${id}/record`))];
}

/** Seat to act, its token and its state. */
async function mover(id: string, tokens: readonly string[]) {
  const seat = (await stateOf(id)).table.toAct[0]!;
  const token = tokens[seat]!;
  return { seat, token, state: await stateOf(id, token), other: tokens[1 - seat]! };
}

describe('identity', () => {
  it('needs a valid token: 401 without one or with a bad one', async () => {
    const { id } = await tablanetForTwo();
    await problemOf(await call('/api/me'), 401, 'UNAUTHORIZED');
    await problemOf(await call('/api/tables', { body: { game: 'tablanet', seats: 2 } }), 401, 'UNAUTHORIZED');
    await problemOf(await call(`/api/tables/${id}/actions`, { body: { seq: 0, action: 'play H2' } }), 401, 'UNAUTHORIZED');
    await problemOf(await call('/api/me', { token: 'st_nope' }), 401, 'UNAUTHORIZED');
    const forged = `st_${'a'.repeat(16)}_${'0'.repeat(64)}`;
    await problemOf(await call(`/api/tables/${id}`, { token: forged }), 401, 'UNAUTHORIZED');
    await problemOf(await call('/api/me', { headers: { authorization: 'Basic abc' } }), 401, 'UNAUTHORIZED');
    const ana = await newPlayer('Ana');
    expect(await json(await call('/api/me', { token: ana.token }))).toEqual(ana.player);
    const other = ana.token.slice(0, -1) + (ana.token.endsWith('0') ? '1' : '0');
    await problemOf(await call('/api/me', { token: other }), 401, 'UNAUTHORIZED');
  });

  it('lets a token act only for its own seat: 403 otherwise', async () => {
    const { id, tokens } = await tablanetForTwo();
    const { seat, token, state, other } = await mover(id, tokens);
    const before = await snapshot(id, tokens[0]);
    const body = { seq: state.seq, action: state.legal[0], seat: 1 - seat };
    await problemOf(await call(`/api/tables/${id}/actions`, { token, body }), 403, 'FORBIDDEN');
    const stranger = await newPlayer('Cleo');
    await problemOf(await act(id, stranger.token, state.seq, state.legal[0]!), 403, 'FORBIDDEN');
    await problemOf(await call(`/api/tables/${id}/seats/${seat}`, { method: 'DELETE', token: other }), 403, 'FORBIDDEN');
    expect(await snapshot(id, tokens[0])).toEqual(before);
    // Acting for one's own seat by number is fine.
    const ok = await call(`/api/tables/${id}/actions`, { token, body: { ...body, seat } });
    expect((await json<TableState>(ok)).seq).toBe(state.seq + 1);
  });
});

describe('actions', () => {
  it('answers a stale seq with 409 and the current state', async () => {
    const { id, tokens } = await tablanetForTwo();
    const first = await mover(id, tokens);
    await json(await act(id, first.token, first.state.seq, first.state.legal[0]!));
    const second = await mover(id, tokens);
    const before = await snapshot(id, tokens[0]);
    const p = await problemOf(await act(id, second.token, first.state.seq, second.state.legal[0]!), 409, 'STALE_SEQ');
    expect(p.state?.seq).toBe(first.state.seq + 1);
    expect(p.state?.yourSeat).toBe(second.seat);
    expect(p.state?.legal).toEqual(second.state.legal);
    expect(await snapshot(id, tokens[0])).toEqual(before);
  });

  it('acts once for the same Idempotency-Key and repeats the same answer', async () => {
    const { id, tokens } = await tablanetForTwo();
    const { token, state, other } = await mover(id, tokens);
    const send = (action: string) =>
      call(`/api/tables/${id}/actions`, { token, body: { seq: state.seq, action }, headers: { 'idempotency-key': 'k-1' } });
    const first = await json<TableState>(await send(state.legal[0]!));
    const again = await json<TableState>(await send(state.legal[0]!));
    expect(again).toEqual(first);
    // Still the same answer after the other seat has moved on.
    const next = await stateOf(id, other);
    await json(await act(id, other, next.seq, next.legal[0]!));
    expect(await json<TableState>(await send(state.legal[0]!))).toEqual(first);
    const rec = await json<MatchRecordWire>(await call(`/api/tables/${id}/record`));
    expect(rec.actions).toHaveLength(2);
    await problemOf(await send(state.legal[1] ?? 'play H2'), 422, 'IDEMPOTENCY_MISMATCH');
  });

  it('refuses malformed, unknown, oversized and illegal requests with problem+json, the table unchanged', async () => {
    const { id, tokens } = await tablanetForTwo();
    const { token, state, other } = await mover(id, tokens);
    const before = await snapshot(id, tokens[0]);
    const path = `/api/tables/${id}/actions`;
    await problemOf(await call(path, { token, raw: '{"seq": 0, "action": ' }), 400, 'BAD_REQUEST');
    await problemOf(await call(path, { token, raw: '' }), 400, 'BAD_REQUEST');
    const unknown = await problemOf(await call(path, { token, body: { seq: 0, action: state.legal[0], cheat: true } }), 422, 'VALIDATION_FAILED');
    expect(unknown.errors?.[0]?.path).toBe('cheat');
    await problemOf(await call(path, { token, body: { seq: '0', action: state.legal[0] } }), 422, 'VALIDATION_FAILED');
    await problemOf(await call(path, { token, body: [state.legal[0]] }), 422, 'VALIDATION_FAILED');
    await problemOf(await call(path, { token, body: { seq: 0, action: 'x'.repeat(20_000) } }), 413, 'PAYLOAD_TOO_LARGE');
    await problemOf(await act(id, token, state.seq, 'shuffle the deck'), 422, 'BAD_NOTATION');
    await problemOf(await act(id, token, state.seq, 'play ZZ'), 422, 'UNKNOWN_CARD');
    const foreign = ['S2', 'H2', 'D2', 'C2', 'SA', 'HA', 'DA', 'CA'].find((c) => !state.view.hand.includes(c))!;
    await problemOf(await act(id, token, state.seq, `play ${foreign}`), 422, 'ILLEGAL_ACTION');
    const theirs = await stateOf(id, other);
    await problemOf(await act(id, other, theirs.seq, state.legal[0]!), 422, 'NOT_YOUR_TURN');
    await problemOf(await call(`/api/tables/${id}/events?after=-1`), 422, 'VALIDATION_FAILED');
    await problemOf(await call(`/api/tables/${id}/record?format=xml`), 422, 'VALIDATION_FAILED');
    await problemOf(await call(path, { token, body: { seq: 0, action: 'play H2' }, headers: { 'idempotency-key': 'two words' } }), 422, 'VALIDATION_FAILED');
    expect(await snapshot(id, tokens[0])).toEqual(before);
  });

  it('answers 404 for unknown tables, seats and routes, and 409 before the start', async () => {
    const ana = await newPlayer('Ana');
    await problemOf(await call('/api/tables/zzzzzzzzzzzz'), 404, 'NOT_FOUND');
    await problemOf(await call('/api/tables/not-an-id'), 404, 'NOT_FOUND');
    await problemOf(await call('/api/nothing-here'), 404, 'NOT_FOUND');
    const { table } = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0 });
    await problemOf(await call(`/api/tables/${table.id}/seats/7`, { token: ana.token, body: {} }), 404, 'NOT_FOUND');
    await problemOf(await act(table.id, ana.token, 0, 'play H2'), 409, 'NOT_STARTED');
    await problemOf(await call(`/api/tables/${table.id}/seats/1`, { token: ana.token, body: {} }), 409, 'ALREADY_SEATED');
  });
});

describe('creating tables', () => {
  it('checks the game, the options, the profile and the seats', async () => {
    const { token } = await newPlayer('Ana');
    const create = (body: unknown) => call('/api/tables', { token, body });
    await problemOf(await create({ game: 'skat', seats: 3 }), 422, 'UNKNOWN_GAME');
    await problemOf(await create({ game: 'tablanet', seats: 7 }), 422, 'BAD_SEATS');
    await problemOf(await create({ game: 'tablanet', seats: 2, options: { targetScore: 'many' } }), 422, 'BAD_OPTIONS');
    await problemOf(await create({ game: 'tablanet', seats: 2, options: { nonsense: 1 } }), 422, 'BAD_OPTIONS');
    await problemOf(await create({ game: 'tablanet', seats: 2, profile: 'tablanet/nope' }), 422, 'UNKNOWN_PROFILE');
    await problemOf(await create({ game: 'tablanet', seats: 2, bots: [0, 1] }), 422, 'BAD_SEATS');
    await problemOf(await create({ game: 'tablanet', seats: 2, seat: 1, bots: [1] }), 422, 'BAD_SEATS');
    await problemOf(await create({ game: 'tablanet', seats: 2, lobby: 'Not A Lobby' }), 422, 'VALIDATION_FAILED');
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After when one address creates players too fast', async () => {
    const from = { 'cf-connecting-ip': '203.0.113.77' };
    let res: Response | undefined;
    for (let i = 0; i < 40; i++) {
      res = await call('/api/players', { body: { name: `P${i}` }, headers: from });
      if (res.status !== 201) break;
    }
    const p = await problemOf(res!, 429, 'RATE_LIMITED');
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(p.detail).toMatch(/retry/);
    // Another address is not affected.
    expect((await call('/api/players', { body: { name: 'Q' } })).status).toBe(201);
  });
});
