/**
 * The formats the strength harness measures, one duplicate setup each: a single deal per match,
 * the first dealer fixed, and the way to read the finished deal's score for every seat.
 */
import type { TablanetState } from '../games/tablanet/rules.js';
import { tablanet } from '../games/tablanet/index.js';
import { tarot, type TarotState } from '../games/tarot/index.js';
import type { DuplicateFormat } from './duplicate.js';
import { talelesFormat } from './taleles/format.js';
import { tarockFormat } from './tarock/format.js';

const tarotFormat = (seats: number): DuplicateFormat => ({
  def: tarot,
  seats,
  options: { deals: 1, firstDealer: 0 },
  seatsOf: (r) => [r],
  rotations: seats,
  // The deal's zero-sum scores (§11.3) once it is scored.
  dealScores: (state) => {
    const s = state as TarotState;
    return s.scored > 0 ? s.lastSheet!.scores : undefined;
  },
});

const tablanetFormat = (seats: 2 | 4): DuplicateFormat => ({
  def: tablanet,
  seats,
  options: {},
  // With four players the bots play as partnerships (seats 0+2 against 1+3).
  seatsOf: (r) => (seats === 4 ? [r, r + 2] : [r]),
  rotations: 2,
  // One hand: the points of the seat's side on the hand's score sheet (§8).
  dealScores: (state) => {
    const s = state as TablanetState;
    const first = s.handTotals[0];
    return first ? Array.from({ length: s.seats }, (_, seat) => first[seat % first.length]!) : undefined;
  },
});

export const FORMATS: Readonly<Record<string, DuplicateFormat>> = {
  'tarot-3': tarotFormat(3),
  'tarot-4': tarotFormat(4),
  'tarot-5': tarotFormat(5),
  'tablanet-2': tablanetFormat(2),
  'tablanet-4': tablanetFormat(4),
  'tarock-4': tarockFormat,
  ...Object.fromEntries(([2, 3, 4] as const).map((n) => [`taleles-${n}`, talelesFormat(n)])),
};
