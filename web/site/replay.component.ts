import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { MatchRecordWire, RecordAction } from '../../shared/protocol.js';
import { Api, ApiError } from '../api/client.js';
import { cardStyleFor, parseCard, type SuitStyle } from '../cards/model.js';
import { describe } from '../games/index.js';
import { LocaleController, t } from '../i18n/index.js';
import '../elements/card.js';
import { pageStyles } from './styles.js';

/**
 * A finished match, move by move, from the record the server publishes after the end (seed,
 * options and every action in full notation). The browser runs no engine, so it shows each move
 * with its cards, in order; the hands at each step would need views computed by the server.
 */
export class StReplay extends LitElement {
  static override styles = [
    pageStyles,
    css`
      .controls {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
      .current {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem;
        min-height: 7rem;
        --st-card-width: 4rem;
      }
      ol {
        max-height: 24rem;
        overflow-y: auto;
        padding-left: 2.2rem;
      }
      li[aria-current='step'] {
        font-weight: 700;
        background: #f3e7c9;
      }
      li button {
        all: unset;
        cursor: pointer;
        display: block;
        width: 100%;
        min-height: 1.8rem;
      }
      li button:focus-visible {
        outline: 3px solid var(--st-focus, #f5b700);
      }
    `,
  ];

  @property() table = '';
  @property() suits: SuitStyle = 'french';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;
  @state() private record: MatchRecordWire | undefined;
  @state() private error = '';
  /** Number of moves shown as made (0 = the start). */
  @state() private step = 0;
  protected readonly i18n = new LocaleController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    void new Api('').record(this.table).then(
      (r) => (this.record = r),
      (e: unknown) => (this.error = e instanceof ApiError ? e.detail : t('error.network')),
    );
  }

  private name(rec: MatchRecordWire, seat: number): string {
    return rec.players.find((p) => p.seat === seat)?.name ?? t('table.seat', { n: seat + 1 });
  }

  private describe(rec: MatchRecordWire, a: RecordAction): string {
    return describe(rec.game, a.action, cardStyleFor(rec.game, this.suits));
  }

  override render(): unknown {
    const rec = this.record;
    if (this.error) return html`<h1>${t('replay.title')}</h1><p class="error">${this.error}</p>`;
    if (!rec) return html`<h1>${t('replay.title')}</h1><p>${t('table.loading')}</p>`;
    if (rec.status !== 'finished') {
      return html`<h1>${t('replay.title')}: ${rec.name}</h1><p>${t('replay.notFinished')}</p><p><a href="/t/${rec.id}">${rec.name}</a></p>`;
    }
    const total = rec.actions.length;
    const style = cardStyleFor(rec.game, this.suits);
    const current = this.step > 0 ? rec.actions[this.step - 1] : undefined;
    const cards = current ? current.action.split(/[ +]/).filter((w) => parseCard(w) !== undefined) : [];
    return html`<h1>${t('replay.title')}: ${rec.name}</h1>
      <div class="panel" @keydown=${this.onKey}>
        <div class="controls" role="group" aria-label=${t('replay.title')}>
          <button class="secondary" @click=${() => (this.step = 0)} ?disabled=${this.step === 0}>⏮ ${t('replay.first')}</button>
          <button class="secondary" @click=${() => this.go(-1)} ?disabled=${this.step === 0}>◀ ${t('replay.prev')}</button>
          <button @click=${() => this.go(1)} ?disabled=${this.step === total}>${t('replay.next')} ▶</button>
          <button class="secondary" @click=${() => (this.step = total)} ?disabled=${this.step === total}>${t('replay.last')} ⏭</button>
          <span aria-live="polite">${this.step === 0 ? t('replay.start') : t('replay.step', { n: this.step, total })}</span>
        </div>
        <div class="current">
          ${current
            ? html`<strong>${this.name(rec, current.seat)}:</strong>
                ${cards.map((c) => html`<st-card card=${c} card-style=${style} ?four-colour=${this.fourColour}></st-card>`)}
                <span>${this.describe(rec, current)}</span>`
            : html`<span>${rec.outcome?.summary ?? ''}</span>`}
        </div>
        <p class="hint">${t('replay.noHands')}</p>
      </div>
      <ol>
        ${rec.actions.map(
          (a, i) => html`<li aria-current=${i + 1 === this.step ? 'step' : 'false'}>
            <button @click=${() => (this.step = i + 1)}>${this.name(rec, a.seat)}: ${this.describe(rec, a)}</button>
          </li>`,
        )}
      </ol>
      ${rec.seed ? html`<p class="hint">${t('table.seed', { seed: rec.seed })}</p>` : nothing}`;
  }

  private go(delta: number): void {
    const total = this.record?.actions.length ?? 0;
    this.step = Math.max(0, Math.min(total, this.step + delta));
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key === 'ArrowRight') this.go(1);
    else if (e.key === 'ArrowLeft') this.go(-1);
    else return;
    e.preventDefault();
  }
}
