/**
 * Rules versions across deploys: a table is played to its end under the rules version it started with
 * (TableInfo.version). When this build has a newer version of the game, the table moves to it on load
 * only if replaying its log under the new version yields the same history (shared/core/upgrade.ts) —
 * then its snapshot is rebuilt in the new state shape and its version rewritten, in one transaction.
 * Otherwise it stays, and remembers that it was checked against that version (`rulesChecked`), so the
 * log is replayed once per new version, not on every load. A finished table never moves: its record
 * replays under the version it names.
 */
import { type AnyGameDef, getGame, upgradeRecord } from '../../shared/index.js';
import { log } from '../observe/log.js';
import type { Loaded, TableStore } from './store.js';

/** The table as loaded, on the rules version it is to be played under now, with that version's engine. */
export function rulesOnLoad(store: TableStore, loaded: Loaded): { loaded: Loaded; def: AnyGameDef } {
  const { info } = loaded;
  const def = getGame(info.game, info.version);
  if (!def) throw new Error(`table ${info.id}: ${info.game} rules version ${info.version} is not in this build (shared/registry.ts)`);
  const current = getGame(info.game)!;
  if (current.version <= info.version || loaded.head.status === 'finished' || (info.rulesChecked ?? 0) >= current.version) return { loaded, def };
  const actions = store.actionsAfter(0, Number.MAX_SAFE_INTEGER);
  const record = { game: info.game, version: info.version, seats: info.seats, options: info.options, seed: info.seed, decks: info.decks, log: actions.map((a) => [a.seat, a.action] as const) };
  const moved = upgradeRecord<unknown>(def, current, record, loaded.state);
  const fields = { table: info.id, game: info.game, from: info.version, to: current.version, seq: loaded.head.seq };
  if (!moved.ok) {
    const kept = { ...info, rulesChecked: current.version };
    store.rewrite(kept);
    log('info', 'table.rules_kept', { ...fields, step: moved.error.step, reason: moved.error.reason });
    return { loaded: { ...loaded, info: kept }, def };
  }
  const upgraded = { ...info, version: current.version, rulesChecked: current.version };
  store.rewrite(upgraded, moved.value);
  log('info', 'table.rules_upgraded', fields);
  return { loaded: { ...loaded, info: upgraded, state: moved.value }, def: current };
}
