import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { LinkCodeResponse, Passkey, PasskeysResponse, Session } from '../../shared/protocol-accounts.js';
import { Api, ApiError } from '../api/client.js';
import { forgetIdentity, type Identity } from '../api/session.js';
import { at, type AccountKey } from '../i18n/accounts.js';
import { LocaleController } from '../i18n/index.js';
import { navigate } from './router.js';
import { addPasskey, passkeysWork } from './passkey-flow.js';
import { pageStyles } from './styles.js';
import { problemText } from '../core/texts.js';

const when = (iso: string): string => new Date(iso).toLocaleString();

/**
 * "Devices and sign-in" (/devices, docs/api.md §1): the player's passkeys (add, rename, remove), a
 * one-time code with its QR code to link another device, the signed-in devices and apps (sign any of
 * them out), the recovery code, and their data (download, delete the account).
 *
 * @fires st-signed-out - this browser's identity is gone (signed out or the account deleted)
 */
export class StDevices extends LitElement {
  static override styles = [
    pageStyles,
    css`
      section {
        margin-bottom: 1rem;
      }
      ul {
        list-style: none;
        padding: 0;
        margin: 0.4rem 0;
        display: grid;
        gap: 0.4rem;
      }
      li {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 0.6rem;
        align-items: center;
        justify-content: space-between;
        border-top: 1px solid var(--st-panel-edge, #d9d2bf);
        padding-top: 0.4rem;
      }
      li small {
        display: block;
      }
      .link-code {
        font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
        font-size: 1.8rem;
        letter-spacing: 0.12em;
        margin: 0.3rem 0;
      }
      .qr {
        width: min(14rem, 70vw);
        height: auto;
        background: #fff;
        display: block;
      }
      .danger {
        background: #9b1c1c;
        border-color: #9b1c1c;
      }
    `,
  ];

  @property({ attribute: false }) identity: Identity | undefined;

