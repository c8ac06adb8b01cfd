import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { REPORT_REASONS, type ReportReason } from '../../shared/protocol-moderation.js';
import { LocaleController } from '../i18n/index.js';
import { mt } from '../i18n/moderation.js';
import { panelButton } from './panel.styles.js';

/** Sends the report of one chat line; answers '' when it went through, else why not (to show). */
export type LineReporter = (line: number, player: string, reason: ReportReason, details: string) => Promise<string>;

/**
 * The "Report" action of a chat line another player wrote: a small ⋯ button at the end of the line
 * opens a short form under it (reason, details); the report names the line, and the operators keep
 * what it said (docs/api.md, "Blocking, reports and mutes"). Escape or "Cancel" closes the form.
 */
export class StLineReport extends LitElement {
  static override styles = [
    panelButton,
    css`
      :host {
        display: inline;
      }
      :host([open]) {
        display: block;
      }
      button.menu {
        min-width: 2.5rem;
        padding: 0;
        margin-left: 0.3rem;
        border-color: transparent;
        background: transparent;
        opacity: 0.7;
      }
      form {
        display: grid;
        gap: 0.3rem;
        margin: 0.3rem 0 0.5rem;
        padding: 0.4rem;
        border-left: 3px solid var(--st-panel-edge, #d9d2bf);
      }
      select,
      input {
        font: inherit;
        min-height: 2.5rem;
        box-sizing: border-box;
        width: 100%;
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
      }
      .note {
        font-size: 0.8rem;
        opacity: 0.75;
      }
      .error {
        color: var(--st-error, #a4161a);
      }
    `,
  ];

  /** The `id` of the chat line. */
  @property({ attribute: false }) line = 0;
  /** Who wrote it (their player id) and the name the chat shows. */
  @property() player = '';
  @property() name = '';
  @property({ attribute: false }) send: LineReporter | undefined;
  @property({ type: Boolean, reflect: true }) open = false;

  @state() private sent = false;
  @state() private busy = false;
  @state() private error = '';
  protected readonly locale = new LocaleController(this);

  override render(): unknown {
    if (this.sent) return html`<span class="note" role="status">${mt('report.lineSent')}</span>`;
    return html`<button
        type="button"
        class="menu"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-label=${mt('report.line', { name: this.name })}
        title=${mt('report.line', { name: this.name })}
        @click=${() => void this.toggle(!this.open)}
      >
        ⋯
      </button>
      ${this.open ? this.form() : nothing}`;
  }

  private form(): unknown {
    return html`<form @submit=${(e: SubmitEvent) => void this.submit(e)} @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && void this.toggle(false)}>
      <label>${mt('report.reason')}
        <select name="reason">
          ${REPORT_REASONS.map((r) => html`<option value=${r}>${mt(`report.reason.${r}`)}</option>`)}
        </select>
      </label>
      <label>${mt('report.details')} <input name="details" type="text" maxlength="1000" autocomplete="off" /></label>
      ${this.error ? html`<p class="error" role="alert">${mt('report.failed', { reason: this.error })}</p>` : nothing}
      <div class="buttons">
        <button type="submit" ?disabled=${this.busy}>${mt('report.send')}</button>
        <button type="button" @click=${() => void this.toggle(false)}>${mt('report.cancel')}</button>
      </div>
    </form>`;
  }

  private async toggle(open: boolean): Promise<void> {
    this.open = open;
    this.error = '';
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(open ? 'select' : 'button.menu')?.focus();
  }

  private async submit(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    const reason = String(data.get('reason') ?? 'other') as ReportReason;
    const details = String(data.get('details') ?? '').trim();
    if (!this.send) return;
    this.busy = true;
    this.error = await this.send(this.line, this.player, reason, details);
    this.busy = false;
    if (!this.error) {
      this.open = false;
      this.sent = true;
    }
  }
}
