/**
 * The per-game statistics of a player page: the totals every game has (matches, wins, forfeits,
 * average score, deals, time per move) and what each game's players count — Tarot's contracts taken
 * and made by level, Königrufen's contracts played and won, Taleles' trumps, Kontras and Pitsch,
 * Tablanet's tablas per match. Contract names come from the game's own strings (its plug-in).
 */
import { html, nothing } from 'lit';
import type { GameStats } from '../../shared/protocol-ratings.js';
import { gameName } from '../elements/stammtisch-lobby.component.js';
import { ct, type CommunityKey } from '../i18n/community.js';
import { getLocale, t, type MessageKey } from '../i18n/index.js';

/** Counters shown as a contract table: their prefixes per game (taken/made, played/won). */
const CONTRACT_COLUMNS: Readonly<Record<string, readonly [string, string]>> = {
  tarot: ['taken', 'made'],
  tarock: ['played', 'won'],
};

/** The order the plain counters are listed in. */
const COUNTS = ['petitAuBout', 'premiums', 'trumps', 'trumpsWon', 'kontras', 'kontrasWon', 'pitsch', 'pitschMade', 'tablas'] as const;

const number = (n: number): string => new Intl.NumberFormat(getLocale(), { maximumFractionDigits: 1 }).format(n);

/** A move time in seconds as seconds, minutes or hours, whichever reads best. */
function duration(seconds: number): string {
  if (seconds < 90) return ct('stats.seconds', { n: number(seconds) });
  if (seconds < 90 * 60) return ct('stats.minutes', { n: number(seconds / 60) });
  return ct('stats.hours', { n: number(seconds / 3600) });
}

function contractTable(s: GameStats): unknown {
  const columns = CONTRACT_COLUMNS[s.game];
  if (!columns) return nothing;
  const [first, second] = columns;
  const contracts = Object.keys(s.counts)
    .filter((k) => k.startsWith(`${first}.`))
    .map((k) => k.slice(first.length + 1));
  if (contracts.length === 0) return nothing;
  return html`<table class="contracts">
    <thead>
      <tr>
        <th scope="col">${ct('stats.contract')}</th>
        <th scope="col">${ct(`stats.${first}` as CommunityKey)}</th>
        <th scope="col">${ct(`stats.${second}` as CommunityKey)}</th>
      </tr>
    </thead>
    <tbody>
      ${contracts.map(
        (c) => html`<tr data-contract=${c}>
          <th scope="row">${t(`${s.game}.contract.${c}` as MessageKey)}</th>
          <td>${s.counts[`${first}.${c}`] ?? 0}</td>
          <td>${s.counts[`${second}.${c}`] ?? 0}</td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}

/** One game's statistics as a panel. */
export function gameStatsPanel(s: GameStats): unknown {
  const rows: [string, string][] = [
    [ct('stats.matches'), number(s.matches)],
    [ct('stats.wins'), number(s.wins)],
    [ct('stats.forfeits'), number(s.forfeits)],
    [ct('stats.averageScore'), number(s.averageScore)],
    [ct('stats.deals'), number(s.deals)],
  ];
  if (s.moveSeconds !== null) rows.push([ct('stats.moveTime'), duration(s.moveSeconds)]);
  for (const key of COUNTS) {
    const n = s.counts[key];
    if (n !== undefined) rows.push([ct(`stats.count.${key}`), number(n)]);
  }
  if (s.game === 'tablanet' && s.matches > 0) rows.push([ct('stats.tablasPerMatch'), number((s.counts.tablas ?? 0) / s.matches)]);
  return html`<section class="panel stats" data-game=${s.game}>
    <h2>${ct('stats.title')}: ${gameName(s.game)}</h2>
    <dl>${rows.map(([k, v]) => html`<div><dt>${k}</dt><dd>${v}</dd></div>`)}</dl>
    ${contractTable(s)}
  </section>`;
}
