import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { FormatRating, PlayerProfile } from '../../shared/protocol-ratings.js';
import { formatName } from '../elements/stammtisch-leaderboard.component.js';
import { botBadge, botBadgeStyles } from '../elements/bot-badge.js';
import { LocaleController, getLocale } from '../i18n/index.js';
import { rt } from '../i18n/ratings.js';
import { ratingChart } from './rating-chart.js';
import { gameStatsPanel } from './player-stats.js';
import { loadGame } from '../games/loader.js';
import { pageStyles } from './styles.js';

/**
 * A player's page (/players/:id): their rating in every format they are rated in, with its history
 * as a chart, their place on the leaderboard, and their latest rated matches at public tables.
 */
export class StPlayerPage extends LitElement {
  static override styles = [
    pageStyles,
    botBadgeStyles,
    css`
      .format {
        margin: 1rem 0;
      }
      .big {
        font-size: 1.6rem;
        font-weight: 700;
      }
      .chart {
        width: 100%;
        max-width: 32rem;
        height: auto;
        display: block;
      }
      .chart .line {
        fill: none;
        stroke: var(--st-felt, #1d5c3f);
        stroke-width: 2;
      }
      .chart .dot {
        fill: var(--st-felt, #1d5c3f);
      }
      .chart .grid {
        stroke: var(--st-panel-edge, #d9d2bf);
      }
      .chart text {
        font-size: 10px;
        fill: currentColor;
      }
      ul {
        padding-left: 1.1rem;
      }
      .stats dl {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
        gap: 0.4rem 1rem;
        margin: 0;
      }
      .stats dt {
        font-size: 0.85rem;
        opacity: 0.8;
      }
      .stats dd {
        margin: 0;
        font-weight: 700;
        font-size: 1.1rem;
      }
      .contracts {
        margin-top: 0.8rem;
        border-collapse: collapse;
        width: 100%;
      }
      .contracts th,
      .contracts td {
        text-align: left;
        padding: 0.2rem 0.4rem;
        border-bottom: 1px solid var(--st-panel-edge, #d9d2bf);
      }
      .contracts td {
        text-align: right;
      }
    `,
  ];

  @property() player = '';
  @state() private profile: PlayerProfile | undefined;
  @state() private failed = false;
  protected readonly i18n = new LocaleController(this);

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('player') && this.player) void this.load();
  }

  async load(): Promise<void> {
    try {
      const res = await fetch(`/api/players/${encodeURIComponent(this.player)}/profile`);
      if (!res.ok) throw new Error(String(res.status));
      this.profile = (await res.json()) as PlayerProfile;
      this.failed = false;
      // Contract names are the games' own words: their plug-ins bring them (and redraw the page).
      for (const s of this.profile.stats) if (s.game === 'tarot' || s.game === 'tarock') void loadGame(s.game);
    } catch {
      this.failed = true;
    }
  }

  override render(): unknown {
    const p = this.profile;
    if (!p) return this.failed ? html`<p role="alert">${rt('player.notFound')}</p>` : html`<p>${rt('ratings.loading')}</p>`;
    return html`<h1>${rt('player.title', { name: p.name })}${p.bot ? html` ${botBadge()}` : nothing}</h1>
      <st-player-moderation player=${this.player}></st-player-moderation>
      ${p.ratings.length === 0 ? html`<p>${rt('player.none')}</p>` : p.ratings.map((r) => this.format(r))}
      ${p.ratings.length > 0 ? html`<p><small>${rt('player.privateNote')}</small></p>` : nothing}
      ${(p.stats ?? []).map((s) => gameStatsPanel(s))}
      <st-challenge-form to=${this.player} name=${p.name}></st-challenge-form>`;
  }

  private format(r: FormatRating): unknown {
    const locale = getLocale();
    return html`<section class="panel format" data-format=${r.format}>
      <h2><a href="/ratings/${r.format}">${formatName(r.format)}</a></h2>
      <p>
        <span class="big rating" title=${r.provisional ? rt('ratings.provisional') : ''}>${r.rating}${r.provisional ? '?' : ''}</span>
        · ${rt('player.place', { rank: r.rank })} · ${rt('ratings.matches')}: ${r.matches} · ${rt('ratings.firsts')}: ${r.firsts}
      </p>
      ${ratingChart(r.history, rt('player.chart', { format: formatName(r.format) }), locale)}
      ${r.recent.length > 0
        ? html`<h3>${rt('player.recent')}</h3>
            <ul>
              ${r.recent.map(
                (m) => html`<li>
                  <a href="/t/${m.table}">${new Date(m.at).toLocaleDateString(locale)}</a>:
                  ${rt('player.result', { place: m.rank, n: m.seats })} · ${m.before} → ${m.after}
                  ${m.counted ? nothing : html`(${rt('player.unrated')})`}
                  · ${rt('player.with')} ${m.players.filter((x) => x.id !== this.player).map((x, i) => html`${i > 0 ? ', ' : ''}<a href="/players/${x.id}">${x.name}</a>`)}
                </li>`,
              )}
            </ul>`
        : nothing}
    </section>`;
  }
}
