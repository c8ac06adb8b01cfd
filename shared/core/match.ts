import * as v from 'valibot';
import type { CardId } from './cards.js';
import type { AnyGameDef, GameDef, Seat, ViewBase } from './game.js';
import { type ActionError, actionError, err, ok, type Result, type SetupError, setupError } from './result.js';

/**
 * The canonical record of a match: options, seed and the action log (as notation strings).
 * A stored state is only a cache of `replay(record)`.
 */
export interface MatchRecord {
  readonly game: string;
  readonly version: number;
  readonly seats: number;
  readonly options: Readonly<Record<string, unknown>>;
  readonly profile?: string | undefined;
  readonly seed: string;
  readonly decks?: readonly (readonly CardId[])[] | undefined;
  readonly log: readonly (readonly [Seat, string])[];
}

/** Validates options (filling defaults) against the game's schema. */
export function parseOptions<O>(
  def: GameDef<unknown, unknown, ViewBase, O>,
  raw: unknown,
): Result<O, SetupError> {
  const parsed = v.safeParse(def.options, raw ?? {});
  if (parsed.success) return ok(parsed.output);
  const issue = parsed.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return err(setupError('BAD_OPTIONS', `${path ? `option ${path}: ` : ''}${issue.message}`));
}

/** Validates everything a table is created from and builds the initial state. */
export function createMatch<S>(
  def: AnyGameDef,
  init: { seats: number; options?: unknown; seed: string; decks?: readonly (readonly CardId[])[] | undefined },
): Result<S, SetupError> {
  if (!def.seatCounts.includes(init.seats)) {
    return err(setupError('BAD_SEATS', `${def.name} is played by ${def.seatCounts.join(', ')} players, not ${init.seats}`));
  }
  const options = parseOptions(def, init.options);
  if (!options.ok) return options;
  return def.setup({ seats: init.seats, options: options.value, seed: init.seed, decks: init.decks }) as Result<
    S,
    SetupError
  >;
}

/** Parses a notation and applies it, with the engine's typed errors for text that does not parse. */
export function applyNotation<S>(def: AnyGameDef, state: S, seat: Seat, text: string): Result<S, ActionError> {
  const action: unknown = def.parseAction(text);
  if (action === undefined) return err(actionError('BAD_NOTATION', `"${text.slice(0, 60)}" is not an action of ${def.name}`));
  return def.apply(state, seat, action) as Result<S, ActionError>;
}

/** The action `text` stands for in `state`: parsed, and a shorthand written out (GameDef.canonical). */
export function actionOf(def: AnyGameDef, state: unknown, seat: Seat, text: string): unknown {
  const action: unknown = def.parseAction(text);
  return action === undefined || !def.canonical ? action : def.canonical(state, seat, action);
}

/** A game's plain `legal` list holds at most this many actions per choice (GameDef.someLegal). */
export const LEGAL_PER_CHOICE = 256;

/**
 * The notations of `seat`'s legal actions now, bounded: all of them, or for a game with GameDef.someLegal
 * at most `perChoice` per choice and `complete: false` when some were left out (its `plays` has them all).
 */
export function boundedLegal(def: AnyGameDef, state: unknown, seat: Seat, perChoice = LEGAL_PER_CHOICE): { notations: string[]; complete: boolean } {
  if (!def.someLegal) return { notations: legalNotations(def, state, seat), complete: true };
  const some = def.someLegal(state, seat, perChoice);
  return { notations: some.actions.map((a) => def.makeAction(a)), complete: some.complete };
}

/**
 * A search (bots, the analysis) looks at most this many actions per choice. Tablanet's captures grow
 * exponentially with the table (some 300 legal actions at 16 table cards, 34,000 at 31), and a search
 * that lists them all at every node spends minutes on one position. Below the bound the list is the
 * full one in the same order, so a bot's play and an analysis only change on such crowded tables,
 * where the captures left out are unions beyond the first `SEARCH_PER_CHOICE` of a card.
 */
export const SEARCH_PER_CHOICE = 16;

/** `seat`'s legal actions for a search: all of them, or at most SEARCH_PER_CHOICE per choice (GameDef.someLegal). */
export function searchLegal(def: AnyGameDef, state: unknown, seat: Seat): readonly unknown[] {
  return def.someLegal ? def.someLegal(state, seat, SEARCH_PER_CHOICE).actions : def.legalActions(state, seat);
}

/** The notations of `seat`'s legal actions now. */
export function legalNotations(def: AnyGameDef, state: unknown, seat: Seat): string[] {
  return def.legalActions(state, seat).map((a) => def.makeAction(a));
}

/** Rebuilds the state from a record made under this very rules version, checking every logged action. */
export function replay<S>(def: AnyGameDef, record: MatchRecord): Result<S, SetupError> {
  if (record.game !== def.id) return err(setupError('BAD_RECORD', `record is for ${record.game}, not ${def.id}`));
  if (record.version !== def.version) {
    return err(setupError('BAD_RECORD', `record is for rules version ${record.version} of ${def.id}, not ${def.version} (replayRecord picks the version it names)`));
  }
  const start = createMatch<S>(def, record);
  if (!start.ok) return start;
  let state = start.value;
  for (let i = 0; i < record.log.length; i++) {
    const entry = record.log[i];
    if (!entry) break;
    const [seat, text] = entry;
    const next = applyNotation(def, state, seat, text);
    if (!next.ok) return err(setupError('BAD_RECORD', `action ${i + 1} (seat ${seat}: ${text}): ${next.error.message}`));
    state = next.value;
  }
  return ok(state);
}

/** State after a list of opening actions, each played by the (single) seat to act. Throws: for tests and tools. */
export function stateAfter<S>(
  def: AnyGameDef,
  init: { seats: number; options?: unknown; seed: string; decks?: readonly (readonly CardId[])[] },
  actions: readonly string[],
): S {
  const start = createMatch<S>(def, init);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  for (const text of actions) {
    const seat = def.toAct(state)[0];
    if (seat === undefined) throw new Error(`no seat to act before "${text}"`);
    const next = applyNotation(def, state, seat, text);
    if (!next.ok) throw new Error(`"${text}" by seat ${seat}: ${next.error.message}`);
    state = next.value;
  }
  return state;
}
