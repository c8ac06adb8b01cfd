import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { StandingsResponse, StandingsWire } from '../../shared/protocol.js';
import { scriptOrigin, siteBase } from '../core/origin.js';
import { LocaleController, getLocale, isLocale, setLocale } from '../i18n/index.js';
import { type TournamentKey, tt } from '../i18n/tournament.js';
import { botBadge, botBadgeStyles } from './bot-badge.js';
import { gameName } from './stammtisch-lobby.component.js';
import { rankedTable } from './ranked-table.styles.js';
import { themedHost } from './widget.styles.js';

type Measure = 'matchPoints' | 'placement' | 'points' | 'relative' | 'firsts';

/** Numbers as a club sheet writes them: halves kept, long decimals cut to two places. */
function num(x: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(x);
}

/**
 * A tournament's standings for any web page (a club's website): the ranked entrants with the ranking
 * measure and its tie-breaks, each round's score, the teams, and the rule that ranks them stated in
 * words under the table. It reloads by itself while the tournament runs.
 *
 * @attr tournament - the tournament id
 * @attr server - the Stammtisch server (default: where embed.js was loaded from)
 * @attr lang - en, de, fr, hu, ro, sr-Latn, sr-Cyrl, hr or bs (default: the browser's language)
 * @attr refresh - seconds between reloads (default 60; 0 = never)
 * @attr rounds - show each round's column
 * @csspart table - the standings table; row - one entrant; teams - the team table; rule - the ranking rule
 */
export class StammtischStandings extends LitElement {
  static override styles = [
    themedHost,
    botBadgeStyles,
    rankedTable,
    css`
      h3 {
        font-size: 1rem;
        margin: 1rem 0 0.3rem;
      }
      .scroll {
        overflow-x: auto;
      }
      th,
      td {
        white-space: nowrap;
      }
      th.name,
      td.name {
        white-space: normal;
      }
      td.main {
        font-weight: 700;
      }
      .rule {
        opacity: 0.8;
        font-size: 0.85rem;
      }
    `,
  ];

  @property() tournament = '';
  @property() server = '';
  @property({ attribute: 'lang' }) locale = '';
  @property({ type: Number }) refresh = 60;
  @property({ type: Boolean }) rounds = false;

  @state() private data: StandingsResponse | undefined;
  @state() private error = false;
  protected readonly i18n = new LocaleController(this);
  #timer: ReturnType<typeof setTimeout> | undefined;
  #loaded = '';

