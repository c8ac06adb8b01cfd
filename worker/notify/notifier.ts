/**
 * A player's notification channels, kept in their Player object: settings, webhooks (each with a
 * signing secret shown once), push subscriptions, and an outbox. Every message goes through the
 * outbox and is sent from the object's alarm (through worker/outbound.ts: public https hosts only, no
 * redirects, a time limit): a failed delivery is retried with exponential backoff (30 s, 1 min,
 * 2 min … 8 attempts), a push subscription the push service no longer knows is removed.
 */
import type { NotificationSettings, PutNotificationsBody, PutNotificationsResponse, WebhookFormat } from '../../shared/protocol-correspondence.js';
import { now } from '../clock.js';
import { randomHex, randomId } from '../crypto.js';
import type { Env } from '../env.js';
import { outboundFetch } from '../outbound.js';
import { pushRequest } from '../push/send.js';
import { generateVapidKeys, type VapidKeys } from '../push/vapid.js';
import { isLocale, matchLocale, acceptedLanguages, type Locale } from '../../shared/locale.js';
import type { DeliveredEvent, NotifyEvent } from './event.js';
import { noticeText } from './notice.js';
import { pushPayload, signature, webhookBody } from './format.js';

interface StoredWebhook {
  readonly id: string;
  readonly url: string;
  readonly format: WebhookFormat;
  readonly secret: string;
  readonly createdAt: string;
}

interface StoredPush {
  readonly id: string;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly createdAt: string;
}

interface Stored {
  readonly yourTurn: boolean;
  readonly reminders: boolean;
  readonly digest: { readonly enabled: boolean; readonly hourUtc: number };
  readonly webhooks: readonly StoredWebhook[];
  readonly push: readonly StoredPush[];
  /** The language the player chose for their notifications; absent: follow the browser. */
  readonly language?: Locale | undefined;
  /** The language the player's browser asked for (Accept-Language) when they last read or wrote their settings. */
  readonly browserLanguage?: Locale | undefined;
}

const DEFAULTS: Stored = { yourTurn: true, reminders: true, digest: { enabled: false, hourUtc: 7 }, webhooks: [], push: [] };

export const RETRY_BASE_MS = 30_000;
export const MAX_ATTEMPTS = 8;
/** A delivery in flight holds its row this long, so that two alarm runs never send it twice. */
const LEASE_MS = 5 * 60_000;

/** Retry after failure number `attempts` (1-based): 30 s, 1 min, 2 min, 4 min … */
export const backoffMs = (attempts: number): number => RETRY_BASE_MS * 2 ** (attempts - 1);

export class Notifier {
  readonly #sql: SqlStorage;

  constructor(
    sql: SqlStorage,
    private readonly env: Env,
  ) {
    this.#sql = sql;
  }

