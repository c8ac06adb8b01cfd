/**
 * French Tarot in words for the table: contracts, poignée levels, moves and score-sheet items.
 * Display only: which moves are allowed always comes from the server's legal list.
 */
import type { TarotView } from '../../shared/games/tarot/index.js';
import { COEF, type Contract, PARAMS, type PoigneeLevel, POIGNEE_PRIME, type ScoreItem } from '../../shared/games/tarot/state.js';
import { cardLabel } from '../cards/label.js';
import type { CardStyle } from '../cards/model.js';
import { t, type MessageKey } from '../i18n/index.js';

export type { Contract, PoigneeLevel, ScoreItem, ScoreSheet, Trick } from '../../shared/games/tarot/state.js';
export type { TarotView } from '../../shared/games/tarot/index.js';

/**
 * Multipliers (§5), poignée premiums and sizes (§8.2, §4.1): plain data tables of the engine,
 * used here only to label the buttons the legal list offers.
 */
export const COEFS: Readonly<Record<Contract, number>> = COEF;
export const PRIMES: Readonly<Record<PoigneeLevel, number>> = POIGNEE_PRIME;
export function poigneeSize(players: number, level: PoigneeLevel): number | undefined {
  return PARAMS[players]?.poignee[level];
}

export const isContract = (s: string): s is Contract => s in COEFS;
export const isLevel = (s: string): s is PoigneeLevel => s in PRIMES;

export function contractName(c: string): string {
  return isContract(c) ? t(`tarot.contract.${c}`) : c;
}

export function levelName(l: string): string {
  return isLevel(l) ? t(`tarot.level.${l}`) : l;
}

export function seatLabel(names: readonly string[], seat: number): string {
  return names[seat] ?? t('table.seat', { n: seat + 1 });
}

/** The view of a Tarot table, or undefined for another game's view. */
export function tarotView(view: { game: string }): TarotView | undefined {
  return view.game === 'tarot' ? (view as unknown as TarotView) : undefined;
}

/** A move in words, from its public notation (`discard ?` and `show ?` hide the card). */
export function describeTarot(action: string, style: CardStyle): string | undefined {
  const [verb = '', arg] = action.split(' ');
  const card = arg && arg !== '?' ? cardLabel(arg, style) : '';
  switch (verb) {
    case 'pass':
      return t('tarot.move.pass');
    case 'chelem':
      return t('tarot.move.chelem');
    case 'bid':
      return t('tarot.move.bid', { contract: contractName(arg ?? '') });
    case 'poignee':
      return t('tarot.move.poignee', { level: levelName(arg ?? '') });
    case 'call':
      return t('tarot.move.call', { card });
    case 'discard':
      return card ? t('tarot.move.discardTrump', { card }) : t('tarot.move.discard');
    case 'show':
      return card ? t('tarot.move.showCard', { card }) : t('tarot.move.show');
    case 'play':
      return t('tarot.move.play', { card });
    default:
      return undefined;
  }
}

const CAMP = (c: string) => t(c === 'attack' ? 'tarot.camp.attack' : 'tarot.camp.defence');

/** The engine's score-sheet item labels (English, fixed wording) in the reader's language. */
export function itemLabel(item: ScoreItem): string {
  const l = item.label;
  let m = /^contract (made|failed) by (\d+)$/.exec(l);
  if (m) return t(m[1] === 'made' ? 'tarot.item.made' : 'tarot.item.failed', { n: m[2]! });
  m = /^petit au bout \((attack|defence)\)$/.exec(l);
  if (m) return t('tarot.item.pab', { camp: CAMP(m[1]!) });
  m = /^poignée (\w+)$/.exec(l);
  if (m) return levelName(m[1]!);
  const fixed: Record<string, MessageKey> = {
    'chelem announced and made': 'tarot.item.chelemMade',
    chelem: 'tarot.item.chelem',
    'chelem announced, not made': 'tarot.item.chelemFailed',
    'defence chelem': 'tarot.item.defenceChelem',
  };
  const key = fixed[l];
  return key ? t(key) : l;
}

/** The formula as the engine spells it, with its one English phrase translated. */
export function formulaText(formula: string): string {
  return formula.replace('defence chelem', t('tarot.item.defenceChelem'));
}

export { CAMP as campName };

const RANKS: Readonly<Record<string, string>> = { King: 'K', Queen: 'Q', Knight: 'C', Jack: 'J' };
const SUITS: Readonly<Record<string, string>> = { spades: 'S', hearts: 'H', diamonds: 'D', clubs: 'C' };

/** The sheet names the called card in English words ("King of hearts"); this reads it back. */
export function calledCardLabel(words: string, style: CardStyle): string {
  const m = /^(\w+) of (\w+)$/.exec(words);
  const id = m ? `${SUITS[m[2]!] ?? ''}${RANKS[m[1]!] ?? ''}` : '';
  return id.length === 2 ? cardLabel(id, style) : words;
}

/** Points from half-points, with a decimal comma or point as the language writes it. */
export function points(hp: number): string {
  const whole = Math.floor(hp / 2);
  return hp % 2 === 0 ? `${whole}` : `${whole}${t('tarot.decimal')}5`;
}
