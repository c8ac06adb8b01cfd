import { LitElement, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/index.js';
import { pageStyles } from './styles.js';

/** Copies a text (a link, a snippet) to the clipboard and says so. */
export class StCopyButton extends LitElement {
  static override styles = pageStyles;

  @property() text = '';
  @state() private done = false;
  protected readonly i18n = new LocaleController(this);

  override render(): unknown {
    return html`<button type="button" class="secondary" @click=${this.copy}>
      <span aria-live="polite">${this.done ? t('copied') : t('copy')}</span>
    </button>`;
  }

  private async copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.text);
      this.done = true;
      setTimeout(() => (this.done = false), 2000);
    } catch {
      // no clipboard (insecure context): the text field next to the button can still be selected
    }
  }
}
