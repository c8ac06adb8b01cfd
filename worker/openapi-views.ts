/**
 * Each game's view and `legal` list in the OpenAPI document: the `View` every table state carries is
 * one of the games' views (shared/games/<game>/view-schema.ts), told apart by `game`, and `legal` is a
 * list of one game's notations. The worker's own TableState schema keeps the common fields only
 * (shared/protocol.ts ViewSchema); the document names every field of every game.
 */
import { TablanetLegalSchema, TablanetViewSchema } from '../shared/games/tablanet/view-schema.js';
import { TalelesLegalSchema, TalelesViewSchema } from '../shared/games/taleles/view-schema.js';
import { TarockLegalSchema, TarockViewSchema } from '../shared/games/tarock/view-schema.js';
import { TarotLegalSchema, TarotViewSchema } from '../shared/games/tarot/view-schema.js';

/** By game id: the valibot schemas of its view and its `legal` list, and their names in the document. */
export const GAME_SCHEMAS = {
  tablanet: { view: TablanetViewSchema, legal: TablanetLegalSchema, name: 'Tablanet' },
  taleles: { view: TalelesViewSchema, legal: TalelesLegalSchema, name: 'Taleles' },
  tarock: { view: TarockViewSchema, legal: TarockLegalSchema, name: 'Tarock' },
  tarot: { view: TarotViewSchema, legal: TarotLegalSchema, name: 'Tarot' },
} as const;

export const GAME_VIEW_SCHEMAS = {
  TablanetView: TablanetViewSchema,
  TalelesView: TalelesViewSchema,
  TarockView: TarockViewSchema,
  TarotView: TarotViewSchema,
  TablanetLegal: TablanetLegalSchema,
  TalelesLegal: TalelesLegalSchema,
  TarockLegal: TarockLegalSchema,
  TarotLegal: TarotLegalSchema,
} as const;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Replaces the generic `View` component with the choice of the games' views, and `legal` with the games' lists. */
export function gameViewsDocument(schemas: Record<string, unknown>): void {
  const games = Object.entries(GAME_SCHEMAS);
  schemas.View = {
    description: 'The game view built by the engine for the caller\'s seat (or for spectators): one of the games\' views, by `game`',
    oneOf: games.map(([, g]) => ref(`${g.name}View`)),
    discriminator: { propertyName: 'game', mapping: Object.fromEntries(games.map(([id, g]) => [id, `#/components/schemas/${g.name}View`])) },
  };
  const state = schemas.TableState as { properties: Record<string, unknown> };
  state.properties.legal = {
    description: 'Notations the caller may send now ([] when not their turn), in the notation of the table\'s game',
    anyOf: games.map(([, g]) => ref(`${g.name}Legal`)),
  };
  // A replay frame's view is the spectator view, described where it is used.
  const frame = schemas.ReplayFrame as { properties: Record<string, unknown> };
  frame.properties.view = { ...ref('View'), description: (frame.properties.view as { description: string }).description };
}