  private base(): string {
    return (this.server || scriptOrigin).replace(/\/$/, '');
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (isLocale(this.locale)) setLocale(this.locale, false);
    if ((changed.has('tournament') || changed.has('server')) && this.tournament && this.#loaded !== this.tournament) void this.load();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
  }

  /** Reloads now (the site calls it after a change it made). */
  async load(): Promise<void> {
    clearTimeout(this.#timer);
    this.#loaded = this.tournament;
    try {
      const res = await fetch(`${this.base()}/api/tournaments/${encodeURIComponent(this.tournament)}/standings`, { headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(String(res.status));
      this.data = (await res.json()) as StandingsResponse;
      this.error = false;
    } catch {
      this.error = true;
    }
    const running = this.data?.tournament.status !== 'finished';
    if (this.isConnected && this.refresh > 0 && running) this.#timer = setTimeout(() => void this.load(), this.refresh * 1000);
  }

  override render(): unknown {
    const d = this.data;
    if (!d) return this.error ? html`<p role="alert">${tt('tournament.notFound')}</p>` : html`<p>${tt('tournament.loading')}</p>`;
    const s = d.standings;
    const order = s.order as Measure[];
    const locale = getLocale();
    const { round: played, complete, rounds } = d.tournament;
    const when =
      played === 0 ? tt('standings.notYet') : complete < played ? tt('standings.during', { round: played, rounds }) : tt('standings.after', { round: played, rounds });
    return html`<h2>${d.tournament.name}</h2>
      <small>${gameName(d.tournament.game)} · ${when}</small>
      ${played === 0 ? nothing : html`<div class="scroll">${this.table(s, order, locale)}</div>`}
      ${s.teams.length > 0 ? this.teams(s, order, locale) : nothing}
      <p class="rule" part="rule">${this.rule(order)} ${tt('standings.byeRule')}
        <a href="${this.base()}/api/tournaments/${this.tournament}/standings.csv" download>${tt('tournament.csv')}</a>
        · <a href="${siteBase(this.server)}/tournaments/${this.tournament}/standings" target="_blank" rel="noopener">Stammtisch</a></p>`;
  }

  private rule(order: readonly Measure[]): string {
    const [first, ...rest] = order;
    const by = tt(`standings.by.${first!}` as TournamentKey);
    if (rest.length === 0) return tt('standings.orderOnly', { first: by });
    return tt('standings.order', { first: by, rest: rest.map((m) => tt(`standings.measure.${m}` as TournamentKey)).join(', ') });
  }

  private table(s: StandingsWire, order: readonly Measure[], locale: string): unknown {
    const rounds = this.rounds ? Math.max(0, ...s.rows.map((r) => r.rounds.length)) : 0;
    const hasTeams = s.rows.some((r) => r.team !== undefined);
    const hasByes = s.rows.some((r) => r.byes > 0);
    return html`<table part="table">
      <thead>
        <tr>
          <th scope="col">${tt('standings.rank')}</th>
          <th scope="col" class="name">${tt('standings.name')}</th>
          ${hasTeams ? html`<th scope="col" class="name">${tt('standings.team')}</th>` : nothing}
          ${order.map((m) => html`<th scope="col" title=${tt(`standings.measure.${m}` as TournamentKey)}>${tt(`standings.col.${m}` as TournamentKey)}</th>`)}
          <th scope="col">${tt('standings.played')}</th>
          ${hasByes ? html`<th scope="col">${tt('standings.byes')}</th>` : nothing}
          ${Array.from({ length: rounds }, (_, i) => html`<th scope="col">${tt('standings.col.round', { n: i + 1 })}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${s.rows.map(
          (r) => html`<tr part="row" class=${r.rank === 1 ? 'first' : ''}>
            <td>${r.rank}</td>
            <th scope="row" class="name">${r.name}${r.bot ? html` ${botBadge()}` : nothing}</th>
            ${hasTeams ? html`<td class="name">${r.team ?? ''}</td>` : nothing}
            ${order.map((m, i) => html`<td class=${i === 0 ? 'main' : ''}>${num(r.totals[m], locale)}</td>`)}
            <td>${r.played}</td>
            ${hasByes ? html`<td>${r.byes}</td>` : nothing}
            ${Array.from({ length: rounds }, (_, i) => html`<td>${num(r.rounds[i] ?? 0, locale)}</td>`)}
          </tr>`,
        )}
      </tbody>
    </table>`;
  }

  private teams(s: StandingsWire, order: readonly Measure[], locale: string): unknown {
    const names = new Map(s.rows.map((r) => [r.id, r.name]));
    return html`<h3>${tt('standings.teams')}</h3>
      <div class="scroll">
        <table part="teams">
          <thead>
            <tr>
              <th scope="col">${tt('standings.rank')}</th>
              <th scope="col" class="name">${tt('standings.team')}</th>
              <th scope="col" class="name">${tt('standings.members')}</th>
              ${order.map((m) => html`<th scope="col">${tt(`standings.col.${m}` as TournamentKey)}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${s.teams.map(
              (team) => html`<tr>
                <td>${team.rank}</td>
                <th scope="row" class="name">${team.team}</th>
                <td class="name">${team.members.map((m) => names.get(m) ?? m).join(', ')}</td>
                ${order.map((m, i) => html`<td class=${i === 0 ? 'main' : ''}>${num(team.totals[m], locale)}</td>`)}
              </tr>`,
            )}
          </tbody>
        </table>
      </div>`;
  }
}
