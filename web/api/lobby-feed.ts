/** The open tables of a lobby, refreshed while the host element is on the page. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { RatedTableSummary } from '../../shared/protocol-ratings.js';
import { Api, ApiError } from './client.js';

/**
 * Which lobby to follow; `minRating`/`maxRating` keep the tables whose seated players' average rating is in range.
 * With the `token` of a player signed in on the site, the list leaves out the tables they could not sit at (a block either way).
 */
export interface LobbyTarget {
  base: string;
  token?: string;
  lobby: string;
  everyMs: number;
  minRating?: number;
  maxRating?: number;
}

export class LobbyFeed implements ReactiveController {
  tables: RatedTableSummary[] | undefined;
  error: ApiError | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private generation = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly target: () => LobbyTarget,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), Math.max(5_000, this.target().everyMs));
  }

  hostDisconnected(): void {
    this.generation++;
    clearInterval(this.timer);
  }

  async refresh(): Promise<void> {
    const gen = ++this.generation;
    const { base, token, lobby, minRating, maxRating } = this.target();
    try {
      // (a token the server no longer knows reads the list everyone sees)
      const read = (t?: string) => new Api(base, t).lobby(lobby, { minRating, maxRating });
      const res = await read(token).catch((e: unknown) => (token && e instanceof ApiError && e.status === 401 ? read() : Promise.reject(e)));
      if (gen !== this.generation) return;
      this.tables = res.tables;
      this.error = undefined;
    } catch (e) {
      if (gen !== this.generation) return;
      this.error = e instanceof ApiError ? e : new ApiError(0, 'NETWORK', String(e));
    }
    this.host.requestUpdate();
  }
}
