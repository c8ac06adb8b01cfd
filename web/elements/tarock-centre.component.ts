import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { cardLabel } from '../cards/label.js';
import type { CardStyle } from '../cards/model.js';
import {
  calledLabel,
  contractGloss,
  contractName,
  itemWorth,
  levelName,
  premiumName,
  type AnnouncementView,
  type TarockView,
} from '../games/tarock-terms.js';
import { LocaleController, t, type MessageKey } from '../i18n/index.js';
import type { TrickPlay } from './trick.js';
import './card.js';
import './trick.js';

/** A phone-sized screen, where the table must fit one screen (issue 16). */
const narrow = (): boolean => globalThis.matchMedia?.('(max-width: 599px)').matches ?? false;

/**
 * The Königrufen table centre (rules/tarock.md): the contract with its declarer, the called king
 * and, once it is public, the partner; the bidding while it runs; the two talon halves shown to
 * all and the cards laid away face up; the trick of four with the one before it; everything
 * announced with its Kontra level and worth; hands laid open in an ouvert contract.
 *
 * @csspart banner - the contract line; talon - the talon halves; trick - the trick area
 */
export class StTarockCentre extends LitElement {
  static override styles = css`
    :host {
      display: block;
      color: var(--st-on-felt, #f4f1e6);
      --st-card-width: clamp(2.6rem, 11vw, 4.2rem);
    }
    .grid {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
      gap: 0.6rem 1rem;
      align-items: start;
    }
    .banner {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem 0.6rem;
      align-items: baseline;
      margin: 0 0 0.4rem;
    }
    .contract {
      font-size: 1.1rem;
      font-weight: 700;
    }
    .gloss,
    .muted {
      font-size: 0.85rem;
      opacity: 0.85;
    }
    .partner {
      font-weight: 600;
      color: var(--st-focus, #f5b700);
    }
    h3 {
      font-size: 0.85rem;
      margin: 0.4rem 0 0.2rem;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      opacity: 0.8;
    }
    ol.auction {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      font-size: 0.85rem;
    }
    ol.auction li {
      background: rgb(0 0 0 / 0.22);
      border-radius: 1rem;
      padding: 0.15rem 0.6rem;
    }
    .halves {
      display: flex;
      flex-wrap: wrap;
      gap: 0.6rem;
    }
    figure {
      margin: 0;
      padding: 0.3rem;
      border-radius: 0.5rem;
      background: rgb(0 0 0 / 0.18);
    }
    figure.taken {
      outline: 2px solid var(--st-focus, #f5b700);
    }
    figcaption {
      font-size: 0.8rem;
      margin-bottom: 0.2rem;
    }
    .cards {
      display: flex;
      gap: 0.2rem;
      flex-wrap: wrap;
    }
    .small {
      --st-card-width: clamp(2rem, 8vw, 2.8rem);
    }
    ul.items {
      list-style: none;
      margin: 0;
      padding: 0;
      font-size: 0.88rem;
      display: grid;
      gap: 0.15rem;
    }
    .level {
      font-weight: 700;
      color: var(--st-focus, #f5b700);
    }
    .worth {
      font-variant-numeric: tabular-nums;
      opacity: 0.9;
    }
    .hint {
      font-weight: 600;
      margin: 0.3rem 0;
    }
    details.past summary {
      cursor: pointer;
      font-size: 0.85rem;
      min-height: 1.6rem;
      opacity: 0.9;
    }
  `;

  @property({ attribute: false }) view: TarockView | undefined;
  @property({ type: Array }) names: readonly string[] = [];
  /** The viewer's seat, null for spectators. */
  @property({ type: Number }) viewer: number | null = null;
  /** The viewer has a decision to make now. */
  @property({ type: Boolean, attribute: 'your-turn' }) yourTurn = false;
  @property({ attribute: 'card-style' }) cardStyle: CardStyle = 'tarock';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  protected readonly locale = new LocaleController(this);

  private name(seat: number): string {
    return this.names[seat] ?? t('table.seat', { n: seat + 1 });
  }

  private cards(cards: readonly string[], faceDown = 0): unknown {
    return html`<span class="cards">
      ${cards.map((c) => html`<st-card card=${c} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card>`)}
      ${Array.from({ length: faceDown }, () => html`<st-card face-down card-style=${this.cardStyle}></st-card>`)}
    </span>`;
  }

