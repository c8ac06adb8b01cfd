/**
 * Fresh copies of the state records for `apply` to fill in. V8 copies an object spread with
 * overrides (`{ ...deal, turn }`) through its runtime, some twenty times slower than a literal;
 * these literals keep a card play cheap. Only the fresh copy is ever mutated.
 */
import type { Deal, TalelesState } from './types.js';

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function copyDeal(d: Deal): Mutable<Deal> {
  return {
    phase: d.phase,
    turn: d.turn,
    passes: d.passes,
    hands: d.hands,
    hidden: d.hidden,
    stock: d.stock,
    turned: d.turned,
    exchange: d.exchange,
    trump: d.trump,
    maker: d.maker,
    trumpRound: d.trumpRound,
    pitsch: d.pitsch,
    bela: d.bela,
    belaHolder: d.belaHolder,
    calls: d.calls,
    melds: d.melds,
    sequence: d.sequence,
    eighty: d.eighty,
    resolved: d.resolved,
    items: d.items,
    lastKontra: d.lastKontra,
    leader: d.leader,
    trick: d.trick,
    tricks: d.tricks,
    points: d.points,
  };
}

export function copyState(s: TalelesState): Mutable<TalelesState> {
  return {
    seats: s.seats,
    options: s.options,
    target: s.target,
    rng: s.rng,
    decks: s.decks,
    dealNo: s.dealNo,
    dealer: s.dealer,
    scores: s.scores,
    held: s.held,
    deal: s.deal,
    last: s.last,
    end: s.end,
  };
}

/** The state with its deal replaced. */
export function withDeal(s: TalelesState, deal: Deal): TalelesState {
  const out = copyState(s);
  out.deal = deal;
  return out;
}
