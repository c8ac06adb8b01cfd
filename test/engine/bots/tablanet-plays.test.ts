/**
 * Tablanet bots read the compact plays (GameDef.plays): on a table of 50 cards the plain list the
 * server sends stops at 256 captures per card, and the bot still finds the capture that takes most.
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, botFor } from '../../../shared/bots/index.js';
import { boundedLegal, createMatch, DECK_52 } from '../../../shared/index.js';
import { tablanet, type TablanetState } from '../../../shared/games/tablanet/index.js';
import { withPosition } from '../tablanet/helpers.js';

describe('a Tablanet bot on a table of 50 cards', () => {
  const start = createMatch<TablanetState>(tablanet, { seats: 2, seed: 'bot-fifty', options: {} });
  if (!start.ok) throw new Error(start.error.message);
  const hand = ['S10', 'HK'];
  const table = DECK_52.filter((c) => !hand.includes(c));
  const state = withPosition(start.value, { hands: [['S10'], ['HK']], table, piles: [[], []], turn: 0, round: 4 });
  const legal = boundedLegal(tablanet, state, 0);
  const plays = tablanet.plays!(state, 0);

  it('chooses from the plays a capture richer than any the bounded list holds, and apply accepts it', () => {
    expect(legal.complete).toBe(false);
    const listedMost = Math.max(...legal.notations.map((n) => tablanet.parseAction(n)!.capture.length));
    for (const level of BOT_LEVELS) {
      const input = { game: 'tablanet' as const, seat: 0, view: tablanet.view(state, 0), legal: legal.notations, plays, history: [], options: {}, seed: 's', budget: { maxNodes: 300 } };
      const choice = botFor('tablanet', level).choose(input);
      const action = tablanet.parseAction(choice)!;
      expect(tablanet.apply(state, 0, action).ok, `${level}: ${choice}`).toBe(true);
      if (level !== 'beginner') expect(action.capture.length, level).toBeGreaterThan(listedMost);
    }
  });
});
