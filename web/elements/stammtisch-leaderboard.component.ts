import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Leaderboard, LeaderboardRow } from '../../shared/protocol-ratings.js';
import { scriptOrigin, siteBase } from '../core/origin.js';
import { LocaleController, isLocale, setLocale } from '../i18n/index.js';
import { rt } from '../i18n/ratings.js';
import { gameName } from './stammtisch-lobby.component.js';
import { plainButton, rankedTable } from './ranked-table.styles.js';
import { themedHost } from './widget.styles.js';

/** "Tablanet, 4 players" for `tablanet-4`. */
export function formatName(format: string): string {
  const [game = '', n = ''] = format.split('-');
  return rt('ratings.formatName', { game: gameName(game), n });
}

/**
 * A leaderboard for any web page (a club's website): the rated players of one game and format, best
 * first, globally or on a club lobby's own ladder, a page at a time with "show more". Names link to the
 * players' pages on the Stammtisch site.
 *
 * @attr format - game and number of players, e.g. tablanet-4
 * @attr lobby - a club lobby: its own ladder (matches at its tables only)
 * @attr server - the Stammtisch server (default: where embed.js was loaded from)
 * @attr lang - en, de, fr, hu, ro, sr-Latn, sr-Cyrl, hr or bs (default: the browser's language)
 * @attr limit - rows per page (default 20)
 * @csspart table - the leaderboard table; row - one player; more - the "show more" button
 */
export class StammtischLeaderboard extends LitElement {
  static override styles = [themedHost, rankedTable, plainButton];

  @property() format = 'tablanet-2';
  @property() lobby = '';
  @property() server = '';
  @property({ attribute: 'lang' }) locale = '';
  @property({ type: Number }) limit = 20;

  @state() private rows: LeaderboardRow[] = [];
  @state() private total = 0;
  @state() private next: string | null = null;
  @state() private status: 'loading' | 'ready' | 'failed' = 'loading';
  protected readonly i18n = new LocaleController(this);
  #loaded = '';

  private base(): string {
    return (this.server || scriptOrigin).replace(/\/$/, '');
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (isLocale(this.locale)) setLocale(this.locale, false);
    const key = `${this.format}|${this.lobby}|${this.server}|${this.limit}`;
    if (this.#loaded !== key && (changed.has('format') || changed.has('lobby') || changed.has('server') || changed.has('limit'))) {
      this.#loaded = key;
      this.rows = [];
      this.next = null;
      void this.load();
    }
  }

  /** Loads the first page again, or the next one (`more`). */
  async load(more = false): Promise<void> {
    this.status = 'loading';
    const query = new URLSearchParams({ limit: String(this.limit) });
    if (this.lobby) query.set('lobby', this.lobby);
    if (more && this.next) query.set('after', this.next);
    try {
      const res = await fetch(`${this.base()}/api/ratings/${encodeURIComponent(this.format)}?${query}`, { headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(String(res.status));
      const page = (await res.json()) as Leaderboard;
      this.rows = more ? [...this.rows, ...page.players] : page.players;
      this.total = page.total;
      this.next = page.next;
      this.status = 'ready';
    } catch {
      this.status = 'failed';
    }
  }

  override render(): unknown {
    const site = siteBase(this.server);
    const heading = html`<h2>${formatName(this.format)}${this.lobby ? html` · ${this.lobby}` : nothing}</h2>`;
    if (this.status === 'failed' && this.rows.length === 0) return html`${heading}<p role="alert">${rt('ratings.failed')}</p>`;
    if (this.status === 'loading' && this.rows.length === 0) return html`${heading}<p>${rt('ratings.loading')}</p>`;
    if (this.rows.length === 0) return html`${heading}<p>${rt('ratings.empty')}</p>`;
    return html`${heading}<small>${rt('ratings.total', { n: this.total })}</small>
      <table part="table">
        <thead>
          <tr>
            <th scope="col">${rt('ratings.rank')}</th>
            <th scope="col" class="name">${rt('ratings.player')}</th>
            <th scope="col">${rt('ratings.rating')}</th>
            <th scope="col">${rt('ratings.matches')}</th>
            <th scope="col">${rt('ratings.firsts')}</th>
          </tr>
        </thead>
        <tbody>
          ${this.rows.map(
            (r) => html`<tr part="row" class=${r.rank === 1 ? 'first' : ''}>
              <td>${r.rank}</td>
              <td class="name"><a href="${site}/players/${r.player}" target="_top">${r.name}</a></td>
              <td title=${r.provisional ? rt('ratings.provisional') : ''}>${r.rating}${r.provisional ? '?' : ''}</td>
              <td>${r.matches}</td>
              <td>${r.firsts}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      ${this.next ? html`<button part="more" class="plain" ?disabled=${this.status === 'loading'} @click=${() => void this.load(true)}>${rt('ratings.more')}</button>` : nothing}
      <p><small>${rt('ratings.how')}</small></p>`;
  }
}
