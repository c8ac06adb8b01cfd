/**
 * Your data (docs/api.md §1b): the export holds every table with its record, your chat lines and
 * settings, and no card another seat held hidden from you (finished records excepted); deleting the
 * account makes you "former player" in finished games, applies the absence policy at open tables at
 * once, and keeps every other player's records intact.
 */
import { describe, expect, it } from 'vitest';
import type { ExportResponse, TokenResponse } from '../../shared/protocol-accounts.js';
import type { MatchRecordWire, TableState, TablesResponse } from '../../shared/protocol.js';
import { act, call, eventually, json, newPlayer, newTable, problemOf, stateOf } from './helpers.js';

type Who = { token: string; player: { id: string; name: string } };

/** A Tablanet table for two, Ana at 0 and Ben at 1, with no automatic moves (so the tests alone move). */
async function twoSeats(ana: Who, ben: Who, settings: Record<string, unknown> = {}) {
  const { table } = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 1 }, autoPlaySingle: false, ...settings });
  await json(await call(`/api/tables/${table.id}/seats/1`, { token: ben.token, raw: '' }));
  return table.id;
}

/** Plays `n` actions (or to the end with n = Infinity), each seat its first legal one. */
async function play(id: string, tokens: readonly string[], n: number): Promise<TableState> {
  let state = await stateOf(id);
  for (let i = 0; i < n && state.table.status === 'playing'; i++) {
    const seat = state.table.toAct[0]!;
    const mine = await stateOf(id, tokens[seat]);
    state = await json<TableState>(await act(id, tokens[seat]!, mine.seq, mine.legal[0]!));
  }
  return state;
}

/** Every string inside a JSON value, split into words (card ids are words like S10 or HQ). */
function words(value: unknown): Set<string> {
  return new Set(JSON.stringify(value).split(/[^A-Za-z0-9]+/));
}

describe('GET /api/me/export', () => {
  it('holds every table, its record, my chat lines and settings — and no card hidden from me', async () => {
    const [ana, ben] = await Promise.all([newPlayer('Ana'), newPlayer('Ben')]);
    const tokens = [ana.token, ben.token];
    const open = await twoSeats(ana, ben);
    await play(open, tokens, 5);
    await json(await call(`/api/tables/${open}/chat`, { token: ana.token, body: { text: 'good luck' } }), 201);
    await json(await call(`/api/tables/${open}/chat`, { token: ben.token, body: { text: 'thanks' } }), 201);
    const done = await twoSeats(ana, ben);
    await play(done, tokens, Infinity);
    const res = await call('/api/me/export', { token: ana.token });
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="stammtisch-.*\.json"/);
    const data = await json<ExportResponse>(res);
    expect(data.player).toMatchObject(ana.player);
    expect(data.sessions).toHaveLength(1);
    expect(data.vacation).toHaveProperty('balanceDays');
    expect(data.notifications).toHaveProperty('webhooks');
    expect(data.tables.map((t) => t.id).sort()).toEqual([open, done].sort());

    const running = data.tables.find((t) => t.id === open)!;
    expect(running.chat.map((m) => m.text)).toEqual(['good luck']);
    expect((running.state as unknown as TableState).yourSeat).toBe(0);
    expect((running.record as unknown as MatchRecordWire).actions).toHaveLength(5);
    // Ben's hand now (and the stock) was never shown to Ana: none of it is in her export.
    const bens = (await stateOf(open, ben.token)).view.hand;
    expect(bens.length).toBeGreaterThan(0);
    const mine = words(running);
    for (const card of bens) expect(mine.has(card), card).toBe(false);

    // A finished record is complete: every action in full notation, the seed revealed.
    const finished = data.tables.find((t) => t.id === done)!.record as unknown as MatchRecordWire;
    const full = await json<MatchRecordWire>(await call(`/api/tables/${done}/record`));
    expect(finished.actions).toEqual(full.actions);
    expect(finished.seed).toBeDefined();
    expect(data.tables.find((t) => t.id === done)!.state).toBeUndefined();
  });

  it('needs the settings scope', async () => {
    const ana = await newPlayer('Ana');
    const bot = await json<TokenResponse>(await call('/api/me/sessions', { token: ana.token, body: { name: 'b', scopes: ['play'] } }), 201);
    await problemOf(await call('/api/me/export', { token: bot.token }), 403, 'INSUFFICIENT_SCOPE');
  });
});

