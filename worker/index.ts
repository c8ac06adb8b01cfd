import { Hono } from 'hono';
import { api, onError } from './api.js';
import { embed } from './embed.js';
import type { Env } from './env.js';
import { problem, problemResponse } from './problem.js';
import { securityHeaders } from './security.js';

export type { Env } from './env.js';
export { BareDO } from './bare-do.js';
export { PendingDO } from './auth/pending-do.js';
export { LobbyDO } from './lobby-do.js';
export { PlayerDO } from './player-do.js';
export { RatingsDO } from './ratings/ratings-do.js';
export { TableDO } from './table/table-do.js';
export { TournamentDO } from './tournament/tournament-do.js';

const app = new Hono<{ Bindings: Env }>();
app.onError(onError);
app.use('*', securityHeaders);
app.get('/health', (c) => c.json({ ok: true, service: 'stammtisch' }));

// The benchmark's baseline (bench/api.bench.ts): exists only when the worker runs with BENCH_BARE=1.
const bare = new Hono<{ Bindings: Env }>();
bare.use('*', async (c, next) => {
  if (c.env.BENCH_BARE !== '1') return problemResponse(problem('NOT_FOUND', 'no such route (see /api/docs)'));
  return next();
});
const bareStub = (env: Env, id: string) => env.BARE.get(env.BARE.idFromName(id));
bare.get('/:id', async (c) => c.json(await bareStub(c.env, c.req.param('id')).last()));
bare.post('/:id', async (c) => c.json(await bareStub(c.env, c.req.param('id')).append(await c.req.text())));
bare.get('/:id/ws', (c) => bareStub(c.env, c.req.param('id')).fetch(c.req.raw));
app.route('/api/bench/bare', bare);

app.route('/api', api);
// The widget's iframe page (web helper's worker/embed.ts).
app.route('/', embed);
// Unknown API routes are problems; other worker-first paths (/embed/*) are static files.
app.notFound((c) =>
  c.req.path === '/api' || c.req.path.startsWith('/api/')
    ? problemResponse(problem('NOT_FOUND', 'no such route (see /api/docs)'))
    : c.env.ASSETS.fetch(c.req.raw),
);

export default app;
