/**
 * What each caller sees of a table: the summary for lists and the state for one seat. The engine builds
 * the game view from its allow-list; this file only decides which viewer to ask it for. While the table
 * is waiting for players nobody gets a hand (a player could otherwise peek at one seat, leave and take
 * another); the seed appears only once the match has ended.
 */
import type { AnyGameDef, OutcomeResult, Seat } from '../../shared/index.js';
import type { MatchRecordWire, OutcomeResultWire, SeatInfo, TablanetPlaysWire, WireView } from '../../shared/protocol.js';
import type { CorrTableState as TableState, CorrTableSummary as TableSummary, PremovesResponse } from '../../shared/protocol-correspondence.js';
import { now } from '../clock.js';
import type { Corr } from './corr-store.js';
import { claimOffered } from './claim.js';
import { forfeitResult } from './forfeit.js';
import { dealtDecks } from './decks.js';
import { legalOf } from './legal.js';
import { reviewableDeals } from './review.js';
import { clocksWire } from './due.js';
import { botsAllowed, settingsOf } from './settings.js';
import type { ActionRow, Loaded } from './store.js';

export interface Table extends Loaded {
  readonly def: AnyGameDef;
  readonly corr: Corr;
  /** The match's public history so far (seat, public notation), read from the log when needed. */
  readonly publicHistory: () => readonly (readonly [Seat, string])[];
}

/** A copy of the engine's (readonly) result for the wire. */
const resultWire = (r: OutcomeResult): OutcomeResultWire => structuredClone(r) as OutcomeResultWire;

/** How the match ended: the engine's outcome, or the forfeit that stopped it. */
export function outcomeOf(t: Table): TableState['outcome'] {
  if (t.corr.forfeit) {
    const f = t.corr.forfeit;
    return { scores: [...f.scores], winners: [...f.winners], ranks: [...f.ranks], result: resultWire(forfeitResult(f)), summary: f.summary, forfeit: { ...f.forfeit } };
  }
  const o = t.def.outcome(t.state);
  return o && { ...o, scores: [...o.scores], winners: [...o.winners], ranks: [...o.ranks], result: resultWire(o.result) };
}

/** A seat's queued pre-moves and what became of the latest ones. */
export function premovesOf(t: Table, seat: Seat): PremovesResponse {
  return {
    premoves: (t.corr.premoves[seat] ?? []).map((p) => ({ id: p.id, when: p.when, action: p.action, createdAt: new Date(p.createdAt).toISOString() })),
    log: (t.corr.premoveLog[seat] ?? []).map((o) => ({ ...o, at: new Date(o.at).toISOString() })),
  };
}

export function seatOf(t: Table, playerId: string | null | undefined): Seat | null {
  if (!playerId) return null;
  return t.seats.find((s) => s.playerId === playerId)?.seat ?? null;
}

export function toAct(t: Table): readonly Seat[] {
  return t.head.status === 'playing' ? t.def.toAct(t.state) : [];
}

function players(t: Table): SeatInfo[] {
  return t.seats.map((s) => {
    const p: SeatInfo = { seat: s.seat, bot: s.bot };
    if (s.playerId !== undefined) p.playerId = s.playerId;
    if (s.name !== undefined) p.name = s.name;
    if (s.botAccount) p.botAccount = true;
    return p;
  });
}

/** The summary of the table; `yourSeat`/`yourTurn` when `seat` is given. */
export function summary(t: Table, seat: Seat | null): TableSummary {
  return summaryFor(sharedSummary(t), t, seat);
}

/**
 * What every reader's summary has in common. The players' lists get one summary per seated player after
 * each action: built once, each reader's copy only adds its seat (summaryFor).
 */
