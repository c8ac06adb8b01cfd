/**
 * Property tests (fast-check) of the capture rules over random tables, hands and options:
 * - legalActions equals an independent brute-force reading of §6.1/§6.2 (every subset of the table,
 *   split into groups by plain recursion);
 * - apply accepts every enumerated action (and the bare jack sweep as the sweep) and refuses any other subset of the table, changing nothing;
 * - the bigint path for crowded tables finds the same captures as the 32-bit one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch, DECK_52 } from '../../../shared/index.js';
import type { TablanetState } from '../../../shared/games/tablanet/index.js';
import { captureSet, cardsOf, tableIndices } from '../../../shared/games/tablanet/captures.js';
import { captureRules } from '../../../shared/games/tablanet/options.js';
import { actionsFromPlays, tablanetPlays } from '../../../shared/games/tablanet/plays.js';
import { def, snapshot, withPosition } from './helpers.js';

const rankOf = (c: string) => c.slice(1);

interface Opts {
  valueScheme: 'sweepJack' | 'numeric' | 'tablanette1939';
  aceValues: 'auto' | '1' | '1/11';
  multiGroupCapture: boolean;
  captureOptional: boolean;
  rankCapturePriority: boolean;
}

/** §2.2 written out again, independently of the engine's tables. */
function oracle(o: Opts, table: readonly string[], card: string): Set<string> {
  const sweep = o.valueScheme !== 'numeric';
  const eleven = o.aceValues === '1/11' || (o.aceValues === 'auto' && o.valueScheme !== 'sweepJack');
  const value = (c: string): number[] => {
    const r = rankOf(c);
    if (r === 'A') return eleven ? [1, 11] : [1];
    if (r === 'J') return sweep ? [] : [12];
    if (r === 'Q') return o.valueScheme === 'sweepJack' ? [] : [13];
    if (r === 'K') return o.valueScheme === 'sweepJack' ? [] : [14];
    return [Number(r)];
  };
  const notation = (take: string[]) => {
    const sorted = take.slice().sort((a, b) => DECK_52.indexOf(a) - DECK_52.indexOf(b));
    return sorted.length ? `play ${card} x ${sorted.join('+')}` : `play ${card}`;
  };
  if (sweep && rankOf(card) === 'J') return new Set([notation(table.slice())]);
  const pv = value(card);
  const sums = (cards: string[]): Set<number> => {
    let out = new Set([0]);
    for (const c of cards) out = new Set([...out].flatMap((s) => value(c).map((v) => s + v)));
    return out;
  };
  const validGroup = (g: string[]) =>
    (g.length === 1 && rankOf(g[0]!) === rankOf(card)) ||
    (g.length >= 2 && pv.length > 0 && g.every((c) => value(c).length > 0) && [...sums(g)].some((s) => pv.includes(s)));
  const splits = (u: string[]): boolean => {
    if (u.length === 0) return true;
    const [head, ...tail] = u;
    for (let m = 0; m < 1 << tail.length; m++) {
      const g = [head!, ...tail.filter((_, i) => m & (1 << i))];
      if (validGroup(g) && splits(tail.filter((_, i) => !(m & (1 << i))))) return true;
    }
    return false;
  };
  let captures: string[][] = [];
  for (let m = 1; m < 1 << table.length; m++) {
    const u = table.filter((_, i) => m & (1 << i));
    if (o.multiGroupCapture ? splits(u) : validGroup(u)) captures.push(u);
  }
  const same = table.filter((t) => rankOf(t) === rankOf(card));
  let trail = o.captureOptional || captures.length === 0;
  if (o.rankCapturePriority && same.length) {
    const all = captures.filter((u) => same.every((t) => u.includes(t)));
    captures = all.length ? all : captures.filter((u) => same.some((t) => u.includes(t)));
    trail = false;
  }
  return new Set([...(trail ? [notation([])] : []), ...captures.map(notation)]);
}

const LOW = DECK_52.filter((c) => ['A', '2', '3', '4', '5', '6', 'J', 'K'].includes(rankOf(c)));

