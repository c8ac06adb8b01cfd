import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { cardLabel } from '../cards/label.js';
import type { CardStyle } from '../cards/model.js';
import { ActEvent } from '../core/events.js';
import { LocaleController, t } from '../i18n/index.js';
import { tarotStyles } from './tarot.styles.js';
import { COEFS, contractName, describeTarot, isContract, isLevel, levelName, poigneeSize, PRIMES, seatLabel, type TarotView } from './tarot-words.js';
import './card.js';

/**
 * The French Tarot decisions that are not card plays, one button per legal action and nothing
 * else: the bid (§5), the king call (§6), the chelem announcement (§8.1) and the poignée level
 * (§8.2, declared before the player's first card; the trumps are then picked in the hand).
 *
 * @fires st-act - a decision was chosen, as its notation
 * @csspart action - each decision button
 */
export class StTarotPanel extends LitElement {
  static override styles = [
    tarotStyles,
    css`
      .group + .group {
        margin-top: 0.6rem;
      }
      .coef {
        opacity: 0.7;
        font-size: 0.85em;
      }
      .own {
        font-size: 0.8em;
        font-style: italic;
      }
    `,
  ];

  /** The legal decisions (no card plays), as notations. */
  @property({ type: Array }) actions: readonly string[] = [];
  @property({ attribute: false }) view: TarotView | undefined;
  @property({ type: Array }) names: readonly string[] = [];
  @property({ attribute: 'card-style' }) cardStyle: CardStyle = 'tarot';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  protected readonly locale = new LocaleController(this);

  private button(action: string, label: unknown): unknown {
    return html`<button part="action" data-action=${action} @click=${() => this.dispatchEvent(new ActEvent(action))}>${label}</button>`;
  }

  override render(): unknown {
    const v = this.view;
    const phase = v?.phase;
    const bids = phase === 'bidding' ? this.actions.filter((a) => a === 'pass' || a.startsWith('bid ')) : [];
    const calls = this.actions.filter((a) => a.startsWith('call '));
    const chelem = phase === 'announce' ? this.actions.filter((a) => a === 'chelem' || a === 'pass') : [];
    const levels = this.actions.filter((a) => a.startsWith('poignee '));
    const known = new Set([...bids, ...calls, ...chelem, ...levels]);
    const rest = this.actions.filter((a) => !known.has(a));
    return html`${bids.length ? this.renderBids(bids) : nothing} ${calls.length ? this.renderCalls(calls) : nothing}
      ${chelem.length ? this.renderChelem(chelem) : nothing} ${levels.length ? this.renderLevels(levels) : nothing}
      ${rest.length
        ? html`<div class="group row" role="group" aria-label=${t('table.choices')}>
            ${rest.map((a) => this.button(a, describeTarot(a, this.cardStyle) ?? a))}
          </div>`
        : nothing}`;
  }

  private renderBids(actions: readonly string[]): unknown {
    const top = [...(this.view?.bids ?? [])].reverse().find((b) => b.contract !== null);
    return html`<div class="group" role="group" aria-labelledby="bid-h">
      <h3 id="bid-h">${t('tarot.bid.heading')}</h3>
      <p class="note">
        ${top?.contract ? t('tarot.bid.highest', { contract: contractName(top.contract), seat: seatLabel(this.names, top.seat) }) : t('tarot.bid.none')}
      </p>
      <div class="row">
        ${actions.map((a) => {
          if (a === 'pass') return this.button(a, t('tarot.bid.pass'));
          const c = a.slice(4);
          // the name is the visible label, coefficient included ("Garde ×2"), as speech users say it
          return this.button(a, html`${contractName(c)} <span class="coef">×${isContract(c) ? COEFS[c] : '?'}</span>`);
        })}
      </div>
    </div>`;
  }

  private renderCalls(actions: readonly string[]): unknown {
    const hand = new Set(this.view?.hand ?? []);
    return html`<div class="group" role="group" aria-labelledby="call-h">
      <h3 id="call-h">${t('tarot.call.heading')}</h3>
      <div class="row">
        ${actions.map((a) => {
          const card = a.slice(5);
          const label = cardLabel(card, this.cardStyle);
          const own = hand.has(card);
          // named by its visible words ("king of spades (your own)"); the drawn card adds nothing to hear
          return this.button(
            a,
            html`<st-card card=${card} card-style=${this.cardStyle} ?four-colour=${this.fourColour} aria-hidden="true"></st-card> ${label}
              ${own ? html`<span class="own">(${t('tarot.call.own')})</span>` : nothing}`,
          );
        })}
      </div>
    </div>`;
  }

  private renderChelem(actions: readonly string[]): unknown {
    return html`<div class="group" role="group" aria-labelledby="chelem-h">
      <h3 id="chelem-h">${t('tarot.chelem.heading')}</h3>
      <div class="row">${actions.map((a) => this.button(a, t(a === 'chelem' ? 'tarot.chelem.yes' : 'tarot.chelem.no')))}</div>
    </div>`;
  }

  private renderLevels(actions: readonly string[]): unknown {
    const players = this.view?.active.length ?? 4;
    return html`<div class="group" role="group" aria-labelledby="poignee-h">
      <h3 id="poignee-h">${t('tarot.poignee.heading')}</h3>
      <div class="row">
        ${actions.map((a) => {
          const level = a.slice(8);
          const n = isLevel(level) ? (poigneeSize(players, level) ?? '?') : '?';
          return this.button(a, t('tarot.poignee.option', { level: levelName(level), n, prime: isLevel(level) ? PRIMES[level] : '?' }));
        })}
      </div>
      <p class="note">${t('tarot.poignee.orPlay')}</p>
    </div>`;
  }
}
