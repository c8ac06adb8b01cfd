/**
 * Bot accounts (docs/api.md, "Bot accounts"): a new player becomes a bot for good, only before it has
 * sat anywhere; it is labelled on its profile, its seats and its challenges; it sits down, is
 * challenged and accepts like anyone, except at tables that do not allow bots (rated ones never do).
 */
import { describe, expect, it } from 'vitest';
import type { Player, TableState, TablesResponse, Tournament } from '../../shared/protocol.js';
import type { CreateTournamentResponse, StandingsResponse } from '../../shared/tournament/protocol.js';
import type { Challenge } from '../../shared/protocol-platform.js';
import type { PlayerProfile } from '../../shared/protocol-ratings.js';
import { call, json, newPlayer, newTable, playToEnd, problemOf, stateOf } from './helpers.js';

const becomeBot = (token: string) => call('/api/me/bot', { token, raw: '' });
const sit = (id: string, seat: number, token: string) => call(`/api/tables/${id}/seats/${seat}`, { token, raw: '' });

async function newBot(name: string) {
  const made = await newPlayer(name);
  const player = await json<Player>(await becomeBot(made.token));
  return { ...made, player };
}

describe('bot accounts', () => {
  it('a new player becomes a bot for good, shown on /me and the player page; asking again answers the same', async () => {
    const robo = await newPlayer('Robo');
    expect(await json<Player>(await call('/api/me', { token: robo.token }))).toEqual({ id: robo.player.id, name: 'Robo' });
    expect(await json<Player>(await becomeBot(robo.token))).toEqual({ id: robo.player.id, name: 'Robo', bot: true });
    expect(await json<Player>(await becomeBot(robo.token))).toEqual({ id: robo.player.id, name: 'Robo', bot: true });
    expect(await json<Player>(await call('/api/me', { token: robo.token }))).toMatchObject({ bot: true });
    expect(await json<PlayerProfile>(await call(`/api/players/${robo.player.id}/profile`))).toMatchObject({ name: 'Robo', bot: true });
    // A person's page says nothing of bots.
    const ana = await newPlayer('Ana');
    expect(await json<PlayerProfile>(await call(`/api/players/${ana.player.id}/profile`))).not.toHaveProperty('bot');
  });

  it('a player who has taken a seat, even at a table not started, cannot become a bot (409 PLAYED_AS_HUMAN)', async () => {
    const ana = await newPlayer('Ana');
    await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0 });
    const refused = await problemOf(await becomeBot(ana.token), 409, 'PLAYED_AS_HUMAN');
    expect(refused.detail).toMatch(/new player/);
    expect(await json<Player>(await call('/api/me', { token: ana.token }))).not.toHaveProperty('bot');

    const ben = await newPlayer('Ben');
    const table = await newTable(ana.token, { game: 'tablanet', seats: 2 });
    await json<TableState>(await sit(table.table.id, 1, ben.token));
    await problemOf(await becomeBot(ben.token), 409, 'PLAYED_AS_HUMAN');
  });

  it('needs a token with the settings scope', async () => {
    const robo = await newPlayer('Robo');
    const { token } = await json<{ token: string }>(await call('/api/me/sessions', { token: robo.token, body: { name: 'player only', scopes: ['play'] } }), 201);
    await problemOf(await becomeBot(token), 403, 'INSUFFICIENT_SCOPE');
    await problemOf(await call('/api/me/bot', { raw: '' }), 401, 'UNAUTHORIZED');
  });

  it('a bot account sits at a casual table (allowed by default) and is labelled at its seat, in the lobby and in both players\' lists', async () => {
    const ana = await newPlayer('Ana');
    const robo = await newBot('Robo');
    const made = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 1 }, name: 'Bots welcome' });
    expect(made.table).toMatchObject({ allowBots: true });
    const lobby = await json<TablesResponse>(await call('/api/lobbies/public/tables'));
    expect(lobby.tables.find((t) => t.id === made.table.id)).toMatchObject({ allowBots: true });

    const state = await json<TableState>(await sit(made.table.id, 1, robo.token));
    expect(state.table.players).toEqual([
      { seat: 0, bot: false, playerId: ana.player.id, name: 'Ana' },
      { seat: 1, bot: false, playerId: robo.player.id, name: 'Robo', botAccount: true },
    ]);
    expect((await stateOf(made.table.id)).table.players[1]).toMatchObject({ botAccount: true });
    // The bot plays like anyone, and the finished table still says who was a bot.
    await playToEnd(made.table.id, [ana.token, robo.token]);
    const done = await stateOf(made.table.id, ana.token);
    expect(done.table.status).toBe('finished');
    expect(done.table.players[1]).toMatchObject({ botAccount: true });
  });

  it('a table whose creator forbids bots refuses a bot account (403 BOTS_NOT_ALLOWED) but seats people', async () => {
    const [ana, ben] = await Promise.all([newPlayer('Ana'), newPlayer('Ben')]);
    const robo = await newBot('Robo');
    const made = await newTable(ana.token, { game: 'tablanet', seats: 3, seat: 0, allowBots: false });
    expect(made.table).toMatchObject({ allowBots: false });
    await problemOf(await sit(made.table.id, 1, robo.token), 403, 'BOTS_NOT_ALLOWED');
    const state = await json<TableState>(await sit(made.table.id, 1, ben.token));
    expect(state.table.players[1]).toMatchObject({ playerId: ben.player.id });
    expect(state.table.players[2]).not.toHaveProperty('playerId');
  });

  it('rated tables are for people only: bot accounts are refused, and allowing them is 422 BAD_SEATS', async () => {
    const ana = await newPlayer('Ana');
    const robo = await newBot('Robo');
    const rated = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, rated: true });
    expect(rated.table).toMatchObject({ allowBots: false });
    await problemOf(await sit(rated.table.id, 1, robo.token), 403, 'BOTS_NOT_ALLOWED');
    await problemOf(await call('/api/tables', { token: ana.token, body: { game: 'tablanet', seats: 2, seat: 0, rated: true, allowBots: true } }), 422, 'BAD_SEATS');
  });

  it('a bot account is challenged and accepts: the challenge and the table label it', async () => {
    const ana = await newPlayer('Ana');
    const robo = await newBot('Robo');
    const made = await json<Challenge>(await call('/api/challenges', { token: ana.token, body: { to: robo.player.id, game: 'tablanet', seats: 2 } }), 201);
    expect(made.to).toEqual({ id: robo.player.id, name: 'Robo', bot: true });
    const accepted = await json<Challenge>(await call(`/api/challenges/${made.id}/accept`, { token: robo.token, raw: '' }));
    const state = await stateOf(accepted.table!, robo.token);
    expect(state.table.status).toBe('playing');
    expect(state.table.players.map((p) => p.botAccount ?? false)).toEqual([false, true]);
  });

  it('a bot account\'s own challenge seats it labelled', async () => {
    const ana = await newPlayer('Ana');
    const robo = await newBot('Robo');
    const made = await json<Challenge>(await call('/api/challenges', { token: robo.token, body: { to: ana.player.id, game: 'tablanet', seats: 2 } }), 201);
    expect(made.from).toMatchObject({ bot: true });
    const accepted = await json<Challenge>(await call(`/api/challenges/${made.id}/accept`, { token: ana.token, raw: '' }));
    const state = await stateOf(accepted.table!, ana.token);
    expect(state.table.players.map((p) => p.botAccount ?? false)).toEqual([true, false]);
  });

  it('is labelled in a tournament: among the entrants, at its tournament table and in the standings', async () => {
    const [lea, ana, robo] = await Promise.all([newPlayer('Lea'), newPlayer('Ana'), newPlayer('Robo')]);
    await json(await call('/api/me/bot', { token: robo.token, raw: '' }));
    const created = await json<CreateTournamentResponse>(
      await call('/api/tournaments', { token: lea.token, body: { name: 'Botabend', game: 'tablanet', options: { targetScore: 1 }, tableSize: 2, rounds: 1 } }),
      201,
    );
    const id = created.tournament.id;
    for (const p of [ana, robo]) await json(await call(`/api/tournaments/${id}/entrants`, { token: p.token, body: { invite: created.invite } }));
    const started = await json<Tournament>(await call(`/api/tournaments/${id}/rounds`, { token: lea.token, raw: '' }), 201);
    expect(started.entrants.map((e) => [e.name, e.bot ?? false])).toEqual([['Ana', false], ['Robo', true]]);
    const seats = started.played[0]!.tables[0]!.seats;
    expect(Object.fromEntries(seats.map((s) => [s.name, s.botAccount ?? false]))).toEqual({ Ana: false, Robo: true });
    const standings = await json<StandingsResponse>(await call(`/api/tournaments/${id}/standings`));
    expect(Object.fromEntries(standings.standings.rows.map((r) => [r.name, r.bot ?? false]))).toEqual({ Ana: false, Robo: true });
  });
});
