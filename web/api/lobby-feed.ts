/** The open tables of a lobby, refreshed while the host element is on the page. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TableSummary } from '../../shared/protocol.js';
import { Api, ApiError } from './client.js';

export class LobbyFeed implements ReactiveController {
  tables: TableSummary[] | undefined;
  error: ApiError | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private generation = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly target: () => { base: string; lobby: string; everyMs: number },
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
    const { base, lobby } = this.target();
    try {
      const res = await new Api(base).lobby(lobby);
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
