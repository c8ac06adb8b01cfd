import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { cardLabel } from '../cards/label.js';
import type { CardStyle } from '../cards/model.js';
import { LocaleController, t } from '../i18n/index.js';
import { tarotStyles } from './tarot.styles.js';
import { contractName, isLevel, levelName, poigneeSize, seatLabel, type TarotView } from './tarot-words.js';
import './card.js';
import './tarot-trick.js';

/**
 * The French Tarot table centre, drawn from the view: the contract, the called card and the
 * partner once known (§6), the bids, the chien turned up for everyone (§7.1), the écart as it is
 * laid away with the trumps that must be shown (§7.2), the poignées (§8.2) and the trick. It reads
 * the legal list only to tell the player what the hand is for (laying away, showing trumps).
 *
 * @csspart chien - the chien's cards; ecart - the écart's cards
 */
export class StTarotCentre extends LitElement {
  static override styles = [
    tarotStyles,
    css`
      :host {
        color: var(--st-on-felt, #f4f1e6);
      }
      .info {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        margin-bottom: 0.4rem;
        --st-card-width: 1.2rem;
      }
      .chip.strong {
        background: rgb(245 183 0 / 0.3);
        font-weight: 600;
      }
      section {
        margin: 0.4rem 0;
      }
      section > h3 {
        font-weight: 600;
      }
      ol.bids {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .strip {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 1rem;
        align-items: center;
        font-size: 0.85rem;
      }
      .strip .cards,
      .poignee .cards {
        --st-card-width: 1.6rem;
      }
      .poignee {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.3rem 0.6rem;
      }
    `,
  ];

  @property({ attribute: false }) view: TarotView | undefined;
  /** The viewer's legal actions. */
  @property({ type: Array }) legal: readonly string[] = [];
  @property({ type: Array }) names: readonly string[] = [];
  /** The table's option `excuseLastTrick`. */
  @property({ attribute: 'excuse-rule' }) excuseRule = 'trick_winner';
  @property({ attribute: 'card-style' }) cardStyle: CardStyle = 'tarot';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  protected readonly locale = new LocaleController(this);

  private name(seat: number): string {
    return seatLabel(this.names, seat);
  }

  private cards(cards: readonly string[], part = ''): unknown {
    return html`<ul class="cards" part=${part}>
      ${cards.map((c) => html`<li><st-card card=${c} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card></li>`)}
    </ul>`;
  }

  override render(): unknown {
    const v = this.view;
    if (!v) return nothing;
    return html`${this.renderInfo(v)} ${this.renderAnnulled(v)} ${this.renderPhase(v)} ${this.renderPoignees(v)}`;
  }

  private renderInfo(v: TarotView): unknown {
    const c = v.contract;
    if (!c) return nothing;
    let partner = '';
    if (v.called !== null) {
      partner =
        v.partner === null ? t('tarot.partnerUnknown') : v.partner === 'none' ? `${this.name(c.taker)} ${t('tarot.alone')}` : t('tarot.partnerIs', { seat: this.name(v.partner) });
    }
    return html`<div class="info" role="status">
      <span class="chip strong">${contractName(c.contract)} ×${c.coef} · ${this.name(c.taker)} (${t('tarot.taker')})</span>
      ${v.called !== null
        ? html`<span class="chip" data-called=${v.called}>
            <st-card card=${v.called} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card>
            ${t('tarot.called', { card: cardLabel(v.called, this.cardStyle) })} · <span class="partner">${partner}</span>
          </span>`
        : nothing}
      ${v.chelem !== null ? html`<span class="chip strong">${t('tarot.chelemAnnounced')}</span>` : nothing}
    </div>`;
  }

  private renderAnnulled(v: TarotView): unknown {
    if (v.phase !== 'bidding' || v.annulled.length === 0) return nothing;
    // §4.3: the petit sec is announced and its hand shown.
    return v.annulled.map((a) =>
      a.reason === 'petit_sec'
        ? html`<div class="note warn petit-sec"><p>${t('tarot.annulled.petit_sec', { seat: this.name(a.seat ?? 0) })}</p>${a.hand ? this.cards(a.hand, 'petit-sec') : nothing}</div>`
        : html`<p class="note warn">${t('tarot.annulled.all_pass')}</p>`,
    );
  }

  private renderPhase(v: TarotView): unknown {
    switch (v.phase) {
      case 'bidding':
        return html`${this.renderBids(v)} ${this.renderChien(v)}`;
      case 'call':
        return html`${this.renderBids(v)}<p class="note">${t('tarot.calling', { seat: this.name(v.contract?.taker ?? 0) })}</p>`;
      case 'ecart':
        return html`${this.renderChien(v)} ${this.renderEcart(v)}`;
      case 'announce':
        return html`${this.renderChien(v)} ${this.renderEcart(v)}
          <p class="note">${t('tarot.announcing', { seat: this.name(v.contract?.taker ?? 0) })}</p>`;
      case 'play':
      case 'done':
      case 'matchOver':
        return html`${this.renderTrick(v)} ${this.renderStrip(v)}`;
    }
  }

