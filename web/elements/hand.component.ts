import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
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
    }
    .hand {
      display: grid;
      justify-content: center;
      padding: 0.2rem 0.25rem 0.3rem;
      margin: 0;
    }
    :host([single]) .hand {
      padding-top: 0.9rem;
    }
    .row {
      display: flex;
    }
    /* rows below the first cover all but the top of the row above, where the indices are */
    .row + .row {
      margin-top: calc(var(--st-row-shown) - var(--st-card-width) * 1.4);
    }
    .slot {
      flex: 0 0 var(--st-step);
      min-width: 0;
      position: relative;
    }
    .slot:last-child {
      flex-basis: var(--st-card-width);
    }
    button {
      all: unset;
      display: block;
      position: relative;
      width: var(--st-card-width);
      border-radius: 0.45rem;
      cursor: default;
      transition: transform 120ms ease;
    }
    button[data-playable] {
      cursor: pointer;
    }
    :host([single]) button[data-playable] {
      transform: translateY(-0.55rem);
    }
    :host([single]) button[data-playable]:hover {
      transform: translateY(-0.9rem);
    }
    :host([active]) button:not([data-playable]) st-card {
      filter: brightness(0.72) saturate(0.5);
    }
    button[aria-pressed='true'] {
      outline: 3px solid var(--st-accent, #b5451b);
      outline-offset: 1px;
    }
    :host([single]) button[aria-pressed='true'] {
      transform: translateY(-1.1rem);
    }
    button[data-queued] st-card {
      outline: 3px dashed var(--st-focus, #f5b700);
      outline-offset: -1px;
      border-radius: 0.4rem;
    }
    .queued {
      position: absolute;
      left: 2px;
      top: calc(var(--st-card-width) * 0.62);
      min-width: 1rem;
      line-height: 1rem;
      border-radius: 0.5rem;
      background: var(--st-focus, #f5b700);
      color: #1e1e1e;
      font: 700 0.7rem/1rem system-ui, sans-serif;
      text-align: center;
    }
    button:focus-visible {
      outline: 3px solid var(--st-focus, #f5b700);
      outline-offset: 2px;
    }
    .sr-only {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
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
  /** The cards queued as pre-moves, in the order they will be tried. */
  @property({ type: Array }) queued: readonly string[] = [];
  /** It is this player's turn: unplayable cards are dimmed. */
  @property({ type: Boolean, reflect: true }) active = false;
  /** Not this player's turn: any card may be picked to queue it as a pre-move (the server judges it later). */
  @property({ type: Boolean }) queueable = false;
  @property({ attribute: 'card-style' }) cardStyle: CardStyle = 'french';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;
  /** The cards fit in one row (playable ones are lifted); else they lie in overlapping rows. */
  @property({ type: Boolean, reflect: true }) single = true;

  /** Index of the card that takes the keyboard focus when tabbing into the hand. */
  @state() private focusIndex = 0;
  /** Width of the hand in px, followed as the window changes. */
  @state() private width = 0;
  /** A card was picked while the focus was in the hand: the focus comes back to the hand when the cards change. */
  private keepFocus = false;
  private layout = handLayout(0, 0);
  private readonly resize = new ResizeObserver((entries) => {
    this.width = Math.floor(entries[0]?.contentRect.width ?? 0);
  });
  protected readonly locale = new LocaleController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    this.resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize.disconnect();
  }

  /** When the cards or the legal list change, the hand's tab stop moves to a playable card. */
  override willUpdate(changed: PropertyValues<this>): void {
    this.layout = handLayout(this.cards.length, this.width);
    this.single = this.layout.rows.length <= 1;
    if (this.focusIndex >= this.cards.length) this.focusIndex = Math.max(0, this.cards.length - 1);
    if (!changed.has('cards') && !changed.has('playable')) return;
    const firstPlayable = this.cards.findIndex((c) => this.playable.includes(c));
    if (firstPlayable >= 0 && !this.playable.includes(this.cards[this.focusIndex] ?? '')) this.focusIndex = firstPlayable;
  }

  protected override updated(changed: PropertyValues<this>): void {
    // the played card's button is gone: a keyboard or screen-reader user stays in the hand
    if (changed.has('cards') && this.keepFocus) {
      this.keepFocus = false;
      if (!this.renderRoot.querySelector('button:focus')) this.focusCard();
    }
  }

  override render(): unknown {
    const layout = this.layout;
    const style = `--st-card-width:${layout.card}px;--st-step:${layout.step}px;--st-row-shown:${ROW_SHOWN}px`;
    return html`<div class="hand" part="hand" role="list" aria-label=${t('table.hand')} style=${style}>
      ${layout.rows.map(
        ([from, to]) => html`<div class="row">
          ${repeat(
            this.cards.slice(from, to),
            (card, i) => `${card}#${from + i}`,
            (card, i) => this.renderCard(card, from + i),
          )}
        </div>`,
      )}
    </div>`;
  }

  private renderCard(card: string, i: number): unknown {
    const playable = this.playable.includes(card);
    const selected = this.selected === card;
    const queued = this.queued.indexOf(card);
    const parts = ['card', playable ? 'playable' : '', selected ? 'selected' : ''].filter(Boolean).join(' ');
    return html`<div class="slot" role="listitem">
      <button
        part=${parts}
        data-card=${card}
        ?data-playable=${playable}
        ?data-queueable=${this.queueable}
        ?data-queued=${queued >= 0}
        aria-disabled=${playable || this.queueable ? 'false' : 'true'}
        aria-pressed=${selected ? 'true' : 'false'}
        tabindex=${i === this.focusIndex ? '0' : '-1'}
        @click=${() => this.pick(card, i)}
        @keydown=${(e: KeyboardEvent) => this.onKey(e, i)}
      >
        <st-card card=${card} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card>
        ${queued >= 0 ? html`<span class="queued"><span aria-hidden="true">${queued + 1}</span><span class="sr-only">, ${t('table.queuedCard', { n: queued + 1 })}</span></span>` : nothing}
      </button>
    </div>`;
  }

  /** Moves the keyboard focus to the card at `index` (by default the hand's tab stop). */
  focusCard(index = this.focusIndex): void {
    this.focusIndex = Math.max(0, Math.min(index, this.cards.length - 1));
    void this.updateComplete.then(() => this.renderRoot.querySelectorAll('button')[this.focusIndex]?.focus());
  }

  private pick(card: string, index: number): void {
    this.focusIndex = index;
    this.keepFocus = this.renderRoot.querySelector('button:focus') !== null;
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

/** The least a card shows of itself when others overlap it: a finger's width and height, with its index. */
const MIN_STEP = 30;
const ROW_SHOWN = 48;
const MIN_CARD = 48;
const MAX_CARD = 86;

/**
 * How a hand of `n` cards lies in `width` px: the card width, the step from one card to the next,
 * and the rows as [from, to) slices, as few as keep every card's visible strip at least MIN_STEP
 * wide and, for rows another covers, ROW_SHOWN high (a long Tarot hand at 360 px: two or three rows).
 * Rows are filled evenly in the server's order, which keeps each suit together.
 */
export function handLayout(n: number, width: number): { card: number; step: number; rows: [number, number][] } {
  const room = Math.max(width - 8, MIN_CARD);
  const card = room > 560 ? MAX_CARD : Math.max(MIN_CARD, Math.min(n > 10 ? 56 : 64, Math.floor(room / 5)));
  const perRow = Math.max(1, Math.floor((room - card) / MIN_STEP) + 1);
  const count = Math.max(1, Math.ceil(n / perRow));
  const per = Math.ceil(n / count);
  const rows: [number, number][] = [];
  for (let from = 0; from < n; from += per) rows.push([from, Math.min(n, from + per)]);
  const step = per > 1 ? Math.min(card, Math.floor((room - card) / (per - 1))) : card;
  return { card, step, rows };
}
