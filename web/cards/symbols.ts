/**
 * Suit symbols drawn as SVG in a 100 × 100 box: the French ♠ ♥ ♦ ♣ and the German
 * Grün (leaf), Herz (heart), Schelle (bell) and Eichel (acorn).
 */
import { svg, type SVGTemplateResult } from 'lit';
import type { Suit } from './model.js';

const HEART = 'M50 90C22 67 4 50 4 30 4 14 16 4 29 4c10 0 17 6 21 15 4-9 11-15 21-15 13 0 25 10 25 26 0 20-18 37-46 60Z';
const DIAMOND = 'M50 2 88 50 50 98 12 50Z';
const SPADE =
  'M50 4C78 30 95 44 95 61c0 14-11 22-22 22-9 0-15-4-19-10 1 10 5 17 13 24H33c8-7 12-14 13-24-4 6-10 10-19 10C16 83 5 75 5 61 5 44 22 30 50 4Z';
const circle = (x: number, y: number, r: number): string => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
const CLUB = `${circle(50, 27, 20)}${circle(27, 58, 20)}${circle(73, 58, 20)}M45 50C45 72 42 85 33 97H67C58 85 55 72 55 50Z`;

const FRENCH_PATHS: Record<Suit, string> = { S: SPADE, H: HEART, D: DIAMOND, C: CLUB };

/** Colours of the French suits; the four-colour pack gives diamonds blue and clubs green. */
export function frenchColour(suit: Suit, fourColour: boolean): string {
  switch (suit) {
    case 'S':
      return 'var(--st-suit-spades, #1a1a1a)';
    case 'H':
      return 'var(--st-suit-hearts, #c8102e)';
    case 'D':
      return fourColour ? 'var(--st-suit-diamonds-4c, #1f5fbf)' : 'var(--st-suit-diamonds, #c8102e)';
    case 'C':
      return fourColour ? 'var(--st-suit-clubs-4c, #15803d)' : 'var(--st-suit-clubs, #1a1a1a)';
  }
}

/** The German suits have their own colours by nature, so the pack is always four-coloured. */
export function germanColour(suit: Suit): string {
  switch (suit) {
    case 'S':
      return '#2f7d32';
    case 'H':
      return '#c8102e';
    case 'D':
      return '#a86b00';
    case 'C':
      return '#7a4a1c';
  }
}

function germanSymbol(suit: Suit): SVGTemplateResult {
  switch (suit) {
    case 'H':
      return svg`<path d=${HEART} fill="#c8102e"/><path d="M22 22c5-8 14-9 18-4" stroke="#fff" stroke-width="5" fill="none" opacity=".6"/>`;
    case 'S':
      // Grün: a lime leaf with its stalk and veins
      return svg`<path d="M50 4C82 24 92 58 50 86 8 58 18 24 50 4Z" fill="#2f7d32"/>
        <path d="M50 12V97M50 40 34 28M50 40l16-12M50 58 30 44M50 58l20-14M50 74 36 62M50 74l14-12" stroke="#bfe3b4" stroke-width="3" fill="none"/>`;
    case 'D':
      // Schelle: a round bell with its band and slit
      return svg`<circle cx="50" cy="54" r="40" fill="#e7a911" stroke="#8a5a00" stroke-width="3"/>
        <path d="M12 44h76" stroke="#b3261e" stroke-width="9"/><circle cx="50" cy="11" r="7" fill="none" stroke="#8a5a00" stroke-width="4"/>
        <path d="M50 70v18" stroke="#5c3d00" stroke-width="5"/><circle cx="50" cy="70" r="6" fill="#5c3d00"/>`;
    case 'C':
      // Eichel: an acorn with its cap
      return svg`<path d="M50 2v14" stroke="#5a3412" stroke-width="6"/>
        <ellipse cx="50" cy="66" rx="27" ry="31" fill="#c98b2c" stroke="#7a4a1c" stroke-width="3"/>
        <path d="M16 42c0-22 68-22 68 0 0 6-68 6-68 0Z" fill="#6b4219"/>
        <path d="M26 30l8 12M40 25l6 16M56 25l-4 16M72 30l-8 12" stroke="#3d2409" stroke-width="2.5"/>`;
  }
}

/** A suit symbol centred in a `size` square at (`x`, `y`) (its top left), optionally upside down. */
export function suitSymbol(
  suit: Suit,
  german: boolean,
  fourColour: boolean,
  x: number,
  y: number,
  size: number,
  flipped = false,
): SVGTemplateResult {
  const scale = size / 100;
  const turn = flipped ? ` rotate(180 50 50)` : '';
  const inner = german ? germanSymbol(suit) : svg`<path d=${FRENCH_PATHS[suit]} style=${`fill:${frenchColour(suit, fourColour)}`}/>`;
  return svg`<g transform="translate(${x} ${y}) scale(${scale})${turn}">${inner}</g>`;
}
