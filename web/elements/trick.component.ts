import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { CardStyle } from '../cards/model.js';
import { LocaleController, t } from '../i18n/index.js';
import './card.js';

/** One card played to a trick, by seat. */
export interface TrickPlay {
  readonly seat: number;
  readonly card: string;
}

/**
 * A trick in the table centre: each card lies in front of the seat that played it, the viewer's
 * card at the bottom. The previous trick can be looked at again with a toggle.
 *
 * @csspart trick - the area of the cards
 * @csspart toggle - the button that shows the previous trick
 */
export class StTrick extends LitElement {
  static override styles = css`
    :host {
      display: block;
      --st-card-width: clamp(3rem, 12vw, 4.6rem);
    }
    .area {
      position: relative;
      height: calc(var(--st-card-width) * 3.9);
      max-width: calc(var(--st-card-width) * 4.4);
      margin: 0 auto;
    }
    figure {
      position: absolute;
      margin: 0;
      transform: translate(-50%, -50%);
      text-align: center;
      font-size: 0.75rem;
      color: var(--st-on-felt, #f4f1e6);
    }
    figcaption {
      margin-top: 0.15rem;
      white-space: nowrap;
    }
    figure.win st-card {
      outline: 3px solid var(--st-focus, #f5b700);
      border-radius: 0.4rem;
    }
    .empty {
      position: absolute;
      inset: 40% 0 auto;
      text-align: center;
      color: var(--st-on-felt, #f4f1e6);
      opacity: 0.8;
    }
    button {
      font: inherit;
      font-size: 0.8rem;
      display: block;
      margin: 0.3rem auto 0;
      background: rgb(255 255 255 / 0.15);
      color: var(--st-on-felt, #f4f1e6);
      border: 1px solid rgb(255 255 255 / 0.4);
      border-radius: 1rem;
      padding: 0.2rem 0.8rem;
      cursor: pointer;
    }
  `;

  @property({ type: Array }) plays: readonly TrickPlay[] = [];
  /** The trick before, reviewable on demand. */
  @property({ type: Array }) previous: readonly TrickPlay[] = [];
  @property({ type: Number }) seats = 4;
  /** The viewer's seat, drawn at the bottom; null for spectators. */
  @property({ type: Number }) viewer: number | null = null;
  @property({ type: Array }) names: readonly string[] = [];
  /** Seat that won the shown trick, if it is complete. */
  @property({ type: Number }) winner: number | null = null;
  @property({ type: Number, attribute: 'previous-winner' }) previousWinner: number | null = null;
  @property({ attribute: 'card-style' }) cardStyle: CardStyle = 'french';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  @state() private showPrevious = false;
  protected readonly locale = new LocaleController(this);

  /** Where a seat's card lies, in percent of the area: the viewer at the bottom, the others clockwise. */
  private place(seat: number): [number, number] {
    const rel = (seat - (this.viewer ?? 0) + this.seats) % this.seats;
    const angle = Math.PI / 2 + (rel * 2 * Math.PI) / this.seats;
    return [50 + 34 * Math.cos(angle), 50 + 28 * Math.sin(angle)];
  }

  override render(): unknown {
    const showing = this.showPrevious && this.previous.length > 0;
    const plays = showing ? this.previous : this.plays;
    const winner = showing ? this.previousWinner : this.winner;
    const title = showing ? t('trick.previous') : t('trick.current');
    return html`<div class="area" part="trick" role="group" aria-label=${title}>
        ${plays.length === 0 ? html`<p class="empty">${t('trick.empty')}</p>` : nothing}
        ${plays.map((p) => {
          const [x, y] = this.place(p.seat);
          const name = this.names[p.seat] ?? t('table.seat', { n: p.seat + 1 });
          return html`<figure style="left:${x}%;top:${y}%" class=${p.seat === winner ? 'win' : ''}>
            <st-card card=${p.card} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card>
            <figcaption>${name}${p.seat === winner ? html` ★` : nothing}</figcaption>
          </figure>`;
        })}
      </div>
      ${this.previous.length
        ? html`<button part="toggle" aria-pressed=${showing ? 'true' : 'false'} @click=${() => (this.showPrevious = !this.showPrevious)}>
            ${showing ? t('trick.current') : t('trick.previous')}
          </button>`
        : nothing}
`;
  }
}
