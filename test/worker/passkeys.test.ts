/**
 * Signing in on another device (docs/api.md §1a) with a software authenticator: passkeys registered on
 * a signed-in device and used from anywhere, one-time link codes, the recovery code — and forged,
 * expired or replayed responses and codes refused with problem+json, changing nothing.
 */
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { afterEach, describe, expect, it } from 'vitest';
import type { LinkCodeResponse, PasskeysResponse, RegisterPasskeyResponse, SessionsResponse, TokenResponse } from '../../shared/protocol-accounts.js';
import { resetClock, travel } from '../../worker/clock.js';
import { SoftPasskey, strangerKey } from './authenticator.js';
import { call, json, newPlayer, problemOf } from './helpers.js';

afterEach(() => resetClock());

type Options = { challenge: string; rp: { id: string }; user: { id: string }; rpId: string };

const sessionCount = async (token: string) => (await json<SessionsResponse>(await call('/api/me/sessions', { token }))).sessions.length;
const passkeysOf = async (token: string) => json<PasskeysResponse>(await call('/api/me/passkeys', { token }));

async function register(token: string, key: SoftPasskey, name?: string): Promise<Response> {
  const options = await json<Options>(await call('/api/me/passkeys/options', { token, raw: '' }));
  return call('/api/me/passkeys', { token, body: { credential: await key.register(options), ...(name ? { name } : {}) } });
}

const signInOptions = async () => json<Options>(await call('/api/sessions/passkey/options', { raw: '' }));
const signIn = (credential: unknown) => call('/api/sessions/passkey', { body: { credential, deviceName: 'Desktop' } });

