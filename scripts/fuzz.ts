/**
 * npm run fuzz: the long versions of the bad-input and leak checks (the short ones run in `npm test`).
 *
 * 1. Leaks, engine level (test/engine/leaks.ts): thousands of random matches of every game and seat
 *    count; every view and legal list, every public notation, the record before the end and the
 *    refusals of wrong moves, against each game's `hiddenFrom`; the seed in nothing before the end.
 * 2. Bad input against `wrangler dev` on 127.0.0.1 (test/worker/fuzz-inputs.ts): thousands of random
 *    and mutated requests to every documented route, and random socket messages. Every answer must be
 *    a 4xx problem+json or a success (never a 5xx, never a stack trace), carry nosniff, and a refused
 *    request must leave the tables under test exactly as they were (state and record compared).
 *
 * Usage: npm run fuzz [-- --matches 300 --requests 3000 --messages 1000 --seed 42 --no-write]
 */
import fc from 'fast-check';
import { parseArgs } from 'node:util';
import { gameList, getGame } from '../shared/index.js';
import type { MatchRecordWire, TableState } from '../shared/protocol.js';
import { checkLeaks, leakConfigs } from '../test/engine/leaks.js';
import { badAnswer, badSocketAnswer, type FuzzWorld, request as fuzzRequest, socketMessage } from '../test/worker/fuzz-inputs.js';
import { ROUTES } from '../worker/openapi.js';
import { QueueSocket, request, send, wsUrl } from './lib/client.js';
import { machine, table, writeSection } from './lib/report.js';
import { LocalServer, UNLIMITED } from './lib/wrangler.js';

const { values: args } = parseArgs({
  options: {
    matches: { type: 'string', default: '300' },
    requests: { type: 'string', default: '3000' },
    messages: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '42' },
    'no-write': { type: 'boolean', default: false },
  },
});
const SEED = Number(args.seed);

function leakRun(): { rows: [string, string | number][]; leaks: string[] } {
  const rows: [string, string | number][] = [];
  const leaks: string[] = [];
  let matches = 0;
  let actions = 0;
  let payloads = 0;
  const t0 = performance.now();
  for (const config of leakConfigs(gameList)) {
    const def = getGame(config.game)!;
    // A Radl of Tarock is four deals of ~80 actions: fewer of them for the same time.
    const n = config.game === 'tarock' ? Math.ceil(Number(args.matches) / 3) : Number(args.matches);
    const t = performance.now();
    let a = 0;
    for (let i = 0; i < n; i++) {
      const r = checkLeaks(def, config, `fuzz-${SEED}-${config.game}-${config.seats}-${i}`);
      a += r.actions;
      payloads += r.payloads;
      leaks.push(...r.leaks.map((l) => `${config.game} ${config.seats} #${i}: ${l}`));
      if (!r.finished) leaks.push(`${config.game} ${config.seats} #${i}: the match did not end`);
    }
    matches += n;
    actions += a;
    rows.push([`${def.name}, ${config.seats} players`, `${n} matches, ${a.toLocaleString('en-US')} actions (${((performance.now() - t) / 1000).toFixed(0)} s)`]);
    console.log(`  leaks: ${config.game} ${config.seats}: ${n} matches, ${leaks.length} leaks so far`);
  }
  rows.push(['total', `${matches.toLocaleString('en-US')} matches, ${actions.toLocaleString('en-US')} actions, ${payloads.toLocaleString('en-US')} payloads checked in ${((performance.now() - t0) / 1000).toFixed(0)} s`]);
  rows.push(['leaks', leaks.length]);
  return { rows, leaks };
}

/** A table in play and a private one waiting, as in test/worker/fuzz.test.ts. */
async function world(base: string): Promise<FuzzWorld & { reader: string; idle: string }> {
  const [ana, ben, cleo] = await Promise.all(['Ana', 'Ben', 'Cleo'].map((name) => request<{ token: string }>(base, '/api/players', undefined, { name })));
  const playing = await request<{ table: { id: string } }>(base, '/api/tables', ana!.token, { game: 'tablanet', seats: 2, seat: 0 });
  await request(base, `/api/tables/${playing.table.id}/seats/1`, ben!.token, {});
  const waiting = await request<{ table: { id: string }; invite: string }>(base, '/api/tables', ana!.token, { game: 'tarot', seats: 3, seat: 0, visibility: 'private' });
  const seat = (await request<TableState>(base, `/api/tables/${playing.table.id}`)).table.toAct[0]!;
  const mover = await request<TableState>(base, `/api/tables/${playing.table.id}`, [ana!.token, ben!.token][seat]);
  return {
    playing: playing.table.id,
    waiting: waiting.table.id,
    seq: mover.seq,
    legal: mover.legal,
    invite: waiting.invite,
    tokens: [ana!.token, ben!.token, cleo!.token],
    reader: ana!.token,
    idle: [ana!.token, ben!.token][1 - seat]!,
  };
}

