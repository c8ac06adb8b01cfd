/**
 * Taleles words and small drawings shared by its table parts: suit names and icons in both packs,
 * meld names, the Kontra ladder's names (rules/taleles.md §9.3) and the reading of the public meld
 * notation (`meld ? (Terz, top K)`). Display only: no rule is decided here.
 */
import { html, type TemplateResult } from 'lit';
import { cardLabel, cardsLabel } from '../cards/label.js';
import { cornerRank, type CardStyle, type Suit } from '../cards/model.js';
import { suitSymbol } from '../cards/symbols.js';
import { getLocale, t, type MessageKey } from '../i18n/index.js';
import type { TalelesView } from '../../shared/games/taleles/index.js';

type ViewItem = TalelesView['doubling'][number];

export type TalelesSuitId = 'H' | 'D' | 'S' | 'C';
export type MeldKindId = 'terz' | 'fuenfzig' | 'hundert' | 'achtzig' | 'bela';

export const isSuitId = (s: unknown): s is TalelesSuitId => s === 'H' || s === 'D' || s === 'S' || s === 'C';

/** The suit as the pack on the table names it: hearts/Herz, or Herz/Schelle/Grün/Eichel. */
export function suitName(suit: string, style: CardStyle): string {
  if (!isSuitId(suit)) return suit;
  return t(`${style === 'german' ? 'gsuit' : 'suit'}.${suit}` as MessageKey);
}

/** A suit symbol of the pack in use, sized like the text around it. */
export function suitIcon(suit: string, style: CardStyle, fourColour: boolean): TemplateResult {
  if (!isSuitId(suit)) return html``;
  return html`<svg class="suit" viewBox="0 0 100 100" width="1.1em" height="1.1em" aria-hidden="true" style="vertical-align:-0.15em">
    ${suitSymbol(suit as Suit, style === 'german', fourColour, 4, 4, 92)}
  </svg>`;
}

/** Names of the doubling levels as the seed spells them (§9.3); from level 9 on "1", "2", "3" … */
const LADDER = ['', 'Kontra', 'Re-Kontra', 'Sub-Re', 'Mort', 'Hirsch', 'Brand', 'Feier', 'beim Giewelloch naus'];

export function ladderName(level: number): string {
  return level < LADDER.length ? (LADDER[level] ?? '') : String(level - 8);
}

export const ladderMultiplier = (level: number): number => 2 ** level;

export const MELD_VALUE: Readonly<Record<MeldKindId, number>> = { terz: 20, fuenfzig: 50, hundert: 100, achtzig: 80, bela: 20 };

export function meldKindName(kind: string): string {
  const key = `taleles.meld.${kind}`;
  return key in MELD_VALUE_KEYS ? t(key as MessageKey) : kind;
}

const MELD_VALUE_KEYS: Readonly<Record<string, true>> = {
  'taleles.meld.terz': true,
  'taleles.meld.fuenfzig': true,
  'taleles.meld.hundert': true,
  'taleles.meld.achtzig': true,
  'taleles.meld.bela': true,
};

/** A meld as announced: kind, length and top rank, never its suit (§7.2). */
export interface MeldShape {
  readonly kind: string;
  readonly length: number;
  readonly top: string;
}

/** "Terz, top K", "Hundert of 6, top Q", "Achtzig of J" in the current language and pack. */
export function meldText(m: MeldShape, style: CardStyle): string {
  const rank = cornerRank(m.top, style);
  if (m.kind === 'achtzig') return t('taleles.meldAchtzig', { rank });
  if (m.kind === 'hundert') return t('taleles.meldHundert', { n: m.length, rank });
  return t('taleles.meldTop', { kind: meldKindName(m.kind), rank });
}

/** The cards of a meld notation (`DJ+DQ+DK`) named by their shape: a run or an Achtzig. */
export function meldOfCards(cards: readonly string[]): MeldShape {
  const rank = (c: string) => c.slice(1);
  const sameRank = cards.length === 4 && cards.every((c) => rank(c) === rank(cards[0] ?? ''));
  const top = rank(cards[cards.length - 1] ?? '');
  if (sameRank) return { kind: 'achtzig', length: 4, top };
  const kind = cards.length === 3 ? 'terz' : cards.length === 4 ? 'fuenfzig' : 'hundert';
  return { kind, length: cards.length, top };
}

