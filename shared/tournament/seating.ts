/**
 * Seating for one round (docs/tournaments.md, "Seating"): every entrant plays unless the numbers do
 * not divide (then the fewest-byes-so-far sit out, or bots fill the last seats), nobody meets the same
 * opponents again while it can be avoided, team members never share a table, and each player's seat
 * positions rotate. Deterministic: the same entrants, history and seed give the same seating.
 *
 * Forming the tables is a partition problem. Each pair at a table costs by how often the two met
 * before (quadratically, so that a third meeting weighs more than two second ones); team mates and
 * two bots at one table cost more than any amount of meetings. A greedy start is improved by swapping
 * players between tables until no swap helps, from several seeded starts; the cheapest wins. When
 * every entrant has met fewer others than there are tables minus one, a table plan without any
 * repeat exists (Hajnal–Szemerédi: a graph of maximum degree Δ has an equitable colouring with Δ+1
 * colours), and the search finds one (test/engine/tournament/seating.test.ts checks it).
 */
import { err, ok, type Result } from '../core/result.js';
import { type RngState, seedRng, shuffle } from '../core/rng.js';
import type { Entrant, EntrantId, RoundSeating, TableSeating } from './types.js';

export interface SeatingInput {
  readonly entrants: readonly Entrant[];
  readonly tableSize: number;
  /** Fill the last table's empty seats with bots instead of giving byes. */
  readonly fillWithBots: boolean;
  /** The rounds seated so far, oldest first. */
  readonly history: readonly RoundSeating[];
  readonly seed: string;
}

export type SeatingErrorCode = 'BAD_TABLE_SIZE' | 'TOO_FEW_ENTRANTS' | 'TEAM_TOO_LARGE';
export interface SeatingError {
  readonly code: SeatingErrorCode;
  readonly message: string;
}

/** How a field of `n` entrants splits into tables of `size`. */
export function tablePlan(n: number, size: number, fillWithBots: boolean): { tables: number; bots: number; byes: number } {
  if (fillWithBots) {
    const tables = Math.ceil(n / size);
    return { tables, bots: tables * size - n, byes: 0 };
  }
  const tables = Math.floor(n / size);
  return { tables, bots: 0, byes: n - tables * size };
}

/**
 * Costs of one pair at a table, each level outweighing everything below it summed over a round of
 * up to 64 players and 50 rounds: team mates, two bots, a repeated meeting, a seat clash (at most 90).
 */
const TEAM_COST = 1e15;
const BOT_PAIR_COST = 1e13;
const MET_COST = 1e5;
const SEAT_CLASH_COST = 10;
const MAX_CLASH = 3;
const RESTARTS = 8;
const MAX_PASSES = 60;

/** What the previous rounds say about the entrants of this one (indexed like `entrants`). */
interface History {
  readonly met: Int32Array;
  readonly byes: number[];
  readonly seatCounts: number[][];
  readonly lastSeat: number[];
}

function readHistory(entrants: readonly Entrant[], size: number, rounds: readonly RoundSeating[]): History {
  const n = entrants.length;
  const index = new Map(entrants.map((e, i) => [e.id, i]));
  const met = new Int32Array(n * n);
  const byes = Array.from({ length: n }, () => 0);
  const seatCounts = Array.from({ length: n }, () => Array.from({ length: size }, () => 0));
  const lastSeat = Array.from({ length: n }, () => -1);
  for (const round of rounds) {
    for (const id of round.byes) {
      const i = index.get(id);
      if (i !== undefined) byes[i]! += 1;
    }
    for (const table of round.tables) {
      const at = table.seats.map((id) => (id === null ? undefined : index.get(id)));
      at.forEach((i, seat) => {
        if (i === undefined) return;
        if (seat < size) seatCounts[i]![seat]! += 1;
        lastSeat[i] = seat;
        for (const j of at) if (j !== undefined && j !== i) met[i * n + j]! += 1;
      });
    }
  }
  return { met, byes, seatCounts, lastSeat };
}

