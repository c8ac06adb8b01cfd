/**
 * Scripted players for the load and fault runs: tables of every game played by clients over REST (the
 * event feed's long poll to wait, POST to act) and over WebSockets, mixed at the same table, some seats
 * driven by two devices at once (a socket and REST racing for the same move). Every client checks every
 * state it receives (its own seat and hand only, a legal list consistent with the view, seq never going
 * back), every acknowledged action is remembered for the comparison with the log, and every view's
 * cards are kept so that finished matches can be checked against the truth rebuilt from their seed.
 */
import { type AnyGameDef, applyNotation, createMatch, getGame, parseOptions } from '../../shared/index.js';
import type { MatchRecordWire, TableState } from '../../shared/protocol.js';
import { namedSecrets, tokensOf, withoutCalls } from '../../test/engine/leaks.js';
import { chooser, QueueSocket, request, send, sleep, timedOut, whileDown, wsUrl } from './client.js';

export interface Plan {
  readonly game: string;
  readonly seats: number;
  readonly options: Record<string, unknown>;
}

/** Short matches of every game and seat count (Tarock's Radl is longer than a run's action cap). */
export const MIX: readonly Plan[] = [
  { game: 'tablanet', seats: 2, options: { targetScore: 1 } },
  { game: 'tarot', seats: 4, options: { deals: 1 } },
  { game: 'taleles', seats: 3, options: {} },
  { game: 'tablanet', seats: 4, options: { targetScore: 1 } },
  { game: 'taleles', seats: 2, options: {} },
  { game: 'tarot', seats: 3, options: { deals: 1 } },
  { game: 'tarock', seats: 4, options: { rounds: 1 } },
  { game: 'tablanet', seats: 3, options: { targetScore: 1 } },
  { game: 'taleles', seats: 4, options: {} },
  { game: 'tarot', seats: 5, options: { deals: 1 } },
];

/** Anything that went wrong, by kind; a clean run has none. */
export class Tally {
  readonly errors = new Map<string, number>();
  readonly samples: string[] = [];
  add(kind: string, detail: string): void {
    const n = (this.errors.get(kind) ?? 0) + 1;
    this.errors.set(kind, n);
    // A few of every kind, so that one kind cannot hide the others.
    if (n <= 4 && this.samples.length < 40) this.samples.push(`${kind}: ${detail.slice(0, 400)}`);
  }
  get total(): number {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
}

export interface Server {
  readonly base: string;
}

/**
 * What the run measures. The retries are what a robust client does when the network lets it down —
 * not errors of the server, but counted and reported, never hidden; a table that stands still for two
 * minutes despite them is an error.
 */
export class Stats {
  acked = 0;
  conflicts = 0;
  states = 0;
  /** Socket handshakes not opened within their bound, closed and tried again. */
  handshakesRetried = 0;
  /** Socket connections refused or failed (the server away during a restart), tried again. */
  connectsRetried = 0;
  /** Open sockets that closed, or stayed silent for `SOCKET_SILENCE_MS`, and were opened again. */
  socketsReopened = 0;
  /** Long polls without an answer within their wait and a margin, aborted and issued again. */
  pollsReissued = 0;
  /** Actions and reads over REST without an answer (or refused: server away), sent again (actions with the same Idempotency-Key). */
  requestsResent = 0;
  /** Tables whose seq stood still for two minutes (each also an error). */
  stalled = 0;
  readonly latencies: number[] = [];
  constructor(readonly tally: Tally) {}
}

/** How long a socket client waits for its opening handshake, and for any message on an open socket. */
const HANDSHAKE_MS = 30_000;
const SOCKET_SILENCE_MS = 60_000;
/** The event feed's wait, and the margin after which a long poll counts as unanswered. */
const POLL_WAIT_S = 20;
const POLL_MARGIN_MS = 30_000;

/** The retry rows of a run's report. */
export function retryRows(stats: Stats): [string, string | number][] {
  return [
    ['socket handshakes retried (not open within 30 s, closed and opened again)', stats.handshakesRetried],
    ['socket connections retried (refused or failed)', stats.connectsRetried],
    ['sockets reopened (closed, or silent for 60 s)', stats.socketsReopened],
    ['long polls re-issued (no answer within their 20 s wait + 30 s)', stats.pollsReissued],
    ['REST calls sent again (no answer in 30 s or refused; actions with the same Idempotency-Key)', stats.requestsResent],
    ['tables that stood still for 2 minutes', stats.stalled],
  ];
}

/** One seat's view as received: seq and the cards it names (in the view and the legal list without calls). */
interface Seen {
  readonly seat: number;
  readonly seq: number;
  readonly cards: string;
}

export class TableRun {
  readonly acked = new Map<number, { seat: number; action: string }>();
  readonly seen: Seen[] = [];
  /** Highest seq any client heard of. */
  seq = 0;
  finished = false;
  readonly stop = new AbortController();
  readonly pack: ReadonlySet<string>;
  /** What each client is waiting for (for the report on tables that did not finish). */
  readonly doing = new Map<string, string>();

