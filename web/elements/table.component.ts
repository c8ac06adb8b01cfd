import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { TableEvent, TableState, WireView } from '../../shared/protocol.js';
import type { LiveStatus } from '../api/connection.js';
import { cardStyleFor, type SuitStyle } from '../cards/model.js';
import { cardActions, otherActions } from '../core/actions.js';
import { clockOf, corrOf, duration, settingsLine } from '../core/corr.js';
import { ActEvent, CancelEvent, CardPickEvent, ClaimEvent, PremoveEvent } from '../core/events.js';
import { seatName, othersInOrder } from '../core/seats.js';
import { nameList, outcomeText } from '../core/texts.js';
import { centre, chooser, describe, gamePlugin, panel, type TableContext } from '../games/index.js';
import { LocaleController, t } from '../i18n/index.js';
import { clockIcon } from './icons.js';
import { tableStyles } from './table.styles.js';
import './hand.js';
import './seat.js';

/**
 * A whole card table drawn from one `TableState`: the seats, the centre (the game's board or a
 * trick), the player's hand with the cards the `legal` list allows, the decisions that are not card
 * plays, scores, the log, and an aria-live region that reads every move. It holds no rules and no
 * connection; it sends the chosen action up as an `st-act` event.
 *
 * @fires st-act - the player chose an action from the legal list
 * @fires st-claim - the player claimed every remaining trick of the deal
 * @fires st-sit - the player asked to sit at a free seat
 * @fires st-leave - the player asked to leave their seat
 * @csspart table - the felt; centre - the table centre; hand - the hand's row of cards
 */
export class StTable extends LitElement {
  static override styles = tableStyles;

  @property({ attribute: false }) tableState: TableState | undefined;
  /** The public moves of the match, oldest first. */
  @property({ attribute: false }) events: readonly TableEvent[] = [];
  @property() suits: SuitStyle = 'french';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;
  @property() live: LiveStatus = 'connecting';
  /** Whether the viewer could take a free seat (they have, or can get, a player key). */
  @property({ type: Boolean, attribute: 'can-sit' }) canSit = true;
  @property({ attribute: 'replay-href' }) replayHref = '';
  @property({ attribute: 'embed-href' }) embedHref = '';
  /** A message to show above the table (a refused move, a lost connection). */
  @property() notice = '';
  /** Where the review of a closed deal opens: this with the deal's number appended (e.g. `/t/abc/deals/`). */
  @property({ attribute: 'review-href' }) reviewHref = '';
  /** The spectator's view of the table as the last closed deal left it (its last trick), when the host fetched it. */
  @property({ attribute: false }) closing: { readonly deal: number; readonly view: WireView } | undefined;

  /** The hand card picked for a move with a second choice. */
  @state() private pendingCard = '';
  /** The claim button was pressed once: it asks for a confirmation. */
  @state() private confirmingClaim = false;
  /** The hand card picked, out of turn, to be queued as a pre-move. */
  @state() private premoveCard = '';
  @state() private announcement = '';
  /** The deal whose summary card shows (0: none); it stays until dismissed, the next deal going on under it. */
  @state() private summaryDeal = 0;
  private announcedSeq = -1;
  protected readonly locale = new LocaleController(this);

