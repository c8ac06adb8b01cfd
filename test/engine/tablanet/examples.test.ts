/**
 * The worked examples of rules file §16 that are about captures (E1, E2, E4, E5, E6, E8) and the
 * rejected actions of E16. Card ids are those of the rules file (docs/notation.md: identical).
 * The examples name a table of 3 or 5 cards; the opening deal lays 4, so a first play adds or removes
 * one (a trail, or a rank capture of a king), and then the example's player moves.
 */
import { describe, expect, it } from 'vitest';
import { actionOf } from '../../../shared/index.js';
import { actionFromGroups, tablanetProfiles } from '../../../shared/games/tablanet/index.js';
import { act, arrange, def, legalFor, playAll, snapshot } from './helpers.js';

const numericTablic = tablanetProfiles.find((p) => p.id === 'tablanet/numeric-tablic-v1')!.options;

describe('E1: multi-group capture and tabla', () => {
  // Dealer 0, so seat 1 lays C5 first and the table is C3 D4 H7 S2 C5 when seat 0 plays S7.
  const start = arrange({
    seats: 2,
    dealer: 0,
    hands: [
      ['S7', 'SK', 'HK', 'DQ', 'CQ', 'H9'],
      ['C5', 'SQ', 'HQ', 'D9', 'C9', 'S8'],
    ],
    table: ['C3', 'D4', 'H7', 'S2'],
  });
  const state = act(start, 1, 'play C5');

  it('lists the 7 combinations of the groups {H7}, {C3,D4}, {S2,C5}', () => {
    expect(state.table).toEqual(['C3', 'D4', 'H7', 'S2', 'C5']);
    expect(legalFor(state, 'S7').sort()).toEqual(
      [
        'play S7',
        'play S7 x H7',
        'play S7 x D4+C3',
        'play S7 x S2+C5',
        'play S7 x H7+D4+C3',
        'play S7 x S2+H7+C5',
        'play S7 x S2+D4+C3+C5',
        'play S7 x S2+H7+D4+C3+C5',
      ].sort(),
    );
  });

  it('taking all three groups clears the table: a tabla, and 6 cards to seat 0', () => {
    const r = def.apply(state, 0, actionFromGroups('S7', [['H7'], ['C3', 'D4'], ['S2', 'C5']]));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.table).toEqual([]);
    expect(r.value.tablas).toEqual([1, 0]);
    expect(r.value.piles[0]).toHaveLength(6);
    expect(r.value.lastPlay).toEqual({ seat: 0, card: 'S7', capture: ['S2', 'H7', 'D4', 'C3', 'C5'], tabla: true });
    // the same capture in the rules file's §13 notation
    expect(def.parseAction('play:S7:S2.H7.D4.C3.C5')).toEqual(actionFromGroups('S7', [['H7'], ['C3', 'D4'], ['S2', 'C5']]));
  });
});

describe('E2: groups may not share a card', () => {
  const state = act(
    arrange({
      seats: 2,
      dealer: 0,
      hands: [
        ['C7', 'SQ', 'HQ', 'DQ', 'S9', 'H9'],
        ['HK', 'CQ', 'D9', 'C9', 'S8', 'H8'],
      ],
      table: ['H3', 'C4', 'D4', 'SK'],
    }),
    1,
    'play HK x SK',
  );

  it('has exactly two captures of two cards each', () => {
    expect(state.table).toEqual(['H3', 'C4', 'D4']);
    expect(legalFor(state, 'C7')).toEqual(['play C7', 'play C7 x H3+D4', 'play C7 x H3+C4']);
  });

  it('refuses the two groups together (E16 a)', () => {
    const before = snapshot(state);
    const r = def.apply(state, 0, actionFromGroups('C7', [['H3', 'C4'], ['H3', 'D4']]));
    expect(r).toEqual({ ok: false, error: { code: 'ILLEGAL_ACTION', message: 'H3 is taken twice: groups may not share a card' } });
    expect(snapshot(state)).toBe(before);
  });
});

describe('E4: same cards, different groupings', () => {
  const state = arrange({
    seats: 2,
    dealer: 1,
    hands: [
      ['S3', 'SQ', 'HQ', 'DQ', 'S9', 'H9'],
      ['HK', 'CQ', 'D9', 'C9', 'S8', 'H8'],
    ],
    table: ['SA', 'DA', 'C2', 'H2'],
  });

  it('has 5 distinct captures: four pairs and the whole table', () => {
    const caps = legalFor(state, 'S3').filter((n) => n.includes(' x '));
    expect(caps.sort()).toEqual(
      ['play S3 x SA+H2', 'play S3 x SA+C2', 'play S3 x H2+DA', 'play S3 x DA+C2', 'play S3 x SA+H2+DA+C2'].sort(),
    );
  });

  it('accepts the whole table under either grouping, as one and the same capture, and scores a tabla', () => {
    const a = def.apply(state, 0, actionFromGroups('S3', [['SA', 'C2'], ['DA', 'H2']]));
    const b = def.apply(state, 0, actionFromGroups('S3', [['SA', 'H2'], ['DA', 'C2']]));
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.value).toEqual(b.value);
    expect(a.value.tablas).toEqual([1, 0]);
  });
});

