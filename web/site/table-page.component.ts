import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Identity } from '../api/session.js';
import type { SuitStyle } from '../cards/model.js';
import type { StammtischTable, TableStateDetail } from '../elements/stammtisch-table.js';
import { LocaleController, t } from '../i18n/index.js';
import { turns } from '../api/turn-feed.js';
import type { IdentityEvent } from './events.js';
import type { StPushOffer } from './push-offer.component.js';
import { inviteOf } from './prefs.js';
import { clubLink } from './rating-routes.js';
import { pageStyles } from './styles.js';

/**
 * The table page of the site (/t/<id>): the live table for this browser's player, the invitation
 * link for its creator while seats are free, and a name prompt when someone without a name wants
 * to sit down.
 */
export class StTablePage extends LitElement {
  static override styles = pageStyles;

  @property({ attribute: false }) identity: Identity | undefined;
  @property() table = '';
  @property() invite = '';
  @property() suits: SuitStyle = 'french';
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  /** The seat someone without a name pressed "sit here" on. */
  @state() private seatWanted: number | null = null;
  @state() private status: TableStateDetail['status'] | undefined;
  @state() private seated = false;
  /** The table's name once its state arrived: the page's heading (the table shows it in its own bar). */
  @state() private name = '';
  /** The table's lobby once its state arrived: a club's table links to the club's page. */
  @state() private lobby = 'public';
  protected readonly i18n = new LocaleController(this);

  override render(): unknown {
    const invite = this.invite || inviteOf(this.table);
    const link = invite ? new URL(`/t/${this.table}?invite=${invite}`, location.origin).href : '';
    return html`<h1 class="sr-only">${this.name || t('table.loading')}</h1>
      <st-next-turn table=${this.table}></st-next-turn>
      <st-push-offer .identity=${this.identity}></st-push-offer>
      ${this.status === 'waiting' && link
        ? html`<div class="panel row" style="margin-bottom:.6rem">
            <label for="invite" style="margin:0">${t('table.invite')}</label>
            <input id="invite" type="text" readonly .value=${link} style="flex:1 1 14rem" />
            <st-copy-button .text=${link}></st-copy-button>
          </div>`
        : nothing}
      ${this.seatWanted !== null && !this.identity
        ? html`<st-name-prompt @st-identity=${this.afterName} reason=${t('mine.noPlayer')}></st-name-prompt>`
        : nothing}
      <stammtisch-table
        table=${this.table}
        token=${this.identity?.token ?? ''}
        invite=${invite}
        cards=${this.suits}
        ?four-colour=${this.fourColour}
        replay-href="/t/${this.table}/replay"
        embed-href="/t/${this.table}/embed${invite ? `?invite=${invite}` : ''}"
        review-href="/t/${this.table}/deals/"
        @stammtisch-sit-request=${(e: CustomEvent<{ seat: number }>) => (this.seatWanted = e.detail.seat)}
        @stammtisch-rematch=${(e: CustomEvent<{ rematch: string }>) => {
          e.preventDefault();
          location.assign(`/t/${e.detail.rematch}`);
        }}
        @stammtisch-state=${this.onState}
        @stammtisch-move=${() => this.renderRoot.querySelector<StPushOffer>('st-push-offer')?.afterMove()}
      ></stammtisch-table>
      ${clubLink(this.lobby)}
      <st-passkey-offer .identity=${this.identity} ?seated=${this.seated}></st-passkey-offer>`;
  }

  /** Puts the keyboard focus on the player's hand (the skip link); false when there is none (a spectator). */
  focusHand(): boolean {
    const table = this.renderRoot.querySelector<StammtischTable>('stammtisch-table');
    if (!this.seated || !table) return false;
    table.focusHand();
    return true;
  }

  private readonly onState = (e: CustomEvent<TableStateDetail>): void => {
    const d = e.detail;
    this.status = d.status;
    this.seated = d.yourSeat !== null;
    this.name = d.name;
    this.lobby = d.lobby;
    // this page's own live state of one of the player's tables: the tab title and badge follow at once
    if (d.yourSeat !== null) turns.seen({ id: d.table, name: d.name, status: d.status, yourTurn: d.yourTurn, seq: d.seq });
  };

  private async afterName(e: IdentityEvent): Promise<void> {
    const seat = this.seatWanted;
    this.identity = e.identity;
    this.seatWanted = null;
    await this.updateComplete;
    const el = this.renderRoot.querySelector<StammtischTable>('stammtisch-table');
    if (el && seat !== null) {
      await el.updateComplete;
      await el.sit(seat);
    }
  }
}
