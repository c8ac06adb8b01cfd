/**
 * The workerd timing harness of `npm run bench -- bots-workerd` runs inside workerd and gives sane
 * figures on a tiny sample. No wall-clock bounds: only that the figures exist and the choices are
 * the bots' legal ones.
 */
import { describe, expect, it } from 'vitest';
import { positions } from '../../bench/bots-workerd/positions.js';
import { calibrate, timeDecision } from '../../bench/bots-workerd/timing.js';
import worker from '../../bench/bots-workerd/worker.js';

const inputs = positions({ game: 'tablanet', seats: 2 }, 'club', 3, 'harness-test');

describe('bot timing harness in workerd', () => {
  it('times a decision with the millisecond clock: a finite positive time over repeated, agreeing runs', () => {
    const clock = calibrate(() => performance.now());
    expect(clock.readsPerMs).toBeGreaterThan(1);
    for (const input of inputs) {
      const t = timeDecision(() => `${input.legal[0]}`, clock, 1);
      expect(t.reps).toBeGreaterThanOrEqual(1);
      expect(Number.isFinite(t.ms) && t.ms > 0).toBe(true);
      expect(t).toMatchObject({ choice: input.legal[0], stable: true });
    }
  });

  it('answers /time with one result per input, each a legal choice of the bot', async () => {
    const body = { level: 'club', minMs: 1, inputs };
    const res = await worker.fetch(new Request('http://bench/time', { method: 'POST', body: JSON.stringify(body) }));
    const { results } = (await res.json()) as { results: { ms: number; reps: number; choice: string; stable: boolean }[] };
    expect(results).toHaveLength(inputs.length);
    results.forEach((r, i) => {
      expect(inputs[i]!.legal).toContain(r.choice);
      expect(r.stable).toBe(true);
      expect(r.ms).toBeGreaterThan(0);
    });
  });

  it('answers /run with the same choice as /time, and refuses an unknown level', async () => {
    const run = await worker.fetch(new Request('http://bench/run', { method: 'POST', body: JSON.stringify({ level: 'club', input: inputs[0], reps: 2 }) }));
    expect(inputs[0]!.legal).toContain(((await run.json()) as { choice: string }).choice);
    const bad = await worker.fetch(new Request('http://bench/run', { method: 'POST', body: JSON.stringify({ level: 'grandmaster', input: inputs[0], reps: 1 }) }));
    expect(bad.status).toBe(400);
  });
});
