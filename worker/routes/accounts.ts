/**
 * Signing in on another device (docs/api.md §1a): passkeys (register on a signed-in device, sign in
 * anywhere), a one-time link code with its QR code (10 minutes, once), and the printable recovery code.
 * A sign-in that fails answers 401 SIGN_IN_FAILED and changes nothing but using up what it presented.
 */
import { Hono } from 'hono';
import encodeQR from 'qr';
import {
  CodeSignInBodySchema,
  type LinkCodeResponse,
  PasskeySignInBodySchema,
  type PasskeysResponse,
  type RecoveryCodeResponse,
  RegisterPasskeyBodySchema,
  type RegisterPasskeyResponse,
  RenameBodySchema,
  type TokenResponse,
} from '../../shared/protocol-accounts.js';
import { deviceName } from '../auth/device-name.js';
import { CHALLENGE_TTL_MS, claimedChallenge, relyingParty, signInOptions, userHandlePlayer } from '../auth/passkeys.js';
import type { NewSession } from '../auth/session-store.js';
import { hashSecret, newLinkCode, newRecoveryCode, newToken, readLinkCode, readRecoveryCode, showLinkCode } from '../auth/tokens.js';
import type { Env } from '../env.js';
import { type Ctx, rateLimit, readJson, requireCaller } from '../http.js';
import { fail } from '../problem.js';
import { playerStub } from './sessions.js';

export const accounts = new Hono<{ Bindings: Env }>();

/** Link codes are good this long, once. */
const LINK_TTL_MS = 10 * 60_000;
const PASSKEY_ID = /^[A-Za-z0-9_-]{1,1400}$/;

const pending = (c: Ctx, key: string) => c.env.PENDING.get(c.env.PENDING.idFromName(key));

const signInFailed = (why: string) => fail('SIGN_IN_FAILED', why);

type PlayerStub = ReturnType<typeof playerStub>;

/** Signs a new device in as `playerId` once `check` (the Player object's part) agrees: a new session and its token, or 401. */
async function signInAs(
  c: Ctx,
  playerId: string,
  via: NewSession['via'],
  name: string | undefined,
  check: (stub: PlayerStub, session: NewSession, token: string) => Promise<{ ok: true; value: TokenResponse } | { ok: false; why: string }>,
): Promise<Response> {
  const token = newToken(playerId);
  const session: NewSession = { tokenHash: await hashSecret(token), name: name ?? deviceName(c.req.header('user-agent')), kind: 'device', via };
  const done = await check(playerStub(c, playerId), session, token);
  if (!done.ok) throw signInFailed(done.why);
  return c.json(done.value satisfies TokenResponse, 201);
}

// ---------------------------------------------------------------------------------------------------
// Passkeys of the signed-in player

accounts.get('/me/passkeys', async (c) => {
  const { player } = await requireCaller(c);
  return c.json((await playerStub(c, player.id).passkeys()) satisfies PasskeysResponse);
});

accounts.post('/me/passkeys/options', async (c) => {
  const { player, session } = await requireCaller(c);
  const options = await playerStub(c, player.id).passkeyOptions(session.id);
  if (!options) throw fail('UNAUTHORIZED', 'this session was signed out meanwhile');
  return c.json(options);
});

accounts.post('/me/passkeys', async (c) => {
  const { player, session } = await requireCaller(c);
  const body = await readJson(c, RegisterPasskeyBodySchema);
  const recoveryCode = newRecoveryCode(player.id);
  const done = await playerStub(c, player.id).registerPasskey(
    session.id,
    body.credential,
    body.name ?? deviceName(c.req.header('user-agent')),
    await hashSecret(readRecoveryCode(recoveryCode)!.code),
  );
  if (!done.ok) throw fail('PASSKEY_REFUSED', done.why);
  const out: RegisterPasskeyResponse = { passkey: done.value.passkey };
  if (done.value.recovery) out.recoveryCode = recoveryCode;
  return c.json(out, 201);
});

accounts.put('/me/passkeys/:id', async (c) => {
  const { player } = await requireCaller(c);
  const id = c.req.param('id');
  const { name } = await readJson(c, RenameBodySchema);
  const renamed = PASSKEY_ID.test(id) ? await playerStub(c, player.id).renamePasskey(id, name) : undefined;
  if (!renamed) throw fail('NOT_FOUND', 'there is no such passkey');
  return c.json(renamed);
});

