/**
 * Tablanet bots at three levels: beginner (the rule player, now and then a random play), club (the
 * rule player, rule.ts) and strong (PIMC over the rule player's best candidates, search.ts).
 */
import type { CardId } from '../../core/index.js';
import { actionFromGroups, type TablanetOptions, type TablanetPlays, type TablanetView, tablanet } from '../../games/tablanet/index.js';
import type { TablanetAction } from '../../games/tablanet/rules.js';
import { Budget, nodeBudget } from '../budget.js';
import type { Bot, BotInput, BotLevel, GameBots } from '../types.js';
import { botOptions, BotRng, mustBeLegal } from '../util.js';
import { infoFromView } from './knowledge.js';
import { rankPlays } from './rule.js';
import { searchTablanet } from './search.js';

/** Engine steps per millisecond of CPU, measured by the harness on a shared, loaded machine. */
export const TABLANET_NODES_PER_MS = 60;
export const STRONG_SAMPLES = 32;
export const STRONG_NODES = 10_000;
/** The strong player searches this many of the rule player's favourite plays. */
const CANDIDATES = 6;
const BEGINNER_RANDOM = 0.3;

const optionsOf = (raw: unknown): TablanetOptions => botOptions(tablanet, raw);

/**
 * The plays the bot weighs: the listed ones and, from the compact form (GameDef.plays), each card's
 * richest capture — its groups taken greedily, largest first, the must-take cards before them — which a
 * crowded table's bounded list may leave out. On an ordinary table it is listed already.
 */
export function candidates(input: BotInput): string[] {
  const out = [...input.legal];
  const plays = input.plays as TablanetPlays | undefined;
  if (!plays) return out;
  const listed = new Set(out);
  for (const p of plays.cards) {
    const groups = [...p.groups].sort((a, b) => b.length - a.length);
    let take: CardId[] = [];
    if (!plays.combine) take = [...(groups[0] ?? [])];
    else {
      const taken = new Set<CardId>(p.mustTake);
      for (const g of groups) if (g.every((c) => !taken.has(c))) g.forEach((c) => taken.add(c));
      take = [...taken];
    }
    if (take.length === 0) continue;
    const notation = tablanet.makeAction(actionFromGroups(p.card, [take]));
    if (!listed.has(notation)) {
      listed.add(notation);
      out.push(notation);
    }
  }
  return out;
}

function choose(input: BotInput<TablanetView>, level: BotLevel, notations: readonly string[]): string {
  const legal = notations.map((a) => tablanet.parseAction(a)!);
  if (legal.length === 1) return notations[0]!;
  const rng = new BotRng(`tablanet:${level}:${input.seed}`);
  if (level === 'beginner' && rng.float() < BEGINNER_RANDOM) return rng.pick(notations);
  const options = optionsOf(input.options);
  const info = infoFromView(input.view, input.seat, input.history, options);
  const ranked = rankPlays(info, legal, true);
  let choice: TablanetAction = ranked[0]!;
  if (level === 'strong') {
    const budget = new Budget(nodeBudget(input.budget, STRONG_NODES, TABLANET_NODES_PER_MS));
    const guess = { seat: input.seat, view: input.view, history: input.history, options };
    choice = searchTablanet(guess, ranked.slice(0, CANDIDATES), rng, budget, STRONG_SAMPLES);
  }
  return tablanet.makeAction(choice);
}

function makeBot(level: BotLevel): Bot {
  const name = `tablanet/${level}`;
  return {
    name,
    choose: (input: BotInput) => {
      const notations = candidates(input);
      return mustBeLegal(notations, choose(input as BotInput<TablanetView>, level, notations), name);
    },
  };
}

export const tablanetBots: GameBots = { beginner: makeBot('beginner'), club: makeBot('club'), strong: makeBot('strong') };