describe('DELETE /api/me', () => {
  it('makes me "former player" in finished games, applies each open table\'s absence policy, frees waiting seats, and keeps the others\' records', async () => {
    const [ana, ben] = await Promise.all([newPlayer('Ana'), newPlayer('Ben')]);
    const tokens = [ana.token, ben.token];
    const finished = await twoSeats(ana, ben);
    await play(finished, tokens, Infinity);
    const before = await json<MatchRecordWire>(await call(`/api/tables/${finished}/record`));
    const standin = await twoSeats(ana, ben);
    await play(standin, tokens, 2);
    await json(await call(`/api/tables/${standin}/chat`, { token: ana.token, body: { text: 'back soon' } }), 201);
    const forfeit = await twoSeats(ana, ben, { absence: { policy: 'forfeit', graceSeconds: 60 } });
    await play(forfeit, tokens, 2);
    const { table: waiting } = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0 });

    await problemOf(await call('/api/me', { token: ana.token, method: 'DELETE', body: {} }), 422, 'VALIDATION_FAILED');
    const limited = await json<TokenResponse>(await call('/api/me/sessions', { token: ana.token, body: { name: 'b', scopes: ['play', 'settings'] } }), 201);
    await problemOf(await call('/api/me', { token: limited.token, method: 'DELETE', body: { confirm: true } }), 403, 'INSUFFICIENT_SCOPE');
    expect((await call('/api/me', { token: ana.token, method: 'DELETE', body: { confirm: true } })).status).toBe(204);

    // Ana is gone: her tokens, her tables' lists.
    await problemOf(await call('/api/me', { token: ana.token }), 401, 'UNAUTHORIZED');
    await problemOf(await call('/api/me', { token: limited.token }), 401, 'UNAUTHORIZED');
    // The finished match: the same record, her seat anonymised.
    const after = await json<MatchRecordWire>(await call(`/api/tables/${finished}/record`));
    expect(after.actions).toEqual(before.actions);
    expect(after.outcome).toEqual(before.outcome);
    expect(after.players[0]).toEqual({ seat: 0, bot: false, name: 'former player' });
    expect(after.players[1]).toEqual(before.players[1]);
    expect(JSON.stringify(after)).not.toContain(ana.player.id);
    // A stand-in table: a bot plays her seat to the end; her chat line stays, anonymised.
    const s = await stateOf(standin, ben.token);
    expect(s.table.players[0]).toEqual({ seat: 0, bot: true, name: 'former player' });
    expect(s.table.status).toBe('playing');
    const chat = await json<{ messages: { name: string; text: string }[] }>(await call(`/api/tables/${standin}/chat`, { token: ben.token }));
    expect(chat.messages.find((m) => m.text === 'back soon')?.name).toBe('former player');
    // A forfeit table: over, Ana's seat forfeited.
    const f = await stateOf(forfeit, ben.token);
    expect(f.table.status).toBe('finished');
    expect(f.outcome?.winners).toEqual([1]);
    // A waiting table frees her seat.
    expect((await stateOf(waiting.id)).table.players[0]).toEqual({ seat: 0, bot: false });
    // Ben keeps everything.
    const mine = await eventually(async () => {
      const list = await json<TablesResponse>(await call('/api/me/tables', { token: ben.token }));
      return list.tables.length === 3 && list.tables.every((t) => t.players[0]?.name === 'former player') ? list : undefined;
    }, 'Ben\'s list to show the former player');
    expect(mine.tables.map((t) => t.id).sort()).toEqual([finished, standin, forfeit].sort());
  });
});

