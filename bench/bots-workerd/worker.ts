/**
 * The bench-only worker of `npm run bench -- bots-workerd`: runs bot decisions inside workerd and
 * times them there (bench/bots-workerd/timing.ts). It is bundled and served by the bench itself
 * (scripts/lib/bench-worker.ts) on 127.0.0.1 and is bound in no wrangler.toml.
 *   GET  /health  → { ok: true }
 *   GET  /clock   → how workerd's clock behaves around synchronous compute
 *   POST /time    { level, minMs, inputs: BotInput[] } → { readsPerMs, results: Timed[] }
 *   POST /run     { level, input: BotInput, reps } → { choice }: the decision `reps` times, untimed
 *                 (the bench reads workerd's CPU time around it from outside, reps 0 as baseline)
 */
import { type BotInput, type BotLevel, botFor, isBotLevel } from '../../shared/bots/index.js';
import { calibrate, timeDecision } from './timing.js';

interface RunRequest {
  readonly level: BotLevel;
  readonly input: BotInput;
  readonly reps: number;
}

interface TimeRequest {
  readonly level: BotLevel;
  readonly minMs: number;
  readonly inputs: readonly BotInput[];
}

/** Busy work the optimiser cannot drop. */
function spin(n: number): number {
  let x = 0;
  for (let i = 0; i < n; i++) x = (x * 31 + i) | 0;
  return x;
}

/**
 * Production Workers freeze the clock during synchronous compute (it moves only at I/O); this shows
 * what the local workerd does: the clock read around 20 ms-ish of spinning, and the distinct values
 * seen over a few milliseconds of reads (its resolution).
 */
function clockReport() {
  const t0 = performance.now();
  const d0 = Date.now();
  const x = spin(5_000_000);
  const duringSpinMs = performance.now() - t0;
  const dateMs = Date.now() - d0;
  const seen = new Set<number>();
  const s = performance.now();
  while (performance.now() - s < 3 && seen.size < 10_000) seen.add(performance.now());
  const steps = [...seen].sort((a, b) => a - b);
  const smallest = steps.slice(1).reduce((m, v, i) => Math.min(m, v - steps[i]!), Infinity);
  return { duringSpinMs, dateMs, distinctIn3ms: seen.size, smallestStepMs: smallest, x };
}

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/health') return Response.json({ ok: true });
    if (url.pathname === '/clock') return Response.json(clockReport());
    if (request.method !== 'POST') return new Response('not found', { status: 404 });
    if (url.pathname === '/run') {
      const { level, input, reps } = (await request.json()) as RunRequest;
      if (!isBotLevel(level)) return new Response('bad level', { status: 400 });
      const bot = botFor(input.game, level);
      let choice = '';
      for (let i = 0; i < reps; i++) choice = bot.choose(input);
      return Response.json({ choice });
    }
    if (url.pathname !== '/time') return new Response('not found', { status: 404 });
    const body = (await request.json()) as TimeRequest;
    if (!isBotLevel(body.level)) return new Response('bad level', { status: 400 });
    const clock = calibrate(() => performance.now());
    const results = body.inputs.map((input) => {
      const bot = botFor(input.game, body.level);
      return timeDecision(() => bot.choose(input), clock, body.minMs);
    });
    return Response.json({ readsPerMs: clock.readsPerMs, results });
  },
};
