/**
 * The rule player as a whole: one decision from what a seat sees (its view, the legal notations
 * and the public history), phase by phase. The beginner is the same player misjudging its hand
 * and now and then playing a random legal card.
 */
import type { CardId } from '../../core/index.js';
import { CONTRACTS } from '../../games/tarock/contracts.js';
import type { TarockView } from '../../games/tarock/index.js';
import type { BotInput } from '../types.js';
import type { BotRng } from '../util.js';
import { chooseBid } from './bidding.js';
import { chooseAnnounce, chooseTalon, sidesFor } from './decide.js';
import { chooseCall, rankDiscards } from './hand.js';
import { trackerFromView } from './knowledge.js';
import { choosePlay, type PlayInfo } from './play.js';

/** Beginner noise: a random card this often, and a hand judged up to this many points off. */
export const BEGINNER_RANDOM = 0.4;
export const BEGINNER_BID_NOISE = 6;

/** The called card as the viewer knows it. */
export function calledOf(view: TarockView): CardId | null {
  const c = view.called;
  return c && c.suit !== null ? `${c.suit}${c.rank}` : null;
}

/** Cards out of play the viewer has seen: laid away (all of them for the declarer), face-up talon cards, Trischaken talon cards shown. */
export function asideOf(view: TarockView): CardId[] {
  const out = view.laidAway.slice();
  for (const half of view.talon) if (half) out.push(...half);
  for (const t of view.tricks) if (t.zuwaage) out.push(t.zuwaage);
  if (view.lastTrick?.zuwaage && !out.includes(view.lastTrick.zuwaage)) out.push(view.lastTrick.zuwaage);
  return out;
}

export function playInfoFromView(input: BotInput<TarockView>): PlayInfo {
  const { view, seat } = input;
  const c = view.contract!;
  const def = CONTRACTS[c.id];
  return {
    seat,
    hand: view.hand,
    family: def.family,
    declarer: c.declarer,
    side: sidesFor(seat, c.declarer, def.family, def.calling, view.partnerKnown ? view.partner : undefined),
    called: calledOf(view),
    tracker: trackerFromView(view, input.history)!,
    aside: asideOf(view),
    goal: def.tricksGoal,
  };
}

const highBidNotation = (view: TarockView) => {
  const h = view.highBid;
  return h ? (h.bird ? `bid ${h.contract} ${h.bird}` : `bid ${h.contract}`) : null;
};

export function ruleChoice(input: BotInput<TarockView>, rng: BotRng, noisy: boolean): string {
  const { view, legal } = input;
  const hand = view.hand;
  switch (view.phase) {
    case 'bidding': {
      const noise = noisy ? (rng.float() * 2 - 1) * BEGINNER_BID_NOISE : 0;
      return chooseBid(hand, legal, highBidNotation(view), noise);
    }
    case 'rules':
      // Vorhand's Trischaken rules (TIROL): the talon to the first six tricks, with Stichzwang.
      return legal.find((a) => a === 'rule talon firstSixTricks' || a === 'rule stichzwang on') ?? legal[0]!;
    case 'call':
      return chooseCall(hand, legal);
    case 'talon': {
      const c = view.contract!;
      return chooseTalon(hand, view.talon, legal, CONTRACTS[c.id].family === 'colour', calledOf(view));
    }
    case 'layAway': {
      const c = view.contract!;
      return rankDiscards(hand, legal, CONTRACTS[c.id].family === 'colour', calledOf(view))[0]!;
    }
    case 'announce': {
      const c = view.contract!;
      const def = CONTRACTS[c.id];
      const alone = !def.calling || (view.partnerKnown && view.partner === null);
      const bias = noisy ? (rng.float() * 2 - 1) * BEGINNER_BID_NOISE : 0;
      return chooseAnnounce(hand, legal, input.seat === c.declarer, def.family, alone, bias);
    }
    case 'play': {
      const cards = legal.filter((a) => a.startsWith('play ')).map((a) => a.slice(5));
      if (noisy && rng.float() < BEGINNER_RANDOM) return `play ${rng.pick(cards)}`;
      return `play ${choosePlay(playInfoFromView(input), cards)}`;
    }
    case 'matchOver':
      return legal[0]!;
  }
}
