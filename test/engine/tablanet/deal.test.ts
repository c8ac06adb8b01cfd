/**
 * Dealing (rules file §4), turn order and dealer rotation (§3), and the public buried jacks (E9, §10).
 */
import { describe, expect, it } from 'vitest';
import { createMatch, DECK_52 } from '../../../shared/index.js';
import type { TablanetState } from '../../../shared/games/tablanet/index.js';
import { act, arrange, def, seedFor } from './helpers.js';

/** Plays the last legal action (the largest capture found) until `stop` holds: a quick deterministic playout. */
function playUntil(state: TablanetState, stop: (s: TablanetState) => boolean): TablanetState {
  let s = state;
  for (let i = 0; i < 500 && !stop(s); i++) {
    const legal = def.legalActions(s, s.turn);
    s = act(s, s.turn, def.makeAction(legal[legal.length - 1]!));
  }
  return s;
}

describe('E9: opening deal with jacks (2 players, dealer seat 1)', () => {
  const top = ['SA', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S9', 'S10', 'SQ', 'SK', 'HA'];
  const next = ['S8', 'HJ', 'SJ', 'D4', 'CK', 'H2'];
  const rest = DECK_52.filter((c) => !top.includes(c) && !next.includes(c));
  const deck = [...top, ...next, ...rest];
  const start = createMatch<TablanetState>(def, { seats: 2, seed: seedFor(2, 1), decks: [deck] });
  if (!start.ok) throw new Error(start.error.message);
  const state = start.value;

  it('deals two packets of 3 from the dealer\'s right, then fills the table, burying jacks', () => {
    expect(state.dealer).toBe(1);
    expect(state.hands[0]).toEqual(['SA', 'S2', 'S3', 'S7', 'S9', 'S10']);
    expect(state.hands[1]).toEqual(['S4', 'S5', 'S6', 'SQ', 'SK', 'HA']);
    expect(state.table).toEqual(['S8', 'D4', 'CK', 'H2']);
    expect(state.stock).toEqual([...rest, 'HJ', 'SJ']);
    expect(state.stock).toHaveLength(36);
    expect(state.turn).toBe(0);
  });

  it('shows the buried jacks to everyone and does not count them as hidden', () => {
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(def.view(state, viewer).buriedJacks).toEqual(['HJ', 'SJ']);
      expect(def.hiddenFrom(state, viewer)).not.toContain('HJ');
    }
    expect(def.hiddenFrom(state, 0)).toContain(rest[0]);
  });

  it('the buried jacks reach the dealer in the last round', () => {
    const last = playUntil(state, (s) => s.round === 4);
    expect(last.stock).toEqual([]);
    expect(last.hands[1]).toEqual(expect.arrayContaining(['HJ', 'SJ']));
    expect(last.turn).toBe(0);
  });
});

describe('rounds of a hand (§4 table)', () => {
  const cases: [string, number, Record<string, unknown>, number[], number][] = [
    ['2 players', 2, {}, [6, 6, 6, 6], 36],
    ['3 players, 6-6-4', 3, {}, [6, 6, 4], 30],
    ['3 players, 4-4-4-4', 3, { threePlayerDeal: '4-4-4-4' }, [4, 4, 4, 4], 36],
    ['4 players', 4, {}, [6, 6], 24],
  ];
  it.each(cases)('%s: cards per player per round, first player always right of the dealer', (_, seats, options, sizes, stock) => {
    const start = createMatch<TablanetState>(def, { seats, options, seed: `rounds-${seats}` });
    if (!start.ok) throw new Error(start.error.message);
    let s = start.value;
    expect(s.stock).toHaveLength(stock);
    expect(s.table).toHaveLength(4);
    expect(def.view(s, 0).rounds).toBe(sizes.length);
    const seen: number[] = [];
    for (let round = 1; round <= sizes.length; round++) {
      s = playUntil(s, (x) => x.round === round);
      expect(s.turn, `round ${round} starts right of the dealer`).toBe((s.dealer + 1) % seats);
      expect(s.hands.every((h) => h.length === sizes[round - 1])).toBe(true);
      seen.push(s.hands[0]!.length);
    }
    expect(seen).toEqual(sizes);
  });
});

