/**
 * Reading the `legal` list the server sends. These helpers only split notation strings
 * (docs/notation.md); whether an action is allowed is decided by the server alone.
 */
import { cardLabel } from '../cards/label.js';
import { parseCard, type CardStyle } from '../cards/model.js';
import { hasMessage, t } from '../i18n/index.js';

/** Legal actions grouped by the hand card they name as their first argument (`play H10`, `discard S3`). */
export function cardActions(legal: readonly string[], hand: readonly string[]): Map<string, string[]> {
  const inHand = new Set(hand);
  const byCard = new Map<string, string[]>();
  for (const action of legal) {
    const card = action.split(' ')[1];
    if (card === undefined || !inHand.has(card)) continue;
    const list = byCard.get(card) ?? [];
    list.push(action);
    byCard.set(card, list);
  }
  return byCard;
}

/** Legal actions that do not name a hand card: bids, passes, calls, announcements… */
export function otherActions(legal: readonly string[], hand: readonly string[]): string[] {
  const inHand = new Set(hand);
  return legal.filter((a) => {
    const card = a.split(' ')[1];
    return card === undefined || !inHand.has(card);
  });
}

/** A card play with the cards it takes: `play S7 x D3+H4` (Tablanet), `play H10` (everything else). */
export interface CardPlay {
  readonly verb: string;
  readonly card: string;
  readonly takes: readonly string[];
}

export function parseCardPlay(action: string): CardPlay | undefined {
  const m = /^(\w+) (\S+)(?: x (\S+))?$/.exec(action);
  if (!m || parseCard(m[2]!) === undefined) return undefined;
  return { verb: m[1]!, card: m[2]!, takes: m[3] ? m[3].split('+') : [] };
}

/** A readable rendering of any notation: known verbs translated, card ids spelled out, game terms kept. */
export function describeAction(action: string, style: CardStyle): string {
  const [verb = '', ...rest] = action.split(' ');
  const key = `verb.${verb}`;
  const words = rest.map((w) => {
    if (w === 'x') return '×';
    if (w.includes('+')) return w.split('+').map((c) => word(c, style)).join(', ');
    return word(w, style);
  });
  return [hasMessage(key) ? t(key) : verb, ...words].join(' ');
}

function word(w: string, style: CardStyle): string {
  return w !== '?' && parseCard(w) !== undefined ? cardLabel(w, style) : w;
}