/** The engine's public summary of a hidden meld ("Terz, top K", "Hundert of 6, top Q", "Achtzig of J"). */
export function parseMeldSummary(summary: string): MeldShape | undefined {
  let m = /^Achtzig of (\w+)$/.exec(summary);
  if (m) return { kind: 'achtzig', length: 4, top: m[1]! };
  m = /^Hundert of (\d), top (\w+)$/.exec(summary);
  if (m) return { kind: 'hundert', length: Number(m[1]), top: m[2]! };
  m = /^(Terz|Fünfzig), top (\w+)$/.exec(summary);
  if (m) return { kind: m[1] === 'Terz' ? 'terz' : 'fuenfzig', length: m[1] === 'Terz' ? 3 : 4, top: m[2]! };
  return undefined;
}

/** The name of a doubling item or score-sheet line (game, run, Achtzig, Bela, Pitsch, litige). */
export function itemName(item: string): string {
  const key = `taleles.item.${item}`;
  return key in ITEM_KEYS ? t(key as MessageKey) : item;
}

const ITEM_KEYS: Readonly<Record<string, true>> = {
  'taleles.item.game': true,
  'taleles.item.sequence': true,
  'taleles.item.eighty': true,
  'taleles.item.bela': true,
  'taleles.item.lateBela': true,
  'taleles.item.pitsch': true,
  'taleles.item.litige': true,
};

/** A Taleles move in words, for the log, the replay and the screen reader. */
export function describeTaleles(action: string, style: CardStyle): string | undefined {
  const [verb, arg, extra] = action.split(' ');
  switch (verb) {
    case 'bela':
      return t('taleles.move.bela', { suit: suitName(arg ?? '', style) });
    case 'accept':
      return t('taleles.move.accept');
    case 'trump':
      return t('taleles.move.trump', { suit: suitName(arg ?? '', style) });
    case 'pass':
      return t('taleles.move.pass');
    case 'seven':
      return t('taleles.move.seven');
    case 'pitsch':
      return t('taleles.move.pitsch');
    case 'kontra':
      return t('taleles.move.kontra', { item: itemName(arg ?? '') });
    case 'play':
      if (arg === undefined) return undefined;
      return t(extra === 'bela' ? 'taleles.move.playBela' : 'taleles.move.play', { card: cardLabel(arg, style) });
    case 'meld': {
      if (arg === '?') {
        const shape = parseMeldSummary(action.replace(/^meld \? \((.*)\)$/, '$1'));
        return t('taleles.move.meldHidden', { meld: shape ? meldText(shape, style) : '?' });
      }
      const cards = (arg ?? '').split('+');
      return t('taleles.move.meld', { meld: meldText(meldOfCards(cards), style), cards: cardsLabel(cards, style) });
    }
    default:
      return undefined;
  }
}

/** The Beet, which may end in .5 with 2 players (§11.1), written as the language writes decimals. */
export function beetText(beet: number): string {
  return t('taleles.beetValue', { n: decimal(beet) });
}

export const decimal = (n: number): string => (getLocale() === 'de' ? String(n).replace('.', ',') : String(n));

/** A tiny inline card (for buttons and lists). */
export function miniCard(card: string, style: CardStyle, fourColour: boolean): TemplateResult {
  return html`<st-card class="mini" card=${card} card-style=${style} ?four-colour=${fourColour}></st-card>`;
}

/** "×4 Re-Kontra by Bo", or "not doubled". */
export function levelText(it: ViewItem, name: (seat: number) => string): string {
  if (it.level === 0) return `×1 · ${t('taleles.level0')}`;
  return t('taleles.levelBy', { name: ladderName(it.level), m: it.multiplier, seat: it.by === null ? '' : name(it.by) });
}

/** The item with whose it is: "Game (Ana + Cy)", "Terz, top K (Bo)", "Bela (Ana)". */
export function kontraItemLabel(it: ViewItem, v: TalelesView, style: CardStyle, name: (seat: number) => string): string {
  const owners = it.owner.map(name).join(' + ');
  const credited = v.melds.filter((m) => m.credited);
  const run = credited.find((m) => m.kind !== 'achtzig');
  const eighty = credited.find((m) => m.kind === 'achtzig');
  const what =
    it.id === 'sequence' && run ? meldText(run, style) : it.id === 'eighty' && eighty ? meldText(eighty, style) : itemName(it.id);
  return `${what} (${owners})`;
}
