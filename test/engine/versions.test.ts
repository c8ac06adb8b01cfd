/**
 * Rules versions (shared/registry.ts, shared/core/upgrade.ts): the registry loads every version it
 * knows, a record replays under exactly the version it names, and a match moves to a newer version only
 * when its history under it is the same — shown for every game with the doubles of rules-doubles.ts (a
 * state-shape change, and a changed score rule that counts from the first closed deal on).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AnyGameDef,
  createMatch,
  gameList,
  gameVersions,
  getGame,
  type MatchRecord,
  randomInt,
  registerGame,
  replay,
  replayRecord,
  type RngState,
  seedRng,
  unregisterGame,
  upgradeRecord,
} from '../../shared/index.js';
import { nextVersion } from './rules-doubles.js';

/** A seeded random match: the record, and the step at which each deal closed (1-based action count). */
function playout(def: AnyGameDef, seed: string, maxSteps: number): { record: MatchRecord; closedAt: number[]; state: unknown } {
  const seats = def.seatCounts[0]!;
  const start = createMatch<unknown>(def, { seats, seed });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  let rng: RngState = seedRng(`choices:${seed}`);
  const log: [number, string][] = [];
  const closedAt: number[] = [];
  while (log.length < maxSteps) {
    const seat = def.toAct(state)[0];
    if (seat === undefined) break;
    const legal = def.legalActions(state, seat);
    let i: number;
    [i, rng] = randomInt(rng, legal.length);
    const before = def.closedDeals(state);
    const next = def.apply(state, seat, legal[i]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    log.push([seat, def.makeAction(legal[i])]);
    if (def.closedDeals(state) > before) closedAt.push(log.length);
  }
  return { record: { game: def.id, version: def.version, seats, options: {}, seed, log }, closedAt, state };
}

describe('the registry of rules versions', () => {
  afterEach(() => {
    for (const def of gameList) if (gameVersions(def.id).includes(def.version + 1)) unregisterGame(def.id, def.version + 1);
  });

  it('gives the current version by default and any version it knows exactly', () => {
    for (const def of gameList) {
      expect(getGame(def.id)).toBe(def);
      expect(getGame(def.id, def.version)).toBe(def);
      expect(getGame(def.id, def.version + 1)).toBeUndefined();
      expect(gameVersions(def.id)).toEqual([def.version]);
    }
    expect(getGame('skat')).toBeUndefined();
  });

  it('makes a newly registered version current and keeps the old one loadable; built-in versions stay', () => {
    const tarot = getGame('tarot')!;
    const next = nextVersion(tarot);
    registerGame(next);
    expect(getGame('tarot')).toBe(next);
    expect(getGame('tarot', tarot.version)).toBe(tarot);
    expect(gameVersions('tarot')).toEqual([tarot.version, tarot.version + 1]);
    expect(() => unregisterGame('tarot', tarot.version)).toThrow(/built in/);
  });

  it('replays a record only under the version it names: replay() refuses another, replayRecord() picks it', () => {
    const tablanet = getGame('tablanet')!;
    const { record, state } = playout(tablanet, 'records', 60);
    const next = nextVersion(tablanet);
    const refused = replay(next, record);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'BAD_RECORD', message: expect.stringContaining(`rules version ${tablanet.version}`) });
    registerGame(next);
    const mine = replayRecord(record);
    expect(mine.ok && mine.value).toEqual(state);
    const newer = replayRecord({ ...record, version: next.version });
    expect(newer.ok && (newer.value as { house?: unknown }).house).toBeTruthy();
    const unknown = replayRecord({ ...record, version: 99 });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error).toMatchObject({ code: 'UNKNOWN_GAME', message: expect.stringContaining('version 99') });
  });
});

describe.each(gameList.map((d) => [d.id, d] as const))('moving a %s match to a newer rules version', (_, def) => {
  const next = nextVersion(def);
  const game = playout(def, `versions-${def.id}`, 2000);

  it('plays a first deal to its end in the seeded match (the examples below need one)', () => {
    expect(game.closedAt.length).toBeGreaterThan(0);
  });

  it('moves a match in which no deal has closed: the same history, the state in the new shape', () => {
    const cut = game.closedAt[0]! - 1;
    const prefix = { ...game.record, log: game.record.log.slice(0, cut) };
    const snapshot = replay(def, prefix);
    if (!snapshot.ok) throw new Error(snapshot.error.message);
    const moved = upgradeRecord<{ house?: unknown }>(def, next, prefix, snapshot.value);
    expect(moved.ok).toBe(true);
    const rebuilt = replay(next, { ...prefix, version: next.version });
    expect(moved.ok && moved.value).toEqual(rebuilt.ok && rebuilt.value);
    expect(moved.ok && moved.value.house).toEqual({ dealerPoints: Array.from({ length: game.record.seats }, () => 0) });
  });

  it('keeps a match whose first deal has been scored: the first difference is the action that closed it', () => {
    const prefix = { ...game.record, log: game.record.log.slice(0, game.closedAt[0]! + 3) };
    const kept = upgradeRecord(def, next, prefix);
    expect(kept.ok).toBe(false);
    if (!kept.ok) expect(kept.error).toEqual({ step: game.closedAt[0], reason: expect.stringMatching(/see something different|sees something different|outcome/) });
  });

  it('moves a whole match when only the state shape changed', () => {
    const shapeOnly = nextVersion(def, { scoreRule: false });
    const moved = upgradeRecord(def, shapeOnly, game.record, game.state);
    expect(moved.ok).toBe(true);
  });

  it('keeps a match whose snapshot is not what its log rebuilds', () => {
    const prefix = { ...game.record, log: game.record.log.slice(0, 4) };
    const wrong = replay(def, { ...prefix, log: prefix.log.slice(0, 3) });
    const kept = upgradeRecord(def, nextVersion(def, { scoreRule: false }), prefix, wrong.ok ? wrong.value : undefined);
    expect(kept.ok).toBe(false);
    if (!kept.ok) expect(kept.error.reason).toMatch(/snapshot/);
  });
});
