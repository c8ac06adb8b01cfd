/** The game definitions the bot tests use, and option parsing that throws (for tests only). */
import { type AnyGameDef, getGame, parseOptions as parse } from '../../../shared/index.js';

export const tarotDef: AnyGameDef = getGame('tarot')!;
export const tablanetDef: AnyGameDef = getGame('tablanet')!;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function parseOptions(def: AnyGameDef, raw: unknown): any {
  const parsed = parse(def, raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}
