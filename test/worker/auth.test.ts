/**
 * Authorization and the security basics: tokens act only for their own seats, spectators never act,
 * rate limits hold, tokens are kept hashed and compared in constant time, bodies and socket messages
 * are bounded, and every answer carries the security headers.
 */
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { MatchRecordWire, TableState } from '../../shared/protocol.js';
import { freezeClock, resetClock, travel } from '../../worker/clock.js';
import type { PlayerDO } from '../../worker/player-do.js';
import { act, BASE, call, json, newPlayer, newTable, problemOf, refusal, Socket, stateOf, tableStub } from './helpers.js';

/** A table for three, every seat taken, with the seat to act and everyone's token. */
async function tableForThree() {
  const people = await Promise.all(['Ana', 'Ben', 'Cleo'].map((n) => newPlayer(n)));
  const tokens = people.map((p) => p.token);
  const { table } = await newTable(tokens[0]!, { game: 'tablanet', seats: 3, seat: 0 });
  for (const seat of [1, 2]) await json(await call(`/api/tables/${table.id}/seats/${seat}`, { token: tokens[seat], body: {} }));
  const toAct = (await stateOf(table.id)).table.toAct[0]!;
  return { id: table.id, tokens, toAct };
}

const sha256 = async (text: string): Promise<string> =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

const recordOf = async (id: string) => json<MatchRecordWire>(await call(`/api/tables/${id}/record`));

describe('who may act', () => {
  it('a token acts only for its own seat, over REST and over the socket', async () => {
    const { id, tokens, toAct } = await tableForThree();
    const mine = await stateOf(id, tokens[toAct]);
    const action = mine.legal[0]!;
    for (let holder = 0; holder < 3; holder++) {
      for (let seat = 0; seat < 3; seat++) {
        if (seat === holder) continue;
        const res = await call(`/api/tables/${id}/actions`, { token: tokens[holder], body: { seq: mine.seq, action, seat } });
        await problemOf(res, 403, 'FORBIDDEN');
      }
    }
    const socket = await Socket.open(id, tokens[(toAct + 1) % 3]);
    await socket.next();
    socket.send({ type: 'act', seq: mine.seq, action, seat: toAct, requestId: 'theirs' });
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'FORBIDDEN', requestId: 'theirs' });
    socket.close();
    expect((await recordOf(id)).actions).toEqual([]);
  });

  it('spectators and strangers never act: 401 without a token, 403 with one that has no seat here', async () => {
    const { id, tokens, toAct } = await tableForThree();
    const mine = await stateOf(id, tokens[toAct]);
    const stranger = await newPlayer('Dora');
    await problemOf(await call(`/api/tables/${id}/actions`, { body: { seq: mine.seq, action: mine.legal[0] } }), 401, 'UNAUTHORIZED');
    await problemOf(await act(id, stranger.token, mine.seq, mine.legal[0]!), 403, 'FORBIDDEN');
    const theirs = await stateOf(id, stranger.token);
    expect(theirs.yourSeat).toBeNull();
    expect(theirs.legal).toEqual([]);
    expect(theirs.view.hand).toEqual([]);
    for (const token of [undefined, stranger.token]) {
      const socket = await Socket.open(id, token);
      await socket.next();
      socket.send({ type: 'act', seq: mine.seq, action: mine.legal[0], requestId: 'x' });
      expect((await socket.next()) as { code: string }).toMatchObject({ type: 'error', requestId: 'x' });
      socket.close();
    }
    expect((await recordOf(id)).actions).toEqual([]);
    expect((await stateOf(id, tokens[toAct])).seq).toBe(mine.seq);
  });
});

