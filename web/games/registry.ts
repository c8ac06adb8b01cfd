/**
 * Game plug-ins for the table: each game may bring its own table centre, seat notes, decision panel
 * and move descriptions. A game without a plug-in (or a part a plug-in leaves out) gets the generic
 * table: a trick in the centre if the view has one, and one button per legal action that is not a
 * card play. The generic table alone makes every game playable.
 */
import type { TemplateResult, nothing } from 'lit';
import type { TableState, WireView } from '../../shared/protocol.js';
import type { CardStyle } from '../cards/model.js';

/** What a plug-in may read to draw its part of the table. */
export interface TableContext {
  readonly state: TableState;
  readonly view: WireView;
  readonly cardStyle: CardStyle;
  readonly fourColour: boolean;
  /** The hand card picked for a move that needs a second choice, with the legal actions it starts. */
  readonly pending: { readonly card: string; readonly actions: readonly string[] } | undefined;
  /** Display name of a seat. */
  seatName(seat: number): string;
}

export interface GamePlugin {
  /** The table centre: table cards, the trick, the talon, the chien… */
  centre?(ctx: TableContext): TemplateResult;
  /**
   * The second choice after picking a card with several legal actions (Tablanet captures). The
   * element it renders sends an `st-act` or `st-cancel` event.
   */
  chooser?(ctx: TableContext): TemplateResult | typeof nothing;
  /** Decisions that are not card plays (bids, calls, announcements), given as their notations. */
  panel?(ctx: TableContext, actions: readonly string[]): TemplateResult;
  /** A short note under a seat's name (captured cards, tricks won, contract…). */
  seatNote?(ctx: TableContext, seat: number): string | undefined;
  /** A move in words for the log, the replay and the screen-reader announcement. */
  describe?(action: string, style: CardStyle): string | undefined;
  /** Match progress beside the scores (target, deals left…). */
  progress?(ctx: TableContext): string | undefined;
  /** The score sheet of the last finished deal, item by item. */
  sheet?(ctx: TableContext): TemplateResult | typeof nothing;
  /** The pack look at this table, when the view asks for one (a table option); else the player's `chosen` look. */
  cardStyle?(view: WireView, chosen: CardStyle): CardStyle;
}

const plugins = new Map<string, GamePlugin>();

/** Registers the plug-in of a game (one call per game, from web/games/<game>.ts). */
export function registerGame(id: string, plugin: GamePlugin): void {
  plugins.set(id, plugin);
}

export function gamePlugin(id: string): GamePlugin {
  return plugins.get(id) ?? {};
}

/** Reads an optional field of a loose game view with a type guard, so views stay untrusted data. */
export function viewField<T>(view: WireView, key: string, guard: (v: unknown) => v is T): T | undefined {
  const value = (view as Record<string, unknown>)[key];
  return guard(value) ? value : undefined;
}

export const isNumber = (v: unknown): v is number => typeof v === 'number';
export const isString = (v: unknown): v is string => typeof v === 'string';
export const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
export const isNumberArray = (v: unknown): v is number[] => Array.isArray(v) && v.every(isNumber);
