/**
 * A software passkey authenticator for the worker tests: P-256 keys from WebCrypto, attestation
 * "none", CBOR from @simplewebauthn/server/helpers. It answers the server's options the way a browser's
 * navigator.credentials would (as @simplewebauthn/browser JSON-encodes it), and can be made to forge.
 */
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

export const ORIGIN = 'http://localhost:8787';

const b64 = (bytes: Uint8Array): string => isoBase64URL.fromBuffer(bytes as Uint8Array<ArrayBuffer>);
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const sha256 = async (data: Uint8Array): Promise<Uint8Array> => new Uint8Array(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const u32 = (n: number): Uint8Array => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** An ECDSA signature from WebCrypto's r‖s form to the DER form WebAuthn uses. */
function der(raw: Uint8Array): Uint8Array {
  const int = (x: Uint8Array): Uint8Array => {
    let i = 0;
    while (i < x.length - 1 && x[i] === 0) i++;
    const v = x.slice(i);
    return v[0]! & 0x80 ? concat(new Uint8Array([0]), v) : v;
  };
  const r = int(raw.slice(0, 32));
  const s = int(raw.slice(32));
  const body = concat(new Uint8Array([2, r.length]), r, new Uint8Array([2, s.length]), s);
  return concat(new Uint8Array([0x30, body.length]), body);
}

interface CreationOptions {
  challenge: string;
  rp: { id: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId: string;
}

/** One passkey on one authenticator. */
export class SoftPasskey {
  counter = 0;
  private constructor(
    readonly id: Uint8Array,
    private readonly keys: CryptoKeyPair,
    private userHandle = '',
    private rpId = 'localhost',
  ) {}

  static async create(): Promise<SoftPasskey> {
    const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    return new SoftPasskey(crypto.getRandomValues(new Uint8Array(16)), keys);
  }

  get credentialId(): string {
    return b64(this.id);
  }

  /** The answer of navigator.credentials.create to `options`. */
  async register(options: CreationOptions, origin = ORIGIN): Promise<Record<string, unknown>> {
    this.userHandle = options.user.id;
    this.rpId = options.rp.id;
    const jwk = (await crypto.subtle.exportKey('jwk', this.keys.publicKey)) as JsonWebKey;
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    const attested = concat(new Uint8Array(16), new Uint8Array([0, this.id.length]), this.id, isoCBOR.encode(cose));
    const authData = concat(await sha256(utf8(this.rpId)), new Uint8Array([0x45]), u32(this.counter), attested);
    const attestation = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
    const clientData = utf8(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: { clientDataJSON: b64(clientData), attestationObject: b64(attestation), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The answer of navigator.credentials.get to `options` (the counter moves on, as a real authenticator's does). */
  async signIn(options: RequestOptions, tamper: { origin?: string; challenge?: string; userHandle?: string; key?: CryptoKey } = {}): Promise<Record<string, unknown>> {
    this.counter++;
    const authData = concat(await sha256(utf8(options.rpId)), new Uint8Array([0x05]), u32(this.counter));
    const clientData = utf8(JSON.stringify({ type: 'webauthn.get', challenge: tamper.challenge ?? options.challenge, origin: tamper.origin ?? ORIGIN, crossOrigin: false }));
    const signed = concat(authData, await sha256(clientData));
    const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, tamper.key ?? this.keys.privateKey, signed as Uint8Array<ArrayBuffer>));
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: { clientDataJSON: b64(clientData), authenticatorData: b64(authData), signature: b64(der(raw)), userHandle: tamper.userHandle ?? this.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

/** A key that belongs to no registered passkey (for forged signatures). */
export async function strangerKey(): Promise<CryptoKey> {
  return ((await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair).privateKey;
}
