/**
 * A match record split into its deals, and which of them are closed (`GameDef.closedDeals`): the one
 * gating for showing a deal of a running match with every hand open — the table's review of finished
 * deals and the analysis of a finished deal both ask here, never anywhere else.
 */
import type { AnyGameDef, Seat } from './game.js';
import { applyNotation, createMatch, type MatchRecord } from './match.js';
import { err, ok, type Result, type SetupError, setupError } from './result.js';

/** The actions of one deal: `record.log[first…end)` (0-based, end exclusive). */
export interface DealSpan {
  /** 1-based, as `ViewBase.deal`. */
  readonly deal: number;
  readonly first: number;
  readonly end: number;
  /** Over, and its cards can no longer matter: it may be shown with every hand open. */
  readonly closed: boolean;
}

/** One step of a deal's replay: the state before an action, the action, and the state after it. */
export interface DealStep<S> {
  /** 0-based index of the action in the record's log. */
  readonly index: number;
  readonly seat: Seat;
  readonly action: string;
  readonly before: S;
  readonly after: S;
}

/** A closed deal replayed: its first state (just dealt) and every action of it. */
export interface ClosedDeal<S> {
  readonly deal: number;
  readonly start: S;
  readonly steps: readonly DealStep<S>[];
}

/** The deal the next action of `state` belongs to. */
export const dealInPlay = (def: AnyGameDef, state: unknown): number => def.closedDeals(state) + 1;

/** Replays `record` action by action, calling `visit` with each step and its deal; stops early when `visit` returns false. */
function walk<S>(
  def: AnyGameDef,
  record: MatchRecord,
  visit: (step: DealStep<S>, deal: number) => boolean,
): Result<S, SetupError> {
  const start = createMatch<S>(def, record);
  if (!start.ok) return start;
  let state = start.value;
  for (let index = 0; index < record.log.length; index++) {
    const [seat, action] = record.log[index]!;
    const next = applyNotation<S>(def, state, seat, action);
    if (!next.ok) return err(setupError('BAD_RECORD', `action ${index + 1} (seat ${seat}: ${action}): ${next.error.message}`));
    const deal = dealInPlay(def, state);
    const goOn = visit({ index, seat, action, before: state, after: next.value }, deal);
    state = next.value;
    if (!goOn) break;
  }
  return ok(state);
}

/**
 * The deals of a record in order, each with its actions and whether it is closed now (after the whole
 * log). A deal in play has `closed: false`; a deal dealt but not yet acted in has no span.
 */
export function dealSpans(def: AnyGameDef, record: MatchRecord): Result<DealSpan[], SetupError> {
  const bounds: { deal: number; first: number; end: number }[] = [];
  const end = walk(def, record, (step, deal) => {
    const last = bounds.at(-1);
    if (last?.deal === deal) bounds[bounds.length - 1] = { ...last, end: step.index + 1 };
    else bounds.push({ deal, first: step.index, end: step.index + 1 });
    return true;
  });
  if (!end.ok) return end;
  const closed = def.closedDeals(end.value);
  return ok(bounds.map((b) => ({ ...b, closed: b.deal <= closed })));
}

/**
 * Deal `deal` of `record` replayed with every state, or why it may not be shown: the deal is not closed
 * after the whole log (NOT_CLOSED — still in play, or not dealt yet), or the record does not replay.
 */
export function closedDeal<S>(
  def: AnyGameDef,
  record: MatchRecord,
  deal: number,
): Result<ClosedDeal<S>, SetupError | NotClosed> {
  const steps: DealStep<S>[] = [];
  const end = walk<S>(def, record, (step, at) => {
    if (at === deal) steps.push(step);
    return true;
  });
  if (!end.ok) return end;
  const closed = def.closedDeals(end.value);
  const first = steps[0];
  if (!Number.isInteger(deal) || deal < 1 || deal > closed || !first) {
    const message =
      closed === 0
        ? 'no deal of this match is over yet: a deal may be reviewed once its cards can no longer matter'
        : `deal ${deal} is not closed: deals 1 to ${closed} may be reviewed`;
    return err({ code: 'NOT_CLOSED', message, closed });
  }
  return ok({ deal, start: first.before, steps });
}

/** Why a deal may not be shown yet, with how many deals are closed. */
export interface NotClosed {
  readonly code: 'NOT_CLOSED';
  readonly message: string;
  readonly closed: number;
}
