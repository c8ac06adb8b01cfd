/**
 * End of the hand and scoring (rules file §7, §8), the match end (§9): E10, E12, E14 and the decisions
 * D-12, D-13, D-15, D-17, D-23.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, DECK_52, randomInt, seedRng } from '../../../shared/index.js';
import { tablanetProfiles, type TablanetState } from '../../../shared/games/tablanet/index.js';
import { act, arrange, def, playAll, seedFor, withPosition } from './helpers.js';

function start(seats: number, dealer: number, options: Record<string, unknown> = {}): TablanetState {
  const s = createMatch<TablanetState>(def, { seats, options, seed: seedFor(seats, dealer) });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

const others = (...used: string[][]) => DECK_52.filter((c) => !used.flat().includes(c));

describe('E10: the final round, the last-play rule and the hand score', () => {
  const e10 = (seat1Last: 'S7' | 'H9', options: Record<string, unknown> = {}) => {
    const hands = [
      ['S9', 'C5', 'C2', 'D5', 'CJ', 'H8'],
      ['S4', 'H3', 'D2', 'D10', 'C7', seat1Last],
    ];
    const table = ['C3', 'D6'];
    const rest = others(...hands, table, ['SA', 'HA', 'DA', 'CA']);
    return withPosition(start(2, 1, options), {
      hands,
      table,
      piles: [
        ['SA', 'HA', ...rest.slice(0, 14)],
        ['DA', 'CA', ...rest.slice(14)],
      ],
      tablas: [1, 0],
      lastCapturer: 1,
      round: 4,
      turn: 0,
    });
  };
  const first11 = [
    'play S9 x D6+C3',
    'play S4',
    'play D5',
    'play H3',
    'play H8 x H3+D5',
    'play D10',
    'play C2',
    'play C7',
    'play CJ x S4+D10+C2+C7',
    'play D2',
    'play C5',
  ];

  it('plays out as in the table of §16', () => {
    let s = e10('S7');
    expect(s.piles.map((p) => p.length)).toEqual([16, 22]);
    const tables: string[][] = [[], ['S4'], ['S4', 'D5'], ['S4', 'D5', 'H3'], ['S4'], ['S4', 'D10']];
    for (let i = 0; i < 6; i++) {
      s = act(s, s.turn, first11[i]!);
      expect(s.table, `after play ${i + 1}`).toEqual(tables[i]);
    }
    expect(s.tablas).toEqual([2, 0]);
    expect(def.legalActions(s, 0).filter((a) => a.card === 'C2').map(def.makeAction)).toEqual(['play C2']);
    s = act(s, 0, 'play C2');
    expect(def.legalActions(s, 1).filter((a) => a.card === 'C7').map(def.makeAction)).toEqual(['play C7']);
    s = playAll(s, first11.slice(7));
    expect(s.tablas).toEqual([3, 0]);
    expect(s.table).toEqual(['D2', 'C5']);
  });

  it('E10a: the final capture clears the table without a tabla; 13 to 2', () => {
    const end = playAll(e10('S7'), [...first11, 'play S7 x D2+C5']);
    const sheet = end.lastSheet!;
    expect(sheet.hand).toBe(1);
    expect(sheet.leftover).toEqual({ side: null, count: 0 });
    expect(sheet.sides[0]).toEqual({
      seats: [0],
      cards: 27,
      items: [
        { item: 'mostCards', count: 27, points: 3 },
        { item: 'diamondTen', count: 1, points: 3 },
        { item: 'clubTwo', count: 1, points: 2 },
        { item: 'aces', count: 2, points: 2 },
        { item: 'tablas', count: 3, points: 3 },
      ],
      total: 13,
    });
    expect(sheet.sides[1]!.cards).toBe(25);
    expect(sheet.sides[1]!.total).toBe(2);
    expect(end.scores).toEqual([13, 2]);
    // the next hand is dealt by the next dealer
    expect(end).toMatchObject({ handNo: 1, dealer: 0, turn: 1, round: 1, phase: 'play', lastPlay: null });
    expect(def.view(end, 'spectator').lastHand).toEqual(sheet);
  });

  it('with lastPlayTabla the final clearing capture is a tabla too (D-12)', () => {
    const end = playAll(e10('S7', { lastPlayTabla: true }), [...first11, 'play S7 x D2+C5']);
    expect(end.scores).toEqual([13, 3]);
  });

  it('E10b: leftovers go to the last capturer, which is no tabla', () => {
    const end = playAll(e10('H9'), [...first11, 'play H9']);
    const sheet = end.lastSheet!;
    expect(sheet.leftover).toEqual({ side: 0, count: 3 });
    expect(sheet.sides.map((s) => s.cards)).toEqual([30, 22]);
    expect(end.scores).toEqual([13, 2]);
  });
});

/**
 * A position just before the last play of a hand: the dealer (who plays last in every round) holds
 * `last`, which he lays on an empty table; it then goes to `lastCapturer` with the leftovers.
 */