describe('E5: queens, default against numericTablic', () => {
  const layout = {
    seats: 2,
    dealer: 1,
    hands: [
      ['SQ', 'S9', 'H9', 'S8', 'H8', 'D8'],
      ['HK', 'CK', 'D9', 'C9', 'C8', 'S7'],
    ],
    table: ['DQ', 'C10', 'S2', 'HA'],
  };

  it('default: the queen takes the queen or is laid; it never sums (E16 c)', () => {
    const state = arrange(layout);
    expect(legalFor(state, 'SQ')).toEqual(['play SQ', 'play SQ x DQ']);
    const before = snapshot(state);
    const r = def.apply(state, 0, actionFromGroups('SQ', [['C10', 'S2']]));
    expect(r).toEqual({ ok: false, error: { code: 'ILLEGAL_ACTION', message: 'Q captures only by rank, not by sum' } });
    expect(snapshot(state)).toBe(before);
  });

  it('numericTablic: Q = 13 and aces 1 or 11 give 5 captures; the full one is a tabla', () => {
    const state = arrange({ ...layout, options: numericTablic });
    const caps = legalFor(state, 'SQ').filter((n) => n.includes(' x '));
    expect(caps.sort()).toEqual(
      ['play SQ x DQ', 'play SQ x S2+HA+C10', 'play SQ x S2+HA', 'play SQ x S2+HA+DQ+C10', 'play SQ x S2+HA+DQ'].sort(),
    );
    const after = act(state, 0, 'play SQ x S2+HA+DQ+C10');
    expect(after.tablas).toEqual([1, 0]);
  });
});

describe('E6: jacks', () => {
  const layout = {
    seats: 2,
    dealer: 0,
    hands: [
      ['DJ', 'D7', 'CQ', 'HQ', 'S9', 'H9'],
      ['HK', 'CJ', 'HJ', 'D9', 'C8', 'S8'],
    ],
    table: ['H5', 'C9', 'SQ', 'DK'],
  };
  // Table H5 C9 SQ once seat 1 has taken DK.
  const start = act(arrange(layout), 1, 'play HK x DK');

  it('(a) the jack must sweep the whole table, and it is a tabla', () => {
    expect(legalFor(start, 'DJ')).toEqual(['play DJ x SQ+H5+C9']);
    const before = snapshot(start);
    const partial = def.apply(start, 0, actionFromGroups('DJ', [['H5', 'C9']]));
    expect(partial).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', message: 'a jack takes the whole table (SQ+H5+C9), not part of it' },
    });
    expect(snapshot(start)).toBe(before);
    const swept = act(start, 0, 'play DJ x SQ+H5+C9');
    expect(swept.tablas).toEqual([1, 0]);
    expect(swept.piles[0]).toHaveLength(4);
  });

  it('(a) §6.2: the bare jack `play DJ` is the same sweep, written out in the record', () => {
    const bare = def.parseAction('play DJ')!;
    expect(def.canonical!(start, 0, bare)).toEqual(def.parseAction('play DJ x SQ+H5+C9'));
    expect(actionOf(def, start, 0, 'play DJ')).toEqual({ type: 'play', card: 'DJ', capture: ['SQ', 'H5', 'C9'] });
    const before = snapshot(start);
    expect(act(start, 0, 'play DJ')).toEqual(act(start, 0, 'play DJ x SQ+H5+C9'));
    expect(snapshot(start)).toBe(before);
    // only the jack in the hand, only where the jack sweeps, and never another card bare
    expect(def.apply(start, 0, def.parseAction('play CJ')!)).toMatchObject({ ok: false, error: { message: 'you do not hold CJ' } });
    expect(def.canonical!(start, 0, def.parseAction('play D7')!)).toEqual(def.parseAction('play D7'));
    const numeric = act(arrange({ ...layout, options: { valueScheme: 'numeric' } }), 1, 'play HK x DK');
    expect(def.canonical!(numeric, 0, bare)).toEqual(bare);
    expect(legalFor(numeric, 'DJ')).toContain('play DJ');
  });

  it('(b)–(d) a jack on an empty table is laid, cannot be summed, and is taken by the next jack: a tabla', () => {
    const a = act(start, 0, 'play DJ x SQ+H5+C9');
    expect(legalFor(a, 'CJ')).toEqual(['play CJ']);
    const b = act(a, 1, 'play CJ');
    expect(b.table).toEqual(['CJ']);
    expect(legalFor(b, 'D7')).toEqual(['play D7']);
    const c = act(b, 0, 'play D7');
    expect(c.table).toEqual(['CJ', 'D7']);
    expect(legalFor(c, 'HJ')).toEqual(['play HJ x D7+CJ']);
    const d = act(c, 1, 'play HJ x D7+CJ');
    expect(d.tablas).toEqual([1, 1]);
  });

  it('with jackSweepIsTabla off, neither sweep is a tabla', () => {
    const s = act(arrange({ ...layout, options: { jackSweepIsTabla: false } }), 1, 'play HK x DK');
    const end = playAll(s, ['play DJ x SQ+H5+C9', 'play CJ', 'play D7', 'play HJ x D7+CJ']);
    expect(end.tablas).toEqual([0, 0]);
    expect(end.table).toEqual([]);
  });
});

