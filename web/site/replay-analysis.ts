/**
 * What the replay page shows of the post-game analysis (docs/analysis.md), as pure pieces that read
 * the server's answer: which decision a move was, the badge a move gets, and the deal a move belongs
 * to. The element that draws them is replay-analysis.component.ts.
 */
import { css, html, nothing } from 'lit';
import type { AnalysisResponse, DealAnalysisWire, DecisionAnalysisWire } from '../../shared/protocol-analysis.js';
import { getLocale } from '../i18n/index.js';
import { ta } from '../i18n/analysis.js';

/** The classes a move is marked with in the moves list and the graph (better ones need no mark). */
export const MARKED = ['inaccuracy', 'mistake', 'blunder'] as const;
export type Marked = (typeof MARKED)[number];

/** The chess player's signs for the marked classes, read out by their names. */
const SIGN: Record<Marked, string> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

export const isMarked = (cls: string): cls is Marked => (MARKED as readonly string[]).includes(cls);

/** Every analysed decision by its action's number. */
export function decisionsBySeq(a: AnalysisResponse | undefined): ReadonlyMap<number, DecisionAnalysisWire> {
  return new Map((a?.deals ?? []).flatMap((d) => d.decisions.map((x) => [x.seq, x] as const)));
}

/** The analysed deal that move `seq` was made in (null before the first move or when it is not analysed yet). */
export function dealOfStep(a: AnalysisResponse | undefined, seq: number, dealNumber: number): DealAnalysisWire | undefined {
  const deals = a?.deals ?? [];
  return deals.find((d) => d.decisions.some((x) => x.seq === seq)) ?? deals.find((d) => d.deal === dealNumber);
}

/** A move's badge: the sign, and its class spelt out for screen readers and on hover. */
export function badge(cls: string, keyMoment = false): unknown {
  if (!isMarked(cls) && !keyMoment) return nothing;
  const name = isMarked(cls) ? ta(`analysis.class.${cls}`) : '';
  return html`${isMarked(cls)
    ? html`<span class="badge ${cls}" title=${name}><span aria-hidden="true">${SIGN[cls]}</span><span class="sr-only">${name}</span></span>`
    : nothing}${keyMoment
    ? html`<span class="badge key" title=${ta('analysis.keyMoment')}><span aria-hidden="true">★</span><span class="sr-only">${ta('analysis.keyMoment')}</span></span>`
    : nothing}`;
}

/** Game points as the page's language writes them, one decimal at most. */
export function points(x: number): string {
  return new Intl.NumberFormat(getLocale(), { maximumFractionDigits: 1 }).format(x);
}

/** The badges' colours (white text on each passes WCAG AA), shared by the moves list and the graph's dots. */
export const badgeStyles = css`
  :host {
    --st-inaccuracy: #8a6500;
    --st-mistake: #b4500b;
    --st-blunder: #b91c1c;
  }
  .badge {
    display: inline-block;
    min-width: 1.3rem;
    padding: 0 0.25rem;
    margin-left: 0.3rem;
    border-radius: 0.3rem;
    color: #fff;
    font-weight: 700;
    font-size: 0.85rem;
    text-align: center;
  }
  .badge.inaccuracy {
    background: var(--st-inaccuracy);
  }
  .badge.mistake {
    background: var(--st-mistake);
  }
  .badge.blunder {
    background: var(--st-blunder);
  }
  .badge.key {
    background: #4338ca;
  }
`;
