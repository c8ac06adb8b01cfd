/** The valibot schema of French Tarot's view (view.ts), for the API's documentation (shared/core/view-schema.ts). */
import * as v from 'valibot';
import { type Assert, legalSchema, CardSchema, CardsSchema, PlayedSchema, type SameKeys, SeatSchema, sheetSchema, viewBaseEntries } from '../../core/view-schema.js';
import { CONTRACTS, POIGNEE_LEVELS } from './state.js';
import type { TarotView } from './view.js';

const TrickSchema = v.object({ plays: v.array(PlayedSchema), winner: SeatSchema });

const entries = {
  ...viewBaseEntries('tarot', ['bidding', 'call', 'ecart', 'announce', 'play', 'done', 'matchOver']),
  active: v.pipe(v.array(SeatSchema), v.description('Seats playing this deal, in playing order from the first speaker')),
  dealsInMatch: v.number(),
  bids: v.array(v.object({ seat: SeatSchema, contract: v.pipe(v.nullable(v.picklist(CONTRACTS)), v.description('null: a pass')) })),
  contract: v.nullable(v.object({ taker: SeatSchema, contract: v.picklist(CONTRACTS), coef: v.number() })),
  called: v.nullable(CardSchema),
  partner: v.pipe(v.union([SeatSchema, v.literal('none'), v.null()]), v.description('The partner as far as this viewer knows: a seat, "none" (alone) or null (unknown)')),
  chien: v.nullable(CardsSchema),
  chienCount: v.number(),
  ecart: v.pipe(v.object({ count: v.number(), cards: CardsSchema }), v.description('All of it for the taker, only the shown trumps for everyone else')),
  chelem: v.nullable(SeatSchema),
  poignees: v.array(v.object({ seat: SeatSchema, level: v.picklist(POIGNEE_LEVELS), count: v.number(), cards: CardsSchema, complete: v.boolean() })),
  trick: v.array(PlayedSchema),
  lastTrick: v.nullable(TrickSchema),
  tricks: v.array(TrickSchema),
  tricksWon: v.array(v.number()),
  lastDeal: v.nullable(sheetSchema('The score sheet of the last deal (rules/tarot.md)')),
  history: v.pipe(v.array(v.array(v.number())), v.description('Per scored deal, every seat\'s score')),
  annulled: v.array(
    v.object({
      reason: v.picklist(['petit_sec', 'all_pass']),
      dealer: SeatSchema,
      seat: v.optional(SeatSchema),
      hand: v.optional(CardsSchema),
    }),
  ),
};

export const TarotViewSchema = v.pipe(v.strictObject(entries), v.description('French Tarot\'s view (rules/tarot.md)'));
export type TarotViewSchemaMatches = Assert<SameKeys<TarotView, typeof entries>>;

export const TarotLegalSchema = legalSchema('French Tarot', ['bid', 'call', 'chelem', 'discard', 'pass', 'play', 'poignee', 'show'], 'poignee simple');
