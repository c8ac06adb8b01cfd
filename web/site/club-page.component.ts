import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Lobby } from '../../shared/protocol.js';
import { loadIdentity } from '../api/session.js';
import { problemText } from '../core/texts.js';
import { LocaleController, t } from '../i18n/index.js';
import { mt } from '../i18n/moderation.js';
import { lobbyOf, mute, nameOf } from './moderation-api.js';
import { pageStyles } from './styles.js';

/** How many members' names the page looks up (each is one request; the rest show their ids). */
const NAMED = 60;

/**
 * A club lobby's page (/clubs/:name): who owns it and, for the owner and the members, the member list
 * with who is muted; the owner mutes and unmutes members there, and reads the reports about the club's
 * tables (docs/api.md, "Blocking, reports and mutes"). The site's operators read the others at /clubs/public.
 */
export class StClubPage extends LitElement {
  static override styles = [
    pageStyles,
    css`
      li {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 0.6rem;
        align-items: center;
        justify-content: space-between;
      }
      .muted {
        font-size: 0.9rem;
        opacity: 0.85;
        flex-basis: 100%;
      }
    `,
  ];

  @property() name = '';
  @state() private lobby: Lobby | undefined;
  @state() private names: Readonly<Record<string, string>> = {};
  @state() private error = '';
  protected readonly i18n = new LocaleController(this);
  private readonly token = loadIdentity()?.token;

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('name') && this.name && this.name !== 'public') void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.lobby = await lobbyOf(this.token, this.name);
      const ids = (this.lobby.members ?? []).slice(0, NAMED);
      const found = await Promise.all(ids.map(async (id) => [id, await nameOf(id).catch(() => id)] as const));
      this.names = Object.fromEntries(found);
    } catch (e) {
      this.error = problemText(e);
    }
  }

  override render(): unknown {
    const l = this.lobby;
    // The public lobby belongs to no club: its page is where the site's operators read its reports.
    if (this.name === 'public') {
      return html`<h1>${t('club.operatorReports')}</h1>
        <st-lobby-reports lobby=${this.name}></st-lobby-reports>`;
    }
    return html`<h1>${mt('club.title', { name: this.name })}</h1>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${!l ? nothing : !l.claimed || !l.owner ? html`<p>${mt('club.notClaimed')}</p>` : this.club(l)}
      ${l?.you === 'owner' ? html`<st-lobby-reports lobby=${this.name}></st-lobby-reports>` : nothing}`;
  }

  private club(l: Lobby): unknown {
    const owner = l.you === 'owner';
    const muted = new Set(l.muted ?? []);
    return html`<p><a href="/players/${l.owner!.id}">${mt('club.owner', { name: l.owner!.name })}</a></p>
      <section class="panel" aria-labelledby="members-h">
        <h2 id="members-h">${mt('club.members')}</h2>
        ${l.members === undefined
          ? html`<p>${mt('club.membersOnly')}</p>`
          : html`<ul class="rows">
              ${l.members.map(
                (id) => html`<li data-member=${id}>
                  <a href="/players/${id}">${this.names[id] ?? id}</a>
                  ${owner
                    ? html`<button type="button" class="mute" @click=${() => void this.setMuted(id, !muted.has(id))}>
                        ${muted.has(id) ? mt('club.unmute') : mt('club.mute')}
                      </button>`
                    : nothing}
                  ${muted.has(id) ? html`<span class="muted">${mt('club.muted')}</span>` : nothing}
                </li>`,
              )}
            </ul>`}
      </section>`;
  }

  private async setMuted(id: string, on: boolean): Promise<void> {
    if (!this.token) return;
    try {
      this.lobby = await mute(this.token, this.name, id, on);
      this.error = '';
    } catch (e) {
      this.error = problemText(e);
    }
  }
}
