import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { TalelesView } from '../../shared/games/taleles/index.js';
import { cardLabel } from '../cards/label.js';
import type { CardStyle } from '../cards/model.js';
import { LocaleController, t } from '../i18n/index.js';
import { beetText, kontraItemLabel, levelText, meldText, miniCard, suitIcon, suitName } from './taleles-words.js';
import type { TrickPlay } from './trick.js';
import './card.js';
import './trick.js';

type ViewMeld = TalelesView['melds'][number];

/**
 * The Taleles table centre (rules/taleles.md §14, what everybody sees): trump and its maker, the
 * Beet, a Pitsch, the Bela, the turned card on the stock (2 and 3 players) and the seven exchange,
 * the trick for 2, 3 or 4 players (a finished trick stays until the next one starts, trick 1
 * through the Kontra round), the melds announced in trick 1 with the winning ones revealed, and
 * every Kontra item with its multiplier and seed name.
 *
 * @csspart facts - the line of trump, Beet, Pitsch and Bela; melds - the meld list; kontra - the doubling items
 */
export class StTalelesCentre extends LitElement {
  static override styles = css`
    :host {
      display: block;
      color: var(--st-on-felt, #f4f1e6);
      font-size: 0.9rem;
    }
    .facts {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem 1rem;
      justify-content: center;
      margin: 0 0 0.4rem;
      padding: 0;
      list-style: none;
    }
    .facts li {
      display: inline-flex;
      align-items: center;
      gap: 0.3rem;
    }
    .facts strong {
      font-weight: 700;
    }
    .badge {
      background: var(--st-focus, #f5b700);
      color: #1e1e1e;
      border-radius: 0.4rem;
      padding: 0 0.4rem;
      font-weight: 700;
    }
    .board {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      align-items: center;
      gap: 0.6rem 1.2rem;
    }
    .trick {
      flex: 1 1 14rem;
      max-width: 24rem;
    }
    .trick p {
      text-align: center;
      margin: 0 0 0.2rem;
      font-weight: 600;
    }
    figure.turned {
      margin: 0;
      display: grid;
      justify-items: center;
      gap: 0.2rem;
      font-size: 0.8rem;
      --st-card-width: 2.8rem;
    }
    .pile {
      position: relative;
      width: calc(var(--st-card-width) * 1.75);
      height: calc(var(--st-card-width) * 1.4);
    }
    .pile st-card {
      position: absolute;
      top: 0;
    }
    .pile .back {
      left: 0;
    }
    .pile .face {
      left: calc(var(--st-card-width) * 0.75);
      transform: rotate(8deg);
    }
    .note {
      text-align: center;
      font-size: 0.8rem;
      opacity: 0.9;
      margin: 0.3rem 0 0;
    }
    section {
      margin-top: 0.5rem;
      padding: 0.35rem 0.5rem;
      border-radius: 0.5rem;
      background: rgb(0 0 0 / 0.2);
    }
    h3 {
      font-size: 0.85rem;
      margin: 0 0 0.2rem;
    }
    ul.rows {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 0.2rem;
    }
    ul.rows li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.3rem;
    }
    li.counts {
      font-weight: 700;
    }
    li.out {
      opacity: 0.7;
    }
    st-card.mini {
      --st-card-width: 1.5rem;
    }
    .tag {
      font-size: 0.75rem;
      border: 1px solid currentColor;
      border-radius: 0.3rem;
      padding: 0 0.3rem;
    }
  `;

  @property({ attribute: false }) view: TalelesView | undefined;
  @property({ type: Array }) names: readonly string[] = [];
  @property({ type: Number }) viewer: number | null = null;
  @property({ attribute: 'card-style' }) cardStyle: CardStyle = 'french';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  protected readonly locale = new LocaleController(this);

  private name(seat: number): string {
    return this.names[seat] ?? t('table.seat', { n: seat + 1 });
  }

  override render(): unknown {
    const v = this.view;
    if (!v) return nothing;
    return html`${this.renderFacts(v)}
      <div class="board">${this.renderTurned(v)} ${this.renderTrick(v)}</div>
      ${this.renderMelds(v)} ${this.renderKontra(v)}`;
  }

