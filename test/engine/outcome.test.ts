/**
 * How a match ended is a code with parameters (shared/core/outcome.ts); the English `summary` that API
 * clients read is built from the code in one place and says what each engine said before the codes.
 */
import { describe, expect, it } from 'vitest';
import { type OutcomeResult, outcomeSummary, resultByScore, winnersOf } from '../../shared/index.js';

const alone = (n: number) => Array.from({ length: n }, (_, s) => [s]);

describe('a result by score', () => {
  it('one seat on top wins; the others\' scores go along, best first', () => {
    expect(resultByScore(alone(3), [40, 120, 90], 6)).toEqual({ code: 'won', seats: [1], score: 120, others: [90, 40], deals: 6 });
  });

  it('a team on top wins with both partners; each other side counts once', () => {
    expect(resultByScore([[0, 2], [1, 3]], [104, 87, 104, 87])).toEqual({ code: 'won', seats: [0, 2], score: 104, others: [87] });
  });

  it('seats that are not partners sharing the top share it; every seat equal is a draw with no winner', () => {
    const shared = resultByScore(alone(4), [12, -30, 12, 6], 8);
    expect(shared).toEqual({ code: 'shared', seats: [0, 2], score: 12, deals: 8 });
    expect(winnersOf(shared)).toEqual([0, 2]);
    const draw = resultByScore(alone(3), [50, 50, 50], 3);
    expect(draw).toEqual({ code: 'draw', score: 50, deals: 3 });
    expect(winnersOf(draw)).toEqual([]);
  });
});

describe('the English summary says what the engines said before the codes', () => {
  const cases: [string, OutcomeResult, string][] = [
    ['Tarot', { code: 'won', seats: [2], score: 310, others: [12, -322], deals: 4 }, 'Seat 2 wins with 310 after 4 deals'],
    ['Tarot draw', { code: 'draw', score: 0, deals: 3 }, 'Draw after 3 deals: every seat on 0'],
    ['Tarock', { code: 'won', seats: [1], score: 28, others: [4, -10, -22], deals: 8 }, 'Seat 1 wins with 28 after 8 deals'],
    ['Tablanet', { code: 'won', seats: [0], score: 104, others: [102] }, 'Seat 0 wins 104 to 102'],
    ['Tablanet pairs', { code: 'won', seats: [1, 3], score: 111, others: [95] }, 'Seats 1 and 3 win 111 to 95'],
    ['Taleles Pitsch', { code: 'pitsch', seats: [0, 2], made: true, others: [0] }, 'Seats 0 and 2 win by Pitsch (made) (others 0)'],
    ['Taleles Pitsch lost', { code: 'pitsch', seats: [1], made: false, others: [620, 410] }, 'Seat 1 wins by Pitsch (lost) (others 620, 410)'],
  ];
  it.each(cases)('%s', (_, result, text) => expect(outcomeSummary(result)).toBe(text));

  it('a forfeit names the player who ran out of time', () => {
    const result: OutcomeResult = { code: 'forfeit', seat: 1, partners: [3], seats: [0, 2] };
    expect(outcomeSummary(result, (s) => ['Ana', 'Ben', 'Cara', 'Dan'][s]!)).toBe('Ben (seat 1) (with seat 3) forfeits on time; seats 0 and 2 win');
    expect(outcomeSummary({ code: 'forfeit', seat: 1, partners: [], seats: [0] }, () => 'Ben')).toBe('Ben (seat 1) forfeits on time; seat 0 wins');
  });
});
