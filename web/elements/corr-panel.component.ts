import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { TableState } from '../../shared/protocol.js';
import type { ChatMessage } from '../../shared/protocol-correspondence.js';
import { CHAT_MAX_LENGTH } from '../../shared/protocol-limits.js';
import { chatText } from '../core/chat-line.js';
import { clockOf, corrOf } from '../core/corr.js';
import { seatName } from '../core/seats.js';
import { LocaleController, t } from '../i18n/index.js';
import { mt } from '../i18n/moderation.js';
import type { LineReporter } from './line-report.component.js';
import { panelButton } from './panel.styles.js';

/** What the panel asks its table to do (stammtisch-table talks to the server). */
export interface CorrHandler {
  sendChat(text: string): Promise<boolean>;
  cancelPremove(id: string): Promise<void>;
  rematch(): Promise<void>;
  returnSeat(seat: number): Promise<void>;
  /** Reports a chat line to the operators. */
  reportLine: LineReporter;
}

/**
 * The correspondence side of a table (docs/correspondence.md): the chat (read by whoever may, written
 * by the seated players), the player's queued pre-moves with what became of the last ones, "take my
 * seat back" while a stand-in plays, and the rematch after the end.
 *
 * @csspart chat - the chat section; premoves - the pre-move list
 */
export class StCorrPanel extends LitElement {
  static override styles = [
    panelButton,
    css`
      :host {
        display: grid;
        gap: 0.6rem;
        margin-top: 0.6rem;
        font-size: 0.9rem;
        color: var(--st-ink, #1e1e1e);
      }
      section {
        background: var(--st-panel, #fffdf7);
        border: 1px solid var(--st-panel-edge, #d9d2bf);
        border-radius: 0.6rem;
        padding: 0.5rem 0.7rem;
      }
      h2 {
        font-size: 1rem;
        margin: 0 0 0.4rem;
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        max-height: 14rem;
        overflow-y: auto;
      }
      li {
        padding: 0.15rem 0;
        overflow-wrap: anywhere;
      }
      li.system {
        font-style: italic;
        opacity: 0.8;
      }
      form {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin-top: 0.4rem;
      }
      input {
        flex: 1 1 12rem;
        font: inherit;
        min-height: 2.5rem;
        padding: 0 0.5rem;
        border-radius: 0.5rem;
        border: 1px solid var(--st-panel-edge, #bdb39a);
      }
      .muted {
        opacity: 0.75;
        font-size: 0.8rem;
      }
    `,
  ];

  @property({ attribute: false }) tableState: TableState | undefined;
  @property({ attribute: false }) messages: readonly ChatMessage[] = [];
  /** How many lines of players the reader blocked were left out. */
  @property({ attribute: false }) hiddenLines = 0;
  /** The chat may be read (false at a private table for someone not seated there). */
  @property({ type: Boolean, attribute: 'chat-readable' }) chatReadable = true;
  @property({ attribute: false }) handler: CorrHandler | undefined;
  /** The reader is signed in: lines of the other players can be reported. */
  @property({ type: Boolean, attribute: 'can-report' }) canReport = false;

  @state() private draft = '';
  @state() private busy = false;
  protected readonly locale = new LocaleController(this);

  override render(): unknown {
    const s = this.tableState;
    if (!s) return nothing;
    return html`${this.renderSeatBack(s)} ${this.renderPremoves(s)} ${this.renderRematch(s)} ${this.chatReadable ? this.renderChat(s) : nothing}`;
  }

  protected override updated(): void {
    const list = this.renderRoot.querySelector('.chat ol');
    if (list) list.scrollTop = list.scrollHeight;
  }

  private renderSeatBack(s: TableState): unknown {
    if (s.yourSeat === null || s.outcome || !clockOf(s, s.yourSeat)?.standIn) return nothing;
    const seat = s.yourSeat;
    return html`<section role="status">
      <p>${t('corr.return.note')}</p>
      <button type="button" @click=${() => void this.handler?.returnSeat(seat)}>${t('corr.return')}</button>
    </section>`;
  }

