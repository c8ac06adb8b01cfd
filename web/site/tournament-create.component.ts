import { LitElement, css, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { GameInfo } from '../../shared/protocol.js';
import type { Identity } from '../api/session.js';
import { LocaleController, t } from '../i18n/index.js';
import { type TournamentKey, tt } from '../i18n/tournament.js';
import { CreateFlow, chosenOptions, createFormStyles, optionsSection, resetOptions, wideScreen } from './create-flow.js';
import { navigate } from './router.js';
import { pageStyles } from './styles.js';
import { rememberTournament, rememberedTournaments, tournamentApi } from './tournament-api.js';

const SCHEMES = ['total', 'wins', 'placement'] as const;
const DEFAULT_SCHEME: Readonly<Record<string, (typeof SCHEMES)[number]>> = { tarot: 'total', tarock: 'placement' };

/**
 * /tournaments: the tournaments this browser knows, and a new one: game, house rules and options,
 * players per table, rounds, teams, duplicate deals, bots for the last table, days per round and the
 * ranking. Creating one leads to its page, where the invitation link waits.
 */
export class StTournaments extends LitElement {
  static override styles = [
    pageStyles,
    createFormStyles,
    css`
      .choice {
        font-weight: 400;
      }
      ul.known {
        padding-left: 1.2rem;
      }
    `,
  ];

  @property({ attribute: false }) identity: Identity | undefined;
  @state() private games: readonly GameInfo[] | undefined;
  @state() private game = 'tarot';
  @state() private tableSize = 4;
  protected readonly i18n = new LocaleController(this);
  private readonly flow = new CreateFlow(this, (identity) => this.create(identity));

  override connectedCallback(): void {
    super.connectedCallback();
    this.flow.loadGames((games) => {
      this.games = games;
      this.pick(games.some((g) => g.id === this.game) ? this.game : (games[0]?.id ?? ''));
    });
  }

  private get info(): GameInfo | undefined {
    return this.games?.find((g) => g.id === this.game);
  }

  private pick(game: string): void {
    this.game = game;
    const counts = this.info?.seatCounts ?? [2];
    this.tableSize = counts.includes(4) ? 4 : counts[0]!;
    resetOptions(this.renderRoot);
  }

  override render(): unknown {
    const known = rememberedTournaments();
    return html`<h1>${tt('tournament.title')}</h1>
      <p>${tt('tournament.intro')}</p>
      <h2>${tt('tournament.mine')}</h2>
      ${known.length === 0
        ? html`<p>${tt('tournament.none')}</p>`
        : html`<ul class="known">
            ${known.map((k) => html`<li><a href="/tournaments/${k.id}">${k.name}</a> <small>${k.game}</small></li>`)}
          </ul>`}
      <h2>${tt('tournament.create')}</h2>
      ${this.games ? this.form() : html`<p>${this.flow.error || t('create.loading')}</p>`}`;
  }

  private form(): unknown {
    const info = this.info;
    const sizes = (info?.seatCounts ?? []).filter((n) => n >= 2 && n <= 5);
    return html`<form class="panel" @submit=${this.flow.submit}>
      <label for="tname">${tt('tournament.name')}</label>
      <input id="tname" type="text" maxlength="60" required />
      <label for="tgame">${tt('tournament.game')}</label>
      <select id="tgame" @change=${(e: Event) => this.pick((e.target as HTMLSelectElement).value)}>
        ${this.games!.map((g) => html`<option value=${g.id} ?selected=${g.id === this.game}>${g.name}</option>`)}
      </select>
      <label for="tprofile">${tt('tournament.profile')}</label>
      <select id="tprofile">
        ${(info?.profiles ?? []).map((p, i) => html`<option value=${p.id} ?selected=${i === 0}>${p.name}</option>`)}
        <option value="">${tt('tournament.profile.default')}</option>
      </select>
      ${optionsSection(this.game, info?.optionsSchema, {}, this.tableSize, { open: wideScreen() })}
      <div class="grid">
        <div>
          <label for="tsize">${tt('tournament.tableSize')}</label>
          <select id="tsize" @change=${(e: Event) => (this.tableSize = Number((e.target as HTMLSelectElement).value))}>
            ${sizes.map((n) => html`<option value=${n} ?selected=${n === this.tableSize}>${n}</option>`)}
          </select>
        </div>
        <div>
          <label for="trounds">${tt('tournament.rounds')}</label>
          <input id="trounds" type="number" min="1" max="50" value="3" required />
        </div>
        <div>
          <label for="tteams">${tt('tournament.teamSize')}</label>
          <select id="tteams">
            ${[1, 2, 4].map((n) => html`<option value=${n}>${tt(`tournament.teamSize.${n}` as TournamentKey)}</option>`)}
          </select>
        </div>
        <div>
          <label for="tdays">${tt('tournament.roundDays')}</label>
          <input id="tdays" type="number" min="1" max="365" />
        </div>
        <div>
          <label for="tscheme">${tt('tournament.scheme')}</label>
          <select id="tscheme">
            ${SCHEMES.map((s) => html`<option value=${s} ?selected=${s === (DEFAULT_SCHEME[this.game] ?? 'wins')}>${tt(`tournament.scheme.${s}`)}</option>`)}
          </select>
        </div>
      </div>
      <label class="choice"><input id="tdup" type="checkbox" /> ${tt('tournament.duplicate')}</label>
      <label class="choice"><input id="tbots" type="checkbox" /> ${tt('tournament.botsFill')}</label>
      ${this.flow.footer(tt('tournament.submit'))}
    </form>`;
  }

  private async create(me: Identity): Promise<void> {
    const root = this.renderRoot;
    const value = (sel: string) => root.querySelector<HTMLInputElement | HTMLSelectElement>(sel)?.value.trim() ?? '';
    const checked = (sel: string) => root.querySelector<HTMLInputElement>(sel)?.checked ?? false;
    const options = chosenOptions(root);
    const days = Number(value('#tdays'));
    const created = await tournamentApi(me.token).create({
      name: value('#tname'),
      game: this.game,
      tableSize: this.tableSize,
      rounds: Number(value('#trounds')),
      teamSize: Number(value('#tteams')) as 1 | 2 | 4,
      duplicate: checked('#tdup'),
      botsFill: checked('#tbots'),
      scheme: value('#tscheme') as (typeof SCHEMES)[number],
      ...(value('#tprofile') ? { profile: value('#tprofile') } : {}),
      ...(Object.keys(options).length ? { options } : {}),
      ...(days > 0 ? { roundDays: days } : {}),
    });
    rememberTournament(created.tournament);
    navigate(created.links.page);
  }
}