async function snapshot(base: string, w: FuzzWorld & { reader: string }): Promise<string> {
  const parts: unknown[] = [];
  for (const id of [w.playing, w.waiting]) {
    const q = `?invite=${w.invite}`;
    const state = await request<TableState>(base, `/api/tables/${id}${q}`, w.reader);
    const rec = await request<MatchRecordWire>(base, `/api/tables/${id}/record${q}`, w.reader);
    parts.push(state.seq, state.table, rec.actions);
  }
  return JSON.stringify(parts);
}

const CHANGES = /^(POST|DELETE) \/api\/tables\/\{id\}\//;

async function inputRun(): Promise<{ rows: [string, string | number][]; failures: string[] }> {
  const server = await LocalServer.start({ label: 'fuzz', vars: UNLIMITED });
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const routes = new Map<string, number>();
  try {
    const base = server.base;
    const w = await world(base);
    let before = await snapshot(base, w);
    const cases = fc.sample(fuzzRequest(w, ROUTES), { numRuns: Number(args.requests), seed: SEED });
    const t0 = performance.now();
    for (const [i, r] of cases.entries()) {
      const a = await send(base, r.path, { method: r.method, headers: r.headers, ...(r.body === undefined ? {} : { raw: r.body }) });
      statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      routes.set(r.route, (routes.get(r.route) ?? 0) + 1);
      const what = `${r.method} ${r.path.slice(0, 100)}`;
      const bad = badAnswer(a.status, a.contentType, a.text);
      if (bad) failures.push(`${what}: ${bad}`);
      if (a.headers.get('x-content-type-options') !== 'nosniff') failures.push(`${what}: no nosniff`);
      const after = await snapshot(base, w);
      if (a.status < 300 && CHANGES.test(r.route)) before = after;
      else if (after !== before) failures.push(`${what}: answered ${a.status} and changed a table`);
      if (i % 500 === 499) console.log(`  requests: ${i + 1}, ${failures.length} failures`);
    }
    const restSeconds = (performance.now() - t0) / 1000;

    // The socket: a seat that is not to act, so that even a valid move is refused and nothing changes.
    const socket = await QueueSocket.open(wsUrl(base, w.playing, w.idle));
    await socket.until((m) => m.type === 'state');
    const messages = fc.sample(socketMessage(w), { numRuns: Number(args.messages), seed: SEED + 1 });
    const socketBefore = await snapshot(base, w);
    let errors = 0;
    for (const m of messages) {
      socket.send(m);
      socket.send('{"type": "ping"}');
      for (;;) {
        const answer = await socket.until(() => true, 10_000);
        if (answer.type === 'pong') break;
        if (answer.type === 'error') errors++;
        const bad = badSocketAnswer(answer);
        if (bad) failures.push(`socket ${m.slice(0, 100)}: ${bad}`);
      }
    }
    if (socket.closed) failures.push('the socket was closed by the server');
    socket.close();
    if ((await snapshot(base, w)) !== socketBefore) failures.push('socket messages changed the table');
    const by = (m: Map<number | string, number>) => [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([k, v]) => `${k}: ${v}`).join(', ');
    const rows: [string, string | number][] = [
      ['requests', `${cases.length.toLocaleString('en-US')} to ${routes.size} documented routes in ${restSeconds.toFixed(0)} s (fast-check seed ${SEED})`],
      ['answers by status', by(statuses)],
      ['requests per route', by(routes)],
      ['socket messages', `${messages.length.toLocaleString('en-US')}, answered by ${errors.toLocaleString('en-US')} errors with known codes`],
      ['5xx, stack traces, answers not problem+json', failures.filter((f) => !/changed/.test(f)).length],
      ['refused requests that changed a table', failures.filter((f) => /changed/.test(f)).length],
    ];
    return { rows, failures };
  } finally {
    await server.stop();
  }
}

console.log('leaks (engine level)…');
const leakResult = leakRun();
console.log(table(leakResult.rows));
console.log('bad input (wrangler dev)…');
const inputResult = await inputRun();
console.log(table(inputResult.rows));
for (const f of [...leakResult.leaks, ...inputResult.failures].slice(0, 30)) console.log(`  ${f}`);
if (!args['no-write']) {
  writeSection('leaks', `Run ${machine()}: \`npm run fuzz -- --matches ${args.matches}\`.\n\n${table(leakResult.rows)}`);
  writeSection('fuzz', `Run ${machine()}: \`npm run fuzz -- --requests ${args.requests} --messages ${args.messages}\`.\n\n${table(inputResult.rows)}`);
}
process.exit(leakResult.leaks.length + inputResult.failures.length === 0 ? 0 : 1);
