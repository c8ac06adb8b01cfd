/**
 * A signed-in viewer's copy of a lobby list (docs/api.md, "Blocking, reports and mutes"). A block
 * either way keeps two players apart: the table refuses the seat, so a table where someone sits whom
 * the viewer is kept apart from is left out of their list — listing it would only lead to a refusal.
 * The shared list (worker/lobby-list.ts, cached for everyone) is never changed: each viewer's copy is
 * filtered after the cache. A blocked player learns nothing from it but that the table is not listed.
 */
import type { TableSummary } from '../shared/protocol.js';
import type { Env } from './env.js';

/** Whom a player is kept apart from (a block either way), in one read of their own object. */
export const apartOf = (env: Env, player: string): Promise<string[]> => env.PLAYERS.get(env.PLAYERS.idFromName(player)).apart();

/**
 * The tables the viewer may be seated at as far as blocks go. A table the viewer sits at already stays
 * (it is theirs, whoever sits with them since a block came later).
 */
export function withoutApart<T extends TableSummary>(tables: readonly T[], viewer: string, apart: readonly string[]): T[] {
  if (apart.length === 0) return [...tables];
  const away = new Set(apart);
  return tables.filter((t) => t.players.some((p) => p.playerId === viewer) || !t.players.some((p) => p.playerId !== undefined && away.has(p.playerId)));
}

/** A list made for one viewer is theirs alone: no shared cache on the way may keep it. */
export const PRIVATE_LIST = { 'cache-control': 'private, no-store', vary: 'Authorization' } as const;
