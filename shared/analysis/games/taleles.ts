/**
 * Taleles in the analysis: a deal is valued as the strong bot values it (format.ts `seatValue`: what
 * the deal credited the seat's scoring unit minus the other units' average, §11.3; a Pitsch for the
 * match as the target won or lost), every seat for one share. Equal cards are those the strong bot
 * treats as one (index.ts `distinctPlays`); playing a trump King or Queen with or without the late
 * Bela (§8) are different alternatives. The information-set values come from the strong bot's search.
 */
import type { Seat } from '../../core/index.js';
import { taleles, type TalelesState, type TalelesView } from '../../games/taleles/index.js';
import { distinctPlays } from '../../bots/taleles/index.js';
import { talelesClaim } from '../../bots/taleles/claim.js';
import { seatValue } from '../../bots/taleles/format.js';
import { playOut, ruleAction, searchTaleles } from '../../bots/taleles/search.js';
import { determinize } from '../../bots/taleles/determinize.js';
import { botOptions, BotRng } from '../../bots/util.js';
import { groupActions, headsOf } from '../groups.js';
import type { AnalysisHooks } from '../types.js';

const played = (s: TalelesState): Set<string> => {
  const out = new Set<string>();
  for (const t of s.deal.tricks) for (const p of t.cards) out.add(p.card);
  for (const p of s.deal.trick) out.add(p.card);
  return out;
};

function twins(s: TalelesState, seat: Seat): (a: string, b: string) => boolean {
  const gone = played(s);
  const hand = s.deal.hands[seat]!;
  const trump = s.deal.trump;
  return (a, b) =>
    trump !== null &&
    a.startsWith('play ') &&
    b.startsWith('play ') &&
    !a.endsWith(' bela') &&
    !b.endsWith(' bela') &&
    distinctPlays(hand, gone, trump, [a, b]).length === 1;
}

/** The sheet of the deal `origin` is in, once `end` has scored it. */
const sheetOf = (origin: TalelesState, end: TalelesState) => (end.last !== null && end.last.deal === origin.dealNo ? end.last : null);

export const talelesAnalysis: AnalysisHooks<TalelesState> = {
  isolate: (s) => s,
  result(origin, s) {
    const sheet = sheetOf(origin, s);
    if (sheet) return Array.from({ length: s.seats }, (_, seat) => seatValue(sheet, seat, s.seats, origin.options, origin.target));
    // Everyone passed twice: the deal is dealt again (§5.4) and nobody scores.
    if (s.dealNo > origin.dealNo || s.end !== null) return Array.from({ length: s.seats }, () => 0);
    return undefined;
  },
  declarers(origin, end) {
    const sheet = sheetOf(origin, end);
    if (!sheet) return [];
    return end.seats === 4 ? [sheet.maker, (sheet.maker + 2) % 4] : [sheet.maker];
  },
  shares: () => 1,
  sameSide: (s, a, b) => talelesClaim.sameSide(s, a, b),
  ruleMove: (s) => taleles.makeAction(ruleAction(s, null)),
  branches(s, seat, legal, rule) {
    if (!rule.startsWith('play ')) return { moves: [rule], all: false };
    return { moves: headsOf(groupActions(legal.filter((a) => a.startsWith('play ')), rule, twins(s, seat))), all: true };
  },
  playOut: (origin, s, budget) => playOut(s, null, budget, origin.dealNo, origin.last),
  alternatives: (s, seat, legal, chosen) => groupActions(legal, chosen, twins(s, seat)),
  guess: (k, rng) => determinize({ seat: k.seat, view: k.view as TalelesView, history: k.history, options: botOptions(taleles, k.options) }, rng),
  evaluate(k, candidates, seed, budget, samples) {
    const guess = { seat: k.seat, view: k.view as TalelesView, history: k.history, options: botOptions(taleles, k.options) };
    return searchTaleles(guess, candidates, new BotRng(seed), budget, samples);
  },
  thresholds: { inaccuracy: 10, mistake: 25, blunder: 50 },
};