function lastPlay(
  state: TablanetState,
  p: { last: string; piles: string[][]; rest: number; tablas: number[]; lastCapturer: number | null; scores?: number[] },
): TablanetState {
  const hands = state.hands.map((_, s) => (s === state.dealer ? [p.last] : []));
  return withPosition(state, {
    hands,
    table: [],
    piles: p.piles,
    rest: p.rest,
    tablas: p.tablas,
    lastCapturer: p.lastCapturer,
    round: def.view(state, 0).rounds,
    turn: state.dealer,
    ...(p.scores ? { scores: p.scores } : {}),
  });
}

describe('E12: partnership scoring (4 players, teams)', () => {
  it('pools cards and tablas per side: 11 to 5', () => {
    const s = lastPlay(start(4, 3), {
      last: 'H9',
      piles: [['D10', 'SA', 'HA', ...others(['D10', 'SA', 'HA', 'C2', 'DA', 'CA', 'H9']).slice(0, 26)], ['C2', 'DA', 'CA']],
      rest: 1,
      tablas: [3, 1],
      lastCapturer: 1,
    });
    expect(s.piles.map((p) => p.length)).toEqual([29, 22]);
    const end = act(s, 3, 'play H9');
    expect(end.lastSheet!.sides.map((x) => [x.seats, x.cards, x.total])).toEqual([
      [[0, 2], 29, 11],
      [[1, 3], 23, 5],
    ]);
    expect(def.view(end, 1).scores).toEqual([11, 5, 11, 5]);
  });
});

