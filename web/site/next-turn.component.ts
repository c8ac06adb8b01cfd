import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { turns, type TurnTable } from '../api/turn-feed.js';
import { LocaleController } from '../i18n/index.js';
import { tSite } from '../i18n/site.js';
import { pageStyles } from './styles.js';

/**
 * "Next table where it's my turn" (as lichess has "next game"): a link to the most urgent other table
 * waiting for the player, with how many wait; nothing while no other table does. Self-contained: it
 * reads the site's turn feed, so a page places it with one line.
 */
export class StNextTurn extends LitElement {
  static override styles = [
    pageStyles,
    css`
      :host {
        display: flex;
        justify-content: flex-end;
      }
      a.button {
        min-height: 2.75rem;
        padding: 0.45rem 0.9rem;
        display: inline-flex;
        align-items: center;
        gap: 0.5rem;
      }
      .count {
        background: #fff;
        color: var(--st-felt, #1d5c3f);
        border-radius: 0.7em;
        min-width: 1.4em;
        padding: 0 0.35em;
        font-weight: 700;
        text-align: center;
      }
    `,
  ];

  /** The table on screen, which the link skips. */
  @property() table = '';
  @state() private waiting: readonly TurnTable[] = turns.waiting;
  private unsubscribe: (() => void) | undefined;
  protected readonly i18n = new LocaleController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribe = turns.subscribe(() => (this.waiting = turns.waiting));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
  }

  override render(): unknown {
    const others = this.waiting.filter((w) => w.id !== this.table);
    const next = others[0];
    if (!next) return nothing;
    return html`<a class="button" href="/t/${next.id}" aria-label=${tSite('turns.nextNamed', { table: next.name })}
      >${tSite('turns.next')} <span class="count" aria-hidden="true">${others.length}</span></a
    >`;
  }
}
