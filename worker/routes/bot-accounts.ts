/**
 * Bot accounts (docs/api.md §11): a player declares that a program plays for them. For good, and only
 * before they have sat at any table, so that every match of a bot account was played by its program.
 */
import { Hono } from 'hono';
import type { Player } from '../../shared/protocol.js';
import type { Env } from '../env.js';
import { requirePlayer } from '../http.js';
import { fail } from '../problem.js';
import { playerStub } from './sessions.js';

export const botAccounts = new Hono<{ Bindings: Env }>();

botAccounts.post('/me/bot', async (c) => {
  const me = await requirePlayer(c);
  const made = await playerStub(c, me.id).becomeBot();
  if (made === null) throw fail('UNAUTHORIZED', 'the player no longer exists');
  if (made === 'played') {
    throw fail('PLAYED_AS_HUMAN', 'only an account that has never taken a seat or entered a tournament can become a bot: make a new player for your bot (POST /api/players)');
  }
  return c.json(made satisfies Player);
});
