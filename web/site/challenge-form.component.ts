import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { GameInfo } from '../../shared/protocol.js';
import type { Challenge } from '../../shared/protocol-platform.js';
import { Api } from '../api/client.js';
import { loadIdentity, type Identity } from '../api/session.js';
import { duration } from '../core/corr.js';
import { problemText } from '../core/texts.js';
import { cht } from '../i18n/challenges.js';
import { LocaleController, t } from '../i18n/index.js';
import { profileWords } from '../i18n/options.js';
import { chosenOptions, createFormStyles, gameName, optionsSection, resetOptions, wideScreen } from './create-flow.js';
import { navigate } from './router.js';
import { pageStyles } from './styles.js';

/** Time per move a challenge offers, in seconds (0: untimed, the API's default for challenges). */
const PER_MOVE = [0, 300, 3600, 86_400, 3 * 86_400, 7 * 86_400];
/** How often the page asks whether a sent challenge was answered. */
const POLL_MS = 2000;

/**
 * Challenge a player from their page (docs/api.md §11, "Challenges"): the game, the number of
 * players, the house rules and options, and the time per move. Once sent it waits for the answer,
 * may be withdrawn, and when it is accepted the table it made opens.
 */
export class StChallengeForm extends LitElement {
  static override styles = [
    pageStyles,
    createFormStyles,
    css`
      .pair {
        display: grid;
        grid-template-columns: minmax(0, 1fr) max-content;
        gap: 0.6rem;
        align-items: end;
      }
    `,
  ];

