/**
 * The rating parts of <stammtisch-lobby> (issue 21, docs/ratings.md "Finding opponents"), a chunk of their
 * own with their strings: the lobby's list shows before they arrive, and the widget's first download
 * stays inside its budget (scripts/build-web.mjs).
 *  - `seatRating` / `tableRating`: a seated person's rating and the table's average, as the lobby API
 *    gives them (a player not rated yet shows 1000, provisional, marked "?").
 *  - <st-rating-filter>: the "from … to …" range of the seated players' average rating, at the bottom
 *    of the lobby where a thumb reaches it on a phone; it sends `st-rating-range`.
 *  - <st-lobby-near>: "Tables near your rating" for the player signed in on this site
 *    (GET /api/me/suggestions); it shows nothing to a visitor or on another site's page.
 */
import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { RatedTableSummary, SuggestionsResponse } from '../../shared/protocol-ratings.js';
import { Api } from '../api/client.js';
import { siteToken } from '../api/session.js';
import { define } from '../core/define.js';
import { LocaleController, formatNumber, t } from '../i18n/index.js';
import { lt } from '../i18n/lobby-ratings.js';
import { gameName } from './stammtisch-lobby.component.js';
import { feltAction, listRows, panel, themedHost } from './widget.styles.js';

/** A rating as a whole number without digit groups ("1138", as the leaderboard writes it). */
function whole(value: number): string {
  return formatNumber(Math.round(value), { useGrouping: false });
}

/** A rating as the lobby writes it: the number, and "?" with an explanation while it is provisional. */
function rating(value: number, provisional: boolean): unknown {
  const shown = whole(value);
  return provisional ? html`<abbr class="rating" title=${lt('lobby.provisional')}>${shown}?</abbr>` : html`<span class="rating">${shown}</span>`;
}

/** The rating of the person at `seat` (nothing for an empty seat or one of the table's bots). */
export function seatRating(tb: RatedTableSummary, seat: number): unknown {
  const r = tb.ratings?.seats[seat];
  return r ? html` ${rating(r.rating, r.provisional)}` : nothing;
}

/** " · rating 1032": the mean of the seated people's ratings (nothing while nobody sits). */
export function tableRating(tb: RatedTableSummary): unknown {
  const average = tb.ratings?.average;
  return average === null || average === undefined ? nothing : html` · <span class="average">${lt('lobby.ratingOf', { rating: whole(average) })}</span>`;
}

/** The range a reader asked for; a bound left empty is no bound. */
export interface RatingRange {
  minRating?: number;
  maxRating?: number;
}

/** Sent by <st-rating-filter> when its range changes. */
export class RatingRangeEvent extends Event {
  static readonly type = 'st-rating-range';
  constructor(readonly range: RatingRange) {
    super(RatingRangeEvent.type, { bubbles: true, composed: true });
  }
}

/** A bound as the API takes it: a whole number of up to four digits, or none. */
function bound(input: HTMLInputElement | null): number | undefined {
  const n = input?.value.trim() ? Math.round(Number(input.value)) : NaN;
  return Number.isFinite(n) ? Math.min(9999, Math.max(0, n)) : undefined;
}

export class RatingFilter extends LitElement {
  static override styles = [
    themedHost,
    panel,
    css`
      :host {
        position: sticky;
        bottom: 0;
        margin-top: 0.6rem;
      }
      form {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem 0.6rem;
        box-shadow: 0 -2px 8px rgb(0 0 0 / 0.12);
      }
      #range {
        flex-basis: 100%;
        font-weight: 600;
      }
      label {
        display: inline-flex;
        align-items: center;
        gap: 0.3rem;
      }
      input {
        width: 5.5rem;
        min-height: 2.75rem;
        box-sizing: border-box;
        font: inherit;
        padding: 0 0.5rem;
        border: 1px solid var(--st-panel-edge, #d9d2bf);
        border-radius: 0.4rem;
        background: #fff;
        color: inherit;
      }
      p {
        flex-basis: 100%;
        margin: 0;
      }
    `,
  ];

  /** Whether the lobby's list came back empty for the range (a message then says so). */
  @property({ type: Boolean }) empty = false;
  @state() private range: RatingRange = {};
  protected readonly i18n = new LocaleController(this);

  private changed(): void {
    const root = this.renderRoot as ShadowRoot;
    const range: RatingRange = {};
    const min = bound(root.querySelector<HTMLInputElement>('input[name=min]'));
    const max = bound(root.querySelector<HTMLInputElement>('input[name=max]'));
    if (min !== undefined) range.minRating = min;
    if (max !== undefined) range.maxRating = max;
    if (range.minRating === this.range.minRating && range.maxRating === this.range.maxRating) return;
    this.range = range;
    this.dispatchEvent(new RatingRangeEvent(range));
  }

