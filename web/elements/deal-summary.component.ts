import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/index.js';

/** Asks the table to close the summary card. */
export class SummaryCloseEvent extends Event {
  static readonly type = 'st-summary-close';
  constructor() {
    super(SummaryCloseEvent.type, { bubbles: true, composed: true });
  }
}

/**
 * The card over the table at the end of a deal: what the table puts inside (the last trick, the
 * score sheet with its formula), a link to the review of the deal once it may be seen with every
 * hand open, and a Close button. It stays until closed; the next deal goes on under it. Loaded on
 * demand, the first time a deal ends while the table is open.
 *
 * @fires st-summary-close - Close was pressed
 * @slot - the summary: `.summary-centre` (the table as the deal left it) and the game's sheet
 * @csspart summary - the card
 */
export class StDealSummary extends LitElement {
  static override styles = css`
    :host {
      position: absolute;
      z-index: 3;
      /* under the table bar, whose time-control chip stays in reach */
      inset: 2.7rem 0.4rem auto;
      max-height: min(34rem, 80%);
      overflow: auto;
      background: var(--st-panel, #fffdf7);
      color: var(--st-ink, #1e1e1e);
      border-radius: 0.7rem;
      padding: 0.5rem 0.7rem;
      box-shadow: 0 6px 24px rgb(0 0 0 / 0.45);
    }
    h2 {
      font-size: 1rem;
      margin: 0;
    }
    ::slotted(.summary-centre) {
      background: var(--st-felt, #1d5c3f);
      color: var(--st-on-felt, #f4f1e6);
      border-radius: 0.5rem;
      padding: 0.3rem;
    }
    /* Close at the top: the hand docked at the bottom of the table may cover the card's end */
    header {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 0.6rem;
    }
    p {
      margin: 0 0 0.4rem;
    }
    a {
      color: var(--st-link, #1d4ed8);
    }
    button {
      font: inherit;
      min-height: 2.75rem;
      padding: 0.2rem 1rem;
      border-radius: 0.5rem;
      border: 1px solid var(--st-button-edge, #6b5b3e);
      background: var(--st-button, #fffdf7);
      color: var(--st-ink, #1e1e1e);
      cursor: pointer;
    }
    button:focus-visible,
    a:focus-visible {
      outline: 3px solid var(--st-focus, #f5b700);
      outline-offset: 2px;
    }
  `;

  /** The deal that ended. */
  @property({ type: Number }) deal = 0;
  /** The review of the deal with all hands open; empty while its cards may still matter. */
  @property() review = '';
  protected readonly locale = new LocaleController(this);

  override render(): unknown {
    return html`<section part="summary" aria-labelledby="h">
      <header>
        <h2 id="h">${t('table.summary', { n: this.deal })}</h2>
        <button type="button" @click=${() => this.dispatchEvent(new SummaryCloseEvent())}>${t('table.summaryClose')}</button>
      </header>
      ${this.review ? html`<p><a href=${this.review}>${t('table.reviewDeal', { n: this.deal })}</a></p>` : nothing}
      <slot></slot>
    </section>`;
  }
}
