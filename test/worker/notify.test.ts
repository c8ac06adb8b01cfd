import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { NotificationSettings, PutNotificationsResponse, CorrTableState as TableState } from '../../shared/protocol-correspondence.js';
import { now, travel } from '../../worker/clock.js';
import { fromBase64Url } from '../../worker/push/base64url.js';
import { verifyVapidJwt } from '../../worker/push/vapid.js';
import { DAY, expectNoHiddenCard, hmacHex, HOUR, type Outbound, playerStub, publicCards, received, receiver, stateOf } from './corr-helpers.js';
import { act, call, json, newPlayer, newTable, problemOf } from './helpers.js';
import { decryptPush, newSubscriber } from './push-crypto.js';

const put = (token: string, body: unknown) => call('/api/me/notifications', { method: 'PUT', token, body });
const testEvent = (token: string) => call('/api/me/notifications/test', { token, raw: '' });
const playerIdOf = (token: string) => /^st_([a-z2-9]{16})_/.exec(token)![1]!;

describe('webhooks', () => {
  it('are signed with HMAC-SHA256 and retried with exponential backoff from the player\'s alarm', async () => {
    const got = receiver('https://hooks.test/retry', (_req, n) => (n <= 2 ? 500 : 204));
    const ana = await newPlayer('Ana');
    const saved = await json<PutNotificationsResponse>(await put(ana.token, { webhooks: [{ url: 'https://hooks.test/retry', format: 'json' }] }));
    const secret = saved.secrets[0]!.secret;
    expect(saved.webhooks).toEqual([{ id: saved.secrets[0]!.id, url: 'https://hooks.test/retry', format: 'json', createdAt: expect.any(String) }]);
    // The secret is shown once, never again.
    const again = await call('/api/me/notifications', { token: ana.token });
    expect(await again.text()).not.toContain(secret);

    expect(await json<{ queued: number }>(await testEvent(ana.token), 202)).toEqual({ queued: 1 });
    await received(got, 1);
    const first = got[0]!;
    expect(first.headers['x-stammtisch-signature']).toBe(`sha256=${await hmacHex(secret, first.body)}`);
    expect(first.headers['x-stammtisch-signature']).not.toBe(`sha256=${await hmacHex('whsec_wrong', first.body)}`);
    expect(JSON.parse(first.text)).toMatchObject({ event: 'test', kind: 'test', url: 'http://localhost:8787/my' });

    const stub = playerStub(playerIdOf(ana.token));
    // The first retry waits 30 s, the second 60 s.
    travel(29_000);
    await runDurableObjectAlarm(stub);
    expect(got).toHaveLength(1);
    travel(1_000);
    await runDurableObjectAlarm(stub);
    await received(got, 2);
    travel(59_000);
    await runDurableObjectAlarm(stub);
    expect(got).toHaveLength(2);
    travel(1_000);
    await runDurableObjectAlarm(stub);
    await received(got, 3);
    expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(30_000);
    expect(got[2]!.at - got[1]!.at).toBeGreaterThanOrEqual(60_000);
    // Every attempt is the same delivery, with the same signed body.
    expect(new Set(got.map((g) => g.headers['x-stammtisch-delivery'])).size).toBe(1);
    for (const g of got) expect(g.headers['x-stammtisch-signature']).toBe(`sha256=${await hmacHex(secret, g.body)}`);
    // Delivered: nothing more is sent.
    travel(HOUR);
    await runDurableObjectAlarm(stub);
    expect(got).toHaveLength(3);
  });

  it('speak Discord and Slack, and refuse plain http', async () => {
    const got = receiver('https://hooks.test/formats');
    const ana = await newPlayer('Ana');
    await problemOf(await put(ana.token, { webhooks: [{ url: 'http://hooks.test/x' }] }), 422, 'VALIDATION_FAILED');
    const saved = await json<PutNotificationsResponse>(
      await put(ana.token, { webhooks: [{ url: 'https://hooks.test/formats/discord', format: 'discord' }, { url: 'https://hooks.test/formats/slack', format: 'slack' }] }),
    );
    await json(await testEvent(ana.token), 202);
    await received(got, 2);
    const by = (path: string): Outbound => got.find((g) => g.url.endsWith(path))!;
    expect(JSON.parse(by('/discord').text)).toEqual({
      username: 'Stammtisch',
      content: 'Hello Ana\\: this is how Stammtisch tells you it is your turn\nhttp://localhost:8787/my',
      allowed_mentions: { parse: [] },
    });
    expect(JSON.parse(by('/slack').text)).toEqual({
      text: 'Hello Ana: this is how Stammtisch tells you it is your turn <http://localhost:8787/my|Open>',
      mrkdwn: false,
      unfurl_links: false,
    });
    const secrets = new Map(saved.secrets.map((s) => [s.id, s.secret]));
    const [discord, slack] = saved.webhooks;
    expect(by('/discord').headers['x-stammtisch-signature']).toBe(`sha256=${await hmacHex(secrets.get(discord!.id)!, by('/discord').body)}`);
    expect(by('/slack').headers['x-stammtisch-signature']).toBe(`sha256=${await hmacHex(secrets.get(slack!.id)!, by('/slack').body)}`);
    // Keeping a webhook by id keeps its secret; dropping it from the list removes it.
    const kept = await json<PutNotificationsResponse>(await put(ana.token, { webhooks: [{ id: discord!.id, url: 'https://hooks.test/formats/discord2', format: 'discord' }] }));
    expect(kept.secrets).toEqual([]);
    expect(kept.webhooks.map((w) => w.url)).toEqual(['https://hooks.test/formats/discord2']);
  });
});

