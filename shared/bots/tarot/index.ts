/**
 * French Tarot bots at three levels: beginner (the rule player with noise: misjudged hands and a
 * random card now and then), club (the rule player) and strong (PIMC search, search.ts).
 */
import type { CardId } from '../../core/index.js';
import { cardHp, classOf, isBout, PACK, strengthOf } from '../../games/tarot/cards.js';
import { CONTRACTS } from '../../games/tarot/state.js';
import { type TarotOptions, type TarotView, tarot } from '../../games/tarot/index.js';
import { paramsFor } from '../../games/tarot/state.js';
import { Budget, nodeBudget } from '../budget.js';
import type { Bot, BotInput, BotLevel, GameBots } from '../types.js';
import { botOptions, BotRng, mustBeLegal } from '../util.js';
import { trackerFromView } from './knowledge.js';
import { chooseBid, chooseCall, chooseDiscard, choosePlay, rankDiscards } from './rule.js';
import { searchTarot } from './search.js';

/** Engine steps per millisecond of CPU, measured by the harness on a shared, loaded machine. */
export const TAROT_NODES_PER_MS = 40;
/** The strong level's default thinking: sampled deals and engine steps per decision. */
export const STRONG_SAMPLES = 16;
export const STRONG_NODES = 12_000;
/** Beginner noise: a random card this often, and a hand judged this many points off. */
const BEGINNER_RANDOM = 0.35;
const BEGINNER_BID_NOISE = 18;

const tarotOptionsOf = (raw: unknown): TarotOptions => botOptions(tarot, raw);

/** The rule player's answer; `noise` > 0 for the beginner. */
function ruleChoice(input: BotInput<TarotView>, rng: BotRng, noisy: boolean): string {
  const { view, legal } = input;
  const hand = view.hand;
  switch (view.phase) {
    case 'bidding': {
      const noise = noisy ? (rng.float() * 2 - 1) * BEGINNER_BID_NOISE : 0;
      return chooseBid(hand, hand.length, legal, noise);
    }
    case 'call':
      return chooseCall(hand, legal);
    case 'ecart':
      return chooseDiscard(hand, legal);
    case 'announce':
      return 'pass';
    default:
      return playChoice(input, rng, noisy);
  }
}

function playChoice(input: BotInput<TarotView>, rng: BotRng, noisy: boolean): string {
  const { view, legal, seat } = input;
  const shows = legal.filter((a) => a.startsWith('show '));
  // Show the lowest trumps of a poignée; the Excuse only when it must stand in (§8.2).
  if (shows.length > 0) return shows.find((a) => a !== 'show EX' && !shows.some((b) => b !== 'show EX' && num(b) < num(a))) ?? shows[0]!;
  const poignees = legal.filter((a) => a.startsWith('poignee '));
  // The poignée premium goes to the camp that wins the deal: declare it when taking.
  if (poignees.length > 0 && view.contract?.taker === seat) return poignees[poignees.length - 1]!;
  const cards = legal.filter((a) => a.startsWith('play ')).map((a) => a.slice(5));
  if (noisy && rng.float() < BEGINNER_RANDOM) return `play ${rng.pick(cards)}`;
  const tracker = trackerFromView(view, input.history);
  const info = {
    seat,
    hand: view.hand,
    taker: view.contract?.taker ?? -1,
    partner: view.partner,
    tracker,
    handSize: paramsFor(view.active.length).hand,
    aside: view.ecart.cards,
  };
  return `play ${choosePlay(info, cards)}`;
}

const num = (show: string) => Number(show.slice(6));

function strongChoice(input: BotInput<TarotView>, rng: BotRng): string {
  const { view, legal } = input;
  const options = tarotOptionsOf(input.options);
  const budget = new Budget(nodeBudget(input.budget, STRONG_NODES, TAROT_NODES_PER_MS));
  const guess = { seat: input.seat, view, history: input.history, options };
  let candidates: readonly string[];
  switch (view.phase) {
    case 'bidding': {
      // Pass, and the contracts up to one above what the point count says.
      const rule = chooseBid(view.hand, view.hand.length, legal);
      const top = rule === 'pass' ? 0 : CONTRACTS.indexOf(rule.slice(4) as (typeof CONTRACTS)[number]) + 1;
      candidates = legal.filter((a) => a === 'pass' || CONTRACTS.indexOf(a.slice(4) as (typeof CONTRACTS)[number]) <= top);
      break;
    }
    case 'call':
      candidates = legal;
      break;
    case 'ecart':
      candidates = rankDiscards(view.hand, legal).slice(0, 6);
      break;
    case 'play': {
      const rule = ruleChoice(input, rng, false);
      if (!rule.startsWith('play ')) return rule;
      candidates = distinctPlays(view.hand, trackerFromView(view, input.history).played, legal.filter((a) => a.startsWith('play ')));
      break;
    }
    default:
      return ruleChoice(input, rng, false);
  }
  return searchTarot(guess, candidates, rng, budget, STRONG_SAMPLES);
}

/**
 * One card of each run of equivalent cards: same suit (or trumps), same value, and no card still
 * in play ranked between them (T6 and T7 are one choice once T… between them are gone).
 */
export function distinctPlays(hand: readonly CardId[], played: ReadonlySet<CardId>, plays: readonly string[]): string[] {
  const out: string[] = [];
  const kept: CardId[] = [];
  for (const text of plays) {
    const card = text.slice(5);
    const cls = classOf(card);
    const twin =
      cls !== undefined &&
      !isBout(card) &&
      kept.some((k) => {
        if (classOf(k) !== cls || cardHp(k) !== cardHp(card) || isBout(k)) return false;
        const lo = Math.min(strengthOf(k), strengthOf(card));
        const hi = Math.max(strengthOf(k), strengthOf(card));
        for (const c of PACK) {
          if (classOf(c) === cls && strengthOf(c) > lo && strengthOf(c) < hi && !played.has(c) && !hand.includes(c)) return false;
        }
        return true;
      });
    if (twin) continue;
    kept.push(card);
    out.push(text);
  }
  return out;
}

function makeBot(level: BotLevel): Bot {
  const name = `tarot/${level}`;
  return {
    name,
    choose(input: BotInput): string {
      const tarotInput = input as BotInput<TarotView>;
      const rng = new BotRng(`tarot:${level}:${input.seed}`);
      const choice = level === 'strong' ? strongChoice(tarotInput, rng) : ruleChoice(tarotInput, rng, level === 'beginner');
      return mustBeLegal(input.legal, choice, name);
    },
  };
}

export const tarotBots: GameBots = { beginner: makeBot('beginner'), club: makeBot('club'), strong: makeBot('strong') };
