/**
 * Tablanet in the analysis: the unit is the hand (every deal of one stock, §1), valued by the hand's
 * score sheet (§8) as the seat's side's points minus the other sides' average, one share each. There
 * are no sides to play for at three, so the open-card search takes every other player as an opponent.
 * A crowded table offers hundreds of captures: the alternatives valued are the rule player's eight
 * favourites and the chosen play, and the open-card search branches on its five favourites.
 */
import type { Seat } from '../../core/index.js';
import { tablanet, type TablanetView } from '../../games/tablanet/index.js';
import type { TablanetState } from '../../games/tablanet/rules.js';
import { infoFromState } from '../../bots/tablanet/knowledge.js';
import { rankPlays } from '../../bots/tablanet/rule.js';
import { evaluateTablanet, playOut, rulePlay } from '../../bots/tablanet/search.js';
import { determinize } from '../../bots/tablanet/determinize.js';
import { botOptions, BotRng } from '../../bots/util.js';
import type { AnalysisHooks } from '../types.js';

/** Alternatives valued at a decision, besides the chosen one. */
export const TABLANET_ALTERNATIVES = 8;
/**
 * Decisions with more cards than this on the table are not analysed (AnalysisHooks.crowded). A real
 * game keeps about a dozen; beyond 20 a single decision costs seconds even with the smallest budget.
 */
export const TABLANET_MAX_ANALYSED_TABLE = 20;
/** Moves the open-card search branches on. */
export const TABLANET_BRANCHES = 5;

function ranked(s: TablanetState, seat: Seat, legal: readonly string[]): string[] {
  const actions = legal.map((a) => tablanet.parseAction(a)!);
  return rankPlays(infoFromState(s, seat), actions, true).map((a) => tablanet.makeAction(a));
}

const handOver = (origin: TablanetState, s: TablanetState) => s.handNo !== origin.handNo || s.phase === 'matchOver';

export const tablanetAnalysis: AnalysisHooks<TablanetState> = {
  isolate: (s) => s,
  result(origin, s) {
    if (!handOver(origin, s)) return undefined;
    const totals = s.lastSheet!.sides.map((x) => x.total);
    const sides = totals.length;
    return Array.from({ length: s.seats }, (_, seat) => {
      const me = seat % sides;
      let others = 0;
      totals.forEach((t, x) => (others += x === me ? 0 : t));
      return totals[me]! - others / (sides - 1);
    });
  },
  // No declarer: the graph shows the side of seat 0.
  declarers: (_origin, end) => (end.piles.length === 2 && end.seats === 4 ? [0, 2] : [0]),
  shares: () => 1,
  sameSide: (s, a, b) => a % s.piles.length === b % s.piles.length,
  ruleMove: (s) => tablanet.makeAction(rulePlay(s)),
  branches(s, seat, legal, rule) {
    const order = ranked(s, seat, legal).filter((a) => a !== rule);
    return { moves: [rule, ...order].slice(0, TABLANET_BRANCHES), all: legal.length <= TABLANET_BRANCHES };
  },
  playOut: (origin, s, budget) => playOut(s, origin.handNo, Infinity, budget),
  alternatives(s, seat, legal, chosen) {
    const keep = [chosen, ...ranked(s, seat, legal).filter((a) => a !== chosen).slice(0, TABLANET_ALTERNATIVES)];
    return new Map(keep.filter((a) => legal.includes(a)).map((a) => [a, a]));
  },
  guess: (k, rng) => determinize({ seat: k.seat, view: k.view as TablanetView, history: k.history, options: botOptions(tablanet, k.options) }, rng),
  evaluate(k, candidates, seed, budget, samples) {
    const guess = { seat: k.seat, view: k.view as TablanetView, history: k.history, options: botOptions(tablanet, k.options) };
    const actions = candidates.map((a) => tablanet.parseAction(a)!);
    return evaluateTablanet(guess, actions, new BotRng(seed), budget, samples, Infinity);
  },
  thresholds: { inaccuracy: 1, mistake: 2.5, blunder: 5 },
  crowded: (s) => s.table.length > TABLANET_MAX_ANALYSED_TABLE,
};