describe('dealer rotation (§3)', () => {
  it('passes the deal to the right after each hand; the first dealer comes from the seed', () => {
    const dealers = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const s = createMatch<TablanetState>(def, { seats: 3, seed: `first-dealer-${i}` });
      if (s.ok) dealers.add(s.value.dealer);
    }
    expect([...dealers].sort()).toEqual([0, 1, 2]);

    const start = createMatch<TablanetState>(def, { seats: 3, seed: 'rotate' });
    if (!start.ok) throw new Error(start.error.message);
    const first = start.value.dealer;
    const second = playUntil(start.value, (s) => s.handNo === 1);
    expect(second.dealer).toBe((first + 1) % 3);
    expect(second.turn).toBe((first + 2) % 3);
    expect(def.view(second, 'spectator').deal).toBe(2);
    expect(second.lastSheet?.hand).toBe(1);
  });
});

describe('opening jacks (§4.1)', () => {
  const layout = {
    seats: 2,
    dealer: 1,
    hands: [
      ['S2', 'S3', 'S4', 'S5', 'S6', 'S7'],
      ['H2', 'H3', 'H4', 'H5', 'H6', 'H7'],
    ],
    table: ['DJ', 'D2', 'D3', 'D4'],
    stock: ['D5'],
  };
  it('are buried by default and with numeric "allow" stay on the table', () => {
    expect(arrange(layout).table).toEqual(['D2', 'D3', 'D4', 'D5']);
    expect(arrange(layout).stock.at(-1)).toBe('DJ');
    expect(arrange({ ...layout, options: { valueScheme: 'numeric' } }).table).toEqual(['DJ', 'D2', 'D3', 'D4']);
    expect(arrange({ ...layout, options: { openingJacks: 'allow' } }).table).toEqual(['DJ', 'D2', 'D3', 'D4']);
    expect(arrange({ ...layout, options: { valueScheme: 'numeric', openingJacks: 'bury' } }).buried).toEqual(['DJ']);
  });
});

describe('views (§10)', () => {
  const state = arrange({
    seats: 4,
    dealer: 3,
    hands: [
      ['S2', 'S3', 'S4', 'S5', 'S6', 'S7'],
      ['H2', 'H3', 'H4', 'H5', 'H6', 'H7'],
      ['D2', 'D3', 'D4', 'D5', 'D6', 'D7'],
      ['C2', 'C3', 'C4', 'C5', 'C6', 'C7'],
    ],
    table: ['SA', 'HA', 'DA', 'CA'],
  });

  it('a seat sees its own hand, counts of the others, the table and the partnerships', () => {
    const v = def.view(state, 2);
    expect(v.hand).toEqual(['D2', 'D3', 'D4', 'D5', 'D6', 'D7']);
    expect(v.handCounts).toEqual([6, 6, 6, 6]);
    expect(v.table).toEqual(['SA', 'HA', 'DA', 'CA']);
    expect(v.stock).toBe(24);
    expect(v.sides).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(v.captured).toEqual([0, 0]);
    expect(v.piles).toBeNull();
    expect(v).toMatchObject({ dealer: 3, turn: 0, round: 1, rounds: 2, deal: 1, targetScore: 101, lastHand: null });
    expect(JSON.stringify(v)).not.toContain('S2');
    expect(def.view(state, 'spectator').hand).toEqual([]);
  });

  it('piles are counted, and shown only with showCapturedPiles', () => {
    const after = act(state, 0, 'play S2 x HA+CA');
    expect(def.view(after, 1).captured).toEqual([3, 0]);
    expect(def.view(after, 1).lastPlay).toEqual({ seat: 0, card: 'S2', capture: ['HA', 'CA'], tabla: false });
    const open = act(arrange({ ...stateLayout(), options: { showCapturedPiles: true } }), 0, 'play S2 x HA+CA');
    expect(def.view(open, 1).piles).toEqual([['S2', 'HA', 'CA'], []]);
  });

  function stateLayout() {
    return {
      seats: 4,
      dealer: 3,
      hands: state.hands.map((h) => h.slice()),
      table: ['SA', 'HA', 'DA', 'CA'],
    };
  }
});
