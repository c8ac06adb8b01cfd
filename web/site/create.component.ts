import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { CreateTableResponse, GameInfo } from '../../shared/protocol.js';
import { Api } from '../api/client.js';
import type { Identity } from '../api/session.js';
import { duration } from '../core/corr.js';
import { LocaleController, t } from '../i18n/index.js';
import { profileWords } from '../i18n/options.js';
import { CreateFlow, chosenOptions, createFormStyles, gameName, optionsSection, resetOptions, wideScreen } from './create-flow.js';
import { rememberInvite } from './prefs.js';
import { navigate } from './router.js';
import { pageStyles } from './styles.js';

/** Time per move the form offers, in seconds: live play to a fortnight (docs/correspondence.md). */
const PER_MOVE = [0, 300, 1800, 3600, 6 * 3600, 12 * 3600, 86_400, 2 * 86_400, 3 * 86_400, 7 * 86_400, 14 * 86_400];
/** A correspondence clock for people: two days per move. */
const DEFAULT_PER_MOVE = 2 * 86_400;

/** Who fills the other seats: bots (the match starts at once), people sent the link, or some of each. */
type Company = 'bots' | 'people' | 'mixed';

/**
 * Create a table: its name first, the game, who plays with you (bots are chosen for a player who
 * starts alone), how many players, and, folded on a phone, the common settings (clock, bots'
 * strength, lobby, the options most tables set) and the house rules (a profile, the other options).
 * Afterwards the link to send to the other players — or, when bots took every other seat, the table.
 */
export class StCreate extends LitElement {
  static override styles = [
    pageStyles,
    createFormStyles,
    css`
      fieldset {
        border: 0;
        padding: 0;
        margin: 0.8rem 0 0;
      }
      legend {
        font-weight: 600;
        padding: 0;
      }
      .choice small {
        display: block;
      }
      .share input {
        flex: 1 1 16rem;
      }
      .submit p {
        margin: 0.6rem 0 0;
      }
      .pair {
        display: grid;
        grid-template-columns: minmax(0, 1fr) max-content;
        gap: 0.6rem;
        align-items: end;
      }
      fieldset .choice {
        margin: 0;
      }
    `,
  ];

  @property({ attribute: false }) identity: Identity | undefined;
  /** Game chosen in the address (/new/tablanet). */
  @property() game = '';

  @state() private games: readonly GameInfo[] | undefined;
  @state() private seats = 2;
  @state() private profile = '';
  @state() private company: Company = 'bots';
  /** The seats (counted from 0, the creator's is 0) a bot takes when some seats go to people. */
  @state() private mixedBots: number[] = [];
  @state() private created: CreateTableResponse | undefined;
  @state() private perMove = DEFAULT_PER_MOVE;
  /** Unfolded on a wide screen; a phone shows the folds closed. */
  private readonly unfolded = wideScreen();
  /** A rated table is for people only (docs/ratings.md): offered when people are asked to the table. */
  @state() private rated = false;
  protected readonly i18n = new LocaleController(this);
  private readonly flow = new CreateFlow(this, (identity) => this.create(identity));

  override connectedCallback(): void {
    super.connectedCallback();
    this.flow.loadGames((games) => {
      this.games = games;
      this.pickGame(this.game && games.some((g) => g.id === this.game) ? this.game : (games.find((g) => g.id === 'tablanet') ?? games[0])?.id ?? '');
    });
  }

  private get info(): GameInfo | undefined {
    return this.games?.find((g) => g.id === this.game);
  }

  /** The seats bots take: every other seat, none, or the ones ticked. */
  private get bots(): number[] {
    if (this.company === 'bots') return Array.from({ length: this.seats - 1 }, (_, i) => i + 1);
    // a rated table is for people only (docs/ratings.md): ticking it takes the bots off
    return this.company === 'people' || this.rated ? [] : this.mixedBots.filter((s) => s < this.seats);
  }

  private pickGame(id: string): void {
    this.game = id;
    const info = this.info;
    // a table of the usual size: a game for three to five (Tarot) is played by four as a rule, the
    // others start at their smallest table (two for Tablanet and Taleles)
    const counts = info?.seatCounts ?? [2];
    this.seats = counts[0]! >= 3 && counts.includes(4) ? 4 : counts[0]!;
    this.profile = info?.profiles[0]?.id ?? '';
    this.mixedBots = [];
    resetOptions(this.renderRoot);
  }

