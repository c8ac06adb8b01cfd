/**
 * The post-game analysis of a match (docs/analysis.md): the whole match only once it has ended —
 * before that the route answers 409 `NOT_FINISHED` and nothing of it exists — and one closed deal of a
 * running match on request (409 `DEAL_NOT_CLOSED` until its cards can no longer matter, the gating of
 * the review of closed deals). The Table object computes it in the background; until it is complete
 * the routes answer 202 with what is done so far, the progress and Retry-After. A complete analysis
 * never changes: a public table's may be cached anywhere, a private table's not at all.
 */
import { Hono } from 'hono';
import type { Env } from '../env.js';
import type { AnalysisResponse } from '../../shared/protocol-analysis.js';
import { type Ctx, optionalPlayer } from '../http.js';
import { type Answer, ApiError, fail } from '../problem.js';
import { readableByAll, stub } from './replay.js';

export const analysis = new Hono<{ Bindings: Env }>();

/** Seconds a client waits before asking again for an analysis still being computed. */
const RETRY_SECONDS = 10;

analysis.get('/tables/:id/analysis', async (c) => {
  const invite = c.req.query('invite') ?? null;
  if (invite !== null && invite.length > 80) throw fail('VALIDATION_FAILED', 'invite: at most 80 characters');
  const table = stub(c);
  const [answer, open] = await Promise.all([table.analysis(await optionalPlayer(c), invite), readableByAll(table)]);
  return send(c, answer, open);
});

/** 202 with Retry-After while the analysis is computed; once complete it never changes (a public table's may be cached). */
function send(c: Ctx, answer: Answer<AnalysisResponse>, open: boolean): Response {
  if (!answer.ok) throw new ApiError(answer.problem);
  const body = answer.value;
  if (body.status === 'pending') return c.json(body, 202, { 'Retry-After': String(RETRY_SECONDS), 'Cache-Control': 'no-store' });
  return c.json(body, 200, { 'Cache-Control': open ? 'public, max-age=3600' : 'private, no-store' });
}

analysis.get('/tables/:id/deals/:deal/analysis', async (c) => {
  const param = c.req.param('deal');
  if (!/^[1-9]\d{0,3}$/.test(param)) throw fail('NOT_FOUND', 'deals are numbered 1, 2, 3…');
  const invite = c.req.query('invite') ?? null;
  if (invite !== null && invite.length > 80) throw fail('VALIDATION_FAILED', 'invite: at most 80 characters');
  const table = stub(c);
  const [answer, open] = await Promise.all([table.dealAnalysis(await optionalPlayer(c), invite, Number(param)), readableByAll(table)]);
  return send(c, answer, open);
});