  private context(s: TableState): TableContext {
    const pending = this.pendingCard ? cardActions(s.legal, s.view.hand).get(this.pendingCard) : undefined;
    const chosen = cardStyleFor(s.table.game, this.suits);
    return {
      state: s,
      view: s.view,
      cardStyle: gamePlugin(s.table.game).cardStyle?.(s.view, chosen) ?? chosen,
      fourColour: this.fourColour,
      pending: pending && { card: this.pendingCard, actions: pending },
      seatName: (seat) => seatName(s.table, seat),
    };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const previous = changed.get('tableState') as TableState | undefined;
    const s = this.tableState;
    if (changed.has('tableState') && s && previous?.seq !== s.seq) {
      this.pendingCard = '';
      this.confirmingClaim = false;
    }
    if (s && (s.legal.length > 0 || !s.view.hand.includes(this.premoveCard))) this.premoveCard = '';
    if (changed.has('events') || changed.has('tableState')) this.announce(previous);
    if (s && previous && previous.table.id === s.table.id && dealScored(previous, s)) this.summaryDeal = previous.view.deal;
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('pendingCard') && this.pendingCard) {
      this.renderRoot.querySelector<HTMLElement>('.choices st-actions')?.focus();
    }
  }

  /** Reads new moves and a new turn aloud; the moves already there when the table opened stay silent. */
  private announce(previous: TableState | undefined): void {
    const s = this.tableState;
    if (!s) return;
    const last = this.events.at(-1)?.seq ?? 0;
    if (this.announcedSeq < 0) {
      this.announcedSeq = Math.max(last, s.seq);
      return;
    }
    const ctx = this.context(s);
    const parts = this.events
      .filter((e) => e.seq > this.announcedSeq)
      .map((e) => t('announce.move', { seat: ctx.seatName(e.seat), action: describe(s.table.game, e.action, ctx.cardStyle) }));
    this.announcedSeq = Math.max(this.announcedSeq, last);
    if (s.legal.length > 0 && (previous?.legal.length ?? 0) === 0) parts.push(t('announce.yourTurn'));
    if (s.outcome && !previous?.outcome) parts.push(t('table.matchOver'));
    if (parts.length) this.announcement = parts.join(' ');
  }

  override render(): unknown {
    const s = this.tableState;
    if (!s) return html`<div class="felt" part="table"><p>${t('table.loading')}</p></div>`;
    const ctx = this.context(s);
    const plugin = gamePlugin(s.table.game);
    const byCard = cardActions(s.legal, s.view.hand);
    const others = othersInOrder(s.table.seats, s.yourSeat);
    const progress = [t('table.deal', { n: s.view.deal }), plugin.progress?.(ctx)].filter(Boolean).join(' · ');
    const seated = s.yourSeat !== null;
    return html`<div class="felt" part="table">
        <div class="bar">
          <span class="title"><strong>${s.table.name}</strong> · ${progress}</span>
          ${s.table.status === 'waiting' ? nothing : this.renderSettings(s)}
          <span class="live" data-status=${this.live} title=${t(`table.live.${this.live}`)}><span class="live-text">${t(`table.live.${this.live}`)}</span></span>
        </div>
        ${s.table.status === 'waiting' ? html`<p class="status corr-settings">${settingsLine(corrOf(s).table)}</p>` : nothing}
        ${this.notice ? html`<p class="error" role="alert">${this.notice}</p>` : nothing}
        <div class="seats">${[...others, ...(seated ? [s.yourSeat!] : [])].map((seat) => this.renderSeat(ctx, seat))}</div>
        <div class="centre" part="centre" aria-label=${t('table.centre')} role="region">${centre(ctx)}</div>
        ${this.renderStatus(s, ctx)}
        <div class="choices">${this.premoveCard ? this.renderPremoveOffer(ctx) : ctx.pending ? chooser(ctx) : panel(ctx, otherActions(s.legal, s.view.hand))}</div>
        ${s.claim ? this.renderClaim() : nothing}
        ${seated
          ? html`<div class="dock">
              ${this.renderQueued(s, ctx)}
              <st-hand
                exportparts="hand,card,playable,selected"
                .cards=${s.view.hand}
                .playable=${[...byCard.keys()]}
                .selected=${this.pendingCard}
                .queued=${this.queuedCards(s)}
                ?active=${s.legal.length > 0}
                ?queueable=${this.mayQueue(s)}
                card-style=${ctx.cardStyle}
                ?four-colour=${this.fourColour}
                @st-card-pick=${(e: CardPickEvent) => this.pick(e.card)}
              ></st-hand>
            </div>`
          : nothing}
        ${this.renderSummary(s)}
      </div>
      <div class="info">${this.renderScores(s, ctx)} ${this.renderLog(ctx)}</div>
      <div class="sr-only" aria-live="polite" aria-atomic="true">${this.announcement}</div>`;
  }

  /** The time control and house settings, folded into a chip that opens to the whole line. */
  private renderSettings(s: TableState): unknown {
    const tc = corrOf(s).table.timeControl;
    const short = tc ? t('corr.perMove', { time: duration(tc.perMoveSeconds * 1000) }) : t('corr.untimed');
    return html`<details class="settings">
      <summary>${clockIcon} <span>${short}</span></summary>
      <p>${settingsLine(corrOf(s).table)}</p>
    </details>`;
  }

  private renderSeat(ctx: TableContext, seat: number): unknown {
    const s = ctx.state;
    const info = s.table.players.find((p) => p.seat === seat);
    const free = !info?.name && !info?.bot && !info?.playerId;
    const waiting = s.table.status === 'waiting';
    return html`<st-seat
      .seat=${seat}
      .name=${ctx.seatName(seat)}
      .cards=${waiting ? null : (s.view.handCounts[seat] ?? null)}
      .score=${waiting ? null : (s.view.scores[seat] ?? null)}
      .note=${waiting ? '' : (gamePlugin(s.table.game).seatNote?.(ctx, seat) ?? '')}
      ?you=${seat === s.yourSeat}
      ?bot=${info?.bot ?? false}
      ?bot-account=${info?.botAccount ?? false}
      ?free=${free}
      ?to-act=${!waiting && s.view.toAct.includes(seat)}
      ?dealer=${!waiting && s.view.dealer === seat}
      ?can-sit=${waiting && free && s.yourSeat === null && this.canSit}
      ?can-leave=${waiting && seat === s.yourSeat}
      .clock=${waiting || info?.bot ? undefined : clockOf(s, seat)}
    ></st-seat>`;
  }

  /**
   * The summary of the deal just scored: the last trick as it lay (when the host fetched the closed
   * deal), the game's score sheet with its formula, and the review of the deal with all hands open
   * once the server says its cards can no longer matter.
   */
  private renderSummary(s: TableState): unknown {
    const deal = this.summaryDeal;
    if (!deal) return nothing;
    const plugin = gamePlugin(s.table.game);
    const ctx = this.context(s);
    const last = this.closing?.deal === deal ? { ...ctx, view: this.closing.view, state: { ...s, view: this.closing.view, legal: [] } } : undefined;
    const reviewable = (s.closedDeals ?? 0) >= deal;
    void import('./deal-summary.js');
    return html`<st-deal-summary
      exportparts="summary"
      .deal=${deal}
      review=${reviewable && this.reviewHref ? `${this.reviewHref}${deal}` : ''}
      @st-summary-close=${this.dismissSummary}
    >
      ${last ? html`<div class="summary-centre">${centre(last)}</div>` : nothing} ${plugin.sheet?.(last ?? ctx) ?? nothing}
    </st-deal-summary>`;
  }

  private readonly dismissSummary = (): void => {
    this.summaryDeal = 0;
    this.focusHand();
  };

  /** Puts the keyboard focus on the hand (the skip link's target, and where focus returns after a dialog). */
  focusHand(): void {
    this.renderRoot.querySelector('st-hand')?.focusCard();
  }

  /** The cards queued as pre-moves, in the order they will be tried. */
  private queuedCards(s: TableState): string[] {
    return (corrOf(s).premoves?.premoves ?? []).map((p) => p.action.split(' ')[1] ?? '').filter((c) => s.view.hand.includes(c));
  }

  /** The queued pre-moves named in words above the hand (the hand marks the same cards). */
  private renderQueued(s: TableState, ctx: TableContext): unknown {
    const cards = this.queuedCards(s);
    if (cards.length === 0 || s.legal.length > 0) return nothing;
    const names = cards.map((c) => describe(s.table.game, `play ${c}`, ctx.cardStyle)).join(', ');
    return html`<p class="queued" part="queued">${t('table.queued', { cards: names })}</p>`;
  }

  /** Out of turn in a match in progress, a seated player may queue a card for their next turn. */
  private mayQueue(s: TableState): boolean {
    return s.yourSeat !== null && s.table.status === 'playing' && !s.outcome && s.legal.length === 0 && corrOf(s).premoves !== undefined;
  }

  private renderPremoveOffer(ctx: TableContext): unknown {
    const card = this.premoveCard;
    return html`<div class="premove-offer" role="group">
      <p>${t('corr.premove.offer', { card: describe(ctx.state.table.game, `play ${card}`, ctx.cardStyle) })}</p>
      <button
        type="button"
        @click=${() => {
          this.premoveCard = '';
          this.dispatchEvent(new PremoveEvent(`play ${card}`));
        }}
      >
        ${t('corr.premove.queue')}
      </button>
      <button type="button" @click=${() => (this.premoveCard = '')}>${t('corr.premove.cancel')}</button>
    </div>`;
  }

  /** The server offers a claim only when it holds; one more press confirms it. */
  private renderClaim(): unknown {
    if (!this.confirmingClaim) {
      return html`<p class="claim" part="claim">
        <span>${t('table.claimOffer')}</span>
        <button type="button" data-claim="offer" @click=${() => (this.confirmingClaim = true)}>${t('table.claim')}</button>
      </p>`;
    }
    return html`<p class="claim" part="claim" role="group" aria-label=${t('table.claim')}>
      <span>${t('table.claimConfirm')}</span>
      <button type="button" data-claim="confirm" @click=${() => this.dispatchEvent(new ClaimEvent())}>${t('table.claimYes')}</button>
      <button type="button" @click=${() => (this.confirmingClaim = false)}>${t('table.claimNo')}</button>
    </p>`;
  }

  private renderStatus(s: TableState, ctx: TableContext): unknown {
    if (s.table.status === 'waiting') return html`<p class="status">${t('table.waitingPlayers')}</p>`;
    if (s.outcome) {
      return html`<p class="status turn">${t('table.matchOver')} · ${outcomeText(s.outcome, ctx.seatName)}</p>`;
    }
    if (s.legal.length > 0) return html`<p class="status turn">${t('table.yourTurn')}</p>`;
    const names = nameList(s.view.toAct.map((seat) => ctx.seatName(seat)));
    return html`<p class="status">${s.yourSeat === null ? `${t('table.spectator')} ` : ''}${names ? t('table.waitingFor', { names }) : ''}</p>`;
  }

  private renderScores(s: TableState, ctx: TableContext): unknown {
    const winners = new Set(s.outcome?.winners ?? []);
    const scores = s.outcome?.scores ?? s.view.scores;
    return html`<section aria-labelledby="scores-h">
      <h2 id="scores-h">${t('table.scores')}</h2>
      <table>
        <tbody>
          ${scores.map(
            (score, seat) => html`<tr class=${winners.has(seat) ? 'winner' : ''}>
              <th scope="row">${ctx.seatName(seat)}${winners.has(seat) ? ' ★' : ''}</th>
              <td class="num">${score}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      ${gamePlugin(s.table.game).sheet?.(ctx) ?? nothing}
      <p class="links">
        ${this.replayHref && s.table.status === 'finished' ? html`<a href=${this.replayHref}>${t('table.replay')}</a>` : nothing}
        ${this.embedHref ? html`<a href=${this.embedHref}>${t('table.embed')}</a>` : nothing}
      </p>
      ${this.renderReviews(s)}
      ${s.table.profile ? html`<p class="muted">${t('table.rules', { profile: s.table.profile.name })}</p>` : nothing}
      <p class="muted">${s.seed ? t('table.seed', { seed: s.seed }) : t('table.fairness', { hash: s.seedHash.slice(0, 16) + '…' })}</p>
    </section>`;
  }

  /** Every deal the server says can no longer matter, while the match runs (after it, the replay shows them all). */
  private renderReviews(s: TableState): unknown {
    const closed = s.closedDeals ?? 0;
    if (!this.reviewHref || closed === 0 || s.table.status === 'finished') return nothing;
    return html`<p class="links reviews">
      <span>${t('table.reviewDeals')}</span>
      ${Array.from({ length: closed }, (_, i) => html`<a href="${this.reviewHref}${i + 1}">${t('table.deal', { n: i + 1 })}</a>`)}
    </p>`;
  }

  private renderLog(ctx: TableContext): unknown {
    const recent = this.events.slice(-60).reverse();
    return html`<section aria-labelledby="log-h">
      <h2 id="log-h">${t('table.log')}</h2>
      ${recent.length === 0
        ? html`<p class="muted">${t('table.logEmpty')}</p>`
        : html`<ol class="log" reversed start=${this.events.length}>
            ${recent.map((e) => html`<li><strong>${ctx.seatName(e.seat)}</strong>: ${describe(ctx.state.table.game, e.action, ctx.cardStyle)}</li>`)}
          </ol>`}
    </section>`;
  }

  private pick(card: string): void {
    const s = this.tableState;
    if (!s) return;
    if (this.mayQueue(s)) {
      this.premoveCard = this.premoveCard === card ? '' : card;
      return;
    }
    const actions = cardActions(s.legal, s.view.hand).get(card) ?? [];
    if (actions.length === 1) {
      this.dispatchEvent(new ActEvent(actions[0]!));
    } else if (actions.length > 1) {
      this.pendingCard = this.pendingCard === card ? '' : card;
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener(CancelEvent.type, this.onCancel);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener(CancelEvent.type, this.onCancel);
  }

  private readonly onCancel = (): void => {
    const card = this.pendingCard;
    this.pendingCard = '';
    const hand = this.renderRoot.querySelector('st-hand');
    const index = this.tableState?.view.hand.indexOf(card) ?? -1;
    if (hand && index >= 0) hand.focusCard(index);
  };
}

/** A deal was scored between two states of one table: the scores moved, or the match ended. */
function dealScored(before: TableState, after: TableState): boolean {
  if (after.view.deal < before.view.deal) return false;
  if (after.outcome && !before.outcome) return true;
  return after.view.deal > before.view.deal && after.view.scores.some((score, seat) => score !== before.view.scores[seat]);
}
