/**
 * Every rules version of every game this build can load. A table is played to its end under the
 * version it started with, and a record replays under the version it names, so a version that tables
 * or records may still name stays here after the rules moved on.
 *
 * Changing the rules or the state shape of a game (docs/operations.md, "Changing the rules"):
 *  1. Freeze the version being replaced, as a `GameDef` of its own: either a frozen copy of the game's
 *     folder (`shared/games/<id>/v<N>/`, every module copied, the def's `version` left at N), or — when
 *     the change is small — an adapter over the new code that restores the old behaviour (for example
 *     `{ ...newDef, version: N, apply: … }`), with the same state shape the old snapshots have.
 *  2. List the frozen def in SUPERSEDED below, and bump `version` of the live def.
 *  3. Test that the frozen def still replays the old records (a golden record per game is enough).
 * Running tables then stay on the old version unless replaying their log under the new one shows
 * everyone exactly what they saw (worker/table/rules-version.ts); new tables get the new version.
 */
import type { AnyGameDef } from './core/game.js';
import { type MatchRecord, replay } from './core/match.js';
import { err, type Result, type SetupError, setupError } from './core/result.js';
import { tablanet } from './games/tablanet/index.js';
import { taleles } from './games/taleles/index.js';
import { tarock } from './games/tarock/index.js';
import { tarot } from './games/tarot/index.js';

/** The current version of every game, one line each. */
const CURRENT: readonly AnyGameDef[] = [tarock, tablanet, taleles, tarot];

/** Rules versions replaced by a newer one, kept loadable (none yet: every game is at its first version). */
const SUPERSEDED: readonly AnyGameDef[] = [];

/** Versions by game id, oldest first. */
const byId = new Map<string, AnyGameDef[]>();

/**
 * Adds a rules version (replacing one with the same id and version). The newest version of a game is
 * its current one. Besides the lists above, tests register stand-ins for a future version with this.
 */
export function registerGame(def: AnyGameDef): void {
  const list = (byId.get(def.id) ?? []).filter((d) => d.version !== def.version);
  list.push(def);
  list.sort((a, b) => a.version - b.version);
  byId.set(def.id, list);
}

/** Removes a rules version registered by a test; the lists above stay. */
export function unregisterGame(id: string, version: number): void {
  if ([...CURRENT, ...SUPERSEDED].some((d) => d.id === id && d.version === version)) throw new Error(`${id} v${version} is built in`);
  byId.set(id, (byId.get(id) ?? []).filter((d) => d.version !== version));
}

for (const def of [...SUPERSEDED, ...CURRENT]) registerGame(def);

/** The game with this id: its current version, or exactly `version` (undefined if this build cannot load it). */
export function getGame(id: string, version?: number): AnyGameDef | undefined {
  const list = byId.get(id);
  if (!list) return undefined;
  return version === undefined ? list.at(-1) : list.find((d) => d.version === version);
}

/** Every rules version of a game this build can load, oldest first. */
export function gameVersions(id: string): readonly number[] {
  return (byId.get(id) ?? []).map((d) => d.version);
}

/** The current version of every game, in the order of the lists above. */
export function currentGames(): readonly AnyGameDef[] {
  return CURRENT.map((d) => getGame(d.id)!);
}

/** Rebuilds any record this build can load, under exactly the rules version it names. */
export function replayRecord<S>(record: MatchRecord): Result<S, SetupError> {
  const def = getGame(record.game, record.version);
  if (!def) {
    const known = gameVersions(record.game);
    return err(setupError('UNKNOWN_GAME', known.length === 0 ? `there is no game "${record.game}"` : `${record.game} rules version ${record.version} is not known here (versions ${known.join(', ')})`));
  }
  return replay<S>(def, record);
}
