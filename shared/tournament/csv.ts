/**
 * Standings as CSV (RFC 4180: comma-separated, CRLF line ends, fields quoted when needed), one row per
 * entrant with the ranking measures and each round's score, then one row per team. Names that a
 * spreadsheet would take for a formula (starting with = + - @) get a leading apostrophe.
 */
import type { Measure, Standings } from './standings.js';

const HEADERS: Readonly<Record<Measure, string>> = {
  matchPoints: 'match points',
  placement: 'placement points',
  points: 'points',
  relative: 'relative points',
  firsts: 'first places',
};

function cell(value: string | number): string {
  if (typeof value === 'number') return String(Math.round(value * 100) / 100);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (cells: readonly (string | number)[]): string => cells.map(cell).join(',');

export function standingsCsv(s: Standings): string {
  const rounds = Math.max(0, ...s.rows.map((r) => r.rounds.length));
  const roundHeaders = Array.from({ length: rounds }, (_, i) => `round ${i + 1}`);
  const lines = [line(['rank', 'name', 'team', 'played', 'byes', ...s.order.map((m) => HEADERS[m]), ...roundHeaders])];
  for (const r of s.rows) {
    lines.push(line([r.rank, r.name, r.team ?? '', r.played, r.byes, ...s.order.map((m) => r.totals[m]), ...r.rounds]));
  }
  if (s.teams.length > 0) {
    lines.push('');
    lines.push(line(['team rank', 'team', 'members', ...s.order.map((m) => HEADERS[m])]));
    const names = new Map(s.rows.map((r) => [r.id, r.name]));
    for (const t of s.teams) {
      lines.push(line([t.rank, t.team, t.members.map((m) => names.get(m) ?? m).join(' / '), ...s.order.map((m) => t.totals[m])]));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
