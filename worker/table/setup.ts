/**
 * Everything a new table is checked against before it exists: the game, the house-rule profile and
 * options (through the engine's own schema), the seats of the creator and the bots.
 */
import type { AnyGameDef } from '../../shared/index.js';
import { parseOptions } from '../../shared/index.js';
import type { CreateTableBody, ProfileRef } from '../../shared/protocol.js';
import { type Answer, answer, problem, refuse } from '../problem.js';

export interface ResolvedSetup {
  readonly options: Record<string, unknown>;
  readonly profile?: ProfileRef | undefined;
}

const sameOptions = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Resolves options: a named profile's options, overridden by explicit ones, defaults for the rest.
 * The profile stamped on the table is the named one (`modified` if the options differ from it), or,
 * when none is named, the first profile whose options are exactly the resolved ones.
 */
export function resolveOptions(def: AnyGameDef, body: Pick<CreateTableBody, 'profile' | 'options'>): Answer<ResolvedSetup> {
  const named = body.profile === undefined ? undefined : def.profiles.find((p) => p.id === body.profile);
  if (body.profile !== undefined && !named) {
    const known = def.profiles.map((p) => p.id).join(', ') || 'none';
    return refuse(problem('UNKNOWN_PROFILE', `${def.name} has no profile "${body.profile}" (known: ${known})`));
  }
  const parsed = parseOptions(def, { ...(named?.options ?? {}), ...(body.options ?? {}) });
  if (!parsed.ok) return refuse(problem(parsed.error.code, parsed.error.message));
  const options = parsed.value as Record<string, unknown>;
  const resolvedOf = (opts: unknown): unknown => {
    const r = parseOptions(def, opts);
    return r.ok ? r.value : undefined;
  };
  if (named) {
    const ref = { id: named.id, version: named.version, name: named.name };
    return answer({ options, profile: { ...ref, modified: !sameOptions(resolvedOf(named.options), options) } });
  }
  const match = def.profiles.find((p) => sameOptions(resolvedOf(p.options), options));
  return answer({
    options,
    profile: match ? { id: match.id, version: match.version, name: match.name, modified: false } : undefined,
  });
}

/** Checks the creator's seat and the bots' seats against the seat count. */
export function checkSeats(seats: number, creatorSeat: number | undefined, bots: readonly number[]): Answer<true> {
  const bad = (detail: string): Answer<true> => refuse(problem('BAD_SEATS', detail));
  if (new Set(bots).size !== bots.length) return bad('a seat is given to a bot twice');
  if (bots.some((b) => b >= seats)) return bad(`bots must sit at seats 0…${seats - 1}`);
  if (bots.length >= seats) return bad('at least one seat must be left for a person');
  if (creatorSeat !== undefined) {
    if (creatorSeat >= seats) return bad(`seat ${creatorSeat} does not exist at a table of ${seats}`);
    if (bots.includes(creatorSeat)) return bad(`seat ${creatorSeat} is given to a bot`);
  }
  return answer(true);
}
