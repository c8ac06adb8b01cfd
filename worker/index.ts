import { Hono } from 'hono';
import { api, onError } from './api.js';
import type { Env } from './env.js';
import { problemResponse, problem } from './problem.js';

export type { Env } from './env.js';
export { BareDO } from './bare-do.js';
export { LobbyDO } from './lobby-do.js';
export { PlayerDO } from './player-do.js';
export { TableDO } from './table/table-do.js';

const app = new Hono<{ Bindings: Env }>();
app.onError(onError);
app.get('/health', (c) => c.json({ ok: true, service: 'stammtisch' }));

// The benchmark's baseline (bench/api.bench.ts): exists only when the worker runs with BENCH_BARE=1.
app.post('/api/bench/bare/:id', async (c) => {
  if (c.env.BENCH_BARE !== '1') return problemResponse(problem('NOT_FOUND', 'no such route (see /api/docs)'));
  const stub = c.env.BARE.get(c.env.BARE.idFromName(c.req.param('id')));
  return c.json(await stub.append(await c.req.text()));
});
app.get('/api/bench/bare/:id/ws', async (c) => {
  if (c.env.BENCH_BARE !== '1') return problemResponse(problem('NOT_FOUND', 'no such route (see /api/docs)'));
  return c.env.BARE.get(c.env.BARE.idFromName(c.req.param('id'))).fetch(c.req.raw);
});

app.route('/api', api);
// Unknown API routes are problems; other worker-first paths (/embed/*) are static files.
app.notFound((c) =>
  c.req.path === '/api' || c.req.path.startsWith('/api/')
    ? problemResponse(problem('NOT_FOUND', 'no such route (see /api/docs)'))
    : c.env.ASSETS.fetch(c.req.raw),
);

export default app;
