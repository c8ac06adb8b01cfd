import { LitElement, css, html, nothing, svg } from 'lit';
import { property } from 'lit/decorators.js';
import type { AnalysisResponse, DealAnalysisWire, DecisionAnalysisWire } from '../../shared/protocol-analysis.js';
import { LocaleController } from '../i18n/index.js';
import { ta } from '../i18n/analysis.js';
import { badge, badgeStyles, dealOfStep, isMarked, points } from './replay-analysis.js';
import { pageStyles } from './styles.js';

/** The graph's drawing box (SVG units; it scales to the page's width). */
const W = 320;
const H = 150;
const PAD = { left: 34, right: 8, top: 10, bottom: 18 };

/**
 * The post-game analysis beside the replay (docs/analysis.md): while the table computes it, its
 * progress; then the evaluation graph of the deal the replay shows (the declarer's side's game
 * points with all cards open after each decision, the marked decisions coloured, the move shown
 * as a line), the deal's key moment, and the decision of the move shown — the alternatives valued
 * with what the seat knew and with all cards open, and the best continuation. A tap on the graph
 * asks the replay to go to that move (`replay-step`, detail: the move's number).
 */
export class StReplayAnalysis extends LitElement {
  static override styles = [
    pageStyles,
    badgeStyles,
    css`
      progress {
        width: 100%;
        height: 1rem;
      }
      svg {
        display: block;
        width: 100%;
        max-width: 40rem;
        height: auto;
        touch-action: manipulation;
      }
      .axis {
        stroke: #9b8f72;
        stroke-width: 1;
      }
      .zero {
        stroke: #9b8f72;
        stroke-dasharray: 3 3;
      }
      .line {
        fill: none;
        stroke: var(--st-felt, #1d5c3f);
        stroke-width: 2;
      }
      .now {
        stroke: var(--st-focus, #f5b700);
        stroke-width: 3;
      }
      text {
        font-size: 10px;
        fill: #4a4436;
      }
      .dot {
        fill: var(--st-felt, #1d5c3f);
      }
      .dot.inaccuracy {
        fill: var(--st-inaccuracy);
      }
      .dot.mistake {
        fill: var(--st-mistake);
      }
      .dot.blunder {
        fill: var(--st-blunder);
      }
      .hit {
        fill: transparent;
        cursor: pointer;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-size: 0.95rem;
      }
      th,
      td {
        text-align: left;
        padding: 0.25rem 0.3rem;
        border-bottom: 1px solid #e5dfcd;
        vertical-align: top;
      }
      td.num,
      th.num {
        text-align: right;
        white-space: nowrap;
      }
      tr.chosen {
        background: #f3e7c9;
      }
      .mark {
        font-size: 0.8rem;
        font-weight: 600;
        color: #4a4436;
      }
      ol.line-of-play {
        margin: 0;
        padding-left: 1.6rem;
      }
      h3 {
        font-size: 1rem;
        margin: 0.8rem 0 0.3rem;
      }
    `,
  ];

  @property({ attribute: false }) analysis: AnalysisResponse | undefined;
  /** Why the analysis could not be read (empty: no problem). */
  @property({ attribute: false }) problem = '';
  /** The move the replay shows (0: the start). */
  @property({ type: Number }) step = 0;
  /** The deal the replay shows, as its views number it. */
  @property({ type: Number }) deal = 1;
  @property({ attribute: false }) seatName: (seat: number) => string = (seat) => String(seat + 1);
  @property({ attribute: false }) describeAction: (action: string) => string = (action) => action;
  protected readonly i18n = new LocaleController(this);

  override render(): unknown {
    const a = this.analysis;
    if (this.problem) {
      return html`<h2>${ta('analysis.title')}</h2>
        <p class="error">${ta('analysis.failed', { detail: this.problem })}</p>
        <button class="secondary" @click=${() => this.dispatchEvent(new CustomEvent('replay-retry', { bubbles: true, composed: true }))}>${ta('analysis.retry')}</button>`;
    }
    if (!a) return nothing;
    const deal = dealOfStep(a, this.step, this.deal);
    return html`<h2>${ta('analysis.title')}</h2>
      ${a.status === 'pending' ? this.renderProgress(a) : nothing}
      ${deal ? this.renderDeal(deal) : a.status === 'pending' ? html`<p>${ta('analysis.notReady')}</p>` : nothing}
      ${a.status === 'complete' && a.deals.length === 0 ? html`<p>${ta('analysis.unavailable')}</p>` : nothing}`;
  }

  private renderProgress(a: AnalysisResponse): unknown {
    const { done, total } = a.progress;
    return html`<div role="status">
      <p>${total > 0 ? ta('analysis.pending', { done, total }) : ta('analysis.pendingStart')}</p>
      <progress max=${Math.max(1, total)} value=${done} aria-label=${ta('analysis.pendingLabel')}></progress>
      ${a.deals.length > 0 ? html`<p class="hint">${ta('analysis.partial')}</p>` : nothing}
    </div>`;
  }

  private renderDeal(d: DealAnalysisWire): unknown {
    const decision = d.decisions.find((x) => x.seq === this.step);
    const inDeal = this.step >= (d.decisions[0]?.seq ?? Infinity) && this.step <= (d.decisions.at(-1)?.seq ?? -Infinity);
    return html`${this.renderGraph(d)}
      <p>${d.keyMoment === null ? ta('analysis.nothingLost') : ta('analysis.keyMomentOf', { n: d.keyMoment })}</p>
      ${decision ? this.renderDecision(decision, d) : inDeal && this.step > 0 ? html`<p class="hint">${ta('analysis.noChoice')}</p>` : nothing}`;
  }

