/**
 * The public API under /api: edge checks (body size, rate limits, CORS) and the sub-apps. Handlers stay
 * thin: they validate, then call the Durable Object that owns the data.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Env } from './env.js';
import { errorField, log } from './observe/log.js';
import { note } from './observe/request-log.js';
import { type Ctx, MAX_BODY_BYTES, rateLimitCaller, rateLimitHeaders } from './http.js';
import { queryPolicy } from './query-policy.js';
import { ApiError, fail, problem, problemResponse } from './problem.js';
import { analysis } from './routes/analysis.js';
import { lobbies } from './routes/lobbies.js';
import { moderation } from './routes/moderation.js';
import { players } from './routes/players.js';
import { reference } from './routes/reference.js';
import { sessions } from './routes/sessions.js';
import { accounts } from './routes/accounts.js';
import { accountEvents } from './routes/account-events.js';
import { challenges } from './routes/challenges.js';
import { botAccounts } from './routes/bot-accounts.js';
import { yourData } from './routes/your-data.js';
import { ratings } from './routes/ratings.js';
import { replay } from './routes/replay.js';
import { review } from './routes/review.js';
import { tables } from './routes/tables.js';
import { tournaments } from './routes/tournaments.js';

export const api = new Hono<{ Bindings: Env }>();

/** Turns anything thrown into problem+json; unexpected errors are logged and answered without details. */
export function onError(e: Error, c: Ctx): Response {
  if (e instanceof ApiError) {
    note(c.req.raw, { code: e.problem.code });
    return problemResponse(e.problem, e.headers);
  }
  note(c.req.raw, { code: 'INTERNAL' });
  log('error', 'unexpected', { route: `${c.req.method} ${c.req.routePath}`, error: errorField(e) });
  return problemResponse(problem('INTERNAL', 'something went wrong on our side; the request may be retried'));
}

api.onError(onError);

api.use(
  '*',
  cors({
    // Read-only public data may be fetched from anywhere; other calls only from configured origins.
    origin: (origin, c: Ctx) => {
      const allowed = (c.env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim());
      if (allowed.includes('*') || allowed.includes(origin)) return origin;
      const method = c.req.method === 'OPTIONS' ? c.req.header('access-control-request-method') : c.req.method;
      // A socket ticket gives a page nothing its token could not do on the socket itself, where CORS never applies.
      if (method === 'POST' && c.req.path.endsWith('/ws-ticket')) return origin;
      return method === 'GET' || method === 'HEAD' ? '*' : null;
    },
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposeHeaders: ['Retry-After', 'RateLimit', 'RateLimit-Policy', 'Warning', 'Allow'],
    maxAge: 600,
  }),
);

api.use('*', queryPolicy);
api.use('*', rateLimitHeaders);

api.use('*', async (c, next) => {
  if (c.req.method !== 'OPTIONS') await rateLimitCaller(c);
  await next();
});

api.use(
  '*',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw fail('PAYLOAD_TOO_LARGE', `bodies are limited to ${MAX_BODY_BYTES / 1024} KiB`);
    },
  }),
);

api.route('/', reference);
api.route('/', players);
api.route('/', accountEvents);
api.route('/', challenges);
api.route('/', botAccounts);
api.route('/', sessions);
api.route('/', accounts);
api.route('/', yourData);
api.route('/', tables);
api.route('/', replay);
api.route('/', review);
api.route('/', analysis);
api.route('/', tournaments);
api.route('/', lobbies);
api.route('/', moderation);
api.route('/', ratings);
