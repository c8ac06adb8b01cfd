import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { TalelesView } from '../../shared/games/taleles/index.js';
import { cardLabel } from '../cards/label.js';
import type { CardStyle } from '../cards/model.js';
import { ActEvent } from '../core/events.js';
import { LocaleController, t, type MessageKey } from '../i18n/index.js';
import {
  describeTaleles,
  kontraItemLabel,
  ladderMultiplier,
  ladderName,
  levelText,
  MELD_VALUE,
  meldOfCards,
  meldText,
  miniCard,
  suitIcon,
  suitName,
  type MeldKindId,
} from './taleles-words.js';
import './card.js';

/** The question of each decision phase (rules/taleles.md §5.1–§5.9), with its hint. */
const ASK: Readonly<Record<string, readonly [MessageKey, MessageKey | undefined]>> = {
  bela: ['taleles.ask.bela', 'taleles.ask.belaHint'],
  bid1: ['taleles.ask.accept', undefined],
  bid2: ['taleles.ask.chooseAgain', undefined],
  announce: ['taleles.ask.announce', 'taleles.ask.announceHint'],
  play: ['taleles.ask.meld', 'taleles.ask.meldHint'],
  doubling: ['taleles.ask.kontra', 'taleles.ask.kontraHint'],
};

/**
 * The Taleles decisions that are not card plays, drawn from the legal list only: Bela (Glupi) and
 * the trump choice beside the turned card, the seven exchange, Bela and Pitsch before the first
 * card, the melds of trick 1, and Kontra on each item with its current and next multiplier. Every
 * button sends exactly one notation of the list; the panel decides nothing.
 *
 * @fires st-act - a decision was chosen
 * @csspart action - each decision button
 */
