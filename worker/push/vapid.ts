/**
 * VAPID (RFC 8292): the application server identifies itself to the push service with an ES256 JWT
 * signed by its P-256 key. Keys come from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url, raw point
 * and raw scalar); without them (development) each player's object makes a pair of its own and keeps it.
 */
import { concat, fromBase64Url, toBase64Url, utf8 } from './base64url.js';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: the browser's `applicationServerKey`. */
  readonly publicKey: string;
  /** The private scalar d, base64url. */
  readonly privateKey: string;
}

export async function generateVapidKeys(): Promise<VapidKeys> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  const pub = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  return { publicKey: toBase64Url(pub), privateKey: jwk.d! };
}

/** The keys as a JWK: x and y are the two halves of the uncompressed point after its 0x04 prefix. */
export function vapidJwk(keys: VapidKeys): JsonWebKey {
  const pub = fromBase64Url(keys.publicKey);
  return { kty: 'EC', crv: 'P-256', d: keys.privateKey, x: toBase64Url(pub.slice(1, 33)), y: toBase64Url(pub.slice(33, 65)), ext: true };
}

/** `Authorization: vapid t=<jwt>, k=<public key>` for a push to `endpoint`, valid for 12 hours. */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, subject: string, now: number): Promise<string> {
  const key = await crypto.subtle.importKey('jwk', vapidJwk(keys), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  const header = toBase64Url(utf8(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));
  const claims = toBase64Url(
    utf8(JSON.stringify({ aud: new URL(endpoint).origin, exp: Math.floor(now / 1000) + 12 * 3600, sub: subject })),
  );
  const signingInput = `${header}.${claims}`;
  // WebCrypto signs ECDSA in the IEEE P1363 form (r ‖ s), which is exactly JWS ES256.
  const sig = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, utf8(signingInput)));
  return `vapid t=${signingInput}.${toBase64Url(sig)}, k=${keys.publicKey}`;
}

/** Checks a VAPID JWT against a public key (used by tests and by anyone debugging a push service). */
export async function verifyVapidJwt(jwt: string, publicKey: string): Promise<boolean> {
  const [h, c, s] = jwt.split('.');
  if (h === undefined || c === undefined || s === undefined) return false;
  const key = await crypto.subtle.importKey('raw', fromBase64Url(publicKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, fromBase64Url(s), concat(utf8(`${h}.${c}`)));
}