  private renderFacts(v: TalelesView): unknown {
    const style = this.cardStyle;
    const hidden = Math.max(0, ...v.hiddenCounts);
    return html`<ul class="facts" part="facts">
        <li class="trump">
          <strong>${t('taleles.trump')}:</strong>
          ${v.trump
            ? html`${suitIcon(v.trump, style, this.fourColour)}
                <span>${t('taleles.trumpBy', { suit: suitName(v.trump, style), seat: this.name(v.maker ?? 0) })}</span>`
            : html`<span>${t('taleles.noTrump')}</span>`}
        </li>
        <li class="beet">
          ${v.beet === null ? t('taleles.beetPending') : html`<strong>${beetText(v.beet)}</strong>`}
        </li>
        ${v.pitsch !== null ? html`<li class="pitsch"><span class="badge">${t('taleles.contractPitsch', { seat: this.name(v.pitsch) })}</span></li>` : nothing}
        ${v.bela
          ? html`<li class="bela">
              ${t('taleles.belaBy', { seat: this.name(v.bela.seat) })}${v.bela.early ? '' : ` (${t('taleles.belaLate')})`}
              ${v.bela.cards.map((c) => miniCard(c, style, this.fourColour))}
            </li>`
          : nothing}
      </ul>
      ${hidden > 0 ? html`<p class="note">${t('taleles.hidden', { n: hidden })}</p>` : nothing}`;
  }

  /** The turned card lying across the stock (§4), or the exchanged 7 of trump in its place (§5.6). */
  private renderTurned(v: TalelesView): unknown {
    if (v.turnedCard === null) return nothing;
    const ex = v.exchange;
    return html`<figure class="turned">
      <div class="pile">
        <st-card class="back" face-down aria-hidden="true"></st-card>
        <st-card class="face" card=${v.turnedCard} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card>
      </div>
      <figcaption>${ex ? t('taleles.turnedSeven') : t('taleles.turned')}</figcaption>
      ${ex
        ? html`<figcaption>${t('taleles.exchanged', { seat: this.name(ex.seat), seven: cardLabel(ex.gave, this.cardStyle), card: cardLabel(ex.got, this.cardStyle) })}</figcaption>`
        : nothing}
    </figure>`;
  }

  private renderTrick(v: TalelesView): unknown {
    const done = v.tricksWon.reduce((a, b) => a + b, 0);
    const total = v.players === 4 ? 8 : 9;
    const last = v.previousTrick;
    // A finished trick stays on the table until the next card (§14); trick 1 through the Kontra round.
    const showLast = v.trick.length === 0 && last !== null;
    const plays: readonly TrickPlay[] = showLast ? last.cards : v.trick;
    const title = showLast
      ? t('taleles.trickWon', { n: done, seat: this.name(last.winner) })
      : t('taleles.trickOf', { n: Math.min(done + 1, total), total });
    return html`<div class="trick">
      ${v.trump === null ? nothing : html`<p>${title}</p>`}
      <st-trick
        .plays=${plays}
        .winner=${showLast ? last.winner : null}
        .previous=${!showLast && last ? last.cards : []}
        .previousWinner=${last?.winner ?? null}
        .seats=${v.players}
        .viewer=${this.viewer}
        .names=${this.names}
        card-style=${this.cardStyle}
        ?four-colour=${this.fourColour}
      ></st-trick>
      ${v.phase === 'doubling' ? html`<p class="note">${t('taleles.firstTrickOpen')}</p>` : nothing}
    </div>`;
  }

  /** Meld summaries as announced (§7.2); after trick 1 the credited run and Achtzig with their cards (§7.4). */
  private renderMelds(v: TalelesView): unknown {
    if (v.melds.length === 0) return nothing;
    const resolved = v.tricksWon.some((n) => n > 0);
    return html`<section part="melds" aria-label=${t('taleles.melds')}>
      <h3>${t('taleles.melds')}${resolved ? '' : html` <small>(${t('taleles.meldsPending')})</small>`}</h3>
      <ul class="rows">
        ${v.melds.map((m) => this.renderMeld(m, resolved))}
      </ul>
    </section>`;
  }

  private renderMeld(m: ViewMeld, resolved: boolean): unknown {
    const state = m.credited ? 'counts' : resolved ? 'out' : '';
    return html`<li class=${state} data-seat=${m.seat} data-credited=${m.credited ? 'true' : 'false'}>
      <span>${this.name(m.seat)}: ${meldText(m, this.cardStyle)}</span>
      ${m.cards ? m.cards.map((c) => miniCard(c, this.cardStyle, this.fourColour)) : nothing}
      ${m.credited ? html`<span class="badge">★ ${t('taleles.meldCounts')}</span>` : nothing}
      ${state === 'out' ? html`<span class="tag">${t('taleles.meldOut')}</span>` : nothing}
    </li>`;
  }

  /** Each doubling item with its level's multiplier and seed name, and who raised it (§9). */
  private renderKontra(v: TalelesView): unknown {
    if (v.doubling.length === 0) return nothing;
    return html`<section part="kontra" aria-label=${t('taleles.kontraItems')}>
      <h3>${t('taleles.kontraItems')}</h3>
      <ul class="rows">
        ${v.doubling.map(
          (it) => html`<li data-item=${it.id} data-level=${it.level}>
            <span>${kontraItemLabel(it, v, this.cardStyle, (s) => this.name(s))}:</span>
            <strong>${levelText(it, (s) => this.name(s))}</strong>
          </li>`,
        )}
      </ul>
    </section>`;
  }
}