  override render(): unknown {
    const filtering = this.range.minRating !== undefined || this.range.maxRating !== undefined;
    return html`<form class="panel" part="rating-filter" aria-labelledby="range" @submit=${(e: Event) => (e.preventDefault(), this.changed())} @change=${() => this.changed()}>
      <span id="range">${lt('lobby.ratingFilter')}</span>
      <label>${lt('lobby.ratingMin')} <input name="min" type="number" inputmode="numeric" min="0" max="9999" step="1" placeholder="0" aria-describedby="range" /></label>
      <label>${lt('lobby.ratingMax')} <input name="max" type="number" inputmode="numeric" min="0" max="9999" step="1" placeholder="9999" aria-describedby="range" /></label>
      <p role="status">${filtering && this.empty ? lt('lobby.noneInRange') : nothing}</p>
    </form>`;
  }
}

/** The one call only this chunk makes (kept out of the widget's first download). */
class SuggestionsApi extends Api {
  /** Open tables of `lobby` near the signed-in player's rating (nearest first). */
  suggestions(lobby: string, played: boolean): Promise<SuggestionsResponse> {
    return this.request('GET', `/api/me/suggestions?lobby=${encodeURIComponent(lobby)}${played ? '&games=played' : ''}`);
  }
}

/** How the lobby handles a chosen table (its `stammtisch-open-table` event). */
export type OpenTable = (e: MouseEvent, tb: RatedTableSummary, href: string) => void;

export class LobbyNear extends LitElement {
  static override styles = [
    themedHost,
    panel,
    feltAction,
    listRows,
    css`
      :host {
        margin-bottom: 0.8rem;
      }
      h3 {
        font-size: 1rem;
        margin: 0 0 0.3rem;
      }
      p {
        margin: 0;
      }
    `,
  ];

  @property() lobby = 'public';
  /** The API's origin; suggestions are asked only where this browser is signed in (the site's own origin). */
  @property() base = '';
  /** The prefix of links to the site's pages ('' on the site itself). */
  @property() site = '';
  @property() target = '_blank';
  /** Only tables of the games the player plays, and nothing at all while there are none ("my tables"). */
  @property({ type: Boolean }) played = false;
  /** Changes whenever the lobby's list was read again: the suggestions are read with it. */
  @property({ attribute: false }) stamp: unknown;
  @property({ attribute: false }) open: OpenTable | undefined;
  @state() private found: SuggestionsResponse['suggestions'] | undefined;
  protected readonly i18n = new LocaleController(this);
  #generation = 0;

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('stamp') || changed.has('lobby') || changed.has('base') || changed.has('played')) void this.load();
  }

  private async load(): Promise<void> {
    const token = siteToken(this.base);
    const generation = ++this.#generation;
    if (!token) {
      this.found = undefined;
      return;
    }
    try {
      const { suggestions } = await new SuggestionsApi(this.base, token).suggestions(this.lobby, this.played);
      if (generation === this.#generation) this.found = suggestions;
    } catch {
      // a signed-out or unreachable server shows no suggestions; the list below still shows every table
      if (generation === this.#generation) this.found = undefined;
    }
  }

  override render(): unknown {
    if (!this.found || (this.played && this.found.length === 0)) return nothing;
    return html`<section class="panel" part="near" aria-labelledby="near">
      <h3 id="near">${lt('lobby.near')}</h3>
      ${this.found.length === 0
        ? html`<p>${lt('lobby.nearNone')}</p>`
        : html`<ul>
            ${this.found.map(({ table, yourRating }) => {
              const href = `${this.site}/t/${table.id}`;
              const around = table.ratings.average ?? yourRating;
              return html`<li data-table=${table.id}>
                <span
                  ><strong>${table.name}</strong><br /><small>${lt('lobby.nearItem', { game: gameName(table.game), rating: whole(around), mine: whole(yourRating) })}</small></span
                >
                <a class="felt" href=${href} target=${this.target} rel="noopener" @click=${(e: MouseEvent) => this.open?.(e, table, href)}>${t('lobby.join')}</a>
              </li>`;
            })}
          </ul>`}
    </section>`;
  }
}

/** <st-lobby-near> as the lobby places it, above its list. */
export function near(o: { lobby: string; base: string; site: string; target: string; stamp: unknown; open: OpenTable }): unknown {
  return html`<st-lobby-near exportparts="near" .lobby=${o.lobby} .base=${o.base} .site=${o.site} .target=${o.target} .stamp=${o.stamp} .open=${o.open}></st-lobby-near>`;
}

/** <st-rating-filter> as the lobby places it, under its list; `empty`: the list came back empty. */
export function filter(empty: boolean, changed: (range: RatingRange) => void): unknown {
  return html`<st-rating-filter exportparts="rating-filter" ?empty=${empty} @st-rating-range=${(e: RatingRangeEvent) => changed(e.range)}></st-rating-filter>`;
}

define('st-rating-filter', RatingFilter);
define('st-lobby-near', LobbyNear);

declare global {
  interface HTMLElementTagNameMap {
    'st-rating-filter': RatingFilter;
    'st-lobby-near': LobbyNear;
  }
}
