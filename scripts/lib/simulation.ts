/**
 * The capacity model's simulation (issue 23, docs/scale.md): a seeded discrete-event model of one day
 * of the scenario, driven by the per-request costs `npm run bench -- costs` measured in workerd
 * (bench/costs.json). Nothing leaves the process; the same seed gives the same report.
 *
 * What it models, per object class (one Durable Object per table, per player, per lobby root, per
 * lobby shard = lobby and game, per tournament, per rating list):
 *   - live tables: created through the lobby, joined seat by seat, a move every few seconds over the
 *     socket, ended with a rating update and the post-game analysis (alarm of the table);
 *   - correspondence tables: a move over REST every few hours, the opponent notified and reading the
 *     state;
 *   - players online browsing the lobby, opening "my tables", holding the account stream;
 *   - lobby reads through the 2-second cache of each location: only a miss reaches the lobby's root
 *     and shard objects;
 *   - one tournament: rounds opened by the director (one request that creates every table), entrants
 *     watching the page, tables reporting progress and their end.
 *
 * To simulate a day of 100,000 players in seconds, the per-entity processes (tables, players) are
 * simulated for a seeded sample of the entities and weighted by 1/sample in the class totals; every
 * event still reaches its own object with its real rate, so per-object peaks are those of real
 * entities. The shared objects (lobbies, the tournament, the rating lists) see every event.
 */

export interface Cost {
  readonly cpuMs: number;
  readonly wallMs: number;
  readonly bytes: number;
}
export type Costs = Readonly<Record<string, Cost>>;

export interface Scenario {
  readonly seed: number;
  readonly hours: number;
  /** Players online at the busiest moment of the day. */
  readonly playersOnline: number;
  readonly liveTables: number;
  readonly corrTables: number;
  readonly clubs: number;
  readonly tournamentEntrants: number;
  /** Share of the per-entity processes simulated (1 = all). */
  readonly sample: number;
  /** Locations (Cloudflare data centres) readers come from; each has its own cache. */
  readonly locations: number;
  readonly lobbyTtlSeconds: number;
  /** With false, every lobby read reaches the lobby objects (the model of the code before issue 23). */
  readonly lobbyCache: boolean;
}

export const FULL_SCENARIO: Scenario = {
  seed: 23,
  hours: 24,
  playersOnline: 100_000,
  liveTables: 20_000,
  corrTables: 500_000,
  clubs: 200,
  tournamentEntrants: 2_000,
  sample: 0.01,
  locations: 60,
  lobbyTtlSeconds: 2,
  lobbyCache: true,
};

/** Behaviour assumed where nothing was measured (docs/scale.md lists them). */
export const BEHAVIOUR = {
  seatsPerLiveTable: 3,
  liveMoveSeconds: 8,
  liveMatchMinutes: 20,
  dealsPerMatch: 4,
  corrMoveHours: 6,
  lobbyRefreshSeconds: 10,
  myTablesSeconds: 60,
  tournamentTableSize: 4,
  tournamentRounds: 5,
  tournamentRoundMinutes: 60,
  tournamentViewSeconds: 60,
  games: { tarot: 0.35, tarock: 0.25, taleles: 0.2, tablanet: 0.2 } as Readonly<Record<string, number>>,
  /** Of lobby reads: the merged public list, one game's public list, a club's list. */
  lobbyKeys: { publicAll: 0.6, publicGame: 0.3, club: 0.1 },
};

/** Activity over the day (0..1 of the peak), peak at 19:00 UTC, a third of it at night. */
export function diurnal(seconds: number): number {
  const h = (seconds / 3600) % 24;
  return 0.35 + 0.65 * Math.max(0, Math.cos(((h - 19) / 24) * 2 * Math.PI)) ** 2;
}

/** mulberry32: a small seeded generator, the same numbers on every platform. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `analysis`: the tables' own alarms analysing a finished match (background work of the table objects). */
export type ObjectClass = 'worker' | 'table' | 'analysis' | 'player' | 'lobbyRoot' | 'lobbyShard' | 'tournament' | 'ratings';

export interface ClassReport {
  readonly requests: number;
  readonly cpuSeconds: number;
  /** Peak over 10-second windows, for the whole class and for its busiest object. */
  readonly peakRequestsPerSecond: number;
  readonly peakCpuMsPerSecond: number;
  readonly busiest: { readonly id: string; readonly requestsPerSecond: number; readonly cpuMsPerSecond: number };
}

