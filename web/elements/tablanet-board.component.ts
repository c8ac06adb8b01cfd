import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { cardLabel, cardShort, cardsLabel } from '../cards/label.js';
import type { CardStyle } from '../cards/model.js';
import { parseCardPlay } from '../core/actions.js';
import { ActEvent, CancelEvent } from '../core/events.js';
import { LocaleController, t } from '../i18n/index.js';
import './card.js';

/** The most recent play, as the Tablanet view shows it (rules/tablanet.md §10). */
export interface TablanetLastPlay {
  readonly seat: number;
  readonly card: string;
  readonly capture: readonly string[];
  readonly tabla: boolean;
}

/** One hand card's plays in the compact form the server sends (docs/api.md, "Tablanet plays"). */
export interface TablanetCardPlays {
  readonly card: string;
  readonly trail: boolean;
  readonly groups: readonly (readonly string[])[];
  readonly mustTake: readonly string[];
}

/** Up to this many captures of a card are offered one button each; beyond, the player picks groups. */
const LIST_MAX = 12;

/**
 * The Tablanet table centre: the face-up table cards, the stock, the last play, and, once the
 * player has picked a hand card with several legal moves, the choice of what it takes: one button
 * per legal capture (plus laying it down when that is legal) from the legal list, or — when the card
 * has more captures than fit, or the list holds only some of them — one toggle per group of its
 * `plays` and a button that takes the chosen groups. A capture is any set of groups that share no
 * card (one group without `combine`) holding the must-take cards; the board computes no rules.
 *
 * @fires st-act - a capture or a trail was chosen
 * @fires st-cancel - the picked card was put back
 * @csspart table - the table cards; choice - each capture button
 */
export class StTablanetBoard extends LitElement {
  static override styles = css`
    :host {
      display: block;
      color: var(--st-on-felt, #f4f1e6);
      --st-card-width: clamp(3rem, 13vw, 4.8rem);
    }
    .meta {
      display: flex;
      justify-content: space-between;
      gap: 0.5rem;
      font-size: 0.85rem;
      margin-bottom: 0.3rem;
    }
    ul.table {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: 0.45rem;
      list-style: none;
      margin: 0;
      padding: 0.4rem;
      min-height: calc(var(--st-card-width) * 1.4 + 0.8rem);
    }
    li.taken st-card {
      outline: 3px solid var(--st-focus, #f5b700);
      border-radius: 0.4rem;
      transform: translateY(-0.3rem);
    }
    .empty {
      align-self: center;
      opacity: 0.8;
    }
    .choice {
      margin-top: 0.6rem;
      padding: 0.6rem;
      border-radius: 0.6rem;
      background: rgb(0 0 0 / 0.25);
    }
    .choice h3 {
      margin: 0 0 0.4rem;
      font-size: 1rem;
    }
    .options {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      max-height: 14rem;
      overflow-y: auto;
    }
    button {
      font: inherit;
      display: inline-flex;
      align-items: center;
      gap: 0.35rem;
      min-height: 2.75rem;
      padding: 0.3rem 0.7rem;
      border-radius: 0.5rem;
      border: 1px solid var(--st-button-edge, #6b5b3e);
      background: var(--st-button, #fffdf7);
      color: var(--st-ink, #1e1e1e);
      cursor: pointer;
      --st-card-width: 1.7rem;
    }
    button:focus-visible {
      outline: 3px solid var(--st-focus, #f5b700);
      outline-offset: 2px;
    }
    button.group[aria-pressed='true'] {
      outline: 3px solid var(--st-focus, #f5b700);
    }
    button:disabled {
      opacity: 0.45;
      cursor: not-allowed;
    }
    button.cancel {
      background: transparent;
      color: inherit;
      border: 1px dashed currentColor;
    }
    .last {
      margin-top: 0.5rem;
      font-size: 0.85rem;
      display: flex;
      align-items: center;
      flex-wrap: wrap;
      gap: 0.3rem;
      --st-card-width: 1.6rem;
    }
    .tabla {
      font-weight: 700;
      color: var(--st-focus, #f5b700);
    }
  `;

  /** Face-up table cards, in order of arrival. */
  @property({ type: Array }) cards: readonly string[] = [];
  /** Cards left in the stock; null when the view does not say. */
  @property({ type: Number }) stock: number | null = null;
  /** The hand card picked for a move, '' when none. */
  @property() pending = '';
  /** The legal actions of the picked card. */
  @property({ type: Array }) choices: readonly string[] = [];
  /** The picked card's plays (its groups), null when the state carries none. */
  @property({ attribute: false }) plays: TablanetCardPlays | null = null;
  /** Several disjoint groups may be taken at once. */
  @property({ type: Boolean }) combine = true;
  /** `choices` lists every legal action of the card (false: only some; `plays` has them all). */
  @property({ type: Boolean }) complete = true;

