/**
 * A rating history as an SVG line chart: one point per rated match, the rating scale on the left, the
 * first and the latest dates below. Drawn by code, no chart library.
 */
import { svg, html } from 'lit';

const W = 320;
const H = 140;
const PAD = { left: 38, right: 8, top: 10, bottom: 22 };

export function ratingChart(points: readonly { at: string; rating: number }[], label: string, locale: string): unknown {
  if (points.length === 0) return null;
  const ratings = [1000, ...points.map((p) => p.rating)];
  const lo = Math.floor(Math.min(...ratings) / 50) * 50;
  const hi = Math.max(lo + 50, Math.ceil(Math.max(...ratings) / 50) * 50);
  const x = (i: number) => PAD.left + (points.length === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (r: number) => PAD.top + ((hi - r) * (H - PAD.top - PAD.bottom)) / (hi - lo);
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ');
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  const last = points[points.length - 1]!;
  return html`<svg viewBox="0 0 ${W} ${H}" role="img" aria-label=${`${label}: ${points.map((p) => p.rating).join(', ')}`} class="chart">
    ${svg`
      <line x1=${PAD.left} x2=${W - PAD.right} y1=${y(hi)} y2=${y(hi)} class="grid" />
      <line x1=${PAD.left} x2=${W - PAD.right} y1=${y(lo)} y2=${y(lo)} class="grid" />
      <text x=${PAD.left - 4} y=${y(hi) + 4} text-anchor="end">${hi}</text>
      <text x=${PAD.left - 4} y=${y(lo) + 4} text-anchor="end">${lo}</text>
      <text x=${PAD.left} y=${H - 6}>${day(points[0]!.at)}</text>
      <text x=${W - PAD.right} y=${H - 6} text-anchor="end">${day(last.at)}</text>
      <path d=${line} class="line" />
      ${points.map((p, i) => svg`<circle cx=${x(i)} cy=${y(p.rating)} r="3" class="dot"><title>${day(p.at)}: ${p.rating}</title></circle>`)}
    `}
  </svg>`;
}
