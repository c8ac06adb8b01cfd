/**
 * Königrufen words and numbers for the table: contract and premium names as played (German in
 * both languages) with a short gloss, and what a bid, an announcement or a Kontra is worth. Only
 * the value tables of the engine are read (rules/tarock.md §6.2, §11.1); what is legal always
 * comes from the server's `legal` list.
 */
import { CONTRACTS, PREMIUMS, contractValue, type Bird, type ContractId, type PremiumId } from '../../shared/games/tarock/contracts.js';
import type { TarockView } from '../../shared/games/tarock/view.js';
import { cardLabel } from '../cards/label.js';
import type { CardStyle } from '../cards/model.js';
import type { SheetItem as Item } from '../../shared/games/tarock/state.js';
import type { SheetNoteCode } from '../../shared/games/tarock/notes.js';
import { hasMessage, localeTag, t, type MessageKey } from '../i18n/index.js';

export type { TarockView } from '../../shared/games/tarock/view.js';
export type { AnnouncementView } from '../../shared/games/tarock/view.js';
export type { DealSheet, SheetItem } from '../../shared/games/tarock/state.js';

export type RaiseLevel = 'kontra' | 'rekontra' | 'subkontra';

const isContract = (id: string): id is ContractId => id in CONTRACTS;
const isPremium = (id: string): id is PremiumId => id in PREMIUMS;
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "Dreier", "Uhurufer" (§6.2: a Besserrufer is named after its bird), "Vorhand". */
export function contractName(id: string, bird?: string | null): string {
  if (id === 'besserrufer' && bird) return `${cap(bird)}rufer`;
  const key = `tarock.contract.${id}`;
  return hasMessage(key) ? t(key) : id;
}

/** What the contract means, in a few words. */
export function contractGloss(id: string, bird?: string | null): string {
  if (id === 'besserrufer') return t('tarock.gloss.besserrufer', { bird: bird ? premiumName(bird) : 'Pagat ultimo' });
  const key = `tarock.gloss.${id}`;
  return hasMessage(key) ? t(key) : '';
}

/** Trull, Pagat ultimo, Vier Könige… or "the game". */
export function premiumName(item: string): string {
  const key = `tarock.premium.${item}`;
  return hasMessage(key) ? t(key) : item;
}

export function premiumGloss(item: string): string {
  const key = `tarock.pgloss.${item}`;
  return hasMessage(key) ? t(key as MessageKey) : '';
}

/** A bid's score value (§6.2/§6.3 under the table's tariff): "value 5", "value 1 + Uhu 4", "value 4, lost 8". */
export function bidValue(id: string, bird: string | undefined, view: TarockView): string {
  if (!isContract(id)) return '';
  const n = contractValue(id, view.options);
  if (id === 'besserrufer' && bird && isPremium(bird) && view.options.tariff !== 'tirol') {
    return t('tarock.valueBird', { n, bird: premiumName(bird), m: PREMIUMS[bird].announced });
  }
  if (id === 'sechserdreier') return t('tarock.valueSechser', { n, m: 2 * n });
  return t('tarock.value', { n });
}

const soloNow = (view: TarockView): boolean => view.contract !== null && CONTRACTS[view.contract.id].solo;

/**
 * What announcing a premium is worth (§11.1, §11.5 doubled in solo contracts; §12.4 Valat in
 * multiplier mode replaces the game at ×8).
 */
export function announceWorth(premium: string, view: TarockView): string {
  if (premium === 'valat' && view.options.valatMode === 'multiplier') return t('tarock.worthGame', { n: 8 });
  if (!isPremium(premium)) return '';
  return t('tarock.worth', { n: PREMIUMS[premium].announced * (soloNow(view) ? 2 : 1) });
}

/** Schleifen (§9.3): the contract value plus the Besserrufer's bird, paid to each opponent. */
export function concedeCost(view: TarockView): number {
  const c = view.contract;
  if (!c) return 0;
  return c.value + (c.bird && isPremium(c.bird) ? PREMIUMS[c.bird].announced : 0);
}

/** A parsed `kontra uhu` / `rekontra game 2`. */
export interface Raise {
  readonly level: RaiseLevel;
  readonly item: string;
  readonly pair: number | null;
}

export function parseRaise(action: string): Raise | undefined {
  const m = /^(kontra|rekontra|subkontra) (\w+)(?: (\d))?$/.exec(action);
  return m ? { level: m[1] as RaiseLevel, item: m[2]!, pair: m[3] === undefined ? null : Number(m[3]) } : undefined;
}

/**
 * The item on the table a raise doubles: in negative contracts each defender has his own game
 * item (§11.6), named by the pair seat, or the raiser's own seat when he is the defender.
 */