describe('passkeys', () => {
  it('registered on one device, sign another device in; the first one comes with a recovery code', async () => {
    const ana = await newPlayer('Ana');
    const key = await SoftPasskey.create();
    const first = await json<RegisterPasskeyResponse>(await register(ana.token, key, 'Phone'), 201);
    expect(first.passkey).toMatchObject({ id: key.credentialId, name: 'Phone', lastUsedAt: null });
    expect(first.recoveryCode).toMatch(/^([a-z2-9]{4}-){8}[a-z2-9]{4}$/);
    expect((await passkeysOf(ana.token)).recoveryCode).not.toBeNull();
    const second = await json<RegisterPasskeyResponse>(await register(ana.token, await SoftPasskey.create()), 201);
    expect(second.recoveryCode).toBeUndefined();

    const signedIn = await json<TokenResponse>(await signIn(await key.signIn(await signInOptions())), 201);
    expect(signedIn.player).toEqual(ana.player);
    expect(signedIn.session).toMatchObject({ name: 'Desktop', kind: 'device', signedInWith: 'passkey', scopes: ['read', 'play', 'chat', 'settings'] });
    expect(await json(await call('/api/me', { token: signedIn.token }))).toEqual(ana.player);
    expect(await sessionCount(ana.token)).toBe(2);
    const listed = (await passkeysOf(signedIn.token)).passkeys.find((p) => p.id === key.credentialId);
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('forged, expired, replayed or misdirected sign-ins are refused with 401 SIGN_IN_FAILED and make no session', async () => {
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const key = await SoftPasskey.create();
    await json(await register(ana.token, key), 201);
    const benKey = await SoftPasskey.create();
    await json(await register(ben.token, benKey), 201);

    const good = await key.signIn(await signInOptions());
    await json(await signIn(good), 201);
    const replay = await signIn(good);
    expect((await problemOf(replay, 401, 'SIGN_IN_FAILED')).detail).toMatch(/no open sign-in challenge/);

    const attempts: [string, () => Promise<Record<string, unknown>>, RegExp][] = [
      ['a signature by another key', async () => key.signIn(await signInOptions(), { key: await strangerKey() }), /signature|verif/i],
      ['another origin', async () => key.signIn(await signInOptions(), { origin: 'https://evil.example' }), /origin/i],
      ['a challenge never issued', async () => key.signIn(await signInOptions(), { challenge: 'bm90LWlzc3VlZA' }), /no open sign-in challenge/],
      ['another player\'s user handle', async () => key.signIn(await signInOptions(), { userHandle: isoBase64URL.fromUTF8String(ben.player.id) }), /not .*registered/],
      ['no user handle', async () => key.signIn(await signInOptions(), { userHandle: '' }), /user handle/],
    ];
    for (const [what, make, why] of attempts) {
      const credential = await make();
      const p = await problemOf(await signIn(credential), 401, 'SIGN_IN_FAILED');
      expect(p.detail, what).toMatch(why);
    }
    const options = await signInOptions();
    travel(6 * 60_000);
    await problemOf(await signIn(await key.signIn(options)), 401, 'SIGN_IN_FAILED');
    // Garbage is a validation error, not a crash.
    await problemOf(await call('/api/sessions/passkey', { body: { credential: { id: 'x', rawId: 'x', type: 'public-key', response: {} } } }), 422, 'VALIDATION_FAILED');
    expect(await sessionCount(ana.token)).toBe(2);
    expect(await sessionCount(ben.token)).toBe(1);
  });

  it('a registration that answers no challenge of this session, or is sent twice, is refused with 422 PASSKEY_REFUSED', async () => {
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const key = await SoftPasskey.create();
    const options = await json<Options>(await call('/api/me/passkeys/options', { token: ana.token, raw: '' }));
    const credential = await key.register(options);
    // Ben cannot answer Ana's challenge.
    await problemOf(await call('/api/me/passkeys', { token: ben.token, body: { credential } }), 422, 'PASSKEY_REFUSED');
    await problemOf(await call('/api/me/passkeys', { token: ana.token, body: { credential: await key.register({ ...options, challenge: 'Zm9yZ2Vk' }) } }), 422, 'PASSKEY_REFUSED');
    await json(await register(ana.token, key), 201);
    const again = await json<Options>(await call('/api/me/passkeys/options', { token: ana.token, raw: '' }));
    const twice = await key.register(again);
    await problemOf(await call('/api/me/passkeys', { token: ana.token, body: { credential: twice } }), 422, 'PASSKEY_REFUSED');
    await problemOf(await call('/api/me/passkeys', { token: ana.token, body: { credential: twice } }), 422, 'PASSKEY_REFUSED');
    expect((await passkeysOf(ana.token)).passkeys).toHaveLength(1);
    expect((await passkeysOf(ben.token)).passkeys).toHaveLength(0);
  });

  it('are renamed and removed; a removed passkey signs nobody in', async () => {
    const ana = await newPlayer('Ana');
    const key = await SoftPasskey.create();
    await json(await register(ana.token, key), 201);
    const renamed = await json<{ name: string }>(await call(`/api/me/passkeys/${key.credentialId}`, { token: ana.token, method: 'PUT', body: { name: 'Old phone' } }));
    expect(renamed.name).toBe('Old phone');
    expect((await call(`/api/me/passkeys/${key.credentialId}`, { token: ana.token, method: 'DELETE' })).status).toBe(204);
    await problemOf(await call(`/api/me/passkeys/${key.credentialId}`, { token: ana.token, method: 'DELETE' }), 404, 'NOT_FOUND');
    const p = await problemOf(await signIn(await key.signIn(await signInOptions())), 401, 'SIGN_IN_FAILED');
    expect(p.detail).toMatch(/not \(or no longer\) registered/);
  });

  it('need a session with every scope to register; an API token cannot', async () => {
    const ana = await newPlayer('Ana');
    const manager = await json<TokenResponse>(await call('/api/me/sessions', { token: ana.token, body: { name: 'm', scopes: ['play', 'settings'] } }), 201);
    await problemOf(await call('/api/me/passkeys/options', { token: manager.token, raw: '' }), 403, 'INSUFFICIENT_SCOPE');
    await problemOf(await call('/api/me/link-codes', { token: manager.token, raw: '' }), 403, 'INSUFFICIENT_SCOPE');
    await problemOf(await call('/api/me/recovery-code', { token: manager.token, raw: '' }), 403, 'INSUFFICIENT_SCOPE');
    expect((await call('/api/me/passkeys', { token: manager.token })).status).toBe(200);
  });
});

describe('link codes', () => {
  it('sign one device in, once, within 10 minutes; wrong, used and expired codes are refused', async () => {
    const ana = await newPlayer('Ana');
    const link = await json<LinkCodeResponse>(await call('/api/me/link-codes', { token: ana.token, raw: '' }), 201);
    expect(link.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(link.url).toMatch(new RegExp(`/link#${link.code}$`));
    expect(link.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);

    // A wrong code uses nothing up.
    const wrong = link.code.slice(0, -1) + (link.code.endsWith('A') ? 'B' : 'A');
    await problemOf(await call('/api/sessions/link', { body: { code: wrong } }), 401, 'SIGN_IN_FAILED');
    const typed = ` ${link.code.toLowerCase().replace('-', ' ')} `;
    const tablet = await json<TokenResponse>(await call('/api/sessions/link', { body: { code: typed, deviceName: 'Tablet' } }), 201);
    expect(tablet.session).toMatchObject({ name: 'Tablet', signedInWith: 'link', kind: 'device' });
    expect(await json(await call('/api/me', { token: tablet.token }))).toEqual(ana.player);
    const used = await problemOf(await call('/api/sessions/link', { body: { code: link.code } }), 401, 'SIGN_IN_FAILED');
    expect(used.detail).toMatch(/used already/);

    const late = await json<LinkCodeResponse>(await call('/api/me/link-codes', { token: ana.token, raw: '' }), 201);
    travel(10 * 60_000 + 1000);
    await problemOf(await call('/api/sessions/link', { body: { code: late.code } }), 401, 'SIGN_IN_FAILED');
    resetClock();
    // A code dies with the session that showed it.
    const orphan = await json<LinkCodeResponse>(await call('/api/me/link-codes', { token: tablet.token, raw: '' }), 201);
    expect((await call(`/api/me/sessions/${tablet.session.id}`, { token: ana.token, method: 'DELETE' })).status).toBe(204);
    await problemOf(await call('/api/sessions/link', { body: { code: orphan.code } }), 401, 'SIGN_IN_FAILED');
    expect(await sessionCount(ana.token)).toBe(1);
  });
});

describe('the recovery code', () => {
  it('signs in once and is then gone; a new one can be made', async () => {
    const ana = await newPlayer('Ana');
    const { recoveryCode } = await json<RegisterPasskeyResponse>(await register(ana.token, await SoftPasskey.create()), 201);
    const printed = recoveryCode!.toUpperCase().replaceAll('-', ' ');
    const back = await json<TokenResponse>(await call('/api/sessions/recovery', { body: { code: printed } }), 201);
    expect(back.session).toMatchObject({ signedInWith: 'recovery' });
    expect(back.player).toEqual(ana.player);
    await problemOf(await call('/api/sessions/recovery', { body: { code: recoveryCode } }), 401, 'SIGN_IN_FAILED');
    expect((await passkeysOf(ana.token)).recoveryCode).toBeNull();
    const fresh = await json<{ code: string }>(await call('/api/me/recovery-code', { token: back.token, raw: '' }), 201);
    await problemOf(await call('/api/sessions/recovery', { body: { code: fresh.code.slice(0, -1) + (fresh.code.endsWith('a') ? 'b' : 'a') } }), 401, 'SIGN_IN_FAILED');
    await problemOf(await call('/api/sessions/recovery', { body: { code: 'nonsense' } }), 401, 'SIGN_IN_FAILED');
    expect((await call('/api/sessions/recovery', { body: { code: fresh.code } })).status).toBe(201);
    expect(await sessionCount(ana.token)).toBe(3);
  });
});
