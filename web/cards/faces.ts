/**
 * Suit card faces drawn by code in a 100 × 140 box: corner indices large enough to read in a
 * fanned hand on a phone, the classic pip layouts, and simple double-headed court figures.
 */
import { svg, nothing, type SVGTemplateResult } from 'lit';
import { cornerRank, type CardStyle, type Suit } from './model.js';
import { frenchColour, germanColour, suitSymbol } from './symbols.js';

export const CARD_W = 100;
export const CARD_H = 140;

/** Pip centres per count; `f` marks pips printed upside down (lower half of the card). */
type Pip = readonly [x: number, y: number, flipped?: 'f'];
const L = 34;
const M = 50;
const R = 66;
const FOUR: Pip[] = [[L, 26], [R, 26], [L, 114, 'f'], [R, 114, 'f']];
const SIX: Pip[] = [...FOUR, [L, 70], [R, 70]];
const EIGHT_TALL: Pip[] = [[L, 26], [R, 26], [L, 55], [R, 55], [L, 85, 'f'], [R, 85, 'f'], [L, 114, 'f'], [R, 114, 'f']];
const PIPS: Readonly<Record<number, readonly Pip[]>> = {
  2: [[M, 26], [M, 114, 'f']],
  3: [[M, 26], [M, 70], [M, 114, 'f']],
  4: FOUR,
  5: [...FOUR, [M, 70]],
  6: SIX,
  7: [...SIX, [M, 48]],
  8: [...SIX, [M, 48], [M, 92, 'f']],
  9: [...EIGHT_TALL, [M, 70]],
  10: [...EIGHT_TALL, [M, 40], [M, 100, 'f']],
};

const FONT = 'font-family:var(--st-card-font, "Helvetica Neue", Arial, sans-serif);font-weight:700';

function suitColour(suit: Suit, style: CardStyle, fourColour: boolean): string {
  return style === 'german' ? germanColour(suit) : frenchColour(suit, fourColour);
}

/** The card's outline and paper. */
export function paper(fill = 'var(--st-card-face, #fffdf7)'): SVGTemplateResult {
  return svg`<rect x="1" y="1" width="98" height="138" rx="8" style=${`fill:${fill};stroke:var(--st-card-edge, #8a8a8a)`} stroke-width="1.5"/>`;
}

/** Rank and suit in the top-left corner, repeated upside down in the bottom-right one. */
function corners(suit: Suit, rank: string, style: CardStyle, fourColour: boolean): SVGTemplateResult {
  const text = cornerRank(rank, style);
  const size = text.length > 1 ? 19 : 24;
  const german = style === 'german';
  const index = svg`<text x="13" y="25" text-anchor="middle" font-size=${size} letter-spacing=${text.length > 1 ? -1.5 : 0}
      style=${`${FONT};fill:${suitColour(suit, style, fourColour)}`}>${text}</text>
    ${suitSymbol(suit, german, fourColour, 3, 30, 20)}`;
  return svg`${index}<g transform="rotate(180 50 70)">${index}</g>`;
}

function pips(suit: Suit, count: number, german: boolean, fourColour: boolean): SVGTemplateResult {
  if (count === 1) return suitSymbol(suit, german, fourColour, 24, 44, 52);
  const layout = PIPS[count] ?? [];
  const size = count >= 9 ? 19 : 21;
  return svg`${layout.map(([x, y, f]) => suitSymbol(suit, german, fourColour, x - size / 2, y - size / 2, size, f === 'f'))}`;
}

/** Headgear per court rank, drawn over a head at (50, 40). */
function headgear(rank: string, colour: string): SVGTemplateResult {
  switch (rank) {
    case 'K':
      return svg`<path d="M37 33 39 19l6 8 5-11 5 11 6-8 2 14Z" fill="#e3b21c" stroke="#7a5a00" stroke-width="1.2"/>`;
    case 'Q':
      return svg`<path d="M39 33q11-16 22 0Z" fill="#e3b21c" stroke="#7a5a00" stroke-width="1.2"/><circle cx="50" cy="21" r="3" fill="#c8102e"/>`;
    case 'C':
      return svg`<path d="M38 37q0-14 12-14t12 14Z" fill="#9aa3ad" stroke="#444" stroke-width="1.2"/>
        <path d="M50 23q8-10 16-4" style=${`stroke:${colour}`} stroke-width="3" fill="none"/>`;
    default:
      return svg`<path d="M37 34q13-16 26 0l-2-5q-11-11-22 0Z" style=${`fill:${colour}`} stroke="#333" stroke-width="1"/>
        <path d="M60 28q8-8 12-2" stroke="#d13b3b" stroke-width="2.5" fill="none"/>`;
  }
}

/**
 * A court card: a framed figure in the upper half, mirrored in the lower half as on double-headed
 * packs. On the German pack the Ober holds the suit sign high and the Unter low, as printed there.
 */
function court(suit: Suit, rank: string, style: CardStyle, fourColour: boolean): SVGTemplateResult {
  const colour = suitColour(suit, style, fourColour);
  const german = style === 'german';
  const signY = german && rank === 'J' ? 54 : 44;
  const half = svg`
    <path d="M27 70c2-13 12-18 23-18s21 5 23 18Z" style=${`fill:${colour}`} opacity=".85"/>
    <path d="M44 52l6 9 6-9" fill="#fff" opacity=".8"/>
    <circle cx="50" cy="41" r="10" fill="#f2d3b1" stroke="#333" stroke-width="1"/>
    <path d="M46 40h1.5M53 40h1.5M47 46q3 2 6 0" stroke="#333" stroke-width="1.2" fill="none"/>
    ${headgear(rank, colour)}
    ${suitSymbol(suit, german, fourColour, german ? 62 : 24, signY, 14)}`;
  return svg`
    <rect x="22" y="18" width="56" height="104" rx="3" style=${`fill:${colour};stroke:${colour}`} fill-opacity=".1" stroke-width="1.5"/>
    <g>${half}</g><g transform="rotate(180 50 70)">${half}</g>
    <path d="M22 70h56" style=${`stroke:${colour}`} stroke-width="1" opacity=".6"/>`;
}

const COURTS = new Set(['J', 'C', 'Q', 'K']);

/** The face of a suit card of any pack. */
export function suitFace(suit: Suit, rank: string, style: CardStyle, fourColour: boolean): SVGTemplateResult {
  const german = style === 'german';
  let centre: SVGTemplateResult | typeof nothing = nothing;
  if (COURTS.has(rank)) centre = court(suit, rank, style, fourColour);
  else if (rank === 'A') centre = pips(suit, 1, german, fourColour);
  else centre = pips(suit, Number(rank), german, fourColour);
  return svg`${paper()}${centre}${corners(suit, rank, style, fourColour)}`;
}
