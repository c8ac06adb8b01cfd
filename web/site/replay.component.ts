import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { MatchRecordWire, ReplayFrame, TableState } from '../../shared/protocol.js';
import type { AnalysisResponse, DecisionAnalysisWire } from '../../shared/protocol-analysis.js';
import { Api, ApiError } from '../api/client.js';
import { type Identity, loadIdentity } from '../api/session.js';
import { cardStyleFor, parseCard, type CardStyle, type SuitStyle } from '../cards/model.js';
import { centre, describe, gamePlugin, type TableContext } from '../games/index.js';
import { LocaleController, t } from '../i18n/index.js';
import { outcomeText } from '../core/texts.js';
import '../elements/card.js';
import { inviteOf } from './prefs.js';
import { badge, badgeStyles, decisionsBySeq } from './replay-analysis.js';
import { pageStyles } from './styles.js';

/** Seconds between readings of an analysis still being computed (the server asks for 10; the first come sooner). */
const ANALYSIS_POLL = [2, 4, 8, 10] as const;

/** A button's arrow, drawn from plain characters every font has, and left out of its spoken name. */
const glyph = (text: string) => html`<span aria-hidden="true">${text}</span>`;

/**
 * A finished match, step by step with every hand open. The browser runs no engine: the server
 * replays the record and sends one frame per step (GET /api/tables/:id/replay) with each seat's hand
 * and the spectator view, from which the game's own table centre and score sheet are drawn. Buttons
 * and keys step a move (← →) or a deal (Page Up / Page Down), Home and End go to either end.
 * Below it the post-game analysis (st-replay-analysis): badges on the moves, the deal's evaluation
 * graph and the shown move's alternatives; while the table still computes it, its progress, read
 * again until it is complete.
 */
export class StReplay extends LitElement {
  static override styles = [
    pageStyles,
    badgeStyles,
    css`
      .controls {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
      /* aria-disabled, not disabled: the focused button keeps focus (and the arrow keys) at either end */
      button[aria-disabled='true'] {
        opacity: 0.6;
        cursor: default;
      }
      .now {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem;
        min-height: 4.6rem;
        --st-card-width: 2.8rem;
      }
      .dealt {
        font-weight: 700;
        color: var(--st-accent, #b5451b);
      }
      .felt {
        background: var(--st-felt, #1d5c3f);
        color: #fff;
        border-radius: 0.8rem;
        padding: 0.6rem;
        margin: 0.6rem 0;
      }
      .hands {
        list-style: none;
        padding: 0;
        margin: 0;
        display: grid;
        gap: 0.5rem;
      }
      .hands li {
        padding: 0.3rem 0.5rem;
        border-left: 4px solid transparent;
      }
      .hands li.acted {
        border-left-color: var(--st-accent, #b5451b);
        background: #f3e7c9;
      }
      .cards {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem;
        margin-top: 0.2rem;
        min-height: 1.5rem;
        --st-card-width: 2.6rem;
      }
      /* The move list flows with the page on a phone (a box of its own would cut it off and trap the
         thumb); beside the table on a wide screen, as tall as the window and scrolled to the move shown. */
      .layout {
        display: grid;
        gap: 0.8rem;
      }
      @media (min-width: 60rem) {
        .layout {
          grid-template-columns: minmax(0, 1fr) 20rem;
          align-items: start;
        }
        .moves {
          position: sticky;
          top: 0.5rem;
          max-height: calc(100vh - 1rem);
          overflow-y: auto;
          padding: 0 0.3rem 0.3rem;
        }
      }
      .moves h2 {
        margin-top: 0;
      }
      .moves h3 {
        margin: 0.6rem 0 0.2rem;
        font-size: 1rem;
      }
      ol {
        margin: 0;
        padding-left: 2.6rem;
      }
      li[aria-current='step'] {
        font-weight: 700;
        background: #f3e7c9;
      }
      ol button {
        all: unset;
        cursor: pointer;
        display: block;
        box-sizing: border-box;
        width: 100%;
        min-height: 2.2rem;
        padding: 0.25rem 0.3rem;
        overflow-wrap: anywhere;
      }
      .seed {
        overflow-wrap: anywhere;
      }
      ol button:focus-visible {
        outline: 3px solid var(--st-focus, #f5b700);
        outline-offset: -3px;
      }
    `,
  ];

