/**
 * Issue 15, item 7 (rate limits trust a client header): CF-Connecting-IP keys the rate limit only where
 * the platform sets it (TRUST_CF_CONNECTING_IP = "1", on Cloudflare). Where a client could send its own
 * (local development), varying it opens no fresh bucket.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index.js';

/** Creates a player through the worker with its settings overridden, from the given "address". */
async function createPlayer(vars: Record<string, string>, address: string): Promise<number> {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request('http://stammtisch.test/api/players', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': address },
      body: JSON.stringify({ name: 'Flut' }),
    }),
    { ...env, ...vars },
    ctx,
  );
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return res.status;
}

describe('the client address of the rate limit', () => {
  it('is not taken from a header the client sets, where the platform does not set it', async () => {
    const vars = { TRUST_CF_CONNECTING_IP: '0', PLAYER_RATE_LIMIT: '3/0.001' };
    const statuses: number[] = [];
    // A different made-up address every time: without trust they all share the server's connection bucket.
    for (let i = 0; i < 5; i++) statuses.push(await createPlayer(vars, `203.0.113.${100 + i}`));
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('keys on CF-Connecting-IP where the platform sets it', async () => {
    const vars = { TRUST_CF_CONNECTING_IP: '1', PLAYER_RATE_LIMIT: '1/0.001' };
    expect(await createPlayer(vars, '192.0.2.10')).toBe(201);
    expect(await createPlayer(vars, '192.0.2.10')).toBe(429);
    // Another client of the platform has its own bucket.
    expect(await createPlayer(vars, '192.0.2.11')).toBe(201);
  });
});
