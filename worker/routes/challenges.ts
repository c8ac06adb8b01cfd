/**
 * Challenges (docs/api.md, "Challenges"): one player challenges another, or anyone ("open": listed at
 * GET /api/challenges/open); accepting makes the table with every seat taken. Each challenge is
 * decided in its challenger's Player object (platform/challenges.ts), whose id its own id begins with.
 */
import { Hono } from 'hono';
import { getGame } from '../../shared/index.js';
import type { Player } from '../../shared/protocol.js';
import { type Challenge, type ChallengeParty, CreateChallengeBodySchema } from '../../shared/protocol-platform.js';
import type { Env } from '../env.js';
import { type Ctx, notePaid, optionalPlayer, rateLimited, readJson, reply, requirePlayer } from '../http.js';
import { ApiError, fail } from '../problem.js';
import type { Limited } from '../ratelimit.js';
import { resolveOptions } from '../table/setup.js';
import { playerStub } from './sessions.js';

export const challenges = new Hono<{ Bindings: Env }>();

const CHALLENGE_ID = /^[a-z2-9]{24}$/;

/** The Player object deciding the challenge `:id` (its challenger's). */
function owner(c: Ctx): { id: string; stub: ReturnType<typeof playerStub> } {
  const id = c.req.param('id') ?? '';
  if (!CHALLENGE_ID.test(id)) throw fail('NOT_FOUND', 'there is no such challenge');
  return { id, stub: playerStub(c, id.slice(0, 16)) };
}

challenges.get('/challenges', async (c) => {
  const me = await requirePlayer(c);
  return c.json(await playerStub(c, me.id).listChallenges());
});

challenges.get('/challenges/open', async (c) => {
  return c.json({ challenges: await c.env.LOBBIES.get(c.env.LOBBIES.idFromName('public')).challenges() });
});

challenges.post('/challenges', async (c) => {
  const me = await requirePlayer(c);
  const body = await readJson(c, CreateChallengeBodySchema);
  const def = getGame(body.game);
  if (!def) throw fail('UNKNOWN_GAME', `there is no game "${body.game}" (see GET /api/games)`);
  if (!def.seatCounts.includes(body.seats)) throw fail('BAD_SEATS', `${def.name} is played by ${def.seatCounts.join(', ')}`);
  const resolved = resolveOptions(def, body);
  if (!resolved.ok) throw new ApiError(resolved.problem);
  let to: ChallengeParty | null = null;
  if (body.to !== 'open') {
    if (body.to === me.id) throw fail('FORBIDDEN', 'you cannot challenge yourself');
    to = await playerStub(c, body.to).party();
    if (!to) throw fail('NOT_FOUND', `there is no player ${body.to}`);
    if (await playerStub(c, me.id).blockedWith(to.id)) throw fail('BLOCKED', 'you cannot challenge this player');
  }
  const challenge: Challenge = {
    id: '',
    from: partyOf(me),
    to,
    game: def.id,
    seats: body.seats,
    options: resolved.value.options,
    ...(resolved.value.profile ? { profile: resolved.value.profile.id } : {}),
    timeControl: body.timeControl && {
      perMoveSeconds: body.timeControl.perMoveSeconds,
      reserveSeconds: body.timeControl.reserveSeconds,
      incrementSeconds: body.timeControl.incrementSeconds,
      capSeconds: body.timeControl.capSeconds,
      weekendsOff: body.timeControl.weekendsOff,
    },
    absence: body.absence,
    status: 'open',
    createdAt: '',
    expiresAt: '',
  };
  // (The RPC type of the answer loses its shape through the stub's generics; it is plain JSON.)
  const made = (await playerStub(c, me.id).createChallenge({ challenge, name: body.name, profileRef: resolved.value.profile })) as Limited<{ challenge: Challenge }>;
  notePaid(c, 'challenges', made.rate);
  if ('retryAfter' in made) throw rateLimited(made.retryAfter, `too many challenges; retry in ${made.retryAfter} s`);
  return c.json(made.challenge, 201);
});

challenges.get('/challenges/:id', async (c) => {
  const { stub } = owner(c);
  const me = await optionalPlayer(c);
  const found = (await stub.challenge(c.req.param('id'))) as Challenge | undefined;
  // A challenge to a player is theirs and the challenger's to see; an open one is anyone's.
  const mine = found !== undefined && (found.to === null || found.from.id === me?.id || found.to.id === me?.id);
  if (!found || !mine) throw fail('NOT_FOUND', 'there is no such challenge');
  return c.json(found);
});

challenges.post('/challenges/:id/accept', async (c) => {
  const { id, stub } = owner(c);
  const me = await requirePlayer(c);
  return reply(c, await stub.acceptChallenge(id, partyOf(me)));
});

challenges.post('/challenges/:id/decline', async (c) => {
  const { id, stub } = owner(c);
  const me = await requirePlayer(c);
  return reply(c, await stub.declineChallenge(id, me.id));
});

challenges.post('/challenges/:id/cancel', async (c) => {
  const { id, stub } = owner(c);
  const me = await requirePlayer(c);
  return reply(c, await stub.cancelChallenge(id, me.id));
});

/** The player as a challenge names them (a bot account labelled). */
function partyOf(p: Player): ChallengeParty {
  return { id: p.id, name: p.name, ...(p.bot ? { bot: true } : {}) };
}
