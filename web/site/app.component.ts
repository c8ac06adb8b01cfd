import { LitElement, css, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { forgetIdentity, loadIdentity, type Identity } from '../api/session.js';
import { turns } from '../api/turn-feed.js';
import { LOCALES, LOCALE_NAMES, LocaleController, getLocale, localeTag, setLocale, t, type AnyLocale } from '../i18n/index.js';
import type { IdentityEvent } from './events.js';
import { loadPrefs, savePrefs, type CardPrefs } from './prefs.js';
import { navigate, parseRoute, type Route } from './router.js';
import { srOnly } from './styles.js';
import './pages.js';
import { tSite } from '../i18n/site.js';
import { tt } from '../i18n/tournament.js';
import { at } from '../i18n/accounts.js';
import { Api, ApiError } from '../api/client.js';
import { tournamentPage } from './tournament-routes.js';
import { clubLink, ratingPage } from './rating-routes.js';
import { rt } from '../i18n/ratings.js';
import { TurnSignals } from './turn-signals.js';

/**
 * The site's shell: header with navigation, language and card settings, and the page of the
 * current route. It keeps the player identity and hands it down to the pages.
 */
export class StApp extends LitElement {
  static override styles = [
    srOnly,
    css`
    :host {
      display: block;
      min-height: 100vh;
    }
    .skip {
      position: absolute;
      left: -999px;
    }
    .skip:focus {
      left: 0.5rem;
      top: 0.5rem;
      background: #fff;
      color: #1e1e1e;
      padding: 0.4rem;
      z-index: 10;
    }
    header {
      background: var(--st-felt, #1d5c3f);
      color: #f4f1e6;
      padding: 0.4rem 0.8rem;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.4rem 1rem;
    }
    header a {
      color: inherit;
      text-decoration: none;
    }
    .brand {
      font-weight: 800;
      font-size: 1.2rem;
      letter-spacing: 0.02em;
    }
    nav ul {
      list-style: none;
      display: flex;
      flex-wrap: wrap;
      gap: 0.2rem 0.9rem;
      margin: 0;
      padding: 0;
    }
    nav a {
      display: inline-block;
      padding: 0.35rem 0;
    }
    .count {
      display: inline-block;
      min-width: 1.3em;
      margin-left: 0.3em;
      padding: 0 0.3em;
      border-radius: 0.65em;
      background: #c62828;
      color: #fff;
      font-weight: 700;
      text-align: center;
      line-height: 1.3em;
    }
    nav a[aria-current='page'] {
      text-decoration: underline;
      text-underline-offset: 0.25rem;
    }
    .settings {
      margin-left: auto;
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      align-items: center;
      font-size: 0.85rem;
    }
    select,
    button {
      font: inherit;
      min-height: 2.2rem;
      border-radius: 0.4rem;
      border: 1px solid rgb(255 255 255 / 0.5);
      background: rgb(255 255 255 / 0.12);
      color: inherit;
    }
    option {
      color: #1e1e1e;
    }
    :focus-visible {
      outline: 3px solid var(--st-focus, #f5b700);
      outline-offset: 2px;
    }
    main {
      max-width: 72rem;
      margin: 0 auto;
      padding: 0.8rem;
    }
    .menu {
      display: none;
      padding: 0 0.8rem;
      min-height: 2.75rem;
    }
    /* at a table on a phone the header folds into one row, so the whole table fits on the screen */
    @media (max-width: 40rem) {
      header.compact {
        padding: 0 0.6rem;
        flex-wrap: wrap;
      }
      header.compact .menu {
        display: inline-flex;
        align-items: center;
      }
      header.compact nav {
        margin-left: auto;
      }
      header.compact:not(.open) nav ul,
      header.compact:not(.open) .settings {
        display: none;
      }
      header.compact.open nav {
        flex-basis: 100%;
      }
      header.compact + main {
        padding: 0.3rem;
      }
    }
    footer {
      text-align: center;
      font-size: 0.8rem;
      opacity: 0.7;
      padding: 1.5rem 0.5rem;
    }
    footer a {
      color: inherit;
    }
  `,
  ];

  @state() private route: Route = parseRoute(new URL(location.href));
  @state() private identity: Identity | undefined = loadIdentity();
  /** This browser's session was found signed out (revoked from another device). */
  @state() private signedOut = false;
  @state() private prefs: CardPrefs = loadPrefs();
  /** The folded header's menu is open (at a table on a phone). */
  @state() private menuOpen = false;
  protected readonly i18n = new LocaleController(this);
  /** Title, favicon and the count in the navigation while tables wait for the player. */
  private readonly signals = new TurnSignals(this, () => (this.route.page === 'table' ? this.route.id : ''));

  private readonly onPop = (): void => {
    this.route = parseRoute(new URL(location.href));
    window.scrollTo(0, 0);
  };

  /** Same-origin links anywhere in the page (also inside shadow roots) change the route without a reload. */
  private readonly onClick = (e: MouseEvent): void => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = e.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement);
    if (!a || a.target === '_blank' || a.hasAttribute('download') || a.origin !== location.origin) return;
    if (a.pathname.startsWith('/api/') || a.pathname.startsWith('/embed')) return;
    if (a.hash && a.pathname === location.pathname && a.search === location.search) return; // a place on this page
    e.preventDefault();
    navigate(a.pathname + a.search);
  };

  /** Another tab of the site chose a name (or forgot the key): this one follows. */
  private readonly onStorage = (e: StorageEvent): void => {
    if (e.key !== 'stammtisch.player') return;
    this.identity = loadIdentity();
    turns.follow(this.identity);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    turns.follow(this.identity);
    window.addEventListener('storage', this.onStorage);
    window.addEventListener('popstate', this.onPop);
    document.addEventListener('click', this.onClick);
    document.documentElement.lang = localeTag();
    // A session revoked from another device: the stored key is dropped and the page says so.
    if (this.identity) {
      void new Api('', this.identity.token).me().catch((e: unknown) => e instanceof ApiError && e.status === 401 && this.forgetPlayer(true));
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    turns.stop();
    window.removeEventListener('storage', this.onStorage);
    window.removeEventListener('popstate', this.onPop);
    document.removeEventListener('click', this.onClick);
  }

  override render(): unknown {
    const r = this.route;
    const current = (page: Route['page']) => (r.page === page ? 'page' : 'false');
    const compact = r.page === 'table';
    return html`<header class="${compact ? 'compact' : ''} ${this.menuOpen ? 'open' : ''}">
        <button class="skip" @click=${this.skipToContent}>${t('nav.skip')}</button>
        <a class="brand" href="/">♣ ${t('app.title')}</a>
        <nav aria-label=${t('nav.main')}>
          ${compact
            ? html`<button class="menu" aria-expanded=${String(this.menuOpen)} aria-controls="site-links" @click=${() => (this.menuOpen = !this.menuOpen)}>
                ${t('nav.menu')}${this.waitingCount()}
              </button>`
            : nothing}
          <ul id="site-links">
            <li><a href="/lobby" aria-current=${current('lobby')}>${t('nav.lobby')}</a></li>
            <li><a href="/me" aria-current=${current('mine')}>${t('nav.mine')}${this.waitingCount()}</a></li>
            <li><a href="/new" aria-current=${current('new')}>${t('nav.new')}</a></li>
            <li><a href="/tournaments" aria-current=${current('tournaments')}>${tt('tournament.nav')}</a></li>
            <li><a href="/ratings" aria-current=${current('ratings')}>${rt('ratings.nav')}</a></li>
            <li><a href="/settings" aria-current=${current('settings')}>${t('corr.settings.nav')}</a></li>
            <li><a href="/devices" aria-current=${current('devices')}>${at('account.nav')}</a></li>
            <li><a href="/api/docs">${t('nav.api')}</a></li>
          </ul>
        </nav>
        <div class="settings">
          <select @change=${this.onLanguage} aria-label=${t('nav.language')}>
            ${LOCALES.map((l) => html`<option value=${l} lang=${l} ?selected=${l === getLocale()}>${LOCALE_NAMES[l]}</option>`)}
          </select>
          <select aria-label=${t('settings.cards')} @change=${this.onSuits}>
            <option value="french" ?selected=${this.prefs.suits === 'french'}>${t('settings.french')}</option>
            <option value="german" ?selected=${this.prefs.suits === 'german'}>${t('settings.german')}</option>
          </select>
          <label><input type="checkbox" .checked=${this.prefs.fourColour} @change=${this.onFourColour} /> ${t('settings.fourColour')}</label>
        </div>
      </header>
      <main id="main" tabindex="-1" @st-identity=${this.onIdentity} @st-signed-out=${() => this.forgetPlayer(true)}>
        ${this.signedOut ? html`<p role="status">${at('account.signedOutNotice')} <a href="/signin">${at('account.signIn')}</a></p>` : ''}${this.page(r)}
      </main>
      <footer>
        ${this.identity ? html`${t('me.playingAs', { name: this.identity.player.name })} · ` : ''}
        <a href="/api/docs">${t('nav.api')}</a>
      </footer>`;
  }

  /** The number of tables waiting for the player, as a badge after "My tables". */
  private waitingCount(): unknown {
    const n = this.signals.waiting.length;
    if (n === 0) return nothing;
    return html`<span class="count" aria-hidden="true">${n}</span><span class="sr-only"> (${tSite('turns.count', { n })})</span>`;
  }

  /**
   * The skip link's target is inside this shadow root, where a `#main` fragment cannot reach (the
   * document looks for ids in itself only), so it is a button that moves the focus.
   */
  private skipToContent(): void {
    // at a table the content is the player's hand
    const table = this.renderRoot.querySelector<HTMLElement & { focusHand(): boolean }>('st-table-page');
    if (table?.focusHand()) return;
    this.renderRoot.querySelector<HTMLElement>('main')?.focus();
  }

  private page(r: Route): unknown {
    const id = this.identity;
    const p = this.prefs;
    switch (r.page) {
      case 'home':
        return html`<st-home .identity=${id} suits=${p.suits} ?four-colour=${p.fourColour}></st-home>`;
      case 'new':
        return html`<st-create .identity=${id} game=${r.game}></st-create>`;
      case 'lobby':
        return html`<h1>${t('lobby.title')}</h1>
          ${clubLink(r.name)}
          <stammtisch-lobby lobby=${r.name} same-window .token=${id?.token ?? ''}></stammtisch-lobby>`;
      case 'mine':
        return html`<st-my-tables .identity=${id}></st-my-tables>`;
      case 'table':
        return html`<st-table-page .identity=${id} table=${r.id} invite=${r.invite} suits=${p.suits} ?four-colour=${p.fourColour}></st-table-page>`;
      case 'replay':
        return html`<st-replay table=${r.id} suits=${p.suits} ?four-colour=${p.fourColour}></st-replay>`;
      case 'deal':
        return html`<st-replay table=${r.id} .deal=${r.deal} suits=${p.suits} ?four-colour=${p.fourColour}></st-replay>`;
      case 'embed':
        return html`<st-embed-page .identity=${id} table=${r.id} invite=${r.invite} suits=${p.suits}></st-embed-page>`;
      case 'settings':
        return html`<st-settings .identity=${id}></st-settings>`;
      case 'devices':
        return html`<st-devices .identity=${id}></st-devices>`;
      case 'signin':
        return html`<st-signin .identity=${id} code=${r.code}></st-signin>`;
      case 'tournaments':
      case 'tournament':
      case 'standings':
        return tournamentPage(r, id);
      case 'ratings':
      case 'player':
      case 'club':
        return ratingPage(r);
      case 'notFound':
        return html`<p>${t('table.notFound')}</p>`;
    }
  }

  private onIdentity(e: IdentityEvent): void {
    this.identity = e.identity;
    this.signedOut = false;
    turns.follow(e.identity);
  }

  /** Drops a key the server no longer knows (signed out elsewhere, or the account deleted); `notice` says so on the page. */
  forgetPlayer(notice = false): void {
    forgetIdentity();
    this.identity = undefined;
    this.signedOut = notice;
    turns.follow(undefined);
  }

  private onLanguage(e: Event): void {
    const locale = (e.target as HTMLSelectElement).value as AnyLocale;
    void setLocale(locale);
    document.documentElement.lang = localeTag();
    // The player's notifications follow the language chosen here (the settings page can differ).
    if (this.identity && locale !== 'en-XA') void new Api('', this.identity.token).setNotifications({ language: locale }).catch(() => undefined);
  }

  private onSuits(e: Event): void {
    this.prefs = { ...this.prefs, suits: (e.target as HTMLSelectElement).value === 'german' ? 'german' : 'french' };
    savePrefs(this.prefs);
  }

  private onFourColour(e: Event): void {
    this.prefs = { ...this.prefs, fourColour: (e.target as HTMLInputElement).checked };
    savePrefs(this.prefs);
  }
}