/** Seats the next round (number `history.length + 1`). */
export function seatRound(input: SeatingInput): Result<RoundSeating, SeatingError> {
  const { entrants, tableSize: size } = input;
  const fail = (code: SeatingErrorCode, message: string) => err({ code, message });
  if (!Number.isInteger(size) || size < 2 || size > 5) return fail('BAD_TABLE_SIZE', 'tables seat 2 to 5 players');
  if (new Set(entrants.map((e) => e.id)).size !== entrants.length) return fail('TOO_FEW_ENTRANTS', 'an entrant is listed twice');
  const plan = tablePlan(entrants.length, size, input.fillWithBots);
  if (plan.tables < 1 || entrants.length < 2) {
    return fail('TOO_FEW_ENTRANTS', `${entrants.length} entrants cannot fill a table of ${size}`);
  }
  const round = input.history.length + 1;
  const hist = readHistory(entrants, size, input.history);

  // Byes go to those with the fewest byes so far; the seeded shuffle decides among equals.
  const [order, rng] = shuffle(seedRng(`${input.seed}:seating:${round}`), entrants.map((_, i) => i));
  order.sort((a, b) => hist.byes[a]! - hist.byes[b]!);
  const byes = order.slice(0, plan.byes);
  const playing = order.slice(plan.byes).sort((a, b) => a - b);

  const teams = new Map<string, number>();
  for (const i of playing) {
    const team = entrants[i]!.team;
    if (team !== undefined) teams.set(team, (teams.get(team) ?? 0) + 1);
  }
  for (const [team, members] of teams) {
    if (members > plan.tables) {
      return fail('TEAM_TOO_LARGE', `team ${team} has ${members} players this round but there are only ${plan.tables} tables`);
    }
  }

  const berger = size === 2 ? bergerRound(entrants, round, input.seed, hist, input.fillWithBots) : undefined;
  const groups = berger?.pairs ?? formTables(entrants, playing, plan.bots, plan.tables, size, hist, rng);
  const sitOut = berger?.bye ?? byes;
  const tables: TableSeating[] = groups.map((g) => ({ seats: assignSeats(g, size, hist).map((i) => (i < 0 ? null : entrants[i]!.id)) }));
  return ok({ round, tables, byes: sitOut.map((i) => entrants[i]!.id).sort() });
}

/**
 * Tables of two: the round of a Berger table (circle method) over the entrants in a seeded order, so
 * that a stable field plays a complete round robin, everyone meeting everyone once (a round-by-round
 * search can paint itself into a corner before the end). With an odd field the circle's empty place
 * is a bye (or a bot). Used only while it repeats no meeting, parts no team and keeps byes fair;
 * otherwise the search takes over.
 */
function bergerRound(
  entrants: readonly Entrant[],
  round: number,
  seed: string,
  hist: History,
  fillWithBots: boolean,
): { pairs: number[][]; bye: number[] } | undefined {
  const n = entrants.length;
  const [circle] = shuffle(seedRng(`${seed}:berger`), entrants.map((_, i) => i));
  if (n % 2 === 1) circle.push(-1);
  const m = circle.length;
  const r = (round - 1) % (m - 1);
  const turned = [circle[0]!, ...circle.slice(1).map((_, i) => circle[1 + ((i + r) % (m - 1))]!)];
  const pairs: number[][] = [];
  const bye: number[] = [];
  const fewestByes = Math.min(...hist.byes);
  for (let i = 0; i < m / 2; i++) {
    const a = turned[i]!;
    const b = turned[m - 1 - i]!;
    if (a < 0 || b < 0) {
      const lone = Math.max(a, b);
      if (fillWithBots) pairs.push([lone, -1]);
      else if (hist.byes[lone] === fewestByes) bye.push(lone);
      else return undefined;
      continue;
    }
    const team = entrants[a]!.team;
    if (hist.met[a * n + b]! > 0 || (team !== undefined && team === entrants[b]!.team)) return undefined;
    pairs.push([a, b]);
  }
  return { pairs, bye };
}

/** Partitions the players (entrant indices) and `bots` bots (index −1) into tables of `size`. */
function formTables(
  entrants: readonly Entrant[],
  playing: readonly number[],
  bots: number,
  tables: number,
  size: number,
  hist: History,
  start: RngState,
): number[][] {
  const n = entrants.length;
  // Nodes 0…p−1 are the players, p… the bots (−1).
  const nodes = [...playing, ...Array.from({ length: bots }, () => -1)];
  const pairCost = (x: number, y: number): number => {
    if (x < 0 || y < 0) return x < 0 && y < 0 ? BOT_PAIR_COST : 0;
    const tx = entrants[x]!.team;
    if (tx !== undefined && tx === entrants[y]!.team) return TEAM_COST;
    const m = hist.met[x * n + y]!;
    return m * m * MET_COST + seatClash(hist.seatCounts[x]!, hist.seatCounts[y]!);
  };
  const count = nodes.length;
  const matrix = new Float64Array(count * count);
  for (let a = 0; a < count; a++) for (let b = a + 1; b < count; b++) matrix[a * count + b] = matrix[b * count + a] = pairCost(nodes[a]!, nodes[b]!);
  const cost = (a: number, b: number): number => matrix[a * count + b]!;
  let rng = start;
  let best: { at: number[]; total: number } | undefined;
  // Further starts only while some pair would meet again (the seat clash alone is not worth them).
  for (let attempt = 0; attempt < RESTARTS && !(best && best.total < MET_COST); attempt++) {
    let order: number[];
    [order, rng] = shuffle(rng, nodes.map((_, i) => i));
    const at = greedy(order, tables, size, cost);
    const total = improve(at, tables, cost);
    if (!best || total < best.total) best = { at, total };
  }
  const groups: number[][] = Array.from({ length: tables }, () => []);
  best!.at.forEach((table, node) => groups[table]!.push(nodes[node]!));
  return groups;
}

