/**
 * The bodies a notification is sent as: our own JSON, a Discord webhook message, a Slack incoming
 * webhook message, or a Web Push payload for the service worker (web/sw.js). Everything in them comes
 * from the event, which holds public facts only.
 */
import type { WebhookFormat } from '../../shared/protocol-correspondence.js';
import { isLocale } from '../../shared/locale.js';
import type { DeliveredEvent, NotifyEvent } from './event.js';
import { notice } from './notice.js';

/** Where the web app shows a table (or the list of my tables). */
export function linkOf(event: NotifyEvent, origin: string): string {
  const id = event.rematch ?? event.table?.id;
  return `${origin}${id === undefined ? '/my' : `/t/${id}`}`;
}

export function webhookBody(event: DeliveredEvent, format: WebhookFormat, origin: string): string {
  const url = linkOf(event, origin);
  switch (format) {
    case 'json':
      return JSON.stringify({ ...event, event: event.kind, url });
    case 'discord':
      // Discord: `content` up to 2000 characters, the text as plain text; nobody is pinged.
      return JSON.stringify({ username: 'Stammtisch', content: `${escapeDiscord(event.text).slice(0, 1900)}\n${url}`, allowed_mentions: { parse: [] } });
    case 'slack':
      // Slack: formatting off for the text (names stay as typed); only our own link is a link.
      return JSON.stringify({ text: `${escapeSlack(event.text)} <${url}|${escapeSlack(notice(languageOf(event), 'open'))}>`, mrkdwn: false, unfurl_links: false });
  }
}

/**
 * The text of a notification holds names that players chose (tables, seats). For Slack, whose
 * message syntax reserves &, < and > (links `<url|text>`, mentions `<@id>`), they are entity-escaped.
 */
export const escapeSlack = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * For Discord, whose markdown would turn `[text](url)` into a masked link, `**x**` into bold, a bare
 * `https://…` into a link and `<@id>` into a mention, every ASCII punctuation mark gets a backslash:
 * Discord shows an escaped mark as itself, so the text reads as typed and nothing in it is markup.
 */
export const escapeDiscord = (text: string): string => text.replace(/[\\`*_~|<>[\]()#:@-]/g, '\\$&');

/** What web/sw.js shows: title, body, where a click leads, and a tag so that a newer one replaces it. */
export function pushPayload(event: DeliveredEvent, origin: string): string {
  const title =
    event.kind === 'digest' ? notice(languageOf(event), 'digestTitle') : event.table ? `Stammtisch · ${event.table.name}` : 'Stammtisch';
  return JSON.stringify({ title, body: event.text, url: linkOf(event, origin), tag: event.table?.id ?? event.kind, kind: event.kind });
}

const languageOf = (event: DeliveredEvent) => (isLocale(event.language) ? event.language : 'en');

/** `sha256=<hex>`: HMAC-SHA256 of the exact body bytes with the webhook's secret. */
export async function signature(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return `sha256=${[...mac].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
