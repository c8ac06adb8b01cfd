import type { PendingDO } from './auth/pending-do.js';
import type { LobbyDO } from './lobby-do.js';
import type { PlayerDO } from './player-do.js';
import type { RatingsDO } from './ratings/ratings-do.js';
import type { TableDO } from './table/table-do.js';

/** Bindings and variables of the worker (see wrangler.toml). */
export interface Env {
  ASSETS: Fetcher;
  TABLES: DurableObjectNamespace<TableDO>;
  PLAYERS: DurableObjectNamespace<PlayerDO>;
  LOBBIES: DurableObjectNamespace<LobbyDO>;
  /** One per leaderboard: a game and format, globally or in one club lobby (ratings/ratings-do.ts). */
  RATINGS: DurableObjectNamespace<RatingsDO>;
  /** Pending sign-in steps found without a player: passkey challenges and link codes (auth/pending-do.ts). */
  PENDING: DurableObjectNamespace<PendingDO>;
  /** Workers Analytics Engine: a data point per request and per action (observe/metrics.ts); absent where not bound. */
  METRICS?: AnalyticsEngineDataset;
  /** WebAuthn relying party (docs/api.md §1a): its id (a domain, "localhost" in development), name and allowed origins (comma-separated). */
  WEBAUTHN_RP_ID?: string;
  WEBAUTHN_RP_NAME?: string;
  WEBAUTHN_ORIGINS?: string;
  /** Requests per token (or client address without one): "burst/perSecond", default "120/30". */
  RATE_LIMIT?: string;
  /** Player creations per client address: "burst/perSecond", default "20/0.2". */
  PLAYER_RATE_LIMIT?: string;
  /** Socket messages per player and table: "burst/perSecond", default "40/20". */
  SOCKET_RATE_LIMIT?: string;
  /**
   * "1" where the platform sets CF-Connecting-IP itself (Cloudflare's edge overwrites a client's): rate
   * limits then key on it. Otherwise (local development) a client could choose it, and callers without
   * a token share one bucket. wrangler.toml sets "1"; `npm start` passes "0".
   */
  TRUST_CF_CONNECTING_IP?: string;
  /** Origins allowed to call the non-GET routes from a browser, comma-separated ("*" for any). */
  CORS_ORIGINS?: string;
  /** Web Push: the server's VAPID key pair (base64url raw P-256 point and scalar); without them each player object makes its own (development). */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** Web Push: the contact the push services may reach (`mailto:` or `https:`). */
  VAPID_SUBJECT?: string;
  /** The post-game analysis's budgets as JSON `{samples, infoNodes, openNodes, chunkNodes}` (docs/analysis.md); defaults when unset. */
  ANALYSIS_BUDGET?: string;
  /** The site's operators, comma-separated player ids: they read the reports that no club owner receives (GET /api/lobbies/public/reports). */
  OPERATOR_IDS?: string;
  /** Where the web app is served, for links in notifications (default http://localhost:8787). */
  PUBLIC_ORIGIN?: string;
}
