import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { TableSummary } from '../../shared/protocol.js';
import { LobbyFeed } from '../api/lobby-feed.js';
import { hostEvent } from '../core/events.js';
import { botBadge, botBadgeStyles } from './bot-badge.js';
import { scriptOrigin, siteBase } from '../core/origin.js';
import { LocaleController, isLocale, setLocale, t, type MessageKey } from '../i18n/index.js';

/**
 * The open tables of a lobby (a club can have its own), for any web page. Choosing a table opens it
 * on the Stammtisch site, unless the host page cancels the `stammtisch-open-table` event and
 * handles it itself.
 *
 * @attr lobby - the lobby name (default "public")
 * @attr server - the Stammtisch server (default: where embed.js was loaded from)
 * @attr lang - de or en
 * @attr refresh - seconds between refreshes (default 30)
 * @fires stammtisch-open-table - {table, href} (cancelable) when a table is chosen
 * @csspart list - the list of tables; item - one table; join - its button
 */
export class StammtischLobby extends LitElement {
  static override styles = [botBadgeStyles, css`
    :host {
      display: block;
      font-family: var(--st-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
      color: var(--st-ink, #1e1e1e);
    }
    h2 {
      font-size: 1.1rem;
      margin: 0 0 0.5rem;
    }
    ul {
      list-style: none;
      padding: 0;
      margin: 0;
      display: grid;
      gap: 0.4rem;
    }
    li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 0.4rem;
      padding: 0.5rem 0.7rem;
      border-radius: var(--st-radius, 0.6rem);
      background: var(--st-panel, #fffdf7);
      border: 1px solid var(--st-panel-edge, #d9d2bf);
    }
    small {
      opacity: 0.75;
    }
    a {
      display: inline-block;
      padding: 0.45rem 0.9rem;
      border-radius: 0.5rem;
      background: var(--st-felt, #1d5c3f);
      color: var(--st-on-felt, #f4f1e6);
      text-decoration: none;
      font-weight: 600;
    }
    a:focus-visible {
      outline: 3px solid var(--st-focus, #f5b700);
      outline-offset: 2px;
    }
  `];

  @property() lobby = 'public';
  @property() server = '';
  @property({ attribute: 'lang' }) locale = '';
  @property({ type: Number }) refresh = 30;
  /** Open tables in this window instead of a new tab (the site itself). */
  @property({ type: Boolean, attribute: 'same-window' }) sameWindow = false;

  protected readonly i18n = new LocaleController(this);
  private readonly feed = new LobbyFeed(this, () => ({ base: this.base(), lobby: this.lobby, everyMs: this.refresh * 1000 }));

  private base(): string {
    return (this.server || scriptOrigin).replace(/\/$/, '');
  }

  protected override willUpdate(): void {
    if (isLocale(this.locale)) setLocale(this.locale, false);
  }

  override render(): unknown {
    const tables = this.feed.tables;
    return html`<h2>${this.lobby === 'public' ? t('lobby.title') : t('lobby.name', { name: this.lobby })}</h2>
      ${this.feed.error ? html`<p role="alert">${t('error.network')}</p>` : nothing}
      ${tables === undefined ? html`<p>${t('table.loading')}</p>` : nothing}
      ${tables?.length === 0 ? html`<p>${t('lobby.empty')}</p>` : nothing}
      ${tables?.length ? html`<ul part="list">${tables.map((tb) => this.item(tb))}</ul>` : nothing}`;
  }

  private item(tb: TableSummary): unknown {
    const taken = tb.players.filter((p) => p.name || p.bot || p.playerId).length;
    const href = `${siteBase(this.server)}/t/${tb.id}`;
    const blurb = t(`game.${tb.game}.blurb` as MessageKey);
    return html`<li part="item">
      <span>
        <strong>${tb.name}</strong> <small>${gameName(tb.game)}</small><br />
        <small title=${blurb}>${t('lobby.free', { n: tb.seats - taken, total: tb.seats })}
          ${tb.players.filter((p) => p.name).length ? html` · ${tb.players.filter((p) => p.name).map((p, i) => html`${i > 0 ? ', ' : ''}${p.name}${p.botAccount ? html` ${botBadge()}` : nothing}`)}` : nothing}</small>
      </span>
      <a part="join" href=${href} target=${this.sameWindow ? '_self' : '_blank'} rel="noopener" @click=${(e: MouseEvent) => this.open(e, tb, href)}
        >${t('lobby.join')}</a
      >
    </li>`;
  }

  private open(e: MouseEvent, tb: TableSummary, href: string): void {
    const ev = hostEvent('stammtisch-open-table', { table: tb.id, href }, true);
    if (!this.dispatchEvent(ev)) e.preventDefault();
  }
}

const NAMES: Readonly<Record<string, string>> = { tablanet: 'Tablanet', taleles: 'Taleles', tarock: 'Tarock', tarot: 'Tarot' };

export function gameName(id: string): string {
  return NAMES[id] ?? id;
}
