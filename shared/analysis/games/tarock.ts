/**
 * Königrufen in the analysis: a deal is valued by each seat's line on the score sheet in the table's
 * ledger (§12.1, with or without Kontra as the table keeps its score), without the card-point hint the
 * bot's search adds; a declarer alone against three plays for three shares. Equal cards are those the
 * strong bot treats as one (index.ts `distinctPlays`, birds kept apart); the information-set values
 * come from the strong bot's search (search.ts).
 */
import type { Seat } from '../../core/index.js';
import { tarock, type TarockState, type TarockView } from '../../games/tarock/index.js';
import { CONTRACTS } from '../../games/tarock/contracts.js';
import { distinctPlays } from '../../bots/tarock/index.js';
import { tarockClaim } from '../../bots/tarock/claim.js';
import { evaluateTarock, isolate, playOut, ruleAction, trackerOf } from '../../bots/tarock/search.js';
import { determinize } from '../../bots/tarock/determinize.js';
import { botOptions, BotRng } from '../../bots/util.js';
import { groupActions, headsOf } from '../groups.js';
import type { AnalysisHooks } from '../types.js';

const played = (s: TarockState): Set<string> => {
  const out = new Set<string>();
  for (const t of s.deal?.tricks ?? []) for (const p of t.cards) out.add(p.card);
  for (const p of s.deal?.trick ?? []) out.add(p.card);
  return out;
};

function twins(s: TarockState, seat: Seat): (a: string, b: string) => boolean {
  const gone = played(s);
  const hand = s.deal?.hands[seat] ?? [];
  return (a, b) => a.startsWith('play ') && b.startsWith('play ') && distinctPlays(hand, gone, [a, b]).length === 1;
}

/** The sheet of the deal `origin` is in, once `end` has scored it. */
const sheetOf = (origin: TarockState, end: TarockState) => (end.deal === null || end.dealIndex > origin.dealIndex ? end.last : null);

const ledger = (s: TarockState): readonly number[] => (s.options.scoreLedger === 'schrift' ? s.last!.schrift : s.last!.total);

export const tarockAnalysis: AnalysisHooks<TarockState> = {
  isolate,
  result: (origin, s) => (sheetOf(origin, s) ? ledger(s) : undefined),
  declarers(origin, end) {
    const sheet = sheetOf(origin, end);
    if (!sheet) return [];
    return [sheet.declarer, ...sheet.declaringSide.filter((x) => x !== sheet.declarer)];
  },
  shares(origin, end, seat) {
    const sheet = sheetOf(origin, end);
    if (!sheet || CONTRACTS[sheet.contract].family === 'trischaken') return 1;
    return sheet.declaringSide.length === 1 && seat === sheet.declarer ? 3 : 1;
  },
  sameSide: (s, a, b) => tarockClaim.sameSide(s, a, b),
  ruleMove: (s) => ruleAction(s, trackerOf(s)),
  branches(s, seat, legal, rule) {
    if (!rule.startsWith('play ')) return { moves: [rule], all: false };
    return { moves: headsOf(groupActions(legal.filter((a) => a.startsWith('play ')), rule, twins(s, seat))), all: true };
  },
  playOut: (_origin, s, budget) => playOut(s, trackerOf(s), budget),
  alternatives: (s, seat, legal, chosen) => groupActions(legal, chosen, twins(s, seat)),
  guess: (k, rng) => determinize({ seat: k.seat, view: k.view as TarockView, history: k.history, options: botOptions(tarock, k.options) }, rng),
  evaluate(k, candidates, seed, budget, samples) {
    const guess = { seat: k.seat, view: k.view as TarockView, history: k.history, options: botOptions(tarock, k.options) };
    return evaluateTarock(guess, candidates, new BotRng(seed), budget, samples, 0);
  },
  thresholds: { inaccuracy: 1, mistake: 2, blunder: 4 },
};
