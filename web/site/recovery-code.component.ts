import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { at } from '../i18n/accounts.js';
import { LocaleController } from '../i18n/index.js';
import { pageStyles } from './styles.js';

/**
 * A recovery code shown once, large and printable, until the person says they have written it down.
 *
 * @fires st-done - the person has the code
 */
export class StRecoveryCode extends LitElement {
  static override styles = [
    pageStyles,
    css`
      .code {
        font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
        font-size: 1.25rem;
        letter-spacing: 0.05em;
        word-spacing: 0.3em;
        background: #fff;
        border: 2px dashed var(--st-felt, #1d5c3f);
        border-radius: 0.5rem;
        padding: 0.6rem;
        overflow-wrap: anywhere;
      }
    `,
  ];

  @property() code = '';
  protected readonly i18n = new LocaleController(this);

  override render(): unknown {
    const groups = this.code.toUpperCase().split('-').join(' ');
    return html`<div class="panel" role="region" aria-label=${at('account.recovery')}>
      <p>${at('account.recovery.shown')}</p>
      <p class="code" data-recovery-code>${groups}</p>
      <p class="row">
        <button type="button" class="secondary" @click=${() => window.print()}>${at('account.recovery.print')}</button>
        <button type="button" @click=${() => this.dispatchEvent(new Event('st-done', { bubbles: true, composed: true }))}>${at('account.recovery.done')}</button>
      </p>
    </div>`;
  }
}
