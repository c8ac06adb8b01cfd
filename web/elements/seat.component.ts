import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Clock } from '../../shared/protocol-correspondence.js';
import { duration } from '../core/corr.js';
import { LeaveEvent, SitEvent } from '../core/events.js';
import { LocaleController, t } from '../i18n/index.js';
import { botBadge, botBadgeStyles } from './bot-badge.js';
import { clockIcon } from './icons.js';

/**
 * One seat at the table: the player's name, how many cards they hold, whose turn it is, the dealer,
 * and a game note (captured cards, tricks…). A free seat offers to sit down.
 *
 * @fires st-sit - "sit here" was pressed
 * @fires st-leave - "leave this seat" was pressed
 * @csspart seat - the badge; also `to-act` while it is this seat's turn
 */
export class StSeat extends LitElement {
  static override styles = [botBadgeStyles, css`
    :host {
      display: block;
      min-width: 0;
    }
    .seat {
      border-radius: 0.6rem;
      padding: 0.35rem 0.55rem;
      background: var(--st-seat, rgb(255 255 255 / 0.12));
      color: var(--st-on-felt, #f4f1e6);
      border: 2px solid transparent;
      font-size: 0.85rem;
      line-height: 1.3;
    }
    .seat.to-act {
      border-color: var(--st-focus, #f5b700);
      background: var(--st-seat-active, rgb(245 183 0 / 0.22));
    }
    .name {
      font-weight: 700;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .tags {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      font-size: 0.75rem;
      opacity: 0.9;
    }
    .tag {
      white-space: nowrap;
      border-radius: 0.5rem;
      padding: 0 0.35rem;
      background: rgb(0 0 0 / 0.25);
    }
    .cards {
      display: inline-flex;
      align-items: center;
      gap: 0.2rem;
    }
    .back {
      display: inline-block;
      width: 0.7rem;
      height: 1rem;
      border-radius: 2px;
      background: var(--st-card-back, #274c77);
      border: 1px solid rgb(255 255 255 / 0.7);
    }
    .clock {
      font-variant-numeric: tabular-nums;
    }
    .clock.low,
    .clock.over {
      background: var(--st-clock-low, #9b2226);
      color: #fff;
    }
    button {
      font: inherit;
      margin-top: 0.25rem;
      min-height: 2.5rem;
      padding: 0.2rem 0.7rem;
      border-radius: 0.5rem;
      border: 1px solid var(--st-button-edge, #6b5b3e);
      background: var(--st-button, #fffdf7);
      color: var(--st-ink, #1e1e1e);
      cursor: pointer;
    }
    button:focus-visible {
      outline: 3px solid var(--st-focus, #f5b700);
      outline-offset: 2px;
    }
    .clock .icon {
      vertical-align: -1px;
      margin-right: 0.2rem;
    }
    .short {
      display: none;
    }
    /* a phone: a compact chip around the trick (the group's name still says everything) */
    @container (max-width: 599px) {
      .seat {
        padding: 0.15rem 0.35rem;
        font-size: 0.75rem;
        line-height: 1.25;
      }
      .tags {
        gap: 0.2rem;
        font-size: 0.7rem;
        flex-wrap: nowrap;
        overflow: hidden;
      }
      .note {
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .wide {
        display: none;
      }
      .short {
        display: inline;
      }
      .long {
        display: none;
      }
    }
  `];

  @property({ type: Number }) seat = 0;
  @property() name = '';
  /** Cards in hand; null when not dealt yet. */
  @property({ type: Number }) cards: number | null = null;
  @property({ type: Boolean }) you = false;
  @property({ type: Boolean }) bot = false;
  /** The player is a bot account (a program plays for them). */
  @property({ type: Boolean, attribute: 'bot-account' }) botAccount = false;
  @property({ type: Boolean }) free = false;
  @property({ type: Boolean, attribute: 'to-act' }) toAct = false;
  @property({ type: Boolean }) dealer = false;
  @property() note = '';
  @property({ type: Number }) score: number | null = null;
  @property({ type: Boolean, attribute: 'can-sit' }) canSit = false;
  @property({ type: Boolean, attribute: 'can-leave' }) canLeave = false;
  /** The seat's clock at a timed table (time left, vacation, stand-in). */
  @property({ attribute: false }) clock: Clock | undefined;

