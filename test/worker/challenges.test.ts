/**
 * Challenges (docs/api.md, "Challenges"): made, received, accepted into a table with every seat taken,
 * declined, canceled; open challenges in the lobby; the races (accepting twice, accepting after a
 * cancel, two players taking one open challenge) answered with stable codes; the rate limit.
 */
import { describe, expect, it } from 'vitest';
import type { AccountEventsResponse, Challenge, ChallengesResponse } from '../../shared/protocol-platform.js';
import { call, eventually, json, newPlayer, problemOf, stateOf } from './helpers.js';

const challenge = (token: string, body: Record<string, unknown>) => call('/api/challenges', { token, body });
const answer = (id: string, how: 'accept' | 'decline' | 'cancel', token: string) => call(`/api/challenges/${id}/${how}`, { token, raw: '' });
const kinds = async (token: string) => (await json<AccountEventsResponse>(await call('/api/me/events', { token }))).events.map((e) => e.kind);
const TABLANET = { game: 'tablanet', seats: 2, options: { targetScore: 1 } };

describe('challenges', () => {
  it('a challenge to a player is received, accepted into a table where both sit, and can be accepted once', async () => {
    const [ana, ben, cleo] = await Promise.all([newPlayer('Ana'), newPlayer('Ben'), newPlayer('Cleo')]);
    const made = await json<Challenge>(await challenge(ana.token, { ...TABLANET, to: ben.player.id, timeControl: { perMoveSeconds: 86400 } }), 201);
    expect(made).toMatchObject({ from: { id: ana.player.id, name: 'Ana' }, to: { id: ben.player.id, name: 'Ben' }, game: 'tablanet', seats: 2, status: 'open' });
    expect(made.timeControl).toMatchObject({ perMoveSeconds: 86400 });
    expect(Date.parse(made.expiresAt) - Date.parse(made.createdAt)).toBe(24 * 3600_000);
    expect(await kinds(ben.token)).toEqual(['challengeReceived']);
    expect((await json<ChallengesResponse>(await call('/api/challenges', { token: ben.token }))).incoming.map((c) => c.id)).toEqual([made.id]);
    expect((await json<ChallengesResponse>(await call('/api/challenges', { token: ana.token }))).outgoing.map((c) => c.id)).toEqual([made.id]);
    // Others neither see nor answer it.
    await problemOf(await call(`/api/challenges/${made.id}`, { token: cleo.token }), 404, 'NOT_FOUND');
    await problemOf(await answer(made.id, 'accept', cleo.token), 403, 'FORBIDDEN');
    await problemOf(await answer(made.id, 'accept', ana.token), 403, 'FORBIDDEN');

    const accepted = await json<Challenge>(await answer(made.id, 'accept', ben.token));
    expect(accepted).toMatchObject({ status: 'accepted', table: expect.stringMatching(/^[a-z2-9]{12}$/) });
    const state = await stateOf(accepted.table!, ben.token);
    expect(state.table.status).toBe('playing');
    expect(state.yourSeat).toBe(1);
    expect(state.table.players.map((p) => p.playerId)).toEqual([ana.player.id, ben.player.id]);
    expect((state.table as { timeControl?: unknown }).timeControl).toMatchObject({ perMoveSeconds: 86400 });
    // Asking again gives the same table; a late answer of any other kind is too late.
    expect((await json<Challenge>(await answer(made.id, 'accept', ben.token))).table).toBe(accepted.table);
    await problemOf(await answer(made.id, 'decline', ben.token), 409, 'CHALLENGE_CLOSED');
    await problemOf(await answer(made.id, 'cancel', ana.token), 409, 'CHALLENGE_CLOSED');
    expect(await kinds(ana.token)).toEqual(expect.arrayContaining(['challengeAccepted']));
    await eventually(async () => ((await kinds(ben.token)).includes('tableStarted') ? true : undefined), "Ben's tableStarted");
    expect((await kinds(ben.token)).slice(0, 3)).toEqual(['challengeReceived', 'seated', 'tableStarted']);
  });

  it('declined or canceled, a challenge cannot be accepted any more; each side hears of it', async () => {
    const [ana, ben] = await Promise.all([newPlayer('Ana'), newPlayer('Ben')]);
    const first = await json<Challenge>(await challenge(ana.token, { ...TABLANET, to: ben.player.id }), 201);
    await problemOf(await answer(first.id, 'decline', ana.token), 403, 'FORBIDDEN');
    expect((await json<Challenge>(await answer(first.id, 'decline', ben.token))).status).toBe('declined');
    await problemOf(await answer(first.id, 'accept', ben.token), 409, 'CHALLENGE_CLOSED');
    expect(await kinds(ana.token)).toEqual(['challengeDeclined']);

    const second = await json<Challenge>(await challenge(ana.token, { ...TABLANET, to: ben.player.id }), 201);
    await problemOf(await answer(second.id, 'cancel', ben.token), 403, 'FORBIDDEN');
    expect((await json<Challenge>(await answer(second.id, 'cancel', ana.token))).status).toBe('canceled');
    const late = await problemOf(await answer(second.id, 'accept', ben.token), 409, 'CHALLENGE_CLOSED');
    expect(late.detail).toMatch(/canceled/);
    expect(await kinds(ben.token)).toEqual(['challengeReceived', 'challengeReceived', 'challengeCanceled']);
    expect((await json<ChallengesResponse>(await call('/api/challenges', { token: ben.token }))).incoming).toEqual([]);
  });

  it('an open challenge is listed in the lobby and taken by exactly one of two players who race for it; bots fill the other seats', async () => {
    const [ana, ben, cleo] = await Promise.all([newPlayer('Ana'), newPlayer('Ben'), newPlayer('Cleo')]);
    const open = await json<Challenge>(await challenge(ana.token, { to: 'open', game: 'tarock', seats: 4 }), 201);
    expect(open.to).toBeNull();
    const listed = await json<{ challenges: Challenge[] }>(await call('/api/challenges/open'));
    expect(listed.challenges.map((c) => c.id)).toContain(open.id);
    await problemOf(await answer(open.id, 'decline', ben.token), 403, 'FORBIDDEN');
    const [b, c] = await Promise.all([answer(open.id, 'accept', ben.token), answer(open.id, 'accept', cleo.token)]);
    const statuses = [b.status, c.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = b.status === 200 ? b : c;
    const loser = b.status === 200 ? c : b;
    await problemOf(loser, 409, 'CHALLENGE_CLOSED');
    const taken = await json<Challenge>(winner);
    const seats = (await stateOf(taken.table!)).table.players;
    expect(seats.map((s) => s.bot)).toEqual([false, false, true, true]);
    expect(seats[0]?.playerId).toBe(ana.player.id);
    expect((await json<{ challenges: Challenge[] }>(await call('/api/challenges/open'))).challenges.map((x) => x.id)).not.toContain(open.id);
  });

  it('checks the game, seats, options and player, and limits how many challenges a player makes', async () => {
    const [ana, ben] = await Promise.all([newPlayer('Ana'), newPlayer('Ben')]);
    await problemOf(await challenge(ana.token, { ...TABLANET, game: 'chess', to: ben.player.id }), 422, 'UNKNOWN_GAME');
    await problemOf(await challenge(ana.token, { ...TABLANET, seats: 5, to: ben.player.id }), 422, 'BAD_SEATS');
    await problemOf(await challenge(ana.token, { ...TABLANET, options: { targetScore: 'x' }, to: ben.player.id }), 422, 'BAD_OPTIONS');
    await problemOf(await challenge(ana.token, { ...TABLANET, to: 'nosuchplayer2345' }), 404, 'NOT_FOUND');
    await problemOf(await challenge(ana.token, { ...TABLANET, to: ana.player.id }), 403, 'FORBIDDEN');
    await problemOf(await challenge(ana.token, { ...TABLANET, to: 'someone' }), 422, 'VALIDATION_FAILED');
    await problemOf(await answer('x'.repeat(24), 'accept', ben.token), 404, 'NOT_FOUND');
    for (let i = 0; i < 5; i++) await json(await challenge(ana.token, { ...TABLANET, to: ben.player.id }), 201);
    const limited = await challenge(ana.token, { ...TABLANET, to: ben.player.id });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await problemOf(limited, 429, 'RATE_LIMITED');
  });
});
