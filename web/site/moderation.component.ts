import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { REPORT_REASONS, type BlockedPlayer, type ReportReason } from '../../shared/protocol-moderation.js';
import { loadIdentity } from '../api/session.js';
import { problemText } from '../core/texts.js';
import { LocaleController } from '../i18n/index.js';
import { mt } from '../i18n/moderation.js';
import { block, blocks, report, unblock } from './moderation-api.js';
import { pageStyles } from './styles.js';

/** Runs a request; its problem as text, or '' when it went through. */
async function attempt(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
    return '';
  } catch (e) {
    return problemText(e);
  }
}

/**
 * On another player's page, for a signed-in visitor: block or unblock them (they are not told), and
 * report them with a reason, what happened and optionally the table, for the operators.
 */
export class StPlayerModeration extends LitElement {
  static override styles = [
    pageStyles,
    css`
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
      }
      summary {
        cursor: pointer;
        min-height: 2.75rem;
        display: flex;
        align-items: center;
      }
      select,
      input,
      textarea {
        width: 100%;
        box-sizing: border-box;
        font: inherit;
        min-height: 2.75rem;
      }
    `,
  ];

  /** The player whose page this is. */
  @property() player = '';
  @state() private blocked: boolean | undefined;
  @state() private error = '';
  @state() private sent = false;
  @state() private busy = false;
  protected readonly i18n = new LocaleController(this);
  private readonly token = loadIdentity()?.token;

  override connectedCallback(): void {
    super.connectedCallback();
    const token = this.token;
    if (token) void attempt(async () => (this.blocked = (await blocks(token)).blocked.some((b) => b.id === this.player)));
  }

  override render(): unknown {
    const me = loadIdentity();
    if (!me || !this.token || me.player.id === this.player || this.blocked === undefined) return nothing;
    return html`<section class="panel">
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${this.blocked ? html`<p role="status">${mt('block.blocked')}</p>` : nothing}
      <div class="row">
        <button type="button" class="block" ?disabled=${this.busy} @click=${() => void this.toggle()}>
          ${this.blocked ? mt('block.unblock') : mt('block.block')}
        </button>
      </div>
      <details>
        <summary>${mt('report.open')}</summary>
        ${this.sent ? html`<p role="status">${mt('report.sent')}</p>` : this.form()}
      </details>
    </section>`;
  }

  private form(): unknown {
    return html`<form @submit=${(e: SubmitEvent) => void this.send(e)}>
      <label for="reason">${mt('report.reason')}</label>
      <select id="reason">
        ${REPORT_REASONS.map((r) => html`<option value=${r}>${mt(`report.reason.${r}`)}</option>`)}
      </select>
      <label for="details">${mt('report.details')}</label>
      <textarea id="details" maxlength="1000" rows="3"></textarea>
      <label for="table">${mt('report.table')}</label>
      <input id="table" type="text" inputmode="url" autocomplete="off" />
      <p><button type="submit" ?disabled=${this.busy}>${mt('report.send')}</button></p>
    </form>`;
  }

  private async toggle(): Promise<void> {
    const token = this.token;
    if (!token) return;
    this.busy = true;
    const was = this.blocked;
    this.error = await attempt(async () => {
      await (was ? unblock(token, this.player) : block(token, this.player));
      this.blocked = !was;
    });
    this.busy = false;
  }

  private async send(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const token = this.token;
    if (!token) return;
    const field = <T extends HTMLElement>(id: string) => this.renderRoot.querySelector<T>(`#${id}`);
    const reason = (field<HTMLSelectElement>('reason')?.value ?? 'other') as ReportReason;
    const details = field<HTMLTextAreaElement>('details')?.value.trim() ?? '';
    // A table's address or its id: the id is the last 12-character part.
    const table = /([a-z2-9]{12})(?:[/?#]|$)/.exec(field<HTMLInputElement>('table')?.value.trim() ?? '')?.[1];
    this.busy = true;
    const failed = await attempt(() => report(token, { player: this.player, reason, ...(details ? { details } : {}), ...(table ? { table } : {}) }));
    this.busy = false;
    this.error = failed ? mt('report.failed', { reason: failed }) : '';
    this.sent = !failed;
  }
}

/** The settings' list of blocked players, each with a button to unblock them. */
export class StBlockedList extends LitElement {
  static override styles = [
    pageStyles,
    css`
      li {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
        justify-content: space-between;
        padding: 0.2rem 0;
      }
    `,
  ];

  @state() private list: readonly BlockedPlayer[] | undefined;
  @state() private error = '';
  protected readonly i18n = new LocaleController(this);
  private readonly token = loadIdentity()?.token;

  override connectedCallback(): void {
    super.connectedCallback();
    const token = this.token;
    if (token) void attempt(async () => (this.list = (await blocks(token)).blocked)).then((e) => (this.error = e));
  }

  override render(): unknown {
    if (!this.token || (this.list === undefined && !this.error)) return nothing;
    return html`<section class="panel blocks" aria-labelledby="blocks-h">
      <h2 id="blocks-h">${mt('block.list')}</h2>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${this.list?.length === 0
        ? html`<p>${mt('block.none')}</p>`
        : html`<ul>
            ${this.list?.map(
              (b) => html`<li data-player=${b.id}>
                <a href="/players/${b.id}">${b.name}</a>
                <button type="button" @click=${() => void this.unblock(b.id)}>${mt('block.unblock')}</button>
              </li>`,
            )}
          </ul>`}
    </section>`;
  }

  private async unblock(id: string): Promise<void> {
    const token = this.token;
    if (!token) return;
    this.error = await attempt(async () => (this.list = (await unblock(token, id)).blocked));
  }
}
