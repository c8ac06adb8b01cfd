import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Tournament, TournamentRound, TournamentTable } from '../../shared/protocol.js';
import { ApiError } from '../api/client.js';
import type { Identity } from '../api/session.js';
import type { StammtischStandings } from '../elements/stammtisch-standings.component.js';
import { gameName } from '../elements/stammtisch-lobby.component.js';
import { getLocale, LocaleController, t } from '../i18n/index.js';
import { type TournamentKey, tt } from '../i18n/tournament.js';
import { botBadge, botBadgeStyles } from '../elements/bot-badge.js';
import { pageStyles } from './styles.js';
import { rememberTournament, tournamentApi } from './tournament-api.js';
import { logLineText } from './tournament-line.js';
import { outcomeText, problemText } from '../core/texts.js';

const when = (iso: string): string => new Date(iso).toLocaleString(getLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One tournament: who takes part, each round's tables with their progress and results, the standings
 * and the log. Entrants join here with the invitation link; the director starts rounds, annuls or
 * replays a table and hands a place to a reserve (each decision lands in the log everyone reads).
 */
export class StTournament extends LitElement {
  static override styles = [
    botBadgeStyles,
    pageStyles,
    css`
      .tables {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
        gap: 0.6rem;
      }
      .table {
        background: var(--st-panel, #fffdf7);
        border: 1px solid var(--st-panel-edge, #d9d2bf);
        border-radius: 0.6rem;
        padding: 0.5rem 0.7rem;
      }
      .table.mine {
        border: 2px solid var(--st-accent, #b5451b);
      }
      .table ol {
        margin: 0.3rem 0;
        padding-left: 1.3rem;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
      }
      ol.log {
        padding-left: 1.3rem;
        font-size: 0.9rem;
      }
      .share {
        display: flex;
        gap: 0.4rem;
        flex-wrap: wrap;
      }
      .share input {
        flex: 1 1 16rem;
      }
      code {
        word-break: break-all;
      }
    `,
  ];

  @property({ attribute: false }) identity: Identity | undefined;
  @property() tournament = '';
  @property() invite = '';
  @state() private data: Tournament | undefined;
  @state() private error = '';
  @state() private busy = false;
  protected readonly i18n = new LocaleController(this);

  override updated(changed: Map<string, unknown>): void {
    if (changed.has('tournament') || changed.has('identity')) void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.data = await tournamentApi(this.identity?.token).get(this.tournament);
      if (this.data.youDirect || this.data.yourEntrant) rememberTournament(this.data);
    } catch (e) {
      this.error = e instanceof ApiError && e.status === 404 ? tt('tournament.notFound') : t('error.network');
    }
  }

  /** Runs a change, shows the new state (or the refusal), and reloads the standings. */
  private async run(change: () => Promise<Tournament>): Promise<void> {
    this.busy = true;
    this.error = '';
    try {
      this.data = await change();
      rememberTournament(this.data);
      void this.renderRoot.querySelector<StammtischStandings>('stammtisch-standings')?.load();
    } catch (e) {
      this.error = problemText(e);
    } finally {
      this.busy = false;
    }
  }

  override render(): unknown {
    const d = this.data;
    if (!d) return html`<p>${this.error || tt('tournament.loading')}</p>`;
    const api = tournamentApi(this.identity?.token);
    const next = d.played.length + 1;
    const last = d.played.at(-1);
    const canStart = d.youDirect && d.status !== 'finished' && d.played.length < d.rounds && (last === undefined || last.closedAt !== undefined);
    return html`<h1>${d.name}</h1>
      <p>
        ${tt('tournament.summary', { game: gameName(d.game), rounds: d.rounds, size: d.tableSize })}
        · <strong>${tt(`tournament.status.${d.status}` as TournamentKey)}</strong><br />
        <small>${tt('tournament.director', { name: d.director.name })}${d.profile ? html` · ${d.profile.name}` : nothing}</small>
      </p>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${d.youDirect && d.invite ? this.share(d) : nothing} ${this.joining(d)}
      ${canStart ? html`<p><button ?disabled=${this.busy} @click=${() => this.run(() => api.startRound(d.id))}>${tt('tournament.start', { n: next })}</button></p>` : nothing}
      ${[...d.played].reverse().map((r) => this.round(d, r))}
      <h2>${tt('standings.title')}</h2>
      <stammtisch-standings tournament=${d.id} server=${location.origin} refresh="30" rounds></stammtisch-standings>
      <p><a href="/tournaments/${d.id}/standings">${tt('tournament.standingsLink')}</a> · <a href="/api/tournaments/${d.id}/standings.csv" download>${tt('tournament.csv')}</a></p>
      ${this.people(d)} ${d.youDirect ? this.replaceForm(d) : nothing}
      <h2>${tt('tournament.log')}</h2>
      <ol class="log">
        ${[...d.log].reverse().map((l) => html`<li><small>${when(l.at)}</small> · <strong>${l.actor}</strong>: ${logLineText(l, gameName)}</li>`)}
      </ol>`;
  }

  private share(d: Tournament): unknown {
    const link = new URL(`/tournaments/${d.id}?invite=${d.invite}`, location.origin).href;
    const snippet = `<script type="module" src="${location.origin}/embed.js"></script>\n<stammtisch-standings tournament="${d.id}"></stammtisch-standings>`;
    return html`<div class="panel">
      <p>${tt('tournament.share')}</p>
      <div class="share"><input type="text" readonly .value=${link} aria-label=${tt('tournament.share')} /><st-copy-button .text=${link}></st-copy-button></div>
      <p>${tt('tournament.embed')}:</p>
      <pre><code>${snippet}</code></pre>
      <st-copy-button .text=${snippet}></st-copy-button>
    </div>`;
  }

  private joining(d: Tournament): unknown {
    const api = tournamentApi(this.identity?.token);
    if (d.yourEntrant) {
      return html`<p>${tt('tournament.joined')}
        ${d.status === 'open' ? html`<button ?disabled=${this.busy} @click=${() => this.run(() => api.leave(d.id))}>${tt('tournament.leave')}</button>` : nothing}</p>`;
    }
    if (!this.invite || d.status === 'finished' || !this.identity || d.reserves.some((p) => p.id === this.identity?.player.id)) return nothing;
    const join = (e: SubmitEvent) => {
      e.preventDefault();
      const team = this.renderRoot.querySelector<HTMLInputElement>('#team')?.value.trim();
      void this.run(() => api.join(d.id, { invite: this.invite, ...(team ? { team } : {}) }));
    };
    return html`<form class="panel" @submit=${join}>
      ${d.teamSize > 1 && d.status === 'open' ? html`<label for="team">${tt('tournament.team')}</label><input id="team" type="text" maxlength="40" required />` : nothing}
      <p><button type="submit" ?disabled=${this.busy}>${d.status === 'open' ? tt('tournament.join') : tt('tournament.joinReserve')}</button></p>
    </form>`;
  }

  private round(d: Tournament, r: TournamentRound): unknown {
    const names = new Map(d.entrants.map((e) => [e.id, e.name]));
    return html`<h2>
        ${tt('tournament.round', { n: r.round })}
        <small>${r.closedAt ? tt('tournament.round.closed') : r.deadline ? tt('tournament.round.deadline', { at: when(r.deadline) }) : ''}</small>
      </h2>
      ${r.byes.length ? html`<p>${tt('tournament.byes', { names: r.byes.map((b) => names.get(b) ?? b).join(', ') })}</p>` : nothing}
      <div class="tables">${r.tables.map((tb) => this.table(d, r, tb))}</div>`;
  }

  private table(d: Tournament, r: TournamentRound, tb: TournamentTable): unknown {
    const api = tournamentApi(this.identity?.token);
    const mine = tb.seats.some((s) => s.entrant !== null && s.entrant === d.yourEntrant);
    // A director who plays in a duplicate round sees no id of the other tables and names them by number.
    const ref = tb.id ?? `${r.round}.${tb.index}`;
    const decide = (kind: 'annul' | 'replay') => {
      if (!confirm(tt(`tournament.confirm.${kind}`, { n: tb.index }))) return;
      const reason = prompt(tt('tournament.reason')) ?? undefined;
      void this.run(() => (kind === 'annul' ? api.annul(d.id, ref, reason) : api.replay(d.id, ref, reason)));
    };
    const live = tb.status === 'playing' || tb.status === 'finished';
    return html`<div class="table ${mine ? 'mine' : ''}">
      <strong>${tt('tournament.table', { n: tb.index })}</strong> · ${tt(`tournament.table.status.${tb.status}` as TournamentKey)}
      <ol>
        ${tb.seats.map((s, i) => html`<li>${s.name}${s.botAccount ? html` ${botBadge()}` : nothing}${tb.outcome ? html` — ${tb.outcome.scores[i]}` : nothing}</li>`)}
      </ol>
      ${tb.outcome ? html`<small>${outcomeText(tb.outcome, (seat) => tb.seats[seat]?.name ?? t('table.seat', { n: seat + 1 }))}</small><br />` : nothing}
      ${tb.progress && tb.status === 'playing' ? html`<small>${tt('tournament.table.progress', { moves: tb.progress.seq, deal: tb.progress.deal ?? 1 })}</small><br />` : nothing}
      ${tb.id ? html`<a href="/t/${tb.id}${tb.invite ? `?invite=${tb.invite}` : ''}">${tt('tournament.table.open')}</a>` : html`<small>${tt('tournament.table.hidden')}</small>`}
      ${d.youDirect && live && r.round === d.played.length
        ? html`<div class="actions">
            <button ?disabled=${this.busy} @click=${() => decide('annul')}>${tt('tournament.annul')}</button>
            <button ?disabled=${this.busy} @click=${() => decide('replay')}>${tt('tournament.replay')}</button>
          </div>`
        : nothing}
    </div>`;
  }

  private people(d: Tournament): unknown {
    return html`<h2>${tt('tournament.entrants', { n: d.entrants.length })}</h2>
      <ul>
        ${d.entrants.map((e) => html`<li>${e.name}${e.bot ? html` ${botBadge()}` : nothing}${e.team ? html` <small>(${e.team})</small>` : nothing}</li>`)}
      </ul>
      ${d.reserves.length ? html`<p>${tt('tournament.reserves')}: ${d.reserves.map((p) => p.name).join(', ')}</p>` : nothing}`;
  }

  private replaceForm(d: Tournament): unknown {
    if (d.reserves.length === 0 || d.status === 'finished') return nothing;
    const submit = (e: SubmitEvent) => {
      e.preventDefault();
      const value = (sel: string) => this.renderRoot.querySelector<HTMLSelectElement | HTMLInputElement>(sel)?.value.trim() ?? '';
      const reason = value('#rreason');
      void this.run(() => tournamentApi(this.identity?.token).replace(d.id, { entrant: value('#rentrant'), by: value('#rby'), ...(reason ? { reason } : {}) }));
    };
    return html`<h2>${tt('tournament.replace')}</h2>
      <form class="panel" @submit=${submit}>
        <label for="rentrant">${tt('tournament.replace.entrant')}</label>
        <select id="rentrant">${d.entrants.map((e) => html`<option value=${e.id}>${e.name}</option>`)}</select>
        <label for="rby">${tt('tournament.replace.by')}</label>
        <select id="rby">${d.reserves.map((p) => html`<option value=${p.id}>${p.name}</option>`)}</select>
        <label for="rreason">${tt('tournament.reason')}</label>
        <input id="rreason" type="text" maxlength="200" />
        <p><button type="submit" ?disabled=${this.busy}>${tt('tournament.replace.submit')}</button></p>
      </form>`;
  }
}
