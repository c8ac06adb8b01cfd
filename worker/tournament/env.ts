/** The Tournament objects' binding (wrangler.toml: TOURNAMENTS), and how the worker and the tables reach one. */
import type { Env } from '../env.js';
import type { TableProgress } from './progress.js';
import type { TournamentDO, TournamentRpc } from './tournament-do.js';

export type TournamentEnv = Env & { readonly TOURNAMENTS: DurableObjectNamespace<TournamentDO> };

export const TOURNAMENT_ID = /^[a-z2-9]{12}$/;

export function tournamentStub(env: Env, id: string): TournamentRpc {
  const ns = (env as TournamentEnv).TOURNAMENTS;
  return ns.get(ns.idFromName(id)) as unknown as TournamentRpc;
}

/** Tells a tournament that one of its tables has ended (the table's hook; failures are logged, never thrown). */
export async function tellTournament(env: Env, tournamentId: string, tableId: string): Promise<void> {
  try {
    await tournamentStub(env, tournamentId).tableEnded(tableId);
  } catch (e) {
    console.error(`table ${tableId}: tournament ${tournamentId} could not be told of the end`, e);
  }
}

/**
 * Tells a tournament that one of its tables has begun a new deal (the table's hook, so that the
 * tournament never has to read its tables to show progress; failures are logged, never thrown).
 */
export async function tellTournamentProgress(env: Env, tournamentId: string, tableId: string, progress: TableProgress): Promise<void> {
  try {
    await tournamentStub(env, tournamentId).tableProgress(tableId, progress);
  } catch (e) {
    console.error(`table ${tableId}: tournament ${tournamentId} could not be told of its progress`, e);
  }
}
