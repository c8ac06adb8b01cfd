import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { contractName, premiumName, sheetNotes, thirdsLabel, type DealSheet, type SheetItem } from '../games/tarock-terms.js';
import { LocaleController, t } from '../i18n/index.js';

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/**
 * The Königrufen score sheet of the last finished deal (rules/tarock.md §12): the contract, who
 * played it with whom, card points and tricks, then every item (the game or Valat, each premium
 * announced or silent, Schleifen, Trischaken) with its value, its Kontra factor and what each seat
 * gets, and the deal's sums with and without Kontra.
 *
 * @csspart sheet - the table
 */
export class StTarockSheet extends LitElement {
  static override styles = css`
    :host {
      display: block;
      margin-top: 0.6rem;
      font-size: 0.85rem;
    }
    summary {
      cursor: pointer;
      font-weight: 700;
    }
    p {
      margin: 0.3rem 0;
    }
    .scroll {
      overflow-x: auto;
    }
    table {
      border-collapse: collapse;
      width: 100%;
    }
    th,
    td {
      padding: 0.2rem 0.3rem;
      border-bottom: 1px solid rgb(0 0 0 / 0.12);
      vertical-align: top;
    }
    th[scope='row'] {
      text-align: left;
      font-weight: 600;
    }
    td {
      text-align: right;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    thead th {
      font-size: 0.78rem;
      text-align: right;
    }
    thead th:first-child {
      text-align: left;
    }
    small {
      display: block;
      font-weight: 400;
      opacity: 0.75;
    }
    .pos {
      color: #166534;
    }
    .neg {
      color: #991b1b;
    }
    tfoot th,
    tfoot td {
      font-weight: 700;
      border-bottom: none;
    }
  `;

  @property({ attribute: false }) sheet: DealSheet | null = null;
  @property({ type: Array }) names: readonly string[] = [];

  protected readonly locale = new LocaleController(this);

  private name(seat: number): string {
    return this.names[seat] ?? t('table.seat', { n: seat + 1 });
  }

  override render(): unknown {
    const s = this.sheet;
    if (!s) return nothing;
    const seats = [0, 1, 2, 3];
    const partner = s.partner !== null && s.partner !== s.declarer ? t('tarock.sheet.partner', { seat: this.name(s.partner) }) : '';
    const result = s.won === null ? '' : t(s.won ? 'tarock.sheet.won' : 'tarock.sheet.lost');
    return html`<details open>
      <summary>${t('tarock.sheet.title', { n: s.deal })}</summary>
      <p>
        <strong>${t('tarock.sheet.contract', { contract: sheetContract(s), seat: this.name(s.declarer) })}</strong>
        ${partner ? html` · ${partner}` : s.declaringSide.length === 1 ? html` · ${t('tarock.sheet.alone')}` : nothing}
        ${result ? html` · <strong>${result}</strong>` : nothing}
      </p>
      ${s.doubled ? html`<p>${t('tarock.sheet.doubled')}</p>` : nothing}
      <!-- a wide sheet scrolls sideways on a phone: focusable, so a keyboard can scroll it too -->
      <div class="scroll" tabindex="0" role="region" aria-label=${t('tarock.sheet.title', { n: s.deal })}>
        <table part="sheet">
          <thead>
            <tr>
              <th scope="col">${t('tarock.sheet.item')}</th>
              ${seats.map((x) => html`<th scope="col">${this.name(x)}</th>`)}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">${t('tarock.sheet.points')}</th>
              ${seats.map((x) => html`<td>${thirdsLabel(s.thirds[x] ?? 0)}</td>`)}
            </tr>
            <tr>
              <th scope="row">${t('tarock.sheet.tricks')}</th>
              ${seats.map((x) => html`<td>${s.tricks[x] ?? 0}</td>`)}
            </tr>
            ${s.items.map((item) => this.renderItem(s, item))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">${t('tarock.sheet.schrift')}</th>
              ${seats.map((x) => this.cell(s.schrift[x] ?? 0))}
            </tr>
            <tr>
              <th scope="row">${t('tarock.sheet.total')}</th>
              ${seats.map((x) => this.cell(s.total[x] ?? 0))}
            </tr>
          </tfoot>
        </table>
      </div>
    </details>`;
  }

  private itemName(s: DealSheet, item: SheetItem): string {
    if (item.item === 'game') return sheetContract(s);
    if (item.item === 'trischaken') return contractName('trischaken');
    return premiumName(item.item);
  }

  private renderItem(s: DealSheet, item: SheetItem): unknown {
    const premium = item.item !== 'game' && item.item !== 'trischaken' && item.item !== 'schleifen';
    const how = premium ? t(item.announced ? 'tarock.sheet.announced' : 'tarock.sheet.silent') : '';
    const by = item.by !== null ? t('tarock.by', { seat: this.name(item.by) }) : '';
    const factors = [...new Set(item.multiplier)];
    const kontra = factors.length === 1 && factors[0]! > 1 ? t('tarock.sheet.multiplier', { n: factors[0]! }) : '';
    const details = [how, by, `${t('tarock.value', { n: item.value })}${kontra ? ` ${kontra}` : ''}`, sheetNotes(item, (seat) => this.name(seat))].filter(Boolean).join(' · ');
    return html`<tr data-item=${item.item}>
      <th scope="row">${this.itemName(s, item)}<small>${details}</small></th>
      ${item.total.map((x, seat) => {
        const m = item.multiplier[seat] ?? 1;
        return html`<td class=${x > 0 ? 'pos' : x < 0 ? 'neg' : ''}>
          ${signed(x)}${factors.length > 1 && m > 1 ? html`<small>${t('tarock.sheet.multiplier', { n: m })}</small>` : nothing}
        </td>`;
      })}
    </tr>`;
  }

  private cell(n: number): unknown {
    return html`<td class=${n > 0 ? 'pos' : n < 0 ? 'neg' : ''}>${signed(n)}</td>`;
  }
}

/**
 * The deal's contract in the reader's words; the engine's `contractName` only for a Besserrufer, whose
 * name is its bird's (Uhurufer…), which the sheet does not carry otherwise.
 */
const sheetContract = (s: DealSheet): string => (s.contract === 'besserrufer' && s.contractName ? s.contractName : contractName(s.contract));