describe('private tables', () => {
  it('are listed nowhere and readable only by their players and with the invitation', async () => {
    const [ana, ben, eve] = await Promise.all(['Ana', 'Ben', 'Eve'].map((n) => newPlayer(n)));
    const { table, invite } = await newTable(ana!.token, { game: 'tablanet', seats: 2, seat: 0, visibility: 'private', lobby: 'club-p' });
    const id = table.id;
    await json(await call(`/api/tables/${id}/seats/1`, { token: ben!.token, body: { invite } }));
    expect((await json<{ tables: unknown[] }>(await call('/api/lobbies/club-p/tables'))).tables).toEqual([]);
    expect((await json<{ tables: unknown[] }>(await call('/api/me/tables', { token: eve!.token }))).tables).toEqual([]);

    const reads = [`/api/tables/${id}`, `/api/tables/${id}/events`, `/api/tables/${id}/record`, `/api/tables/${id}/record?format=ndjson`];
    for (const path of reads) {
      const join = path.includes('?') ? '&' : '?';
      await problemOf(await call(path), 403, 'FORBIDDEN');
      await problemOf(await call(path, { token: eve!.token }), 403, 'FORBIDDEN');
      await problemOf(await call(`${path}${join}invite=${invite.slice(0, -1)}${invite.endsWith('x') ? 'y' : 'x'}`), 403, 'FORBIDDEN');
      expect((await call(`${path}${join}invite=${invite}`)).status, path).toBe(200);
      expect((await call(path, { token: ben!.token })).status, path).toBe(200);
    }
    // The invitation shows the spectator's view: no hand.
    const watched = await json<TableState>(await call(`/api/tables/${id}?invite=${invite}`));
    expect(watched.yourSeat).toBeNull();
    expect(watched.view.hand).toEqual([]);
    const upgrade = (query: string) => SELF.fetch(`${BASE}/api/tables/${id}/ws${query}`, { headers: { upgrade: 'websocket' } });
    expect(await refusal(await upgrade(''))).toMatchObject({ code: 'FORBIDDEN', close: 4403 });
    expect(await refusal(await upgrade(`?token=${eve!.token}`))).toMatchObject({ code: 'FORBIDDEN', close: 4403 });
    for (const query of [`?invite=${invite}`, `?token=${ana!.token}`]) {
      const res = await upgrade(query);
      expect(res.status).toBe(101);
      res.webSocket!.accept();
      res.webSocket!.close();
    }
    // A public table stays open to anyone who knows its id.
    const open = await newTable(ana!.token, { game: 'tablanet', seats: 2, seat: 0 });
    expect((await call(`/api/tables/${open.table.id}/record`)).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('a burst over the limit of one token gets 429 problem+json with Retry-After', async () => {
    const { token } = await newPlayer('Eve');
    // Bursts of 200 until one goes over (each check asks the player's object, so on a loaded machine
    // a burst may take long enough for the bucket to refill).
    const answers: Response[] = [];
    for (let burst = 0; burst < 5 && !answers.some((r) => r.status === 429); burst++) {
      answers.push(...(await Promise.all(Array.from({ length: 200 }, () => call('/api/me', { token })))));
    }
    const limited = answers.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(100);
    const p = await problemOf(limited[0]!, 429, 'RATE_LIMITED');
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(p.detail).toMatch(/retry in \d+ s/);
    // Another token is not affected.
    expect((await call('/api/me', { token: (await newPlayer('Fay')).token })).status).toBe(200);
  });

  it('is kept per player however the header is spelled, and per address for tokens that are not valid', async () => {
    // The service clock stands still, so no bucket refills however slowly a loaded machine answers.
    freezeClock();
    onTestFinished(resetClock);
    // One token, its header spelled three ways from three addresses: one bucket, the player's.
    const { token } = await newPlayer('Hal');
    const spellings = [`Bearer ${token}`, `bearer ${token}`, `Bearer   ${token}  `];
    const mine = await Promise.all(
      Array.from({ length: 210 }, (_, i) => call('/api/me', { headers: { authorization: spellings[i % 3]!, 'cf-connecting-ip': `203.0.113.${i % 3}` } })),
    );
    expect(mine.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    expect(mine.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(100);

    // Made-up tokens from one address, each different: they share the address's bucket, and those
    // let through are still refused as 401 problem+json.
    const id = (i: number) => [...i.toString(8)].map((d) => '23456789'[Number(d)]).join('').padStart(16, 'q');
    // (One in ten is spelled like a real token: each of those wakes a Player object, which takes a while.)
    const made = (i: number) => (i % 10 === 0 ? `st_${id(i)}_${'0'.repeat(64)}` : `garbage-${i}`);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => call('/api/me', { headers: { authorization: `Bearer ${made(i)}`, 'cf-connecting-ip': '203.0.113.99' } })),
    );
    const limited = answers.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    await problemOf(limited[0]!, 429, 'RATE_LIMITED');
    const refused = answers.filter((r) => r.status !== 429);
    expect(refused.length).toBeGreaterThanOrEqual(100);
    for (const r of refused) await problemOf(r, 401, 'UNAUTHORIZED');
    // Another address is not affected, and a player known to the server keeps its own bucket at the
    // limited address.
    await problemOf(await call('/api/me', { headers: { authorization: 'Bearer garbage', 'cf-connecting-ip': '203.0.113.98' } }), 401, 'UNAUTHORIZED');
    const fay = await newPlayer('Fay');
    expect((await call('/api/me', { token: fay.token })).status).toBe(200);
    // A second refills 30 of the address's tokens. Checking Fay's token takes one from the address and
    // gives it back once her token is valid, so 40 of her calls there all pass and leave the address
    // its tokens: a made-up token afterwards is still answered 401, not 429.
    travel(1000);
    // (One after the other: a call in flight holds the address's token until her token is checked.)
    for (let i = 0; i < 40; i++) {
      expect((await call('/api/me', { headers: { authorization: `Bearer ${fay.token}`, 'cf-connecting-ip': '203.0.113.99' } })).status).toBe(200);
    }
    await problemOf(await call('/api/me', { headers: { authorization: 'Bearer garbage', 'cf-connecting-ip': '203.0.113.99' } }), 401, 'UNAUTHORIZED');
  });

  it('a socket flooding a table gets RATE_LIMITED errors and the table stays as it was', async () => {
    const { id, tokens, toAct } = await tableForThree();
    const waiting = (toAct + 1) % 3;
    const socket = await Socket.open(id, tokens[waiting]);
    const first = (await socket.next()) as TableState;
    for (let i = 0; i < 80; i++) socket.send({ type: 'act', seq: first.seq, action: 'play H2', requestId: `f${i}` });
    const codes: string[] = [];
    for (let i = 0; i < 80; i++) codes.push(((await socket.next()) as { code?: string }).code ?? 'none');
    expect(codes).toContain('RATE_LIMITED');
    expect(codes.every((c) => ['RATE_LIMITED', 'NOT_YOUR_TURN', 'ILLEGAL_ACTION'].includes(c))).toBe(true);
    socket.close();
    expect((await recordOf(id)).actions).toEqual([]);
  });
});

describe('tokens', () => {
  it('are stored as SHA-256 hashes only: no object keeps the token', async () => {
    const { token, player } = await newPlayer('Gus');
    const secret = token.split('_')[2]!;
    const stub = env.PLAYERS.get(env.PLAYERS.idFromName(player.id));
    const rows = await runInDurableObject(stub, (_i: PlayerDO, state) => state.storage.sql.exec('SELECT * FROM sessions').toArray());
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(await sha256(token));
    const everything = await runInDurableObject(stub, (_i: PlayerDO, state) => {
      const names = state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").toArray();
      return JSON.stringify(names.map(({ name }) => (name.startsWith('_') ? [] : state.storage.sql.exec(`SELECT * FROM "${name}"`).toArray())));
    });
    expect(everything).not.toContain(secret);
    // A table the player sits at keeps the player id, never the token.
    const { table } = await newTable(token, { game: 'tablanet', seats: 2, seat: 0 });
    const dump = await runInDurableObject(tableStub(table.id), (_i, state) => {
      const names = state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").toArray();
      return JSON.stringify(names.map(({ name }) => (name.startsWith('_') ? [] : state.storage.sql.exec(`SELECT * FROM "${name}"`).toArray())));
    });
    expect(dump).toContain(player.id);
    expect(dump).not.toContain(secret);
  });

  it('are looked up by their SHA-256 hash, so that timing tells nothing about a token; a near miss fails', async () => {
    // The index is searched with the hash of what was sent: an attacker steers the hash no better
    // than chance, so how far the lookup got says nothing about any token's secret.
    const { token, player } = await newPlayer('Hal');
    const hash = await sha256(token);
    const stub = env.PLAYERS.get(env.PLAYERS.idFromName(player.id));
    const results = await runInDurableObject(stub, (instance: PlayerDO) => {
      const flip = (h: string, i: number) => h.slice(0, i) + (h[i] === '0' ? '1' : '0') + h.slice(i + 1);
      return [instance.verify(hash), instance.verify(flip(hash, 0)), instance.verify(flip(hash, 63)), instance.verify(hash.slice(1))];
    });
    expect(results[0]?.player).toEqual(player);
    expect(results.slice(1)).toEqual([null, null, null]);
  });
});

describe('bounded input', () => {
  it('refuses a streamed body over 16 KiB without a Content-Length, and a socket message over 16 KiB', async () => {
    const { token } = await newPlayer('Ida');
    const chunk = new TextEncoder().encode(`{"name":"${'x'.repeat(20_000)}"}`);
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await SELF.fetch(`${BASE}/api/tables`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.251' },
      body,
    });
    await problemOf(res, 413, 'PAYLOAD_TOO_LARGE');
    const { id, tokens } = await tableForThree();
    const socket = await Socket.open(id, tokens[0]);
    await socket.next();
    socket.send(`{"type":"act","seq":0,"action":"${'x'.repeat(17_000)}"}`);
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'PAYLOAD_TOO_LARGE' });
    socket.close();
  });
});

describe('security headers', () => {
  it('every worker answer says nosniff and no-referrer; the API docs and the widget page carry a strict policy', async () => {
    for (const path of ['/health', '/api/games', '/api/tables/zzzzzzzzzzzz', '/api/nothing']) {
      const res = await call(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      await res.arrayBuffer();
    }
    const docs = await call('/api/docs');
    expect(docs.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    await docs.arrayBuffer();

    const embed = await call('/embed/tables/abcdefghijkm');
    const page = await embed.text();
    const csp = embed.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-ancestors \*/);
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toMatch(/object-src 'none'/);
    // The page's inline script is allowed by its hash and nothing else inline is.
    const inline = [...page.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(inline[0]!)));
    expect(csp).toContain(`'sha256-${btoa(String.fromCharCode(...digest))}'`);
  });
});
