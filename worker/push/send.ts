/** One Web Push message: the encrypted body (RFC 8291) and the VAPID headers (RFC 8292), ready to POST. */
import { fromBase64Url, utf8 } from './base64url.js';
import { encryptPayload } from './encrypt.js';
import { type VapidKeys, vapidAuthorization } from './vapid.js';

export interface PushTarget {
  readonly endpoint: string;
  /** base64url of the browser's P-256 public key. */
  readonly p256dh: string;
  /** base64url of the 16-byte auth secret. */
  readonly auth: string;
}

/** A day: a push service may keep the message that long while the browser is offline. */
const TTL_SECONDS = 86_400;

export async function pushRequest(target: PushTarget, payload: string, vapid: VapidKeys, subject: string, now: number): Promise<RequestInit & { body: Uint8Array }> {
  const body = await encryptPayload({ plaintext: utf8(payload), uaPublic: fromBase64Url(target.p256dh), authSecret: fromBase64Url(target.auth) });
  return {
    method: 'POST',
    headers: {
      authorization: await vapidAuthorization(target.endpoint, vapid, subject, now),
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(TTL_SECONDS),
      urgency: 'normal',
    },
    body,
  };
}
