import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { ActEvent, CancelEvent } from '../core/events.js';
import { LocaleController, t } from '../i18n/index.js';

/** One button: the notation sent to the server and the words shown for it. */
export interface ActionItem {
  readonly action: string;
  readonly label: string;
}

/**
 * A row of buttons, one per legal action: the generic panel for decisions that are not card plays
 * (bid, pass, call…) and the generic second choice after a card was picked.
 *
 * @fires st-act - an action was chosen
 * @fires st-cancel - the choice was abandoned (only when `cancellable`)
 * @csspart action - each action button
 */
export class StActions extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    h3 {
      font-size: 0.95rem;
      margin: 0 0 0.4rem;
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
    }
    button {
      font: inherit;
      min-height: 2.75rem;
      padding: 0.35rem 0.9rem;
      border-radius: 0.5rem;
      border: 1px solid var(--st-button-edge, #6b5b3e);
      background: var(--st-button, #fffdf7);
      color: var(--st-ink, #1e1e1e);
      cursor: pointer;
    }
    button:hover {
      background: var(--st-button-hover, #f3e7c9);
    }
    button:focus-visible {
      outline: 3px solid var(--st-focus, #f5b700);
      outline-offset: 2px;
    }
    button.cancel {
      background: transparent;
      border-style: dashed;
    }
  `;

  @property({ type: Array }) items: readonly ActionItem[] = [];
  @property() heading = '';
  @property({ type: Boolean }) cancellable = false;

  protected readonly locale = new LocaleController(this);

  override render(): unknown {
    return html`<div role="group" aria-label=${this.heading || t('table.choices')} @keydown=${this.onKey}>
      ${this.heading ? html`<h3>${this.heading}</h3>` : nothing}
      <div class="row">
        ${this.items.map(
          (i) => html`<button part="action" data-action=${i.action} @click=${() => this.dispatchEvent(new ActEvent(i.action))}>${i.label}</button>`,
        )}
        ${this.cancellable
          ? html`<button class="cancel" part="action cancel" @click=${() => this.dispatchEvent(new CancelEvent())}>${t('capture.cancel')}</button>`
          : nothing}
      </div>
    </div>`;
  }

  /** Puts the keyboard focus on the first choice (after a card was picked). */
  override focus(): void {
    void this.updateComplete.then(() => this.renderRoot.querySelector('button')?.focus());
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key === 'Escape' && this.cancellable) {
      e.preventDefault();
      this.dispatchEvent(new CancelEvent());
    }
  }
}
