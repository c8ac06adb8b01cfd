/**
 * The limits kept inside objects — a table's chat, a player's challenges and test messages — say
 * themselves in the IETF RateLimit headers like the worker's own (docs/api.md §9): each answer lists
 * the bucket it paid from, what is left, and a 429 says when to come back.
 */
import { describe, expect, it } from 'vitest';
import { call, json, newPlayer, problemOf, tablanetForTwo } from './helpers.js';

/** The named item of a RateLimit or RateLimit-Policy header, as its parameters. */
function item(res: Response, header: 'ratelimit' | 'ratelimit-policy', name: string): Record<string, number> | undefined {
  const found = (res.headers.get(header) ?? '').split(', ').find((i) => i.startsWith(`"${name}";`));
  if (!found) return undefined;
  return Object.fromEntries(found.split(';').slice(1).map((p) => p.split('=') as [string, string]).map(([k, v]) => [k, Number(v)]));
}

/** Sends `send` until it is refused (at most `max` times), and checks the countdown the headers gave on the way. */
async function untilLimited(name: string, max: number, send: () => Promise<Response>): Promise<Response> {
  let before: number | undefined;
  for (let i = 0; i < max; i++) {
    const res = await send();
    expect(item(res, 'ratelimit-policy', 'api')).toBeDefined();
    const policy = item(res, 'ratelimit-policy', name);
    const state = item(res, 'ratelimit', name);
    expect(policy, `${name} in RateLimit-Policy`).toEqual({ q: expect.any(Number), w: expect.any(Number) });
    expect(state, `${name} in RateLimit`).toEqual({ r: expect.any(Number), t: expect.any(Number) });
    if (res.status === 429) {
      expect(state!.r).toBe(0);
      return res;
    }
    expect(res.status).toBeLessThan(300);
    if (before !== undefined) expect(state!.r).toBe(before - 1);
    else expect(state!.r).toBe(Number(policy!.q) - 1);
    before = state!.r;
  }
  throw new Error(`${name}: not limited after ${max} requests`);
}

describe('limits kept inside objects', () => {
  it('the chat of a table: "chat" counts down per player, then 429 with Retry-After', async () => {
    const { id, ana, ben } = await tablanetForTwo();
    const limited = await untilLimited('chat', 30, () => call(`/api/tables/${id}/chat`, { token: ana.token, body: { text: 'hallo' } }));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await problemOf(limited, 429, 'RATE_LIMITED');
    // Ben's bucket is his own.
    const his = await call(`/api/tables/${id}/chat`, { token: ben.token, body: { text: 'servus' } });
    expect(his.status).toBe(201);
    expect(item(his, 'ratelimit', 'chat')!.r).toBe(Number(item(his, 'ratelimit-policy', 'chat')!.q) - 1);
  });

  it('challenges: "challenges" counts down per challenger, then 429 with Retry-After', async () => {
    const [ana, ben] = await Promise.all([newPlayer('Ana'), newPlayer('Ben')]);
    const body = { to: ben.player.id, game: 'tablanet', seats: 2, options: { targetScore: 1 } };
    const limited = await untilLimited('challenges', 20, () => call('/api/challenges', { token: ana.token, body }));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await problemOf(limited, 429, 'RATE_LIMITED');
  });

  it('test messages: "notify-test" counts down, then 429 with Retry-After', async () => {
    const { token } = await newPlayer('Tess');
    const limited = await untilLimited('notify-test', 10, () => call('/api/me/notifications/test', { token, raw: '' }));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await problemOf(limited, 429, 'RATE_LIMITED');
    // A route that pays from no such bucket lists only the API's.
    const me = await call('/api/me', { token });
    await json(me);
    expect(item(me, 'ratelimit', 'notify-test')).toBeUndefined();
  });
});
