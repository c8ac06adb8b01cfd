/**
 * Passkeys (WebAuthn), with @simplewebauthn/server doing the ceremony: a player's credentials in their
 * Player object's SQLite, the relying party from configuration, and the checks around them.
 *
 * Sign-in on a new device needs no lookup table from credential to player: passkeys are discoverable
 * (resident) credentials whose user handle is the player id, so the authenticator names the player and
 * the worker asks that player's object. The sign-in's challenge waits in its own small object until it
 * is used once (pending-do.ts); registration challenges wait in the Player object. User verification
 * is preferred, not required: holding the passkey is the factor (as with a security key without PIN).
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { Passkey } from '../../shared/protocol-accounts.js';
import type { AuthenticationCredential, RegistrationCredential } from '../../shared/protocol-accounts.js';
import { now } from '../clock.js';
import type { Env } from '../env.js';

/** Challenges are good for this long. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** The most passkeys a player may register. */
const MAX_PASSKEYS = 20;

export interface RelyingParty {
  readonly id: string;
  readonly name: string;
  readonly origins: readonly string[];
}

export function relyingParty(env: Env): RelyingParty {
  const origins = (env.WEBAUTHN_ORIGINS ?? 'http://localhost:8787').split(',').map((s) => s.trim()).filter(Boolean);
  return { id: env.WEBAUTHN_RP_ID ?? 'localhost', name: env.WEBAUTHN_RP_NAME ?? 'Stammtisch', origins };
}

/** The origins a response may come from: the configured ones; in development (RP id localhost) any http://localhost port. */
function expectedOrigins(rp: RelyingParty, claimed: string): string[] {
  if (rp.id === 'localhost' && /^http:\/\/localhost(:\d{1,5})?$/.test(claimed)) return [claimed];
  return [...rp.origins];
}

/** The challenge and origin a response claims (checked against what was issued by the verification). */
export function claimedChallenge(credential: { response: { clientDataJSON: string } }): string | undefined {
  try {
    return decodeClientDataJSON(credential.response.clientDataJSON).challenge;
  } catch {
    return undefined;
  }
}

