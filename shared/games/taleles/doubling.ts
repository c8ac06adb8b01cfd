/**
 * Kontra and the re-doubling ladder (rules §9): one window after trick 1, on the game and, by
 * default, on each credited run, Achtzig and early Bela, each item with its own level.
 */
import type { Seat } from '../../core/game.js';
import type { Mutable } from './copy.js';
import { doublingCap, type TalelesOptions } from './options.js';
import { partyOf } from './sides.js';
import type { Deal, DoublingItem, ItemId, Party } from './types.js';

/** Names of the levels (§9.3); from level 9 on the seed counts "1, 2, 3 …" (D-28). */
const LADDER = ['', 'Kontra', 'Re-Kontra', 'Sub-Re', 'Mort', 'Hirsch', 'Brand', 'Feier', 'beim Giewelloch naus'];

export function levelName(level: number): string {
  return level < LADDER.length ? LADDER[level]! : String(level - 8);
}

export const multiplier = (level: number): number => 2 ** level;

/**
 * The doubling items of a deal after meld resolution (§9.1): the game always (unless a Pitsch is
 * played for the match), and with `perAnnouncement` every credited run, Achtzig and early Bela.
 */
export function doublingItems(deal: Deal, options: TalelesOptions, n: number): DoublingItem[] {
  if (deal.pitsch !== null && options.pitschStakes === 'match') return [];
  const item = (id: ItemId, owner: Party): DoublingItem => ({ id, owner, level: 0, by: null, bySeat: null });
  const items = [item('game', 'maker')];
  if (options.kontraScope === 'gameOnly') return items;
  if (deal.sequence !== null) items.push(item('sequence', partyOf(deal, deal.melds[deal.sequence]!.seat, n)));
  if (deal.eighty !== null) items.push(item('eighty', partyOf(deal, deal.melds[deal.eighty]!.seat, n)));
  if (deal.bela?.early) items.push(item('bela', partyOf(deal, deal.bela.seat, n)));
  return items;
}

/**
 * Items `seat` may raise now (§9.2): Kontra only against the other party's item, every further
 * level only by the party that did not make the previous one, up to the cap.
 */
export function kontraTargets(deal: Deal, seat: Seat, options: TalelesOptions, n: number): ItemId[] {
  const party = partyOf(deal, seat, n);
  const cap = doublingCap(options);
  const out: ItemId[] = [];
  for (const it of deal.items) {
    if (it.level >= cap) continue;
    if (it.level === 0 ? it.owner !== party : it.by !== party) out.push(it.id);
  }
  return out;
}

/** Raises `target` by one level in the fresh copy `deal`; the raiser's party now carries the burden. */
export function raiseItem(deal: Mutable<Deal>, seat: Seat, target: ItemId, n: number): void {
  const party = partyOf(deal, seat, n);
  deal.items = deal.items.map((it) =>
    it.id === target ? { id: it.id, owner: it.owner, level: it.level + 1, by: party, bySeat: seat } : it,
  );
  deal.lastKontra = party;
}

export const itemLevel = (deal: Deal, id: ItemId): number => deal.items.find((it) => it.id === id)?.level ?? 0;

/** The burden holder (§9.4): the party of the most recent kontra, else the maker's side. */
export const burdenHolder = (deal: Deal): Party => deal.lastKontra ?? 'maker';
