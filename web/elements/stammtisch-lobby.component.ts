import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { RatedTableSummary } from '../../shared/protocol-ratings.js';
import { LobbyFeed } from '../api/lobby-feed.js';
import { hostEvent } from '../core/events.js';
import { botBadge, botBadgeStyles } from './bot-badge.js';
import { scriptOrigin, siteBase } from '../core/origin.js';
import { LocaleController, isLocale, setLocale, t, type MessageKey } from '../i18n/index.js';
import type { RatingRange } from './lobby-ratings.js';
import { feltAction, listRows, panel, themedHost } from './widget.styles.js';

type RatingParts = typeof import('./lobby-ratings.js');
let ratingParts: Promise<RatingParts> | undefined;

/** The lobby's rating parts and their strings: a chunk fetched once, when the first lobby shows. */
function loadRatingParts(): Promise<RatingParts> {
  ratingParts ??= import('./lobby-ratings.js');
  return ratingParts;
}

/**
 * The open tables of a lobby (a club can have its own), for any web page. Choosing a table opens it
 * on the Stammtisch site, unless the host page cancels the `stammtisch-open-table` event and
 * handles it itself.
 *
 * @attr lobby - the lobby name (default "public")
 * @attr server - the Stammtisch server (default: where embed.js was loaded from)
 * @attr lang - en, de, fr, hu, ro, sr-Latn, sr-Cyrl, hr or bs (default: the browser's language)
 * @attr refresh - seconds between refreshes (default 30)
 * @fires stammtisch-open-table - {table, href} (cancelable) when a table is chosen
 * It shows each table's seated players' ratings and their average, a rating filter at the bottom
 * (within a thumb's reach on a phone) and, for the player signed in on the site, "tables near your
 * rating"; these parts come as a chunk of their own (./lobby-ratings.ts) right after the list.
 *
 * @csspart list - the list of tables; item - one table; join - its button
 */
export class StammtischLobby extends LitElement {
  static override styles = [
    botBadgeStyles,
    themedHost,
    panel,
    feltAction,
    listRows,
  ];

  @property() lobby = 'public';
  @property() server = '';
  @property({ attribute: 'lang' }) locale = '';
  @property({ type: Number }) refresh = 30;
  /** Open tables in this window instead of a new tab (the site itself). */
  @property({ type: Boolean, attribute: 'same-window' }) sameWindow = false;
  /** The site's own signed-in player's token (the site sets it; a club's page never has one): tables they could not sit at are left out. */
  @property({ attribute: false }) token = '';

  protected readonly i18n = new LocaleController(this);
  /** The rating range the reader chose (<st-rating-filter>); the API leaves out tables outside it. */
  @state() private range: RatingRange = {};
  private readonly feed = new LobbyFeed(this, () => ({ base: this.base(), token: this.token, lobby: this.lobby, everyMs: this.refresh * 1000, ...this.range }));
  /** The rating parts, once their chunk is in (the list shows without them meanwhile). */
  @state() private ratings: RatingParts | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    void loadRatingParts().then((parts) => (this.ratings = parts), () => undefined);
  }

  private readonly filter = (range: RatingRange): void => {
    this.range = range;
    void this.feed.refresh();
  };

  private base(): string {
    return (this.server || scriptOrigin).replace(/\/$/, '');
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (isLocale(this.locale)) setLocale(this.locale, false);
    if (changed.has('token') && this.hasUpdated) void this.feed.refresh();
  }

  override render(): unknown {
    const tables = this.feed.tables;
    const filtering = this.range.minRating !== undefined || this.range.maxRating !== undefined;
    const target = this.sameWindow ? '_self' : '_blank';
    return html`<h2>${this.lobby === 'public' ? t('lobby.title') : t('lobby.name', { name: this.lobby })}</h2>
      ${this.ratings?.near({ lobby: this.lobby, base: this.base(), site: siteBase(this.server), target, stamp: tables, open: this.open })}
      ${this.feed.error ? html`<p role="alert">${t('error.network')}</p>` : nothing}
      ${tables === undefined ? html`<p>${t('table.loading')}</p>` : nothing}
      ${tables?.length === 0 && !filtering ? html`<p>${t('lobby.empty')}</p>` : nothing}
      ${tables?.length ? html`<ul part="list">${tables.map((tb) => this.item(tb))}</ul>` : nothing}
      ${this.ratings?.filter(tables?.length === 0, this.filter)}`;
  }

  private item(tb: RatedTableSummary): unknown {
    const taken = tb.players.filter((p) => p.name || p.bot || p.playerId).length;
    const href = `${siteBase(this.server)}/t/${tb.id}`;
    const blurb = t(`game.${tb.game}.blurb` as MessageKey);
    const seated = tb.players.filter((p) => p.name);
    const r = this.ratings;
    return html`<li part="item" class="panel" data-table=${tb.id}>
      <span>
        <strong>${tb.name}</strong> <small>${gameName(tb.game)}${r?.tableRating(tb)}</small><br />
        <small title=${blurb}>${t('lobby.free', { n: tb.seats - taken, total: tb.seats })}
          ${seated.length
            ? html` · ${seated.map((p, i) => html`${i > 0 ? ', ' : ''}<span class="player">${p.name}${r?.seatRating(tb, p.seat)}</span>${p.botAccount ? html` ${botBadge()}` : nothing}`)}`
            : nothing}</small
        >
      </span>
      <a part="join" class="felt" href=${href} target=${this.sameWindow ? '_self' : '_blank'} rel="noopener" @click=${(e: MouseEvent) => this.open(e, tb, href)}
        >${t('lobby.join')}</a
      >
    </li>`;
  }

  private readonly open = (e: MouseEvent, tb: RatedTableSummary, href: string): void => {
    const ev = hostEvent('stammtisch-open-table', { table: tb.id, href }, true);
    if (!this.dispatchEvent(ev)) e.preventDefault();
  };
}

const NAMES: Readonly<Record<string, string>> = { tablanet: 'Tablanet', taleles: 'Taleles', tarock: 'Tarock', tarot: 'Tarot' };

export function gameName(id: string): string {
  return NAMES[id] ?? id;
}