  /** The declarer's side's open-card points after each decision, one dot per decision. */
  private renderGraph(d: DealAnalysisWire): unknown {
    const values = d.graph.map((g) => g.value);
    const min = Math.min(0, ...values);
    const max = Math.max(0, ...values);
    const span = max - min || 1;
    const n = d.graph.length;
    const x = (i: number) => PAD.left + (n <= 1 ? 0.5 : i / (n - 1)) * (W - PAD.left - PAD.right);
    const y = (v: number) => PAD.top + ((max - v) / span) * (H - PAD.top - PAD.bottom);
    const band = (W - PAD.left - PAD.right) / Math.max(1, n);
    const classOf = new Map(d.decisions.map((x) => [x.seq, x] as const));
    const shown = d.graph.findLastIndex((g) => g.seq <= this.step);
    const side = ta(d.declarers.length > 1 ? 'analysis.graph.side' : 'analysis.graph.seat', { name: this.seatName(d.declarer) });
    const title = ta('analysis.graph.title', { n: d.deal, side });
    const id = `graph-${d.deal}`;
    return html`<h3 id="${id}-title">${title}</h3>
      <svg viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-title ${id}-desc" data-deal=${d.deal}>
        <desc id="${id}-desc">${ta('analysis.graph.desc', { min: points(min), max: points(max) })}</desc>
        <line class="axis" x1=${PAD.left} y1=${PAD.top} x2=${PAD.left} y2=${H - PAD.bottom}></line>
        <line class="zero" x1=${PAD.left} y1=${y(0)} x2=${W - PAD.right} y2=${y(0)}></line>
        <text x=${PAD.left - 4} y=${y(max) + 4} text-anchor="end">${points(max)}</text>
        ${min < 0 ? svg`<text x=${PAD.left - 4} y=${y(min)} text-anchor="end">${points(min)}</text>` : nothing}
        ${max > 0 && min < 0 ? svg`<text x=${PAD.left - 4} y=${y(0) + 4} text-anchor="end">0</text>` : nothing}
        ${shown >= 0 ? svg`<line class="now" x1=${x(shown)} y1=${PAD.top} x2=${x(shown)} y2=${H - PAD.bottom}></line>` : nothing}
        <polyline class="line" points=${d.graph.map((g, i) => `${x(i)},${y(g.value)}`).join(' ')}></polyline>
        ${d.graph.map((g, i) => {
          const cls = classOf.get(g.seq)?.class ?? 'good';
          const marked = isMarked(cls);
          return svg`<circle class="dot ${cls}" data-seq=${g.seq} cx=${x(i)} cy=${y(g.value)} r=${marked ? 5 : 2.5}>
              <title>${ta('analysis.graph.point', { n: g.seq, name: this.seatName(classOf.get(g.seq)?.seat ?? 0), value: points(g.value) })}</title>
            </circle>
            <rect class="hit" x=${x(i) - band / 2} y="0" width=${band} height=${H} @click=${() => this.go(g.seq)}></rect>`;
        })}
        <text x=${W - PAD.right} y=${H - 4} text-anchor="end">${n}</text>
      </svg>
      <p class="hint">${ta('analysis.graph.legend')}</p>`;
  }

  private renderDecision(x: DecisionAnalysisWire, d: DealAnalysisWire): unknown {
    const name = this.seatName(x.seat);
    const best = x.alternatives[0];
    const labelOf = (action: string) => this.describeAction(action);
    return html`<section class="decision" aria-labelledby="decision-title">
      <h3 id="decision-title">${ta('analysis.decision', { n: x.seq, name })}</h3>
      <p class="chosen" data-class=${x.class}>
        ${ta('analysis.chosen', { action: labelOf(x.chosen) })}${isMarked(x.class) ? badge(x.class, d.keyMoment === x.seq) : html` <small>(${ta(`analysis.class.${x.class}`)})</small>`}
      </p>
      <p>${x.loss > 0 ? ta('analysis.loss', { loss: points(x.loss), perShare: points(x.loss / x.shares) }) : ta('analysis.noLoss')}
        ${x.openLoss > 0 ? ta('analysis.lossOpen', { loss: points(x.openLoss) }) : nothing}</p>
      <h3>${ta('analysis.alternatives')}</h3>
      <table class="alternatives">
        <thead><tr><th scope="col">${ta('analysis.col.action')}</th><th scope="col" class="num">${ta('analysis.col.value')}</th><th scope="col" class="num">${ta('analysis.col.open')}</th></tr></thead>
        <tbody>
          ${x.alternatives.map((alt) => {
            const chosen = alt.action === x.chosen || (alt.also ?? []).includes(x.chosen);
            return html`<tr class=${chosen ? 'chosen' : ''} data-action=${alt.action}>
              <td>${labelOf(alt.action)}${alt.also?.length ? html` <small>${ta('analysis.also', { actions: alt.also.map(labelOf).join(', ') })}</small>` : nothing}
                ${alt === best ? html` <span class="mark">(${ta('analysis.col.bestMark')})</span>` : nothing}
                ${chosen ? html` <span class="mark">(${ta('analysis.col.chosenMark')})</span>` : nothing}</td>
              <td class="num">${points(alt.value)}</td>
              <td class="num">${points(alt.open)}${alt.exact ? html` <small>${ta('analysis.exact')}</small>` : nothing}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <p class="hint">${ta('analysis.method', { name, samples: x.samples })}</p>
      ${x.continuation.length > 0
        ? html`<h3>${ta('analysis.continuation')}</h3>
            <ol class="line-of-play">
              ${x.continuation.map(([seat, action]) => html`<li>${this.seatName(seat)}: ${labelOf(action)}</li>`)}
            </ol>`
        : nothing}
    </section>`;
  }

  private go(seq: number): void {
    this.dispatchEvent(new CustomEvent('replay-step', { detail: seq, bubbles: true, composed: true }));
  }
}