export function raisedItem(view: TarockView, raise: Raise, raiser: number | null) {
  const pair = raise.pair ?? raiser;
  return view.announcements.find((a) => a.item === raise.item && (a.pair === null || a.pair === pair));
}

/** Score points at stake for an item on the table now: Valat at ×8 counts the game value. */
export function itemWorth(view: TarockView, item: { item: string; worth: number; level: number }): number {
  if (item.item === 'valat' && view.options.valatMode === 'multiplier' && view.contract) return view.contract.value * 8 * item.level;
  return item.worth;
}

/** "Kontra on Uhu: 4 → 8". */
export function raiseWorth(view: TarockView, raise: Raise, raiser: number | null): string {
  const item = raisedItem(view, raise, raiser);
  if (!item) return '';
  const now = itemWorth(view, item);
  return t('tarock.worthAfter', { now, after: now * 2 });
}

/** The level an item stands at, in words ("", "Kontra", "Rekontra", "Subkontra"). */
export function levelName(level: number): string {
  if (level >= 8) return t('tarock.level.subkontra');
  if (level >= 4) return t('tarock.level.rekontra');
  if (level >= 2) return t('tarock.level.kontra');
  return '';
}

/** Card points from thirds (§4.2): 107 → "35 and 2 Blatt". */
export function thirdsLabel(thirds: number): string {
  const p = Math.floor(thirds / 3);
  const b = thirds % 3;
  return b ? t('tarock.pointsBlatt', { p, b }) : String(p);
}

/** The called card in words: "called: king of spades", or "the fourth king" when the suit is secret. */
export function calledLabel(view: TarockView, style: CardStyle): string {
  const c = view.called;
  if (!c) return '';
  if (c.suit === null) return t('tarock.calledFourth');
  const card = cardLabel(`${c.suit}${c.rank}`, style);
  return c.fourth ? t('tarock.calledFourthSuit', { card }) : t('tarock.called', { card });
}

/** A Trischaken rule choice (`rule talon lastTrick`) in words. */
export function ruleLabel(action: string): string {
  const [, rule, value] = action.split(' ');
  const key = `tarock.rule.${rule}.${value}`;
  return hasMessage(key) ? t(key) : action;
}

/** The catalogue key of each note the engine writes on the score sheet (shared/games/tarock/notes.ts). */
const NOTE_KEYS: Readonly<Record<Exclude<SheetNoteCode, 'cardPoints'>, MessageKey>> = {
  made: 'tarock.sheet.made',
  failed: 'tarock.sheet.failed',
  failedSilent: 'tarock.sheet.failedSilent',
  calledTalon: 'tarock.sheet.calledTalon',
  declarerTricks: 'tarock.sheet.declTricks',
  buergermeister: 'tarock.note.buergermeister',
  vorhandLoses: 'tarock.note.vorhandLoses',
  jungfrau: 'tarock.note.jungfrau',
  topTwoPay: 'tarock.note.topTwoPay',
};

/**
 * The notes of a score-sheet item in the player's language: from their codes, seats named by `name`
 * and joined as the language joins a list; an item from before the codes by its English `note`.
 */
export function sheetNotes(item: Item, name: (seat: number) => string): string {
  if (!item.notes) return sheetNote(item.note);
  return item.notes
    .map(({ code, params }) => {
      if (code === 'cardPoints') return `${thirdsLabel(Number(params.decl))} : ${thirdsLabel(Number(params.opp))}`;
      if (code === 'jungfrau') {
        const seats = String(params.seats ?? '').split(',').filter(Boolean).map((s) => name(Number(s)));
        return t(NOTE_KEYS.jungfrau, { seats: new Intl.ListFormat(localeTag(), { type: 'conjunction' }).format(seats) });
      }
      return t(NOTE_KEYS[code], params);
    })
    .join(' · ');
}

/** The engine's English note on a score sheet written before notes had codes, in the player's language. */
export function sheetNote(note: string): string {
  if (note === 'made') return t('tarock.sheet.made');
  if (note === 'failed') return t('tarock.sheet.failed');
  if (note === 'failed (silent)') return t('tarock.sheet.failedSilent');
  if (note === 'called card in the talon') return t('tarock.sheet.calledTalon');
  const tricks = /^declarer took (\d+) tricks?$/.exec(note);
  if (tricks) return t('tarock.sheet.declTricks', { n: tricks[1]! });
  const points = /^(\d+)\/(\d) : (\d+)\/(\d)$/.exec(note);
  if (points) return `${thirdsLabel(Number(points[1]) * 3 + Number(points[2]))} : ${thirdsLabel(Number(points[3]) * 3 + Number(points[4]))}`;
  return note;
}

export const isBirdName = (s: string): s is Bird => s === 'pagat' || s === 'uhu' || s === 'kakadu' || s === 'quapil';