  private renderBids(v: TarotView): unknown {
    if (v.bids.length === 0) return nothing;
    return html`<section aria-label=${t('tarot.bids')}>
      <ol class="bids">
        ${v.bids.map((b) => html`<li class="chip">${this.name(b.seat)}: ${b.contract ? contractName(b.contract) : t('tarot.bid.pass')}</li>`)}
      </ol>
    </section>`;
  }

  /** The chien: face up for everyone after a prise or garde (§7.1), else its backs. */
  private renderChien(v: TarotView): unknown {
    if (v.chien) {
      return html`<section class="chien" aria-label=${t('tarot.chien.shown')}>
        <h3>${t('tarot.chien.shown')}</h3>
        ${this.cards(v.chien, 'chien')}
      </section>`;
    }
    return html`<p class="note">${t('tarot.chien.hidden', { n: v.chienCount })}</p>`;
  }

  /** The écart being laid away: the taker sees it all, the others only its trumps (§7.2). */
  private renderEcart(v: TarotView): unknown {
    const taker = v.contract?.taker ?? -1;
    const size = v.chien?.length ?? v.chienCount;
    const done = v.ecart.count;
    const mine = v.viewer === taker;
    const discards = this.legal.filter((a) => a.startsWith('discard ')).map((a) => a.slice(8));
    const trumps = discards.filter((c) => /^T\d+$/.test(c));
    // Trumps are offered only when the other cards cannot fill the écart: those trumps are forced.
    const forced = trumps.length > 0 ? size - done - (discards.length - trumps.length) : 0;
    const shown = mine ? v.ecart.cards.filter((c) => /^T\d+$/.test(c)) : v.ecart.cards;
    return html`<section class="ecart">
      <h3>${t('tarot.ecart')}</h3>
      ${v.phase === 'ecart'
        ? html`<p class="note">${mine && discards.length ? t('tarot.ecart.yours', { n: size, done }) : t('tarot.ecart.others', { seat: this.name(taker), n: size, done })}</p>`
        : nothing}
      ${forced > 0 ? html`<p class="note warn" role="alert">${t('tarot.ecart.forced', { n: forced })}</p>` : nothing}
      ${mine && v.ecart.cards.length ? this.cards(v.ecart.cards, 'ecart') : nothing}
      ${shown.length ? html`<p class="note">${t('tarot.ecart.shown')}:</p>${this.cards(shown, 'shown')}` : nothing}
    </section>`;
  }

  private renderTrick(v: TarotView): unknown {
    const done = v.tricksWon.reduce((a, b) => a + b, 0);
    const left = Math.max(0, ...v.active.map((s) => v.handCounts[s] ?? 0));
    const playing = v.phase === 'play';
    return html`<st-tarot-trick
      .plays=${v.trick}
      .last=${v.lastTrick}
      .order=${v.active}
      .viewer=${typeof v.viewer === 'number' ? v.viewer : null}
      .names=${this.names}
      .number=${playing ? done + 1 : 0}
      .total=${playing ? done + left : 0}
      ?current-final=${playing && left === 1}
      ?last-final=${v.phase === 'matchOver'}
      excuse-rule=${this.excuseRule}
      card-style=${this.cardStyle}
      ?four-colour=${this.fourColour}
    ></st-tarot-trick>`;
  }

  /** During play: the chien (or its backs) and the écart as far as this viewer may see them. */
  private renderStrip(v: TarotView): unknown {
    const ecart = v.ecart.cards;
    return html`<div class="strip">
      ${v.chien ? html`<span>${t('tarot.chien')}:</span>${this.cards(v.chien, 'chien')}` : html`<span>${t('tarot.chien.hidden', { n: v.chienCount })}</span>`}
      ${v.ecart.count > 0
        ? html`<span>${t('tarot.ecart.count', { n: v.ecart.count })}${ecart.length ? ':' : ''}</span>${ecart.length ? this.cards(ecart, 'ecart') : nothing}`
        : nothing}
    </div>`;
  }

  /** Poignées: complete ones face up for all (§8.2); one being chosen shows its progress. */
  private renderPoignees(v: TarotView): unknown {
    if (v.poignees.length === 0) return nothing;
    return html`<section class="poignees">
      ${v.poignees.map((p) => {
        const total = isLevel(p.level) ? (poigneeSize(v.active.length, p.level) ?? p.count) : p.count;
        const mine = p.seat === v.viewer && !p.complete;
        const text = mine
          ? t('tarot.poignee.showing', { level: levelName(p.level), n: p.count, total })
          : p.complete
            ? `${this.name(p.seat)}: ${levelName(p.level)}`
            : t('tarot.poignee.progress', { seat: this.name(p.seat), level: levelName(p.level), n: p.count, total });
        return html`<div class="poignee" data-seat=${p.seat}>
          <p class=${mine ? 'note warn' : 'note'}>${text}</p>
          ${p.cards.length ? this.cards(p.cards, 'poignee') : nothing}
        </div>`;
      })}
    </section>`;
  }
}
