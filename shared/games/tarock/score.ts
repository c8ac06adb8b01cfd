/**
 * Scoring of a deal (rules §12): a list of items (game or Valat, premiums), each with a value,
 * a winning party and a Kontra multiplier; payments 2 v 2, 1 v 3, or per defender in negative
 * contracts. Two ledgers: `schrift` (without Kontra) and `total` (with it).
 */
import type { Seat } from '../../core/game.js';
import { thirds } from './cards.js';
import { CONTRACTS, contractValue, PREMIUMS, type PremiumId, premiumsOf } from './contracts.js';
import { achieved, failedSilently, otherParty, type Party, piles, type Piles } from './count.js';
import type { TarockOptions } from './options.js';
import { tricksOf } from './play.js';
import { sheetNote, sheetNotesEnglish, withNotes, type SheetNote } from './notes.js';
import type { Deal, Item, SheetItem } from './state.js';
import { trischakenItem } from './trischaken.js';

export interface Settlement {
  readonly items: SheetItem[];
  readonly thirds: number[];
  readonly won: boolean | null;
  readonly side: readonly Seat[];
  /** A Mond was captured by the other party (trigger of a double round, §12.8). */
  readonly mondfang: boolean;
}

const SEATS = [0, 1, 2, 3];

/**
 * Kontra level of an item at scoring (§11.6): a raise by the wrong party (possible with the
 * partner hidden) is void together with everything built on it; Solorufer with the called king
 * in the talon voids all Kontras (§9.4).
 */
export function effectiveLevel(item: Item, side: readonly Seat[], voidAll: boolean): number {
  if (voidAll) return 1;
  let level = 1;
  for (const r of item.raises) {
    if (item.pair === null) {
      const ownerSide = side.includes(item.owner);
      const sameAsOwner = side.includes(r.seat) === ownerSide;
      if (r.level === 4 ? !sameAsOwner : sameAsOwner) break;
    }
    level = r.level;
  }
  return level;
}

/** Payments of one item (§12.1): 2 v 2 each ±v; 1 v 3 the declarer ±3v, each opponent ∓v. */
function payments(side: readonly Seat[], winner: Party, v: number): number[] {
  const sign = (s: Seat) => ((side.includes(s) ? 'decl' : 'opp') === winner ? 1 : -1);
  if (side.length === 2) return SEATS.map((s) => sign(s) * v);
  return SEATS.map((s) => sign(s) * (side.includes(s) ? 3 * v : v));
}

function line(
  item: string, name: string, side: readonly Seat[], winner: Party, v: number, m: number,
  extra: { announced?: boolean; by?: Seat | null; notes?: readonly SheetNote[] } = {},
): SheetItem {
  const schrift = payments(side, winner, v);
  const notes = extra.notes ?? [];
  return {
    item, name, announced: extra.announced ?? false, by: extra.by ?? null, value: v,
    winners: SEATS.filter((s) => side.includes(s) === (winner === 'decl')),
    multiplier: SEATS.map(() => m), schrift, total: schrift.map((x) => x * m), note: sheetNotesEnglish(notes), notes,
  };
}

/** Schleifen (§9.3, §12.7): the declarer concedes, paying contract value (+ bird) to each opponent. */
export function concedeItem(deal: Deal, o: TarockOptions): SheetItem {
  const { id, bird, declarer } = deal.contract!;
  const v = contractValue(id, o) + (bird ? PREMIUMS[bird].announced : 0);
  return line('schleifen', 'Schleifen (conceded)', [declarer], 'opp', v, 1, { notes: [sheetNote('calledTalon')] });
}

export function settle(deal: Deal, o: TarockOptions): Settlement {
  const c = CONTRACTS[deal.contract!.id];
  const pl = piles(deal);
  if (c.family === 'trischaken') return trischakenItem(deal, o, pl);
  if (c.family === 'negative') return negative(deal, o, pl);
  return positive(deal, o, pl);
}

