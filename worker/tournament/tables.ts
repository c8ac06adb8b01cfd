/**
 * The Tournament object's dealings with Table objects: opening a round's tables through the same
 * `create` as POST /api/tables (every seat already given to its entrant or a bot), reading a table's
 * progress, handing a seat to a replacement, and the hook by which a table reports its end.
 */
import * as v from 'valibot';
import type { CardId } from '../../shared/index.js';
import type { Player, TableState } from '../../shared/protocol.js';
import { CorrCreateTableBodySchema } from '../../shared/protocol-correspondence.js';
import type { Env } from '../env.js';
import { type Answer, problem, refuse } from '../problem.js';
import type { CreateInit, TableRpc } from '../table/table-do.js';
import type { SeatRow } from '../table/store.js';
import type { Slot, TableEntry, TournamentDoc } from './store.js';

/** Where a tournament table belongs; stored with the table so that it can report its end. */
export interface TournamentLink {
  readonly id: string;
  readonly round: number;
  readonly table: number;
}

export const tableStub = (env: Env, id: string): TableRpc => env.TABLES.get(env.TABLES.idFromName(id)) as unknown as TableRpc;

/** Opens one table of a round with every seat taken: entrants by their player, bots where `null`. */
export async function openTable(
  env: Env,
  doc: TournamentDoc,
  tableId: string,
  link: TournamentLink,
  seats: readonly (Slot | null)[],
  duplicate: { seed: string; decks: readonly (readonly CardId[])[] } | undefined,
): Promise<Answer<{ table: unknown; invite: string }>> {
  const rows: SeatRow[] = seats.map((s, seat) =>
    s === null ? { seat, bot: true, name: `Bot ${seat + 1}` } : { seat, bot: false, playerId: s.playerId, name: s.name },
  );
  // The body POST /api/tables would have received, checked and completed with its defaults by the same schema.
  const body = v.safeParse(CorrCreateTableBodySchema, {
    game: doc.game,
    seats: seats.length,
    options: { ...doc.options },
    ...(doc.profile ? { profile: doc.profile.id } : {}),
    visibility: 'private',
    bots: rows.filter((r) => r.bot).map((r) => r.seat),
    name: `${doc.name} · ${link.round}.${link.table}`.slice(0, 40),
    ...(doc.timeControl === undefined ? {} : { timeControl: doc.timeControl }),
    ...(doc.absence === undefined ? {} : { absence: doc.absence }),
    ...(doc.botLevel === undefined ? {} : { botLevel: doc.botLevel }),
  });
  if (!body.success) return refuse(problem('VALIDATION_FAILED', v.summarize(body.issues)));
  const init: CreateInit = {
    ...body.output,
    id: tableId,
    creator: doc.director,
    preset: { seats: rows, profile: doc.profile },
    tournament: link,
    ...(duplicate ? { seed: duplicate.seed, decks: duplicate.decks } : {}),
  };
  return tableStub(env, tableId).create(init);
}

/** A table's progress as the director's page shows it, and its outcome once it has ended. */
export async function readTable(env: Env, tableId: string): Promise<Pick<TableEntry, 'progress' | 'outcome'> & { finished: boolean } | undefined> {
  let state: Answer<TableState>;
  try {
    state = await tableStub(env, tableId).state(null);
  } catch (e) {
    console.error(`tournament: table ${tableId} could not be read`, e);
    return undefined;
  }
  if (!state.ok) return undefined;
  const s = state.value;
  const progress = { seq: s.seq, deal: s.view.deal, toAct: [...s.table.toAct], updatedAt: s.table.updatedAt };
  const o = s.outcome;
  const outcome = o ? { scores: [...o.scores], winners: [...o.winners], ranks: [...o.ranks], result: o.result, summary: o.summary } : undefined;
  return { finished: s.table.status === 'finished' && outcome !== undefined, progress, outcome };
}

/** The Table object's method for tournaments: a seat changes hands while the match runs (table-do.ts). */
interface HandOverRpc {
  handOver(seat: number, player: Player): Promise<Answer<unknown>>;
}

/** Hands a seat at a running table to the replacement player. */
export async function handOver(env: Env, tableId: string, seat: number, player: Player): Promise<Answer<unknown>> {
  return (tableStub(env, tableId) as unknown as HandOverRpc).handOver(seat, player);
}
