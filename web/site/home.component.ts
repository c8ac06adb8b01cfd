import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { GameInfo } from '../../shared/protocol.js';
import { Api } from '../api/client.js';
import type { Identity } from '../api/session.js';
import { cardStyleFor, type SuitStyle } from '../cards/model.js';
import { LocaleController, t, type MessageKey } from '../i18n/index.js';
import '../elements/card.js';
import { gameName } from './create-flow.js';
import { pageStyles } from './styles.js';

/** The four games of Stammtisch, with three characteristic cards each. */
const GAMES: readonly { id: string; cards: readonly string[] }[] = [
  { id: 'tablanet', cards: ['SJ', 'D10', 'C2'] },
  { id: 'taleles', cards: ['HQ', 'CJ', 'SA'] },
  { id: 'tarock', cards: ['T1', 'T21', 'SKUS'] },
  { id: 'tarot', cards: ['T1', 'T21', 'EX'] },
];

/** The landing page: what Stammtisch is, the four games, your tables and the open tables. */
export class StHome extends LitElement {
  static override styles = [
    pageStyles,
    css`
      .fan {
        display: flex;
        --st-card-width: 3.2rem;
        margin: 0.3rem 0 0.6rem;
      }
      .fan st-card + st-card {
        margin-left: -1.2rem;
      }
      .game h3 {
        margin: 0;
      }
      .tagline {
        font-size: 1.05rem;
        max-width: 46rem;
      }
    `,
  ];

  @property({ attribute: false }) identity: Identity | undefined;
  /** The player's suit preference: the Tablanet and Taleles cards are drawn with it, as at the table. */
  @property() suits: SuitStyle = 'french';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;
  @state() private games: readonly GameInfo[] | undefined;
  protected readonly i18n = new LocaleController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    void new Api('').games().then(
      (r) => (this.games = r.games),
      () => (this.games = []),
    );
  }

  override render(): unknown {
    return html`<h1>${t('app.title')}</h1>
      <p class="tagline">${t('app.tagline')}</p>
      <h2>${t('home.games')}</h2>
      <div class="grid">${GAMES.map((g) => this.game(g))}</div>
      ${this.identity ? html`<st-my-tables compact .identity=${this.identity}></st-my-tables>` : nothing}
      <stammtisch-lobby lobby="public" same-window .token=${this.identity?.token ?? ''}></stammtisch-lobby>`;
  }

  private game(g: (typeof GAMES)[number]): unknown {
    const info = this.games?.find((x) => x.id === g.id);
    const name = gameName({ id: g.id, name: info?.name ?? g.id });
    return html`<article class="panel game">
      <h3>${name}</h3>
      <div class="fan" aria-hidden="true">
        ${g.cards.map((c) => html`<st-card card=${c} card-style=${cardStyleFor(g.id, this.suits)} ?four-colour=${this.fourColour}></st-card>`)}
      </div>
      <p>${t(`game.${g.id}.blurb` as MessageKey)}</p>
      ${info
        ? html`<a class="button" href="/new/${g.id}">${t('game.start', { game: name })}</a>`
        : html`<p><small>${this.games ? t('game.notYet') : ''}</small></p>`}
    </article>`;
  }
}