  private renderPremoves(s: TableState): unknown {
    const pm = corrOf(s).premoves;
    if (!pm || (pm.premoves.length === 0 && pm.log.length === 0)) return nothing;
    const log = pm.log.slice(-3).reverse();
    return html`<section part="premoves" class="premoves" aria-labelledby="pm-h">
      <h2 id="pm-h">${t('corr.premove.title')}</h2>
      ${pm.premoves.length
        ? html`<ol class="queued">
            ${pm.premoves.map(
              (p) => html`<li data-premove=${p.id}>
                <code>${p.action}</code>
                <button type="button" aria-label=${t('corr.premove.cancelLabel', { action: p.action })} @click=${() => void this.handler?.cancelPremove(p.id)}>
                  ${t('corr.premove.cancel')}
                </button>
              </li>`,
            )}
          </ol>`
        : nothing}
      ${log.length
        ? html`<ol class="outcomes">
            ${log.map((o) => html`<li data-result=${o.result}>${t(`corr.premove.${o.result}`, { action: o.action, reason: o.reason })}</li>`)}
          </ol>`
        : nothing}
    </section>`;
  }

  private renderRematch(s: TableState): unknown {
    const rematch = corrOf(s).table.rematch;
    if (s.table.status !== 'finished') return nothing;
    if (rematch) return html`<section><a href="/t/${rematch}">${t('corr.rematch.open')}</a></section>`;
    if (s.yourSeat === null) return nothing;
    return html`<section><button type="button" @click=${() => void this.handler?.rematch()}>${t('corr.rematch')}</button></section>`;
  }

  private renderChat(s: TableState): unknown {
    const canWrite = s.yourSeat !== null;
    return html`<section part="chat" class="chat" aria-labelledby="chat-h">
      <h2 id="chat-h">${t('corr.chat')}</h2>
      ${this.hiddenLines > 0 ? html`<p class="muted hidden-lines">${mt('block.hidden', { n: this.hiddenLines })}</p>` : nothing}
      ${this.messages.length === 0
        ? html`<p class="muted">${t('corr.chat.empty')}</p>`
        : html`<ol aria-live="polite">
            ${this.messages.map(
              (m) => html`<li class=${m.system ? 'system' : ''} data-line=${m.id}>
                <strong>${m.system ? t('corr.chat.system') : m.seat === null ? m.name : seatName(s.table, m.seat)}</strong>: ${chatText(m)}
                ${this.renderReport(s, m)}
              </li>`,
            )}
          </ol>`}
      ${canWrite
        ? html`<form @submit=${this.send}>
              <input
                type="text"
                maxlength=${CHAT_MAX_LENGTH}
                aria-label=${t('corr.chat.placeholder')}
                placeholder=${t('corr.chat.placeholder')}
                .value=${this.draft}
                @input=${(e: Event) => (this.draft = (e.target as HTMLInputElement).value)}
              />
              <button type="submit" ?disabled=${this.busy || this.draft.trim() === ''}>${t('corr.chat.send')}</button>
            </form>
            <p class="muted">${t('corr.chat.limit', { n: this.draft.length, max: CHAT_MAX_LENGTH })}</p>`
        : html`<p class="muted">${t('corr.chat.readOnly')}</p>`}
    </section>`;
  }

  /** A line another player wrote, still seated here, can be reported by a signed-in reader. */
  private renderReport(s: TableState, m: ChatMessage): unknown {
    const report = this.handler?.reportLine;
    if (!this.canReport || !report || m.system || m.seat === null || m.seat === s.yourSeat) return nothing;
    const author = s.table.players.find((p) => p.seat === m.seat);
    if (!author?.playerId) return nothing;
    return html`<st-line-report .line=${m.id} player=${author.playerId} name=${author.name ?? m.name} .send=${report}></st-line-report>`;
  }

  private async send(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const text = this.draft.trim();
    if (!text || !this.handler) return;
    this.busy = true;
    try {
      if (await this.handler.sendChat(text)) this.draft = '';
    } finally {
      this.busy = false;
    }
  }
}
