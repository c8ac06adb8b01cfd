/**
 * Test helpers for Königrufen: prearranged decks that give chosen hands (through the engine's own
 * deal layout, §5.2), a fixture seed whose first dealer is seat 3 (so A = 0 is Vorhand, B = 1,
 * C = 2, D = 3 as in the rules' examples), running notations, and synthetic finished deals for
 * calling the scoring functions directly.
 */
import { tarock } from '../../../shared/games/tarock/index.js';
import { PACK, thirds } from '../../../shared/games/tarock/cards.js';
import type { ContractId, PremiumId } from '../../../shared/games/tarock/contracts.js';
import { DEFAULT_OPTIONS, type TarockOptions } from '../../../shared/games/tarock/options.js';
import type { Deal, DealSheet, Item, TarockState, Trick } from '../../../shared/games/tarock/state.js';
import { applyNotation, type CardId, createMatch, legalNotations, randomInt, seedRng } from '../../../shared/index.js';

export const A = 0, B = 1, C = 2, D = 3;

/** A seed whose first dealer is seat 3 (the engine draws the first dealer from the seed, §5.1). */
export const SEED = (() => {
  for (let i = 0; ; i++) if (randomInt(seedRng(`fixture-${i}`), 4)[0] === 3) return `fixture-${i}`;
})();

export interface Layout {
  /** Cards each seat must hold (A = 0 is Vorhand); the rest is filled in pack order. */
  readonly hands?: Readonly<Record<number, readonly CardId[]>>;
  readonly talon?: readonly [readonly CardId[], readonly CardId[]];
  /** Which filler cards a seat may receive. */
  readonly fill?: Readonly<Record<number, (c: CardId) => boolean>>;
}

/** A deck that deals `layout` when seat 3 deals (Vorhand = seat 0). */
export function deckFor(layout: Layout): CardId[] {
  const used = new Set([...Object.values(layout.hands ?? {}).flat(), ...(layout.talon ?? [[], []]).flat()]);
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
  const hands: CardId[][] = [[], [], [], []];
  const order = [0, 1, 2, 3].sort((a, b) => Number(layout.fill?.[b] !== undefined) - Number(layout.fill?.[a] !== undefined));
  for (const s of order) {
    const given = [...(layout.hands?.[s] ?? [])];
    hands[s] = [...given, ...take(12 - given.length, layout.fill?.[s] ?? (() => true))];
  }
  const t = layout.talon ?? [[], []];
  const halves = t.map((h) => [...h, ...take(3 - h.length, () => true)]);
  return [...hands.flatMap((h) => h.slice(0, 6)), ...halves[0]!, ...halves[1]!, ...hands.flatMap((h) => h.slice(6))];
}

export function start(layout: Layout = {}, options: Partial<TarockOptions> = {}, more: readonly Layout[] = []): TarockState {
  const res = createMatch<TarockState>(tarock, { seats: 4, seed: SEED, options, decks: [deckFor(layout), ...more.map(deckFor)] });
  if (!res.ok) throw new Error(res.error.message);
  return res.value;
}

/** Applies notations, each by the seat to act. */
export function run(state: TarockState, actions: readonly string[]): TarockState {
  let s = state;
  for (const text of actions) {
    const seat = tarock.toAct(s)[0];
    if (seat === undefined) throw new Error(`nobody to act before "${text}"`);
    const r = applyNotation<TarockState>(tarock, s, seat, text);
    if (!r.ok) throw new Error(`"${text}" by seat ${seat}: ${r.error.message}\nlegal: ${legalNotations(tarock, s, seat).join(', ')}`);
    s = r.value;
  }
  return s;
}

export const legal = (s: TarockState, seat = tarock.toAct(s)[0]!) => legalNotations(tarock, s, seat);

/** Plays on with `choose` (default: the first legal action) until the current deal is settled. */
export function finish(state: TarockState, choose: (legal: string[], s: TarockState) => string = (l) => l[0]!): { state: TarockState; sheet: DealSheet } {
  const index = state.dealIndex;
  let s = state;
  while (s.dealIndex === index) s = run(s, [choose(legal(s), s)]);
  return { state: s, sheet: s.last! };
}

/** A pile of cards with exactly `target` thirds containing `must` and none of `avoid`, from `pool`. */
export function pileOf(target: number, must: readonly CardId[], pool: readonly CardId[]): CardId[] {
  const pile = [...must];
  let left = target - thirds(pile);
  const rest = pool.filter((c) => !pile.includes(c)).sort((a, b) => thirds([b]) - thirds([a]));
  for (const c of rest) {
    if (left === 0) break;
    const t = thirds([c]);
    if (t <= left && (left - t === 0 || left - t >= 1)) {
      pile.push(c);
      left -= t;
    }
  }
  if (left !== 0) throw new Error(`pileOf: cannot reach ${target}`);
  return pile;
}

export interface Synth {
  readonly contract: ContractId;
  readonly declarer: number;
  readonly partner?: number | null;
  readonly called?: CardId;
  readonly bird?: 'pagat' | 'uhu' | 'kakadu' | 'quapil' | null;
  /** Cards of each seat's pile. */
  readonly won: readonly (readonly CardId[])[];
  readonly talon?: readonly [readonly CardId[], readonly CardId[]];
  readonly talonHalf?: number | null;
  /** Winner of each of the 12 tricks (cards of tricks only matter for birds and König ultimo). */
  readonly winners: readonly number[];
  /** Extra cards placed into given tricks: [trick number 1…12, seat, card]. */
  readonly plays?: readonly (readonly [number, number, CardId])[];
  readonly items?: readonly Partial<Item>[];
  readonly vorhand?: number;
}

/** A finished deal as the scoring functions see it (consistency of piles and tricks is up to the test). */
export function synth(x: Synth): Deal {
  const tricks: Trick[] = x.winners.map((winner, i) => ({
    leader: winner,
    cards: (x.plays ?? []).filter(([n]) => n === i + 1).map(([, seat, card]) => ({ seat, card })),
    winner,
    zuwaage: null,
  }));
  const items: Item[] = (x.items ?? []).map((i) => ({
    key: i.key ?? i.premium ?? 'game', premium: i.premium ?? 'game', owner: i.owner ?? x.declarer, pair: i.pair ?? null,
    level: i.level ?? 1, raises: i.raises ?? [],
  }));
  if (!items.some((i) => i.premium === 'game') && x.contract !== 'trischaken') {
    items.unshift({ key: 'game', premium: 'game', owner: x.declarer, pair: null, level: 1, raises: [] });
  }
  return {
    phase: 'play', turn: 0, vorhand: x.vorhand ?? 0, hands: [[], [], [], []], talon: x.talon ?? [[], []],
    auction: { calls: [], active: [true, true, true, true], high: null, reserved: false },
    contract: { id: x.contract, bird: x.bird ?? null, declarer: x.declarer },
    trischaken: x.contract === 'trischaken' ? { talon: 'none', stichzwang: true } : null,
    call: x.called ? { card: x.called, fourth: false, partner: x.partner ?? null, talonHalf: x.talonHalf ?? null } : null,
    talonExposed: false, talonTaken: null, laid: [], layCount: 0,
    announce: { items, acked: [{}, {}, {}, {}], hadTurn: [true, true, true, true], passes: 3, acted: false, kontra: [false, false, false, false] },
    tricks, trick: [], won: x.won, partnerPublic: true,
  };
}

export const opts = (o: Partial<TarockOptions> = {}): TarockOptions => ({ ...DEFAULT_OPTIONS, ...o });
export type { PremiumId };
