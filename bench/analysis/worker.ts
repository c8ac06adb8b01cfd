/**
 * The bench-only worker of `npm run bench -- analysis`: analyses single decisions inside workerd, so
 * that the bench can read workerd's CPU time around each one from outside (scripts/lib/bench-worker.ts).
 * It is bundled and served by the bench itself on 127.0.0.1 and is bound in no wrangler.toml.
 *   GET  /health   → { ok: true }
 *   POST /analyse  { record, index, budget } → { nodes, class } (index −1: only walks the record)
 * The walked record is kept between requests (one isolate serves them all), as the Table object keeps it.
 */
import { type AnalysisBudget, analysePoint, type PreparedMatch, prepare } from '../../shared/analysis/index.js';
import type { MatchRecord } from '../../shared/index.js';

interface AnalyseRequest {
  readonly record: MatchRecord;
  readonly index: number;
  readonly budget: AnalysisBudget;
}

let kept: { key: string; match: PreparedMatch } | undefined;

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/health') return Response.json({ ok: true });
    if (request.method !== 'POST' || url.pathname !== '/analyse') return new Response('not found', { status: 404 });
    const body = (await request.json()) as AnalyseRequest;
    const key = `${body.record.seed}:${body.record.log.length}`;
    if (kept?.key !== key) kept = { key, match: prepare(body.record) };
    if (body.index < 0) return Response.json({ nodes: 0, class: null });
    const a = analysePoint(kept.match, body.index, body.budget);
    return Response.json({ nodes: a?.nodes ?? 0, class: a?.class ?? null });
  },
};
