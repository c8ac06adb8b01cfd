/** The valibot schema of Tablanet's view (view.ts), for the API's documentation (shared/core/view-schema.ts). */
import * as v from 'valibot';
import { type Assert, legalSchema, CardSchema, CardsSchema, type SameKeys, SeatSchema, viewBaseEntries } from '../../core/view-schema.js';
import type { TablanetView } from './view.js';

const SCORE_ITEMS = ['mostCards', 'diamondTen', 'clubTwo', 'aces', 'faceCards', 'otherTens', 'tablas'] as const;

const HandSheetSchema = v.object({
  hand: v.number(),
  sides: v.array(
    v.object({
      seats: v.array(SeatSchema),
      cards: v.pipe(v.number(), v.description('Cards captured in the hand, leftovers included')),
      items: v.array(v.object({ item: v.picklist(SCORE_ITEMS), count: v.number(), points: v.number() })),
      total: v.number(),
    }),
  ),
  leftover: v.object({ side: v.nullable(v.number()), count: v.number() }),
});

const entries = {
  ...viewBaseEntries('tablanet', ['play', 'matchOver']),
  turn: v.pipe(v.nullable(SeatSchema), v.description('The seat to play, null once the match is over')),
  round: v.pipe(v.number(), v.description('1-based round of the current hand')),
  rounds: v.pipe(v.number(), v.description('Rounds of the hand')),
  table: v.pipe(CardsSchema, v.description('Face-up table cards in order of arrival')),
  stock: v.pipe(v.number(), v.description('Cards left in the face-down stock')),
  buriedJacks: v.pipe(CardsSchema, v.description('Jacks buried at the bottom of the stock in the opening fill of this hand')),
  sides: v.pipe(v.array(v.array(SeatSchema)), v.description('The seats of each side')),
  captured: v.pipe(v.array(v.number()), v.description('Captured cards per side in this hand')),
  tablas: v.array(v.number()),
  piles: v.pipe(v.nullable(v.array(CardsSchema)), v.description('The pile contents per side, only with the option showCapturedPiles')),
  lastCapturer: v.nullable(v.number()),
  lastPlay: v.nullable(v.object({ seat: SeatSchema, card: CardSchema, capture: CardsSchema, tabla: v.boolean() })),
  sideScores: v.pipe(v.array(v.number()), v.description('Match score per side')),
  targetScore: v.number(),
  lastHand: v.pipe(v.nullable(HandSheetSchema), v.description('The score sheet of the last finished hand, item by item')),
  handTotals: v.pipe(v.array(v.array(v.number())), v.description('Points per side of every finished hand')),
  winners: v.pipe(v.array(SeatSchema), v.description('Winning seats once the match is over')),
};

export const TablanetViewSchema = v.pipe(v.strictObject(entries), v.description('Tablanet\'s view (rules/tablanet.md §10)'));
export type TablanetViewSchemaMatches = Assert<SameKeys<TablanetView, typeof entries>>;

export const TablanetLegalSchema = legalSchema('Tablanet', ['play'], 'play C7 x D7');
