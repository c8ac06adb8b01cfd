import { LitElement, css, html, svg, type SVGTemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { cardLabel } from '../cards/label.js';
import { parseCard, type CardStyle } from '../cards/model.js';
import { suitFace } from '../cards/faces.js';
import { cardBack, excuseFace, skusFace, trumpFace } from '../cards/trumps.js';
import { LocaleController, t } from '../i18n/index.js';

/** The drawing of one card id in a pack style, or the card back for an unknown or hidden card. */
export function cardArt(card: string, style: CardStyle, fourColour: boolean): SVGTemplateResult {
  const c = parseCard(card);
  if (!c) return cardBack();
  switch (c.kind) {
    case 'suit':
      return suitFace(c.suit, c.rank, style, fourColour);
    case 'trump':
      return trumpFace(c.n, style === 'tarock' ? 'tarock' : 'tarot');
    case 'excuse':
      return excuseFace();
    case 'skus':
      return skusFace();
  }
}

/**
 * One playing card, drawn as SVG by code, labelled for screen readers.
 *
 * @csspart face - the svg of the card
 * @cssprop --st-card-width - width of the card (height follows at 7:5)
 * @cssprop --st-card-face - paper colour; --st-card-back - colour of the back; --st-card-edge - outline
 */
export class StCard extends LitElement {
  static override styles = css`
    :host {
      display: inline-block;
      width: var(--st-card-width, 4.5rem);
      aspect-ratio: 100 / 140;
      line-height: 0;
      vertical-align: top;
    }
    svg {
      width: 100%;
      height: 100%;
      display: block;
      filter: drop-shadow(0 1px 1.5px rgb(0 0 0 / 0.3));
    }
  `;

  /** Card id in the project notation (`H10`, `SJ`, `T21`, `EX`, `SKUS`); empty or `?` shows the back. */
  @property() card = '';
  /** Pack look: french, german (Herz, Schelle, Grün, Eichel), tarock or tarot. */
  @property({ attribute: 'card-style' }) cardStyle: CardStyle = 'french';
  /** French suits in four colours (diamonds blue, clubs green). */
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;
  /** Show the back instead of the face. */
  @property({ type: Boolean, attribute: 'face-down' }) faceDown = false;

  protected readonly locale = new LocaleController(this);

  override render(): unknown {
    const hidden = this.faceDown || parseCard(this.card) === undefined;
    const label = hidden ? t('card.back') : cardLabel(this.card, this.cardStyle);
    const art = hidden ? cardBack() : cardArt(this.card, this.cardStyle, this.fourColour);
    return html`<svg part="face" viewBox="0 0 100 140" role="img" aria-label=${label}>${svg`<title>${label}</title>`}${art}</svg>`;
  }
}
