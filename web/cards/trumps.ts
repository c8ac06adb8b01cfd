/**
 * Tarock and Tarot trumps, the Excuse, the Sküs and the card back, drawn by code. Austrian Tarock
 * prints Roman numerals in a band at the top and bottom; French Tarot prints numbers in the corners.
 * Both get a number in the top-left corner, which is the part of a card visible in a fanned hand.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { roman } from './model.js';
import { paper } from './faces.js';

const FONT = 'font-family:var(--st-card-font, "Helvetica Neue", Arial, sans-serif);font-weight:700';
const SERIF = 'font-family:Georgia, "Times New Roman", serif;font-weight:700';

/** A steady, distinct hue per trump so neighbouring trumps are told apart at a glance. */
const hue = (n: number): number => (n * 47) % 360;

function cornerNumber(text: string, colour = '#222'): SVGTemplateResult {
  const size = text.length > 1 ? 19 : 24;
  const index = svg`<text x="13" y="25" text-anchor="middle" font-size=${size} letter-spacing=${text.length > 1 ? -1.5 : 0}
    style=${`${FONT};fill:${colour}`}>${text}</text>`;
  return svg`${index}<g transform="rotate(180 50 70)">${index}</g>`;
}

function band(text: string, y: number): SVGTemplateResult {
  const size = text.length > 3 ? 13 : 16;
  return svg`<rect x="26" y=${y} width="48" height="20" rx="3" fill="#fff" stroke="#6b5b3e" stroke-width="1"/>
    <text x="50" y=${y + 15} text-anchor="middle" font-size=${size} style=${`${SERIF};fill:#3b2f1a`}>${text}</text>`;
}

/** Simple figure: head, body and a fool's cap with three points (Sküs, Excuse, Pagat). */
function fool(colour: string): SVGTemplateResult {
  return svg`<path d="M34 98c2-16 8-22 16-22s14 6 16 22Z" style=${`fill:${colour}`}/>
    <circle cx="50" cy="66" r="10" fill="#f2d3b1" stroke="#333" stroke-width="1"/>
    <path d="M39 60 30 46l12 7 8-14 8 14 12-7-9 14Z" fill="#c8102e" stroke="#333" stroke-width="1"/>
    <circle cx="30" cy="46" r="2.5" fill="#e3b21c"/><circle cx="50" cy="39" r="2.5" fill="#e3b21c"/><circle cx="70" cy="46" r="2.5" fill="#e3b21c"/>
    <path d="M46 65h1.5M53 65h1.5M46 70q4 3 8 0" stroke="#333" stroke-width="1.2" fill="none"/>`;
}

function star(cx: number, cy: number, r: number, fill: string): SVGTemplateResult {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return svg`<polygon points=${points} style=${`fill:${fill}`} stroke="#6b5b3e" stroke-width="1"/>`;
}

/** The picture in the middle of a trump: a globe for 21, the little fool for 1, a rosette otherwise. */
function trumpArt(n: number): SVGTemplateResult {
  const h = hue(n);
  if (n === 21) {
    return svg`<circle cx="50" cy="70" r="24" fill="#7fb3d5" stroke="#1f4e79" stroke-width="2"/>
      <ellipse cx="50" cy="70" rx="10" ry="24" fill="none" stroke="#1f4e79" stroke-width="1.5"/>
      <path d="M26 70h48M30 58h40M30 82h40" stroke="#1f4e79" stroke-width="1.5"/>
      <path d="M40 56q6 6 2 12t6 10M56 60q6 4 4 10" stroke="#2e7d32" stroke-width="4" fill="none"/>`;
  }
  if (n === 1) return svg`<g transform="translate(0 2)">${fool(`hsl(${h} 45% 45%)`)}</g>`;
  const rays = 6 + (n % 6);
  const spokes = Array.from({ length: rays }, (_, i) => {
    const a = ((2 * Math.PI) / rays) * i;
    return `M${(50 + 12 * Math.cos(a)).toFixed(1)} ${(70 + 12 * Math.sin(a)).toFixed(1)}L${(50 + 24 * Math.cos(a)).toFixed(1)} ${(70 + 24 * Math.sin(a)).toFixed(1)}`;
  }).join('');
  return svg`<circle cx="50" cy="70" r="25" style=${`fill:hsl(${h} 60% 92%);stroke:hsl(${h} 45% 40%)`} stroke-width="1.5"/>
    <path d=${spokes} style=${`stroke:hsl(${h} 55% 45%)`} stroke-width="3" stroke-linecap="round"/>
    <circle cx="50" cy="70" r="10" style=${`fill:hsl(${h} 55% 55%)`}/>
    <text x="50" y="75" text-anchor="middle" font-size="13" style=${`${SERIF};fill:#fff`}>${n}</text>`;
}

/** A trump of the Tarock pack (Roman numerals in bands) or the Tarot pack (numbers in the corners). */
export function trumpFace(n: number, pack: 'tarock' | 'tarot'): SVGTemplateResult {
  const top = pack === 'tarock' ? roman(n) : String(n);
  return svg`${paper('var(--st-trump-face, #fbf6e9)')}
    <rect x="22" y="8" width="56" height="124" rx="4" fill="none" stroke="#b9a77f" stroke-width="1"/>
    ${band(top, 10)}<g transform="rotate(180 50 70)">${band(top, 10)}</g>
    ${trumpArt(n)}${cornerNumber(String(n))}`;
}

/** The Excuse of the French Tarot: the fool with his star. */
export function excuseFace(): SVGTemplateResult {
  return svg`${paper('var(--st-trump-face, #fbf6e9)')}
    <rect x="22" y="8" width="56" height="124" rx="4" fill="none" stroke="#b9a77f" stroke-width="1"/>
    ${fool('#3b6db3')}${star(13, 18, 10, '#e3b21c')}<g transform="rotate(180 50 70)">${star(13, 18, 10, '#e3b21c')}</g>
    <text x="50" y="124" text-anchor="middle" font-size="11" style=${`${SERIF};fill:#3b2f1a`}>EXCUSE</text>`;
}

/** The Sküs of Austrian Tarock: the fool, the highest tarock. */
export function skusFace(): SVGTemplateResult {
  return svg`${paper('var(--st-trump-face, #fbf6e9)')}
    <rect x="22" y="8" width="56" height="124" rx="4" fill="none" stroke="#b9a77f" stroke-width="1"/>
    ${band('SKÜS', 10)}${fool('#7b3fa0')}${star(50, 116, 9, '#e3b21c')}${cornerNumber('★', '#7b3fa0')}`;
}

const LATTICE = Array.from({ length: 13 }, (_, i) => `M${-40 + i * 12} 8l${100} 124M${140 - i * 12} 8l${-100} 124`).join('');

/** The back of every card; themable through --st-card-back. */
export function cardBack(): SVGTemplateResult {
  return svg`${paper('var(--st-card-back, #274c77)')}
    <svg x="8" y="8" width="84" height="124" viewBox="0 0 84 124" overflow="hidden">
      <path d=${LATTICE} transform="translate(-8 -8)" stroke="rgba(255,255,255,.35)" stroke-width="2"/>
    </svg>
    <rect x="8" y="8" width="84" height="124" rx="5" fill="none" stroke="rgba(255,255,255,.8)" stroke-width="2"/>`;
}
