import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { TalelesView } from '../../shared/games/taleles/index.js';
import type { CardStyle } from '../cards/model.js';
import { LocaleController, t } from '../i18n/index.js';
import { beetText, decimal, itemName, ladderName, meldKindName, meldText, suitIcon, suitName } from './taleles-words.js';

type Sheet = NonNullable<TalelesView['lastDeal']>;
type Line = Sheet['lines'][number];

/**
 * The Taleles scores: the match target, the team totals with 4 players, the Beet of the deal in
 * play, litige points held, and the score sheet of the last deal item by item (rules/taleles.md
 * §11): tricks and trick points, each meld, the totals against the Beet, who won and why, then
 * every credited item at its Kontra multiplier.
 *
 * @csspart sheet - the score sheet table
 */
export class StTalelesSheet extends LitElement {
  static override styles = css`
    :host {
      display: block;
      margin-top: 0.5rem;
    }
    h3 {
      font-size: 0.95rem;
      margin: 0.4rem 0 0.2rem;
    }
    p {
      margin: 0.2rem 0;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      font-size: 0.85rem;
    }
    th,
    td {
      text-align: left;
      padding: 0.15rem 0.3rem;
      border-bottom: 1px solid var(--st-panel-edge, #e5dfcf);
    }
    td.num,
    th.num {
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
    tr.total th,
    tr.total td {
      font-weight: 700;
      border-top: 2px solid var(--st-panel-edge, #d9d2bf);
    }
    tr.note td {
      font-style: italic;
    }
    .struck {
      text-decoration: line-through;
      opacity: 0.7;
    }
    .beet {
      font-weight: 700;
    }
    summary {
      cursor: pointer;
      font-weight: 600;
      min-height: 1.8rem;
    }
    .wrap {
      overflow-x: auto;
    }
  `;

  @property({ attribute: false }) view: TalelesView | undefined;
  @property({ type: Array }) names: readonly string[] = [];
  @property({ attribute: 'card-style' }) cardStyle: CardStyle = 'french';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  protected readonly locale = new LocaleController(this);

  private name(seat: number): string {
    return this.names[seat] ?? t('table.seat', { n: seat + 1 });
  }

  private unitName(unit: number): string {
    return (this.view?.units[unit] ?? []).map((s) => this.name(s)).join(' + ');
  }

  private unitOf(seat: number): number {
    return this.view?.units.findIndex((u) => u.includes(seat)) ?? -1;
  }

  override render(): unknown {
    const v = this.view;
    if (!v) return nothing;
    const teams = v.units.some((u) => u.length > 1);
    return html`<h3>${t('taleles.match', { n: v.target })}</h3>
      ${teams
        ? html`<table class="teams">
            <tbody>
              ${v.units.map(
                (_, u) => html`<tr>
                  <th scope="row">${this.unitName(u)}</th>
                  <td class="num">${v.unitScores[u] ?? 0}</td>
                </tr>`,
              )}
            </tbody>
          </table>`
        : nothing}
      <p class="beet">${v.beet === null ? t('taleles.beetPending') : beetText(v.beet)}</p>
      ${v.held > 0 ? html`<p>${t('taleles.held', { n: v.held })}</p>` : nothing}
      ${v.lastDeal ? this.renderSheet(v.lastDeal) : nothing}`;
  }

  private renderSheet(s: Sheet): unknown {
    const units = this.view?.units ?? [];
    const cols = units.map((_, u) => u);
    const row = (label: unknown, values: readonly (number | string)[], cls = '') =>
      html`<tr class=${cls}>
        <th scope="row">${label}</th>
        ${cols.map((u) => html`<td class="num">${values[u] ?? ''}</td>`)}
      </tr>`;
    return html`<details open>
      <summary>${t('taleles.sheet.title', { n: s.deal })}</summary>
      <p>
        ${suitIcon(s.trump, this.cardStyle, this.fourColour)}
        ${t('taleles.sheet.facts', { suit: suitName(s.trump, this.cardStyle), seat: this.name(s.maker) })}
        ${s.contract === 'pitsch' ? html` · <strong>${itemName('pitsch')}</strong>` : nothing}
      </p>
      <div class="wrap">
        <table part="sheet">
          <thead>
            <tr>
              <th></th>
              ${cols.map((u) => html`<th scope="col" class="num">${this.unitName(u)}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${row(t('taleles.sheet.tricks'), s.tricksWon)} ${row(t('taleles.sheet.trickPoints'), s.trickPoints)}
            ${s.melds.map((m) => {
              const values: string[] = cols.map(() => '');
              values[this.unitOf(m.seat)] = String(m.value);
              const text = m.kind === 'bela' ? meldKindName('bela') : meldText(m, this.cardStyle);
              const label = html`<span class=${m.counted ? '' : 'struck'}
                  >${m.suit ? suitIcon(m.suit, this.cardStyle, this.fourColour) : nothing} ${text} · ${this.name(m.seat)}</span
                >${m.counted ? nothing : html` <small>(${t('taleles.sheet.notCounted')})</small>`}`;
              return row(label, values);
            })}
            ${row(t('taleles.sheet.raw'), s.raw, 'total')}
            <tr class="note">
              <td colspan=${cols.length + 1}>${t('taleles.sheet.potBeet', { pot: s.pot, beet: decimal(s.beet) })}. ${this.outcome(s)}</td>
            </tr>
            ${s.lines.map((l) => row(this.lineLabel(s, l), l.amounts))} ${row(t('taleles.sheet.credited'), s.credited, 'total')}
          </tbody>
        </table>
      </div>
    </details>`;
  }

  /** Who won the deal and by which rule (§11.2, §10). */
  private outcome(s: Sheet): string {
    if (s.contract === 'pitsch') return t(s.pitschMade ? 'taleles.sheet.pitschMade' : 'taleles.sheet.pitschLost');
    if (s.winner === 'litige') return t('taleles.sheet.litige');
    const result = t(s.winner === 'maker' ? 'taleles.sheet.makerWins' : 'taleles.sheet.makerFalls');
    return s.tie ? `${t('taleles.sheet.tieBurden')} ${result}` : result;
  }

  /** An item of the sheet: "Game", "Terz, top K (20), Re-Kontra ×4", "Held litige points". */
  private lineLabel(s: Sheet, l: Line): string {
    let what = itemName(l.item);
    const meld =
      l.item === 'sequence'
        ? s.melds.find((m) => m.kind !== 'achtzig' && m.kind !== 'bela')
        : l.item === 'eighty'
          ? s.melds.find((m) => m.kind === 'achtzig')
          : l.item === 'bela' || l.item === 'lateBela'
            ? s.melds.find((m) => m.kind === 'bela')
            : undefined;
    if (meld && meld.kind !== 'bela') what = `${meldText(meld, this.cardStyle)} (${meld.value})`;
    else if (meld) what = `${what} (${meld.value})`;
    if (l.item === 'litige' && s.winner !== 'litige') what = t('taleles.sheet.heldLine');
    return l.level > 0 ? t('taleles.sheet.line', { item: what, name: ladderName(l.level), m: l.multiplier }) : what;
  }
}
