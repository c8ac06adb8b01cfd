/**
 * Issue 15, item 4 (server-side request forgery): webhook and push targets must be public https host
 * names — loopback, private, link-local, CGNAT, unique-local and metadata addresses, IP literals in any
 * notation, single-label and local names and URLs with credentials are refused when saved and again
 * before every request; redirects are never followed, every request has a time limit, and the test
 * message is rate limited. No request of this file leaves the process: fetch is replaced throughout.
 */
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PutNotificationsResponse } from '../../shared/protocol-correspondence.js';
import { outboundRefusal } from '../../worker/outbound.js';
import { playerStub, received } from './corr-helpers.js';
import { call, json, newPlayer, problemOf } from './helpers.js';

const put = (token: string, body: unknown) => call('/api/me/notifications', { method: 'PUT', token, body });
const testEvent = (token: string) => call('/api/me/notifications/test', { token, raw: '' });
const playerIdOf = (token: string) => /^st_([a-z2-9]{16})_/.exec(token)![1]!;

/** Every outbound request the worker tries, answered here without any network. */
function catchAll(answer: (req: Request) => Response = () => new Response(null, { status: 204 })): Request[] {
  const seen: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    seen.push(req);
    return answer(req);
  });
  return seen;
}

afterEach(() => vi.restoreAllMocks());

const REFUSED = [
  'https://localhost/hook',
  'https://LOCALHOST./hook',
  'https://api.localhost/hook',
  'https://intranet/hook',
  'https://127.0.0.1/hook',
  'https://127.1/hook',
  'https://0x7f.1/hook',
  'https://2130706433/hook',
  'https://017700000001/hook',
  'https://10.0.0.8/hook',
  'https://172.16.5.4/hook',
  'https://192.168.1.1/hook',
  'https://169.254.169.254/latest/meta-data/',
  'https://100.64.0.1/hook',
  'https://100.100.100.200/latest/meta-data/',
  'https://0.0.0.0/hook',
  'https://[::1]/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://[fd00:ec2::254]/latest/meta-data/',
  'https://[fe80::1]/hook',
  'https://93.184.215.14/hook',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://printer.local/hook',
  'https://router.home.arpa/hook',
  'https://user:secret@hooks.example.org/hook',
  'http://hooks.example.org/hook',
];

describe('webhook and push targets', () => {
  it('are refused for every local, private, special or literal address, and accepted for public host names', () => {
    for (const url of REFUSED) expect(outboundRefusal(url), url).toEqual(expect.any(String));
    for (const url of ['https://discord.com/api/webhooks/1/x', 'https://hooks.slack.com/services/T/B/X', 'https://fcm.googleapis.com/fcm/send/abc', 'https://web.push.apple.com/QO']) {
      expect(outboundRefusal(url), url).toBeUndefined();
    }
  });

  it('are refused when saved, with the path of the offending entry', async () => {
    const seen = catchAll();
    const ana = await newPlayer('Ana');
    for (const url of REFUSED) {
      const p = await problemOf(await put(ana.token, { webhooks: [{ url: 'https://hooks.example.org/ok', format: 'json' }, { url, format: 'json' }] }), 422, 'VALIDATION_FAILED');
      expect(p.errors?.[0]?.path, url).toBe('webhooks.1.url');
    }
    const push = await problemOf(
      await put(ana.token, { push: [{ endpoint: 'https://169.254.169.254/push', keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } }] }),
      422,
      'VALIDATION_FAILED',
    );
    expect(push.errors?.[0]?.path).toBe('push.0.endpoint');
    expect(seen).toEqual([]);
  });

  it('saved before the check existed are not called', async () => {
    const seen = catchAll();
    const ana = await newPlayer('Ana');
    const stub = playerStub(playerIdOf(ana.token));
    await runInDurableObject(stub, (_o, state) => {
      const stored = { yourTurn: true, reminders: true, digest: { enabled: false, hourUtc: 7 }, push: [],
        webhooks: [{ id: 'old', url: 'https://169.254.169.254/latest/meta-data/', format: 'json', secret: 'whsec_x', createdAt: new Date().toISOString() }] };
      state.storage.sql.exec("INSERT INTO kv (key, value) VALUES ('notifications', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", JSON.stringify(stored));
    });
    expect(await json<{ queued: number }>(await testEvent(ana.token), 202)).toEqual({ queued: 1 });
    // The delivery runs from the player's alarm and gives up on the target without calling it.
    await runDurableObjectAlarm(stub);
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.map((r) => r.url)).toEqual([]);
    expect(await runInDurableObject(stub, (_o, state) => state.storage.sql.exec('SELECT COUNT(*) AS n FROM outbox').one().n)).toBe(0);
  });

  it('never follow a redirect, and every request carries a time limit', async () => {
    const seen = catchAll(() => new Response(null, { status: 302, headers: { location: 'https://127.0.0.1/inside' } }));
    const ana = await newPlayer('Ana');
    await json<PutNotificationsResponse>(await put(ana.token, { webhooks: [{ url: 'https://hooks.example.org/moved', format: 'json' }] }));
    await json(await testEvent(ana.token), 202);
    await received(seen, 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.map((r) => r.url)).toEqual(['https://hooks.example.org/moved']);
    expect(seen[0]!.redirect).toBe('manual');
    expect(seen[0]!.signal).toBeDefined();
  });
});

describe('the test message', () => {
  it('goes out three times in a row, then at most once a minute', async () => {
    catchAll();
    const ana = await newPlayer('Ana');
    await json(await put(ana.token, { webhooks: [{ url: 'https://hooks.example.org/t', format: 'json' }] }));
    for (let i = 0; i < 3; i++) await json(await testEvent(ana.token), 202);
    const limited = await testEvent(ana.token);
    const p = await problemOf(limited, 429, 'RATE_LIMITED');
    expect(p.detail).toMatch(/once a minute/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