describe('E8: optional capture and rank priority', () => {
  const layout = (options: Record<string, unknown> = {}) =>
    act(
      arrange({
        seats: 2,
        dealer: 0,
        hands: [
          ['H7', 'SQ', 'HQ', 'DQ', 'S9', 'H9'],
          ['HK', 'CQ', 'D9', 'C9', 'S8', 'H8'],
        ],
        table: ['D7', 'C3', 'S4', 'DK'],
        options,
      }),
      1,
      'play HK x DK',
    );

  it('default: three captures or a trail', () => {
    const state = layout();
    expect(legalFor(state, 'H7').sort()).toEqual(
      ['play H7', 'play H7 x D7', 'play H7 x S4+C3', 'play H7 x S4+D7+C3'].sort(),
    );
    expect(act(state, 0, 'play H7').table).toEqual(['D7', 'C3', 'S4', 'H7']);
    expect(act(state, 0, 'play H7 x S4+D7+C3').tablas).toEqual([1, 0]);
  });

  it('rankCapturePriority: every capture takes D7, and laying is refused (E16 f)', () => {
    const state = layout({ rankCapturePriority: true });
    expect(legalFor(state, 'H7').sort()).toEqual(['play H7 x D7', 'play H7 x S4+D7+C3'].sort());
    const before = snapshot(state);
    const r = def.apply(state, 0, actionFromGroups('H7'));
    expect(r).toEqual({ ok: false, error: { code: 'ILLEGAL_ACTION', message: 'rank capture has priority: you must take D7' } });
    const r2 = def.apply(state, 0, actionFromGroups('H7', [['C3', 'S4']]));
    expect(r2.ok || r2.error.message).toBe('rank capture has priority: the capture must take D7');
    expect(snapshot(state)).toBe(before);
  });

  it('captureOptional off: the three captures only', () => {
    const state = layout({ captureOptional: false });
    expect(legalFor(state, 'H7').sort()).toEqual(['play H7 x D7', 'play H7 x S4+C3', 'play H7 x S4+D7+C3'].sort());
    const r = def.apply(state, 0, actionFromGroups('H7'));
    expect(r.ok || r.error.message).toBe('you must capture when you can');
  });

  it('multiGroupCapture off: one group per capture (E16 e)', () => {
    const state = layout({ multiGroupCapture: false });
    expect(legalFor(state, 'H7').sort()).toEqual(['play H7', 'play H7 x D7', 'play H7 x S4+C3'].sort());
    const before = snapshot(state);
    const r = def.apply(state, 0, actionFromGroups('H7', [['D7'], ['C3', 'S4']]));
    expect(r).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', message: 'only one group per capture: S4+D7+C3 is not a single group worth 7' },
    });
    expect(snapshot(state)).toBe(before);
  });
});

describe('E16: rejected actions leave the state unchanged', () => {
  it('(d) a card that is not on the table', () => {
    // Opening D8 DK D6 D5; three rank captures leave D8 alone, and seat 0 is to play.
    const state = playAll(
      arrange({
        seats: 2,
        dealer: 0,
        hands: [
          ['S8', 'H6', 'SQ', 'HQ', 'S9', 'H9'],
          ['HK', 'H5', 'H8', 'C9', 'CQ', 'C7'],
        ],
        table: ['D8', 'DK', 'D6', 'D5'],
      }),
      ['play HK x DK', 'play H6 x D6', 'play H5 x D5'],
    );
    expect(state.table).toEqual(['D8']);
    const before = snapshot(state);
    const r = def.apply(state, 0, actionFromGroups('S8', [['H8']]));
    expect(r).toEqual({ ok: false, error: { code: 'ILLEGAL_ACTION', message: 'H8 is not on the table' } });
    expect(snapshot(state)).toBe(before);
  });

  it('(g) a card not in hand, and playing out of turn', () => {
    const state = arrange({
      seats: 2,
      dealer: 1,
      hands: [
        ['S8', 'H6', 'SQ', 'HQ', 'S9', 'H9'],
        ['HK', 'H5', 'H8', 'C9', 'CQ', 'C7'],
      ],
      table: ['D8', 'DK', 'D6', 'D5'],
    });
    const before = snapshot(state);
    expect(def.apply(state, 0, actionFromGroups('HK', [['DK']]))).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', message: 'you do not hold HK' },
    });
    expect(def.apply(state, 1, actionFromGroups('HK', [['DK']]))).toEqual({
      ok: false,
      error: { code: 'NOT_YOUR_TURN', message: "it is seat 0's turn, not seat 1's" },
    });
    expect(snapshot(state)).toBe(before);
  });
});
