/**
 * How far a tournament's tables have come, as the tables push it (at every new deal) and the hourly
 * check reads it. A table's progress only ever moves forward (its `seq` counts its actions), so
 * whatever order the reports arrive in, the one with the highest `seq` is the truth; a change that
 * was worked out from an older copy of the document never takes progress back.
 */
import type { TableEntry, TournamentDoc } from './store.js';

export type TableProgress = NonNullable<TableEntry['progress']>;

/** Whether `candidate` is further on than `known` (nothing known: any report is). */
export function newer(candidate: TableProgress | undefined, known: TableProgress | undefined): boolean {
  return candidate !== undefined && (known === undefined || candidate.seq > known.seq);
}

/** `next`, with each table's progress taken from `current` wherever that one is further on. */
export function keepNewestProgress(next: TournamentDoc, current: TournamentDoc | undefined): TournamentDoc {
  if (!current || current === next) return next;
  const known = new Map<string, TableProgress>();
  for (const r of current.played) for (const t of r.tables) if (t.progress) known.set(t.tableId, t.progress);
  let changed = false;
  const played = next.played.map((r) => {
    let roundChanged = false;
    const tables = r.tables.map((t) => {
      const newest = known.get(t.tableId);
      if (!newer(newest, t.progress)) return t;
      roundChanged = true;
      return { ...t, progress: newest };
    });
    if (!roundChanged) return r;
    changed = true;
    return { ...r, tables };
  });
  return changed ? { ...next, played } : next;
}