const arbCase = fc.record({
  cards: fc.oneof(
    fc.shuffledSubarray(DECK_52 as string[], { minLength: 15, maxLength: 15 }),
    fc.shuffledSubarray(LOW, { minLength: 15, maxLength: 15 }),
  ),
  tableSize: fc.integer({ min: 0, max: 9 }),
  handSize: fc.integer({ min: 1, max: 6 }),
  options: fc.record({
    valueScheme: fc.constantFrom('sweepJack', 'numeric', 'tablanette1939') as fc.Arbitrary<Opts['valueScheme']>,
    aceValues: fc.constantFrom('auto', '1', '1/11') as fc.Arbitrary<Opts['aceValues']>,
    multiGroupCapture: fc.boolean(),
    captureOptional: fc.boolean(),
    rankCapturePriority: fc.boolean(),
  }),
  picks: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
});

function position(c: { cards: string[]; tableSize: number; handSize: number; options: Opts }) {
  const start = createMatch<TablanetState>(def, { seats: 2, seed: 'prop', options: c.options });
  if (!start.ok) throw new Error(start.error.message);
  const hand = c.cards.slice(0, c.handSize);
  const table = c.cards.slice(6, 6 + c.tableSize);
  return withPosition(start.value, { hands: [hand, []], table, piles: [[], []], rest: 0, turn: 0, round: 4 });
}

describe('capture properties', () => {
  it('legalActions is exactly the brute-force reading of §6', () => {
    fc.assert(
      fc.property(arbCase, (c) => {
        const s = position(c);
        const legal = def.legalActions(s, 0).map((a) => def.makeAction(a));
        expect(new Set(legal).size).toBe(legal.length);
        for (const card of s.hands[0]!) {
          const mine = legal.filter((n) => n.split(' ')[1] === card);
          expect(new Set(mine), `${card} on ${s.table.join(' ')}`).toEqual(oracle(c.options, s.table, card));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the compact plays (per card its groups, a capture any union of disjoint ones) expand to exactly legalActions, in order', () => {
    fc.assert(
      fc.property(arbCase, (c) => {
        const s = position(c);
        const plays = tablanetPlays(s, 0);
        expect(plays.cards.map((p) => p.card)).toEqual(s.hands[0]);
        const all = actionsFromPlays(plays, Number.MAX_SAFE_INTEGER);
        expect(all.complete).toBe(true);
        expect(all.actions.map((a) => def.makeAction(a))).toEqual(def.legalActions(s, 0).map((a) => def.makeAction(a)));
        for (const p of plays.cards) for (const g of p.groups) expect(s.table).toEqual(expect.arrayContaining([...g]));
        // another seat, or a seat whose turn it is not, has no plays
        expect(tablanetPlays(s, 1).cards).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('apply accepts every enumerated capture and refuses any other subset of the table', () => {
    fc.assert(
      fc.property(arbCase, (c) => {
        const s = position(c);
        const before = snapshot(s);
        const legal = def.legalActions(s, 0);
        const notations = new Set(legal.map((a) => def.makeAction(a)));
        for (const a of legal) expect(def.apply(s, 0, a).ok, def.makeAction(a)).toBe(true);
        const hand = s.hands[0]!;
        for (const pick of c.picks) {
          const card = hand[pick % hand.length]!;
          const capture = s.table.filter((_, i) => (pick >> (i + 3)) & 1);
          const action = { type: 'play' as const, card, capture: capture.sort((a, b) => DECK_52.indexOf(a) - DECK_52.indexOf(b)) };
          const r = def.apply(s, 0, action);
          // the bare jack sweep is the written-out sweep (§6.2)
          expect(r.ok, def.makeAction(action)).toBe(notations.has(def.makeAction(def.canonical!(s, 0, action))));
          if (!r.ok) expect(r.error.code).toBe('ILLEGAL_ACTION');
        }
        expect(snapshot(s)).toBe(before);
      }),
      { numRuns: 300 },
    );
  });

  it('the bigint masks of crowded tables give the same captures', () => {
    fc.assert(
      fc.property(arbCase, (c) => {
        const rules = captureRules(createMatchOptions(c.options));
        const table = c.cards.slice(6, 6 + c.tableSize);
        for (const card of c.cards.slice(0, c.handSize)) {
          const small = captureSet(rules, tableIndices(table), card);
          const big = captureSet(rules, tableIndices(table), card, true);
          const cards = (set: typeof small) => set.unions.map((u) => cardsOf(set.cards, u).join('+'));
          expect(cards(big)).toEqual(cards(small));
        }
      }),
      { numRuns: 200 },
    );
  });
});

function createMatchOptions(o: Opts) {
  const s = createMatch<TablanetState>(def, { seats: 2, seed: 'o', options: o });
  if (!s.ok) throw new Error(s.error.message);
  return s.value.options;
}
