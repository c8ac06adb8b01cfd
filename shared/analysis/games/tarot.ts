/**
 * French Tarot in the analysis: a deal is valued by its zero-sum score sheet (§11, each seat's own
 * points), a lone taker plays for as many shares as he has opponents, equal cards are those the
 * strong bot treats as one (index.ts `distinctPlays`), and the information-set values come from the
 * strong bot's search (search.ts) with the rule player finishing every guessed deal.
 */
import type { Seat } from '../../core/index.js';
import { tarot, type TarotState, type TarotView } from '../../games/tarot/index.js';
import { distinctPlays } from '../../bots/tarot/index.js';
import { tarotClaim } from '../../bots/tarot/claim.js';
import { evaluateTarot, playOut, ruleAction, trackerOf } from '../../bots/tarot/search.js';
import { determinize } from '../../bots/tarot/determinize.js';
import { botOptions, BotRng } from '../../bots/util.js';
import { groupActions, headsOf } from '../groups.js';
import type { AnalysisHooks } from '../types.js';

const played = (s: TarotState): Set<string> => {
  const out = new Set<string>();
  for (const t of s.deal.tricks) for (const p of t.plays) out.add(p.card);
  for (const p of s.deal.trick) out.add(p.card);
  return out;
};

/** Two card plays (or two shows of a poignée) that are worth the same for `seat`. */
function twins(s: TarotState, seat: Seat): (a: string, b: string) => boolean {
  const gone = played(s);
  const hand = s.deal.hands[seat]!;
  return (a, b) => {
    // Which trumps show a poignée changes nothing the score counts (§8.2).
    if (a.startsWith('show ') && b.startsWith('show ')) return true;
    if (!a.startsWith('play ') || !b.startsWith('play ')) return false;
    return distinctPlays(hand, gone, [a, b]).length === 1;
  };
}

const scoredDeal = (origin: TarotState, end: TarotState) => (end.scored > origin.scored ? end.lastSheet : null);

export const tarotAnalysis: AnalysisHooks<TarotState> = {
  isolate: (s) => s,
  result(origin, s) {
    if (s.scored > origin.scored) return s.lastSheet!.scores;
    // All passed or a petit sec: the deal is annulled and dealt again (§4.3, §5); nobody scores.
    if (s.dealt > origin.dealt) return Array.from({ length: s.seats }, () => 0);
    return undefined;
  },
  declarers(origin, end) {
    const sheet = scoredDeal(origin, end);
    if (!sheet) return [];
    return sheet.partner !== null && sheet.partner !== sheet.taker ? [sheet.taker, sheet.partner] : [sheet.taker];
  },
  shares(origin, end, seat) {
    const sheet = scoredDeal(origin, end);
    if (!sheet || sheet.value === 0) return 1;
    return Math.max(1, Math.round(Math.abs(sheet.scores[seat]!) / Math.abs(sheet.value)));
  },
  sameSide: (s, a, b) => tarotClaim.sameSide(s, a, b),
  ruleMove: (s) => tarot.makeAction(ruleAction(s, trackerOf(s))),
  branches(s, seat, legal, rule) {
    if (!rule.startsWith('play ')) return { moves: [rule], all: false };
    return { moves: headsOf(groupActions(legal.filter((a) => a.startsWith('play ')), rule, twins(s, seat))), all: true };
  },
  playOut: (_origin, s, budget) => playOut(s, trackerOf(s), budget),
  alternatives: (s, seat, legal, chosen) => groupActions(legal, chosen, twins(s, seat)),
  guess: (k, rng) => determinize({ seat: k.seat, view: k.view as TarotView, history: k.history, options: botOptions(tarot, k.options) }, rng),
  evaluate(k, candidates, seed, budget, samples) {
    const guess = { seat: k.seat, view: k.view as TarotView, history: k.history, options: botOptions(tarot, k.options) };
    return evaluateTarot(guess, candidates, new BotRng(seed), budget, samples);
  },
  thresholds: { inaccuracy: 10, mistake: 25, blunder: 50 },
};
