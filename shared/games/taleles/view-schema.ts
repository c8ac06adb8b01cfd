/** The valibot schema of Taleles' view (view.ts), for the API's documentation (shared/core/view-schema.ts). */
import * as v from 'valibot';
import { type Assert, legalSchema, CardSchema, CardsSchema, PlayedSchema, type SameKeys, SeatSchema, sheetSchema, viewBaseEntries } from '../../core/view-schema.js';
import { TALELES_SUITS } from './cards.js';
import { ITEM_IDS } from './types.js';
import type { TalelesView } from './view.js';

const TrickSchema = v.object({ leader: SeatSchema, cards: v.array(PlayedSchema), winner: SeatSchema });

const entries = {
  ...viewBaseEntries('taleles', ['bela', 'bid1', 'bid2', 'announce', 'play', 'doubling', 'over']),
  cards: v.pipe(v.picklist(['french', 'german']), v.description('Card faces (cosmetic)')),
  players: v.number(),
  forehand: SeatSchema,
  units: v.pipe(v.array(v.array(SeatSchema)), v.description('Seats of each scoring unit')),
  unitScores: v.array(v.number()),
  target: v.number(),
  hiddenCounts: v.pipe(v.array(v.number()), v.description('Face-down hidden cards still waiting for trump to be fixed')),
  turnedCard: v.pipe(v.nullable(CardSchema), v.description('The face-up card under the stock (2/3 players); after the exchange, the 7 of trump')),
  exchange: v.nullable(v.object({ seat: SeatSchema, got: CardSchema, gave: CardSchema })),
  trump: v.nullable(v.picklist(TALELES_SUITS)),
  maker: v.nullable(SeatSchema),
  makerSide: v.array(SeatSchema),
  trumpRound: v.number(),
  contract: v.picklist(['normal', 'pitsch']),
  pitsch: v.nullable(SeatSchema),
  bela: v.nullable(v.object({ seat: SeatSchema, early: v.boolean(), cards: CardsSchema })),
  calls: v.pipe(v.array(v.object({ seat: SeatSchema, action: v.string() })), v.description('Public bidding, announcing and doubling actions of this deal')),
  melds: v.array(
    v.object({
      seat: SeatSchema,
      kind: v.picklist(['terz', 'fuenfzig', 'hundert', 'achtzig']),
      length: v.number(),
      top: v.string(),
      summary: v.string(),
      credited: v.boolean(),
      cards: v.pipe(v.nullable(CardsSchema), v.description('For a credited meld, and for the declarer himself')),
    }),
  ),
  leader: SeatSchema,
  trickNumber: v.number(),
  trick: v.array(PlayedSchema),
  tricks: v.pipe(v.array(TrickSchema), v.description('Completed tricks on view: all of them, or the last one until the next trick starts')),
  previousTrick: v.nullable(TrickSchema),
  tricksWon: v.array(v.number()),
  doubling: v.array(
    v.object({ id: v.picklist(ITEM_IDS), owner: v.array(SeatSchema), level: v.number(), name: v.string(), multiplier: v.number(), by: v.nullable(SeatSchema) }),
  ),
  beet: v.pipe(v.nullable(v.number()), v.description('Half of all points in play plus credited melds, once trump is fixed')),
  held: v.number(),
  lastDeal: v.nullable(sheetSchema('The score sheet of the last deal (rules/taleles.md §14)')),
  winners: v.nullable(v.array(SeatSchema)),
};

export const TalelesViewSchema = v.pipe(v.strictObject(entries), v.description('Taleles\' view (rules/taleles.md)'));
export type TalelesViewSchemaMatches = Assert<SameKeys<TalelesView, typeof entries>>;

export const TalelesLegalSchema = legalSchema('Taleles', ['accept', 'bela', 'kontra', 'meld', 'pass', 'pitsch', 'play', 'seven', 'trump'], 'meld CQ+CK+CA');