accounts.delete('/me/passkeys/:id', async (c) => {
  const { player } = await requireCaller(c);
  const id = c.req.param('id');
  if (!PASSKEY_ID.test(id) || !(await playerStub(c, player.id).removePasskey(id))) throw fail('NOT_FOUND', 'there is no such passkey');
  return c.body(null, 204);
});

/** A new recovery code replaces the old one; shown once. */
accounts.post('/me/recovery-code', async (c) => {
  const { player } = await requireCaller(c);
  const code = newRecoveryCode(player.id);
  await playerStub(c, player.id).setRecoveryCode(await hashSecret(readRecoveryCode(code)!.code));
  return c.json({ code } satisfies RecoveryCodeResponse, 201);
});

/** A one-time code (and its QR code) that signs another device in: 10 minutes, once. */
accounts.post('/me/link-codes', async (c) => {
  const { player, session } = await requireCaller(c);
  for (let attempt = 0; attempt < 3; attempt++) {
    const code = newLinkCode();
    if (!(await pending(c, `link:${code}`).put({ kind: 'link', playerId: player.id, sessionId: session.id }, LINK_TTL_MS))) continue;
    const origin = c.env.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
    // The code rides in the fragment: it never reaches a server log or a Referer.
    const url = `${origin}/link#${showLinkCode(code)}`;
    const qrSvg = encodeQR(url, 'svg', { ecc: 'medium', border: 2 });
    const expiresAt = new Date(Date.now() + LINK_TTL_MS).toISOString();
    return c.json({ code: showLinkCode(code), url, qrSvg, expiresAt } satisfies LinkCodeResponse, 201);
  }
  throw fail('INTERNAL', 'could not make a link code');
});

// ---------------------------------------------------------------------------------------------------
// Signing in on a new device (no token yet: limited per client address like creating a player)

accounts.post('/sessions/passkey/options', async (c) => {
  rateLimit(c, 'players');
  const options = await signInOptions(relyingParty(c.env));
  await pending(c, `signin:${options.challenge}`).put({ kind: 'signin' }, CHALLENGE_TTL_MS);
  return c.json(options);
});

accounts.post('/sessions/passkey', async (c) => {
  rateLimit(c, 'players');
  const body = await readJson(c, PasskeySignInBodySchema);
  const challenge = claimedChallenge(body.credential);
  // The challenge is used up by this attempt, whatever its outcome: a response can never be replayed.
  if (!challenge || !(await pending(c, `signin:${challenge}`).take('signin'))) {
    throw signInFailed('this response answers no open sign-in challenge (a challenge is good once, for 5 minutes)');
  }
  const playerId = userHandlePlayer(body.credential);
  if (!playerId) throw signInFailed('this passkey does not name a Stammtisch player (no user handle)');
  return signInAs(c, playerId, 'passkey', body.deviceName, (stub, session, token) => stub.signInWithPasskey(body.credential, challenge, session, token));
});

accounts.post('/sessions/link', async (c) => {
  rateLimit(c, 'players');
  const body = await readJson(c, CodeSignInBodySchema);
  const code = readLinkCode(body.code);
  const entry = code && (await pending(c, `link:${code}`).take('link'));
  if (!entry || !entry.playerId || !entry.sessionId) throw signInFailed('this code is not valid: it may be mistyped, older than 10 minutes, or used already');
  const issuer = entry.sessionId;
  return signInAs(c, entry.playerId, 'link', body.deviceName, (stub, session, token) => stub.signInWithLink(issuer, session, token));
});

accounts.post('/sessions/recovery', async (c) => {
  rateLimit(c, 'players');
  const body = await readJson(c, CodeSignInBodySchema);
  const read = readRecoveryCode(body.code);
  if (!read) throw signInFailed('this is not a recovery code: it has 36 letters and digits in groups of four');
  const hash = await hashSecret(read.code);
  return signInAs(c, read.playerId, 'recovery', body.deviceName, (stub, session, token) => stub.signInWithRecovery(hash, session, token));
});