  override render(): unknown {
    if (this.created) return this.renderCreated(this.created);
    if (!this.games) return html`<h1>${t('create.title')}</h1><p>${this.flow.error || t('create.loading')}</p>`;
    const info = this.info;
    const profile = info?.profiles.find((p) => p.id === this.profile);
    const houseTop = html`<label for="profile">${t('create.profile')}</label>
      <select id="profile" @change=${(e: Event) => ((this.profile = (e.target as HTMLSelectElement).value), resetOptions(this.renderRoot))}>
        ${(info?.profiles ?? []).map((p) => html`<option value=${p.id} ?selected=${p.id === this.profile}>${profileWords(p.id)?.name ?? p.name}</option>`)}
        <option value="" ?selected=${this.profile === ''}>${t('create.profile.custom')}</option>
      </select>
      ${profile ? html`<p class="hint">${profileWords(profile.id)?.description ?? profile.description}</p>` : nothing}`;
    return html`<h1>${t('create.title')}</h1>
      <form class="panel" @submit=${this.flow.submit}>
        <label for="name">${t('create.name')} <small>(${t('create.optional')})</small></label>
        <input id="name" type="text" maxlength="40" placeholder=${this.defaultName()} />

        <div class="pair">
          <div>
            <label for="game">${t('create.game')}</label>
            <select id="game" @change=${(e: Event) => this.pickGame((e.target as HTMLSelectElement).value)}>
              ${this.games.map((g) => html`<option value=${g.id} ?selected=${g.id === this.game}>${gameName(g)}</option>`)}
            </select>
          </div>
          <div>
            <label for="seats">${t('create.seats')}</label>
            <select id="seats" @change=${(e: Event) => (this.seats = Number((e.target as HTMLSelectElement).value))}>
              ${(info?.seatCounts ?? []).map((n) => html`<option value=${n} ?selected=${n === this.seats}>${n}</option>`)}
            </select>
          </div>
        </div>

        <fieldset>
          <legend>${t('create.company')}</legend>
          ${(['bots', 'people', 'mixed'] as const).map(
            (c) => html`<label class="choice"
              ><input type="radio" name="company" value=${c} .checked=${this.company === c} @change=${() => (this.company = c)} />
              <span>${t(`create.company.${c}`)} <small>${t(`create.company.${c}.hint`)}</small></span></label
            >`,
          )}
        </fieldset>

        ${this.company === 'mixed'
          ? html`<fieldset ?disabled=${this.rated}>
              <legend>${t('create.bots')}</legend>
              <p class="hint">${t('create.yourSeat', { n: 1 })}</p>
              ${Array.from({ length: this.seats - 1 }, (_, i) => i + 1).map(
                (seat) => html`<label class="choice"
                  ><input type="checkbox" .checked=${this.mixedBots.includes(seat)} @change=${(e: Event) => this.toggleBot(seat, (e.target as HTMLInputElement).checked)} />
                  ${t('create.botSeat', { n: seat + 1 })}</label
                >`,
              )}
            </fieldset>`
          : nothing}
        ${this.company === 'bots'
          ? nothing
          : html`<fieldset>
              <legend>${t('create.visibility')}</legend>
              <label class="choice"><input type="radio" name="visibility" value="public" checked /> ${t('create.visibility.public')}</label>
              <label class="choice"><input type="radio" name="visibility" value="private" /> ${t('create.visibility.private')}</label>
            </fieldset>
            <label class="choice"
              ><input id="rated" type="checkbox" .checked=${this.rated} @change=${(e: Event) => (this.rated = (e.target as HTMLInputElement).checked)} />
              ${t('corr.form.rated')}</label
            >`}

        ${optionsSection(this.game, info?.optionsSchema, profile?.options ?? {}, this.seats, {
          open: this.unfolded,
          commonTop: this.renderClock(),
          houseTop,
        })}

        <div class="submit">${this.flow.footer(this.bots.length === this.seats - 1 ? t('create.submitPlay') : t('create.submit'))}</div>
      </form>`;
  }

  /** "Tarot with Ana": the name a table gets when its creator leaves the field empty, in the page's language. */
  private defaultName(name = this.identity?.player.name): string {
    const info = this.info;
    if (!info) return '';
    return name ? t('create.defaultName', { game: gameName(info), name }) : gameName(info);
  }

