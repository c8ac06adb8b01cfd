/**
 * One structured log line and one Analytics Engine data point per request the worker answers
 * (docs/operations.md). The line names the route pattern (`/api/tables/:id/actions`), never the path
 * as sent with its query (invitation codes ride in it), nor a header, a body or an answer: tokens and
 * hands never reach it. Routes add what only they know — the table, the seq an action reached, its
 * game — with `note`; `onError` adds the problem code.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Env } from '../env.js';
import { log } from './log.js';
import { writePoint } from './metrics.js';

/** What a route may add to its request's line. */
export interface Note {
  readonly table?: string;
  readonly game?: string;
  readonly seq?: number;
  readonly seat?: number;
  readonly code?: string;
}

const notes = new WeakMap<Request, Note>();

export function note(request: Request, fields: Note): void {
  notes.set(request, { ...notes.get(request), ...fields });
}

/** Routes whose requests are moves at a table: they also count as actions of their game. */
const ACTION_ROUTES = new Set(['/api/tables/:id/actions', '/api/tables/:id/claim']);

export const requestLog: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  const start = performance.now();
  await next();
  logRequest(c, start);
};

/** The request's line and data points, once it is answered (a function of its own: the profile names it). */
function logRequest(c: Context<{ Bindings: Env }>, start: number): void {
  // In production the clock moves only at I/O: this is the time the request spent waiting on its
  // Durable Objects; the CPU time of the invocation is in Workers Logs beside the line (cpuTimeMs).
  const ms = Math.round((performance.now() - start) * 10) / 10;
  const status = c.res.status;
  const pattern = routePath(c, -1) || '*';
  const route = `${c.req.method} ${pattern}`;
  const n = notes.get(c.req.raw);
  const outcome = n?.code ?? (status < 400 ? 'ok' : String(status));
  log(status >= 500 ? 'error' : 'info', 'request', n ? { route, status, ms, ...n } : { route, status, ms });
  writePoint(c.env, { kind: 'request', game: n?.game ?? '', route, outcome, ms, status });
  if (n?.game && ACTION_ROUTES.has(pattern)) writePoint(c.env, { kind: 'action', game: n.game, route, outcome, ms, status });
}
