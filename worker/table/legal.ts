/**
 * The legal list of a seat, worked out once per engine state. One action asks for it several times —
 * the due list (is the next seat's move its only one?), the inbox (will the table play that turn
 * itself?), the reply, and the next seat's read — and the engine state object is replaced with every
 * change, so remembering the answer per state object is always current.
 */
import { type AnyGameDef, boundedLegal, type Seat } from '../../shared/index.js';

export interface LegalList {
  readonly notations: readonly string[];
  /** False when a game with compact plays (Tablanet) left some captures out of `notations`. */
  readonly complete: boolean;
}

const known = new WeakMap<object, Map<Seat, LegalList>>();

/** `seat`'s legal actions in `state` (bounded as boundedLegal bounds them), remembered per state object. */
export function legalOf(def: AnyGameDef, state: unknown, seat: Seat): LegalList {
  if (typeof state !== 'object' || state === null) return boundedLegal(def, state, seat);
  let bySeat = known.get(state);
  if (!bySeat) known.set(state, (bySeat = new Map()));
  let list = bySeat.get(seat);
  if (!list) bySeat.set(seat, (list = boundedLegal(def, state, seat)));
  return list;
}