export interface Report {
  readonly scenario: Scenario;
  readonly classes: Readonly<Record<ObjectClass, ClassReport>>;
  readonly slowest: { readonly class: ObjectClass; readonly id: string; readonly cpuMsPerSecond: number; readonly requestsPerSecond: number };
  /** Player actions (moves, creates, joins) over the day, and what the day cost in each unit billed. */
  readonly actions: number;
  readonly totals: {
    readonly workerRequests: number;
    readonly objectRequests: number;
    readonly cpuSeconds: number;
    readonly objectWallSeconds: number;
    readonly bytesWritten: number;
  };
  readonly events: number;
}

const WINDOW = 10;
const ZERO: Cost = { cpuMs: 0, wallMs: 0, bytes: 0 };

/** A binary heap of events by time (ties in the order pushed, so that a run is the same every time). */
class Queue<T> {
  #at: number[] = [];
  #order: number[] = [];
  #v: T[] = [];
  #pushed = 0;
  get size(): number {
    return this.#at.length;
  }
  #less(i: number, j: number): boolean {
    return this.#at[i]! < this.#at[j]! || (this.#at[i] === this.#at[j] && this.#order[i]! < this.#order[j]!);
  }
  #swap(i: number, j: number): void {
    const at = this.#at[i]!;
    this.#at[i] = this.#at[j]!;
    this.#at[j] = at;
    const o = this.#order[i]!;
    this.#order[i] = this.#order[j]!;
    this.#order[j] = o;
    const v = this.#v[i]!;
    this.#v[i] = this.#v[j]!;
    this.#v[j] = v;
  }
  push(at: number, v: T): void {
    this.#at.push(at);
    this.#order.push(this.#pushed++);
    this.#v.push(v);
    let i = this.#at.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.#less(i, p)) break;
      this.#swap(i, p);
      i = p;
    }
  }
  pop(): { at: number; v: T } | undefined {
    const n = this.#at.length;
    if (n === 0) return undefined;
    const top = { at: this.#at[0]!, v: this.#v[0]! };
    this.#swap(0, n - 1);
    this.#at.pop();
    this.#order.pop();
    this.#v.pop();
    const size = n - 1;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < size && this.#less(l, m)) m = l;
      if (r < size && this.#less(r, m)) m = r;
      if (m === i) break;
      this.#swap(m, i);
      i = m;
    }
    return top;
  }
}

/** Load per object class and per object, in windows of WINDOW seconds. */
class Meter {
  readonly #classes = new Map<ObjectClass, { req: number; cpu: number; wReq: number; wCpu: number; peakReq: number; peakCpu: number }>();
  readonly #objects = new Map<string, { cls: ObjectClass; req: number; cpu: number }>();
  readonly #busiest = new Map<ObjectClass, { id: string; req: number; cpu: number }>();
  #window = 0;
  bytes = 0;
  /** Seconds the objects spent on requests as their clients saw it (an upper bound of billed duration). */
  objectWallSeconds = 0;

  add(at: number, cls: ObjectClass, id: string, cost: Cost, weight: number): void {
    const w = Math.floor(at / WINDOW);
    if (w !== this.#window) this.#close(w);
    const c = this.#classes.get(cls) ?? { req: 0, cpu: 0, wReq: 0, wCpu: 0, peakReq: 0, peakCpu: 0 };
    c.req += weight;
    c.cpu += weight * cost.cpuMs;
    c.wReq += weight;
    c.wCpu += weight * cost.cpuMs;
    this.#classes.set(cls, c);
    this.bytes += weight * cost.bytes;
    if (cls === 'worker') return;
    this.objectWallSeconds += (weight * cost.wallMs) / 1000;
    const key = `${cls}:${id}`;
    const o = this.#objects.get(key) ?? { cls, req: 0, cpu: 0 };
    // Shared objects get weighted events (their rate); an entity's own object gets its own events.
    o.req += weight;
    o.cpu += weight * cost.cpuMs;
    this.#objects.set(key, o);
  }

  #close(next: number): void {
    for (const c of this.#classes.values()) {
      c.peakReq = Math.max(c.peakReq, c.wReq / WINDOW);
      c.peakCpu = Math.max(c.peakCpu, c.wCpu / WINDOW);
      c.wReq = 0;
      c.wCpu = 0;
    }
    for (const [key, o] of this.#objects) {
      const b = this.#busiest.get(o.cls);
      const cpu = o.cpu / WINDOW;
      if (!b || cpu > b.cpu || (cpu === b.cpu && o.req / WINDOW > b.req)) {
        this.#busiest.set(o.cls, { id: key.slice(o.cls.length + 1), req: o.req / WINDOW, cpu });
      }
    }
    this.#objects.clear();
    this.#window = next;
  }

