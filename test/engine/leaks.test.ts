/**
 * No channel leaks a card (short version; `npm run fuzz` plays thousands of matches): every view, the
 * public notation of every action, the record before the end and every refusal, over random matches of
 * every game and player count, against each game's `hiddenFrom`. The checker itself is tested against
 * games made to leak on purpose, so that a silent checker cannot pass.
 */
import { describe, expect, it } from 'vitest';
import { type AnyGameDef, gameList, getGame } from '../../shared/index.js';
import { checkLeaks, leakConfigs } from './leaks.js';

/** Matches per configuration (Tarock's Radl of four deals is the long one). */
const SHORT: Record<string, number> = { tarock: 2 };

describe('no payload leaks a hidden card or the seed', () => {
  for (const config of leakConfigs(gameList)) {
    it(`${config.game} for ${config.seats}`, () => {
      const def = getGame(config.game)!;
      let actions = 0;
      for (let i = 0; i < (SHORT[config.game] ?? 4); i++) {
        const report = checkLeaks(def, config, `leaks-${config.game}-${config.seats}-${i}`);
        expect(report.leaks).toEqual([]);
        expect(report.finished).toBe(true);
        actions += report.actions;
      }
      expect(actions).toBeGreaterThan(0);
    });
  }
});

describe('the leak checker', () => {
  const tablanet = getGame('tablanet')!;
  const config = { game: 'tablanet', seats: 2, options: { targetScore: 1 } };
  type Hands = { hands: string[][]; stock: string[] };

  it('finds a view that shows the next seat\'s hand', () => {
    const leaky: AnyGameDef = {
      ...tablanet,
      view: (state: Hands, viewer) => ({
        ...tablanet.view(state, viewer),
        peek: viewer === 'spectator' ? [] : state.hands[(viewer + 1) % 2],
      }),
    };
    const report = checkLeaks(leaky, config, 'leaky-view', 10);
    expect(report.leaks.some((l) => l.startsWith('view to 0'))).toBe(true);
  });

  it('finds a refusal that names a card of another hand, and a public notation naming the stock', () => {
    const leaky: AnyGameDef = {
      ...tablanet,
      apply: (state: Hands, seat, action) => {
        const r = tablanet.apply(state, seat, action);
        if (r.ok) return r;
        return { ok: false, error: { ...r.error, message: `seat ${1 - seat} holds ${state.hands[1 - seat]![0]}` } };
      },
      publicNotation: (before: Hands, _seat, action) => `${tablanet.makeAction(action)} next ${before.stock.at(-1)}`,
    };
    const report = checkLeaks(leaky, config, 'leaky-error', 10);
    expect(report.leaks.some((l) => l.startsWith('error to'))).toBe(true);
    expect(report.leaks.some((l) => l.startsWith('event to'))).toBe(true);
  });

  it('finds a hand named in a "sheet" of the deal in play: only sheets of earlier deals may name their cards', () => {
    const leaky: AnyGameDef = {
      ...tablanet,
      view: (state: Hands & { handNo: number }, viewer) => ({
        ...tablanet.view(state, viewer),
        sheet: { deal: state.handNo + 1, cards: viewer === 'spectator' ? [] : state.hands[(viewer + 1) % 2] },
      }),
    };
    expect(checkLeaks(leaky, config, 'leaky-sheet', 10).leaks.some((l) => l.startsWith('view to 0'))).toBe(true);
  });

  it('finds the seed in a view before the end', () => {
    const leaky: AnyGameDef = { ...tablanet, view: (state, viewer) => ({ ...tablanet.view(state, viewer), rng: 'x' }) };
    expect(checkLeaks(leaky, config, 'leaky-seed', 3).leaks.some((l) => l.includes('the seed or the rng'))).toBe(true);
  });
});
