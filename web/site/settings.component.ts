import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { NotificationSettings, Vacation, WebhookFormat } from '../../shared/protocol-correspondence.js';
import { WEBHOOK_FORMATS } from '../../shared/protocol-limits.js';
import { Api } from '../api/client.js';
import { pushSupported, subscribeThisBrowser, type NewPushSubscription } from '../api/push.js';
import type { Identity } from '../api/session.js';
import { LOCALES, LOCALE_NAMES, LocaleController, t, type Locale } from '../i18n/index.js';
import { pageStyles } from './styles.js';
import { problemText } from '../core/texts.js';

/**
 * The player's settings (docs/correspondence.md): vacation on or off with the days left, and how to
 * be told that it is their turn — webhooks (JSON, Discord, Slack; a test message) and browser push
 * through the service worker /sw.js.
 */
export class StSettings extends LitElement {
  static override styles = [
    pageStyles,
    css`
      .hook {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
      .hook input[type='url'] {
        flex: 1 1 16rem;
        /* a thumb-sized field, as tall as the buttons beside it */
        min-height: 2.75rem;
        box-sizing: border-box;
        font: inherit;
      }
      code {
        overflow-wrap: anywhere;
      }
    `,
  ];

  @property({ attribute: false }) identity: Identity | undefined;

