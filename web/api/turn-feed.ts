/**
 * Which of the player's tables wait for them, kept live for every page of the site (the tab title,
 * the favicon's badge, the count in the navigation, "next table where it's my turn").
 *
 * It uses what the API already offers and polls nothing in a loop: the list of my tables
 * (`GET /api/me/tables`) once at the start, when the tab comes back into view (at most every 30 s)
 * and every 5 minutes as a safety net, and one socket per unfinished table (each sends its state
 * for the player's seat at every change; sockets hibernate on the server). Several tabs of the site
 * share one set of sockets: the tab that holds a Web Lock is the leader, watches the tables and
 * tells the other tabs over a BroadcastChannel; when it closes, another tab takes over. A browser
 * without Web Locks lets every tab watch for itself.
 */
import type { ReactiveControllerHost } from 'lit';
import type { TableState, TableSummary } from '../../shared/protocol.js';
import { Api } from './client.js';
import { TableConnection } from './connection.js';
import type { Identity } from './session.js';

/** One of the player's tables as turn awareness sees it. */
export interface TurnTable {
  readonly id: string;
  readonly name: string;
  readonly status: TableSummary['status'];
  readonly yourTurn: boolean;
  /** The state's seq when a table's own state said so; -1 when it comes from the list of my tables. */
  readonly seq: number;
}

/** What the tabs of one browser tell each other (always about one player). */
type TabMessage =
  | { readonly type: 'tables'; readonly player: string; readonly tables: readonly TurnTable[] }
  | { readonly type: 'ask'; readonly player: string }
  | { readonly type: 'refresh'; readonly player: string };

/** At most this many tables are watched over sockets (the most urgent first, as the server sorts them). */
const MAX_SOCKETS = 20;
const REFRESH_EVERY_MS = 5 * 60_000;
const REFRESH_AT_MOST_EVERY_MS = 30_000;
const CHANNEL = 'stammtisch.turns';

/** A host for the table connections, which draw nothing. */
const headless: ReactiveControllerHost = {
  addController: () => undefined,
  removeController: () => undefined,
  requestUpdate: () => undefined,
  updateComplete: Promise.resolve(true),
};

const fromSummary = (s: TableSummary): TurnTable => ({ id: s.id, name: s.name, status: s.status, yourTurn: s.yourTurn === true, seq: -1 });
const fromState = (s: TableState): TurnTable => ({ id: s.table.id, name: s.table.name, status: s.table.status, yourTurn: s.legal.length > 0, seq: s.seq });

export class TurnFeed {
  /** The player's tables, in the server's order of urgency (their turn first). */
  tables: readonly TurnTable[] = [];
  private readonly listeners = new Set<() => void>();
  private identity: Identity | undefined;
  private channel: BroadcastChannel | undefined;
  private leading = false;
  private stepDown: (() => void) | undefined;
  private readonly sockets = new Map<string, TableConnection>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private lastRefresh = 0;
  private refreshing: Promise<void> | undefined;

  /** The tables waiting for the player (status playing, their turn). */
  get waiting(): readonly TurnTable[] {
    return this.tables.filter((t) => t.yourTurn && t.status === 'playing');
  }

  /** Calls `fn` after every change; returns the function that stops it. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Follows `identity`'s tables (nothing without one); a new identity starts over. */
  follow(identity: Identity | undefined): void {
    if (identity?.token === this.identity?.token) return;
    this.stop();
    this.identity = identity;
    if (!identity) return;
    const player = identity.player.id;
    if ('BroadcastChannel' in globalThis) {
      this.channel = new BroadcastChannel(CHANNEL);
      this.channel.onmessage = (e: MessageEvent<TabMessage>) => this.onTab(e.data);
      this.tell({ type: 'ask', player });
    }
    const locks = (globalThis.navigator as Navigator | undefined)?.locks;
    if (!locks || !this.channel) {
      this.lead();
      return;
    }
    const mine = identity;
    void locks.request(`${CHANNEL}.${player}`, () => {
      if (this.identity !== mine) return undefined;
      this.lead();
      return new Promise<void>((resolve) => (this.stepDown = resolve));
    });
  }

  /** Stops watching, lets another tab lead, and forgets the tables. */
  stop(): void {
    this.leading = false;
    this.stepDown?.();
    this.stepDown = undefined;
    this.channel?.close();
    this.channel = undefined;
    clearInterval(this.timer);
    document.removeEventListener('visibilitychange', this.onVisible);
    for (const c of this.sockets.values()) c.hostDisconnected();
    this.sockets.clear();
    this.identity = undefined;
    this.set([]);
  }

