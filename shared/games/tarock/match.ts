/**
 * The match (rules §5.1, §12.8): deals follow one another inside `apply`; this deal's Vorhand
 * deals the next one; after `rounds` Radl of four deals the match is over.
 */
import type { Outcome } from '../../core/game.js';
import { finishedOutcome, resultByScore } from '../../core/outcome.js';
import { ranksFromScores } from '../../core/scores.js';
import { bidName, CONTRACTS } from './contracts.js';
import { newDeal } from './deal.js';
import { concedeItem, settle } from './score.js';
import type { Deal, DealSheet, SheetItem, TarockState } from './state.js';
import { ledger } from './view.js';

const sum = (items: readonly SheetItem[], key: 'schrift' | 'total') =>
  [0, 1, 2, 3].map((s) => items.reduce((a, i) => a + i[key][s]!, 0));

/** Settles the finished (or conceded) deal, books it and deals the next one. */
export function finishDeal(state: TarockState, deal: Deal, conceded: boolean): TarockState {
  const o = state.options;
  const c = deal.contract!;
  const settlement = conceded
    ? { items: [concedeItem(deal, o)], thirds: [0, 0, 0, 0], won: false, side: [c.declarer], mondfang: false }
    : settle(deal, o);
  const doubled = state.doubleLeft > 0;
  const factor = doubled ? 2 : 1;
  const schrift = sum(settlement.items, 'schrift').map((x) => x * factor);
  const total = sum(settlement.items, 'total').map((x) => x * factor);
  const name = bidName({ contract: c.id, bird: c.bird ?? undefined });
  const sheet: DealSheet = {
    deal: state.dealIndex + 1,
    dealer: state.dealer,
    vorhand: deal.vorhand,
    contract: c.id,
    contractName: name,
    declarer: c.declarer,
    partner: deal.call?.partner ?? null,
    declaringSide: settlement.side,
    thirds: settlement.thirds,
    tricks: [0, 1, 2, 3].map((s) => deal.tricks.filter((t) => t.winner === s).length),
    won: settlement.won,
    items: settlement.items,
    schrift,
    total,
    doubled,
    summary: conceded
      ? `Seat ${c.declarer} conceded the ${name}`
      : settlement.won === null
        ? `${name}: ${schrift.map((x, s) => `seat ${s} ${x >= 0 ? '+' : ''}${x}`).join(', ')}`
        : `Seat ${c.declarer} ${settlement.won ? 'won' : 'lost'} the ${name}`,
  };
  // §12.8 doubling rounds: a trigger starts four doubled deals; triggers do not stack.
  let doubleLeft = doubled ? state.doubleLeft - 1 : 0;
  const triggers = o.doubleRounds;
  const half = state.dealsTotal >= 2 && state.dealIndex + 1 === Math.floor(state.dealsTotal / 2);
  const triggered =
    (triggers.includes('trischaken') && c.id === 'trischaken') ||
    (triggers.includes('mondfang') && settlement.mondfang) ||
    (triggers.includes('halfTime') && half);
  if (triggered && doubleLeft === 0 && !doubled) doubleLeft = 4;
  const base: TarockState = {
    ...state,
    schrift: state.schrift.map((x, s) => x + schrift[s]!),
    total: state.total.map((x, s) => x + total[s]!),
    doubleLeft,
    last: sheet,
    dealIndex: state.dealIndex + 1,
  };
  if (base.dealIndex >= state.dealsTotal) return { ...base, deal: null };
  const dealer = deal.vorhand;
  const [next, rng] = newDeal(state.rng, base.dealIndex, dealer, state.decks);
  return { ...base, dealer, rng, deal: next };
}

export function outcome(state: TarockState): Outcome | undefined {
  if (state.deal) return undefined;
  const scores = ledger(state).slice();
  const seats = [0, 1, 2, 3].map((s) => [s]);
  return finishedOutcome(scores, ranksFromScores(scores), resultByScore(seats, scores, state.dealsTotal));
}

export const isCalling = (deal: Deal) => CONTRACTS[deal.contract!.id].calling;
