import { LitElement, css, html, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { TableState, WireView } from '../../shared/protocol.js';
import type { ChatMessage, PremovesResponse } from '../../shared/protocol-correspondence.js';
import { Api, ApiError } from '../api/client.js';
import { TableConnection } from '../api/connection.js';
import type { SuitStyle } from '../cards/model.js';
import { ActEvent, ClaimEvent, LeaveEvent, PremoveEvent, SitEvent, hostEvent } from '../core/events.js';
import { scriptOrigin, siteBase } from '../core/origin.js';
import { LocaleController, isLocale, setLocale, t } from '../i18n/index.js';
import { problemText } from '../core/texts.js';
import type { CorrHandler } from './corr-panel.component.js';
import './table.js';

/** What `stammtisch-state` tells the host page after every change at the table. */
export interface TableStateDetail {
  readonly table: string;
  /** The table's name. */
  readonly name: string;
  /** The lobby the table was opened in ("public" or a club's). */
  readonly lobby: string;
  readonly seq: number;
  readonly status: TableState['table']['status'];
  readonly yourSeat: number | null;
  readonly yourTurn: boolean;
  readonly toAct: readonly number[];
}

/**
 * A live Stammtisch table for any web page: watch it, or play a seat with the player's token handed
 * over by the host page. One WebSocket while the element is on the page, reconnecting by itself,
 * with the long-poll event feed as a fallback.
 *
 * @attr table - the table id
 * @attr token - a player token (st_…) to play that player's seat; without it the table is watched
 * @attr server - the Stammtisch server (default: where embed.js was loaded from)
 * @attr lang - en, de, fr, hu, ro, sr-Latn, sr-Cyrl, hr or bs (default: the browser's language)
 * @attr cards - french or german suits for 32/52-card games
 * @attr four-colour - four-colour French suits
 * @attr invite - the invitation code of a private table (to watch it without a seat, and to sit down)
 * @fires stammtisch-state - {table, name, seq, status, yourSeat, yourTurn, toAct} after every change
 * @fires stammtisch-your-turn - {table, seq} when it becomes the player's turn
 * @fires stammtisch-move - {table, action, seq} after the player's move was accepted
 * @fires stammtisch-match-end - the outcome {scores, winners, ranks, result, summary} (`result`: how it ended as a code, docs/api.md)
 * @fires stammtisch-error - {code, detail} when a move was refused or the server cannot be reached
 * @fires stammtisch-rematch - {table, rematch} when the rematch table was opened (the element shows it)
 * @fires stammtisch-sit-request - {seat} (cancelable) when "sit here" is pressed without a token
 * @csspart table - the felt; centre - the table centre; hand, card, playable, selected - the hand
 * @cssprop --st-felt, --st-on-felt, --st-panel, --st-ink, --st-focus, --st-card-back, --st-card-face, --st-radius, --st-font
 */
export class StammtischTable extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    :host([hidden]) {
      display: none;
    }
    p {
      margin: 0;
      padding: 1rem;
    }
  `;

  @property({ attribute: 'table' }) tableId = '';
  @property() token = '';
  @property() server = '';
  @property({ attribute: 'lang' }) locale = '';
  @property() cards: SuitStyle = 'french';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;
  @property() invite = '';
  /** Links to the full site's replay and embed pages (set by the site; the widget links to its server). */
  @property({ attribute: 'replay-href' }) replayHref = '';
  @property({ attribute: 'embed-href' }) embedHref = '';
  /** Where the review of a closed deal opens, its number appended (set by the site; the widget links to its server). */
  @property({ attribute: 'review-href' }) reviewHref = '';

  @state() private notice = '';
  @state() private chat: readonly ChatMessage[] = [];
  @state() private chatReadable = true;
  /** The spectator's view as the deal that closed last left it (for the summary card's last trick). */
  @state() private closing: { deal: number; view: WireView } | undefined;
  /** The pre-moves as the last answer to queueing or cancelling one gave them (newer than the state's). */
  @state() private premoves: { seq: number; list: PremovesResponse } | undefined;
  /** Seats of players this reader blocked, and how many of their lines were left out (from the chat's REST answer). */
  private hiddenSeats: readonly number[] = [];
  @state() private hiddenLines = 0;
  /** Table and token the chat was loaded for. */
  private chatFor = '';
  protected readonly i18n = new LocaleController(this);

  /** The live link; its state is what the table shows. */
  readonly connection = new TableConnection(
    this,
    () =>
      this.tableId ? { base: this.base(), tableId: this.tableId, token: this.token || undefined, invite: this.invite || undefined } : undefined,
    {
      state: (s, previous) => this.onState(s, previous),
      error: (e) => this.onError(e),
      // the socket brings every line: those of players this reader blocked stay out, as over REST
      chat: (m) => (m.seat !== null && this.hiddenSeats.includes(m.seat) ? this.hiddenLines++ : this.addChat([m])),
    },
  );

  private base(): string {
    return (this.server || scriptOrigin).replace(/\/$/, '');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('locale') && isLocale(this.locale)) setLocale(this.locale, false);
  }

  protected override updated(changed: PropertyValues<this>): void {
    const relink = (['tableId', 'token', 'server', 'invite'] as const).some((k) => changed.has(k) && changed.get(k) !== undefined);
    if (relink && this.isConnected) this.connection.restart();
  }

  override render(): unknown {
    // the chat, pre-moves and rematch come after the table: their code loads after its first paint
    void import('./corr-panel.js');
    const c = this.connection;
    if (c.fatal) {
      const why = c.fatal.status === 404 ? t('table.notFound') : c.fatal.status === 401 ? t('table.signedOut') : c.fatal.detail;
      return html`<p role="alert">${why}</p>`;
    }
    const shown = this.withPremoves(c.state);
    return html`<st-table
      exportparts="table,centre,hand,card,playable,selected,claim"
      .tableState=${shown}
      .events=${c.events}
      .live=${c.status}
      .notice=${this.notice}
      suits=${this.cards}
      ?four-colour=${this.fourColour}
      replay-href=${this.replayHref || `${siteBase(this.server)}/t/${this.tableId}/replay`}
      embed-href=${this.embedHref}
      review-href=${this.reviewHref || `${siteBase(this.server)}/t/${this.tableId}/deals/`}
      .closing=${this.closing}
      @st-act=${(e: ActEvent) => void this.act(e.action)}
      @st-claim=${(_: ClaimEvent) => void this.claim()}
      @st-sit=${(e: SitEvent) => this.onSit(e)}
      @st-leave=${(e: LeaveEvent) => void this.leave(e.seat)}
      @st-premove=${(e: PremoveEvent) => void this.premove(e.action)}
    ></st-table>
    <st-corr-panel exportparts="chat,premoves" .tableState=${shown} .messages=${this.chat} .hiddenLines=${this.hiddenLines} ?chat-readable=${this.chatReadable} ?can-report=${this.token !== ''} .handler=${this.corr}></st-corr-panel>`;
  }

  /** The state with the pre-moves of a later queue or cancel answer than the state itself. */
  private withPremoves(s: TableState | undefined): TableState | undefined {
    const p = this.premoves;
    return s && p && p.seq === s.seq ? ({ ...s, premoves: p.list } as TableState) : s;
  }

  private api(): Api {
    return new Api(this.base(), this.token);
  }

  private addChat(messages: readonly ChatMessage[]): void {
    const known = new Set(this.chat.map((m) => m.id));
    const fresh = messages.filter((m) => !known.has(m.id));
    if (fresh.length) this.chat = [...this.chat, ...fresh].sort((a, b) => a.id - b.id);
  }

  private async loadChat(s: TableState): Promise<void> {
    const key = `${this.tableId} ${this.token} ${s.yourSeat}`;
    if (this.chatFor === key) return;
    this.chatFor = key;
    // a private table's chat is for its players only: a visitor without a seat does not ask
    if (s.table.visibility === 'private' && s.yourSeat === null) {
      this.chatReadable = false;
      return;
    }
    try {
      const read = await this.api().chat(this.tableId);
      this.hiddenSeats = read.hiddenSeats ?? [];
      this.hiddenLines = read.hidden ?? 0;
      this.addChat(read.messages);
      this.chatReadable = true;
    } catch (e) {
      // a private table's chat is for its players only
      if (e instanceof ApiError && (e.status === 403 || e.status === 401)) this.chatReadable = false;
      else this.chatFor = '';
    }
  }

  /** The last frame of a deal that closed while the page was open: how its last trick lay. */
  private async loadClosing(deal: number): Promise<void> {
    try {
      const frames = (await new Api(this.base(), this.token, this.invite || undefined).deal(this.tableId, deal)).frames;
      const last = frames.at(-1);
      if (last) this.closing = { deal, view: last.view };
    } catch {
      // the summary shows the score sheet without the last trick
    }
  }

  /** Puts the keyboard focus on the player's hand (the site's skip link). */
  focusHand(): void {
    this.renderRoot.querySelector('st-table')?.focusHand();
  }

  /** Queues a card for the player's next turn; the server judges it when the turn comes. */
  async premove(action: string): Promise<boolean> {
    this.notice = '';
    try {
      const list = await this.api().addPremove(this.tableId, { when: 'any', action });
      if (this.connection.state) this.premoves = { seq: this.connection.state.seq, list };
      return true;
    } catch (e) {
      this.onError(e instanceof ApiError ? e : new ApiError(0, 'NETWORK', String(e)));
      return false;
    }
  }

  private readonly corr: CorrHandler = {
    reportLine: async (line, player, reason, details) => {
      try {
        await this.api().report({ player, reason, chat: { table: this.tableId, line }, ...(details ? { details } : {}) });
        return '';
      } catch (e) {
        return problemText(e);
      }
    },
    sendChat: async (text) => {
      try {
        this.addChat([await this.api().postChat(this.tableId, text)]);
        return true;
      } catch (e) {
        this.onError(e instanceof ApiError ? e : new ApiError(0, 'NETWORK', String(e)));
        return false;
      }
    },
    cancelPremove: async (id) => {
      try {
        const list = await this.api().cancelPremove(this.tableId, id);
        if (this.connection.state) this.premoves = { seq: this.connection.state.seq, list };
      } catch (e) {
        this.onError(e instanceof ApiError ? e : new ApiError(0, 'NETWORK', String(e)));
      }
    },
    returnSeat: async (seat) => {
      try {
        this.connection.accept(await this.api().returnSeat(this.tableId, seat));
      } catch (e) {
        this.onError(e instanceof ApiError ? e : new ApiError(0, 'NETWORK', String(e)));
      }
    },
    rematch: async () => {
      try {
        const created = await this.api().rematch(this.tableId);
        const ev = hostEvent('stammtisch-rematch', { table: this.tableId, rematch: created.table.id }, true);
        // the host page may open the new table itself (the site changes its address); else it shows here
        if (this.dispatchEvent(ev)) this.tableId = created.table.id;
      } catch (e) {
        this.onError(e instanceof ApiError ? e : new ApiError(0, 'NETWORK', String(e)));
      }
    },
  };

  /** Sends an action from the current legal list. */
  async act(action: string): Promise<boolean> {
    this.notice = '';
    const next = await this.connection.act(action);
    if (next) this.dispatchEvent(hostEvent('stammtisch-move', { table: this.tableId, action, seq: next.seq }));
    return next !== undefined;
  }

  /** Claims every remaining trick of the deal; the table plays it out and sends the state after it. */
  async claim(): Promise<boolean> {
    this.notice = '';
    const next = await this.connection.claim();
    if (next) this.dispatchEvent(hostEvent('stammtisch-move', { table: this.tableId, action: 'claim', seq: next.seq }));
    return next !== undefined;
  }

  /** Takes a seat with the current token (and the invitation code of a private table). */
  async sit(seat: number): Promise<boolean> {
    try {
      const s = await new Api(this.base(), this.token).sit(this.tableId, seat, this.invite || undefined);
      this.connection.accept(s);
      // the socket was opened as a spectator: open it again for the seat
      this.connection.restart();
      return true;
    } catch (e) {
      this.onError(e instanceof ApiError ? e : new ApiError(0, 'NETWORK', String(e)));
      return false;
    }
  }

  private async leave(seat: number): Promise<void> {
    try {
      this.connection.accept(await new Api(this.base(), this.token).leave(this.tableId, seat));
      this.connection.restart();
    } catch (e) {
      this.onError(e instanceof ApiError ? e : new ApiError(0, 'NETWORK', String(e)));
    }
  }

  private onSit(e: SitEvent): void {
    if (this.token) {
      void this.sit(e.seat);
      return;
    }
    this.dispatchEvent(hostEvent('stammtisch-sit-request', { table: this.tableId, seat: e.seat }, true));
  }

  private onState(s: TableState, previous: TableState | undefined): void {
    this.notice = '';
    if (this.premoves && this.premoves.seq !== s.seq) this.premoves = undefined;
    void this.loadChat(s);
    if (previous && (s.closedDeals ?? 0) > (previous.closedDeals ?? 0)) void this.loadClosing(s.closedDeals ?? 0);
    const yourTurn = s.legal.length > 0;
    const detail: TableStateDetail = {
      table: s.table.id,
      name: s.table.name,
      lobby: s.table.lobby,
      seq: s.seq,
      status: s.table.status,
      yourSeat: s.yourSeat,
      yourTurn,
      toAct: s.view.toAct,
    };
    this.dispatchEvent(hostEvent('stammtisch-state', detail));
    if (yourTurn && !(previous && previous.legal.length > 0)) {
      this.dispatchEvent(hostEvent('stammtisch-your-turn', { table: s.table.id, seq: s.seq }));
    }
    if (s.outcome && !previous?.outcome) this.dispatchEvent(hostEvent('stammtisch-match-end', s.outcome));
  }

  private onError(e: ApiError): void {
    this.notice = e.code === 'NETWORK' ? t('error.network') : t('announce.error', { detail: problemText(e) });
    this.dispatchEvent(hostEvent('stammtisch-error', { code: e.code, detail: e.detail }));
  }
}