  report(): Record<ObjectClass, ClassReport> {
    this.#close(this.#window + 1);
    const out = {} as Record<ObjectClass, ClassReport>;
    const all: ObjectClass[] = ['worker', 'table', 'analysis', 'player', 'lobbyRoot', 'lobbyShard', 'tournament', 'ratings'];
    for (const cls of all) {
      const c = this.#classes.get(cls);
      const b = this.#busiest.get(cls);
      out[cls] = {
        requests: Math.round(c?.req ?? 0),
        cpuSeconds: round((c?.cpu ?? 0) / 1000),
        peakRequestsPerSecond: round(c?.peakReq ?? 0),
        peakCpuMsPerSecond: round(c?.peakCpu ?? 0),
        busiest: { id: b?.id ?? '', requestsPerSecond: round(b?.req ?? 0), cpuMsPerSecond: round(b?.cpu ?? 0) },
      };
    }
    return out;
  }
}

const round = (x: number): number => Math.round(x * 100) / 100;

type Event =
  | { kind: 'liveStart'; table: number }
  | { kind: 'liveMove'; table: number; until: number; game: string; lobby: string }
  | { kind: 'corrMove'; table: number }
  | { kind: 'myTables'; player: number }
  | { kind: 'lobbyMiss'; key: number }
  | { kind: 'roundStart'; round: number }
  | { kind: 'tournamentView'; entrant: number }
  | { kind: 'tournamentTableEnd'; table: number }
  | { kind: 'tournamentProgress'; table: number; left: number }
  /** Work that comes later than the event that causes it (a seat taken, an alarm, a reply). */
  | { kind: 'charge'; cls: ObjectClass; id: string; cost: Cost; weight: number };

