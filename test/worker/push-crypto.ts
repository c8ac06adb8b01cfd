/** The browser's side of Web Push for tests: a subscription's keys and decryption (RFC 8291/8188). */
import { concat, fromBase64Url, toBase64Url, utf8 } from '../../worker/push/base64url.js';

export interface Subscriber {
  readonly privateKey: CryptoKey;
  readonly p256dh: string;
  readonly auth: string;
}

export async function newSubscriber(): Promise<Subscriber> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const pub = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  return { privateKey: pair.privateKey, p256dh: toBase64Url(pub), auth: toBase64Url(crypto.getRandomValues(new Uint8Array(16))) };
}

/** A P-256 ECDH private key from its raw scalar and public point (base64url). */
export async function ecdhPrivateKey(d: string, publicKey: string): Promise<CryptoKey> {
  const pub = fromBase64Url(publicKey);
  const jwk = { kty: 'EC', crv: 'P-256', d, x: toBase64Url(pub.slice(1, 33)), y: toBase64Url(pub.slice(33, 65)), ext: true };
  return crypto.subtle.importKey('jwk', jwk, { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
}

/** ECDH parameters; the Workers types spell `public` as `$public`, the runtime wants `public`. */
const ecdhWith = (key: CryptoKey): SubtleCryptoDeriveKeyAlgorithm => ({ name: 'ECDH', public: key }) as unknown as SubtleCryptoDeriveKeyAlgorithm;

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, length * 8));
}

/** Decrypts an aes128gcm push body as the browser does; throws if it was not sealed for this subscriber. */
export async function decryptPush(body: Uint8Array, sub: Subscriber): Promise<string> {
  const salt = body.slice(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.slice(21, 21 + idLength);
  const sealed = body.slice(21 + idLength);
  const serverKey = await crypto.subtle.importKey('raw', serverPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const shared = new Uint8Array(await crypto.subtle.deriveBits(ecdhWith(serverKey), sub.privateKey, 256));
  const uaPublic = fromBase64Url(sub.p256dh);
  const ikm = await hkdf(fromBase64Url(sub.auth), shared, concat(utf8('WebPush: info\0'), uaPublic, serverPublic), 32);
  const cek = await hkdf(salt, ikm, utf8('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, utf8('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const plain = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, sealed));
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('not a last record');
  return new TextDecoder().decode(plain.slice(0, end));
}