  /** Now, moved on every second while a deadline runs so that the time left counts down. */
  @state() private now = Date.now();
  private ticker: ReturnType<typeof setInterval> | undefined;

  protected readonly locale = new LocaleController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    this.ticker = setInterval(() => {
      if (this.clock?.deadline) this.now = Date.now();
    }, 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.ticker);
  }

  /** The clock's text: time left to the deadline (or "time is up"), else the reserve; vacation and stand-in marks. */
  private clockTags(): { text: string; cls: string }[] {
    const c = this.clock;
    if (!c) return [];
    const tags: { text: string; cls: string }[] = [];
    if (c.deadline) {
      const left = Date.parse(c.deadline) - this.now;
      tags.push(left > 0 ? { text: t('corr.timeLeft', { time: duration(left) }), cls: left < 3_600_000 ? 'clock low' : 'clock' } : { text: t('corr.overdue'), cls: 'clock over' });
    } else if (c.reserveMs > 0) {
      tags.push({ text: t('corr.reserveLeft', { time: duration(c.reserveMs) }), cls: 'clock' });
    }
    if (c.onVacation) tags.push({ text: t('corr.vacation'), cls: 'vacation' });
    if (c.standIn) tags.push({ text: t('corr.standIn'), cls: 'standin' });
    return tags;
  }

  override render(): unknown {
    const clock = this.clockTags();
    const label = [
      this.free ? t('table.free') : this.name,
      this.botAccount ? t('table.botAccount') : '',
      this.you ? t('table.you') : '',
      this.toAct ? t('table.toAct') : '',
      this.cards === null ? '' : t('table.cards', { n: this.cards }),
      ...clock.map((c) => c.text),
    ]
      .filter(Boolean)
      .join(', ');
    return html`<div class="seat ${this.toAct ? 'to-act' : ''}" part=${this.toAct ? 'seat to-act' : 'seat'} role="group" aria-label=${label}>
      <div class="name">${this.free ? t('table.free') : this.name}${this.botAccount ? html` ${botBadge()}` : nothing}${this.you ? html` <small>(${t('table.you')})</small>` : nothing}</div>
      <div class="tags">
        ${this.cards === null
          ? nothing
          : html`<span class="cards" title=${t('table.cards', { n: this.cards })}><span class="back" aria-hidden="true"></span>${this.cards}</span>`}
        ${this.score === null
          ? nothing
          : html`<span class="tag"><span class="long">${t('table.points', { n: this.score })}</span><span class="short">${t('table.pointsShort', { n: this.score })}</span></span>`}
        ${this.dealer ? html`<span class="tag" title=${t('table.dealer')}><span class="long">${t('table.dealer')}</span><span class="short">${t('table.dealerShort')}</span></span>` : nothing}
        ${this.bot ? html`<span class="tag wide">${t('table.bot')}</span>` : nothing}
        ${this.toAct ? html`<span class="tag wide">${t('table.toAct')}</span>` : nothing}
        ${clock.map((c) => html`<span class="tag ${c.cls}" part="clock">${c.cls.startsWith('clock') ? clockIcon : nothing}${c.text}</span>`)}
      </div>
      ${this.note ? html`<div class="tags note">${this.note}</div>` : nothing}
      ${this.canSit ? html`<button @click=${() => this.dispatchEvent(new SitEvent(this.seat))}>${t('table.sit')}</button>` : nothing}
      ${this.canLeave ? html`<button @click=${() => this.dispatchEvent(new LeaveEvent(this.seat))}>${t('table.leave')}</button>` : nothing}
    </div>`;
  }
}
