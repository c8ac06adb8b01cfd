/**
 * Seating properties (fast-check) for every table size 2–5 and 4 to 64 entrants, alone or in teams of
 * 2 or 4, with byes or bots, over up to eight rounds:
 * - every entrant sits at exactly one table or has a bye; tables are full (bots spread evenly);
 * - team members never share a table;
 * - byes are fair: after every round nobody has two more than anyone else;
 * - no repeated opponents while avoidable: whenever every entrant of the round has met (or is a team
 *   mate of) fewer than `tables` of the others, a repeat-free plan exists (Hajnal–Szemerédi) and the
 *   round has no pair that met before;
 * - over longer runs meetings spread: no pair meets more than two times above the even share;
 * - seat positions rotate: nobody sits at one position more than once above an even share;
 * - the same input gives the same seating.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Entrant, meetings, type RoundSeating, seatRound, tablePlan } from '../../../shared/tournament/index.js';

const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

interface Case {
  readonly n: number;
  readonly teamSize: 1 | 2 | 4;
  readonly bots: boolean;
  readonly rounds: number;
  readonly seed: string;
}

const caseFor = (size: number) =>
  fc
    .record({
      n: fc.integer({ min: Math.max(4, size), max: 64 }),
      teamSize: fc.constantFrom<1 | 2 | 4>(1, 2, 4),
      bots: fc.boolean(),
      rounds: fc.integer({ min: 1, max: 8 }),
      seed: fc.string({ minLength: 1, maxLength: 6 }),
    })
    // Teams must be splittable over the tables, and tables need two people.
    .filter((c) => c.teamSize <= tablePlan(c.n, size, c.bots).tables);

function entrantsOf(c: Case): Entrant[] {
  return Array.from({ length: c.n }, (_, i) => ({
    id: `e${String(i).padStart(2, '0')}`,
    name: `Entrant ${i}`,
    team: c.teamSize > 1 && Math.floor(i / c.teamSize) < Math.floor(c.n / c.teamSize) ? `team ${Math.floor(i / c.teamSize)}` : undefined,
  }));
}

function checkTournament(size: number, c: Case): void {
  const entrants = entrantsOf(c);
  const team = new Map(entrants.map((e) => [e.id, e.team]));
  const plan = tablePlan(c.n, size, c.bots);
  const history: RoundSeating[] = [];
  for (let r = 1; r <= c.rounds; r++) {
    const input = { entrants, tableSize: size, fillWithBots: c.bots, history, seed: c.seed };
    const res = seatRound(input);
    if (!res.ok) throw new Error(res.error.message);
    const s = res.value;
    expect(s.round).toBe(r);
    if (r === 1) expect(seatRound(input)).toEqual(res);

    // Everyone once; full tables; bots spread.
    expect(s.tables).toHaveLength(plan.tables);
    const seated = s.tables.flatMap((t) => t.seats.filter((x) => x !== null));
    expect([...seated, ...s.byes].sort()).toEqual(entrants.map((e) => e.id));
    expect(s.byes).toHaveLength(plan.byes);
    const botsAt = s.tables.map((t) => t.seats.filter((x) => x === null).length);
    for (const t of s.tables) expect(t.seats).toHaveLength(size);
    expect(botsAt.reduce((a, b) => a + b, 0)).toBe(plan.bots);
    expect(Math.max(...botsAt) - Math.min(...botsAt)).toBeLessThanOrEqual(1);

    // Team mates apart, and no repeat while a repeat-free round exists.
    const met = meetings(history);
    const linked = (a: string, b: string) => met.has(pairKey(a, b)) || (team.get(a) !== undefined && team.get(a) === team.get(b));
    const maxDegree = Math.max(...seated.map((a) => seated.filter((b) => b !== a && linked(a!, b!)).length));
    for (const t of s.tables) {
      const ids = t.seats.filter((x): x is string => x !== null);
      for (const a of ids) {
        for (const b of ids) {
          if (a >= b) continue;
          expect(team.get(a) !== undefined && team.get(a) === team.get(b), `${a} and ${b} are team mates`).toBe(false);
          if (maxDegree <= plan.tables - 1) expect(met.has(pairKey(a, b)), `round ${r}: ${a} meets ${b} again`).toBe(false);
        }
      }
    }
    history.push(s);

    // Fair byes, spread meetings, rotating seats.
    const byes = entrants.map((e) => history.filter((h) => h.byes.includes(e.id)).length);
    expect(Math.max(...byes) - Math.min(...byes)).toBeLessThanOrEqual(1);
    const share = Math.ceil((r * (size - 1)) / (c.n - 1));
    expect(Math.max(...meetings(history).values())).toBeLessThanOrEqual(share + 2);
    for (const e of entrants) {
      const counts = Array.from({ length: size }, () => 0);
      for (const h of history) for (const t of h.tables) t.seats.forEach((id, seat) => id === e.id && counts[seat]!++);
      const played = counts.reduce((a, b) => a + b, 0);
      expect(Math.max(...counts), `${e.id} seats ${counts.join('/')}`).toBeLessThanOrEqual(Math.ceil(played / size) + 1);
    }
  }
}

describe.each([2, 3, 4, 5])('seating at tables of %i', (size) => {
  it('keeps every seating property for 4 to 64 entrants', () => {
    fc.assert(fc.property(caseFor(size), (c) => checkTournament(size, c)), { numRuns: 25 });
  });
});

describe('tables of two', () => {
  it.each([4, 5, 6, 7, 8, 12])('play a complete round robin of %i entrants: everyone meets everyone once', (n) => {
    const entrants = entrantsOf({ n, teamSize: 1, bots: false, rounds: 0, seed: 'rr' });
    const history: RoundSeating[] = [];
    // An odd field needs n rounds, each entrant sitting out once.
    const rounds = n % 2 === 1 ? n : n - 1;
    for (let r = 1; r <= rounds; r++) {
      const res = seatRound({ entrants, tableSize: 2, fillWithBots: false, history, seed: `rr${n}` });
      if (!res.ok) throw new Error(res.error.message);
      history.push(res.value);
    }
    const met = meetings(history);
    expect(met.size).toBe((n * (n - 1)) / 2);
    expect([...met.values()].every((m) => m === 1)).toBe(true);
    expect(history.flatMap((h) => h.byes).sort()).toEqual(n % 2 === 1 ? entrants.map((e) => e.id) : []);
  });
});

describe('seating refusals', () => {
  const field = (n: number, team?: (i: number) => string | undefined): Entrant[] =>
    Array.from({ length: n }, (_, i) => ({ id: `e${i}`, name: `E${i}`, team: team?.(i) }));

  it('refuses a table size outside 2–5 and a field too small for one table', () => {
    const bad = seatRound({ entrants: field(8), tableSize: 6, fillWithBots: false, history: [], seed: 's' });
    expect(!bad.ok && bad.error.code).toBe('BAD_TABLE_SIZE');
    const few = seatRound({ entrants: field(3), tableSize: 4, fillWithBots: false, history: [], seed: 's' });
    expect(!few.ok && few.error.code).toBe('TOO_FEW_ENTRANTS');
    const filled = seatRound({ entrants: field(3), tableSize: 4, fillWithBots: true, history: [], seed: 's' });
    expect(filled.ok && filled.value.tables[0]!.seats.filter((x) => x === null)).toHaveLength(1);
  });

  it('refuses a team larger than the number of tables', () => {
    const res = seatRound({ entrants: field(8, (i) => (i < 4 ? 'A' : undefined)), tableSize: 4, fillWithBots: false, history: [], seed: 's' });
    expect(!res.ok && res.error.code).toBe('TEAM_TOO_LARGE');
  });
});
