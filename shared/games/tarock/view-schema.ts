/** The valibot schema of Austrian Tarock's view (view.ts), for the API's documentation (shared/core/view-schema.ts). */
import * as v from 'valibot';
import { type Assert, legalSchema, CardSchema, CardsSchema, PlayedSchema, type SameKeys, SeatSchema, sheetSchema, viewBaseEntries } from '../../core/view-schema.js';
import { BIRDS, CONTRACT_IDS } from './contracts.js';
import type { TarockView } from './view.js';

const TrickSchema = v.object({
  leader: SeatSchema,
  cards: v.array(PlayedSchema),
  winner: SeatSchema,
  zuwaage: v.pipe(v.nullable(CardSchema), v.description('Trischaken: the talon card added to this trick\'s pile')),
});

const entries = {
  ...viewBaseEntries('tarock', ['bidding', 'rules', 'call', 'talon', 'layAway', 'announce', 'play', 'matchOver']),
  options: v.pipe(v.record(v.string(), v.unknown()), v.description('The table\'s resolved options')),
  dealsTotal: v.number(),
  vorhand: v.nullable(SeatSchema),
  auction: v.array(v.object({ seat: SeatSchema, call: v.string(), name: v.string() })),
  highBid: v.nullable(v.object({ seat: SeatSchema, contract: v.picklist(CONTRACT_IDS), bird: v.nullable(v.picklist(BIRDS)), name: v.string() })),
  contract: v.nullable(
    v.object({ id: v.picklist(CONTRACT_IDS), bird: v.nullable(v.picklist(BIRDS)), name: v.string(), declarer: SeatSchema, value: v.number() }),
  ),
  called: v.pipe(
    v.nullable(v.object({ suit: v.nullable(v.string()), rank: v.string(), fourth: v.boolean() })),
    v.description('The called card; suit null when called as "the fourth king" and the viewer cannot know it'),
  ),
  partner: v.pipe(v.nullable(SeatSchema), v.description('The declarer\'s partner, only when the viewer may know it')),
  partnerKnown: v.boolean(),
  talon: v.pipe(v.array(v.nullable(CardsSchema)), v.description('Talon halves as the viewer sees them (null = face down or gone)')),
  talonTaken: v.nullable(v.number()),
  laidAway: CardsSchema,
  laidCount: v.number(),
  trischaken: v.nullable(v.object({ talon: v.nullable(v.string()), stichzwang: v.nullable(v.boolean()) })),
  announcements: v.array(
    v.object({
      item: v.string(),
      name: v.string(),
      by: SeatSchema,
      pair: v.nullable(SeatSchema),
      level: v.number(),
      raises: v.array(v.object({ seat: SeatSchema, level: v.number() })),
      worth: v.number(),
    }),
  ),
  trick: v.array(PlayedSchema),
  lastTrick: v.nullable(TrickSchema),
  tricks: v.array(TrickSchema),
  tricksWon: v.array(v.number()),
  openHands: v.pipe(v.array(v.nullable(CardsSchema)), v.description('Hands exposed in an ouvert contract (null = not exposed)')),
  schrift: v.array(v.number()),
  total: v.array(v.number()),
  doubleLeft: v.number(),
  lastDeal: v.nullable(sheetSchema('The score sheet of the last deal (rules/tarock.md)')),
};

export const TarockViewSchema = v.pipe(v.strictObject(entries), v.description('Austrian Tarock\'s view (rules/tarock.md)'));
export type TarockViewSchemaMatches = Assert<SameKeys<TarockView, typeof entries>>;

export const TarockLegalSchema = legalSchema(
  'Austrian Tarock',
  ['announce', 'bid', 'call', 'concede', 'discard', 'hold', 'kontra', 'pass', 'play', 'raise', 'rekontra', 'rule', 'subkontra', 'talon'],
  'bid besserrufer uhu',
);