describe('E14: the end of the match (§9, D-17)', () => {
  // +9 for side 0 (most cards, 10♦, 2♣, one ace), +4 for side 1 (three aces and a tabla)
  const nineToFour = (state: TablanetState, scores: number[]) =>
    lastPlay(state, {
      last: 'H9',
      piles: [['D10', 'C2', 'SA', ...others(['D10', 'C2', 'SA', 'HA', 'DA', 'CA', 'H9']).slice(0, 24)], ['HA', 'DA', 'CA']],
      rest: 1,
      tablas: [0, 1],
      lastCapturer: 0,
      scores,
    });

  it('(a) 95/98 + 9/4 = 104/102: both pass 101, the higher total wins', () => {
    const end = act(nineToFour(start(2, 1), [95, 98]), 1, 'play H9');
    expect(end.scores).toEqual([104, 102]);
    expect(def.toAct(end)).toEqual([]);
    expect(def.outcome(end)).toEqual({
      scores: [104, 102],
      winners: [0],
      ranks: [1, 2],
      result: { code: 'won', seats: [0], score: 104, others: [102] },
      summary: 'Seat 0 wins 104 to 102',
    });
    expect(def.view(end, 0)).toMatchObject({ phase: 'matchOver', turn: null, winners: [0], toAct: [] });
    expect(def.legalActions(end, 0)).toEqual([]);
    expect(def.apply(end, 0, { type: 'play', card: 'S2', capture: [] })).toEqual({
      ok: false,
      error: { code: 'MATCH_OVER', message: 'the match is over' },
    });
  });

  it('(b) 105/105 is a tie: another hand; then 110/112 and seat 1 wins', () => {
    const tie = lastPlay(start(2, 1), {
      last: 'H9',
      piles: [['D10', 'SA', 'HA', ...others(['D10', 'SA', 'HA', 'C2', 'DA', 'CA', 'H9']).slice(0, 24)], ['C2', 'DA', 'CA']],
      rest: 1,
      tablas: [0, 2],
      lastCapturer: 0,
      scores: [97, 99],
    });
    const again = act(tie, 1, 'play H9');
    expect(again.scores).toEqual([105, 105]);
    expect(again).toMatchObject({ phase: 'play', handNo: 1, dealer: 0 });
    expect(def.outcome(again)).toBeUndefined();

    const second = lastPlay(again, {
      last: 'H9',
      piles: [['D10', 'C2', ...others(['D10', 'C2', 'SA', 'HA', 'DA', 'CA', 'H9']).slice(0, 23)], ['SA', 'HA', 'DA', 'CA']],
      rest: 1,
      tablas: [0, 0],
      lastCapturer: 1,
    });
    const end = act(second, 0, 'play H9');
    expect(end.lastSheet!.sides.map((x) => x.total)).toEqual([5, 7]);
    expect(end.scores).toEqual([110, 112]);
    expect(def.outcome(end)?.winners).toEqual([1]);
  });

  it('(c) under the tabinet preset (to 151) the same totals play on', () => {
    const tabinet = tablanetProfiles.find((p) => p.id === 'tablanet/tabinet-v1')!.options;
    const end = act(nineToFour(start(2, 1, tabinet), [95, 98]), 1, 'play H9');
    expect(end.scores).toEqual([104, 102]);
    expect(end.phase).toBe('play');
  });

  it('with 3 players, when two pass the target the higher total wins', () => {
    const aces = ['SA', 'HA', 'DA', 'CA'];
    const s = lastPlay(start(3, 2), {
      last: 'H9',
      piles: [['D10', 'C2', ...others(['D10', 'C2', 'H9'], aces).slice(0, 30)], ['SA', 'HA', 'DA'], []],
      rest: 2,
      tablas: [0, 0, 0],
      lastCapturer: 0,
      scores: [95, 98, 40],
    });
    const end = act(s, 2, 'play H9');
    // side 0: most cards 3 + 10♦ 3 + 2♣ 2; side 1: three aces; side 2: the fourth ace
    expect(end.scores).toEqual([103, 101, 41]);
    expect(def.outcome(end)).toMatchObject({
      winners: [0],
      ranks: [1, 2, 3],
      result: { code: 'won', seats: [0], score: 103, others: [101, 41] },
      summary: 'Seat 0 wins 103 to 101, 41',
    });
  });
});

describe('most cards and leftovers (§7, §8.2)', () => {
  // 26 to 26 after the last card (laid by seat 1) goes to side 1, the last capturer
  const tie = (options: Record<string, unknown>) =>
    lastPlay(start(2, 1, options), {
      last: 'H9',
      piles: [others(['H9']).slice(0, 26), []],
      rest: 1,
      tablas: [0, 0],
      lastCapturer: 1,
    });

  it('a 26–26 tie gives the 3 to nobody, or with mostCardsTie "lastCapturer" to the last capturer', () => {
    const none = act(tie({}), 1, 'play H9').lastSheet!;
    expect(none.sides.map((s) => [s.cards, s.items[0]!.points])).toEqual([
      [26, 0],
      [26, 0],
    ]);
    const last = act(tie({ mostCardsTie: 'lastCapturer' }), 1, 'play H9').lastSheet!;
    expect(last.sides.map((s) => s.items[0]!.points)).toEqual([0, 3]);
  });

  it('with 3 players the variant only helps a last capturer who is among the tied leaders (D-15)', () => {
    const s = lastPlay(start(3, 2, { mostCardsTie: 'lastCapturer' }), {
      last: 'H9',
      piles: [others(['H9']).slice(0, 20), others(['H9']).slice(20, 40), []],
      rest: 2,
      tablas: [0, 0, 0],
      lastCapturer: 2,
    });
    const sheet = act(s, 2, 'play H9').lastSheet!;
    expect(sheet.sides.map((x) => [x.cards, x.items[0]!.points])).toEqual([
      [20, 0],
      [20, 0],
      [12, 0],
    ]);
  });

  it('when nobody captured, the leftovers belong to nobody (D-13)', () => {
    // Only possible without jack sweeps: under the numeric scheme every card was laid.
    const base = start(2, 1, { valueScheme: 'numeric' });
    const s = withPosition(base, {
      hands: [[], ['H9']],
      table: others(['H9']),
      piles: [[], []],
      tablas: [0, 0],
      lastCapturer: null,
      round: 4,
      turn: 1,
    });
    const end = act(s, 1, 'play H9');
    expect(end.lastSheet!.leftover).toEqual({ side: null, count: 52 });
    expect(end.lastSheet!.sides.map((x) => x.total)).toEqual([0, 0]);
  });
});

