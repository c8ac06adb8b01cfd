import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { Api, ApiError } from '../api/client.js';
import { pushSupported, turnOnPush } from '../api/push.js';
import type { Identity } from '../api/session.js';
import { LocaleController } from '../i18n/index.js';
import { tSite } from '../i18n/site.js';
import { pageStyles } from './styles.js';

const KEY = 'stammtisch.pushOffer';

/** Whether this browser was offered push notifications before (the answer, or that it was shown). */
function offeredBefore(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return true; // storage blocked: never nag
  }
}

function remember(answer: 'offered' | 'accepted' | 'declined' | 'failed'): void {
  try {
    localStorage.setItem(KEY, answer);
  } catch {
    // not remembered: without storage the offer is not made anyway
  }
}

/**
 * After a player's first move, the site offers once to notify them when it is their turn again
 * (browser push through /sw.js, docs/correspondence.md). The offer floats over the top of the page,
 * leaving the table's layout alone, and is made once per browser: the answer is remembered (and
 * that it was shown), and a browser that already allowed or blocked notifications is not asked.
 */
export class StPushOffer extends LitElement {
  static override styles = [
    pageStyles,
    css`
      .offer {
        position: fixed;
        top: 0.5rem;
        left: 0.5rem;
        right: 0.5rem;
        max-width: 30rem;
        margin: 0 auto;
        z-index: 20;
        box-shadow: 0 0.3rem 1.2rem rgb(0 0 0 / 0.25);
      }
      p {
        margin: 0 0 0.6rem;
      }
    `,
  ];

  @property({ attribute: false }) identity: Identity | undefined;
  @state() private step: 'hidden' | 'offer' | 'busy' | 'done' | 'failed' = 'hidden';
  @state() private detail = '';
  protected readonly i18n = new LocaleController(this);

  /** The player made a move: the first one in this browser brings the offer (if it is still due). */
  afterMove(): void {
    if (this.step !== 'hidden' || !this.identity || offeredBefore() || !pushSupported() || Notification.permission !== 'default') return;
    remember('offered');
    this.step = 'offer';
  }

  override render(): unknown {
    switch (this.step) {
      case 'hidden':
        return nothing;
      case 'offer':
      case 'busy':
        return html`<section class="offer panel" role="dialog" aria-modal="false" aria-labelledby="push-q">
          <p id="push-q">${tSite('push.offer')}</p>
          <div class="row">
            <button type="button" ?disabled=${this.step === 'busy'} @click=${this.accept}>${tSite('push.yes')}</button>
            <button type="button" class="secondary" ?disabled=${this.step === 'busy'} @click=${this.decline}>${tSite('push.no')}</button>
          </div>
        </section>`;
      case 'done':
      case 'failed':
        return html`<section class="offer panel" role="status">
          <p>${this.step === 'done' ? tSite('push.done') : tSite('push.failed', { detail: this.detail })}</p>
          <button type="button" class="secondary" @click=${() => (this.step = 'hidden')}>${tSite('push.close')}</button>
        </section>`;
    }
  }

  private readonly accept = async (): Promise<void> => {
    if (!this.identity) return;
    this.step = 'busy';
    try {
      await turnOnPush(new Api('', this.identity.token));
      remember('accepted');
      this.step = 'done';
    } catch (e) {
      remember('failed');
      this.detail = e instanceof ApiError ? e.detail : e instanceof Error ? e.message : String(e);
      this.step = 'failed';
    }
  };

  private readonly decline = (): void => {
    remember('declined');
    this.step = 'hidden';
  };
}