  @property() table = '';
  /** A closed deal of a running match to review (GET /api/tables/:id/deals/:deal); 0: the whole finished match. */
  @property({ type: Number }) deal = 0;
  @property() suits: SuitStyle = 'french';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;
  /** This browser's player (read from storage when the page is not given one). */
  @property({ attribute: false }) identity: Identity | undefined;
  @state() private record: MatchRecordWire | undefined;
  @state() private frames: readonly ReplayFrame[] | undefined;
  @state() private error = '';
  /** The frame shown: the number of moves made (0 = the first deal, before anyone acted). */
  @state() private step = 0;
  @state() private analysis: AnalysisResponse | undefined;
  @state() private analysisProblem = '';
  /** The analysed decisions by move number (for the badges of the moves list). */
  private decisions: ReadonlyMap<number, DecisionAnalysisWire> = new Map();
  private keyMoments: ReadonlySet<number> = new Set();
  /** The client that read the record, for the analysis too (the same token or invitation). */
  private api: Api | undefined;
  private analysisTimer: ReturnType<typeof setTimeout> | undefined;
  private analysisReads = 0;
  protected readonly i18n = new LocaleController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKey);
    void this.load();
  }

  override disconnectedCallback(): void {
    this.removeEventListener('keydown', this.onKey);
    clearTimeout(this.analysisTimer);
    super.disconnectedCallback();
  }

  private async load(): Promise<void> {
    // A private table's record and replay are for its players (their token) and whoever has its
    // invitation (remembered by whoever created or joined it through the link).
    const token = (this.identity ?? loadIdentity())?.token;
    const invite = inviteOf(this.table) || undefined;
    try {
      await this.fetchWith(new Api('', token, invite)).catch((e: unknown) => {
        // A token this server no longer knows: what the invitation (or a public table) shows.
        if (token && e instanceof ApiError && e.status === 401) return this.fetchWith(new Api('', undefined, invite));
        throw e;
      });
    } catch (e) {
      this.error = e instanceof ApiError ? (e.code === 'DEAL_NOT_CLOSED' ? t('replay.dealNotClosed', { n: this.deal }) : e.detail) : t('error.network');
    }
  }

  private async fetchWith(api: Api): Promise<void> {
    this.record = await api.record(this.table);
    // a deal's frames count the match's moves: renumbered from 0, they step like a replay of their own
    if (this.deal) {
      this.frames = (await api.deal(this.table, this.deal)).frames.map((f, i) => ({ ...f, seq: i }));
      return;
    }
    if (this.record.status !== 'finished') return;
    this.frames = (await api.replay(this.table)).frames;
    this.api = api;
    void this.readAnalysis();
  }

  /** Reads the analysis, and again after a while until the table has finished computing it. */
  private async readAnalysis(): Promise<void> {
    if (!this.api || !this.isConnected) return;
    clearTimeout(this.analysisTimer);
    try {
      const a = await this.api.analysis(this.table);
      this.analysisProblem = '';
      this.analysis = a;
      this.decisions = decisionsBySeq(a);
      this.keyMoments = new Set(a.deals.flatMap((d) => (d.keyMoment === null ? [] : [d.keyMoment])));
      if (a.status === 'complete') return;
      const wait = ANALYSIS_POLL[Math.min(this.analysisReads++, ANALYSIS_POLL.length - 1)]!;
      this.analysisTimer = setTimeout(() => void this.readAnalysis(), wait * 1000);
    } catch (e) {
      this.analysisProblem = e instanceof ApiError ? e.detail : t('error.network');
    }
  }

  /** Keeps the move shown in sight where the move list scrolls on its own (a wide screen); never scrolls the page. */
  protected override updated(changed: PropertyValues): void {
    if (!changed.has('step')) return;
    const list = this.renderRoot.querySelector<HTMLElement>('.moves');
    const current = list?.querySelector<HTMLElement>('[aria-current=step]');
    if (!list || !current || list.scrollHeight <= list.clientHeight) return;
    if (current.offsetTop < list.scrollTop) list.scrollTop = current.offsetTop;
    else if (current.offsetTop + current.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = current.offsetTop + current.offsetHeight - list.clientHeight;
  }

  private name(rec: MatchRecordWire, seat: number): string {
    return rec.players.find((p) => p.seat === seat)?.name ?? t('table.seat', { n: seat + 1 });
  }

  /** What the game's table parts need to draw one frame, as a spectator would see the table. */
  private context(rec: MatchRecordWire, f: ReplayFrame): TableContext {
    const chosen = cardStyleFor(rec.game, this.suits);
    const table = {
      id: rec.id, game: rec.game, name: rec.name, seats: rec.seats, status: rec.status, visibility: 'public', lobby: 'public',
      options: rec.options, players: rec.players, toAct: f.view.toAct, createdAt: rec.createdAt, updatedAt: rec.finishedAt ?? rec.createdAt,
    } as const;
    const s: TableState = { table, seq: f.seq, view: f.view, legal: [], yourSeat: null, seedHash: rec.seedHash };
    return {
      state: s,
      view: f.view,
      cardStyle: gamePlugin(rec.game).cardStyle?.(f.view, chosen) ?? chosen,
      fourColour: this.fourColour,
      pending: undefined,
      seatName: (seat) => this.name(rec, seat),
    };
  }

  /** The deal a move was made in: the deal of the frame before it (the last card of a deal deals the next). */
  private dealOfMove(frames: readonly ReplayFrame[], seq: number): number {
    return frames[seq - 1]?.view.deal ?? (this.deal || 1);
  }

  override render(): unknown {
    const rec = this.record;
    if (this.error) return html`<h1>${t('replay.title')}</h1><p class="error">${this.error}</p>`;
    if (rec && rec.status !== 'finished' && !this.deal) {
      return html`<h1>${t('replay.title')}: ${rec.name}</h1><p>${t('replay.notFinished')}</p><p><a href="/t/${rec.id}">${rec.name}</a></p>`;
    }
    const frames = this.frames;
    if (!rec || !frames) return html`<h1>${t('replay.title')}</h1><p>${t('table.loading')}</p>`;
    const total = frames.length - 1;
    const f = frames[Math.min(this.step, total)]!;
    const ctx = this.context(rec, f);
    const newDeal = f.seq > 0 && f.view.deal !== frames[f.seq - 1]!.view.deal;
    const where = f.seq === 0 ? t('replay.start') : t('replay.step', { n: f.seq, total });
    const title = this.deal ? t('replay.dealTitle', { n: this.deal }) : t('replay.title');
    return html`<h1>${title}: ${rec.name}</h1>
      ${this.deal ? html`<p><a href="/t/${rec.id}">${t('replay.backToTable')}</a></p>` : nothing}
      <div class="layout">
        <div class="panel">
          <div class="controls" role="group" aria-label=${t('replay.title')}>
            <button class="secondary" @click=${() => this.goTo(0)} aria-disabled=${String(f.seq === 0)}>${glyph('|◀')} ${t('replay.first')}</button>
            <button class="secondary" @click=${() => this.goDeal(-1)} aria-disabled=${String(f.seq === 0)}>${glyph('◀◀')} ${t('replay.prevDeal')}</button>
            <button class="secondary" @click=${() => this.goTo(f.seq - 1)} aria-disabled=${String(f.seq === 0)}>${glyph('◀')} ${t('replay.prev')}</button>
            <button @click=${() => this.goTo(f.seq + 1)} aria-disabled=${String(f.seq === total)}>${t('replay.next')} ${glyph('▶')}</button>
            <button class="secondary" @click=${() => this.goDeal(1)} aria-disabled=${String(f.seq === total)}>${t('replay.nextDeal')} ${glyph('▶▶')}</button>
            <button class="secondary" @click=${() => this.goTo(total)} aria-disabled=${String(f.seq === total)}>${t('replay.last')} ${glyph('▶|')}</button>
          </div>
          <p aria-live="polite">
            <strong>${where}</strong> · ${t('table.deal', { n: f.view.deal })}${f.seq === total && rec.outcome ? ` · ${t('table.matchOver')}` : ''}
          </p>
          <div class="now">
            ${f.seat !== null && f.action !== null ? this.renderMove(rec, f.seat, f.action, ctx.cardStyle) : html`<span>${t('replay.dealt', { n: f.view.deal })}</span>`}
            ${newDeal ? html`<span class="dealt">${t('replay.dealt', { n: f.view.deal })}</span>` : nothing}
          </div>
          <div class="felt" role="region" aria-label=${t('table.centre')}>${centre(ctx)}</div>
          ${this.renderHands(rec, f, ctx)} ${gamePlugin(rec.game).sheet?.(ctx) ?? nothing}
          <p class="hint">${t('replay.keys')}</p>
        </div>
        ${this.renderMoves(rec, frames, ctx.cardStyle)}
      </div>
      <st-replay-analysis
        class="panel"
        .analysis=${this.analysis}
        .problem=${this.analysisProblem}
        .step=${f.seq}
        .deal=${f.seq === 0 ? f.view.deal : this.dealOfMove(frames, f.seq)}
        .seatName=${(seat: number) => this.name(rec, seat)}
        .describeAction=${(action: string) => describe(rec.game, action, ctx.cardStyle)}
        @replay-step=${(e: CustomEvent<number>) => this.goTo(e.detail)}
        @replay-retry=${() => void this.readAnalysis()}
      ></st-replay-analysis>
      ${f.seq === total && rec.outcome ? html`<p>${outcomeText(rec.outcome, ctx.seatName)}</p>` : nothing}
      ${rec.seed ? html`<p class="hint seed">${t('table.seed', { seed: rec.seed })}</p>` : nothing}`;
  }

  private renderMove(rec: MatchRecordWire, seat: number, action: string, style: CardStyle): unknown {
    const cards = action.split(/[ +]/).filter((w) => parseCard(w) !== undefined);
    return html`<strong>${this.name(rec, seat)}:</strong>
      ${cards.map((c) => html`<st-card card=${c} card-style=${style} ?four-colour=${this.fourColour}></st-card>`)}
      <span>${describe(rec.game, action, style)}</span>`;
  }

  private renderHands(rec: MatchRecordWire, f: ReplayFrame, ctx: TableContext): unknown {
    return html`<section aria-labelledby="hands-heading">
      <h2 id="hands-heading">${t('replay.openHands')}</h2>
      <ul class="hands">
        ${f.hands.map(
          (hand, seat) => html`<li class=${seat === f.seat ? 'acted' : ''} data-seat=${seat}>
            <strong>${this.name(rec, seat)}</strong> <small>(${hand.length})</small>
            <div class="cards" role="list" aria-label=${t('replay.handOf', { seat: this.name(rec, seat) })}>
              ${hand.map((c) => html`<st-card role="listitem" card=${c} card-style=${ctx.cardStyle} ?four-colour=${this.fourColour}></st-card>`)}
            </div>
          </li>`,
        )}
      </ul>
    </section>`;
  }

  /** Every move, under the heading of the deal it was made in. */
  private renderMoves(rec: MatchRecordWire, frames: readonly ReplayFrame[], style: CardStyle): unknown {
    const deals = new Map<number, ReplayFrame[]>();
    for (const f of frames.slice(1)) {
      const deal = this.dealOfMove(frames, f.seq);
      deals.set(deal, [...(deals.get(deal) ?? []), f]);
    }
    return html`<section class="moves" aria-labelledby="moves-heading">
      <h2 id="moves-heading">${t('replay.moves')}</h2>
      ${[...deals].map(
        ([deal, moves]) => html`<h3>${t('table.deal', { n: deal })}</h3>
          <ol start=${moves[0]!.seq}>
            ${moves.map(
              (m) => html`<li aria-current=${m.seq === this.step ? 'step' : 'false'}>
                <button @click=${() => this.goTo(m.seq)}>${this.name(rec, m.seat ?? 0)}: ${describe(rec.game, m.action ?? '', style)}${badge(this.decisions.get(m.seq)?.class ?? '', this.keyMoments.has(m.seq))}</button>
              </li>`,
            )}
          </ol>`,
      )}
    </section>`;
  }

  private goTo(step: number): void {
    const total = (this.frames?.length ?? 1) - 1;
    this.step = Math.max(0, Math.min(total, step));
  }

  /** To the first frame of the next deal, or back to the start of this deal (of the one before, if there already). */
  private goDeal(direction: 1 | -1): void {
    const frames = this.frames;
    if (!frames) return;
    const starts = frames.filter((f, i) => i === 0 || f.view.deal !== frames[i - 1]!.view.deal).map((f) => f.seq);
    const target = direction > 0 ? starts.find((s) => s > this.step) : starts.filter((s) => s < this.step).at(-1);
    this.goTo(target ?? (direction > 0 ? frames.length - 1 : 0));
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (!this.frames || e.altKey || e.ctrlKey || e.metaKey) return;
    const moves: Record<string, () => void> = {
      ArrowRight: () => this.goTo(this.step + 1),
      ArrowLeft: () => this.goTo(this.step - 1),
      PageDown: () => this.goDeal(1),
      PageUp: () => this.goDeal(-1),
      Home: () => this.goTo(0),
      End: () => this.goTo(this.frames!.length - 1),
    };
    const move = moves[e.key];
    if (!move) return;
    move();
    e.preventDefault();
  };
}
