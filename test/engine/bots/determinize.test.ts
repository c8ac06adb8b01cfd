/**
 * A guessed deal (determinize.ts) must be one the seat cannot tell from the real one: the seat's
 * view of it is the real view, the same actions are legal, every card is somewhere, and what the
 * seat saw (voids, the turned chien, buried Jacks) holds in it.
 */
import { describe, expect, it } from 'vitest';
import { type CardId, sameCards, type Seat } from '../../../shared/index.js';
import { classOf } from '../../../shared/games/tarot/cards.js';
import type { TarotState, TarotView } from '../../../shared/games/tarot/index.js';
import type { TablanetState, TablanetView } from '../../../shared/games/tablanet/index.js';
import { determinize as guessTarot } from '../../../shared/bots/tarot/determinize.js';
import { determinize as guessTablanet } from '../../../shared/bots/tablanet/determinize.js';
import { BotRng } from '../../../shared/bots/util.js';
import { parseOptions, tarotDef, tablanetDef } from './games.js';
import { type Position, randomPositions } from './helpers.js';

function legalOf(p: Position, state: unknown): string[] {
  return p.table.def.legalActions(state, p.seat).map((a: unknown) => p.table.def.makeAction(a));
}

/** Classes each seat failed to follow in the real deal (an Excuse follows nothing). */
function shownVoids(state: TarotState): Map<Seat, Set<string>> {
  const out = new Map<Seat, Set<string>>();
  const plays = [...state.deal.tricks.map((t) => t.plays), state.deal.trick];
  for (const trick of plays) {
    let led: string | undefined;
    for (const p of trick) {
      const cls = classOf(p.card);
      if (cls === undefined) continue;
      if (led === undefined) led = cls;
      else if (cls !== led) out.set(p.seat, (out.get(p.seat) ?? new Set()).add(led));
    }
  }
  return out;
}

describe('Tarot guesses', () => {
  const formats: [number, Record<string, unknown>][] = [
    [3, { deals: 1 }],
    [4, { deals: 1 }],
    [5, { deals: 1 }],
    [4, { deals: 1, trickReview: 'all' }],
  ];
  const positions = formats.flatMap(([seats, options], f) => [0, 1].flatMap((s) => randomPositions('tarot', seats, options, `guess:${f}:${s}`, 4, 25)));

  it('show the seat its real view, with the same legal actions and every card in place', () => {
    for (const [i, p] of positions.entries()) {
      const real = p.table.state as TarotState;
      const view = tarotDef.view(real, p.seat) as TarotView;
      const options = parseOptions(tarotDef, p.table.options);
      for (const k of [0, 1]) {
        const guess = guessTarot({ seat: p.seat, view, history: p.table.history, options }, new BotRng(`g${i}:${k}`));
        expect(guess, `position ${i}`).toBeDefined();
        expect(tarotDef.view(guess!, p.seat), `position ${i}`).toEqual(view);
        expect(legalOf(p, guess)).toEqual(legalOf(p, real));
        expect(sameCards(Object.values(tarotDef.cardLocations(guess!)).flat(), tarotDef.pack(options))).toBe(true);
        // The unseen cards are the real unseen cards, only placed differently.
        expect(sameCards(tarotDef.hiddenFrom(guess!, p.seat), tarotDef.hiddenFrom(real, p.seat))).toBe(true);
        for (const [seat, voids] of shownVoids(real)) {
          const held = guess!.deal.hands[seat]!.filter((c: CardId) => voids.has(classOf(c) ?? ''));
          expect(held, `seat ${seat} showed voids in ${[...voids].join('')}`).toEqual([]);
        }
        const d = real.deal;
        for (const c of d.chienShown) {
          if (d.hands[d.taker]!.includes(c) || d.ecart.includes(c)) {
            expect(guess!.deal.hands[d.taker]!.includes(c) || guess!.deal.ecart.includes(c), `turned chien card ${c}`).toBe(true);
          }
        }
      }
    }
  });

  it('differ from each other and from the real deal in the unseen cards', () => {
    const late = positions.filter((p) => (p.table.state as TarotState).deal.phase === 'play');
    const differs = late.filter((p, i) => {
      const view = tarotDef.view(p.table.state, p.seat) as TarotView;
      const options = parseOptions(tarotDef, p.table.options);
      const g = guessTarot({ seat: p.seat, view, history: p.table.history, options }, new BotRng(`d${i}`))!;
      return JSON.stringify(g.deal.hands) !== JSON.stringify((p.table.state as TarotState).deal.hands);
    });
    expect(differs.length).toBeGreaterThan(late.length / 2);
  });
});

describe('Tablanet guesses', () => {
  const formats: [number, Record<string, unknown>][] = [
    [2, { targetScore: 15 }],
    [3, { targetScore: 15 }],
    [4, { targetScore: 15 }],
    [2, { targetScore: 15, openingJacks: 'bury', valueScheme: 'tablanette1939', scoring: 'tablanette1939' }],
  ];
  const positions = formats.flatMap(([seats, options], f) => [0, 1].flatMap((s) => randomPositions('tablanet', seats, options, `tguess:${f}:${s}`, 3, 30)));

  it('show the seat its real view, with the same legal plays, every card in place and buried Jacks where they are', () => {
    for (const [i, p] of positions.entries()) {
      const real = p.table.state as TablanetState;
      const view = tablanetDef.view(real, p.seat) as TablanetView;
      const options = parseOptions(tablanetDef, p.table.options);
      const guess = guessTablanet({ seat: p.seat, view, history: p.table.history, options }, new BotRng(`t${i}`));
      expect(guess, `position ${i}`).toBeDefined();
      expect(tablanetDef.view(guess!, p.seat), `position ${i}`).toEqual(view);
      expect(legalOf(p, guess)).toEqual(legalOf(p, real));
      expect(sameCards(Object.values(tablanetDef.cardLocations(guess!)).flat(), tablanetDef.pack(options))).toBe(true);
      expect(sameCards(tablanetDef.hiddenFrom(guess!, p.seat), tablanetDef.hiddenFrom(real, p.seat))).toBe(true);
      // Buried Jacks still in the stock are its bottom cards, in the real order.
      const inStock = real.buried.filter((j) => real.stock.includes(j));
      expect(guess!.stock.slice(guess!.stock.length - inStock.length)).toEqual(real.stock.slice(real.stock.length - inStock.length));
      // Dealt buried Jacks are where the last round put them.
      real.hands.forEach((h, s) => {
        for (const j of real.buried) if (h.includes(j)) expect(guess!.hands[s]).toContain(j);
      });
    }
  });
});