  /**
   * The page's own table saw a state of the player's (its connection is live already): shown at
   * once in this tab; a table not known yet (just created or joined) has the list read again.
   */
  seen(s: Pick<TurnTable, 'id' | 'name' | 'status' | 'yourTurn' | 'seq'>): void {
    if (!this.identity) return;
    const known = this.tables.some((t) => t.id === s.id);
    this.merge([{ id: s.id, name: s.name, status: s.status, yourTurn: s.yourTurn, seq: s.seq }]);
    if (known) return;
    if (this.leading) void this.refresh(true);
    else this.tell({ type: 'refresh', player: this.identity.player.id });
  }

  private lead(): void {
    this.leading = true;
    document.addEventListener('visibilitychange', this.onVisible);
    this.timer = setInterval(() => void this.refresh(true), REFRESH_EVERY_MS);
    void this.refresh(true);
  }

  private readonly onVisible = (): void => {
    if (document.visibilityState === 'visible') void this.refresh(false);
  };

  /** Reads the list of my tables again (`force`: even if it was read less than 30 s ago). */
  refresh(force: boolean): Promise<void> {
    if (!force && Date.now() - this.lastRefresh < REFRESH_AT_MOST_EVERY_MS) return Promise.resolve();
    this.refreshing ??= this.readList().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async readList(): Promise<void> {
    const identity = this.identity;
    if (!identity) return;
    this.lastRefresh = Date.now();
    let list: readonly TableSummary[];
    try {
      list = (await new Api('', identity.token).myTables()).tables;
    } catch {
      return; // the next refresh tries again; the sockets carry on meanwhile
    }
    if (identity !== this.identity) return;
    // a table's own state is newer than the list for as long as its socket delivers
    const live = new Map(this.tables.filter((t) => t.seq >= 0 && this.sockets.has(t.id)).map((t) => [t.id, t]));
    this.set(list.map((s) => live.get(s.id) ?? fromSummary(s)));
    this.watch();
    this.publish();
  }

  /** One socket per unfinished table, for the most urgent ones. */
  private watch(): void {
    const identity = this.identity;
    if (!identity || !this.leading) return;
    const wanted = new Set(
      this.tables
        .filter((t) => t.status !== 'finished')
        .slice(0, MAX_SOCKETS)
        .map((t) => t.id),
    );
    for (const [id, c] of this.sockets) {
      if (wanted.has(id)) continue;
      c.hostDisconnected();
      this.sockets.delete(id);
    }
    for (const id of wanted) {
      if (this.sockets.has(id)) continue;
      const c = new TableConnection(headless, () => ({ base: '', tableId: id, token: identity.token }), { state: (s) => this.onState(s) }, { firstByRest: false, log: false });
      this.sockets.set(id, c);
      c.hostConnected();
    }
  }

  private onState(s: TableState): void {
    this.merge([fromState(s)]);
    if (s.table.status === 'finished') this.watch();
    this.publish();
  }

  private onTab(m: TabMessage): void {
    if (!this.identity || m.player !== this.identity.player.id) return;
    switch (m.type) {
      case 'tables':
        if (!this.leading) this.merge(m.tables, true);
        break;
      case 'ask':
        if (this.leading) this.publish();
        break;
      case 'refresh':
        if (this.leading) void this.refresh(true);
        break;
    }
  }

  /** Takes newer news of tables (by seq); `whole`: `tables` is the complete list, in its order. */
  private merge(tables: readonly TurnTable[], whole = false): void {
    const mine = new Map(this.tables.map((t) => [t.id, t]));
    const newer = (t: TurnTable): TurnTable => {
      const had = mine.get(t.id);
      return had && had.seq > t.seq ? had : t;
    };
    if (whole) {
      const listed = new Set(tables.map((t) => t.id));
      this.set([...tables.map(newer), ...this.tables.filter((t) => !listed.has(t.id))]);
      return;
    }
    const next = [...this.tables];
    for (const t of tables) {
      const i = next.findIndex((x) => x.id === t.id);
      if (i < 0) next.push(t);
      else next[i] = newer(t);
    }
    this.set(next);
  }

  private set(tables: readonly TurnTable[]): void {
    this.tables = tables;
    for (const fn of this.listeners) fn();
  }

  private publish(): void {
    if (this.leading && this.identity) this.tell({ type: 'tables', player: this.identity.player.id, tables: this.tables });
  }

  private tell(m: TabMessage): void {
    this.channel?.postMessage(m);
  }
}

/** The site's one feed: every page and the shell read it. */
export const turns = new TurnFeed();
