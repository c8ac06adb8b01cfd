/**
 * The post-game analysis of a match (docs/analysis.md): published only once the match has ended —
 * before that the route answers 409 `NOT_FINISHED` and nothing of it exists. The Table object computes
 * it in the background after the end; until it is complete the route answers 202 with the deals done
 * so far, the progress and Retry-After. A complete analysis never changes: a public table's may be
 * cached anywhere, a private table's not at all.
 */
import { Hono } from 'hono';
import type { Env } from '../env.js';
import { optionalPlayer } from '../http.js';
import { ApiError, fail } from '../problem.js';
import { readableByAll, stub } from './replay.js';

export const analysis = new Hono<{ Bindings: Env }>();

/** Seconds a client waits before asking again for an analysis still being computed. */
const RETRY_SECONDS = 10;

analysis.get('/tables/:id/analysis', async (c) => {
  const invite = c.req.query('invite') ?? null;
  if (invite !== null && invite.length > 80) throw fail('VALIDATION_FAILED', 'invite: at most 80 characters');
  const table = stub(c);
  const [answer, open] = await Promise.all([table.analysis(await optionalPlayer(c), invite), readableByAll(table)]);
  if (!answer.ok) throw new ApiError(answer.problem);
  const body = answer.value;
  if (body.status === 'pending') return c.json(body, 202, { 'Retry-After': String(RETRY_SECONDS), 'Cache-Control': 'no-store' });
  return c.json(body, 200, { 'Cache-Control': open ? 'public, max-age=3600' : 'private, no-store' });
});
