import { LitElement, css, html, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { cardLabel } from '../cards/label.js';
import type { CardStyle } from '../cards/model.js';
import { CardPickEvent } from '../core/events.js';
import { LocaleController, t } from '../i18n/index.js';
import './card.js';

/**
 * The player's own cards, in the order the server sorted them. A card is playable exactly when the
 * table says so (from the `legal` list); the hand knows no rules. Arrow keys move between cards,
 * Enter or Space picks one.
 *
 * @fires st-card-pick - a playable card was chosen
 * @csspart hand - the row of cards
 * @csspart card - each card button; also `playable` and `selected` parts when they apply
 */
export class StHand extends LitElement {
  static override styles = css`
    :host {
      display: block;
      --st-card-width: clamp(3.4rem, 14vw, 5.4rem);
    }
    .hand {
      display: flex;
      justify-content: center;
      padding: 1.1rem 0.5rem 0.4rem;
      margin: 0;
      list-style: none;
    }
    li {
      flex: 0 1 var(--st-card-width);
      /* a third of a card each, or less when a long hand (Tarot: up to 30) would not fit otherwise */
      min-width: min(calc(var(--st-card-width) * 0.34), calc((100% - var(--st-card-width)) / max(1, var(--st-hand-size, 1) - 1)));
    }
    li:last-child {
      flex-shrink: 0;
    }
    button {
      all: unset;
      display: block;
      width: var(--st-card-width);
      border-radius: 0.45rem;
      cursor: default;
      transition: transform 120ms ease;
    }
    button[data-playable] {
      cursor: pointer;
      transform: translateY(-0.55rem);
    }
    button[data-playable]:hover {
      transform: translateY(-0.9rem);
    }
    :host([active]) button:not([data-playable]) st-card {
      filter: brightness(0.82) saturate(0.6);
    }
    button[aria-pressed='true'] {
      transform: translateY(-1.1rem);
      outline: 3px solid var(--st-accent, #b5451b);
      outline-offset: 1px;
    }
    button:focus-visible {
      outline: 3px solid var(--st-focus, #f5b700);
      outline-offset: 2px;
    }
    @media (prefers-reduced-motion: reduce) {
      button { transition: none; }
    }
  `;

  /** The cards in hand, in display order. */
  @property({ type: Array }) cards: readonly string[] = [];
  /** The cards that may be played now (taken from the legal list by the table). */
  @property({ type: Array }) playable: readonly string[] = [];
  /** The card picked for a multi-step move (e.g. a Tablanet capture choice). */
  @property() selected = '';
  /** It is this player's turn: unplayable cards are dimmed. */
  @property({ type: Boolean, reflect: true }) active = false;
  /** Not this player's turn: any card may be picked to queue it as a pre-move (the server judges it later). */
  @property({ type: Boolean }) queueable = false;
  @property({ attribute: 'card-style' }) cardStyle: CardStyle = 'french';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  /** Index of the card that takes the keyboard focus when tabbing into the hand. */
  @state() private focusIndex = 0;
  protected readonly locale = new LocaleController(this);

  /** When the cards or the legal list change, the hand's tab stop moves to a playable card. */
  override willUpdate(changed: PropertyValues<this>): void {
    if (this.focusIndex >= this.cards.length) this.focusIndex = Math.max(0, this.cards.length - 1);
    if (!changed.has('cards') && !changed.has('playable')) return;
    const firstPlayable = this.cards.findIndex((c) => this.playable.includes(c));
    if (firstPlayable >= 0 && !this.playable.includes(this.cards[this.focusIndex] ?? '')) this.focusIndex = firstPlayable;
  }

  override render(): unknown {
    return html`<ul class="hand" part="hand" role="list" aria-label=${t('table.hand')} style="--st-hand-size:${this.cards.length}">
      ${repeat(
        this.cards,
        (card, i) => `${card}#${i}`,
        (card, i) => {
          const playable = this.playable.includes(card);
          const selected = this.selected === card;
          const parts = ['card', playable ? 'playable' : '', selected ? 'selected' : ''].filter(Boolean).join(' ');
          return html`<li>
            <button
              part=${parts}
              data-card=${card}
              ?data-playable=${playable}
              ?data-queueable=${this.queueable}
              aria-disabled=${playable || this.queueable ? 'false' : 'true'}
              aria-pressed=${selected ? 'true' : 'false'}
              aria-label=${cardLabel(card, this.cardStyle)}
              tabindex=${i === this.focusIndex ? '0' : '-1'}
              @click=${() => this.pick(card, i)}
              @keydown=${(e: KeyboardEvent) => this.onKey(e, i)}
            >
              <st-card card=${card} card-style=${this.cardStyle} ?four-colour=${this.fourColour} aria-hidden="true"></st-card>
            </button>
          </li>`;
        },
      )}
    </ul>`;
  }

  /** Moves the keyboard focus to the card at `index`. */
  focusCard(index: number): void {
    this.focusIndex = Math.max(0, Math.min(index, this.cards.length - 1));
    void this.updateComplete.then(() => this.renderRoot.querySelectorAll('button')[this.focusIndex]?.focus());
  }

  private pick(card: string, index: number): void {
    this.focusIndex = index;
    if (this.playable.includes(card) || this.queueable) this.dispatchEvent(new CardPickEvent(card));
  }

  private onKey(e: KeyboardEvent, index: number): void {
    const last = this.cards.length - 1;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: last };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    this.focusCard(target);
  }
}
