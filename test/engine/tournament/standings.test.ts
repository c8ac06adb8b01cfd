/**
 * Standings worked out by hand (docs/tournaments.md, "Standings"): five entrants at tables of two over
 * two rounds with a draw, byes and an annulled table; a duplicate round at tables of three; the CSV.
 */
import { describe, expect, it } from 'vitest';
import { type Entrant, placementPoints, type RoundResult, standings, standingsCsv } from '../../../shared/tournament/index.js';

const names = ['Ana', 'Ben', 'Cleo', 'Dora', 'Emil'];
const entrants: Entrant[] = names.map((name, i) => ({ id: 'ABCDE'[i]!, name, team: ['Nord', 'Süd', undefined, 'Nord', 'Süd'][i] }));

const rounds: RoundResult[] = [
  {
    round: 1,
    duplicate: false,
    byes: ['E'],
    tables: [
      { seats: ['A', 'B'], status: 'finished', outcome: { scores: [12, 5], winners: [0], ranks: [1, 2] } },
      { seats: ['C', 'D'], status: 'finished', outcome: { scores: [7, 7], winners: [], ranks: [1, 1] } },
    ],
  },
  {
    round: 2,
    duplicate: false,
    byes: ['D'],
    tables: [
      { seats: ['E', 'A'], status: 'finished', outcome: { scores: [3, 10], winners: [1], ranks: [2, 1] } },
      { seats: ['B', 'C'], status: 'annulled' },
    ],
  },
];

describe('standings by hand', () => {
  it('ranks Tablanet-style by match points, then points; byes and annulled tables score the round average', () => {
    const s = standings({ scheme: 'wins', entrants, rounds });
    expect(s.order).toEqual(['matchPoints', 'points', 'firsts']);
    const row = (id: string) => s.rows.find((r) => r.id === id)!;
    // Round 1 average over A, B, C, D: match points (1+0+½+½)/4 = ½, points (12+5+7+7)/4 = 7.75,
    // firsts (1+0+1+1)/4 = ¾. Round 2 average over E and A: ½, 6.5, ½.
    expect(row('A')).toMatchObject({ rank: 1, played: 2, byes: 0, rounds: [1, 1] });
    expect(row('A').totals).toEqual({ matchPoints: 2, points: 22, placement: 4, firsts: 2, relative: 0 });
    expect(row('E').totals).toEqual({ matchPoints: 0.5, points: 10.75, placement: 2.5, firsts: 0.75, relative: 0 });
    expect(row('E')).toMatchObject({ rank: 5, played: 1, byes: 1, rounds: [0.5, 0] });
    expect(row('B').totals).toMatchObject({ matchPoints: 0.5, points: 11.5 });
    expect(row('B')).toMatchObject({ rank: 4, played: 1, byes: 0 });
    // Cleo and Dora drew, and both averaged round 2 (annulled table, bye): equal on everything.
    expect(row('C').totals).toEqual(row('D').totals);
    expect(row('C').totals).toMatchObject({ matchPoints: 1, points: 13.5, firsts: 1.5 });
    expect([row('C').rank, row('D').rank]).toEqual([2, 2]);
    expect(s.rows.map((r) => r.id)).toEqual(['A', 'C', 'D', 'B', 'E']);
    // Teams add their members: Nord = Ana + Dora, Süd = Ben + Emil.
    expect(s.teams.map((t) => [t.rank, t.team, t.totals.matchPoints, t.totals.points])).toEqual([
      [1, 'Nord', 3, 35.5],
      [2, 'Süd', 1, 22.25],
    ]);
  });

  it('gives Königrufen-style placement points, shared places splitting the points they cover', () => {
    expect([1, 2, 3, 4].map((r) => placementPoints(4, r, 1))).toEqual([4, 3, 2, 1]);
    expect(placementPoints(4, 1, 2)).toBe(3.5);
    const s = standings({ scheme: 'placement', entrants, rounds });
    expect(s.order).toEqual(['placement', 'points', 'firsts']);
    expect(s.rows.map((r) => [r.id, r.rank, r.totals.placement])).toEqual([
      ['A', 1, 4],
      ['C', 2, 3],
      ['D', 2, 3],
      ['B', 4, 2.5],
      ['E', 5, 2.5],
    ]);
  });

  it('compares duplicate tables seat position by seat position', () => {
    const six: Entrant[] = 'PQRSTU'.split('').map((id) => ({ id, name: id }));
    const dup: RoundResult = {
      round: 1,
      duplicate: true,
      byes: [],
      tables: [
        { seats: ['P', 'Q', 'R'], status: 'finished', outcome: { scores: [30, -10, -20], winners: [0], ranks: [1, 2, 3] } },
        { seats: ['S', 'T', 'U'], status: 'finished', outcome: { scores: [10, 0, -10], winners: [0], ranks: [1, 2, 3] } },
      ],
    };
    // Position means: 20, −5, −15. Relative: P +10, Q −5, R −5; S −10, T +5, U +5.
    const s = standings({ scheme: 'total', entrants: six, rounds: [dup] });
    expect(s.order).toEqual(['relative', 'points', 'firsts']);
    expect(s.rows.map((r) => [r.id, r.rank, r.totals.relative, r.totals.points])).toEqual([
      ['P', 1, 10, 30],
      ['T', 2, 5, 0],
      ['U', 3, 5, -10],
      ['Q', 4, -5, -10],
      ['R', 5, -5, -20],
      ['S', 6, -10, 10],
    ]);
    // Without duplicate deals French Tarot ranks by the plain total.
    const plain = standings({ scheme: 'total', entrants: six, rounds: [{ ...dup, duplicate: false }] });
    expect(plain.rows.map((r) => r.id)).toEqual(['P', 'S', 'T', 'Q', 'U', 'R']);
    expect(plain.rows.find((r) => r.id === 'Q')!.rank).toBe(4);
    expect(plain.rows.find((r) => r.id === 'U')!.rank).toBe(4);
  });
});

describe('standings as CSV', () => {
  it('has a header with the ranking measures and rounds, one line per entrant, then the teams', () => {
    const evil: Entrant[] = [...entrants.slice(0, 4), { id: 'E', name: '=HYPERLINK("x")', team: 'Süd' }];
    const csv = standingsCsv(standings({ scheme: 'wins', entrants: evil, rounds }));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('rank,name,team,played,byes,match points,points,first places,round 1,round 2');
    expect(lines[1]).toBe('1,Ana,Nord,2,0,2,22,2,1,1');
    expect(lines[5]).toBe('5,"\'=HYPERLINK(""x"")",Süd,1,1,0.5,10.75,0.75,0.5,0');
    expect(lines[7]).toBe('team rank,team,members,match points,points,first places');
    expect(lines[8]).toBe('1,Nord,Ana / Dora,3,35.5,3.5');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