  /** Time control, absence policy, bot strength and automatic single actions (docs/correspondence.md). */
  private renderClock(): unknown {
    const timed = this.perMove > 0;
    return html`<label for="per-move">${t('corr.form.clock')}: ${t('corr.form.perMove')}</label>
      <select id="per-move" @change=${(e: Event) => (this.perMove = Number((e.target as HTMLSelectElement).value))}>
        ${PER_MOVE.map((sec) => html`<option value=${sec} ?selected=${sec === this.perMove}>${sec ? duration(sec * 1000) : t('corr.form.none')}</option>`)}
      </select>
      ${timed
        ? html`<fieldset class="clock">
            <legend>${t('corr.form.clock')}</legend>
            <label for="reserve">${t('corr.form.reserve')}</label>
            <input id="reserve" type="number" min="0" max="720" step="1" value="24" />
            <label for="increment">${t('corr.form.increment')}</label>
            <input id="increment" type="number" min="0" max="20160" step="1" value="60" />
            <label for="cap">${t('corr.form.cap')}</label>
            <input id="cap" type="number" min="0" max="1440" step="1" value="72" />
            <label class="choice"><input id="weekends" type="checkbox" /> ${t('corr.form.weekendsOff')}</label>
            <fieldset>
              <legend>${t('corr.form.absence')}</legend>
              <label class="choice"><input type="radio" name="absence" value="standin" checked /> ${t('corr.form.standin')}</label>
              <label class="choice"><input type="radio" name="absence" value="forfeit" /> ${t('corr.form.forfeit')}</label>
            </fieldset>
            <label for="grace">${t('corr.form.grace')}</label>
            <input id="grace" type="number" min="0" max="336" step="0.5" value="1" />
          </fieldset>`
        : nothing}
      <label for="bot-level">${t('corr.form.botLevel')}</label>
      <select id="bot-level">
        ${(['beginner', 'club', 'strong'] as const).map((l) => html`<option value=${l} ?selected=${l === 'club'}>${t(`corr.level.${l}`)}</option>`)}
      </select>
      <label class="choice"><input id="auto-play" type="checkbox" checked /> ${t('corr.form.autoPlay')}</label>
      ${this.company === 'bots'
        ? nothing
        : html`<label for="lobby">${t('create.lobby')}</label>
            <input id="lobby" type="text" value="public" pattern="[a-z0-9][a-z0-9\\-]{0,39}" />`}`;
  }

  /** The correspondence fields of the create body, read from the form. */
  private clockBody(): Record<string, unknown> {
    const root = this.renderRoot;
    const num = (sel: string, fallback: number) => {
      const n = Number(root.querySelector<HTMLInputElement>(sel)?.value);
      return Number.isFinite(n) ? n : fallback;
    };
    const common = {
      botLevel: root.querySelector<HTMLSelectElement>('#bot-level')?.value ?? 'club',
      autoPlaySingle: root.querySelector<HTMLInputElement>('#auto-play')?.checked ?? true,
    };
    if (this.perMove === 0) return { ...common, timeControl: null };
    const reserveSeconds = Math.round(num('#reserve', 24) * 3600);
    return {
      ...common,
      timeControl: {
        perMoveSeconds: this.perMove,
        reserveSeconds,
        incrementSeconds: Math.round(num('#increment', 60) * 60),
        capSeconds: Math.max(reserveSeconds, Math.round(num('#cap', 72) * 3600)),
        weekendsOff: root.querySelector<HTMLInputElement>('#weekends')?.checked ?? false,
      },
      absence: {
        policy: root.querySelector<HTMLInputElement>('input[name=absence]:checked')?.value === 'forfeit' ? 'forfeit' : 'standin',
        graceSeconds: Math.round(num('#grace', 1) * 3600),
      },
    };
  }

  private toggleBot(seat: number, on: boolean): void {
    this.mixedBots = on ? [...this.mixedBots, seat].sort() : this.mixedBots.filter((s) => s !== seat);
  }

  private async create(id: Identity): Promise<void> {
    const root = this.renderRoot;
    const value = (sel: string) => root.querySelector<HTMLInputElement>(sel)?.value.trim() ?? '';
    const options = chosenOptions(root);
    const bots = this.bots;
    const visibility = root.querySelector<HTMLInputElement>('input[name=visibility]:checked')?.value === 'private' ? 'private' : 'public';
    this.created = await new Api('', id.token).createTable({
      game: this.game,
      seats: this.seats,
      seat: 0,
      visibility,
      lobby: value('#lobby') || 'public',
      bots,
      rated: this.company !== 'bots' && this.rated,
      ...(this.profile ? { profile: this.profile } : {}),
      ...(Object.keys(options).length ? { options } : {}),
      name: value('#name') || this.defaultName(id.player.name),
      ...this.clockBody(),
    });
    rememberInvite(this.created.table.id, this.created.invite);
    // every other seat went to a bot: nobody to send the link to, the match has started
    if (bots.length === this.seats - 1) navigate(this.created.links.table);
  }

  private renderCreated(c: CreateTableResponse): unknown {
    const link = new URL(c.links.join, location.origin).href;
    return html`<h1>${t('create.done')}</h1>
      <div class="panel share">
        <p>${t('create.share')}</p>
        <div class="row">
          <input type="text" readonly .value=${link} aria-label=${t('table.invite')} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
          <st-copy-button .text=${link}></st-copy-button>
        </div>
        <p><a class="button" href=${c.links.table}>${t('create.open')}</a></p>
      </div>`;
  }
}