/** Runs the scenario; the report is a plain object (the same for the same scenario and costs). */
export function simulate(scenario: Scenario, costs: Costs): Report {
  const random = rng(scenario.seed);
  const exp = (rate: number): number => (rate <= 0 ? Infinity : -Math.log(1 - random()) / rate);
  const cost = (kind: string): Cost => {
    const c = costs[kind];
    if (!c) throw new Error(`bench/costs.json has no "${kind}": run npm run bench -- costs`);
    return c;
  };
  const end = scenario.hours * 3600;
  const meter = new Meter();
  const queue = new Queue<Event>();
  const weight = 1 / scenario.sample;
  const B = BEHAVIOUR;
  const games = Object.keys(B.games);
  let actions = 0;
  let events = 0;
  /** A request through the Worker (its CPU is in the measured cost of the objects' request). */
  const worker = (at: number, w: number): void => meter.add(at, 'worker', '', ZERO, w);

  // Club popularity: Zipf over the clubs (the first club is the busiest).
  const zipf = (n: number): (() => number) => {
    const cum: number[] = [];
    let s = 0;
    for (let i = 1; i <= n; i++) cum.push((s += 1 / i));
    return () => {
      const r = random() * s;
      let lo = 0;
      let hi = n - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cum[mid]! < r) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
  };
  const club = zipf(Math.max(1, scenario.clubs));
  const lobbyOf = (): string => (random() < 0.9 || scenario.clubs === 0 ? 'public' : `club-${club()}`);

  // Live tables: a sample of the table slots, each playing match after match while the day is busy.
  const liveSlots = Math.max(1, Math.round(scenario.liveTables * scenario.sample));
  for (let i = 0; i < liveSlots; i++) queue.push(random() * 60, { kind: 'liveStart', table: i });
  const corrSlots = Math.max(1, Math.round(scenario.corrTables * scenario.sample));
  for (let i = 0; i < corrSlots; i++) queue.push(exp(1 / (B.corrMoveHours * 3600)), { kind: 'corrMove', table: i });
  const playerSlots = Math.max(1, Math.round(scenario.playersOnline * scenario.sample));
  for (let i = 0; i < playerSlots; i++) queue.push(random() * B.myTablesSeconds, { kind: 'myTables', player: i });

  // Lobby reads: every read is a worker request; a read finding the cache of its location stale is a
  // miss, and only misses reach the lobby objects (at most one per key and location per TTL).
  const lobbyKeys: { lobby: string; game: string | null; share: number }[] = [];
  let clubSum = 0;
  for (let j = 1; j <= scenario.clubs; j++) clubSum += 1 / j;
  const clubShare = (i: number): number => 1 / (i + 1) / clubSum;
  lobbyKeys.push({ lobby: 'public', game: null, share: B.lobbyKeys.publicAll });
  for (const g of games) lobbyKeys.push({ lobby: 'public', game: g, share: B.lobbyKeys.publicGame * B.games[g]! });
  for (let i = 0; i < scenario.clubs; i++) lobbyKeys.push({ lobby: `club-${i}`, game: null, share: B.lobbyKeys.club * clubShare(i) });
  let locationSum = 0;
  for (let j = 1; j <= scenario.locations; j++) locationSum += 1 / j;
  const locationShare = (l: number): number => 1 / (l + 1) / locationSum;
  const browsers = (at: number): number => Math.max(0, scenario.playersOnline * diurnal(at) - scenario.liveTables * diurnal(at) * B.seatsPerLiveTable);
  const lobbyRate = (at: number): number => browsers(at) / B.lobbyRefreshSeconds;
  const keyRate = (at: number, location: number, key: number): number =>
    (scenario.lobbyCache ? lobbyRate(at) * locationShare(location) : lobbyRate(at)) * lobbyKeys[key]!.share;
  // Without the cache (the code before issue 23) every read reaches the one object of the lobby: counted
  // once a second from the rate below, not as events. With it, a key busy enough to be read somewhere
  // every TTL has one event per TTL, weighted by how many locations miss in that time (each location
  // whose cache expired and saw a read); a quieter key has an event at each read, nearly always a miss.
  const ttl = scenario.lobbyTtlSeconds;
  const missesPerTtl = (at: number, key: number): number => {
    let m = 0;
    for (let l = 0; l < scenario.locations; l++) m += 1 - Math.exp(-keyRate(at, l, key) * ttl);
    return m;
  };
  const keyTotal = (at: number, key: number): number => lobbyRate(at) * lobbyKeys[key]!.share;
  const nextLobby = (at: number, key: number): number => (keyTotal(at, key) * ttl >= 1 ? at + ttl : at + Math.max(ttl, exp(keyTotal(at, key))));
  if (scenario.lobbyCache) for (let k = 0; k < lobbyKeys.length; k++) queue.push(nextLobby(0, k), { kind: 'lobbyMiss', key: k });
  // Reads served from the cache load only the worker: counted per second from the rate.
  const lobbyHitsPerSecond: number[] = [];

  // The tournament: rounds from 14:00 UTC, one an hour and a half apart.
  const entrants = scenario.tournamentEntrants;
  const tournamentTables = Math.ceil(entrants / B.tournamentTableSize);
  for (let r = 0; r < B.tournamentRounds; r++) {
    const at = 14 * 3600 + r * 5400;
    if (at < end) queue.push(at, { kind: 'roundStart', round: r });
  }

  // A miss asks one shard per game listed, and the root of a club's lobby (who may list there; the
  // public lobby's root is never asked). The measured miss (bench: a club-like lobby, merged list)
  // touched the worker, the root and every game's shard: each object's part is an even share of it.
  const readLobby = (at: number, key: number, misses: number): void => {
    const k = lobbyKeys[key]!;
    const shards = k.game === null ? games : [k.game];
    const miss = cost('lobby_list_miss');
    const share: Cost = { cpuMs: miss.cpuMs / (2 + games.length), wallMs: miss.wallMs, bytes: 0 };
    if (k.lobby !== 'public') meter.add(at, 'lobbyRoot', k.lobby, share, misses);
    for (const g of shards) meter.add(at, 'lobbyShard', `${k.lobby}~${g}`, share, misses);
  };

  for (;;) {
    const next = queue.pop();
    if (!next || next.at >= end) break;
    const { at, v: e } = next;
    events++;
    switch (e.kind) {
      case 'liveStart': {
        // Busy hours keep more tables running: a slot rests while the day is quiet.
        if (random() > diurnal(at)) {
          queue.push(at + 600, e);
          break;
        }
        const game = games[Math.floor(random() * games.length)]!;
        const lobby = lobbyOf();
        const id = `live-${e.table}-${Math.floor(at)}`;
        const shard = `${lobby}~${game}`;
        meter.add(at, 'table', id, cost('create'), 1);
        // The objects a request touches besides its own are counted as requests; their CPU is in the
        // request's measured cost, charged to its own object.
        meter.add(at, 'lobbyShard', shard, ZERO, weight);
        meter.add(at, 'player', `p-${e.table}-0`, ZERO, 1);
        if (lobby !== 'public') meter.add(at, 'lobbyRoot', lobby, ZERO, weight);
        for (let s = 1; s < B.seatsPerLiveTable; s++) {
          queue.push(at + s * 5, { kind: 'charge', cls: 'table', id, cost: cost('join'), weight: 1 });
          queue.push(at + s * 5, { kind: 'charge', cls: 'lobbyShard', id: shard, cost: ZERO, weight });
        }
        actions += B.seatsPerLiveTable * weight;
        worker(at, B.seatsPerLiveTable * weight);
        const until = at + B.liveMatchMinutes * 60 * (0.5 + random());
        queue.push(at + B.seatsPerLiveTable * 5 + exp(1 / B.liveMoveSeconds), { kind: 'liveMove', table: e.table, until, game, lobby });
        break;
      }
      case 'liveMove': {
        const id = `live-${e.table}`;
        if (at >= e.until) {
          // The end: the rating list of the game, and the analysis in the table's own alarms.
          // Not measured apart: a rating update is taken to cost what one small read-and-write of an
          // object's rows costs (my_tables), docs/scale.md.
          meter.add(at, 'ratings', `global/${e.game}`, cost('my_tables'), weight);
          const analysis = cost('analysis_per_deal');
          // The analysis runs in alarm invocations of about 1.5 s CPU each (docs/analysis.md), while the table is idle.
          const chunks = Math.ceil((analysis.cpuMs * B.dealsPerMatch) / 1500);
          const chunk: Cost = { cpuMs: (analysis.cpuMs * B.dealsPerMatch) / chunks, wallMs: 0, bytes: 0 };
          // Back to back: each alarm run sets the next one at once (worker/table/analysis.ts).
          for (let c = 0; c < chunks; c++) queue.push(at + 1 + (c * chunk.cpuMs) / 1000, { kind: 'charge', cls: 'analysis', id, cost: chunk, weight: 1 });
          queue.push(at + 30, { kind: 'liveStart', table: e.table });
          break;
        }
        meter.add(at, 'table', id, cost('act_socket'), 1);
        // The seated players' lists hear of it (batched by the table: at most once a second).
        meter.add(at, 'player', `p-${e.table}-0`, { cpuMs: 0, wallMs: 0, bytes: 0 }, 1);
        actions += weight;
        queue.push(at + Math.max(1, exp(1 / B.liveMoveSeconds)), e);
        break;
      }
      case 'corrMove': {
        const id = `corr-${e.table}`;
        meter.add(at, 'table', id, cost('state'), 1);
        meter.add(at, 'table', id, cost('act_rest'), 1);
        meter.add(at, 'player', `c-${e.table}-1`, ZERO, 1);
        queue.push(at + 60, { kind: 'charge', cls: 'table', id, cost: cost('state'), weight: 1 }); // the opponent, notified, reads the table
        worker(at, 3 * weight);
        actions += weight;
        queue.push(at + exp(diurnal(at) / (B.corrMoveHours * 3600)), e);
        break;
      }
      case 'myTables': {
        const online = diurnal(at);
        if (random() < online) {
          meter.add(at, 'player', `o-${e.player}`, cost('my_tables'), 1);
          worker(at, weight);
        }
        queue.push(at + B.myTablesSeconds * (0.5 + random()), e);
        break;
      }
      case 'lobbyMiss': {
        readLobby(at, e.key, keyTotal(at, e.key) * ttl >= 1 ? missesPerTtl(at, e.key) : 1);
        queue.push(nextLobby(at, e.key), e);
        break;
      }
      case 'roundStart': {
        // One request of the director opens every table of the round. The measured CPU (per table
        // opened) is that of the whole system; shared evenly among the objects the request touches,
        // the tournament's own part is one share, each table's the cost of creating it.
        const perTable = cost('tournament_round_per_table');
        meter.add(at, 'tournament', 'cup', { cpuMs: (perTable.cpuMs * tournamentTables) / (1 + tournamentTables), wallMs: perTable.wallMs, bytes: perTable.bytes }, 1);
        for (let t = 0; t < tournamentTables; t++) {
          meter.add(at, 'table', `cup-${e.round}-${t}`, cost('create'), 1);
          // Each table pushes its progress after every deal, and its end.
          for (let d = 1; d < B.dealsPerMatch; d++) {
            queue.push(at + (d / B.dealsPerMatch) * B.tournamentRoundMinutes * 60 * (0.6 + 0.8 * random()), { kind: 'tournamentProgress', table: t, left: B.dealsPerMatch - d });
          }
          queue.push(at + B.tournamentRoundMinutes * 60 * (0.7 + 0.6 * random()), { kind: 'tournamentTableEnd', table: t });
        }
        // Every entrant looks at the page in the minute after the round opens, then once a minute.
        for (let n = 0; n < entrants; n++) queue.push(at + random() * 60, { kind: 'tournamentView', entrant: n });
        actions += 1;
        break;
      }
      case 'tournamentView': {
        meter.add(at, 'tournament', 'cup', cost('tournament_view'), 1);
        worker(at, 1);
        const open = ((at - 14 * 3600) % 5400) < B.tournamentRoundMinutes * 60 * 1.3 && at >= 14 * 3600;
        if (open) queue.push(at + B.tournamentViewSeconds * (0.5 + random()), e);
        break;
      }
      case 'charge':
        meter.add(at, e.cls, e.id, e.cost, e.weight);
        break;
      case 'tournamentProgress':
      case 'tournamentTableEnd':
        meter.add(at, 'tournament', 'cup', cost('my_tables'), 1);
        break;
    }
    // Cache hits, once a second.
    const second = Math.floor(at);
    if (lobbyHitsPerSecond.length <= second) {
      for (let s = lobbyHitsPerSecond.length; s <= second; s++) {
        const reads = lobbyRate(s);
        lobbyHitsPerSecond.push(reads);
        meter.add(s, 'worker', '', scenario.lobbyCache ? cost('lobby_list_hit') : ZERO, reads);
        if (!scenario.lobbyCache) {
          // One object per lobby name held every table of every game.
          for (const k of lobbyKeys.slice(0, 1 + games.length + 10)) meter.add(s, 'lobbyRoot', k.lobby, cost('lobby_list_miss'), reads * k.share);
        }
      }
    }
  }

  const classes = meter.report();
  let slowest: Report['slowest'] = { class: 'table', id: '', cpuMsPerSecond: 0, requestsPerSecond: 0 };
  for (const [cls, r] of Object.entries(classes) as [ObjectClass, ClassReport][]) {
    if (cls === 'worker') continue;
    if (r.busiest.cpuMsPerSecond > slowest.cpuMsPerSecond) slowest = { class: cls, id: r.busiest.id, cpuMsPerSecond: r.busiest.cpuMsPerSecond, requestsPerSecond: r.busiest.requestsPerSecond };
  }
  const objectClasses = (Object.entries(classes) as [ObjectClass, ClassReport][]).filter(([c]) => c !== 'worker');
  return {
    scenario,
    classes,
    slowest,
    actions: Math.round(actions),
    totals: {
      workerRequests: classes.worker.requests,
      objectRequests: objectClasses.reduce((s, [, r]) => s + r.requests, 0),
      cpuSeconds: round(objectClasses.reduce((s, [, r]) => s + r.cpuSeconds, 0) + classes.worker.cpuSeconds),
      objectWallSeconds: Math.round(meter.objectWallSeconds),
      bytesWritten: Math.round(meter.bytes),
    },
    events,
  };
}
