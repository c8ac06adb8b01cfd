/**
 * Workers Analytics Engine data points (the METRICS binding of wrangler.toml, dataset
 * `stammtisch_events`): one per API request and one per action, so that actions, errors and latency
 * can be read per game and per route with SQL (docs/operations.md has the queries). Writing is
 * fire-and-forget and never fails a request; without the binding (a test double, another config) it
 * does nothing. The same rule as the logs holds: ids, codes and times only — never a card or a token.
 *
 * Every point has the same shape:
 *   index1  the game for actions, the route for other requests (the sampling key)
 *   blob1   kind: "action" | "request"
 *   blob2   game ("" where no table is involved)
 *   blob3   route ("POST /api/tables/:id/actions"), or how an action came without a request: "socket",
 *           "alarm:bot", "alarm:single", "alarm:premove"
 *   blob4   outcome: "ok" or the problem code ("STALE_SEQ", "ILLEGAL_ACTION", "INTERNAL"…)
 *   double1 duration in milliseconds
 *   double2 HTTP status (0 for a socket action)
 */

export interface Point {
  readonly kind: 'action' | 'request';
  readonly game: string;
  readonly route: string;
  readonly outcome: string;
  readonly ms: number;
  readonly status: number;
}

/** Anything with the binding (the worker's and the Durable Objects' env). */
export interface WithMetrics {
  readonly METRICS?: AnalyticsEngineDataset;
}

export function writePoint(env: WithMetrics, p: Point): void {
  try {
    env.METRICS?.writeDataPoint({
      indexes: [p.kind === 'action' ? p.game : p.route],
      blobs: [p.kind, p.game, p.route, p.outcome],
      doubles: [p.ms, p.status],
    });
  } catch {
    // Metrics are best effort: a full buffer or a missing dataset must never fail a move.
  }
}
