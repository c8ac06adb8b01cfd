/**
 * Action notation (docs/games/tarot.md): `pass`, `bid garde`, `call SK`, `discard H3`, `chelem`,
 * `poignee simple`, `show T15`, `play EX`. Cards use the project ids (docs/notation.md).
 */
import type { Seat } from '../../core/index.js';
import { isTrump } from './cards.js';
import { type Contract, CONTRACTS, type PoigneeLevel, POIGNEE_LEVELS, type TarotAction, type TarotState } from './state.js';

export function makeAction(action: TarotAction): string {
  switch (action.type) {
    case 'pass':
      return 'pass';
    case 'chelem':
      return 'chelem';
    case 'bid':
      return `bid ${action.contract}`;
    case 'poignee':
      return `poignee ${action.level}`;
    case 'call':
    case 'discard':
    case 'show':
    case 'play':
      return `${action.type} ${action.card}`;
  }
}

// Any card-shaped token parses; apply answers UNKNOWN_CARD for one that is not in the pack.
const CARD_TOKEN = /^[A-Z0-9]{1,4}$/;

export function parseAction(text: string): TarotAction | undefined {
  const [verb, arg, extra] = text.trim().split(/\s+/);
  if (extra !== undefined) return undefined;
  if (arg === undefined) {
    if (verb === 'pass') return { type: 'pass' };
    if (verb === 'chelem') return { type: 'chelem' };
    return undefined;
  }
  switch (verb) {
    case 'bid':
      return (CONTRACTS as readonly string[]).includes(arg) ? { type: 'bid', contract: arg as Contract } : undefined;
    case 'poignee':
      return (POIGNEE_LEVELS as readonly string[]).includes(arg) ? { type: 'poignee', level: arg as PoigneeLevel } : undefined;
    case 'call':
    case 'discard':
    case 'show':
    case 'play':
      return CARD_TOKEN.test(arg) ? { type: verb, card: arg } : undefined;
    default:
      return undefined;
  }
}

/**
 * What the other seats learn: a laid-away card stays secret unless it is a trump (shown, §7.2);
 * poignée cards are revealed together once the set is complete (§8.2), so single shows are secret.
 */
export function publicNotation(_before: TarotState, _seat: Seat, action: TarotAction): string {
  if (action.type === 'discard' && !isTrump(action.card)) return 'discard ?';
  if (action.type === 'show') return 'show ?';
  return makeAction(action);
}