  @state() private sessions: readonly Session[] | undefined;
  @state() private keys: PasskeysResponse | undefined;
  @state() private link: LinkCodeResponse | undefined;
  @state() private recovery = '';
  @state() private renaming = '';
  @state() private confirmDelete = false;
  @state() private message = '';
  @state() private error = '';
  protected readonly i18n = new LocaleController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    void this.load();
  }

  private api(): Api {
    return new Api('', this.identity?.token);
  }

  private async load(): Promise<void> {
    if (!this.identity) return;
    await this.run(async () => {
      const [sessions, keys] = await Promise.all([this.api().sessions(), this.api().passkeys()]);
      this.sessions = sessions.sessions;
      this.keys = keys;
    });
  }

  /** Runs a request, showing its problem if it fails; a revoked session leaves the page. */
  private async run(fn: () => Promise<void>): Promise<void> {
    this.error = '';
    try {
      await fn();
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return this.signedOut();
      this.error = problemText(e);
    }
  }

  private signedOut(): void {
    forgetIdentity();
    this.dispatchEvent(new Event('st-signed-out', { bubbles: true, composed: true }));
  }

  override render(): unknown {
    if (!this.identity) {
      return html`<h1>${at('account.title')}</h1>
        <p>${at('account.noPlayer')}</p>
        <p><a class="button" href="/signin">${at('account.signIn')}</a></p>`;
    }
    return html`<h1>${at('account.title')}</h1>
      <p>${at('account.intro')}</p>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${this.message ? html`<p role="status">${this.message}</p>` : nothing}
      ${this.recovery ? html`<st-recovery-code code=${this.recovery} @st-done=${() => (this.recovery = '')}></st-recovery-code>` : nothing}
      ${this.renderPasskeys()} ${this.renderLink()} ${this.renderSessions()} ${this.renderRecovery()} ${this.renderData()}`;
  }

  private renderPasskeys(): unknown {
    const keys = this.keys?.passkeys;
    return html`<section class="panel" aria-labelledby="pk-h">
      <h2 id="pk-h">${at('account.passkeys')}</h2>
      <p class="hint">${at('account.passkeys.intro')}</p>
      ${keys?.length === 0 ? html`<p>${at('account.passkeys.none')}</p>` : nothing}
      <ul>
        ${(keys ?? []).map((k) => this.renderPasskey(k))}
      </ul>
      ${passkeysWork()
        ? html`<button type="button" @click=${this.add}>${at('account.passkeys.add')}</button>`
        : html`<p>${at('account.passkeys.unsupported')}</p>`}
    </section>`;
  }

  private renderPasskey(k: Passkey): unknown {
    if (this.renaming === k.id) {
      return html`<li>
        <form class="row" @submit=${(e: SubmitEvent) => this.rename(e, k)}>
          <input type="text" name="name" maxlength="60" required .value=${k.name} aria-label=${at('account.passkeys.renameLabel', { name: k.name })} />
          <button type="submit">${at('account.passkeys.save')}</button>
        </form>
      </li>`;
    }
    return html`<li data-passkey=${k.id}>
      <span>
        <strong>${k.name}</strong>${k.backedUp ? html` <small style="display:inline">(${at('account.passkeys.synced')})</small>` : nothing}
        <small>${at('account.created', { date: when(k.createdAt) })} · ${k.lastUsedAt ? at('account.lastUsed', { date: when(k.lastUsedAt) }) : at('account.neverUsed')}</small>
      </span>
      <span class="row">
        <button type="button" class="secondary" @click=${() => (this.renaming = k.id)}>${at('account.passkeys.rename')}</button>
        <button type="button" class="secondary" aria-label=${at('account.passkeys.removeLabel', { name: k.name })} @click=${() => this.removePasskey(k)}>
          ${at('account.passkeys.remove')}
        </button>
      </span>
    </li>`;
  }

  private renderLink(): unknown {
    const l = this.link;
    return html`<section class="panel" aria-labelledby="link-h">
      <h2 id="link-h">${at('account.link')}</h2>
      <p class="hint">${at('account.link.intro')}</p>
      ${l
        ? html`<p><span class="sr-only">${at('account.link.code')}: </span><span class="link-code" data-link-code>${l.code}</span></p>
            <p><small>${at('account.link.expires', { time: new Date(l.expiresAt).toLocaleTimeString() })}</small></p>
            <img class="qr" alt=${at('account.link.qr')} src=${`data:image/svg+xml;charset=utf-8,${encodeURIComponent(l.qrSvg)}`} />`
        : nothing}
      <p><button type="button" class=${l ? 'secondary' : ''} @click=${this.showCode}>${at('account.link.show')}</button></p>
    </section>`;
  }

  private renderSessions(): unknown {
    return html`<section class="panel" aria-labelledby="ses-h">
      <h2 id="ses-h">${at('account.sessions')}</h2>
      <ul>
        ${(this.sessions ?? []).map(
          (s) => html`<li data-session=${s.id} data-via=${s.signedInWith} ?data-current=${s.current === true}>
            <span>
              <strong>${s.name}</strong>${s.current ? html` — ${at('account.sessions.this')}` : nothing}
              <small>
                ${at(s.kind === 'api' ? 'account.sessions.api' : 'account.sessions.device')} · ${at(`account.sessions.via.${s.signedInWith}` as AccountKey)} ·
                ${at('account.lastUsed', { date: when(s.lastUsedAt) })}
              </small>
              ${s.scopes.length < 4 ? html`<small>${at('account.sessions.scopes', { scopes: s.scopes.join(', ') })}</small>` : nothing}
            </span>
            <button type="button" class="secondary" aria-label=${s.current ? at('account.sessions.signOutThis') : at('account.sessions.signOutLabel', { name: s.name })} @click=${() => this.revoke(s)}>
              ${s.current ? at('account.sessions.signOutThis') : at('account.sessions.signOut')}
            </button>
          </li>`,
        )}
      </ul>
    </section>`;
  }

  private renderRecovery(): unknown {
    const set = this.keys?.recoveryCode;
    return html`<section class="panel" aria-labelledby="rec-h">
      <h2 id="rec-h">${at('account.recovery')}</h2>
      <p class="hint">${at('account.recovery.intro')}</p>
      <p>${set ? at('account.recovery.set', { date: when(set.createdAt) }) : at('account.recovery.none')}</p>
      <button type="button" class="secondary" @click=${this.newRecovery}>${at('account.recovery.new')}</button>
    </section>`;
  }

  private renderData(): unknown {
    return html`<section class="panel" aria-labelledby="data-h">
      <h2 id="data-h">${at('account.data')}</h2>
      <p><button type="button" class="secondary" @click=${this.download}>${at('account.export')}</button></p>
      <p class="hint">${at('account.delete.intro')}</p>
      <label class="row" style="font-weight:400">
        <input type="checkbox" .checked=${this.confirmDelete} @change=${(e: Event) => (this.confirmDelete = (e.target as HTMLInputElement).checked)} />
        ${at('account.delete.confirm')}
      </label>
      <button type="button" class="danger" ?disabled=${!this.confirmDelete} @click=${this.deleteAccount}>${at('account.delete')}</button>
    </section>`;
  }

  private readonly add = (): Promise<void> =>
    this.run(async () => {
      this.message = '';
      const r = await addPasskey(this.api());
      if (r === 'cancelled') {
        this.message = at('account.passkeys.cancelled');
        return;
      }
      this.message = at('account.passkeys.added');
      if (r.recoveryCode) this.recovery = r.recoveryCode;
      this.keys = await this.api().passkeys();
    });

  private rename(e: SubmitEvent, k: Passkey): Promise<void> {
    e.preventDefault();
    const name = new FormData(e.target as HTMLFormElement).get('name')?.toString().trim() ?? '';
    return this.run(async () => {
      if (name) await this.api().renamePasskey(k.id, name);
      this.renaming = '';
      this.keys = await this.api().passkeys();
    });
  }

  private removePasskey(k: Passkey): Promise<void> {
    return this.run(async () => {
      await this.api().removePasskey(k.id);
      this.keys = await this.api().passkeys();
    });
  }

  private readonly showCode = (): Promise<void> =>
    this.run(async () => {
      this.link = await this.api().linkCode();
    });

  private revoke(s: Session): Promise<void> {
    return this.run(async () => {
      await this.api().revokeSession(s.id);
      if (s.current) return this.signedOut();
      this.sessions = (await this.api().sessions()).sessions;
    });
  }

  private readonly newRecovery = (): Promise<void> =>
    this.run(async () => {
      this.recovery = (await this.api().newRecoveryCode()).code;
      this.keys = await this.api().passkeys();
    });

  private readonly download = (): Promise<void> =>
    this.run(async () => {
      const text = await this.api().exportData();
      const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `stammtisch-${this.identity?.player.id ?? 'data'}.json`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      this.message = at('account.export.done');
    });

  private readonly deleteAccount = (): Promise<void> =>
    this.run(async () => {
      await this.api().deleteAccount();
      this.signedOut();
      navigate('/');
    });
}
