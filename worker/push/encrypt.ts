/**
 * Web Push message encryption (RFC 8291) with the aes128gcm content coding (RFC 8188), on WebCrypto.
 * The application server makes a fresh P-256 key pair and a fresh salt per message (tests pass the
 * RFC's fixed ones); the browser's subscription gives its public key (`p256dh`) and `auth` secret.
 */
import { concat, utf8 } from './base64url.js';

/** The record size announced in the header; our payloads always fit in one record. */
const RECORD_SIZE = 4096;
/** The largest plaintext one record holds: record size − 16 (AEAD tag) − 1 (delimiter). */
export const MAX_PLAINTEXT = RECORD_SIZE - 17;

export interface ServerKeys {
  readonly privateKey: CryptoKey;
  /** Uncompressed P-256 point (65 bytes). */
  readonly publicKey: Uint8Array;
}

export interface EncryptInput {
  readonly plaintext: Uint8Array;
  /** The subscription's `p256dh` key (65 bytes). */
  readonly uaPublic: Uint8Array;
  /** The subscription's `auth` secret (16 bytes). */
  readonly authSecret: Uint8Array;
  /** Fixed only in tests; random otherwise. */
  readonly salt?: Uint8Array;
  readonly serverKeys?: ServerKeys;
}

const bytes = (b: ArrayBuffer): Uint8Array => new Uint8Array(b);

/** ECDH parameters; the Workers types spell `public` as `$public`, the runtime wants `public`. */
const ecdhWith = (key: CryptoKey): SubtleCryptoDeriveKeyAlgorithm => ({ name: 'ECDH', public: key }) as unknown as SubtleCryptoDeriveKeyAlgorithm;

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return bytes(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, length * 8));
}

export async function newServerKeys(): Promise<ServerKeys> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  return { privateKey: pair.privateKey, publicKey: bytes((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer) };
}

/** The body of a push message: salt ‖ record size ‖ key id length ‖ server public key ‖ ciphertext. */
export async function encryptPayload(input: EncryptInput): Promise<Uint8Array> {
  if (input.plaintext.byteLength > MAX_PLAINTEXT) throw new Error(`push payloads are limited to ${MAX_PLAINTEXT} bytes`);
  const salt = input.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const server = input.serverKeys ?? (await newServerKeys());
  const uaKey = await crypto.subtle.importKey('raw', input.uaPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const shared = bytes(await crypto.subtle.deriveBits(ecdhWith(uaKey), server.privateKey, 256));
  // RFC 8291 §3.4: the input keying material mixes in the auth secret and both public keys.
  const keyInfo = concat(utf8('WebPush: info\0'), input.uaPublic, server.publicKey);
  const ikm = await hkdf(input.authSecret, shared, keyInfo, 32);
  // RFC 8188 §2.2/2.3: content encryption key and nonce.
  const cek = await hkdf(salt, ikm, utf8('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, utf8('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  // One record, so it is the last: the delimiter is 0x02 and no padding follows.
  const record = concat(input.plaintext, new Uint8Array([2]));
  const sealed = bytes(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key, record));
  const header = new Uint8Array(21);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header.set(salt, 0);
  header[20] = server.publicKey.byteLength;
  return concat(header, server.publicKey, sealed);
}