  constructor(
    readonly id: string,
    readonly plan: Plan,
    readonly def: AnyGameDef,
    readonly tokens: readonly string[],
    readonly cap: number,
  ) {
    const options = parseOptions(def, plan.options);
    this.pack = new Set(options.ok ? def.pack(options.value) : []);
  }

  /** An action acknowledged to a client: a second acknowledgement of the same seq is a double apply. */
  ack(seq: number, seat: number, action: string, stats: Stats): void {
    const prior = this.acked.get(seq);
    if (prior && (prior.seat !== seat || prior.action !== action)) {
      stats.tally.add('double apply', `${this.id} seq ${seq}: ${prior.action} and ${action}`);
    }
    if (!prior) stats.acked++;
    this.acked.set(seq, { seat, action });
  }

  heard(s: TableState): void {
    this.seq = Math.max(this.seq, s.seq);
    if (s.table.status === 'finished' || s.seq >= this.cap) {
      this.finished ||= s.table.status === 'finished';
      this.stop.abort();
    }
  }
}

/** Creates a table of `plan` with every seat taken by a new player. */
export async function createTable(server: Server, plan: Plan, n: number, cap: number): Promise<TableRun> {
  const def = getGame(plan.game)!;
  const names = ['Ana', 'Ben', 'Cleo', 'Dora', 'Eli'];
  const people = await Promise.all(
    Array.from({ length: plan.seats }, (_, s) => request<{ token: string }>(server.base, '/api/players', undefined, { name: `${names[s]} ${n}` })),
  );
  const tokens = people.map((p) => p.token);
  const body = { game: plan.game, seats: plan.seats, seat: 0, options: plan.options };
  const { table } = await request<{ table: { id: string } }>(server.base, '/api/tables', tokens[0], body);
  for (let s = 1; s < plan.seats; s++) await request(server.base, `/api/tables/${table.id}/seats/${s}`, tokens[s], {});
  return new TableRun(table.id, plan, def, tokens, cap);
}

/** The checks every received state must pass. */
function check(run: TableRun, seat: number, s: TableState, last: number, stats: Stats): void {
  stats.states++;
  const where = `${run.id} seat ${seat} seq ${s.seq}`;
  const fail = (kind: string, detail: string) => stats.tally.add(kind, `${where}: ${detail}`);
  if (s.seq < last) fail('seq went back', `${last} → ${s.seq}`);
  if (s.yourSeat !== seat) fail('not my seat', `yourSeat ${s.yourSeat}`);
  if (s.table.status !== 'waiting' && s.view.viewer !== seat) fail('not my view', `viewer ${s.view.viewer}`);
  const toAct = s.table.status === 'playing' && s.table.toAct.includes(seat);
  if (toAct !== s.legal.length > 0) fail('legal inconsistent', `toAct ${s.table.toAct} but ${s.legal.length} legal`);
  const hand = new Set(s.view.hand);
  for (const n of s.legal) {
    if (run.def.parseAction(n) === undefined) fail('legal unparsable', n);
    const played = /^play (\S+)/.exec(n)?.[1];
    if (played && !hand.has(played)) fail('legal plays a card not in hand', n);
  }
  if (s.seed !== undefined && s.table.status !== 'finished') fail('seed before the end', '');
  const cards = [...tokensOf({ view: s.view, legal: withoutCalls(s.legal) })].filter((t) => run.pack.has(t));
  run.seen.push({ seat, seq: s.seq, cards: cards.join(' ') });
  run.heard(s);
}

export interface ClientOptions {
  readonly server: Server;
  readonly run: TableRun;
  readonly seat: number;
  readonly stats: Stats;
  /** A second device of the same seat: it races the first for every move. */
  readonly twin?: boolean;
}

/** A socket client: acts on every state that offers it a move. Reconnects when the server goes away. */
export async function socketClient({ server, run, seat, stats, twin = false }: ClientOptions): Promise<void> {
  const me = `socket ${seat}${twin ? ' (twin)' : ''}`;
  const choose = chooser(run.id.charCodeAt(2) * 97 + seat * 13 + (twin ? 7 : 0));
  let last = 0;
  let n = 0;
  while (!run.stop.signal.aborted) {
    /** The seq this connection last acted at: one move per state it is offered (a move lost with a
     * dropped connection is decided again on the next). */
    let actedAt = -1;
    let socket: QueueSocket | undefined;
    // While the server is away (killed, restarting) the socket cannot open, and under load a handshake
    // may go unanswered: try again with backoff, for three minutes.
    run.doing.set(me, 'connecting');
    const until = Date.now() + 180_000;
    for (let backoff = 200; !socket && !run.stop.signal.aborted; backoff = Math.min(backoff * 2, 5_000)) {
      try {
        socket = await QueueSocket.open(wsUrl(server.base, run.id, run.tokens[seat]), HANDSHAKE_MS);
      } catch (e) {
        if (timedOut(e)) stats.handshakesRetried++;
        else stats.connectsRetried++;
        if (Date.now() > until) break;
        run.doing.set(me, `connecting again after: ${(e as Error).message}`);
        await sleep(backoff * (0.5 + Math.random()));
      }
    }
    if (run.stop.signal.aborted) {
      socket?.close();
      break;
    }
    if (!socket) {
      stats.tally.add('socket', `${run.id} seat ${seat}: cannot connect for three minutes`);
      return;
    }
    const open = socket;
    const stopped = () => open.close();
    run.stop.signal.addEventListener('abort', stopped);
    const sent = new Map<string, { at: number; action: string; seq: number }>();
    try {
      for (;;) {
        run.doing.set(me, `waiting after seq ${last}`);
        const m = await socket.until(() => true, SOCKET_SILENCE_MS);
        if (m.type === 'state') {
          check(run, seat, m, last, stats);
          last = m.seq;
          const mine = m.requestId === undefined ? undefined : sent.get(m.requestId);
          if (mine) {
            stats.latencies.push(performance.now() - mine.at);
            run.ack(m.seq, seat, mine.action, stats);
          }
          if (m.legal.length > 0 && m.table.status === 'playing' && m.seq < run.cap && m.seq !== actedAt && !run.stop.signal.aborted) {
            actedAt = m.seq;
            const requestId = `${seat}${twin ? 't' : ''}-${n++}`;
            const action = choose(m.legal);
            sent.set(requestId, { at: performance.now(), action, seq: m.seq });
            socket.send({ type: 'act', seq: m.seq, action, requestId });
          }
        } else if (m.type === 'error') {
          // Racing devices and simultaneous turns meet the protocol's answer: the table moved on.
          if (m.code === 'STALE_SEQ' || (m.code === 'NOT_YOUR_TURN' && twin)) stats.conflicts++;
          else stats.tally.add(`socket ${m.code}`, `${run.id} seat ${seat}: ${m.detail}`);
        }
      }
    } catch (e) {
      if (run.stop.signal.aborted) break;
      if (/socket closed|no matching message/.test((e as Error).message)) stats.socketsReopened++;
      else stats.tally.add('socket', (e as Error).message);
      await sleep(200);
    } finally {
      run.stop.signal.removeEventListener('abort', stopped);
      socket.close();
    }
  }
}

/**
 * A REST client: waits with the event feed's long poll and acts with POST. An action whose answer was
 * lost (the server died) is retried with the same Idempotency-Key: it is applied once whatever happened.
 */
export async function restClient({ server, run, seat, stats, twin = false }: ClientOptions): Promise<void> {
  const me = `rest ${seat}${twin ? ' (twin)' : ''}`;
  const token = run.tokens[seat]!;
  const choose = chooser(run.id.charCodeAt(4) * 89 + seat * 17 + (twin ? 5 : 0));
  let last = 0;
  let n = 0;
  const resent = () => stats.requestsResent++;
  const first = await whileDown(() => send<TableState>(server.base, `/api/tables/${run.id}`, { token }), undefined, resent).catch((e: unknown) => {
    stats.tally.add('rest read', `${run.id} seat ${seat}: ${(e as Error).message}`);
    return undefined;
  });
  if (!first) return;
  let state: TableState = first.body;
  while (!run.stop.signal.aborted) {
    check(run, seat, state, last, stats);
    last = state.seq;
    if (run.stop.signal.aborted) break;
    if (state.legal.length > 0 && state.table.status === 'playing' && state.seq < run.cap) {
      const action = choose(state.legal);
      const key = `${run.id}-${seat}-${twin ? 't' : ''}${n++}`;
      const at = performance.now();
      const body = { seq: state.seq, action };
      run.doing.set(me, `posting at seq ${state.seq}`);
      const a = await whileDown(() => send<TableState & { code?: string; state?: TableState }>(server.base, `/api/tables/${run.id}/actions`, { token, body, headers: { 'idempotency-key': key } }), undefined, resent).catch(
        (e: unknown) => {
          // No answer for two minutes (retried with the same key): an error of the run, then wait and go on.
          stats.tally.add('action without an answer', `${run.id} seat ${seat} seq ${state.seq}: ${why(e)}`);
          return undefined;
        },
      );
      if (!a) {
        // fall through to the feed, which tells whether the action went in
      } else if (a.status === 200) {
        stats.latencies.push(performance.now() - at);
        run.ack(a.body.seq, seat, action, stats);
        state = a.body;
        continue;
      } else if (a.status === 409 && a.body.code === 'STALE_SEQ' && a.body.state) {
        stats.conflicts++;
        state = a.body.state;
        continue;
      } else if (twin && a.body.code === 'NOT_YOUR_TURN') stats.conflicts++;
      else stats.tally.add(`rest ${a.status} ${a.body.code ?? ''}`, `${run.id} seat ${seat}: ${a.text.slice(0, 200)}`);
    }
    run.doing.set(me, `polling after seq ${state.seq}`);
    const poll = await whileDown(
      () => send<{ state: TableState }>(server.base, `/api/tables/${run.id}/events?after=${state.seq}&wait=${POLL_WAIT_S}`, { token, timeoutMs: POLL_WAIT_S * 1000 + POLL_MARGIN_MS }),
      undefined,
      (e) => (timedOut(e) ? stats.pollsReissued++ : stats.requestsResent++),
    ).catch((e: unknown) => {
      if (!run.stop.signal.aborted) stats.tally.add('rest poll', `${run.id} seat ${seat} after ${state.seq}: ${why(e)}`);
      return undefined;
    });
    if (!poll) {
      await sleep(1000);
      continue;
    }
    if (poll.status !== 200) {
      stats.tally.add(`rest poll ${poll.status}`, poll.text.slice(0, 200));
      await sleep(500);
      continue;
    }
    state = poll.body.state;
  }
}

/** Plays a table with its clients until it ends or reaches its cap; `twins` seats get a second device. */
export async function playTable(server: Server, run: TableRun, stats: Stats, index: number, twins = false): Promise<void> {
  const clients: Promise<void>[] = [];
  for (let seat = 0; seat < run.plan.seats; seat++) {
    const ws = (index + seat) % 2 === 0;
    const options = { server, run, seat, stats };
    clients.push(ws ? socketClient(options) : restClient(options));
    if (twins && seat === 0) clients.push(ws ? restClient({ ...options, twin: true }) : socketClient({ ...options, twin: true }));
  }
  // A table whose seq stands still for two minutes is reported with what each client waits for, and
  // how the table and each seat's Player object answer a direct request right then.
  let seen = run.seq;
  let still = 0;
  const watchdog = setInterval(() => {
    if (run.seq !== seen) [seen, still] = [run.seq, 0];
    else if (++still === 12) {
      stats.stalled++;
      const waits = [...run.doing].map(([k, v]) => `${k} ${v}`).join('; ');
      void probe(server, run).then((answers) => stats.tally.add('stalled table', `${run.plan.game} ${run.plan.seats} ${run.id} at seq ${run.seq}: ${waits}; direct: ${answers}`));
    }
  }, 10_000);
  // The long polls of a table that stopped end within their wait; the run does not wait for them.
  await Promise.race([Promise.all(clients), new Promise<void>((r) => run.stop.signal.addEventListener('abort', () => setTimeout(r, 100)))]);
  clearInterval(watchdog);
}

/** An error with its network cause, for the report. */
const why = (e: unknown): string => {
  const cause = (e as { cause?: { code?: string; message?: string } }).cause;
  return `${(e as Error).name}: ${(e as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
};

/** The table's state without a token, and each seat's own list (its Player object), timed. */
async function probe(server: Server, run: TableRun): Promise<string> {
  const timed = async (label: string, path: string, token?: string) => {
    const at = performance.now();
    const a = await send<{ seq?: number; state?: { seq: number } }>(server.base, path, { ...(token === undefined ? {} : { token }), timeoutMs: 20_000 }).catch(
      (e: unknown) => ({ status: (e as Error).name, body: undefined }),
    );
    const seq = a.body?.seq ?? a.body?.state?.seq;
    return `${label} ${a.status}${seq === undefined ? '' : ` seq ${seq}`} in ${(performance.now() - at).toFixed(0)} ms`;
  };
  const answers = await Promise.all([
    timed('table', `/api/tables/${run.id}`),
    ...run.tokens.map((token, seat) => timed(`player ${seat}`, '/api/me/tables', token)),
    // what a seat's long poll from the start would get now, without waiting
    ...run.tokens.map((token, seat) => timed(`feed ${seat}`, `/api/tables/${run.id}/events?after=0&wait=0`, token)),
  ]);
  return answers.join(', ');
}

/**
 * After the run: every acknowledged action is in the record at its seq, by its seat (secret actions
 * show in public notation until the end); for finished matches, every view any client received is
 * checked against the cards its seat could not know, rebuilt from the revealed seed.
 */
export async function audit(server: Server, run: TableRun, tally: Tally): Promise<{ lost: number; leaks: number; rec: MatchRecordWire }> {
  const rec = await whileDown(() => request<MatchRecordWire>(server.base, `/api/tables/${run.id}/record`));
  let lost = 0;
  for (const [seq, a] of run.acked) {
    const row = rec.actions[seq - 1];
    if (!row || row.seq !== seq || row.seat !== a.seat || (row.action !== a.action && !row.action.includes('?'))) {
      lost++;
      tally.add('acknowledged action not in the log', `${run.id} seq ${seq}: ${a.action} vs ${row?.action}`);
    }
  }
  let leaks = 0;
  if (rec.seed !== undefined) {
    const states: unknown[] = [];
    const start = createMatch<unknown>(run.def, { seats: rec.seats, options: rec.options, seed: rec.seed });
    if (start.ok) states.push(start.value);
    for (const a of rec.actions) {
      const r = states.length > a.seq - 1 ? applyNotation(run.def, states[a.seq - 1], a.seat, a.action) : undefined;
      if (!r?.ok) break;
      states.push(r.value);
    }
    if (states.length !== rec.actions.length + 1) tally.add('record does not replay', run.id);
    for (const s of run.seen) {
      const at = states[s.seq];
      if (at === undefined) continue;
      const named = namedSecrets(s.cards, run.def.hiddenFrom(at, s.seat));
      if (named.length > 0) {
        leaks++;
        tally.add('leak', `${run.id} seat ${s.seat} seq ${s.seq}: ${named.join(' ')}`);
      }
    }
  }
  return { lost, leaks, rec };
}