describe('browser push', () => {
  it('sends "your turn" encrypted for the subscription, with a VAPID token, and forgets a subscription that is gone', async () => {
    const got = receiver('https://push.test/', (req) => (req.url.endsWith('/gone') ? 410 : 201));
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const sub = await newSubscriber();
    const saved = await json<PutNotificationsResponse>(
      await put(ben.token, { push: [{ endpoint: 'https://push.test/ben', expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } }] }),
    );
    expect(saved.push).toEqual([{ id: expect.any(String), endpoint: 'https://push.test/ben', createdAt: expect.any(String) }]);
    const { table } = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, name: 'Friday table' });
    await json(await call(`/api/tables/${table.id}/seats/1`, { token: ben.token, raw: '' }));
    let s = await stateOf(table.id, ana.token);
    if (s.table.toAct.includes(1)) {
      const b = await stateOf(table.id, ben.token);
      await json(await act(table.id, ben.token, b.seq, b.legal[0]!));
      await received(got, 1, 'a push');
      got.splice(0);
      s = await stateOf(table.id, ana.token);
    }
    await json(await act(table.id, ana.token, s.seq, s.legal[0]!));
    await received(got, 1, 'a push');
    const push = got[0]!;
    expect(push.url).toBe('https://push.test/ben');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const payload = JSON.parse(await decryptPush(push.body, sub)) as Record<string, string>;
    expect(payload).toMatchObject({ title: 'Stammtisch · Friday table', url: `http://localhost:8787/t/${table.id}`, kind: 'turn' });
    expect(payload.body).toMatch(/^Your turn at Friday table: Ana play /);
    expectNoHiddenCard(JSON.stringify(payload), await publicCards(table.id), 'the push');
    const m = /^vapid t=([^,]+), k=(.+)$/.exec(push.headers.authorization!)!;
    const settings = await json<NotificationSettings>(await call('/api/me/notifications', { token: ben.token }));
    expect(m[2]).toBe(settings.vapidPublicKey);
    expect(await verifyVapidJwt(m[1]!, settings.vapidPublicKey)).toBe(true);
    expect(JSON.parse(new TextDecoder().decode(fromBase64Url(m[1]!.split('.')[1]!)))).toMatchObject({ aud: 'https://push.test' });

    // A push service answering 410 Gone: the subscription is removed.
    await json(await put(ben.token, { push: [{ endpoint: 'https://push.test/gone', keys: { p256dh: sub.p256dh, auth: sub.auth } }] }));
    await json(await testEvent(ben.token), 202);
    await received(got, 2, 'the push to a gone subscription');
    for (let i = 0; i < 50; i++) {
      const left = await json<NotificationSettings>(await call('/api/me/notifications', { token: ben.token }));
      if (left.push.length === 0) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the gone subscription was kept');
  });
});

