import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { TokenResponse } from '../../shared/protocol-accounts.js';
import { Api } from '../api/client.js';
import { type Identity, saveIdentity } from '../api/session.js';
import { at } from '../i18n/accounts.js';
import { LocaleController, t } from '../i18n/index.js';
import { IdentityEvent } from './events.js';
import { passkeysWork, signInWithPasskey } from './passkey-flow.js';
import { navigate } from './router.js';
import { pageStyles } from './styles.js';
import { problemText } from '../core/texts.js';

/**
 * Signing this browser in as a player who plays elsewhere already (/signin, and /link#CODE — the page a
 * link code's QR code opens, which signs in with that code at once): a passkey, a code from another
 * device, or the recovery code. Each makes a session of this device's own.
 *
 * @fires st-identity - the new identity, already saved in this browser
 */
export class StSignIn extends LitElement {
  static override styles = [
    pageStyles,
    css`
      form {
        margin-top: 0.8rem;
      }
      input[name='code'] {
        text-transform: uppercase;
        letter-spacing: 0.08em;
      }
    `,
  ];

  @property({ attribute: false }) identity: Identity | undefined;
  /** A link code to sign in with at once (the QR code's page). */
  @property() code = '';
  @state() private busy = false;
  @state() private error = '';
  @state() private done = '';
  protected readonly i18n = new LocaleController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.code) void this.signIn(() => new Api('').signInWithCode('link', this.code));
  }

  override render(): unknown {
    if (this.done) return html`<h1>${at('signin.title')}</h1><p role="status">${this.done}</p><p><a class="button" href="/me">${t('nav.mine')}</a></p>`;
    return html`<h1>${at('signin.title')}</h1>
      ${this.identity ? html`<p class="hint">${at('signin.already', { name: this.identity.player.name })}</p>` : nothing}
      <p>${at('signin.intro')}</p>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${this.busy && this.code ? html`<p role="status">${at('signin.linking')}</p>` : nothing}
      ${passkeysWork()
        ? html`<section class="panel"><button type="button" ?disabled=${this.busy} @click=${this.passkey}>${at('signin.passkey')}</button></section>`
        : nothing}
      <form class="panel" @submit=${(e: SubmitEvent) => this.withCode(e, 'link')}>
        <label for="link-code">${at('signin.code')}</label>
        <div class="row">
          <input id="link-code" name="code" type="text" autocomplete="one-time-code" inputmode="text" maxlength="12" required placeholder="XXXX-XXXX" style="flex:1 1 10rem" />
          <button type="submit" ?disabled=${this.busy}>${at('signin.codeSubmit')}</button>
        </div>
        <p class="hint">${at('signin.codeHint')}</p>
      </form>
      <details class="panel" style="margin-top:.8rem">
        <summary>${at('signin.recovery')}</summary>
        <form @submit=${(e: SubmitEvent) => this.withCode(e, 'recovery')}>
          <label for="recovery-code">${at('signin.recovery')}</label>
          <input id="recovery-code" name="code" type="text" autocomplete="off" maxlength="80" required />
          <p><button type="submit" ?disabled=${this.busy}>${at('signin.recoverySubmit')}</button></p>
        </form>
      </details>
      <p class="hint">${at('signin.new')}</p>`;
  }

  private readonly passkey = (): Promise<void> =>
    this.signIn(async () => {
      const r = await signInWithPasskey();
      return r === 'cancelled' ? undefined : r;
    });

  private withCode(e: SubmitEvent, kind: 'link' | 'recovery'): Promise<void> {
    e.preventDefault();
    const code = new FormData(e.target as HTMLFormElement).get('code')?.toString() ?? '';
    return this.signIn(() => new Api('').signInWithCode(kind, code));
  }

  private async signIn(attempt: () => Promise<TokenResponse | undefined>): Promise<void> {
    this.busy = true;
    this.error = '';
    try {
      const r = await attempt();
      if (!r) return;
      const identity: Identity = { player: r.player, token: r.token };
      saveIdentity(identity);
      this.dispatchEvent(new IdentityEvent(identity));
      this.done = at('signin.done', { name: r.player.name });
      // The code must not stay in the address bar or the history.
      if (location.pathname === '/link') history.replaceState(null, '', '/signin');
      navigate('/me');
    } catch (err) {
      this.error = problemText(err);
    } finally {
      this.busy = false;
    }
  }
}
