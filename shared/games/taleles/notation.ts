/**
 * Action notation (rules §16 in the project's `verb arg` style, docs/games/taleles.md):
 *   bela H · accept · trump S · pass · seven · pitsch · meld DJ+DQ+DK · kontra game · play H10 · play HK bela
 */
import type { Seat } from '../../core/game.js';
import { isTalelesCard, isTalelesSuit } from './cards.js';
import { canonicalMeld, meldsInHand, meldSummary, sameMeld } from './melds.js';
import { ITEM_IDS, type ItemId, type TalelesAction, type TalelesState } from './types.js';

export function makeAction(action: TalelesAction): string {
  switch (action.type) {
    case 'declareBela':
      return `bela ${action.suit}`;
    case 'acceptTurnedCard':
      return 'accept';
    case 'chooseTrump':
      return `trump ${action.suit}`;
    case 'pass':
      return 'pass';
    case 'exchangeSeven':
      return 'seven';
    case 'declarePitsch':
      return 'pitsch';
    case 'meld':
      return `meld ${action.meld.join('+')}`;
    case 'kontra':
      return `kontra ${action.target}`;
    case 'play':
      return action.announceBela ? `play ${action.card} bela` : `play ${action.card}`;
  }
}

/** Card-shaped tokens parse even when they are not cards, so that apply can answer UNKNOWN_CARD. */
const TOKEN = /^[A-Z0-9]{1,4}$/;

export function parseAction(text: string): TalelesAction | undefined {
  const parts = text.trim().split(/\s+/);
  const [verb, arg, extra] = parts;
  if (parts.length > 3 || verb === undefined) return undefined;
  const bare = arg === undefined;
  switch (verb) {
    case 'accept':
      return bare ? { type: 'acceptTurnedCard' } : undefined;
    case 'pass':
      return bare ? { type: 'pass' } : undefined;
    case 'seven':
      return bare ? { type: 'exchangeSeven' } : undefined;
    case 'pitsch':
      return bare ? { type: 'declarePitsch' } : undefined;
    case 'bela':
      return isTalelesSuit(arg) && extra === undefined ? { type: 'declareBela', suit: arg } : undefined;
    case 'trump':
      return isTalelesSuit(arg) && extra === undefined ? { type: 'chooseTrump', suit: arg } : undefined;
    case 'kontra':
      return (ITEM_IDS as readonly string[]).includes(arg ?? '') && extra === undefined
        ? { type: 'kontra', target: arg as ItemId }
        : undefined;
    case 'meld': {
      if (arg === undefined || extra !== undefined) return undefined;
      const cards = arg.split('+');
      if (!cards.every((c) => TOKEN.test(c))) return undefined;
      return { type: 'meld', meld: cards.every(isTalelesCard) ? canonicalMeld(cards) : cards };
    }
    case 'play':
      if (arg === undefined || !TOKEN.test(arg)) return undefined;
      if (extra === undefined) return { type: 'play', card: arg };
      return extra === 'bela' ? { type: 'play', card: arg, announceBela: true } : undefined;
    default:
      return undefined;
  }
}

/**
 * What the other seats learn of an action (§14): everything is public except the cards of a
 * meld, of which only kind, length and top are announced (§7.2).
 */
export function publicNotation(before: TalelesState, seat: Seat, action: TalelesAction): string {
  if (action.type !== 'meld') return makeAction(action);
  const hand = before.deal.hands[seat] ?? [];
  const shape = meldsInHand(hand).find((m) => sameMeld(m.cards, action.meld));
  return shape ? `meld ? (${meldSummary(shape)})` : 'meld ?';
}
