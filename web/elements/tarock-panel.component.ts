import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { CardStyle } from '../cards/model.js';
import { ActEvent } from '../core/events.js';
import { LocaleController } from '../i18n/index.js';
import './card.js';

/** One decision of the Königrufen panel: the notation sent, its name, a gloss, what it is worth. */
export interface TarockChoice {
  readonly action: string;
  readonly label: string;
  readonly gloss?: string;
  readonly worth?: string;
  /** Cards drawn on the button (a talon half, the called king). */
  readonly cards?: readonly string[];
  /** Buttons are grouped under these headings, in order of first appearance. */
  readonly group?: string;
}

/**
 * The Königrufen decision panel: bids, the Trischaken rules, the king call, the talon half,
 * announcements and Kontra/Rekontra/Subkontra, one button per legal action, each with what it
 * means and what it is worth. The choices come from the legal list; the panel decides nothing.
 *
 * @fires st-act - a choice was made
 * @csspart choice - each button
 */
export class StTarockPanel extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    h3 {
      font-size: 1rem;
      margin: 0 0 0.3rem;
    }
    h4 {
      font-size: 0.85rem;
      margin: 0.5rem 0 0.25rem;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      opacity: 0.75;
    }
    p.hint {
      font-size: 0.8rem;
      margin: 0 0 0.4rem;
      opacity: 0.8;
    }
    .row {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
      gap: 0.4rem;
    }
    button {
      font: inherit;
      display: flex;
      align-items: center;
      gap: 0.5rem;
      text-align: left;
      min-height: 2.75rem;
      padding: 0.35rem 0.6rem;
      border-radius: 0.5rem;
      border: 1px solid var(--st-button-edge, #6b5b3e);
      background: var(--st-button, #fffdf7);
      color: var(--st-ink, #1e1e1e);
      cursor: pointer;
      --st-card-width: 1.9rem;
    }
    button:hover {
      background: var(--st-button-hover, #f3e7c9);
    }
    button:focus-visible {
      outline: 3px solid var(--st-focus, #f5b700);
      outline-offset: 2px;
    }
    .words {
      display: grid;
      flex: 1;
      min-width: 0;
    }
    .label {
      font-weight: 700;
    }
    .gloss {
      font-size: 0.78rem;
      opacity: 0.8;
    }
    .worth {
      font-size: 0.8rem;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
      padding: 0.1rem 0.4rem;
      border-radius: 0.8rem;
      background: var(--st-chip, #efe4c8);
    }
    .cards {
      display: flex;
      gap: 0.15rem;
    }
  `;

  @property() heading = '';
  @property() hint = '';
  @property({ attribute: false }) choices: readonly TarockChoice[] = [];
  @property({ attribute: 'card-style' }) cardStyle: CardStyle = 'tarock';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  protected readonly locale = new LocaleController(this);

  override render(): unknown {
    const groups: string[] = [];
    for (const c of this.choices) if (!groups.includes(c.group ?? '')) groups.push(c.group ?? '');
    return html`<div role="group" aria-label=${this.heading}>
      ${this.heading ? html`<h3>${this.heading}</h3>` : nothing} ${this.hint ? html`<p class="hint">${this.hint}</p>` : nothing}
      ${groups.map(
        (g) => html`${g ? html`<h4>${g}</h4>` : nothing}
          <div class="row">${this.choices.filter((c) => (c.group ?? '') === g).map((c) => this.button(c))}</div>`,
      )}
    </div>`;
  }

  /**
   * A choice is named by its words: a bid or an announcement by a name made of them ("Dreier, alone
   * with a talon half, value 5"); a choice that shows cards (the king call, a talon half) by its
   * visible words themselves, since a name of its own would leave out the indices drawn on the
   * cards, which are visible text too (a name must contain what the eye reads).
   */
  private button(c: TarockChoice): unknown {
    const drawn = (c.cards?.length ?? 0) > 0;
    const name = drawn ? undefined : [c.label, c.gloss, c.worth].filter(Boolean).join(', ');
    const wordsHidden = drawn ? nothing : 'true';
    return html`<button part="choice" data-action=${c.action} aria-label=${name ?? nothing} @click=${() => this.dispatchEvent(new ActEvent(c.action))}>
      ${drawn
        ? html`<span class="cards" aria-hidden="true">
            ${c.cards!.map((card) => html`<st-card card=${card} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card>`)}
          </span>`
        : nothing}
      <span class="words" aria-hidden=${wordsHidden}>
        <span class="label">${c.label}</span>
        ${c.gloss ? html`<span class="gloss">${c.gloss}</span>` : nothing}
      </span>
      ${c.worth ? html`<span class="worth" aria-hidden=${wordsHidden}>${c.worth}</span>` : nothing}
    </button>`;
  }
}
