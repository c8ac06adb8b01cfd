import { LitElement, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { LocaleController, getLocale, t } from '../i18n/index.js';
import { pageStyles } from './styles.js';

/** The copy-paste snippets that put one table (or a club's lobby) on another website. */
export class StEmbedPage extends LitElement {
  static override styles = pageStyles;

  @property() table = '';
  @state() private language: string = getLocale();
  @state() private cards = 'french';
  @state() private bg = 'auto';
  protected readonly i18n = new LocaleController(this);

  override render(): unknown {
    const origin = location.origin;
    const widget = `<script type="module" src="${origin}/embed.js"></script>\n<stammtisch-table table="${this.table}" lang="${this.language}" cards="${this.cards}"></stammtisch-table>`;
    const player = `<stammtisch-table table="${this.table}" lang="${this.language}" token="PLAYER-TOKEN"></stammtisch-table>`;
    const iframe = `<iframe src="${origin}/embed/tables/${this.table}?bg=${this.bg}&cards=${this.cards}&lang=${this.language}" title="Stammtisch" style="width:100%;height:720px;border:0"></iframe>`;
    const lobby = `<script type="module" src="${origin}/embed.js"></script>\n<stammtisch-lobby lobby="public" lang="${this.language}"></stammtisch-lobby>`;
    return html`<h1>${t('embed.title')}</h1>
      <div class="panel">
        <div class="row">
          <label>${t('nav.language')}
            <select @change=${(e: Event) => (this.language = (e.target as HTMLSelectElement).value)}>
              <option value="de" ?selected=${this.language === 'de'}>Deutsch</option>
              <option value="en" ?selected=${this.language === 'en'}>English</option>
            </select></label
          >
          <label>${t('settings.cards')}
            <select @change=${(e: Event) => (this.cards = (e.target as HTMLSelectElement).value)}>
              <option value="french">${t('settings.french')}</option>
              <option value="german">${t('settings.german')}</option>
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
      <stammtisch-table table=${this.table} lang=${this.language} cards=${this.cards}></stammtisch-table>`;
  }

  private snippet(id: string, code: string): unknown {
    return html`<pre id="snippet-${id}"><code>${code}</code></pre>
      <st-copy-button .text=${code}></st-copy-button>`;
  }
}