  @state() private vacation: Vacation | undefined;
  @state() private settings: NotificationSettings | undefined;
  @state() private message = '';
  @state() private error = '';
  protected readonly i18n = new LocaleController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    void this.load();
  }

  private api(): Api {
    return new Api('', this.identity?.token);
  }

  private async load(): Promise<void> {
    if (!this.identity) return;
    await this.run(async () => {
      [this.vacation, this.settings] = await Promise.all([this.api().vacation(), this.api().notifications()]);
    });
  }

  /** Runs a request, showing its problem if it fails. */
  private async run(fn: () => Promise<void>): Promise<void> {
    this.error = '';
    try {
      await fn();
    } catch (e) {
      this.error = problemText(e);
    }
  }

  override render(): unknown {
    if (!this.identity) return html`<h1>${t('corr.settings.title')}</h1><p>${t('corr.settings.noPlayer')}</p>`;
    return html`<h1>${t('corr.settings.title')}</h1>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${this.message ? html`<p role="status">${this.message}</p>` : nothing} ${this.renderVacation()} ${this.renderNotifications()}
      <st-blocked-list></st-blocked-list>`;
  }

  private renderVacation(): unknown {
    const v = this.vacation;
    if (!v) return nothing;
    return html`<section class="panel vacation" aria-labelledby="vac-h">
      <h2 id="vac-h">${t('corr.vacation.title')}</h2>
      <p>${t('corr.vacation.balance', { n: Math.floor(v.balanceDays * 10) / 10 })}</p>
      ${v.on
        ? html`<p>${t('corr.vacation.on', { until: v.until ? new Date(v.until).toLocaleString() : '' })} ${v.auto ? t('corr.vacation.auto') : ''}</p>
            <button type="button" @click=${() => this.setVacation(false)}>${t('corr.vacation.end')}</button>`
        : html`<p>${t('corr.vacation.off')}</p>
            <div class="row">
              <label for="vac-days" style="margin:0">${t('corr.vacation.days')}</label>
              <input id="vac-days" type="number" min="1" max=${Math.max(1, Math.floor(v.balanceDays))} step="1" value="1" />
              <button type="button" ?disabled=${v.balanceDays < 0.01} @click=${() => this.setVacation(true)}>${t('corr.vacation.start')}</button>
            </div>`}
    </section>`;
  }

  private setVacation(on: boolean): Promise<void> {
    const days = Number(this.renderRoot.querySelector<HTMLInputElement>('#vac-days')?.value);
    return this.run(async () => {
      this.vacation = await this.api().setVacation(on ? { on, ...(days > 0 ? { days: Math.floor(Math.min(days, this.vacation?.balanceDays ?? days)) } : {}) } : { on });
    });
  }

  private renderNotifications(): unknown {
    const s = this.settings;
    if (!s) return nothing;
    return html`<section class="panel notify" aria-labelledby="not-h">
      <h2 id="not-h">${t('corr.notify.title')}</h2>
      <label class="row"><input id="n-turn" type="checkbox" .checked=${s.yourTurn} /> ${t('corr.notify.yourTurn')}</label>
      <label class="row"><input id="n-remind" type="checkbox" .checked=${s.reminders} /> ${t('corr.notify.reminders')}</label>
      <label class="row"><input id="n-digest" type="checkbox" .checked=${s.digest.enabled} /> ${t('corr.notify.digest')}</label>
      <label for="n-lang">${t('corr.notify.language')}</label>
      <select id="n-lang">
        <option value="" ?selected=${!s.languageChosen}>${t('language.browser')}</option>
        ${LOCALES.map((l) => html`<option value=${l} lang=${l} ?selected=${s.languageChosen && s.language === l}>${LOCALE_NAMES[l]}</option>`)}
      </select>
      ${s.webhooks.map(
        (w) => html`<div class="hook" data-hook=${w.id}>
          <code>${w.url}</code> <span>(${w.format})</span>
          <button type="button" @click=${() => this.save({ drop: w.id })}>${t('corr.premove.cancel')}</button>
        </div>`,
      )}
      <div class="hook">
        <label for="hook-url" class="sr-only">${t('corr.notify.webhook')}</label>
        <input id="hook-url" type="url" placeholder=${t('corr.notify.webhook')} aria-label=${t('corr.notify.webhook')} />
        <select id="hook-format" aria-label=${t('corr.notify.format')}>
          ${WEBHOOK_FORMATS.map((f) => html`<option value=${f}>${f}</option>`)}
        </select>
      </div>
      <p class="row">
        <button type="button" @click=${() => this.save({})}>${t('corr.notify.save')}</button>
        <button type="button" @click=${this.test}>${t('corr.notify.test')}</button>
      </p>
      <h3>${t('corr.notify.push')}</h3>
      <p>${t('corr.notify.pushCount', { n: s.push.length })}</p>
      ${pushSupported()
        ? html`<button type="button" @click=${this.subscribe}>${t('corr.notify.pushOn')}</button>`
        : html`<p>${t('corr.notify.pushUnsupported')}</p>`}
    </section>`;
  }

  /** Saves the switches and the webhooks (the listed ones kept by id, a new one from the form). */
  private save(change: { drop?: string; push?: NewPushSubscription }): Promise<void> {
    const root = this.renderRoot;
    const s = this.settings!;
    const checked = (sel: string) => root.querySelector<HTMLInputElement>(sel)?.checked ?? false;
    const url = root.querySelector<HTMLInputElement>('#hook-url')?.value.trim() ?? '';
    const format = (root.querySelector<HTMLSelectElement>('#hook-format')?.value ?? 'json') as WebhookFormat;
    const webhooks = [
      ...s.webhooks.filter((w) => w.id !== change.drop).map((w) => ({ id: w.id, url: w.url, format: w.format })),
      ...(url && !change.drop ? [{ url, format }] : []),
    ];
    const push = [...s.push.map((p) => ({ id: p.id })), ...(change.push ? [change.push] : [])];
    return this.run(async () => {
      const r = await this.api().setNotifications({
        yourTurn: checked('#n-turn'),
        reminders: checked('#n-remind'),
        digest: { enabled: checked('#n-digest') },
        language: (root.querySelector<HTMLSelectElement>('#n-lang')?.value || null) as Locale | null,
        webhooks,
        push,
      });
      const { secrets, ...settings } = r;
      this.settings = settings;
      this.message = secrets.length ? secrets.map((x) => t('corr.notify.secret', { secret: x.secret })).join(' ') : t('corr.notify.saved');
      const input = root.querySelector<HTMLInputElement>('#hook-url');
      if (input) input.value = '';
    });
  }

  private readonly test = (): Promise<void> =>
    this.run(async () => {
      await this.api().testNotifications();
      this.message = t('corr.notify.tested');
    });

  /** Registers /sw.js and subscribes this browser with the server's VAPID key. */
  private readonly subscribe = (): Promise<void> =>
    this.run(async () => {
      const sub = await subscribeThisBrowser(this.settings!.vapidPublicKey);
      if (sub) await this.save({ push: sub });
    });
}
