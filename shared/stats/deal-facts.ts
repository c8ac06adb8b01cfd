/**
 * What the players of each game count about a finished deal (issue 21, "per-game statistics"), read
 * from the score sheet the engine keeps of the latest deal. Each seat gets its own counters; a counter
 * that a seat did not earn is simply absent. The keys are stable: the API hands them out and the
 * player page names them.
 *
 * - Tarot: contracts taken and made, by level (`taken.garde`, `made.garde`); the petit au bout of the
 *   seat's side.
 * - Königrufen: contracts played and won by the declarer (`played.dreier`, `won.dreier`); premiums made
 *   by the seat's side.
 * - Taleles: trumps made and won by the maker; Kontras given by the seat's party and won; Pitsch
 *   declared and made.
 * - Tablanet: the tablas of the seat's side.
 */
import type { Seat } from '../core/game.js';
import type { HandSheet } from '../games/tablanet/score.js';
import type { ScoreSheet as TalelesSheet, TalelesState } from '../games/taleles/types.js';
import { PREMIUM_IDS } from '../games/tarock/contracts.js';
import type { DealSheet as TarockSheet } from '../games/tarock/state.js';
import type { ScoreSheet as TarotSheet } from '../games/tarot/state.js';

export type Counters = Record<string, number>;

/** The sheet of the latest finished deal in `state`, or null before the first one. */
export function latestSheet(game: string, state: unknown): object | null {
  const s = state as { lastSheet?: object | null; last?: object | null };
  if (game === 'tarot' || game === 'tablanet') return s.lastSheet ?? null;
  return s.last ?? null;
}

const add = (c: Counters, key: string, n = 1): void => {
  c[key] = (c[key] ?? 0) + n;
};

/**
 * The counters of every seat for the deal whose sheet is `sheet`; `before` is the state before the
 * deal's last action (the deal is still in it: Taleles' Kontras live there, not on the sheet).
 */
export function dealFacts(game: string, seats: number, sheet: object, before: unknown): Counters[] {
  const out: Counters[] = Array.from({ length: seats }, () => ({}));
  switch (game) {
    case 'tarot':
      tarotFacts(sheet as TarotSheet, out);
      break;
    case 'tarock':
      tarockFacts(sheet as TarockSheet, out);
      break;
    case 'taleles':
      talelesFacts(sheet as TalelesSheet, before as TalelesState, seats, out);
      break;
    case 'tablanet':
      tablanetFacts(sheet as HandSheet, out);
      break;
  }
  return out;
}

function tarotFacts(sheet: TarotSheet, out: Counters[]): void {
  const taker = out[sheet.taker];
  if (taker) {
    add(taker, `taken.${sheet.contract}`);
    if (sheet.won) add(taker, `made.${sheet.contract}`);
  }
  if (sheet.petitAuBout) {
    const attack = new Set<Seat>([sheet.taker, ...(sheet.partner === null ? [] : [sheet.partner])]);
    out.forEach((c, seat) => {
      if (attack.has(seat) === (sheet.petitAuBout === 'attack')) add(c, 'petitAuBout');
    });
  }
}

const PREMIUMS: ReadonlySet<string> = new Set(PREMIUM_IDS);

function tarockFacts(sheet: TarockSheet, out: Counters[]): void {
  const declarer = out[sheet.declarer];
  if (declarer) {
    add(declarer, `played.${sheet.contract}`);
    if (sheet.won === true) add(declarer, `won.${sheet.contract}`);
  }
  for (const item of sheet.items) {
    if (!PREMIUMS.has(item.item)) continue;
    for (const seat of item.winners) if (out[seat]) add(out[seat], 'premiums');
  }
}

function talelesFacts(sheet: TalelesSheet, before: TalelesState, seats: number, out: Counters[]): void {
  const sameParty = (seat: Seat): boolean => (seats === 4 ? seat % 2 === sheet.maker % 2 : seat === sheet.maker);
  const maker = out[sheet.maker];
  if (maker) {
    add(maker, 'trumps');
    if (sheet.winner === 'maker') add(maker, 'trumpsWon');
    if (sheet.contract === 'pitsch') {
      add(maker, 'pitsch');
      if (sheet.pitschMade) add(maker, 'pitschMade');
    }
  }
  // A Kontra (any raise of the deal) counts for every seat of the party that gave the last one: it
  // succeeded when that party won the deal.
  const kontra = before?.deal?.lastKontra ?? null;
  if (kontra !== null && sheet.winner !== 'litige') {
    out.forEach((c, seat) => {
      if ((kontra === 'maker') !== sameParty(seat)) return;
      add(c, 'kontras');
      if (sheet.winner === kontra) add(c, 'kontrasWon');
    });
  }
}

function tablanetFacts(sheet: HandSheet, out: Counters[]): void {
  for (const side of sheet.sides) {
    const tablas = side.items.find((i) => i.item === 'tablas')?.count ?? 0;
    if (tablas > 0) for (const seat of side.seats) if (out[seat]) add(out[seat], 'tablas', tablas);
  }
}
