/**
 * A finished match step by step with every hand open, for the site's replay page (the browser runs no
 * engine). The Table object hands over the full record, which it publishes only after the end; this
 * route plays it again with the engine and keeps, after each action, every seat's hand as that seat
 * saw it and the spectator view. A finished match never changes, so the replay of a public table may be
 * cached anywhere; a private table's is not cached at all.
 */
import { Hono } from 'hono';
import { type AnyGameDef, applyNotation, createMatch, getGame, type Seat } from '../../shared/index.js';
import type { MatchRecordWire, ReplayFrame, ReplayResponse, WireView } from '../../shared/protocol.js';
import type { Env } from '../env.js';
import { type Ctx, optionalPlayer } from '../http.js';
import { ApiError, fail } from '../problem.js';
import type { TableRpc } from '../table/table-do.js';

export const replay = new Hono<{ Bindings: Env }>();

const TABLE_ID = /^[a-z2-9]{12}$/;

/** The Table object of `:id`; ids that cannot exist are refused without waking anything. */
export function stub(c: Ctx): TableRpc {
  const id = c.req.param('id') ?? '';
  if (!TABLE_ID.test(id)) throw fail('NOT_FOUND', 'there is no table with this id');
  return c.env.TABLES.get(c.env.TABLES.idFromName(id)) as unknown as TableRpc;
}

/** Whether a stranger could read the table: only then may shared caches keep what it answers for everyone. */
export const readableByAll = (table: TableRpc): Promise<boolean> => table.state(null, null).then((a) => a.ok && a.value.table.visibility === 'public');

/** One step with every hand open: each seat's hand as that seat saw it, and the spectator view. */
export function frame(def: AnyGameDef, state: unknown, seats: number, step: Omit<ReplayFrame, 'hands' | 'view'>): ReplayFrame {
  const hands = Array.from({ length: seats }, (_, seat) => [...(def.view(state, seat) as WireView).hand]);
  return { ...step, hands, view: def.view(state, 'spectator') as WireView };
}

/** The frames of a finished record: the start, then one per action. */
export function replayFrames(def: AnyGameDef, rec: MatchRecordWire & { seed: string }): ReplayFrame[] {
  const start = createMatch(def, { seats: rec.seats, options: rec.options, seed: rec.seed, decks: rec.decks });
  if (!start.ok) throw cannotReplay(rec, start.error.message);
  let state: unknown = start.value;
  const frames = [frame(def, state, rec.seats, { seq: 0, seat: null, action: null })];
  for (const a of rec.actions) {
    const next = applyNotation(def, state, a.seat as Seat, a.action);
    if (!next.ok) throw cannotReplay(rec, `action ${a.seq} (seat ${a.seat}: ${a.action}): ${next.error.message}`);
    state = next.value;
    frames.push(frame(def, state, rec.seats, { seq: a.seq, seat: a.seat, action: a.action }));
  }
  return frames;
}

/** Only if the engine changed under a stored match: the server's fault, said plainly. */
const cannotReplay = (rec: MatchRecordWire, why: string): ApiError =>
  fail('BAD_RECORD', `this match (rules version ${rec.version}) cannot be replayed by this server: ${why}`, { status: 500 });

replay.get('/tables/:id/replay', async (c) => {
  // A private table's replay is for its players and whoever has its invitation (table/access.ts).
  const table = stub(c);
  const [answer, open] = await Promise.all([
    table.record(await optionalPlayer(c), c.req.query('invite') ?? null),
    readableByAll(table),
  ]);
  if (!answer.ok) throw new ApiError(answer.problem);
  const rec = answer.value;
  if (rec.status !== 'finished' || rec.seed === undefined) {
    throw fail('NOT_FINISHED', 'the replay with open hands is published when the match has ended');
  }
  const def = getGame(rec.game, rec.version);
  if (!def) throw fail('UNKNOWN_GAME', `${rec.game} rules version ${rec.version} is not on this server any more`);
  const body: ReplayResponse = { frames: replayFrames(def, { ...rec, seed: rec.seed }) };
  // A private table's replay reached with a player's token or the invitation must not be kept by a
  // shared cache and served to whoever asks for the same URL, nor stay on the device.
  return c.json(body, 200, { 'Cache-Control': open ? 'public, max-age=3600' : 'private, no-store' });
});