  override render(): unknown {
    const v = this.view;
    if (!v || v.phase === 'matchOver') return nothing;
    const early = v.phase === 'bidding' || v.phase === 'rules' || v.phase === 'call';
    const playing = v.phase === 'announce' || v.phase === 'play';
    const talon = html`${this.renderTalon(v)} ${this.renderLaid(v)}`;
    return html`${this.renderBanner(v)}
      <div class="grid">
        <div>
          ${early ? this.renderAuction(v) : nothing}
          ${playing && v.talon.some((h) => h !== null)
            ? // once the talon is settled it is a look back: folded on a phone, so the announcements and the trick stay in one screen
              html`<details class="past" ?open=${!narrow()}>
                <summary>${t('tarock.talon')} · ${t('tarock.laidAway')}</summary>
                ${talon}
              </details>`
            : talon}
          ${playing ? this.renderAnnouncements(v) : nothing}
        </div>
        ${v.phase === 'play' ? this.renderTrick(v) : nothing}
      </div>
      ${this.renderOpenHands(v)}`;
  }

  private renderBanner(v: TarockView): unknown {
    const c = v.contract;
    const high = v.highBid;
    const partner = v.partner;
    return html`<div class="banner" part="banner">
        ${c
          ? html`<span class="contract">${t('tarock.contractBy', { contract: contractName(c.id, c.bird), seat: this.name(c.declarer) })}</span>
              <span class="gloss">${contractGloss(c.id, c.bird)} · ${t('tarock.value', { n: c.value })}</span>`
          : high
            ? html`<span class="contract">${t('tarock.contractBy', { contract: contractName(high.contract, high.bird), seat: this.name(high.seat) })}</span>
                <span class="gloss">${contractGloss(high.contract, high.bird)}</span>`
            : nothing}
      </div>
      ${v.called
        ? html`<p class="banner">
            <span>${calledLabel(v, this.cardStyle)}</span>
            ${partner !== null && partner === this.viewer && !this.partnerPublic(v)
              ? html`<span class="partner">${t('tarock.partnerYou')}</span>`
              : partner !== null
                ? html`<span class="partner" data-partner=${partner}>${t('tarock.partner', { seat: this.name(partner) })}</span>`
                : html`<span class="muted">${t('tarock.partnerHidden')}</span>`}
          </p>`
        : nothing}
      ${v.trischaken
        ? html`<p class="banner muted">
            ${t('tarock.trischakenRules', {
              talon: v.trischaken.talon ? t(`tarock.zuwaage.${v.trischaken.talon}` as MessageKey) : '…',
              sz: v.trischaken.stichzwang === null ? '…' : t(v.trischaken.stichzwang ? 'tarock.on' : 'tarock.off'),
            })}
          </p>`
        : nothing}`;
  }

  /** Whether the partnership is public: the called card was played (§8.1) or König ultimo announced (§11.2). */
  private partnerPublic(v: TarockView): boolean {
    const c = v.called;
    if (v.announcements.some((a) => a.item === 'koenig_ultimo')) return true;
    if (!c || c.suit === null) return false;
    const card = `${c.suit}${c.rank}`;
    return v.trick.some((p) => p.card === card) || v.tricks.some((tr) => tr.cards.some((p) => p.card === card)) || v.lastTrick?.cards.some((p) => p.card === card) === true;
  }

  private renderAuction(v: TarockView): unknown {
    if (v.auction.length === 0) {
      return v.vorhand === null ? nothing : html`<h3>${t('tarock.auction')}</h3><p class="muted">${t('tarock.vorhandIs', { seat: this.name(v.vorhand) })}</p>`;
    }
    return html`<h3>${t('tarock.auction')}</h3>
      <ol class="auction">
        ${v.auction.map((a) => {
          const [id, bird] = a.call.split(' ');
          const word = a.call === 'pass' ? t('tarock.pass.bid') : a.call === 'hold' ? t('tarock.hold') : contractName(id ?? a.call, bird);
          return html`<li>${this.name(a.seat)}: <strong>${word}</strong></li>`;
        })}
      </ol>`;
  }

