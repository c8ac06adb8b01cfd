import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { Api } from '../api/client.js';
import { saveIdentity } from '../api/session.js';
import { at } from '../i18n/accounts.js';
import { LocaleController, t } from '../i18n/index.js';
import { IdentityEvent } from './events.js';
import { pageStyles } from './styles.js';
import { problemText } from '../core/texts.js';

/**
 * Asks for a name and gets a player key for it (no password, docs/api.md "Identity").
 *
 * @fires st-identity - the new identity, already saved in this browser
 */
export class StNamePrompt extends LitElement {
  static override styles = pageStyles;

  /** Why a name is needed now (shown above the field). */
  @property() reason = '';
  @state() private busy = false;
  @state() private error = '';
  protected readonly i18n = new LocaleController(this);

  override render(): unknown {
    return html`<form class="panel" @submit=${this.submit}>
      ${this.reason ? html`<p>${this.reason}</p>` : nothing}
      <label for="name">${t('me.name')}</label>
      <div class="row">
        <input id="name" name="name" type="text" maxlength="40" required autocomplete="nickname" style="flex:1 1 12rem" />
        <button type="submit" ?disabled=${this.busy}>${t('me.continue')}</button>
      </div>
      <p class="hint">${t('me.hint')}</p>
      <p class="hint"><a href="/signin">${at('signin.fromOther')}</a></p>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
    </form>`;
  }

  private async submit(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const input = this.renderRoot.querySelector<HTMLInputElement>('#name')!;
    const name = input.value.trim();
    if (!name) return;
    this.busy = true;
    this.error = '';
    try {
      const res = await new Api('').createPlayer(name);
      const identity = { player: res.player, token: res.token };
      saveIdentity(identity);
      this.dispatchEvent(new IdentityEvent(identity));
    } catch (err) {
      this.error = problemText(err);
    } finally {
      this.busy = false;
    }
  }
}
