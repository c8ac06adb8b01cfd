/**
 * Scoring a hand (rules file §8, values of §2.3) and the end of the match (§9).
 */
import type { CardId } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { packIndex } from './captures.js';
import type { Scoring, TablanetOptions } from './options.js';

const D10 = packIndex('D10');
const C2 = packIndex('C2');

/** Score items of one side, in the order of the §2.3 table. */
export type ScoreItem = 'mostCards' | 'diamondTen' | 'clubTwo' | 'aces' | 'faceCards' | 'otherTens' | 'tablas';

export interface SheetItem {
  readonly item: ScoreItem;
  /** How many of it the side has (cards for mostCards, aces, tablas …). */
  readonly count: number;
  readonly points: number;
}

export interface SideSheet {
  readonly seats: readonly Seat[];
  /** Cards captured in the hand, leftovers included. */
  readonly cards: number;
  readonly items: readonly SheetItem[];
  readonly total: number;
}

/** The score sheet of one finished hand. */
export interface HandSheet {
  /** 1-based number of the hand. */
  readonly hand: number;
  readonly sides: readonly SideSheet[];
  /** §7: the cards left on the table went to this side (null: nobody captured, D-13; or none were left). */
  readonly leftover: { readonly side: number | null; readonly count: number };
}

interface ScoreTable {
  readonly items: readonly ScoreItem[];
  readonly mostCards: number;
  readonly diamondTen: number;
  readonly clubTwo: number;
  readonly ace: number;
  readonly face: number;
  readonly otherTen: number;
}

const TABLES: Record<Scoring, ScoreTable> = {
  seed: {
    items: ['mostCards', 'diamondTen', 'clubTwo', 'aces', 'tablas'],
    mostCards: 3,
    diamondTen: 3,
    clubTwo: 2,
    ace: 1,
    face: 0,
    otherTen: 0,
  },
  tablic22: {
    items: ['mostCards', 'diamondTen', 'clubTwo', 'aces', 'faceCards', 'otherTens', 'tablas'],
    mostCards: 3,
    diamondTen: 2,
    clubTwo: 1,
    ace: 1,
    face: 1,
    otherTen: 1,
  },
  // D-23: 1 for A, K, Q, J and each 10, +1 extra for 10♦, 2♣ 1, 3 for cards; tablanettes by their values.
  tablanette1939: {
    items: ['mostCards', 'diamondTen', 'clubTwo', 'aces', 'faceCards', 'otherTens', 'tablas'],
    mostCards: 3,
    diamondTen: 2,
    clubTwo: 1,
    ace: 1,
    face: 1,
    otherTen: 1,
  },
};

export interface HandResult {
  readonly piles: readonly (readonly CardId[])[];
  readonly tablas: readonly number[];
  readonly tablaPoints: readonly number[];
  readonly lastCapturer: number | null;
}

/** §8: the score sheet of a hand whose leftovers have already been swept (§7). */
export function scoreHand(
  result: HandResult,
  options: TablanetOptions,
  seats: number,
  hand: number,
  leftover: HandSheet['leftover'],
): HandSheet {
  const t = TABLES[options.scoring];
  const sides = result.piles.length;
  const counts = result.piles.map((p) => p.length);
  const top = Math.max(...counts);
  const leaders = counts.flatMap((c, s) => (c === top ? [s] : []));
  // §8.2: strictly most cards; a tie gives nothing, or (variant, D-15) goes to the last capturer among the leaders.
  let most: number | null = leaders.length === 1 ? leaders[0]! : null;
  if (most === null && options.mostCardsTie === 'lastCapturer' && result.lastCapturer !== null) {
    if (leaders.includes(result.lastCapturer)) most = result.lastCapturer;
  }
  const sheets = result.piles.map((pile, side): SideSheet => {
    let diamondTen = 0;
    let clubTwo = 0;
    let aces = 0;
    let faces = 0;
    let tens = 0;
    for (const c of pile) {
      const i = packIndex(c);
      const rank = i % 13;
      if (i === D10) diamondTen++;
      else if (rank === 9) tens++;
      if (i === C2) clubTwo++;
      if (rank === 0) aces++;
      if (rank >= 10) faces++;
    }
    const tablas = result.tablas[side] ?? 0;
    const tablaPoints = options.scoring === 'tablanette1939' ? (result.tablaPoints[side] ?? 0) : tablas;
    const all: Record<ScoreItem, [number, number]> = {
      mostCards: [pile.length, most === side ? t.mostCards : 0],
      diamondTen: [diamondTen, 0],
      clubTwo: [clubTwo, 0],
      aces: [aces, 0],
      faceCards: [faces, 0],
      otherTens: [tens, 0],
      tablas: [tablas, tablaPoints],
    };
    all.diamondTen[1] = all.diamondTen[0] * t.diamondTen;
    all.clubTwo[1] = all.clubTwo[0] * t.clubTwo;
    all.aces[1] = all.aces[0] * t.ace;
    all.faceCards[1] = all.faceCards[0] * t.face;
    all.otherTens[1] = all.otherTens[0] * t.otherTen;
    const items = t.items.map((item) => ({ item, count: all[item][0], points: all[item][1] }));
    return {
      seats: Array.from({ length: seats }, (_, s) => s).filter((s) => s % sides === side),
      cards: pile.length,
      items,
      total: items.reduce((sum, i) => sum + i.points, 0),
    };
  });
  return { hand, sides: sheets, leftover };
}

/**
 * §9, D-17: once a side has reached the target, the side with the unique highest score wins;
 * a shared highest score means another hand. Returns the winning side or null.
 */
export function matchWinner(scores: readonly number[], target: number): number | null {
  const top = Math.max(...scores);
  if (top < target) return null;
  const leaders = scores.flatMap((s, side) => (s === top ? [side] : []));
  return leaders.length === 1 ? leaders[0]! : null;
}