/** The player a sign-in response names (its user handle), if it names one that can be a player id. */
export function userHandlePlayer(credential: AuthenticationCredential): string | undefined {
  const handle = credential.response.userHandle;
  if (!handle) return undefined;
  try {
    const id = isoUint8Array.toUTF8String(isoBase64URL.toBuffer(handle));
    return /^[a-z2-9]{16}$/.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

export function signInOptions(rp: RelyingParty) {
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred', timeout: CHALLENGE_TTL_MS });
}

type PasskeyRow = {
  id: string;
  public_key: string;
  counter: number;
  transports: string;
  backed_up: number;
  name: string;
  created_at: number;
  last_used_at: number | null;
};

/** What went wrong, for a problem detail; never throws. */
export type Checked<T> = { ok: true; value: T } | { ok: false; why: string };

export class PasskeyStore {
  /** The tables live in the Player object's schema (storage/player.ts, version 2). */
  constructor(
    private readonly sql: SqlStorage,
    private readonly rp: () => RelyingParty,
  ) {}

  list(): Passkey[] {
    return this.sql.exec<PasskeyRow>('SELECT * FROM passkeys ORDER BY created_at').toArray().map(wire);
  }

  count(): number {
    return this.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM passkeys').one().n;
  }

  /** Options for navigator.credentials.create; the challenge is kept for the session that asked. */
  async registrationOptions(player: { id: string; name: string }, sessionId: string) {
    const rp = this.rp();
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: player.name,
      userDisplayName: player.name,
      userID: isoUint8Array.fromUTF8String(player.id),
      attestationType: 'none',
      timeout: CHALLENGE_TTL_MS,
      excludeCredentials: this.sql.exec<{ id: string; transports: string }>('SELECT id, transports FROM passkeys').toArray().map((r) => ({ id: r.id, transports: JSON.parse(r.transports) as string[] })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const at = now();
    this.sql.exec('DELETE FROM passkey_challenges WHERE expires_at <= ?', at);
    this.sql.exec('INSERT INTO passkey_challenges (challenge, session_id, expires_at) VALUES (?, ?, ?)', options.challenge, sessionId, at + CHALLENGE_TTL_MS);
    return options;
  }

  /** Verifies a registration against a challenge this session was given (used up either way) and stores the passkey. */
  async register(credential: RegistrationCredential, sessionId: string, name: string): Promise<Checked<Passkey>> {
    const challenge = claimedChallenge(credential);
    if (!challenge || !this.#takeChallenge(challenge, sessionId)) {
      return { ok: false, why: 'this response answers no open challenge of this session (a challenge is good once, for 5 minutes)' };
    }
    if (this.count() >= MAX_PASSKEYS) return { ok: false, why: `at most ${MAX_PASSKEYS} passkeys per player` };
    const rp = this.rp();
    let info;
    try {
      const claimedOrigin = decodeClientDataJSON(credential.response.clientDataJSON).origin;
      const result = await verifyRegistrationResponse({
        response: { ...credential, response: { ...credential.response, transports: credential.response.transports as never } },
        expectedChallenge: challenge,
        expectedOrigin: expectedOrigins(rp, claimedOrigin),
        expectedRPID: rp.id,
        requireUserVerification: false,
      });
      if (!result.verified) return { ok: false, why: 'the authenticator\'s answer could not be verified' };
      info = result.registrationInfo;
    } catch (e) {
      return { ok: false, why: e instanceof Error ? e.message : 'the response could not be read' };
    }
    const { credential: c } = info;
    if (this.sql.exec('SELECT id FROM passkeys WHERE id = ?', c.id).toArray().length > 0) return { ok: false, why: 'this passkey is registered already' };
    this.sql.exec(
      'INSERT INTO passkeys (id, public_key, counter, transports, backed_up, name, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL)',
      c.id, isoBase64URL.fromBuffer(c.publicKey), c.counter, JSON.stringify(c.transports ?? []), info.credentialBackedUp ? 1 : 0, name, now(),
    );
    return { ok: true, value: wire(this.sql.exec<PasskeyRow>('SELECT * FROM passkeys WHERE id = ?', c.id).one()) };
  }

  /** Verifies a sign-in response (its challenge already checked and used up by the caller). */
  async authenticate(credential: AuthenticationCredential, challenge: string): Promise<Checked<Passkey>> {
    const row = this.sql.exec<PasskeyRow>('SELECT * FROM passkeys WHERE id = ?', credential.id).toArray()[0];
    if (!row) return { ok: false, why: 'this passkey is not (or no longer) registered with Stammtisch' };
    const rp = this.rp();
    try {
      const claimedOrigin = decodeClientDataJSON(credential.response.clientDataJSON).origin;
      const result = await verifyAuthenticationResponse({
        response: { ...credential, response: { ...credential.response } },
        expectedChallenge: challenge,
        expectedOrigin: expectedOrigins(rp, claimedOrigin),
        expectedRPID: rp.id,
        credential: { id: row.id, publicKey: isoBase64URL.toBuffer(row.public_key), counter: row.counter, transports: JSON.parse(row.transports) as never },
        requireUserVerification: false,
      });
      if (!result.verified) return { ok: false, why: 'the signature could not be verified' };
      this.sql.exec(
        'UPDATE passkeys SET counter = ?, backed_up = ?, last_used_at = ? WHERE id = ?',
        result.authenticationInfo.newCounter, result.authenticationInfo.credentialBackedUp ? 1 : 0, now(), row.id,
      );
    } catch (e) {
      return { ok: false, why: e instanceof Error ? e.message : 'the response could not be read' };
    }
    return { ok: true, value: wire(this.sql.exec<PasskeyRow>('SELECT * FROM passkeys WHERE id = ?', row.id).one()) };
  }

  rename(id: string, name: string): Passkey | undefined {
    this.sql.exec('UPDATE passkeys SET name = ? WHERE id = ?', name, id);
    return this.list().find((p) => p.id === id);
  }

  remove(id: string): boolean {
    const found = this.sql.exec('SELECT id FROM passkeys WHERE id = ?', id).toArray().length > 0;
    this.sql.exec('DELETE FROM passkeys WHERE id = ?', id);
    return found;
  }

  #takeChallenge(challenge: string, sessionId: string): boolean {
    const row = this.sql.exec<{ session_id: string; expires_at: number }>('SELECT * FROM passkey_challenges WHERE challenge = ?', challenge).toArray()[0];
    if (!row) return false;
    this.sql.exec('DELETE FROM passkey_challenges WHERE challenge = ?', challenge);
    return row.session_id === sessionId && row.expires_at > now();
  }
}

function wire(r: PasskeyRow): Passkey {
  return {
    id: r.id,
    name: r.name,
    createdAt: new Date(r.created_at).toISOString(),
    lastUsedAt: r.last_used_at === null ? null : new Date(r.last_used_at).toISOString(),
    backedUp: r.backed_up === 1,
  };
}
