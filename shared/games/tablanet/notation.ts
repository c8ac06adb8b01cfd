/**
 * Tablanet action notation (docs/games/tablanet.md):
 *   play S4                 a trail (or a jack laid on an empty table)
 *   play S7 x S2+H7+D4+C3+C5  a capture: the union of the taken cards, in pack order (D-19); jack sweeps too
 *   play DJ                 also a jack sweep, where the jack sweeps and the table has cards (§6.2):
 *                           `canonical` writes it out, and records keep the written-out form
 * parseAction also reads the group form `play S7 x H7; D4+C3; S2+C5` and the rules file's §13 form
 * `play:S7:S2.H7.D4.C3.C5` (groups separated by `;`), normalising both to the union.
 */
import type { CardId } from '../../core/cards.js';
import { packIndex } from './captures.js';
import type { TablanetAction } from './rules.js';

export function makeAction(action: TablanetAction): string {
  return action.capture.length ? `play ${action.card} x ${action.capture.join('+')}` : `play ${action.card}`;
}

const TOKEN = /^[A-Z0-9]{1,4}$/;
const SPACED = /^play\s+(\S+)(?:\s+x\s+(.+))?$/i;
const COLON = /^play:([^:\s]+)(?::(\S+))?$/i;

/** Card-like tokens are accepted even if they are no card, so that `apply` can answer UNKNOWN_CARD. */
export function parseAction(text: string): TablanetAction | undefined {
  const t = text.trim();
  let card: string;
  let groups: string[][];
  const spaced = SPACED.exec(t);
  if (spaced) {
    card = spaced[1]!;
    groups = spaced[2] === undefined ? [] : spaced[2].split(/\s*;\s*/).map((g) => g.split(/\s*\+\s*/));
  } else {
    const colon = COLON.exec(t);
    if (!colon) return undefined;
    card = colon[1]!;
    groups = colon[2] === undefined ? [] : colon[2].split(';').map((g) => g.split('.'));
  }
  const cards = [card, ...groups.flat()].map((c) => c.toUpperCase());
  if (!cards.every((c) => TOKEN.test(c))) return undefined;
  return { type: 'play', card: cards[0]!, capture: unionOf(cards.slice(1)) };
}

/** The union of some groups, in pack order; a card in two groups stays twice, so that `apply` can reject it. */
export function unionOf(cards: readonly CardId[]): CardId[] {
  const rank = (c: CardId) => {
    const i = packIndex(c);
    return i < 0 ? 99 : i;
  };
  return cards.slice().sort((a, b) => rank(a) - rank(b));
}

/** The rules file's structured form `{ card, capture: CardId[][] }` (§5.1) as an action. */
export function actionFromGroups(card: CardId, groups: readonly (readonly CardId[])[] = []): TablanetAction {
  return { type: 'play', card, capture: unionOf(groups.flat()) };
}
