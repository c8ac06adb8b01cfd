import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { REPORT_STATES, type Report, type ReportState } from '../../shared/protocol-moderation.js';
import { ApiError } from '../api/client.js';
import { loadIdentity } from '../api/session.js';
import { problemText } from '../core/texts.js';
import { LocaleController } from '../i18n/index.js';
import { mt } from '../i18n/moderation.js';
import { markHandled, reportsOf } from './moderation-api.js';
import { pageStyles } from './styles.js';

/**
 * The reports of a lobby, for whoever reads them (its club's owner; for "public", the site's
 * operators): the open ones first, each with the chat line it names as it read then, and a button to
 * mark it handled (or open it again). Shows nothing to anyone else.
 */
export class StLobbyReports extends LitElement {
  static override styles = [
    pageStyles,
    css`
      li {
        display: grid;
        gap: 0.25rem;
      }
      blockquote {
        margin: 0;
        padding-left: 0.6rem;
        border-left: 3px solid var(--st-panel-edge, #d9d2bf);
      }
      .note {
        font-size: 0.9rem;
        opacity: 0.85;
      }
    `,
  ];

  @property() lobby = '';
  @state() private list: readonly Report[] | undefined;
  @state() private shown: ReportState = 'open';
  @state() private error = '';
  protected readonly i18n = new LocaleController(this);
  private readonly token = loadIdentity()?.token;

  protected override willUpdate(changed: Map<string, unknown>): void {
    if ((changed.has('lobby') || changed.has('shown')) && this.lobby) void this.load();
  }

  private async load(): Promise<void> {
    if (!this.token) return;
    try {
      this.list = (await reportsOf(this.token, this.lobby, this.shown)).reports;
      this.error = '';
    } catch (e) {
      // Not theirs to read: the section stays away.
      if (e instanceof ApiError && e.status === 403) this.list = undefined;
      else this.error = problemText(e);
    }
  }

  override render(): unknown {
    if (this.list === undefined && !this.error) return nothing;
    return html`<section class="panel reports" aria-labelledby="reports-h">
      <h2 id="reports-h">${mt('reports.title')}</h2>
      <label for="report-state">${mt('reports.state')}</label>
      <select id="report-state" @change=${(e: Event) => (this.shown = (e.target as HTMLSelectElement).value as ReportState)}>
        ${REPORT_STATES.map((s) => html`<option value=${s} ?selected=${s === this.shown}>${mt(`reports.state.${s}`)}</option>`)}
      </select>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${this.list?.length === 0 ? html`<p>${mt('reports.none')}</p>` : html`<ul class="rows">${this.list?.map((r) => this.item(r))}</ul>`}
    </section>`;
  }

  private item(r: Report): unknown {
    return html`<li data-report=${r.id}>
      <span>
        ${mt('reports.about', { reporter: r.reporter.name, player: r.player.name })} — ${mt(`report.reason.${r.reason}`)}
        <time class="note" datetime=${r.at}>${new Date(r.at).toLocaleString()}</time>
      </span>
      ${r.chat ? html`<blockquote class="line">${mt('reports.line', { text: r.chat.text })}</blockquote>` : nothing}
      ${r.details ? html`<span>${r.details}</span>` : nothing}
      ${r.table ? html`<a href="/t/${r.table}">/t/${r.table}</a>` : nothing}
      ${r.handled ? html`<span class="note">${mt('reports.handledBy', { name: r.handled.by.name })}</span>` : nothing}
      <p>
        <button type="button" class="handle" @click=${() => void this.mark(r, !r.handled)}>
          ${r.handled ? mt('reports.reopen') : mt('reports.handle')}
        </button>
      </p>
    </li>`;
  }

  private async mark(r: Report, handled: boolean): Promise<void> {
    if (!this.token) return;
    try {
      const changed = await markHandled(this.token, this.lobby, r.id, handled);
      // It leaves a list of the other state; the list of all shows it changed.
      this.list = this.list?.flatMap((x) => (x.id !== r.id ? [x] : this.shown === 'all' ? [changed] : []));
      this.error = '';
    } catch (e) {
      this.error = problemText(e);
    }
  }
}