function negative(deal: Deal, o: TarockOptions, pl: Piles): Settlement {
  const { id, declarer } = deal.contract!;
  const c = CONTRACTS[id];
  const taken = tricksOf(deal, declarer);
  const won = taken === c.tricksGoal && (deal.tricks.length === 12 || !o.stopNegativeEarly);
  const v = contractValue(id, o);
  const multiplier = SEATS.map((s) => (s === declarer ? 1 : effectiveLevel(deal.announce!.items.find((i) => i.key === `game:${s}`)!, [declarer], false)));
  const schrift = SEATS.map((s) => (s === declarer ? 3 * v : -v) * (won ? 1 : -1));
  const total = SEATS.map((s) => (s === declarer ? (won ? 1 : -1) * v * SEATS.reduce((a, i) => a + (i === declarer ? 0 : multiplier[i]!), 0) : (won ? -1 : 1) * v * multiplier[s]!));
  const item: SheetItem = {
    item: 'game', name: c.name, announced: false, by: null, value: v, winners: won ? [declarer] : SEATS.filter((s) => s !== declarer),
    multiplier, schrift, total, ...withNotes([sheetNote('declarerTricks', { n: taken })]),
  };
  return { items: [item], thirds: pl.seat.map(thirds), won, side: [declarer], mondfang: false };
}

function positive(deal: Deal, o: TarockOptions, pl: Piles): Settlement {
  const { id } = deal.contract!;
  const c = CONTRACTS[id];
  const side = pl.side;
  const items = deal.announce!.items;
  const voidAll = id === 'solorufer' && deal.call?.talonHalf != null;
  const level = (i: Item) => effectiveLevel(i, side, voidAll);
  const game = items.find((i) => i.key === 'game')!;
  const declThirds = thirds(pl.decl);
  const won = declThirds >= o.winThresholdThirds;
  const base = contractValue(id, o);
  const sechser = id === 'sechserdreier';
  const out: SheetItem[] = [];
  const valatBy = achieved('valat', deal, pl);
  const valatAnn = items.find((i) => i.premium === 'valat');
  const party = (s: Seat): Party => (side.includes(s) ? 'decl' : 'opp');
  const multiplier = o.valatMode === 'multiplier';
  const points = sheetNote('cardPoints', { decl: declThirds, opp: thirds(pl.opp) });
  if (multiplier && valatAnn) {
    // §12.4: an announced Valat replaces the game at ×8, won or lost on tricks alone.
    const x = party(valatAnn.owner);
    const winner = valatBy === x ? x : otherParty(x);
    const v = base * 8 * (sechser && winner === 'opp' ? 2 : 1);
    out.push(line('valat', 'Valat (announced)', side, winner, v, level(valatAnn), { announced: true, by: valatAnn.owner }));
  } else if (multiplier && valatBy) {
    const v = base * 4 * (sechser && valatBy === 'opp' ? 2 : 1);
    out.push(line('valat', 'Valat (silent)', side, valatBy, v, level(game)));
  } else {
    // §12.2: a lost Sechserdreier counts double.
    const v = sechser && !won ? 2 * base : base;
    out.push(line('game', c.name, side, won ? 'decl' : 'opp', v, level(game), { notes: [points] }));
  }
  const valatItem = multiplier && (valatAnn !== undefined || valatBy !== null);
  for (const p of premiumsOf(id, o)) {
    if (p === 'valat' && multiplier) continue;
    const ann = items.find((i) => i.premium === p);
    const got = achieved(p, deal, pl);
    let winner: Party;
    let v: number;
    let m = 1;
    let note: SheetNote | null = null;
    if (ann) {
      const x = party(ann.owner);
      winner = got === x ? x : otherParty(x);
      v = PREMIUMS[p].announced;
      m = level(ann);
      note = sheetNote(winner === x ? 'made' : 'failed');
    } else if (got) {
      // §12.4: beside a Valat only announced premiums count; fixed mode drops silent material premiums.
      if (valatItem) continue;
      if (!multiplier && valatBy && isMaterial(p)) continue;
      winner = got;
      v = PREMIUMS[p].silent;
    } else {
      const failed = o.silentFailuresCount ? failedSilently(p, deal, pl) : null;
      if (!failed || valatItem) continue;
      winner = otherParty(failed);
      v = PREMIUMS[p].silent;
      note = sheetNote('failedSilent');
    }
    if (c.solo) v *= 2;
    const name = `${PREMIUMS[p].name}${ann ? ' (announced)' : ' (silent)'}`;
    out.push(line(p, name, side, winner, v, m, { announced: ann !== undefined, by: ann?.owner ?? null, notes: note ? [note] : [] }));
  }
  return { items: out, thirds: SEATS.map((s) => thirds(side.includes(s) ? pl.decl : pl.opp)), won, side, mondfang: achieved('mondfang', deal, pl) !== null };
}

const isMaterial = (p: PremiumId) => p === 'trull' || p === 'koenige' || p === 'sack1' || p === 'sack2';
