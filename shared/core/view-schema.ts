/**
 * Pieces of the valibot schemas of the games' views (shared/games/<game>/view-schema.ts): the fields
 * every view has (core/game.ts ViewBase), and a compile-time check that a schema names exactly the
 * fields of its view type. The OpenAPI document shows each game's view with them, and a test checks
 * real views of every game against them, so the document cannot drift from the engine.
 */
import * as v from 'valibot';

export const SeatSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
export const CardSchema = v.pipe(v.string(), v.description('A card id, e.g. "H10" (docs/api.md, "Cards")'));
export const CardsSchema = v.array(CardSchema);
export const PlayedSchema = v.object({ seat: SeatSchema, card: CardSchema });

export const viewBaseEntries = <G extends string>(game: G, phases: readonly [string, ...string[]]) => ({
  game: v.literal(game),
  viewer: v.union([SeatSchema, v.literal('spectator')]),
  phase: v.picklist(phases),
  toAct: v.pipe(v.array(SeatSchema), v.description('Seats that may act now')),
  hand: v.pipe(CardsSchema, v.description('The viewer\'s own cards ([] for spectators)')),
  handCounts: v.pipe(v.array(v.number()), v.description('How many cards each seat holds')),
  scores: v.pipe(v.array(v.number()), v.description('Match score of every seat')),
  deal: v.pipe(v.number(), v.description('1-based number of the deal (Tablanet: the hand)')),
  dealer: SeatSchema,
});

/** A score sheet, item by item, as the game's rules file lays it out (its fields are the game's own). */
export const sheetSchema = (what: string) => v.pipe(v.record(v.string(), v.unknown()), v.description(what));

/** `true` when the schema's entries name exactly the fields of the view type. */
export type SameKeys<View, Entries> = [Exclude<keyof View, keyof Entries>, Exclude<keyof Entries, keyof View>] extends [never, never] ? true : false;
export type Assert<T extends true> = T;

/** A game's `legal` list: notations `verb arg…` with the game's verbs (its notation.ts reads them). */
export const legalSchema = (game: string, verbs: readonly string[], example: string) =>
  v.pipe(
    v.array(v.pipe(v.string(), v.regex(new RegExp(`^(?:${verbs.join('|')})(?: \\S+)*$`)))),
    v.description(`${game}: the notations the caller may send now, e.g. "${example}" ([] when it is not their turn)`),
  );
