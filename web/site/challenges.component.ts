import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Challenge, ChallengesResponse } from '../../shared/protocol-platform.js';
import { Api } from '../api/client.js';
import type { Identity } from '../api/session.js';
import { problemText } from '../core/texts.js';
import { botBadge, botBadgeStyles } from '../elements/bot-badge.js';
import { gameName } from '../elements/stammtisch-lobby.component.js';
import { cht } from '../i18n/challenges.js';
import { LocaleController } from '../i18n/index.js';
import { navigate } from './router.js';
import { listRows } from '../elements/widget.styles.js';
import { pageStyles } from './styles.js';

/** How often the list is read again while it is shown. */
const REFRESH_MS = 15_000;

/**
 * The player's challenges (docs/api.md §11): those for them, to accept or decline, and their own of
 * the last days with how they were answered, to withdraw while open or to open the table they made.
 * Nothing is shown while there are none.
 */
export class StChallenges extends LitElement {
  static override styles = [
    pageStyles,
    botBadgeStyles,
    listRows,
    css`
      ul {
        margin-bottom: 0.8rem;
      }
      li {
        padding: 0.5rem 0.8rem;
        border-radius: 0.6rem;
        background: var(--st-panel, #fffdf7);
        border: 1px solid var(--st-panel-edge, #d9d2bf);
      }
      li.incoming {
        border: 2px solid var(--st-accent, #b5451b);
      }
      .actions {
        display: flex;
        gap: 0.4rem;
      }
    `,
  ];

  @property({ attribute: false }) identity: Identity | undefined;
  @state() private list: ChallengesResponse | undefined;
  @state() private busy = false;
  @state() private error = '';
  private timer: ReturnType<typeof setInterval> | undefined;
  protected readonly i18n = new LocaleController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    this.timer = setInterval(() => void this.load(), REFRESH_MS);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.timer);
  }

  override updated(changed: Map<string, unknown>): void {
    if (changed.has('identity')) void this.load();
  }

  private async load(): Promise<void> {
    if (!this.identity || document.hidden) return;
    try {
      this.list = await new Api('', this.identity.token).challenges();
    } catch {
      // the list stays as it was; the next read may succeed
    }
  }

  override render(): unknown {
    const incoming = this.list?.incoming ?? [];
    const outgoing = (this.list?.outgoing ?? []).filter((c) => c.to !== null);
    if (incoming.length + outgoing.length === 0) return nothing;
    return html`<h2>${cht('challenge.list')}</h2>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      <ul>
        ${incoming.map(
          (c) => html`<li class="incoming" data-challenge=${c.id}>
            <span>${cht('challenge.from', { name: c.from.name, game: gameName(c.game), seats: c.seats })}${c.from.bot ? html` ${botBadge()}` : nothing}</span>
            <span class="actions">
              <button ?disabled=${this.busy} @click=${() => this.answer(c, 'accept')}>${cht('challenge.accept')}</button>
              <button class="secondary" ?disabled=${this.busy} @click=${() => this.answer(c, 'decline')}>${cht('challenge.decline')}</button>
            </span>
          </li>`,
        )}
        ${outgoing.map(
          (c) => html`<li data-challenge=${c.id}>
            <span
              >${cht('challenge.to', { name: c.to?.name ?? '', game: gameName(c.game), seats: c.seats })}${c.to?.bot ? html` ${botBadge()}` : nothing}
              · <small>${cht(`challenge.status.${c.status}`)}</small></span
            >
            <span class="actions">
              ${c.status === 'open'
                ? html`<button class="secondary" ?disabled=${this.busy} @click=${() => this.answer(c, 'cancel')}>${cht('challenge.cancel')}</button>`
                : c.table
                  ? html`<a class="button" href="/t/${c.table}">${cht('challenge.open')}</a>`
                  : nothing}
            </span>
          </li>`,
        )}
      </ul>`;
  }

  /** Accepting opens the table it made; declining or withdrawing updates the list. */
  private async answer(c: Challenge, answer: 'accept' | 'decline' | 'cancel'): Promise<void> {
    if (!this.identity) return;
    this.busy = true;
    this.error = '';
    try {
      const after = await new Api('', this.identity.token).answerChallenge(c.id, answer);
      if (answer === 'accept' && after.table) {
        navigate(`/t/${after.table}`);
        return;
      }
      await this.load();
    } catch (err) {
      this.error = problemText(err);
      await this.load();
    } finally {
      this.busy = false;
    }
  }
}
