import { Hono } from 'hono';
import { api, onError } from './api.js';
import { embed } from './embed.js';
import type { Env } from './env.js';
import { allowedMethods } from './methods.js';
import { requestLog } from './observe/request-log.js';
import { problem, problemResponse } from './problem.js';
import { securityHeaders } from './security.js';

export type { Env } from './env.js';
export { PendingDO } from './auth/pending-do.js';
export { LobbyDO } from './lobby-do.js';
export { PlayerDO } from './player-do.js';
export { RatingsDO } from './ratings/ratings-do.js';
export { TableDO } from './table/table-do.js';
export { TournamentDO } from './tournament/tournament-do.js';

const app = new Hono<{ Bindings: Env }>();
app.onError(onError);
app.use('*', requestLog);
app.use('*', securityHeaders);
app.get('/health', (c) => c.json({ ok: true, service: 'stammtisch' }));

app.route('/api', api);
// The widget's iframe page (web helper's worker/embed.ts).
app.route('/', embed);
// Unknown API routes are problems; other worker-first paths (/embed/*) are static files.
// A known path asked with another method is 405 with the methods it takes (worker/methods.ts).
app.notFound((c) => {
  if (c.req.path !== '/api' && !c.req.path.startsWith('/api/')) return c.env.ASSETS.fetch(c.req.raw);
  const allow = allowedMethods(app.routes, c.req.path);
  if (allow.length > 0) {
    return problemResponse(problem('METHOD_NOT_ALLOWED', `${c.req.path} takes ${allow.join(', ')}, not ${c.req.method}`), { allow: allow.join(', ') });
  }
  return problemResponse(problem('NOT_FOUND', 'no such route (see /api/docs)'));
});

export default app;
