/**
 * Issue 21, blocking, reports and a club's mutes (docs/api.md, "Blocking, reports and mutes"): a block
 * keeps two players apart at waiting tables and in challenges whoever blocked whom, and hides the
 * blocked player's chat from the blocker only, without telling them; reports reach the operator of the
 * table's lobby, only they read them, mark them handled or open again, and a reporter is rate-limited;
 * a report of a chat line keeps what it said; a muted club member cannot chat, create or join tables in
 * the club's lobby; a deleted account leaves the other side of its blocks.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Lobby } from '../../shared/protocol.js';
import type { ChatMessage, ChatResponse } from '../../shared/protocol-correspondence.js';
import type { BlocksResponse, CreateReportResponse, Report, ReportsResponse } from '../../shared/protocol-moderation.js';
import type { AccountEventsResponse, Challenge } from '../../shared/protocol-platform.js';
import { call, json, newPlayer, newTable, problemOf } from './helpers.js';

const block = (token: string, id: string, method: 'PUT' | 'DELETE' = 'PUT') => call(`/api/me/blocks/${id}`, { method, token, raw: '' });
const sit = (table: string, seat: number, token: string) => call(`/api/tables/${table}/seats/${seat}`, { token, body: {} });
const say = (table: string, token: string, text: string) => call(`/api/tables/${table}/chat`, { token, body: { text } });
const chatOf = async (table: string, token?: string) => json<ChatResponse>(await call(`/api/tables/${table}/chat`, token ? { token } : {}));
const texts = (r: ChatResponse) => r.messages.filter((m) => !m.system).map((m) => m.text);
const TAROT3 = { game: 'tarot', seats: 3, seat: 0 };

describe('blocking', () => {
  it('keeps the two apart at waiting tables, whoever blocked whom, and lists the block to the blocker only', async () => {
    const [ana, ben, cleo] = await Promise.all([newPlayer('Ana'), newPlayer('Ben'), newPlayer('Cleo')]);
    const listed = await json<BlocksResponse>(await block(ana.token, ben.player.id));
    expect(listed.blocked).toEqual([{ id: ben.player.id, name: 'Ben', since: expect.any(String) }]);
    // Private: Ben's own list is empty, and nothing reached his event stream.
    expect((await json<BlocksResponse>(await call('/api/me/blocks', { token: ben.token }))).blocked).toEqual([]);
    expect((await json<AccountEventsResponse>(await call('/api/me/events', { token: ben.token }))).events).toEqual([]);

    // Ben cannot join Ana's table; a third player can.
    const anas = await newTable(ana.token, TAROT3);
    await problemOf(await sit(anas.table.id, 1, ben.token), 403, 'BLOCKED');
    await json(await sit(anas.table.id, 1, cleo.token));
    // Nor can Ana join Ben's: the same answer either way.
    const bens = await newTable(ben.token, TAROT3);
    const refused = await problemOf(await sit(bens.table.id, 1, ana.token), 403, 'BLOCKED');
    expect(refused.detail).not.toMatch(/Ana|Ben|block/i);
    await problemOf(await block(ana.token, ana.player.id), 400, 'BAD_REQUEST');

    // Unblocked, they sit together again.
    expect((await json<BlocksResponse>(await block(ana.token, ben.player.id, 'DELETE'))).blocked).toEqual([]);
    await json(await sit(anas.table.id, 2, ben.token));
  });

  it('stops challenges either way, and an open challenge cannot be taken by the other', async () => {
    const [ana, ben] = await Promise.all([newPlayer('Ana'), newPlayer('Ben')]);
    await json(await block(ben.token, ana.player.id));
    const tablanet = { game: 'tablanet', seats: 2, options: { targetScore: 1 } };
    await problemOf(await call('/api/challenges', { token: ana.token, body: { ...tablanet, to: ben.player.id } }), 403, 'BLOCKED');
    await problemOf(await call('/api/challenges', { token: ben.token, body: { ...tablanet, to: ana.player.id } }), 403, 'BLOCKED');
    const open = await json<Challenge>(await call('/api/challenges', { token: ana.token, body: { ...tablanet, to: 'open' } }), 201);
    await problemOf(await call(`/api/challenges/${open.id}/accept`, { token: ben.token, raw: '' }), 403, 'BLOCKED');
  });

  it('hides the blocked player\'s chat lines from the blocker only; a table they share goes on', async () => {
    const [ana, ben, cleo] = await Promise.all([newPlayer('Ana'), newPlayer('Ben'), newPlayer('Cleo')]);
    const table = (await newTable(ana.token, TAROT3)).table.id;
    await json(await sit(table, 1, ben.token));
    await json(await sit(table, 2, cleo.token));
    await json(await block(ana.token, ben.player.id));
    await json<ChatMessage>(await say(table, ben.token, 'Servus'), 201);
    await json<ChatMessage>(await say(table, cleo.token, 'Hallo'), 201);
    const forAna = await chatOf(table, ana.token);
    expect(texts(forAna)).toEqual(['Hallo']);
    expect(forAna.hidden).toBe(1);
    expect(forAna.hiddenSeats).toEqual([1]);
    const forCleo = await chatOf(table, cleo.token);
    expect(texts(forCleo)).toEqual(['Servus', 'Hallo']);
    expect(forCleo.hidden).toBeUndefined();
    expect(forCleo.hiddenSeats).toBeUndefined();
    expect(texts(await chatOf(table))).toEqual(['Servus', 'Hallo']);
  });
});

describe('reports', () => {
  it('reach the site\'s operators, who alone read them, and a reporter is rate-limited', async () => {
    const [ana, ben] = await Promise.all([newPlayer('Ana'), newPlayer('Ben')]);
    const table = (await newTable(ben.token, TAROT3)).table.id;
    const sent = await json<CreateReportResponse>(
      await call('/api/reports', { token: ana.token, body: { player: ben.player.id, reason: 'abuse', details: 'insults in the chat', table } }),
      201,
    );
    expect(sent.lobby).toBe('public');
    await problemOf(await call('/api/reports', { token: ana.token, body: { player: ana.player.id, reason: 'other' } }), 400, 'BAD_REQUEST');
    await problemOf(await call('/api/reports', { token: ana.token, body: { player: ben.player.id, reason: 'rude' } }), 422, 'VALIDATION_FAILED');
    // Not an operator: refused. The operator (decided from OPERATOR_IDS by the worker) reads it.
    await problemOf(await call('/api/lobbies/public/reports', { token: ana.token }), 403, 'FORBIDDEN');
    const root = env.LOBBIES.get(env.LOBBIES.idFromName('public'));
    const read = await root.reports('public', ana.player, true, { before: undefined, limit: 100, state: 'all' });
    expect(read.ok && read.value.reports.find((r) => r.id === sent.id)).toMatchObject({
      reporter: { id: ana.player.id, name: 'Ana' }, player: { id: ben.player.id, name: 'Ben' }, reason: 'abuse', details: 'insults in the chat', table,
    });
    // Five in a burst (one sent above), then 429 with Retry-After.
    for (let i = 0; i < 4; i++) await json(await call('/api/reports', { token: ana.token, body: { player: ben.player.id, reason: 'stalling' } }), 201);
    const limited = await call('/api/reports', { token: ana.token, body: { player: ben.player.id, reason: 'stalling' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await problemOf(limited, 429, 'RATE_LIMITED');
  });

  it('about a club\'s table reach its owner only, a page at a time', async () => {
    const [owner, member, stranger] = await Promise.all([newPlayer('Obfrau'), newPlayer('Mitglied'), newPlayer('Fremder')]);
    const lobby = `klub-${owner.player.id.slice(0, 8)}`;
    await json(await call(`/api/lobbies/${lobby}/claim`, { token: owner.token, raw: '' }));
    const table = (await newTable(owner.token, { ...TAROT3, lobby })).table.id;
    for (const reason of ['cheating', 'stalling']) {
      const sent = await json<CreateReportResponse>(await call('/api/reports', { token: stranger.token, body: { player: owner.player.id, reason, table } }), 201);
      expect(sent.lobby).toBe(lobby);
    }
    await problemOf(await call(`/api/lobbies/${lobby}/reports`, { token: member.token }), 403, 'FORBIDDEN');
    const first = await json<ReportsResponse>(await call(`/api/lobbies/${lobby}/reports?limit=1`, { token: owner.token }));
    expect(first.reports.map((r) => r.reason)).toEqual(['stalling']);
    const second = await json<ReportsResponse>(await call(`/api/lobbies/${lobby}/reports?limit=1&before=${first.next}`, { token: owner.token }));
    expect(second.reports.map((r) => [r.reason, r.lobby])).toEqual([['cheating', lobby]]);
    expect(second.next).toBeUndefined();
  });
});

describe('a report of a chat line', () => {
  it('must name a line the reported player wrote at a table the reporter can read, and keeps what it said', async () => {
    const [ana, ben, cleo, dora] = await Promise.all([newPlayer('Ana'), newPlayer('Ben'), newPlayer('Cleo'), newPlayer('Dora')]);
    const table = (await newTable(ana.token, TAROT3)).table.id;
    await json(await sit(table, 1, ben.token));
    await json(await sit(table, 2, cleo.token));
    const bens = await json<ChatMessage>(await say(table, ben.token, 'du Esel'), 201);
    const cleos = await json<ChatMessage>(await say(table, cleo.token, 'Hallo'), 201);
    const report = (token: string, body: Record<string, unknown>) => call('/api/reports', { token, body: { player: ben.player.id, reason: 'abuse', ...body } });

    // Cleo's line is not Ben's; a line that does not exist is not found; the other table must match.
    await problemOf(await report(ana.token, { chat: { table, line: cleos.id } }), 400, 'BAD_REQUEST');
    await problemOf(await report(ana.token, { chat: { table, line: cleos.id + 10 } }), 404, 'NOT_FOUND');
    await problemOf(await report(ana.token, { chat: { table, line: bens.id }, table: 'abcdefghijkm' }), 400, 'BAD_REQUEST');
    await problemOf(await report(ana.token, { chat: { table, line: 0 } }), 422, 'VALIDATION_FAILED');

    const sent = await json<CreateReportResponse>(await report(ana.token, { chat: { table, line: bens.id }, details: 'mid-deal' }), 201);
    const root = env.LOBBIES.get(env.LOBBIES.idFromName('public'));
    const read = await root.reports('public', ana.player, true, { before: undefined, limit: 100, state: 'open' });
    expect(read.ok && read.value.reports.find((r) => r.id === sent.id)).toMatchObject({
      player: { id: ben.player.id, name: 'Ben' }, table, chat: { table, line: bens.id, text: 'du Esel', at: bens.at }, details: 'mid-deal',
    });

    // A private table's chat is for its players: someone not seated cannot report a line of it.
    const hidden = (await newTable(ben.token, { ...TAROT3, visibility: 'private' })).table.id;
    const line = await json<ChatMessage>(await say(hidden, ben.token, 'unter uns'), 201);
    await problemOf(await report(dora.token, { chat: { table: hidden, line: line.id } }), 404, 'NOT_FOUND');
  });
});

describe('handled reports', () => {
  it('are marked by the owner (who and when), leave the open list, and can be opened again; no one else marks them', async () => {
    const [owner, member, stranger] = await Promise.all([newPlayer('Obfrau'), newPlayer('Mitglied'), newPlayer('Fremder')]);
    const lobby = `klub-${owner.player.id.slice(0, 8)}`;
    await json(await call(`/api/lobbies/${lobby}/claim`, { token: owner.token, raw: '' }));
    await json(await call(`/api/lobbies/${lobby}/members`, { method: 'PUT', token: owner.token, body: { members: [member.player.id] } }));
    const table = (await newTable(owner.token, { ...TAROT3, lobby })).table.id;
    const ids: string[] = [];
    for (const reason of ['cheating', 'stalling']) {
      ids.push((await json<CreateReportResponse>(await call('/api/reports', { token: stranger.token, body: { player: member.player.id, reason, table } }), 201)).id);
    }
    const [cheating, stalling] = ids as [string, string];
    const mark = (id: string, handled: boolean, token = owner.token) => call(`/api/lobbies/${lobby}/reports/${id}`, { method: 'PUT', token, body: { handled } });
    const list = async (state?: string) =>
      (await json<ReportsResponse>(await call(`/api/lobbies/${lobby}/reports${state ? `?state=${state}` : ''}`, { token: owner.token }))).reports.map((r) => r.reason);

    await problemOf(await mark(cheating, true, member.token), 403, 'FORBIDDEN');
    await problemOf(await mark(cheating, true, stranger.token), 403, 'FORBIDDEN');
    await problemOf(await mark('abcdefghijkm', true), 404, 'NOT_FOUND');
    await problemOf(await call(`/api/lobbies/${lobby}/reports/${cheating}`, { method: 'PUT', token: owner.token, body: { handled: 'yes' } }), 422, 'VALIDATION_FAILED');
    await problemOf(await call(`/api/lobbies/${lobby}/reports?state=closed`, { token: owner.token }), 422, 'VALIDATION_FAILED');

    const handled = await json<Report>(await mark(cheating, true));
    expect(handled.handled).toEqual({ by: { id: owner.player.id, name: 'Obfrau' }, at: expect.any(String) });
    expect(await list()).toEqual(['stalling']);
    expect(await list('handled')).toEqual(['cheating']);
    expect(await list('all')).toEqual(['stalling', 'cheating']);

    const reopened = await json<Report>(await mark(cheating, false));
    expect(reopened.handled).toBeUndefined();
    expect(await list('open')).toEqual(['stalling', 'cheating']);
    expect(await list('handled')).toEqual([]);
    // Paging goes through the filter: one handled page at a time.
    await json(await mark(stalling, true));
    await json(await mark(cheating, true));
    const first = await json<ReportsResponse>(await call(`/api/lobbies/${lobby}/reports?state=handled&limit=1`, { token: owner.token }));
    expect(first.reports.map((r) => r.reason)).toEqual(['stalling']);
    const second = await json<ReportsResponse>(await call(`/api/lobbies/${lobby}/reports?state=handled&limit=1&before=${first.next}`, { token: owner.token }));
    expect(second.reports.map((r) => r.reason)).toEqual(['cheating']);
    expect(await list()).toEqual([]);
  });
});

describe('a deleted account', () => {
  it('leaves the other side of its blocks, both ways: their lists no longer name it and no one is kept apart', async () => {
    const [ana, ben, cleo] = await Promise.all([newPlayer('Ana'), newPlayer('Ben'), newPlayer('Cleo')]);
    await json(await block(ana.token, ben.player.id));
    await json(await block(cleo.token, ana.player.id));
    const stub = (id: string) => env.PLAYERS.get(env.PLAYERS.idFromName(id));
    expect(await stub(ben.player.id).blockedWith(ana.player.id)).toBe(true);
    expect((await json<BlocksResponse>(await call('/api/me/blocks', { token: cleo.token }))).blocked.map((b) => b.name)).toEqual(['Ana']);

    expect((await call('/api/me', { token: ana.token, method: 'DELETE', body: { confirm: true } })).status).toBe(204);
    expect(await stub(ben.player.id).blockedWith(ana.player.id)).toBe(false);
    expect(await stub(cleo.player.id).blockedWith(ana.player.id)).toBe(false);
    expect((await json<BlocksResponse>(await call('/api/me/blocks', { token: cleo.token }))).blocked).toEqual([]);
  });
});

describe('a club owner\'s mute', () => {
  it('stops a member chatting at, creating and joining the club\'s tables, until unmuted; the member list shows it', async () => {
    const [owner, member, other] = await Promise.all([newPlayer('Obfrau'), newPlayer('Mitglied'), newPlayer('Andere')]);
    const lobby = `klub-${owner.player.id.slice(0, 8)}`;
    await json(await call(`/api/lobbies/${lobby}/claim`, { token: owner.token, raw: '' }));
    await json(await call(`/api/lobbies/${lobby}/members`, { method: 'PUT', token: owner.token, body: { members: [member.player.id, other.player.id] } }));
    const playing = (await newTable(owner.token, { game: 'tablanet', seats: 2, seat: 0, lobby, options: { targetScore: 1 } })).table.id;
    await json(await sit(playing, 1, member.token));
    const waiting = (await newTable(other.token, { ...TAROT3, lobby })).table.id;

    const mute = (id: string, method: 'PUT' | 'DELETE', token = owner.token) => call(`/api/lobbies/${lobby}/mutes/${id}`, { method, token, raw: '' });
    await problemOf(await mute(owner.player.id, 'PUT', member.token), 403, 'FORBIDDEN');
    await problemOf(await mute(owner.player.id, 'PUT'), 404, 'NOT_FOUND');
    const muted = await json<Lobby>(await mute(member.player.id, 'PUT'));
    expect(muted.muted).toEqual([member.player.id]);
    expect((await json<Lobby>(await call(`/api/lobbies/${lobby}`, { token: other.token }))).muted).toEqual([member.player.id]);
    expect((await json<Lobby>(await call(`/api/lobbies/${lobby}`))).muted).toBeUndefined();

    await problemOf(await say(playing, member.token, 'Hallo'), 403, 'MUTED');
    await problemOf(await sit(waiting, 1, member.token), 403, 'MUTED');
    await problemOf(await call('/api/tables', { token: member.token, body: { ...TAROT3, lobby } }), 403, 'MUTED');
    // Only in this club: the public lobby is open to them.
    await newTable(member.token, TAROT3);

    expect((await json<Lobby>(await mute(member.player.id, 'DELETE'))).muted).toEqual([]);
    await json(await say(playing, member.token, 'Hallo'), 201);
    await json(await sit(waiting, 1, member.token));
  });
});
