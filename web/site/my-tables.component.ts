import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { TableSummary } from '../../shared/protocol.js';
import { Api, ApiError } from '../api/client.js';
import type { Identity } from '../api/session.js';
import { LocaleController, t, type MessageKey } from '../i18n/index.js';
import { gameName } from '../elements/stammtisch-lobby.component.js';
import { listRows } from '../elements/widget.styles.js';
import { pageStyles } from './styles.js';

/**
 * "My tables": the tables the player sits at, those where it is their turn first (as the server sorts
 * them); under them, open tables of the public lobby near the player's rating in the games they play
 * (the lobby's <st-lobby-near>, with its chunk; nothing while there are none). The home page shows
 * the lobby itself with its own suggestions, so the compact list there has none.
 */
export class StMyTables extends LitElement {
  static override styles = [
    pageStyles,
    listRows,
    css`
      li a {
        flex: 1 1 auto;
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        gap: 0.3rem;
        padding: 0.6rem 0.8rem;
        border-radius: 0.6rem;
        background: var(--st-panel, #fffdf7);
        border: 1px solid var(--st-panel-edge, #d9d2bf);
        color: inherit;
        text-decoration: none;
      }
      li.turn a {
        border: 2px solid var(--st-accent, #b5451b);
      }
      st-lobby-near {
        margin-top: 1rem;
      }
      .badge {
        font-weight: 700;
        color: var(--st-accent, #b5451b);
      }
    `,
  ];

  @property({ attribute: false }) identity: Identity | undefined;
  /** Part of another page: a smaller heading, nothing shown when empty. */
  @property({ type: Boolean }) compact = false;
  @state() private tables: readonly TableSummary[] | undefined;
  @state() private error = '';
  protected readonly i18n = new LocaleController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.compact) void import('../elements/lobby-ratings.js');
  }

  override updated(changed: Map<string, unknown>): void {
    if (changed.has('identity')) void this.load();
  }

  private async load(): Promise<void> {
    if (!this.identity) return;
    try {
      this.tables = (await new Api('', this.identity.token).myTables()).tables;
    } catch (e) {
      this.error = e instanceof ApiError && e.status === 401 ? t('error.unauthorized') : t('error.network');
    }
  }

  override render(): unknown {
    // The challenges to answer come first: under the page's heading, or above the list on the home page.
    const challenges = html`<st-challenges .identity=${this.identity}></st-challenges>`;
    if (this.compact) return html`${challenges}${this.renderTables(html`<h2>${t('home.mine')}</h2>`)}`;
    const near = this.identity ? html`<st-lobby-near played target="_self"></st-lobby-near>` : nothing;
    return html`${this.renderTables(html`<h1>${t('mine.title')}</h1>${challenges}`)}${near}`;
  }

  private renderTables(heading: unknown): unknown {
    if (!this.identity) return this.compact ? nothing : html`${heading}<st-name-prompt reason=${t('mine.noPlayer')}></st-name-prompt>`;
    if (this.error) return html`${heading}<p class="error">${this.error}</p>`;
    if (!this.tables) return this.compact ? nothing : html`${heading}<p>${t('table.loading')}</p>`;
    if (this.tables.length === 0) return this.compact ? nothing : html`${heading}<p>${t('mine.empty')}</p>`;
    return html`${heading}
      <ul>
        ${this.tables.map(
          (tb) => html`<li class=${tb.yourTurn ? 'turn' : ''}>
            <a href="/t/${tb.id}">
              <span><strong>${tb.name}</strong> <small>${gameName(tb.game)}</small></span>
              <span>
                ${tb.yourTurn
                  ? html`<span class="badge">${t('mine.yourTurn')}</span>`
                  : html`<small>${tb.status === 'playing' ? t('mine.waiting') : t(`status.${tb.status}` as MessageKey)}</small>`}
              </span>
            </a>
          </li>`,
        )}
      </ul>`;
  }
}