export function sharedSummary(t: Table): TableSummary {
  const out: TableSummary = {
    id: t.info.id,
    game: t.info.game,
    name: t.info.name,
    seats: t.info.seats,
    status: t.head.status,
    visibility: t.info.visibility,
    lobby: t.info.lobby,
    options: { ...t.info.options },
    players: players(t),
    toAct: [...toAct(t)],
    createdAt: new Date(t.info.createdAt).toISOString(),
    updatedAt: new Date(t.head.updatedAt).toISOString(),
  };
  if (t.info.profile) out.profile = { ...t.info.profile };
  const settings = settingsOf(t.info);
  out.timeControl = settings.timeControl && { ...settings.timeControl };
  out.absence = { ...settings.absence };
  out.botLevel = settings.botLevel;
  out.autoPlaySingle = settings.autoPlaySingle;
  out.rated = settings.rated === true;
  out.allowBots = botsAllowed(settings);
  if (t.corr.rematch !== undefined) out.rematch = t.corr.rematch;
  return out;
}

/** `shared` (sharedSummary of `t`) as `seat` reads it: with `yourSeat`, `yourTurn` and the deadline of a turn. */
export function summaryFor(shared: TableSummary, t: Table, seat: Seat | null): TableSummary {
  if (seat === null) return shared;
  const out: TableSummary = { ...shared, yourSeat: seat, yourTurn: shared.toAct.includes(seat) };
  const deadline = out.yourTurn ? turnDeadline(t, seat) : null;
  if (deadline) out.yourDeadline = deadline;
  return out;
}

/** The deadline of `seat`'s move now (ISO), or null when its clock sets none. */
export function turnDeadline(t: Table, seat: Seat): string | null {
  return clocksWire(t, now())[seat]?.deadline ?? null;
}

/**
 * The state for `seat` (null: a spectator). `own`: the seat itself asked (its read, its move, its socket
 * opening), so a claim offer not yet worked out is worked out now; states sent to a seat because someone
 * else acted carry only an offer the alarm has worked out already (claim.ts).
 */
export function stateFor(t: Table, seat: Seat | null, own = true): TableState {
  const started = t.head.status !== 'waiting';
  const viewer = started && seat !== null ? seat : 'spectator';
  const acting = t.head.status === 'playing' && seat !== null && toAct(t).includes(seat);
  const legal = acting ? legalOf(t.def, t.state, seat) : { notations: [], complete: true };
  const out: TableState = {
    table: summary(t, seat),
    seq: t.head.seq,
    view: t.def.view(t.state, viewer) as WireView,
    legal: [...legal.notations],
    yourSeat: seat,
    seedHash: t.info.seedHash,
    clocks: clocksWire(t, now()),
    closedDeals: reviewableDeals(t),
  };
  if (!legal.complete) out.legalComplete = false;
  if (acting && t.def.plays) out.plays = t.def.plays(t.state, seat) as TablanetPlaysWire;
  if (seat !== null) {
    // Whoever sits at the table may bring others to it (docs/api.md §3).
    out.invite = t.info.invite;
    out.premoves = premovesOf(t, seat);
    if (out.legal.length > 0 && claimOffered(t, seat, !own)) out.claim = true;
  }
  if (t.head.status === 'finished') {
    out.seed = t.info.seed;
    const outcome = outcomeOf(t);
    if (outcome) out.outcome = outcome;
  }
  return out;
}

/** The match record: public notations and no seed until the end, everything afterwards. */
export function record(t: Table, actions: readonly ActionRow[]): MatchRecordWire {
  const finished = t.head.status === 'finished';
  const out: MatchRecordWire = {
    id: t.info.id,
    game: t.info.game,
    version: t.info.version,
    seats: t.info.seats,
    name: t.info.name,
    options: { ...t.info.options },
    players: players(t),
    status: t.head.status,
    seedHash: t.info.seedHash,
    createdAt: new Date(t.info.createdAt).toISOString(),
    actions: actions.map((a) => ({
      seq: a.seq,
      seat: a.seat,
      action: finished ? a.action : a.public,
      at: new Date(a.at).toISOString(),
    })),
  };
  if (t.info.profile) out.profile = { ...t.info.profile };
  if (finished) {
    out.seed = t.info.seed;
    const decks = dealtDecks(t, actions);
    if (decks) out.decks = decks.map((d) => [...d]);
    if (t.head.finishedAt !== undefined) out.finishedAt = new Date(t.head.finishedAt).toISOString();
    const outcome = outcomeOf(t);
    if (outcome) out.outcome = outcome;
  }
  return out;
}
