/**
 * Action notation (docs/games/tarock.md): `bid vorhand`, `bid dreier`, `bid besserrufer uhu`,
 * `pass`, `hold`, `rule talon lastTrick`, `rule stichzwang off`, `call HK`, `call fourth`,
 * `talon 1`, `concede`, `discard H3`, `announce trull`, `kontra game`, `rekontra uhu`,
 * `rekontra game 2` (negative contracts: the pair with seat 2), `play T21`.
 */
import type { Seat } from '../../core/game.js';
import { isCard } from './cards.js';
import { BIRDS, CONTRACT_IDS, type ContractId, PREMIUM_IDS, type PremiumId } from './contracts.js';
import { isPublicDiscard } from './talon.js';
import type { TarockAction, TarockState } from './state.js';

export function makeAction(a: TarockAction): string {
  switch (a.type) {
    case 'bid':
      return a.bird ? `bid ${a.contract} ${a.bird}` : `bid ${a.contract}`;
    case 'pass':
    case 'hold':
    case 'concede':
      return a.type;
    case 'rule':
      return `rule ${a.rule} ${a.value}`;
    case 'call':
      return `call ${a.card}`;
    case 'talon':
      return `talon ${a.half + 1}`;
    case 'discard':
      return `discard ${a.card}`;
    case 'announce':
      return `announce ${a.premium}`;
    case 'raise':
      return a.pair === undefined ? `${a.level} ${a.item}` : `${a.level} ${a.item} ${a.pair}`;
    case 'play':
      return `play ${a.card}`;
  }
}

/** Structural equality of two actions (what `makeAction(a) === makeAction(b)` says, without building strings). */
export function sameAction(a: TarockAction, b: TarockAction): boolean {
  if (a.type !== b.type) return false;
  const x = a as Record<string, unknown>, y = b as Record<string, unknown>;
  return x.card === y.card && x.contract === y.contract && x.bird === y.bird && x.premium === y.premium &&
    x.level === y.level && x.item === y.item && x.pair === y.pair && x.half === y.half && x.rule === y.rule && x.value === y.value;
}

const isContract = (s: string | undefined): s is ContractId => CONTRACT_IDS.includes(s as ContractId);
const isPremium = (s: string | undefined): s is PremiumId => PREMIUM_IDS.includes(s as PremiumId);

/**
 * Parses a notation; undefined when it is not one. Card names are checked only for shape here,
 * so that an unknown card reaches `apply` and gets UNKNOWN_CARD.
 */
export function parseAction(text: string): TarockAction | undefined {
  const parts = text.trim().split(/\s+/);
  const [verb, x, y] = parts;
  const n = parts.length;
  const cardLike = (s: string | undefined): s is string => s !== undefined && /^[A-Z0-9]{2,4}$/.test(s);
  switch (verb) {
    case 'pass':
    case 'hold':
    case 'concede':
      return n === 1 ? { type: verb } : undefined;
    case 'bid':
      if (n === 2 && (x === 'vorhand' || (isContract(x) && x !== 'besserrufer'))) return { type: 'bid', contract: x };
      if (n === 3 && x === 'besserrufer' && BIRDS.includes(y as never)) return { type: 'bid', contract: x, bird: y as (typeof BIRDS)[number] };
      return undefined;
    case 'rule':
      if (n === 3 && x === 'talon' && (y === 'firstSixTricks' || y === 'lastTrick')) return { type: 'rule', rule: 'talon', value: y };
      if (n === 3 && x === 'stichzwang' && (y === 'on' || y === 'off')) return { type: 'rule', rule: 'stichzwang', value: y };
      return undefined;
    case 'call':
      return n === 2 && (x === 'fourth' || cardLike(x)) ? { type: 'call', card: x } : undefined;
    case 'talon':
      return n === 2 && (x === '1' || x === '2') ? { type: 'talon', half: Number(x) - 1 } : undefined;
    case 'discard':
    case 'play':
      return n === 2 && cardLike(x) ? { type: verb, card: x } : undefined;
    case 'announce':
      return n === 2 && isPremium(x) ? { type: 'announce', premium: x } : undefined;
    case 'kontra':
    case 'rekontra':
    case 'subkontra': {
      if (x !== 'game' && !isPremium(x)) return undefined;
      if (n === 2) return { type: 'raise', level: verb, item: x };
      if (n === 3 && /^[0-3]$/.test(y!)) return { type: 'raise', level: verb, item: x, pair: Number(y) };
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The card an action names, if any (for UNKNOWN_CARD). */
export function namedCard(a: TarockAction): string | undefined {
  if (a.type === 'play' || a.type === 'discard') return a.card;
  if (a.type === 'call' && a.card !== 'fourth') return a.card;
  return undefined;
}

export const knownCard = isCard;

/** §13: a colour card laid away face down is seen only by the declarer. */
export function publicNotation(before: TarockState, _seat: Seat, action: TarockAction): string {
  if (action.type === 'discard' && before.deal && !isPublicDiscard(before.deal, action.card)) return 'discard ?';
  return makeAction(action);
}