  /** Indices of the chosen groups, in group mode. */
  @state() private chosen: readonly number[] = [];
  @property({ attribute: false }) lastPlay: TablanetLastPlay | null = null;
  @property({ type: Array }) names: readonly string[] = [];
  @property({ attribute: 'card-style' }) cardStyle: CardStyle = 'french';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  /** The table cards of the capture the pointer or the keyboard is on. */
  @state() private preview: readonly string[] = [];
  protected readonly locale = new LocaleController(this);

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('pending') && this.pending) {
      this.renderRoot.querySelector<HTMLButtonElement>('.options button')?.focus();
    }
    if (changed.has('pending') && !this.pending) this.preview = [];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('pending') || changed.has('plays')) this.chosen = [];
  }

  /** Groups instead of one button per capture: too many captures to list, or a list that is not all. */
  private get byGroups(): boolean {
    const captures = this.choices.filter((a) => a.includes(' x ')).length;
    return this.plays !== null && this.plays.groups.length > 0 && (!this.complete || captures > LIST_MAX);
  }

  private get chosenCards(): string[] {
    return this.chosen.flatMap((i) => this.plays?.groups[i] ?? []);
  }

  override render(): unknown {
    const preview = new Set(this.preview);
    return html`<div class="meta">
        <span>${this.stock === null ? nothing : t('tablanet.stock', { n: this.stock })}</span>
      </div>
      <ul class="table" part="table" aria-label=${t('tablanet.tableCards')}>
        ${this.cards.length === 0 ? html`<li class="empty">${t('tablanet.empty')}</li>` : nothing}
        ${this.cards.map(
          (c) => html`<li class=${preview.has(c) ? 'taken' : ''}>
            <st-card card=${c} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card>
          </li>`,
        )}
      </ul>
      ${this.pending ? this.renderChoice() : nothing} ${this.renderLast()}`;
  }

  private renderGroups(): unknown {
    const plays = this.plays!;
    const card = cardLabel(this.pending, this.cardStyle);
    const taken = new Set(this.chosenCards);
    const ready = taken.size > 0 && plays.mustTake.every((c) => taken.has(c));
    const takeLabel = taken.size ? t('capture.take', { cards: cardsLabel([...taken], this.cardStyle) }) : t('capture.choose', { card });
    const toggle = (i: number): void => {
      const on = this.chosen.includes(i);
      this.chosen = on ? this.chosen.filter((j) => j !== i) : this.combine ? [...this.chosen, i] : [i];
      this.preview = this.chosenCards;
    };
    return html`<div class="choice" role="group" aria-label=${t('capture.choose', { card })} @keydown=${this.onKey}>
      <h3>${t('capture.choose', { card })}</h3>
      <div class="options">
        ${plays.trail
          ? html`<button part="choice" data-action=${`play ${this.pending}`} aria-label=${t('capture.trail', { card })} @click=${() => this.dispatchEvent(new ActEvent(`play ${this.pending}`))}>
              <span aria-hidden="true">↓</span><span aria-hidden="true">${t('capture.trail', { card })}</span>
            </button>`
          : nothing}
        ${plays.groups.map((g, i) => {
          const on = this.chosen.includes(i);
          const blocked = !on && this.combine && g.some((c) => taken.has(c));
          return html`<button
            part="group"
            class="group"
            aria-pressed=${on ? 'true' : 'false'}
            ?disabled=${blocked}
            aria-label=${cardsLabel(g, this.cardStyle)}
            @click=${() => toggle(i)}
            @mouseenter=${() => (this.preview = [...new Set([...this.chosenCards, ...g])])}
            @focus=${() => (this.preview = [...new Set([...this.chosenCards, ...g])])}
          >
            ${g.map((c) => html`<st-card card=${c} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card>`)}
          </button>`;
        })}
      </div>
      <div class="options">
        <button
          part="take"
          class="take"
          ?disabled=${!ready}
          aria-label=${takeLabel}
          @click=${() => this.dispatchEvent(new ActEvent(`play ${this.pending} x ${[...taken].join('+')}`))}
        >${takeLabel}</button>
        <button class="cancel" @click=${() => this.dispatchEvent(new CancelEvent())}>${t('capture.cancel')}</button>
      </div>
    </div>`;
  }

  private renderChoice(): unknown {
    if (this.byGroups) return this.renderGroups();
    const card = cardLabel(this.pending, this.cardStyle);
    return html`<div class="choice" role="group" aria-label=${t('capture.choose', { card })} @keydown=${this.onKey}>
      <h3>${t('capture.choose', { card })}</h3>
      <div class="options">
        ${this.choices.map((action) => {
          const play = parseCardPlay(action);
          const takes = play?.takes ?? [];
          // the button says what it takes in the cards' own corner marks ("Take K♥ + 3♣"), and that is its name
          const label = takes.length ? t('capture.take', { cards: takes.map((c) => cardShort(c, this.cardStyle)).join(' + ') }) : t('capture.trail', { card });
          return html`<button
            part="choice"
            data-action=${action}
            @click=${() => this.dispatchEvent(new ActEvent(action))}
            @mouseenter=${() => (this.preview = takes)}
            @focus=${() => (this.preview = takes)}
          >
            <span>${label}</span>
            ${takes.length
              ? html`<span class="mini" aria-hidden="true">${takes.map((c) => html`<st-card card=${c} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card>`)}</span>`
              : nothing}
          </button>`;
        })}
        <button class="cancel" @click=${() => this.dispatchEvent(new CancelEvent())}>${t('capture.cancel')}</button>
      </div>
    </div>`;
  }

  private renderLast(): unknown {
    const lp = this.lastPlay;
    if (!lp) return nothing;
    const seat = this.names[lp.seat] ?? t('table.seat', { n: lp.seat + 1 });
    const card = cardLabel(lp.card, this.cardStyle);
    const text = lp.capture.length
      ? t('tablanet.took', { seat, card, cards: cardsLabel(lp.capture, this.cardStyle) })
      : t('tablanet.trailed', { seat, card });
    return html`<p class="last" part="last">
      <strong>${t('table.last')}:</strong>
      <st-card card=${lp.card} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card>
      ${lp.capture.length ? html`→ ${lp.capture.map((c) => html`<st-card card=${c} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card>`)}` : nothing}
      <span>${text}</span>
      ${lp.tabla ? html`<span class="tabla">${t('tablanet.tabla')}</span>` : nothing}
    </p>`;
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key === 'Escape') {
      e.preventDefault();
      this.dispatchEvent(new CancelEvent());
    }
  }
}
