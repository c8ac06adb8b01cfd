/**
 * Bots do not cheat and do not wobble: the input a bot gets holds no card hidden from its seat,
 * two states that differ only in those cards give the bot the very same input and decision, and
 * the same input and seed always give the same decision.
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, botFor, botInput, type Table } from '../../../shared/bots/index.js';
import { determinize as guessTarot } from '../../../shared/bots/tarot/determinize.js';
import { determinize as guessTablanet } from '../../../shared/bots/tablanet/determinize.js';
import { BotRng } from '../../../shared/bots/util.js';
import { handPlays } from '../../../shared/bots/tablanet/knowledge.js';
import type { TarotView } from '../../../shared/games/tarot/index.js';
import type { TablanetView } from '../../../shared/games/tablanet/index.js';
import { tokensOf } from '../invariants.js';
import { parseOptions } from './games.js';
import { randomPositions } from './helpers.js';

const STRONG = { maxNodes: 400 };

/** The same table with the unseen cards dealt differently (a guess made from the seat's own view). */
function twin(table: Table, seat: number, salt: string): Table {
  const options = parseOptions(table.def, table.options);
  const view = table.def.view(table.state, seat);
  const input = { seat, view, history: table.history, options };
  const state =
    table.def.id === 'tarot'
      ? guessTarot({ ...input, view: view as TarotView }, new BotRng(salt))
      : guessTablanet({ ...input, view: view as TablanetView }, new BotRng(salt));
  if (!state) throw new Error('no guess');
  return { ...table, state, history: table.history.slice() };
}

describe.each([
  ['tarot', 4, { deals: 1 }],
  ['tarot', 5, { deals: 1 }],
  ['tablanet', 2, { targetScore: 15 }],
  ['tablanet', 4, { targetScore: 15 }],
] as const)('%s with %i seats', (game, seats, options) => {
  const positions = [0, 1].flatMap((s) => randomPositions(game, seats, options, `peek:${s}`, 6, 10));

  it('the input holds no card hidden from the seat', () => {
    for (const { table, seat } of positions) {
      const input = botInput(table, seat, 's');
      // Earlier hands of a Tablanet match name cards that are hidden again after the new shuffle.
      const history = game === 'tablanet' ? handPlays(input.view as TablanetView, input.history) : input.history;
      const tokens = tokensOf({ ...input, history });
      const hidden = table.def.hiddenFrom(table.state, seat);
      expect(hidden.filter((c: string) => tokens.has(c))).toEqual([]);
    }
  });

  it('states that differ only in hidden cards give the same input and the same decision', () => {
    let different = 0;
    for (const [i, { table, seat }] of positions.entries()) {
      const other = twin(table, seat, `twin:${i}`);
      if (JSON.stringify(other.state) !== JSON.stringify(table.state)) different++;
      for (const level of BOT_LEVELS) {
        const budget = level === 'strong' ? STRONG : undefined;
        const a = botInput(table, seat, `seed:${i}`, budget);
        const b = botInput(other, seat, `seed:${i}`, budget);
        expect(b).toEqual(a);
        expect(botFor(game, level).choose(b)).toBe(botFor(game, level).choose(a));
      }
    }
    expect(different).toBeGreaterThan(positions.length / 2);
  });

  it('the same input and seed give the same decision, also after a JSON round trip', () => {
    for (const [i, { table, seat }] of positions.entries()) {
      for (const level of BOT_LEVELS) {
        const input = botInput(table, seat, `again:${i}`, level === 'strong' ? STRONG : undefined);
        const bot = botFor(game, level);
        const first = bot.choose(input);
        expect(bot.choose(JSON.parse(JSON.stringify(input)))).toBe(first);
        expect(bot.choose(input)).toBe(first);
      }
    }
  });
});