describe('DELETE /api/me in a tournament', () => {
  it('makes me "former player" in the entrants, standings, CSV and log, and drops me as a reserve', async () => {
    const director = await newPlayer('Leiterin');
    const [wendelin, ida, jan, kai, res] = await Promise.all([newPlayer('Wendelin'), newPlayer('Ida'), newPlayer('Jan'), newPlayer('Kai'), newPlayer('Reserva')]);
    const created = await json<{ tournament: { id: string }; invite: string }>(
      await call('/api/tournaments', { token: director.token, body: { name: 'Vereinsabend', game: 'tablanet', options: { targetScore: 1 }, tableSize: 2, rounds: 2 } }),
      201,
    );
    const id = created.tournament.id;
    for (const p of [wendelin, ida, jan, kai]) await json(await call(`/api/tournaments/${id}/entrants`, { token: p.token, body: { invite: created.invite } }));
    const started = await json<{ played: { tables: { id: string; seats: { entrant: string }[] }[] }[]; entrants: { id: string; playerId: string }[] }>(
      await call(`/api/tournaments/${id}/rounds`, { token: director.token, raw: '' }),
      201,
    );
    await json(await call(`/api/tournaments/${id}/entrants`, { token: res.token, body: { invite: created.invite } }));
    // Wendelin's table is played to its end, so that an outcome with his points is in the standings.
    const mine = started.entrants.find((e) => e.playerId === wendelin.player.id)!.id;
    const table = started.played[0]!.tables.find((t) => t.seats.some((s) => s.entrant === mine))!;
    const byEntrant = new Map(started.entrants.map((e) => [e.id, [wendelin, ida, jan, kai].find((p) => p.player.id === e.playerId)!]));
    const tokens = table.seats.map((s) => byEntrant.get(s.entrant)!.token);
    // A tournament table is private: each move is read and made with the seat's own token.
    for (let state = await stateOf(table.id, tokens[0]); state.table.status === 'playing'; ) {
      const token = tokens[state.table.toAct[0]!]!;
      const mine = await stateOf(table.id, token);
      state = await json<TableState>(await act(table.id, token, mine.seq, mine.legal[0]!));
    }
    const before = await eventually(async () => {
      const s = await json<{ standings: { rows: { name: string; points?: number }[] } }>(await call(`/api/tournaments/${id}/standings`));
      return JSON.stringify(s).includes('Wendelin') ? s : undefined;
    }, 'the standings to show the finished table');
    expect(JSON.stringify(before)).toContain('Wendelin');

    for (const who of [wendelin, res]) expect((await call('/api/me', { token: who.token, method: 'DELETE', body: { confirm: true } })).status).toBe(204);

    const readable = [
      await call(`/api/tournaments/${id}`, { token: director.token }),
      await call(`/api/tournaments/${id}`, { token: ida.token }),
      await call(`/api/tournaments/${id}/standings`),
      await call(`/api/tournaments/${id}/standings.csv`),
    ];
    const texts = await Promise.all(readable.map(async (r) => {
      expect(r.status).toBe(200);
      return r.text();
    }));
    for (const text of texts) {
      expect(text).not.toContain('Wendelin');
      expect(text).not.toContain('Reserva');
      expect(text).not.toContain(wendelin.player.id);
    }
    const view = JSON.parse(texts[0]!) as {
      entrants: { id: string; name: string }[];
      reserves?: unknown[];
      log: { detail: string; line?: { code: string; params: Record<string, unknown> } }[];
    };
    expect(view.entrants.find((e) => e.id === mine)?.name).toBe('former player');
    expect(view.log.some((l) => l.detail === 'former player joined')).toBe(true);
    // The line's code keeps its parameters, the names in them renamed too (each reader's language renders it).
    expect(view.log.some((l) => l.line?.code === 'joined' && l.line.params.name === 'former player')).toBe(true);
    // The other entrants and the results stay as they were.
    expect(texts[2]).toContain('former player');
    for (const name of ['Ida', 'Jan', 'Kai']) expect(texts[2]).toContain(name);
  }, 240_000);
});
