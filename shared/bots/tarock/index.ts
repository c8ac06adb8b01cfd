/**
 * Königrufen bots at three levels: beginner (the rule player with noise: misjudged hands and a
 * random card now and then), club (the rule player, rule.ts) and strong (PIMC search, search.ts).
 */
import type { CardId } from '../../core/index.js';
import { classOf, nominal, PACK, strength } from '../../games/tarock/cards.js';
import { tarock, type TarockOptions, type TarockView } from '../../games/tarock/index.js';
import { CONTRACTS } from '../../games/tarock/contracts.js';
import { Budget, nodeBudget } from '../budget.js';
import type { Bot, BotInput, BotLevel, GameBots } from '../types.js';
import { botOptions, BotRng, mustBeLegal } from '../util.js';
import { supported } from './bidding.js';
import { rankDiscards } from './hand.js';
import { trackerFromView } from './knowledge.js';
import { calledOf, ruleChoice } from './rule.js';
import { searchTarock } from './search.js';

/** Engine steps per millisecond of CPU, measured by the harness on a shared, loaded machine. */
export const TAROCK_NODES_PER_MS = 30;
/** The strong level's default thinking: guessed deals and engine steps per decision. */
export const STRONG_SAMPLES = 32;
export const STRONG_NODES = 40_000;
/** Kontra and Rekontra must beat "gut" by this many score points on average (a clear edge). */
export const KONTRA_MARGIN = 0.5;

const tarockOptionsOf = (raw: unknown): TarockOptions => botOptions(tarock, raw);

const unique = (xs: readonly string[]) => [...new Set(xs)];

/** Bids worth searching: the rule player's, passing, and the contracts the hand nearly supports. */
function bidCandidates(hand: readonly CardId[], legal: readonly string[], rule: string): string[] {
  const near = [...supported(hand, 3).entries()].filter(([bid]) => legal.includes(bid)).sort((a, b) => b[1] - a[1]).map(([bid]) => bid);
  const base = legal.filter((a) => a === 'pass' || a === 'bid vorhand' || a === 'bid rufer' || a === 'bid trischaken');
  return unique([rule, ...base, ...near]).slice(0, 4);
}

/**
 * One card of each run of equivalent cards: same class, same points, and no card still in play
 * (outside our hand) ranked between them. Birds are kept apart: their tricks are premiums.
 */
export function distinctPlays(hand: readonly CardId[], played: ReadonlySet<CardId>, plays: readonly string[]): string[] {
  const out: string[] = [];
  const kept: CardId[] = [];
  const special = (c: CardId) => c === 'T1' || c === 'T2' || c === 'T3' || c === 'T4';
  for (const text of plays) {
    const card = text.slice(5);
    const cls = classOf(card);
    const twin =
      !special(card) &&
      kept.some((k) => {
        if (classOf(k) !== cls || nominal(k) !== nominal(card) || special(k)) return false;
        const lo = Math.min(strength(k), strength(card));
        const hi = Math.max(strength(k), strength(card));
        for (const c of PACK) if (classOf(c) === cls && strength(c) > lo && strength(c) < hi && !played.has(c) && !hand.includes(c)) return false;
        return true;
      });
    if (twin) continue;
    kept.push(card);
    out.push(text);
  }
  return out;
}

function strongChoice(input: BotInput<TarockView>, rng: BotRng): string {
  const { view, legal, seat } = input;
  const rule = ruleChoice(input, rng, false);
  if (legal.length === 1) return legal[0]!;
  const options = tarockOptionsOf(input.options);
  const budget = new Budget(nodeBudget(input.budget, STRONG_NODES, TAROCK_NODES_PER_MS));
  const tracker = view.contract ? trackerFromView(view, input.history) : null;
  const guess = { seat, view, history: input.history, options, tracker };
  let candidates: string[];
  let bonus: number[] = [];
  switch (view.phase) {
    case 'bidding':
      candidates = bidCandidates(view.hand, legal, rule);
      break;
    case 'call':
    case 'talon':
      candidates = unique([rule, ...legal]);
      break;
    case 'layAway':
      candidates = unique([rule, ...rankDiscards(view.hand, legal, CONTRACTS[view.contract!.id].family === 'colour', calledOf(view)).slice(0, 4)]);
      break;
    case 'announce': {
      const raises = legal.filter((a) => a === 'kontra game' || a === 'rekontra game' || a === 'subkontra game');
      candidates = unique([rule, 'pass', ...raises]);
      bonus = candidates.map((a) => (a.includes('kontra') ? -KONTRA_MARGIN : 0));
      break;
    }
    case 'play':
      candidates = unique([rule, ...distinctPlays(view.hand, tracker!.played, legal.filter((a) => a.startsWith('play ')))]);
      break;
    default:
      return rule;
  }
  return searchTarock(guess, candidates, rng, budget, STRONG_SAMPLES, bonus);
}

function makeBot(level: BotLevel): Bot {
  const name = `tarock/${level}`;
  return {
    name,
    choose(input: BotInput): string {
      const tarockInput = input as BotInput<TarockView>;
      const rng = new BotRng(`tarock:${level}:${input.seed}`);
      const choice = level === 'strong' ? strongChoice(tarockInput, rng) : ruleChoice(tarockInput, rng, level === 'beginner');
      return mustBeLegal(input.legal, choice, name);
    },
  };
}

export const tarockBots: GameBots = { beginner: makeBot('beginner'), club: makeBot('club'), strong: makeBot('strong') };
