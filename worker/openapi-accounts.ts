/** The account routes of the OpenAPI document (worker/openapi.ts lists them with the others): sessions, tickets, passkeys, linking, recovery, export and deletion. */
import type { Param, RouteDoc } from './openapi.js';

const tableId: Param = { name: 'id', in: 'path', required: true, description: 'Table id', schema: { type: 'string', pattern: '^[a-z2-9]{12}$' } };
const passkeyId: Param = { name: 'id', in: 'path', required: true, description: 'Credential id (base64url)', schema: { type: 'string' } };
const sessionId: Param = { name: 'id', in: 'path', required: true, description: 'Session id', schema: { type: 'string', pattern: '^[a-z2-9]{12}$' } };

export const ACCOUNT_ROUTES: readonly RouteDoc[] = [
  {
    method: 'get', path: '/api/me/sessions', tag: 'Accounts', auth: 'required', ok: [200, 'SessionsResponse'], errors: [401, 403],
    summary: 'My sessions',
    description: 'Every signed-in device and API client of yours: name, kind (`device` or `api`), how it signed in, scopes, created and last used (to the minute). Yours says `current: true`.',
  },
  {
    method: 'post', path: '/api/me/sessions', tag: 'Accounts', auth: 'required', body: 'CreateSessionBody', ok: [201, 'TokenResponse'], errors: [401, 403],
    summary: 'A token for an API client',
    description: 'A new session of kind `api` with the scopes asked for — never more than the calling token holds (403 `INSUFFICIENT_SCOPE`). The token is shown once.',
  },
  {
    method: 'delete', path: '/api/me/sessions/current', tag: 'Accounts', auth: 'required', ok: [204, { mediaType: 'none', description: 'Signed out' }], errors: [401],
    summary: 'Sign this token out', description: 'Revokes the calling session itself (any scope may); its sockets close.',
  },
  {
    method: 'delete', path: '/api/me/sessions/{id}', tag: 'Accounts', auth: 'required', params: [sessionId], ok: [204, { mediaType: 'none', description: 'Revoked' }],
    errors: [401, 403, 404],
    summary: 'Revoke a session',
    description: 'Its token stops working at once, and every socket it holds is sent an error frame and closed with 4401 before this answers.',
  },
  {
    method: 'post', path: '/api/me/sessions/rotate', tag: 'Accounts', auth: 'required', ok: [200, 'TokenResponse'], errors: [401],
    summary: 'Rotate my token', description: 'A new token for the calling session (same id, name and scopes); the one sent stops working at once. No body.',
  },
  {
    method: 'post', path: '/api/tables/{id}/ws-ticket', tag: 'Accounts', auth: 'required', params: [tableId], ok: [201, 'WsTicketResponse'], errors: [401, 404],
    summary: 'A socket ticket',
    description: 'A single-use ticket, good for 60 s, to open this table\'s socket as `GET /api/tables/{id}/ws?ticket=…` — so that no long-lived token appears in a URL. No body.',
  },

  {
    method: 'get', path: '/api/me/passkeys', tag: 'Accounts', auth: 'required', ok: [200, 'PasskeysResponse'], errors: [401, 403],
    summary: 'My passkeys', description: 'Your passkeys (name, created, last used, whether synced) and whether a recovery code is set.',
  },
  {
    method: 'post', path: '/api/me/passkeys/options', tag: 'Accounts', auth: 'required', ok: [200, 'WebAuthnOptions'], errors: [401, 403],
    summary: 'Start adding a passkey',
    description: 'Options for `navigator.credentials.create` (JSON, base64url; e.g. `startRegistration` of @simplewebauthn/browser). The challenge is good once, for 5 minutes, for this session. A discoverable credential whose user handle is your player id. No body.',
  },
  {
    method: 'post', path: '/api/me/passkeys', tag: 'Accounts', auth: 'required', body: 'RegisterPasskeyBody', ok: [201, 'RegisterPasskeyResponse'], errors: [401, 403],
    summary: 'Add a passkey',
    description: 'The browser\'s answer to the options. With your first passkey the answer carries `recoveryCode`, shown this once. A response that answers no open challenge of this session, was sent before, or does not verify: 422 `PASSKEY_REFUSED`, nothing stored.',
  },
  {
    method: 'put', path: '/api/me/passkeys/{id}', tag: 'Accounts', auth: 'required', params: [passkeyId], body: 'RenameBody', ok: [200, 'Passkey'], errors: [401, 403, 404],
    summary: 'Rename a passkey', description: 'A name of 1–60 characters.',
  },
  {
    method: 'delete', path: '/api/me/passkeys/{id}', tag: 'Accounts', auth: 'required', params: [passkeyId], ok: [204, { mediaType: 'none', description: 'Removed' }], errors: [401, 403, 404],
    summary: 'Remove a passkey', description: 'It signs nobody in any more (the authenticator keeps it until you delete it there too).',
  },
  {
    method: 'post', path: '/api/me/recovery-code', tag: 'Accounts', auth: 'required', ok: [201, 'RecoveryCodeResponse'], errors: [401, 403],
    summary: 'A new recovery code', description: 'Replaces the old one; shown once. Print it or write it down. No body.',
  },
  {
    method: 'post', path: '/api/me/link-codes', tag: 'Accounts', auth: 'required', ok: [201, 'LinkCodeResponse'], errors: [401, 403],
    summary: 'Link another device',
    description: 'A one-time code (XXXX-XXXX) with a QR code (SVG) of the site\'s `/link#CODE` page: entering it on another device within 10 minutes signs that device in, once. It dies with the session that made it. No body.',
  },
  {
    method: 'post', path: '/api/sessions/passkey/options', tag: 'Accounts', auth: 'none', ok: [200, 'WebAuthnOptions'], errors: [],
    summary: 'Start signing in with a passkey',
    description: 'Options for `navigator.credentials.get` (no allow list: the passkey names its player). The challenge is good once, for 5 minutes. No body. Limited per address like creating a player.',
  },
  {
    method: 'post', path: '/api/sessions/passkey', tag: 'Accounts', auth: 'none', body: 'PasskeySignInBody', ok: [201, 'TokenResponse'], errors: [401],
    summary: 'Sign in with a passkey',
    description: 'A new device session with every scope. Forged, expired, replayed or unknown responses: 401 `SIGN_IN_FAILED`, nothing changes (the challenge is used up by any attempt).',
  },
  {
    method: 'post', path: '/api/sessions/link', tag: 'Accounts', auth: 'none', body: 'CodeSignInBody', ok: [201, 'TokenResponse'], errors: [401],
    summary: 'Sign in with a link code',
    description: 'The code another device of yours shows (case, spaces and dashes do not matter). Wrong, used or expired codes: 401 `SIGN_IN_FAILED`. Limited per address like creating a player.',
  },
  {
    method: 'post', path: '/api/sessions/recovery', tag: 'Accounts', auth: 'none', body: 'CodeSignInBody', ok: [201, 'TokenResponse'], errors: [401],
    summary: 'Sign in with the recovery code',
    description: 'Good once: it signs in and is then gone (make a new one on the devices page). A wrong or used code: 401 `SIGN_IN_FAILED`.',
  },
  {
    method: 'get', path: '/api/me/export', tag: 'Accounts', auth: 'required', ok: [200, 'ExportResponse'], errors: [401, 403],
    summary: 'Export my data',
    description: 'Everything kept about you, as one JSON document (an attachment): profile, sessions, passkeys, vacation, notification settings, and every table you sat at with its record, your state at open tables and your chat lines. It holds no card another seat held that was hidden from you (records of finished matches are complete, as for everyone).',
  },
  {
    method: 'delete', path: '/api/me', tag: 'Accounts', auth: 'required', body: 'DeleteAccountBody', ok: [204, { mediaType: 'none', description: 'Deleted' }], errors: [401, 403],
    summary: 'Delete my account',
    description: 'Body `{"confirm": true}`. You become "former player" in finished games (records stay complete), open tables apply their absence policy to your seat at once (a bot plays it to the end, or it forfeits), waiting tables free your seat; your sockets close and everything kept about you is wiped. Other players lose nothing.',
  },
];
