import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { TableState } from '../../shared/protocol.js';
import { Api } from '../api/client.js';
import type { Identity } from '../api/session.js';
import type { SuitStyle } from '../cards/model.js';
import { LocaleController, getLocale, t } from '../i18n/index.js';
import { inviteOf } from './prefs.js';
import { pageStyles } from './styles.js';

/**
 * The copy-paste snippets that put one table (or a club's lobby) on another website. A private
 * table is only shown to those who bring its invitation: when this browser knows it (its creator,
 * or someone who came by the invitation link) the snippets carry it, and the page says who can
 * then watch and sit down; when not, the page says why the snippets show the table to its players only.
 */
export class StEmbedPage extends LitElement {
  static override styles = pageStyles;

  @property() table = '';
  /** The invitation the address brought (/t/<id>/embed?invite=…), else the one this browser remembers. */
  @property() invite = '';
  @property({ attribute: false }) identity: Identity | undefined;
  /** The player's suit preference, the snippets' first choice of cards. */
  @property() suits: SuitStyle = 'french';
  @state() private language: string = getLocale();
  @state() private cards: SuitStyle | undefined;
  @state() private bg = 'auto';
  /** Whether the table is private: unknown until it has been read (or could not be: then it is private). */
  @state() private isPrivate: boolean | undefined;
  protected readonly i18n = new LocaleController(this);

  private get code(): string {
    return this.invite || inviteOf(this.table);
  }

  /** Reads the table once its address and invitation have arrived from the route. */
  protected override firstUpdated(): void {
    void new Api('', this.identity?.token, this.code || undefined).table(this.table).then(
      (s: TableState) => (this.isPrivate = s.table.visibility === 'private'),
      // a private table refuses a reader without its invitation (403); a missing one (404) has nothing to embed anyway
      () => (this.isPrivate = true),
    );
  }

  override render(): unknown {
    const origin = location.origin;
    const cards = this.cards ?? this.suits;
    const invite = this.isPrivate && this.code ? this.code : '';
    const inviteAttr = invite ? ` invite="${invite}"` : '';
    const widget = `<script type="module" src="${origin}/embed.js"></script>\n<stammtisch-table table="${this.table}"${inviteAttr} lang="${this.language}" cards="${cards}"></stammtisch-table>`;
    const player = `<stammtisch-table table="${this.table}"${inviteAttr} lang="${this.language}" token="PLAYER-TOKEN"></stammtisch-table>`;
    const iframe = `<iframe src="${origin}/embed/tables/${this.table}?bg=${this.bg}&cards=${cards}&lang=${this.language}${invite ? `#invite=${invite}` : ''}" title="Stammtisch" style="width:100%;height:720px;border:0"></iframe>`;
    const lobby = `<script type="module" src="${origin}/embed.js"></script>\n<stammtisch-lobby lobby="public" lang="${this.language}"></stammtisch-lobby>`;
    return html`<h1>${t('embed.title')}</h1>
      <div class="panel">
        ${this.isPrivate ? html`<p class="note" role="note" data-private=${invite ? 'invite' : 'none'}>${invite ? t('embed.private.invite') : t('embed.private.none')}</p>` : nothing}
        <div class="row">
          <label>${t('nav.language')}
            <select @change=${(e: Event) => (this.language = (e.target as HTMLSelectElement).value)}>
              <option value="de" ?selected=${this.language === 'de'}>Deutsch</option>
              <option value="en" ?selected=${this.language === 'en'}>English</option>
            </select></label
          >
          <label>${t('settings.cards')}
            <select @change=${(e: Event) => (this.cards = (e.target as HTMLSelectElement).value === 'german' ? 'german' : 'french')}>
              <option value="french" ?selected=${cards === 'french'}>${t('settings.french')}</option>
              <option value="german" ?selected=${cards === 'german'}>${t('settings.german')}</option>
            </select></label
          >
          <label>${t('embed.bg')}
            <select @change=${(e: Event) => (this.bg = (e.target as HTMLSelectElement).value)}>
              <option>auto</option>
              <option>light</option>
              <option>dark</option>
            </select></label
          >
        </div>
        <p>${t('embed.script')}</p>
        ${this.snippet('widget', widget)}
        <p>${t('embed.play')}</p>
        ${this.snippet('player', player)}
        <p>${t('embed.iframe')}</p>
        ${this.snippet('iframe', iframe)}
        <p>${t('embed.lobby')}</p>
        ${this.snippet('lobby', lobby)}
      </div>
      <h2>${t('embed.preview')}</h2>
      <stammtisch-table table=${this.table} invite=${this.code} lang=${this.language} cards=${cards}></stammtisch-table>`;
  }

  private snippet(id: string, code: string): unknown {
    return html`<pre id="snippet-${id}"><code>${code}</code></pre>
      <st-copy-button .text=${code}></st-copy-button>`;
  }
}
