/**
 * Standings after every round (docs/tournaments.md, "Standings"). Each seat of a finished table earns:
 * - points: the seat's final match score (`Outcome.scores`);
 * - match points: 1 for a win, ½ for a draw (no winners), 0 for a loss;
 * - placement points: at a table of n, place p earns n + 1 − p (4-3-2-1 at four); seats sharing a
 *   rank share the places they cover (two firsts at four: 3½ each);
 * - firsts: tables finished at rank 1;
 * - relative: with duplicate deals, the points minus the mean of the same seat position over the
 *   round's finished tables (who did better with the same cards).
 * A bye, and a seat at an annulled table, scores the round's average of each of these over every
 * entrant seat of its finished tables (0 until one has finished): sitting out neither helps nor hurts.
 * Bots are not ranked.
 */
import type { Entrant, EntrantId, RoundResult, Scheme, TableResult } from './types.js';

export const MEASURES = ['matchPoints', 'placement', 'points', 'relative', 'firsts'] as const;
export type Measure = (typeof MEASURES)[number];
export type Totals = Readonly<Record<Measure, number>>;

const zero = (): Record<Measure, number> => ({ matchPoints: 0, placement: 0, points: 0, relative: 0, firsts: 0 });

/** The order of comparison of a scheme: first the ranking measure, then the tie-breaks. */
export function rankingOrder(scheme: Scheme, duplicate: boolean): readonly Measure[] {
  switch (scheme) {
    case 'total':
      return duplicate ? ['relative', 'points', 'firsts'] : ['points', 'firsts'];
    case 'wins':
      return duplicate ? ['matchPoints', 'relative', 'points'] : ['matchPoints', 'points', 'firsts'];
    case 'placement':
      return duplicate ? ['placement', 'relative', 'points', 'firsts'] : ['placement', 'points', 'firsts'];
  }
}

export interface StandingRow {
  /** 1 = best; rows equal on every measure of the ranking order share a rank. */
  readonly rank: number;
  readonly id: EntrantId;
  readonly name: string;
  readonly team?: string | undefined;
  /** Tables finished (annulled ones and byes not counted). */
  readonly played: number;
  readonly byes: number;
  readonly totals: Totals;
  /** The ranking measure earned in each round so far (index 0 = round 1). */
  readonly rounds: readonly number[];
}

export interface TeamRow {
  readonly rank: number;
  readonly team: string;
  readonly members: readonly EntrantId[];
  readonly totals: Totals;
}

export interface Standings {
  readonly scheme: Scheme;
  readonly duplicate: boolean;
  /** The ranking measure first, then the tie-breaks, as stated on the standings page. */
  readonly order: readonly Measure[];
  readonly rows: readonly StandingRow[];
  readonly teams: readonly TeamRow[];
}

/** Placement points of a seat ranked `rank` at a table of `n` where `sharing` seats have that rank. */
export function placementPoints(n: number, rank: number, sharing: number): number {
  return n + 1 - rank - (sharing - 1) / 2;
}

/** What each seat of a finished table earned (bots included, for the duplicate means). */
function seatTotals(t: TableResult): Record<Measure, number>[] {
  const o = t.outcome!;
  const n = t.seats.length;
  return t.seats.map((_, seat) => {
    const rank = o.ranks[seat] ?? n;
    const sharing = o.ranks.filter((r) => r === rank).length;
    return {
      matchPoints: o.winners.includes(seat) ? 1 : o.winners.length === 0 ? 0.5 : 0,
      placement: placementPoints(n, rank, sharing),
      points: o.scores[seat] ?? 0,
      relative: 0,
      firsts: rank === 1 ? 1 : 0,
    };
  });
}

/** Every entrant's totals for one round: measured at their table, or the round's average. */
function roundTotals(round: RoundResult): Map<EntrantId, { totals: Record<Measure, number>; played: boolean }> {
  const finished = round.tables.filter((t) => t.status === 'finished' && t.outcome);
  const perTable = finished.map(seatTotals);
  if (round.duplicate) {
    // Relative score: against the same seat position at the round's other tables of the same size.
    finished.forEach((t, i) => {
      perTable[i]!.forEach((seat, s) => {
        const peers = finished.flatMap((u, j) => (u.seats.length === t.seats.length ? [perTable[j]![s]!.points] : []));
        seat.relative = seat.points - peers.reduce((a, b) => a + b, 0) / peers.length;
      });
    });
  }
  const out = new Map<EntrantId, { totals: Record<Measure, number>; played: boolean }>();
  const average = zero();
  let counted = 0;
  finished.forEach((t, i) => {
    t.seats.forEach((id, s) => {
      if (id === null) return;
      const mine = perTable[i]![s]!;
      out.set(id, { totals: mine, played: true });
      for (const m of MEASURES) average[m] += mine[m];
      counted++;
    });
  });
  if (counted > 0) for (const m of MEASURES) average[m] /= counted;
  const sitOut = [...round.byes, ...round.tables.filter((t) => t.status === 'annulled').flatMap((t) => t.seats)];
  for (const id of sitOut) if (id !== null && !out.has(id)) out.set(id, { totals: { ...average }, played: false });
  return out;
}

/** Sorts and ranks: equal on every measure of `order` means the same rank. */
function ranked<T extends { totals: Totals }>(items: readonly T[], order: readonly Measure[], name: (x: T) => string): (T & { rank: number })[] {
  const cmp = (a: T, b: T): number => {
    for (const m of order) {
      const d = b.totals[m] - a.totals[m];
      if (Math.abs(d) > 1e-9) return d;
    }
    return 0;
  };
  const sorted = [...items].sort((a, b) => cmp(a, b) || name(a).localeCompare(name(b)));
  let rank = 0;
  return sorted.map((x, i) => {
    if (i === 0 || cmp(sorted[i - 1]!, x) !== 0) rank = i + 1;
    return { ...x, rank };
  });
}

/** The standings after the given rounds (open rounds count what has finished so far). */
export function standings(input: {
  readonly scheme: Scheme;
  readonly entrants: readonly Entrant[];
  readonly rounds: readonly RoundResult[];
}): Standings {
  const duplicate = input.rounds.some((r) => r.duplicate);
  const order = rankingOrder(input.scheme, duplicate);
  const rows = input.entrants.map((e) => ({ id: e.id, name: e.name, team: e.team, played: 0, byes: 0, totals: zero(), rounds: [] as number[] }));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const round of input.rounds) {
    const results = roundTotals(round);
    for (const row of rows) {
      const got = results.get(row.id);
      row.rounds.push(got ? got.totals[order[0]!] : 0);
      if (!got) continue;
      for (const m of MEASURES) row.totals[m] += got.totals[m];
      if (got.played) row.played++;
    }
    for (const id of round.byes) {
      const row = byId.get(id);
      if (row) row.byes++;
    }
  }
  const teamNames = [...new Set(input.entrants.flatMap((e) => (e.team === undefined ? [] : [e.team])))];
  const teams = teamNames.map((team) => {
    const members = rows.filter((r) => r.team === team);
    const totals = zero();
    for (const r of members) for (const m of MEASURES) totals[m] += r.totals[m];
    return { team, members: members.map((r) => r.id), totals };
  });
  return {
    scheme: input.scheme,
    duplicate,
    order,
    rows: ranked(rows, order, (r) => r.name),
    teams: ranked(teams, order, (t) => t.team),
  };
}