  /** The player challenged, and their name. */
  @property() to = '';
  @property() name = '';
  @state() private games: readonly GameInfo[] | undefined;
  @state() private game = '';
  @state() private seats = 2;
  @state() private profile = '';
  @state() private perMove = 0;
  @state() private sent: Challenge | undefined;
  @state() private busy = false;
  @state() private error = '';
  private readonly identity: Identity | undefined = loadIdentity();
  private poll: ReturnType<typeof setTimeout> | undefined;
  protected readonly i18n = new LocaleController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.identity || this.games) return;
    void new Api('').games().then(
      (r) => {
        this.games = r.games;
        this.pickGame((r.games.find((g) => g.id === 'tablanet') ?? r.games[0])?.id ?? '');
      },
      () => (this.error = t('error.network')),
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.poll);
  }

  private get info(): GameInfo | undefined {
    return this.games?.find((g) => g.id === this.game);
  }

  private pickGame(id: string): void {
    this.game = id;
    const info = this.info;
    this.seats = info?.seatCounts[0] ?? 2;
    this.profile = info?.profiles[0]?.id ?? '';
    resetOptions(this.renderRoot);
  }

  override render(): unknown {
    if (!this.to || this.identity?.player.id === this.to) return nothing;
    const heading = html`<h2>${cht('challenge.title', { name: this.name })}</h2>`;
    if (!this.identity) return html`<section class="panel">${heading}<p class="hint">${cht('challenge.needPlayer')}</p></section>`;
    if (this.sent) return html`<section class="panel challenge-sent">${heading}${this.renderSent(this.sent)}</section>`;
    if (!this.games) return this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing;
    const info = this.info;
    const profile = info?.profiles.find((p) => p.id === this.profile);
    const houseTop = html`<label for="challenge-profile">${t('create.profile')}</label>
      <select id="challenge-profile" @change=${(e: Event) => ((this.profile = (e.target as HTMLSelectElement).value), resetOptions(this.renderRoot))}>
        ${(info?.profiles ?? []).map((p) => html`<option value=${p.id} ?selected=${p.id === this.profile}>${profileWords(p.id)?.name ?? p.name}</option>`)}
        <option value="" ?selected=${this.profile === ''}>${t('create.profile.custom')}</option>
      </select>`;
    const clock = html`<label for="challenge-per-move">${t('corr.form.clock')}: ${t('corr.form.perMove')}</label>
      <select id="challenge-per-move" @change=${(e: Event) => (this.perMove = Number((e.target as HTMLSelectElement).value))}>
        ${PER_MOVE.map((sec) => html`<option value=${sec} ?selected=${sec === this.perMove}>${sec ? duration(sec * 1000) : t('corr.form.none')}</option>`)}
      </select>`;
    return html`<form class="panel challenge" @submit=${this.submit}>
      ${heading}
      <p class="hint">${cht('challenge.hint', { name: this.name })}</p>
      <div class="pair">
        <div>
          <label for="challenge-game">${t('create.game')}</label>
          <select id="challenge-game" @change=${(e: Event) => this.pickGame((e.target as HTMLSelectElement).value)}>
            ${this.games.map((g) => html`<option value=${g.id} ?selected=${g.id === this.game}>${gameName(g)}</option>`)}
          </select>
        </div>
        <div>
          <label for="challenge-seats">${t('create.seats')}</label>
          <select id="challenge-seats" @change=${(e: Event) => (this.seats = Number((e.target as HTMLSelectElement).value))}>
            ${(info?.seatCounts ?? []).map((n) => html`<option value=${n} ?selected=${n === this.seats}>${n}</option>`)}
          </select>
        </div>
      </div>
      ${optionsSection(this.game, info?.optionsSchema, profile?.options ?? {}, this.seats, { open: wideScreen(), commonTop: clock, houseTop })}
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      <p><button type="submit" ?disabled=${this.busy}>${cht('challenge.send')}</button></p>
    </form>`;
  }

  private renderSent(c: Challenge): unknown {
    if (c.status === 'open') {
      return html`<p role="status">${cht('challenge.waiting', { name: this.name })}</p>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
        <p><button class="secondary" ?disabled=${this.busy} @click=${() => this.withdraw(c)}>${cht('challenge.cancel')}</button></p>`;
    }
    return html`<p role="status">${cht(`challenge.status.${c.status}`)}</p>
      ${c.table ? html`<p><a class="button" href="/t/${c.table}">${cht('challenge.open')}</a></p>` : nothing}`;
  }

  private readonly submit = (e: SubmitEvent): void => {
    e.preventDefault();
    void this.act(async (api) => {
      const options = chosenOptions(this.renderRoot);
      this.sent = await api.createChallenge({
        to: this.to,
        game: this.game,
        seats: this.seats,
        ...(this.profile ? { profile: this.profile } : {}),
        ...(Object.keys(options).length ? { options } : {}),
        ...(this.perMove > 0 ? { timeControl: { perMoveSeconds: this.perMove, reserveSeconds: 0, incrementSeconds: 0, capSeconds: 0, weekendsOff: false } } : {}),
      });
      this.follow();
    });
  };

  private withdraw(c: Challenge): void {
    void this.act(async (api) => {
      this.sent = await api.answerChallenge(c.id, 'cancel');
    });
  }

  /** Runs a request with the button busy; a refusal shows in the error line. */
  private async act(run: (api: Api) => Promise<void>): Promise<void> {
    if (!this.identity) return;
    this.busy = true;
    this.error = '';
    try {
      await run(new Api('', this.identity.token));
    } catch (err) {
      this.error = problemText(err);
    } finally {
      this.busy = false;
    }
  }

  /** Asks for the answer until there is one; an accepted challenge opens its table. */
  private follow(): void {
    clearTimeout(this.poll);
    const c = this.sent;
    if (!c || !this.identity || !this.isConnected) return;
    if (c.status === 'accepted' && c.table) {
      navigate(`/t/${c.table}`);
      return;
    }
    if (c.status !== 'open') return;
    this.poll = setTimeout(() => {
      void new Api('', this.identity!.token)
        .challenge(c.id)
        .then((now) => {
          // A withdrawal made meanwhile wins over an older answer.
          if (this.sent?.id === now.id && this.sent.status === 'open') this.sent = now;
        })
        .catch(() => undefined)
        .finally(() => this.follow());
    }, POLL_MS);
  }
}