  private renderTalon(v: TarockView): unknown {
    const shown = v.talon.some((h) => h !== null);
    const inTalonPhase = v.phase === 'talon' || v.phase === 'layAway';
    if (!shown && !inTalonPhase && v.phase !== 'call') return nothing;
    const small = v.phase === 'play' || v.phase === 'announce';
    return html`<h3>${t('tarock.talon')}</h3>
      <div class="halves ${small ? 'small' : ''}" part="talon">
        ${v.talon.map((half, i) => {
          const taken = v.talonTaken === i || v.talonTaken === 2;
          const note = taken ? t('tarock.talonTaken') : half === null ? t('tarock.talonClosed') : v.talonTaken !== null ? t('tarock.talonLeft') : '';
          return html`<figure class=${taken ? 'taken' : ''} data-half=${i + 1} aria-label=${`${t('tarock.talonHalf', { n: i + 1 })}${note ? `, ${note}` : ''}`}>
            <figcaption>${t('tarock.talonHalf', { n: i + 1 })}${note ? html` · <span class="muted">${note}</span>` : nothing}</figcaption>
            ${half ? this.cards(half) : taken ? nothing : this.cards([], 3)}
          </figure>`;
        })}
      </div>`;
  }

  private renderLaid(v: TarockView): unknown {
    const c = v.contract;
    if (!c) return nothing;
    const need = c.id === 'sechserdreier' ? 6 : 3;
    const hidden = v.laidCount - v.laidAway.length;
    const hint =
      v.phase !== 'layAway'
        ? nothing
        : this.yourTurn
          ? html`<p class="hint">${t('tarock.layAwayYou', { n: need - v.laidCount })}</p>`
          : html`<p class="muted">${t('tarock.layAwayOther', { seat: this.name(c.declarer), n: v.laidCount, k: need })}</p>`;
    if (v.laidCount === 0) return hint;
    return html`${hint}
      <h3>${t('tarock.laidAway')}${hidden > 0 ? html` · <span class="muted">${t('tarock.laidFaceDown', { n: hidden })}</span>` : nothing}</h3>
      <div class="small" aria-label=${v.laidAway.map((x) => cardLabel(x, this.cardStyle)).join(', ')}>${this.cards(v.laidAway, hidden)}</div>`;
  }

  private renderAnnouncements(v: TarockView): unknown {
    if (v.announcements.length === 0) return nothing;
    return html`<h3>${t('tarock.announcements')}</h3>
      <ul class="items">
        ${v.announcements.map((a) => this.renderItem(v, a))}
      </ul>`;
  }

  private renderItem(v: TarockView, a: AnnouncementView): unknown {
    const name = a.item === 'game' && v.contract ? contractName(v.contract.id, v.contract.bird) : premiumName(a.item);
    const who = a.pair !== null ? t('tarock.pairOf', { seat: this.name(a.pair) }) : t('tarock.by', { seat: this.name(a.by) });
    const level = levelName(a.level);
    return html`<li data-item=${a.item}>
      <strong>${name}</strong> <span class="muted">${who}</span>
      ${level ? html`<span class="level">${level}</span>` : nothing}
      <span class="worth">· ${t('tarock.worth', { n: itemWorth(v, a) })}</span>
    </li>`;
  }

  private renderTrick(v: TarockView): unknown {
    // A finished trick stays in view, its winner marked, until the next card is led.
    const done = v.trick.length === 0 && v.lastTrick !== null && v.phase === 'play';
    const plays: TrickPlay[] = done ? v.lastTrick!.cards.slice() : v.trick.slice();
    const before = done ? v.tricks.at(-2) : (v.lastTrick ?? undefined);
    return html`<st-trick
      exportparts="trick"
      .plays=${plays}
      .winner=${done ? v.lastTrick!.winner : null}
      .previous=${before ? before.cards.slice() : []}
      .previousWinner=${before ? before.winner : null}
      .seats=${4}
      .viewer=${this.viewer}
      .names=${this.names}
      card-style=${this.cardStyle}
      ?four-colour=${this.fourColour}
    ></st-trick>`;
  }

  private renderOpenHands(v: TarockView): unknown {
    const open = v.openHands.map((h, s) => ({ h, s })).filter((x) => x.h !== null && x.s !== this.viewer);
    if (open.length === 0) return nothing;
    return html`<h3>${t('tarock.openHands')}</h3>
      ${open.map((x) => html`<figure class="small"><figcaption>${this.name(x.s)}</figcaption>${this.cards(x.h!)}</figure>`)}`;
  }
}
