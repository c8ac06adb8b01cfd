/**
 * Test helpers: prearranged decks that give chosen hands (through the same layout the engine deals
 * with), and running a list of notations through the engine.
 */
import { tarot } from '../../../shared/games/tarot/index.js';
import { PACK } from '../../../shared/games/tarot/cards.js';
import { activeOrder, dealLayout, fixedGaps } from '../../../shared/games/tarot/deal.js';
import { tarotOptions, type TarotOptions } from '../../../shared/games/tarot/options.js';
import { paramsFor, type TarotState } from '../../../shared/games/tarot/state.js';
import { applyNotation, type CardId, createMatch, legalNotations } from '../../../shared/index.js';
import * as v from 'valibot';

export interface Table {
  readonly seats: number;
  readonly dealer?: number;
  /** Cards each seat must hold; the rest is filled from the remaining pack in pack order. */
  readonly hands?: Readonly<Record<number, readonly CardId[]>>;
  /** Which remaining cards a seat may be filled with (default: any). */
  readonly fill?: Readonly<Record<number, (card: CardId) => boolean>>;
  readonly chien?: readonly CardId[];
  readonly options?: Partial<TarotOptions>;
}

/** A full deck order that deals `table.hands` and `table.chien` with the dealer `table.dealer`. */
export function deckFor(table: Table): CardId[] {
  const dealer = table.dealer ?? 0;
  const options = v.parse(tarotOptions, table.options ?? {});
  const order = activeOrder(table.seats, dealer, options);
  const params = paramsFor(order.length);
  const want = new Map<number, CardId[]>();
  const used = new Set<CardId>([...Object.values(table.hands ?? {}).flat(), ...(table.chien ?? [])]);
  const rest = PACK.filter((c) => !used.has(c));
  const take = (n: number, ok: (c: CardId) => boolean) => {
    const out: CardId[] = [];
    for (let i = 0; i < rest.length && out.length < n; ) {
      if (ok(rest[i]!)) out.push(...rest.splice(i, 1));
      else i++;
    }
    if (out.length < n) throw new Error('deckFor: not enough filler cards');
    return out;
  };
  // Seats with a filler constraint are served first, so that free seats take what is left.
  const byConstraint = [...order].sort((a, b) => Number(table.fill?.[b] !== undefined) - Number(table.fill?.[a] !== undefined));
  for (const s of byConstraint) {
    const given = [...(table.hands?.[s] ?? [])];
    want.set(s, [...given, ...take(params.hand - given.length, table.fill?.[s] ?? (() => true))]);
  }
  want.set(-1, [...(table.chien ?? []), ...take(params.chien - (table.chien?.length ?? 0), () => true)]);
  const packets = (order.length * params.hand) / params.packet;
  const layout = dealLayout(order, fixedGaps(packets, params.chien));
  return layout.map((dest) => want.get(dest)!.shift()!);
}

export function start(table: Table): TarotState {
  const res = createMatch<TarotState>(tarot, {
    seats: table.seats,
    seed: 'fixture',
    options: { deals: 1, ...table.options, firstDealer: table.dealer ?? 0 },
    decks: [deckFor(table)],
  });
  if (!res.ok) throw new Error(res.error.message);
  if (res.value.dealt !== 1) throw new Error('fixture deal was annulled (petit sec)');
  return res.value;
}

/** Applies each notation for the seat to act. */
export function run(state: TarotState, actions: readonly string[]): TarotState {
  let s = state;
  for (const text of actions) {
    const seat = tarot.toAct(s)[0]!;
    const res = applyNotation<TarotState>(tarot, s, seat, text);
    if (!res.ok) throw new Error(`"${text}" by seat ${seat}: ${res.error.message}`);
    s = res.value;
  }
  return s;
}

export const legal = (state: TarotState): string[] => legalNotations(tarot, state, tarot.toAct(state)[0]!);

/** Cards in the legal `play` actions. */
export const playable = (state: TarotState): string[] =>
  legal(state)
    .filter((n) => n.startsWith('play '))
    .map((n) => n.slice(5));

export const suitIn = (...suits: string[]) => (c: CardId) => suits.includes(c[0]!) && c !== 'EX';
