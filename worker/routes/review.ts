/**
 * The review of a closed deal (docs/api.md): one deal of a running or finished match, step by step with
 * every hand open, as soon as its cards can no longer matter — `GameDef.closedDeals` says which deals
 * those are (after the deal in the trick games, after the whole hand in Tablanet). The Table object
 * hands the worker its full record; the worker replays it and answers with that deal's frames only.
 */
import { Hono } from 'hono';
import { type AnyGameDef, closedDeal, type DealStep, getGame, type MatchRecord } from '../../shared/index.js';
import type { DealReview, ReplayFrame } from '../../shared/protocol.js';
import type { Env } from '../env.js';
import { optionalPlayer } from '../http.js';
import { ApiError, fail } from '../problem.js';
import { notClosedDetail } from '../table/review.js';
import { frame, stub } from './replay.js';

export const review = new Hono<{ Bindings: Env }>();

/**
 * The frames of one closed deal. The last action of a deal may deal the next one, which is not closed:
 * its frame keeps the spectator view after the deal (the score sheet, public by then) and shows the
 * hands as the deal left them — the hands before that action, less the card its player played.
 */
export function dealFrames(def: AnyGameDef, seats: number, start: unknown, steps: readonly DealStep<unknown>[]): ReplayFrame[] {
  const first = steps[0];
  const frames = [frame(def, start, seats, { seq: first ? first.index : 0, seat: null, action: null })];
  steps.forEach((step, i) => {
    const f = frame(def, step.after, seats, { seq: step.index + 1, seat: step.seat, action: step.action });
    if (i < steps.length - 1) return void frames.push(f);
    const before = frames.at(-1)!.hands;
    const named = new Set(step.action.split(/[\s+;:.]+/));
    const hands = before.map((hand, seat) => (seat === step.seat ? hand.filter((c) => !named.has(c)) : [...hand]));
    frames.push({ ...f, hands });
  });
  return frames;
}

review.get('/tables/:id/deals/:deal', async (c) => {
  const table = stub(c);
  const param = c.req.param('deal');
  if (!/^[1-9]\d{0,3}$/.test(param)) throw fail('NOT_FOUND', 'deals are numbered 1, 2, 3…');
  const deal = Number(param);
  const invite = c.req.query('invite') ?? null;
  if (invite !== null && invite.length > 80) throw fail('VALIDATION_FAILED', 'invite: at most 80 characters');
  const answer = await table.reviewSource(await optionalPlayer(c), invite);
  if (!answer.ok) throw new ApiError(answer.problem);
  const { record, closed, public: open } = answer.value;
  const def = getGame(record.game, record.version);
  if (!def) throw fail('UNKNOWN_GAME', `${record.game} rules version ${record.version} is not on this server any more`);
  if (deal > closed) throw notClosed(deal, closed);
  const got = closedDeal(def, record as MatchRecord, deal);
  if (!got.ok) {
    if (got.error.code === 'NOT_CLOSED') throw notClosed(deal, got.error.closed);
    throw fail('BAD_RECORD', `this match (rules version ${record.version}) cannot be replayed by this server: ${got.error.message}`, { status: 500 });
  }
  const body: DealReview = { deal, closed, frames: dealFrames(def, record.seats, got.value.start, got.value.steps) };
  // A closed deal never changes: a public table's may be kept by caches; a private table's is kept by nobody.
  return c.json(body, 200, { 'Cache-Control': open ? 'public, max-age=3600' : 'private, no-store' });
});

const notClosed = (deal: number, closed: number): ApiError => fail('DEAL_NOT_CLOSED', notClosedDetail(deal, closed));
