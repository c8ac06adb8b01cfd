/**
 * The bench-only worker of `npm run bench -- api`: the production Worker (worker/index.ts, every
 * Durable Object of it) plus the baseline under /api/bench/bare — a bare SQLite Durable Object doing
 * the same client pattern; and under /api/bench/lobby-reads/<object name> the read counter of a Lobby
 * object (scripts/lobby-crowd.ts). Bundled and served by the bench (scripts/lib/wrangler.ts, `bench: true`)
 * with the BARE binding added to a copy of wrangler.toml; the production config never binds it.
 */
import { Hono } from 'hono';
import app, { type Env } from '../../worker/index.js';
import { BareDO } from './bare-do.js';

export { LobbyDO, PendingDO, PlayerDO, RatingsDO, TableDO, TournamentDO } from '../../worker/index.js';
export { BareDO };

interface BenchEnv extends Env {
  BARE: DurableObjectNamespace<BareDO>;
}

const PREFIX = '/api/bench/bare/';
const bare = new Hono<{ Bindings: BenchEnv }>().basePath(PREFIX.slice(0, -1));
const stub = (env: BenchEnv, id: string) => env.BARE.get(env.BARE.idFromName(id));
bare.get('/:id', async (c) => c.json(await stub(c.env, c.req.param('id')).last()));
bare.post('/:id', async (c) => c.json(await stub(c.env, c.req.param('id')).append(await c.req.text())));
bare.get('/:id/ws', (c) => stub(c.env, c.req.param('id')).fetch(c.req.raw));

const READS = '/api/bench/lobby-reads/';
const reads = new Hono<{ Bindings: BenchEnv }>().basePath(READS.slice(0, -1));
reads.get('/:name', async (c) => c.json({ reads: await c.env.LOBBIES.get(c.env.LOBBIES.idFromName(c.req.param('name'))).readCount() }));

export default {
  fetch(request: Request, env: BenchEnv, ctx: ExecutionContext): Response | Promise<Response> {
    const { pathname } = new URL(request.url);
    return (pathname.startsWith(PREFIX) ? bare : pathname.startsWith(READS) ? reads : app).fetch(request, env, ctx);
  },
} satisfies ExportedHandler<BenchEnv>;
