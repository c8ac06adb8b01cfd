/**
 * Browser push for this browser (docs/correspondence.md): the service worker /sw.js shows the
 * server's notifications; a subscription made with the server's VAPID key is handed to the player's
 * notification settings. The settings page and the table's one-time offer both use it.
 */
import type { PutNotificationsBody } from '../../shared/protocol-correspondence.js';
import type { Api } from './client.js';

/** A new browser subscription as the notification settings take it. */
export type NewPushSubscription = Extract<NonNullable<PutNotificationsBody['push']>[number], { endpoint: string }>;

/** Whether this browser can receive push notifications at all. */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID public key (base64url) as PushManager.subscribe wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** Registers /sw.js and subscribes this browser (the browser asks its user for permission). */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<NewPushSubscription | undefined> {
  const reg = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const sub = (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) })).toJSON();
  return sub.endpoint && sub.keys?.p256dh && sub.keys.auth ? { endpoint: sub.endpoint, keys: { p256dh: sub.keys.p256dh, auth: sub.keys.auth } } : undefined;
}

/** Subscribes this browser and adds it to the player's settings, turning "tell me when it is my turn" on. */
export async function turnOnPush(api: Api): Promise<void> {
  const settings = await api.notifications();
  const sub = await subscribeThisBrowser(settings.vapidPublicKey);
  if (!sub) throw new Error('the browser gave no push subscription');
  await api.setNotifications({ yourTurn: true, push: [...settings.push.map((p) => ({ id: p.id })), sub] });
}