describe('tablic22 and 1939 scoring (§2.3, §8.3, D-23)', () => {
  it('§8.4: every hand hands out 12 (9) + tablas under seed, 25 (22) + tablas under tablic22', () => {
    for (const [scoring, full, without] of [
      ['seed', 12, 9],
      ['tablic22', 25, 22],
    ] as const) {
      let s = start(3, 0, { scoring, targetScore: 500 });
      let rng = seedRng(`totals-${scoring}`);
      for (let step = 0; s.handNo < 3; step++) {
        const legal = def.legalActions(s, s.turn);
        let i: number;
        [i, rng] = randomInt(rng, legal.length);
        const r = def.apply(s, s.turn, legal[i]!);
        if (!r.ok) throw new Error(r.error.message);
        if (r.value.lastSheet !== s.lastSheet) {
          const sheet = r.value.lastSheet!;
          const tablas = sheet.sides.reduce((n, x) => n + x.items.find((it) => it.item === 'tablas')!.count, 0);
          const awarded = sheet.sides.some((x) => x.items[0]!.points === 3);
          const total = sheet.sides.reduce((n, x) => n + x.total, 0);
          expect(total).toBe((awarded ? full : without) + tablas);
          expect(sheet.sides.reduce((n, x) => n + x.cards, 0)).toBe(52);
        }
        s = r.value;
      }
    }
  });

  it('a tablanette scores the values taken, the capturing card included; a jack sweep only if allowed', () => {
    const preset = tablanetProfiles.find((p) => p.id === 'tablanet/tablanette1939-v1')!.options;
    const layout = {
      seats: 2,
      dealer: 1,
      hands: [
        ['S9', 'SJ', 'SQ', 'S2', 'S3', 'S5'],
        ['HK', 'H2', 'H3', 'H5', 'H6', 'H7'],
      ],
      table: ['D9', 'D4', 'C5', 'C9'],
      options: preset,
    };
    const t = act(arrange({ ...layout, table: ['D9', 'D4', 'C5', 'C9'] }), 0, 'play S9 x D4+D9+C5+C9');
    // groups {D9}, {C9}, {D4,C5}: three groups worth 9, plus the 9 played = 36 = 9 + 9 + 9 + 4 + 5
    expect(t.tablaPoints).toEqual([36, 0]);
    expect(t.tablas).toEqual([1, 0]);

    const sweep = (jackSweepIsTabla: boolean) =>
      act(arrange({ ...layout, table: ['D9', 'D4', 'C5', 'CQ'], options: { ...preset, jackSweepIsTabla } }), 0, 'play SJ x D4+D9+C5+CQ');
    expect(sweep(false).tablas).toEqual([0, 0]);
    // jack 0 + 9 + 4 + 13 + 5 (Q = 13 in the 1939 values)
    expect(sweep(true).tablaPoints).toEqual([31, 0]);
  });
});
