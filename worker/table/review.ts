/**
 * Which deals of a table may be shown with every hand open while the match runs (docs/api.md, "Review a
 * closed deal"). The engine decides (`GameDef.closedDeals`: a deal whose cards can no longer matter);
 * the table adds one rule of the service on top: a table dealt from prearranged decks (a duplicate
 * tournament round) shares its deals with other tables that may still be playing them, so none of its
 * deals opens before its own match has ended.
 */
import type { CardId, MatchRecord } from '../../shared/index.js';
import type { ActionRow } from './store.js';
import type { Table } from './views.js';

/**
 * The prearranged decks the table was set up with: kept with the table, or (tables from before that)
 * in the game state, where every game keeps them as `decks`.
 */
function decksOf(t: Table): readonly (readonly CardId[])[] | undefined {
  if (t.info.decks) return t.info.decks;
  const decks = (t.state as { decks?: unknown }).decks;
  return Array.isArray(decks) && decks.length > 0 ? (decks as CardId[][]) : undefined;
}

/** How many deals of `t` may be reviewed now: deals 1…n. */
export function reviewableDeals(t: Table): number {
  if (t.head.status === 'waiting') return 0;
  if (decksOf(t) && t.head.status !== 'finished') return 0;
  return t.def.closedDeals(t.state);
}

/**
 * What the review route replays (routes/review.ts): the full record with the seed and the decks, and how
 * many deals are reviewable (and whether anyone may read the table, for caches). The seed opens every deal to come, so this goes to the worker only, which
 * answers with the frames of one reviewable deal and never with the record itself.
 */
export function reviewSource(t: Table, actions: readonly ActionRow[]): { record: MatchRecord; closed: number; public: boolean } {
  const decks = decksOf(t);
  return {
    record: {
      game: t.info.game,
      version: t.info.version,
      seats: t.info.seats,
      options: t.info.options,
      seed: t.info.seed,
      ...(decks ? { decks } : {}),
      log: actions.map((a) => [a.seat, a.action] as const),
    },
    closed: reviewableDeals(t),
    public: t.info.visibility === 'public',
  };
}

/** Why deal `deal` cannot be shown yet, when deals 1…`closed` can (the review's and the analysis's 409 DEAL_NOT_CLOSED). */
export const notClosedDetail = (deal: number, closed: number): string =>
  closed === 0
    ? `deal ${deal} cannot be reviewed yet: a deal opens with all hands once its cards can no longer matter (after the deal; in Tablanet after the whole hand), and none has reached that point`
    : `deal ${deal} cannot be reviewed yet: deals 1 to ${closed} can`;