  get<T>(key: string): T | undefined {
    const row = this.#sql.exec<{ value: string }>('SELECT value FROM kv WHERE key = ?', key).toArray()[0];
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  set(key: string, value: unknown): void {
    this.#sql.exec('INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', key, JSON.stringify(value));
  }

  stored(): Stored {
    return this.get<Stored>('notifications') ?? DEFAULTS;
  }

  /** The server's VAPID keys, or (development, no env vars) this player's own pair, made once. */
  async vapid(): Promise<VapidKeys> {
    if (this.env.VAPID_PUBLIC_KEY && this.env.VAPID_PRIVATE_KEY) {
      return { publicKey: this.env.VAPID_PUBLIC_KEY, privateKey: this.env.VAPID_PRIVATE_KEY };
    }
    const own = this.get<VapidKeys>('vapid');
    if (own) return own;
    const made = await generateVapidKeys();
    this.set('vapid', made);
    return made;
  }

  /** The language the player's notifications are written in: their choice, else their browser's, else English. */
  language(): Locale {
    const s = this.stored();
    return s.language ?? s.browserLanguage ?? 'en';
  }

  /**
   * Remembers the language the player's browser asks for (an `Accept-Language` header), which their
   * notifications follow while they have not chosen one.
   */
  noteBrowser(acceptLanguage: string | null | undefined): void {
    const found = matchLocale(acceptedLanguages(acceptLanguage));
    const s = this.stored();
    if (!isLocale(found) || found === s.browserLanguage) return;
    this.set('notifications', { ...s, browserLanguage: found } satisfies Stored);
  }

  async settings(): Promise<NotificationSettings> {
    const s = this.stored();
    return {
      language: this.language(),
      languageChosen: s.language !== undefined,
      yourTurn: s.yourTurn,
      reminders: s.reminders,
      digest: { ...s.digest },
      webhooks: s.webhooks.map(({ id, url, format, createdAt }) => ({ id, url, format, createdAt })),
      push: s.push.map(({ id, endpoint, createdAt }) => ({ id, endpoint, createdAt })),
      vapidPublicKey: (await this.vapid()).publicKey,
    };
  }

  /** Replaces the settings; lists given replace the old ones (entries named by `id` are kept as they were). */
  async put(body: PutNotificationsBody): Promise<PutNotificationsResponse | { error: string }> {
    const old = this.stored();
    const at = new Date(now()).toISOString();
    const secrets: { id: string; secret: string }[] = [];
    let webhooks = old.webhooks;
    if (body.webhooks) {
      const next: StoredWebhook[] = [];
      for (const w of body.webhooks) {
        if (w.id !== undefined) {
          const kept = old.webhooks.find((o) => o.id === w.id);
          if (!kept) return { error: `there is no webhook ${w.id}` };
          // `{id}` alone keeps it as it is; with a URL it changes and keeps its secret.
          next.push('url' in w ? { ...kept, url: w.url, format: w.format } : kept);
        } else if ('url' in w) {
          const made = { id: randomId(12), url: w.url, format: w.format, secret: `whsec_${randomHex(24)}`, createdAt: at };
          secrets.push({ id: made.id, secret: made.secret });
          next.push(made);
        }
      }
      webhooks = next;
    }
    let push = old.push;
    if (body.push) {
      const next: StoredPush[] = [];
      for (const p of body.push) {
        if ('id' in p) {
          const kept = old.push.find((o) => o.id === p.id);
          if (!kept) return { error: `there is no push subscription ${p.id}` };
          next.push(kept);
        } else {
          const same = old.push.find((o) => o.endpoint === p.endpoint);
          next.push({ id: same?.id ?? randomId(12), endpoint: p.endpoint, p256dh: p.keys.p256dh, auth: p.keys.auth, createdAt: same?.createdAt ?? at });
        }
      }
      push = next;
    }
    this.set('notifications', {
      yourTurn: body.yourTurn ?? old.yourTurn,
      reminders: body.reminders ?? old.reminders,
      digest: { enabled: body.digest?.enabled ?? old.digest.enabled, hourUtc: body.digest?.hourUtc ?? old.digest.hourUtc },
      webhooks,
      push,
      language: body.language === null ? undefined : (body.language ?? old.language),
      browserLanguage: old.browserLanguage,
    } satisfies Stored);
    return { ...(await this.settings()), secrets };
  }

  /** Puts the event in the outbox once per channel, as far as the player's settings want it. */
  enqueue(event: NotifyEvent): number {
    const s = this.stored();
    if (event.kind === 'turn' && !s.yourTurn) return 0;
    if (event.kind === 'reminder' && !s.reminders) return 0;
    if (s.webhooks.length === 0 && s.push.length === 0) return 0;
    const text = JSON.stringify(event);
    const at = now();
    let n = 0;
    for (const w of s.webhooks) n += this.#queue('webhook', w.id, text, at);
    for (const p of s.push) n += this.#queue('push', p.id, text, at);
    return n;
  }

  #queue(channel: string, target: string, event: string, at: number): number {
    this.#sql.exec('INSERT INTO outbox (id, channel, target, event, attempts, next_at) VALUES (?, ?, ?, ?, 0, ?)', randomId(16), channel, target, event, at);
    return 1;
  }