/**
 * Two players who both lag behind at the same seat position compete for it: the one who does not get
 * it falls further behind. A little cost (far below one repeated meeting) keeps such pairs apart.
 */
function seatClash(a: readonly number[], b: readonly number[]): number {
  const maxA = Math.max(...a);
  const maxB = Math.max(...b);
  let clash = 0;
  for (let s = 0; s < a.length; s++) clash += Math.min(maxA - a[s]!, maxB - b[s]!);
  const capped = Math.min(clash, MAX_CLASH);
  return capped * capped * SEAT_CLASH_COST;
}

/** Places each node at the open table where it adds the least cost (the emptier table on a tie). */
function greedy(order: readonly number[], tables: number, size: number, cost: (a: number, b: number) => number): number[] {
  const at = Array.from({ length: order.length }, () => -1);
  const members: number[][] = Array.from({ length: tables }, () => []);
  for (const node of order) {
    let bestTable = -1;
    let bestCost = Infinity;
    for (let t = 0; t < tables; t++) {
      const m = members[t]!;
      if (m.length >= size) continue;
      let c = 0;
      for (const other of m) c += cost(node, other);
      if (c < bestCost || (c === bestCost && m.length < members[bestTable]!.length)) {
        bestCost = c;
        bestTable = t;
      }
    }
    members[bestTable]!.push(node);
    at[node] = bestTable;
  }
  return at;
}

/** Swaps pairs of nodes between tables while that lowers the total; returns the final total. */
function improve(at: number[], tables: number, cost: (a: number, b: number) => number): number {
  const members: number[][] = Array.from({ length: tables }, () => []);
  at.forEach((t, node) => members[t]!.push(node));
  const gain = (a: number, from: number[], b: number): number => {
    // Cost change at a's table when a leaves and b takes its place.
    let d = 0;
    for (const x of from) if (x !== a) d += cost(b, x) - cost(a, x);
    return d;
  };
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let improved = false;
    for (let a = 0; a < at.length; a++) {
      for (let b = a + 1; b < at.length; b++) {
        const ta = at[a]!;
        const tb = at[b]!;
        if (ta === tb) continue;
        const ma = members[ta]!;
        const mb = members[tb]!;
        if (gain(a, ma, b) + gain(b, mb, a) >= 0) continue;
        ma[ma.indexOf(a)] = b;
        mb[mb.indexOf(b)] = a;
        at[a] = tb;
        at[b] = ta;
        improved = true;
      }
    }
    if (!improved) break;
  }
  let total = 0;
  for (const m of members) for (let i = 0; i < m.length; i++) for (let j = i + 1; j < m.length; j++) total += cost(m[i]!, m[j]!);
  return total;
}

const PERMUTATIONS = new Map<number, number[][]>();
function permutations(k: number): number[][] {
  const cached = PERMUTATIONS.get(k);
  if (cached) return cached;
  const out: number[][] = [];
  const walk = (prefix: number[], rest: number[]): void => {
    if (rest.length === 0) out.push(prefix);
    rest.forEach((x, i) => walk([...prefix, x], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  walk([], Array.from({ length: k }, (_, i) => i));
  PERMUTATIONS.set(k, out);
  return out;
}

/**
 * Seat positions rotate: each player goes where they have sat least often. A position used more than
 * the player's least used one costs exponentially, so the most lopsided player is served first; the
 * seat of the last round costs a little extra. Bots (−1) sit anywhere.
 */
function assignSeats(group: readonly number[], size: number, hist: History): number[] {
  const price = (player: number, seat: number): number => {
    if (player < 0) return 0;
    const counts = hist.seatCounts[player]!;
    const excess = counts[seat]! - Math.min(...counts);
    return 4 ** excess + (hist.lastSeat[player] === seat ? 0.5 : 0);
  };
  let best = permutations(size)[0]!;
  let bestCost = Infinity;
  for (const perm of permutations(size)) {
    // perm[i] = the seat of group member i
    let c = 0;
    for (let i = 0; i < size; i++) c += price(group[i]!, perm[i]!);
    if (c < bestCost) {
      bestCost = c;
      best = perm;
    }
  }
  const seats = Array.from({ length: size }, () => -1);
  best.forEach((seat, i) => {
    seats[seat] = group[i]!;
  });
  return seats;
}

/** Every pair of entrants that met at a table in `rounds`, with how often (for checks and displays). */
export function meetings(rounds: readonly RoundSeating[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rounds) {
    for (const t of r.tables) {
      const ids = t.seats.filter((s): s is EntrantId => s !== null);
      for (let i = 0; i < ids.length; i++) {
        for (let j = i + 1; j < ids.length; j++) {
          const key = ids[i]! < ids[j]! ? `${ids[i]}|${ids[j]}` : `${ids[j]}|${ids[i]}`;
          out.set(key, (out.get(key) ?? 0) + 1);
        }
      }
    }
  }
  return out;
}
