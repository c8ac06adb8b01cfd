import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { CardStyle } from '../cards/model.js';
import { LocaleController, t } from '../i18n/index.js';
import './card.js';
import {
  calledCardLabel,
  campName,
  contractName,
  formulaText,
  itemLabel,
  levelName,
  points,
  seatLabel,
  type ScoreSheet,
} from './tarot-words.js';

/**
 * The French Tarot score sheet: the last deal item by item with the formula as the engine spelled
 * it (rules §10–§11), and every scored deal of the match by seat.
 *
 * @csspart formula - the formula of the last deal
 * @csspart chien - the chien's cards; ecart - the écart's cards
 */
export class StTarotSheet extends LitElement {
  static override styles = css`
    :host {
      display: block;
      margin-top: 0.6rem;
    }
    h3 {
      font-size: 0.95rem;
      margin: 0.4rem 0;
    }
    dl {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: 0.1rem 0.6rem;
      margin: 0 0 0.4rem;
    }
    dt {
      font-weight: 600;
    }
    dd {
      margin: 0;
    }
    table {
      border-collapse: collapse;
      width: 100%;
    }
    th,
    td {
      text-align: left;
      padding: 0.15rem 0.3rem;
      border-bottom: 1px solid var(--st-panel-edge, #e5dfcf);
    }
    .num {
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
    .formula {
      font-family: var(--st-mono, ui-monospace, monospace);
      font-size: 0.95rem;
      background: var(--st-panel-alt, #f1ead8);
      border-radius: 0.4rem;
      padding: 0.3rem 0.5rem;
      overflow-wrap: anywhere;
    }
    .scroll {
      overflow-x: auto;
    }
    .cards {
      display: flex;
      flex-wrap: wrap;
      gap: 0.2rem;
      list-style: none;
      margin: 0;
      padding: 0;
      --st-card-width: 2rem;
    }
  `;

  @property({ attribute: false }) sheet: ScoreSheet | null = null;
  /** Per scored deal, every seat's score. */
  @property({ attribute: false }) history: readonly (readonly number[])[] = [];
  @property({ type: Array }) names: readonly string[] = [];
  @property({ attribute: 'card-style' }) cardStyle: CardStyle = 'tarot';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  protected readonly locale = new LocaleController(this);

  private name(seat: number): string {
    return seatLabel(this.names, seat);
  }

  override render(): unknown {
    return html`${this.sheet ? this.renderSheet(this.sheet) : nothing} ${this.history.length ? this.renderHistory() : nothing}`;
  }

  private renderSheet(s: ScoreSheet): unknown {
    const exact = points(s.attackHp);
    const rounded = s.target + s.diff;
    return html`<section aria-labelledby="sheet-h">
      <h3 id="sheet-h">${t('tarot.sheet.title', { n: s.deal })}</h3>
      <dl>
        <dt>${t('tarot.sheet.contract')}</dt>
        <dd>${contractName(s.contract)} ×${s.coef}</dd>
        <dt>${t('tarot.sheet.taker')}</dt>
        <dd>${this.name(s.taker)}</dd>
        ${s.called !== null
          ? html`<dt>${t('tarot.sheet.called')}</dt>
              <dd>${calledCardLabel(s.called, this.cardStyle)} · ${t('tarot.partner')}: ${s.partner === null ? t('tarot.sheet.alone') : this.name(s.partner)}</dd>`
          : nothing}
        <dt>${t('tarot.sheet.points')}</dt>
        <dd>
          ${t('tarot.sheet.pointsValue', { points: exact, bouts: s.attackBouts, target: s.target })} →
          ${t(s.won ? 'tarot.item.made' : 'tarot.item.failed', { n: Math.abs(s.diff) })}
        </dd>
        ${s.attackHp % 2 === 1 ? html`<dt></dt><dd>${t('tarot.sheet.half', { exact, rounded })}</dd>` : nothing}
        <dt>${t(s.contract === 'prise' || s.contract === 'garde' ? 'tarot.sheet.aside.ecart' : 'tarot.sheet.aside.chien')}</dt>
        <dd>${t('tarot.sheet.asideValue', { points: points(s.asideHp), bouts: s.asideBouts, camp: campName(s.asideTo) })}</dd>
        ${this.renderCards(t('tarot.sheet.chienCards'), s.chien, 'chien')} ${this.renderCards(t('tarot.sheet.ecartCards'), s.ecart, 'ecart')}
        ${s.poignees.length
          ? html`<dt>Poignées</dt>
              <dd>${s.poignees.map((p) => `${this.name(p.seat)}: ${levelName(p.level)}`).join(', ')}</dd>`
          : nothing}
      </dl>
      <table>
        <thead>
          <tr><th scope="col">${t('tarot.sheet.item')}</th><th scope="col" class="num">${t('tarot.sheet.value')}</th></tr>
        </thead>
        <tbody>
          ${s.items.map((i) => html`<tr><td>${itemLabel(i)}</td><td class="num">${i.value}</td></tr>`)}
          <tr><th scope="row">${t('tarot.sheet.total')}</th><td class="num"><strong>${s.value}</strong></td></tr>
        </tbody>
      </table>
      <p><strong>${t('tarot.sheet.formula')}:</strong></p>
      <p class="formula" part="formula">${formulaText(s.formula)}</p>
      <p>${s.value >= 0 ? t('tarot.sheet.pays', { n: s.value }) : t('tarot.sheet.receives', { n: -s.value })}</p>
    </section>`;
  }

  /** A row of small cards (the chien, the écart); sheets from before they were kept have none. */
  private renderCards(label: string, cards: readonly string[] | undefined, part: string): unknown {
    if (!cards?.length) return nothing;
    return html`<dt>${label}</dt>
      <dd>
        <ul class="cards" part=${part} aria-label=${label}>
          ${cards.map((c) => html`<li><st-card card=${c} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card></li>`)}
        </ul>
      </dd>`;
  }

  private renderHistory(): unknown {
    const seats = this.history[0]?.length ?? 0;
    const idx = Array.from({ length: seats }, (_, i) => i);
    const totals = idx.map((s) => this.history.reduce((sum, row) => sum + (row[s] ?? 0), 0));
    return html`<section aria-labelledby="hist-h" class="scroll">
      <h3 id="hist-h">${t('tarot.sheet.history')}</h3>
      <table class="history">
        <thead>
          <tr><th scope="col">${t('tarot.sheet.deal')}</th>${idx.map((s) => html`<th scope="col" class="num">${this.name(s)}</th>`)}</tr>
        </thead>
        <tbody>
          ${this.history.map((row, d) => html`<tr><th scope="row">${d + 1}</th>${row.map((x) => html`<td class="num">${x}</td>`)}</tr>`)}
          <tr><th scope="row">${t('tarot.sheet.total')}</th>${totals.map((x) => html`<td class="num"><strong>${x}</strong></td>`)}</tr>
        </tbody>
      </table>
    </section>`;
  }
}
