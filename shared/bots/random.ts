/**
 * The random legal player: the floor of the strength ladder, and the stand-in for a game that has
 * no bots of its own yet.
 */
import type { Bot, BotInput } from './types.js';
import { BotRng } from './util.js';

export const randomBot: Bot = {
  name: 'random',
  choose(input: BotInput): string {
    if (input.legal.length === 0) throw new Error('random bot: no legal action');
    return new BotRng(`random:${input.seed}`).pick(input.legal);
  },
};