  /** When the outbox next has something to send. */
  nextAt(): number | undefined {
    return this.#sql.exec<{ t: number | null }>('SELECT MIN(next_at) AS t FROM outbox').one().t ?? undefined;
  }

  /** Sends everything due; failures are rescheduled with backoff or given up after the last attempt. */
  async deliverDue(): Promise<void> {
    const at = now();
    const due = this.#sql
      .exec<{ id: string; channel: string; target: string; event: string; attempts: number }>(
        'SELECT id, channel, target, event, attempts FROM outbox WHERE next_at <= ? ORDER BY next_at LIMIT 50',
        at,
      )
      .toArray();
    for (const row of due) this.#sql.exec('UPDATE outbox SET next_at = ? WHERE id = ?', at + LEASE_MS, row.id);
    await Promise.all(
      due.map(async (row) => {
        const result = await this.#send(row.id, row.channel, row.target, this.#written(JSON.parse(row.event) as NotifyEvent));
        if (result === 'done' || result === 'gone' || row.attempts + 1 >= MAX_ATTEMPTS) {
          if (result === 'retry') console.error(`notification ${row.id}: giving up after ${MAX_ATTEMPTS} attempts`);
          if (result === 'gone') this.#forgetPush(row.target);
          this.#sql.exec('DELETE FROM outbox WHERE id = ?', row.id);
        } else {
          const attempts = row.attempts + 1;
          this.#sql.exec('UPDATE outbox SET attempts = ?, next_at = ? WHERE id = ?', attempts, now() + backoffMs(attempts), row.id);
        }
      }),
    );
  }

  /** The event with its sentence in the player's language as it is now (a change reaches queued messages too). */
  #written(event: NotifyEvent): DeliveredEvent {
    const language = this.language();
    return { ...event, text: noticeText(event, language), language };
  }

  async #send(delivery: string, channel: string, target: string, event: DeliveredEvent): Promise<'done' | 'retry' | 'gone'> {
    const s = this.stored();
    const origin = this.env.PUBLIC_ORIGIN ?? 'http://localhost:8787';
    try {
      if (channel === 'webhook') {
        const hook = s.webhooks.find((w) => w.id === target);
        if (!hook) return 'done';
        const body = webhookBody(event, hook.format, origin);
        const res = await outboundFetch(hook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Stammtisch-Webhook/1',
            'x-stammtisch-event': event.kind,
            'x-stammtisch-delivery': delivery,
            'x-stammtisch-signature': await signature(hook.secret, body),
          },
          body,
        });
        if (!res) return 'done';
        return res.ok ? 'done' : retryable(res.status) ? 'retry' : 'done';
      }
      const sub = s.push.find((p) => p.id === target);
      if (!sub) return 'done';
      const init = await pushRequest(sub, pushPayload(event, origin), await this.vapid(), this.env.VAPID_SUBJECT ?? `mailto:push@${new URL(origin).hostname}`, now());
      const res = await outboundFetch(sub.endpoint, init);
      if (!res || res.status === 404 || res.status === 410) return 'gone';
      return res.ok ? 'done' : retryable(res.status) ? 'retry' : 'done';
    } catch (e) {
      console.error(`notification ${delivery} (${channel}) failed`, e);
      return 'retry';
    }
  }

  #forgetPush(id: string): void {
    const s = this.stored();
    this.set('notifications', { ...s, push: s.push.filter((p) => p.id !== id) });
  }
}

/** Worth trying again: the receiver's trouble (5xx), a timeout (408) or a rate limit (429). */
const retryable = (status: number): boolean => status >= 500 || status === 408 || status === 429;
