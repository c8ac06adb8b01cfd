import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { Api } from '../api/client.js';
import type { Identity } from '../api/session.js';
import { tSite } from '../i18n/site.js';
import { LocaleController } from '../i18n/index.js';
import { addPasskey, passkeysWork } from './passkey-flow.js';
import { pageStyles } from './styles.js';
import { problemText } from '../core/texts.js';

const DISMISSED = 'stammtisch.passkeyOffer';

/**
 * The first-run offer on the table page, once the player sits at a table: add a passkey, so the
 * tables follow them to other devices. Shown while the player has no passkey, where the browser can
 * make one, until it is used or turned down ("Not now" is remembered in this browser).
 */
export class StPasskeyOffer extends LitElement {
  static override styles = [
    pageStyles,
    css`
      :host([hidden]) {
        display: none;
      }
      .panel {
        border-left: 4px solid var(--st-felt, #1d5c3f);
        margin-bottom: 0.6rem;
      }
      h2 {
        margin-top: 0;
      }
    `,
  ];

  @property({ attribute: false }) identity: Identity | undefined;
  /** Whether the player sits at the table shown (the offer waits for that). */
  @property({ type: Boolean }) seated = false;
  @state() private wanted = false;
  @state() private recovery = '';
  @state() private error = '';
  @state() private busy = false;
  protected readonly i18n = new LocaleController(this);

  override updated(changed: Map<string, unknown>): void {
    if ((changed.has('seated') || changed.has('identity')) && this.seated && this.identity && !this.wanted) void this.check();
  }

  private async check(): Promise<void> {
    if (!passkeysWork() || localStorage.getItem(DISMISSED) === '1' || !this.identity) return;
    try {
      const { passkeys } = await new Api('', this.identity.token).passkeys();
      this.wanted = passkeys.length === 0;
    } catch {
      // no offer when the server cannot be asked
    }
  }

  override render(): unknown {
    if (this.recovery) return html`<st-recovery-code code=${this.recovery} @st-done=${() => this.finish()}></st-recovery-code>`;
    if (!this.wanted) return nothing;
    return html`<section class="panel" aria-labelledby="offer-h">
      <h2 id="offer-h">${tSite('offer.title')}</h2>
      <p>${tSite('offer.text')}</p>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      <p class="row">
        <button type="button" ?disabled=${this.busy} @click=${this.add}>${tSite('offer.add')}</button>
        <button type="button" class="secondary" @click=${this.later}>${tSite('offer.later')}</button>
      </p>
    </section>`;
  }

  private readonly add = async (): Promise<void> => {
    this.busy = true;
    this.error = '';
    try {
      const r = await addPasskey(new Api('', this.identity?.token));
      if (r === 'cancelled') this.error = tSite('offer.cancelled');
      else if (r.recoveryCode) this.recovery = r.recoveryCode;
      else this.finish();
    } catch (e) {
      this.error = problemText(e);
    } finally {
      this.busy = false;
    }
  };

  private readonly later = (): void => {
    localStorage.setItem(DISMISSED, '1');
    this.wanted = false;
  };

  private finish(): void {
    this.recovery = '';
    this.wanted = false;
  }
}