export class StTalelesPanel extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    h3 {
      font-size: 1rem;
      margin: 0 0 0.2rem;
    }
    p.hint {
      margin: 0 0 0.4rem;
      font-size: 0.85rem;
      opacity: 0.85;
    }
    .layout {
      display: flex;
      flex-wrap: wrap;
      gap: 0.6rem;
      align-items: flex-start;
    }
    figure {
      margin: 0;
      display: grid;
      justify-items: center;
      font-size: 0.75rem;
      --st-card-width: 3rem;
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      flex: 1 1 12rem;
    }
    button {
      font: inherit;
      display: inline-flex;
      align-items: center;
      gap: 0.35rem;
      min-height: 2.75rem;
      padding: 0.3rem 0.8rem;
      border-radius: 0.5rem;
      border: 1px solid var(--st-button-edge, #6b5b3e);
      background: var(--st-button, #fffdf7);
      color: var(--st-ink, #1e1e1e);
      cursor: pointer;
    }
    button:hover {
      background: var(--st-button-hover, #f3e7c9);
    }
    button:focus-visible {
      outline: 3px solid var(--st-focus, #f5b700);
      outline-offset: 2px;
    }
    button.pass {
      border-style: dashed;
    }
    button.strong {
      font-weight: 700;
    }
    st-card.mini {
      --st-card-width: 1.6rem;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      margin-bottom: 0.4rem;
    }
    th,
    td {
      text-align: left;
      padding: 0.2rem 0.3rem;
      border-bottom: 1px solid var(--st-panel-edge, #e5dfcf);
      vertical-align: middle;
    }
  `;

  @property({ attribute: false }) view: TalelesView | undefined;
  /** The legal decisions of the viewer that are not card plays, as notations. */
  @property({ type: Array }) actions: readonly string[] = [];
  @property({ type: Array }) names: readonly string[] = [];
  @property({ attribute: 'card-style' }) cardStyle: CardStyle = 'french';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  protected readonly locale = new LocaleController(this);

  private name = (seat: number): string => this.names[seat] ?? t('table.seat', { n: seat + 1 });

  override render(): unknown {
    const v = this.view;
    if (!v || this.actions.length === 0) return nothing;
    const [ask, hint] = this.question(v);
    const kontra = v.phase === 'doubling';
    return html`<div role="group" aria-label=${ask}>
      <h3>${ask}</h3>
      ${hint ? html`<p class="hint">${hint}</p>` : nothing}
      ${kontra ? this.renderKontra(v) : nothing}
      <div class="layout">
        ${this.renderTurned(v)}
        <div class="row">
          ${this.actions.filter((a) => !(kontra && a.startsWith('kontra '))).map((a) => this.button(a, v))}
        </div>
      </div>
    </div>`;
  }

  private question(v: TalelesView): [string, string | undefined] {
    const [ask, hint] = ASK[v.phase] ?? ['taleles.ask.other', undefined];
    if (v.phase === 'bid1' && v.players === 4) return [t('taleles.ask.choose'), undefined];
    if (v.phase === 'bela' && v.players === 4) return [t(ask), t('taleles.ask.belaHint4')];
    return [t(ask), hint && t(hint)];
  }

  /** The turned card beside the Bela and trump questions (§5.1–§5.3, 2 and 3 players). */
  private renderTurned(v: TalelesView): unknown {
    if (v.turnedCard === null || !['bela', 'bid1', 'bid2'].includes(v.phase)) return nothing;
    return html`<figure class="turned">
      <st-card card=${v.turnedCard} card-style=${this.cardStyle} ?four-colour=${this.fourColour}></st-card>
      <figcaption>${t('taleles.turned')}</figcaption>
    </figure>`;
  }

  /** One row per doubling item: whose it is, its level now, and the raise if it is legal (§9.2, §9.3). */
  private renderKontra(v: TalelesView): unknown {
    return html`<table>
      <tbody>
        ${v.doubling.map((it) => {
          const action = `kontra ${it.id}`;
          const next = it.level + 1;
          const item = kontraItemLabel(it, v, this.cardStyle, this.name);
          return html`<tr data-item=${it.id}>
            <th scope="row">${item}</th>
            <td>${levelText(it, this.name)}</td>
            <td>
              ${this.actions.includes(action)
                ? html`<button
                    part="action"
                    class="strong"
                    data-action=${action}
                    aria-label=${t('taleles.btn.kontraLabel', { name: ladderName(next), item, m: ladderMultiplier(next) })}
                    @click=${() => this.act(action)}
                  >
                    ${t('taleles.btn.kontra', { name: ladderName(next), m: ladderMultiplier(next) })}
                  </button>`
                : nothing}
            </td>
          </tr>`;
        })}
      </tbody>
    </table>`;
  }

  private button(action: string, v: TalelesView): TemplateResult {
    const [verb, arg] = action.split(' ');
    const cls = verb === 'pass' ? 'pass' : '';
    return html`<button part="action" class=${cls} data-action=${action} @click=${() => this.act(action)}>
      ${this.content(verb ?? '', arg ?? '', action, v)}
    </button>`;
  }

  private content(verb: string, arg: string, action: string, v: TalelesView): unknown {
    const style = this.cardStyle;
    const four = this.fourColour;
    switch (verb) {
      case 'bela':
        return html`${suitIcon(arg, style, four)}
          ${v.phase === 'announce' ? t('taleles.btn.belaAnnounce') : t('taleles.btn.bela', { suit: suitName(arg, style) })}
          ${miniCard(`${arg}K`, style, four)}${miniCard(`${arg}Q`, style, four)}`;
      case 'accept': {
        const suit = v.turnedCard?.[0] ?? '';
        return html`${suitIcon(suit, style, four)} ${t('taleles.btn.accept', { suit: suitName(suit, style) })}`;
      }
      case 'trump':
        return html`${suitIcon(arg, style, four)} ${t('taleles.btn.trump', { suit: suitName(arg, style) })}`;
      case 'seven': {
        const seven = `${v.trump ?? ''}7`;
        const turned = v.turnedCard ?? '';
        return html`${miniCard(seven, style, four)} ⇄ ${miniCard(turned, style, four)}
          ${t('taleles.btn.seven', { seven: cardLabel(seven, style), card: cardLabel(turned, style) })}`;
      }
      case 'pitsch':
        return t('taleles.btn.pitsch');
      case 'pass':
        return v.phase === 'announce' ? t('taleles.btn.done') : t('taleles.btn.pass');
      case 'meld': {
        const cards = arg.split('+');
        const shape = meldOfCards(cards);
        return html`${cards.map((c) => miniCard(c, style, four))}
          ${t('taleles.btn.meld', { meld: meldText(shape, style), n: MELD_VALUE[shape.kind as MeldKindId] })}`;
      }
      default:
        return describeTaleles(action, style) ?? action;
    }
  }

  private act(action: string): void {
    this.dispatchEvent(new ActEvent(action));
  }
}
