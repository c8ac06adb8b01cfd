import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { CardStyle } from '../cards/model.js';
import { LocaleController, t } from '../i18n/index.js';
import { tarotStyles } from './tarot.styles.js';
import { seatLabel, type Trick } from './tarot-words.js';
import './card.js';

/** One card of a trick, by seat. */
export interface TarotPlay {
  readonly seat: number;
  readonly card: string;
}

/**
 * Where the cards lie for 3, 4 and 5 players, in percent of the area: the viewer at the bottom,
 * then the others in playing order from left to right over the top, as the seats are listed above.
 */
const SLOTS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  3: [[50, 75], [24, 25], [76, 25]],
  4: [[50, 75], [15, 50], [50, 25], [85, 50]],
  5: [[50, 75], [13, 54], [32, 25], [68, 25], [87, 54]],
};

/**
 * The French Tarot trick centre: each card in front of the seat that played it, the Excuse marked
 * (it never takes the trick, rules §9.4, except the last trick of a chelem, §9.5), the winner of a
 * finished trick starred. While the next trick has no card yet, the last one stays in view.
 *
 * @csspart trick - the area of the cards
 */
export class StTarotTrick extends LitElement {
  static override styles = [
    tarotStyles,
    css`
      :host {
        color: var(--st-on-felt, #f4f1e6);
        --st-card-width: clamp(2.8rem, 12vw, 4.4rem);
      }
      .head {
        display: flex;
        justify-content: space-between;
        flex-wrap: wrap;
        gap: 0.3rem;
        font-size: 0.85rem;
      }
      .area {
        position: relative;
        /* two rows of a card with a two-line caption */
        height: calc(var(--st-card-width) * 2.8 + 4.9rem);
        max-width: calc(var(--st-card-width) * 5.4);
        margin: 0 auto;
      }
      figure {
        position: absolute;
        margin: 0;
        transform: translate(-50%, -50%);
        text-align: center;
        font-size: 0.75rem;
      }
      figcaption {
        margin-top: 0.1rem;
        max-width: calc(var(--st-card-width) * 1.9);
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      figure.win st-card {
        outline: 3px solid var(--st-focus, #f5b700);
        border-radius: 0.4rem;
      }
      figure.excuse st-card {
        outline: 3px dashed #e9d5ff;
        outline-offset: 1px;
        border-radius: 0.4rem;
        transform: rotate(-8deg);
      }
      .tag {
        display: block;
        font-weight: 700;
        color: #e9d5ff;
      }
      .done .area {
        opacity: 0.85;
      }
      .empty {
        position: absolute;
        inset: 42% 0 auto;
        text-align: center;
        opacity: 0.8;
      }
      .legend {
        text-align: center;
        font-size: 0.8rem;
        margin: 0.2rem 0;
      }
      button {
        min-height: 2rem;
        display: block;
        margin: 0.2rem auto 0;
        font-size: 0.8rem;
        background: rgb(255 255 255 / 0.15);
        color: inherit;
        border-color: rgb(255 255 255 / 0.4);
      }
    `,
  ];

  /** The current trick, in play order. */
  @property({ type: Array }) plays: readonly TarotPlay[] = [];
  /** The last completed trick of the deal, or null. */
  @property({ attribute: false }) last: Trick | null = null;
  /** The seats playing this deal, in playing order. */
  @property({ type: Array }) order: readonly number[] = [];
  @property({ type: Number }) viewer: number | null = null;
  @property({ type: Array }) names: readonly string[] = [];
  /** Number of the current trick (1-based) and tricks in the deal; 0 hides the count. */
  @property({ type: Number }) number = 0;
  @property({ type: Number }) total = 0;
  /** The current trick is the last of the deal; `lastFinal`: the completed trick was the deal's last. */
  @property({ type: Boolean, attribute: 'current-final' }) currentFinal = false;
  @property({ type: Boolean, attribute: 'last-final' }) lastFinal = false;
  /** The table's option `excuseLastTrick` (rules §9.5, Q1). */
  @property({ attribute: 'excuse-rule' }) excuseRule = 'trick_winner';
  @property({ attribute: 'card-style' }) cardStyle: CardStyle = 'tarot';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  @state() private showLast = false;
  protected readonly locale = new LocaleController(this);

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('plays') && this.plays.length === 0) this.showLast = false;
  }

  private place(seat: number): readonly [number, number] {
    const n = this.order.length;
    const slots = SLOTS[n] ?? SLOTS[4]!;
    const start = this.viewer !== null && this.order.includes(this.viewer) ? this.order.indexOf(this.viewer) : 0;
    const rel = (this.order.indexOf(seat) - start + n) % n;
    return slots[rel] ?? [50, 50];
  }

  override render(): unknown {
    // A finished trick stays on the table until the next card is played.
    const finished = this.plays.length === 0 || this.showLast ? this.last : null;
    const plays = finished ? finished.plays : this.plays;
    const winner = finished ? finished.winner : null;
    const excuse = plays.find((p) => p.card === 'EX');
    const head = finished ? `${t('tarot.trick.last')} · ${t('tarot.trick.won', { seat: seatLabel(this.names, finished.winner) })}` : this.count();
    return html`<div class=${finished ? 'done' : ''}>
      <div class="head"><span>${head}</span></div>
      <div class="area" part="trick" role="group" aria-label=${head}>
        ${plays.length === 0 ? html`<p class="empty">${t('trick.empty')}</p>` : nothing}
        ${plays.map((p) => {
          const [x, y] = this.place(p.seat);
          const win = p.seat === winner;
          const cls = [win ? 'win' : '', p.card === 'EX' ? 'excuse' : ''].join(' ');
          return html`<figure style="left:${x}%;top:${y}%" class=${cls} data-seat=${p.seat}>
            <st-card card=${p.card} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card>
            <figcaption>${p.card === 'EX' ? html`<span class="tag">↺ Excuse</span>` : nothing}${seatLabel(this.names, p.seat)}${win ? ' ★' : ''}</figcaption>
          </figure>`;
        })}
      </div>
      ${excuse ? html`<p class="legend">${this.excuseNote(excuse.seat === winner, finished ? this.lastFinal : this.currentFinal)}</p>` : nothing}
      ${this.plays.length > 0 && this.last
        ? html`<button aria-pressed=${this.showLast ? 'true' : 'false'} @click=${() => (this.showLast = !this.showLast)}>
            ${this.showLast ? t('tarot.trick.back') : t('tarot.trick.show')}
          </button>`
        : nothing}
    </div>`;
  }

  /** What becomes of the Excuse in the trick shown (§9.4, §9.5). */
  private excuseNote(wins: boolean, final: boolean): string {
    if (wins) return t('tarot.trick.excuseWins');
    if (!final) return t('tarot.trick.excuse');
    return t(this.excuseRule === 'always_changes_camp' ? 'tarot.trick.excuseChanges' : 'tarot.trick.excuseLast');
  }

  private count(): string {
    return this.number > 0 && this.total > 0 ? t('tarot.trick.number', { n: this.number, total: this.total }) : t('trick.current');
  }
}