describe('no channel names a hidden card', () => {
  it('checks every webhook (json, Discord, Slack) and push of a match in progress against the public cards', async () => {
    const got = receiver(/^https:\/\/(hooks|push)\.test\/leak\//);
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const subs = [await newSubscriber(), await newSubscriber()];
    for (const [i, p] of [ana, ben].entries()) {
      await json(await put(p.token, {
        webhooks: [{ url: `https://hooks.test/leak/${i}/json` }, { url: `https://hooks.test/leak/${i}/discord`, format: 'discord' }, { url: `https://hooks.test/leak/${i}/slack`, format: 'slack' }],
        push: [{ endpoint: `https://push.test/leak/${i}`, keys: { p256dh: subs[i]!.p256dh, auth: subs[i]!.auth } }],
      }));
    }
    const { table } = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, autoPlaySingle: false });
    await json(await call(`/api/tables/${table.id}/seats/1`, { token: ben.token, raw: '' }));
    const tokens = [ana.token, ben.token];
    // The first "your turn" comes when the match starts.
    let turns = 1;
    await received(got, 4, 'the first turn');
    for (let move = 0; move < 5; move++) {
      const seat = (await stateOf(table.id)).table.toAct[0]!;
      const mover = await stateOf(table.id, tokens[seat]);
      await json<TableState>(await act(table.id, tokens[seat]!, mover.seq, mover.legal[0]!));
      // One "your turn" per turn, four webhooks and pushes each: wait for them before the next move.
      turns++;
      await received(got, turns * 4, `notifications of turn ${turns}`);
      const known = await publicCards(table.id);
      for (const g of got.slice(-4)) {
        const i = Number(/\/leak\/(\d)/.exec(g.url)![1]);
        const text = g.url.startsWith('https://push.test/') ? await decryptPush(g.body, subs[i]!) : g.text;
        expectNoHiddenCard(text, known, g.url);
        expect(text).toContain('Your turn at');
      }
      const json_ = JSON.parse(got.slice(-4).find((g) => g.url.endsWith('/json'))!.text) as { moves: { seat: number; action: string }[] };
      // Grouped: the moves since the receiver's own last one, as everyone saw them.
      expect(json_.moves.at(-1)).toEqual({ seat, name: seat === 0 ? 'Ana' : 'Ben', action: mover.legal[0] });
    }
    expect(got.filter((g) => g.headers['x-stammtisch-event'] !== undefined).every((g) => g.headers['x-stammtisch-event'] === 'turn')).toBe(true);
  });
});

describe('the daily digest', () => {
  it('lists the tables waiting for the player, at most once a day', async () => {
    const got = receiver('https://hooks.test/digest');
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const hour = (new Date(now()).getUTCHours() + 2) % 24;
    await json(await put(ben.token, { yourTurn: false, digest: { enabled: true, hourUtc: hour }, webhooks: [{ url: 'https://hooks.test/digest' }] }));
    const { table } = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, name: 'Digest table' });
    await json(await call(`/api/tables/${table.id}/seats/1`, { token: ben.token, raw: '' }));
    const s = await stateOf(table.id, ana.token);
    if (s.table.toAct.includes(0)) await json(await act(table.id, ana.token, s.seq, s.legal[0]!));
    // The list follows within a second; "your turn" itself is switched off.
    await new Promise((r) => setTimeout(r, 1300));
    expect(got).toHaveLength(0);
    const stub = playerStub(playerIdOf(ben.token));
    const until = ((hour * HOUR - (now() % DAY)) + DAY) % DAY;
    travel(until + 1000);
    await runDurableObjectAlarm(stub);
    await received(got, 1, 'the digest');
    const digest = JSON.parse(got[0]!.text) as { kind: string; tables: { id: string }[]; text: string };
    expect(digest).toMatchObject({ kind: 'digest', text: 'Your turn at 1 table: Digest table' });
    expect(digest.tables.map((t) => t.id)).toEqual([table.id]);
    travel(2 * HOUR);
    await runDurableObjectAlarm(stub);
    travel(10 * HOUR);
    await runDurableObjectAlarm(stub);
    expect(got.filter((g) => g.headers['x-stammtisch-event'] === 'digest')).toHaveLength(1);
  });
});
