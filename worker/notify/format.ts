/**
 * The bodies a notification is sent as: our own JSON, a Discord webhook message, a Slack incoming
 * webhook message, or a Web Push payload for the service worker (web/sw.js). Everything in them comes
 * from the event, which holds public facts only.
 */
import type { WebhookFormat } from '../../shared/protocol-correspondence.js';
import type { NotifyEvent } from './event.js';

/** Where the web app shows a table (or the list of my tables). */
export function linkOf(event: NotifyEvent, origin: string): string {
  const id = event.rematch ?? event.table?.id;
  return `${origin}${id === undefined ? '/my' : `/t/${id}`}`;
}

export function webhookBody(event: NotifyEvent, format: WebhookFormat, origin: string): string {
  const url = linkOf(event, origin);
  switch (format) {
    case 'json':
      return JSON.stringify({ ...event, event: event.kind, url });
    case 'discord':
      // Discord: `content` up to 2000 characters; nobody is pinged.
      return JSON.stringify({ username: 'Stammtisch', content: `${event.text}\n${url}`.slice(0, 2000), allowed_mentions: { parse: [] } });
    case 'slack':
      return JSON.stringify({ text: `${escapeSlack(event.text)} <${url}|Open>` });
  }
}

/** Slack's mrkdwn reserves &, < and >. */
const escapeSlack = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** What web/sw.js shows: title, body, where a click leads, and a tag so that a newer one replaces it. */
export function pushPayload(event: NotifyEvent, origin: string): string {
  const title =
    event.kind === 'digest' ? 'Stammtisch: tables waiting for you' : event.table ? `Stammtisch · ${event.table.name}` : 'Stammtisch';
  return JSON.stringify({ title, body: event.text, url: linkOf(event, origin), tag: event.table?.id ?? event.kind, kind: event.kind });
}

/** `sha256=<hex>`: HMAC-SHA256 of the exact body bytes with the webhook's secret. */
export async function signature(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return `sha256=${[...mac].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
