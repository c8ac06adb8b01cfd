/**
 * Wire schemas of accounts (docs/api.md §1): sessions and their scopes, socket tickets, passkeys,
 * linking a device with a one-time code, the recovery code, export and deletion.
 */
import * as v from 'valibot';
import { PlayerSchema } from './protocol.js';

/**
 * What a token may do. Every token reads (`read` is always granted); `play` sits down, acts, claims,
 * queues pre-moves and creates tables; `chat` writes in chats; `settings` changes the account
 * (vacation, notifications, sessions, export). The site's sessions hold all four.
 */
export const SCOPES = ['read', 'play', 'chat', 'settings'] as const;
export const ScopeSchema = v.picklist(SCOPES);
export type Scope = (typeof SCOPES)[number];

/** A token's scopes as its holder asks for them ("read" is added when missing). */
export const ScopesSchema = v.pipe(
  v.array(ScopeSchema),
  v.minLength(1, 'ask for at least one scope'),
  v.maxLength(4),
  v.transform((s) => SCOPES.filter((x) => x === 'read' || s.includes(x))),
);

/** Device (the site in a browser) or API client (a bot, an app, a script). */
export const SessionKindSchema = v.picklist(['device', 'api']);
/** How the session began. */
export const SignedInWithSchema = v.picklist(['name', 'passkey', 'link', 'recovery', 'token']);

/** One signed-in device or API client of the player. */
export const SessionSchema = v.object({
  id: v.string(),
  name: v.string(),
  kind: SessionKindSchema,
  signedInWith: SignedInWithSchema,
  scopes: v.array(ScopeSchema),
  createdAt: v.pipe(v.string(), v.description('ISO time')),
  lastUsedAt: v.pipe(v.string(), v.description('ISO time, to the minute')),
  current: v.optional(v.pipe(v.literal(true), v.description('The session of the token that asked'))),
});
export const SessionsResponseSchema = v.object({ sessions: v.array(SessionSchema) });

/** A free label of a device, API client or passkey. */
export const LabelSchema = v.pipe(v.string(), v.trim(), v.minLength(1, 'a name must not be empty'), v.maxLength(60, 'at most 60 characters'));

export const CreateSessionBodySchema = v.strictObject({
  name: LabelSchema,
  scopes: v.pipe(ScopesSchema, v.description('Scopes of the new token: a subset of the caller\'s own ("read" is always included)')),
});

/** A new token, shown once. */
export const TokenResponseSchema = v.object({
  player: PlayerSchema,
  session: SessionSchema,
  token: v.pipe(v.string(), v.description('Bearer token, shown once: st_<playerId>_<secret>')),
});

export const WsTicketResponseSchema = v.object({
  ticket: v.pipe(v.string(), v.description('Single-use ticket for GET /api/tables/{id}/ws?ticket=…')),
  expiresAt: v.pipe(v.string(), v.description('ISO time, at most 60 s ahead')),
});

// ---------------------------------------------------------------------------------------------------
// Passkeys

export const PasskeySchema = v.object({
  id: v.pipe(v.string(), v.description('Credential id (base64url)')),
  name: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  backedUp: v.pipe(v.boolean(), v.description('Synced by the password manager (usable on the holder\'s other devices)')),
});

export const PasskeysResponseSchema = v.object({
  passkeys: v.array(PasskeySchema),
  recoveryCode: v.pipe(
    v.nullable(v.object({ createdAt: v.string() })),
    v.description('Whether a recovery code is set (null: none, or it was used)'),
  ),
});

/** WebAuthn options for navigator.credentials (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON). */
export const WebAuthnOptionsSchema = v.pipe(v.record(v.string(), v.unknown()), v.description('Options for navigator.credentials.create/get, JSON-encoded (base64url)'));

const b64url = (max: number) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]*$/, 'base64url'), v.maxLength(max));

/** What the browser's navigator.credentials answered, JSON-encoded as @simplewebauthn/browser does it. */
const CredentialBase = {
  id: b64url(1400),
  rawId: b64url(1400),
  type: v.literal('public-key'),
  clientExtensionResults: v.optional(v.record(v.string(), v.unknown()), {}),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
};

export const RegistrationCredentialSchema = v.object({
  ...CredentialBase,
  response: v.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(8000),
    transports: v.optional(v.array(v.pipe(v.string(), v.maxLength(20))), []),
    authenticatorData: v.optional(b64url(4000)),
    publicKey: v.optional(b64url(2000)),
    publicKeyAlgorithm: v.optional(v.number()),
  }),
});

export const AuthenticationCredentialSchema = v.object({
  ...CredentialBase,
  response: v.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(1000),
    userHandle: v.optional(b64url(200)),
  }),
});

export const RegisterPasskeyBodySchema = v.strictObject({
  name: v.optional(LabelSchema),
  credential: RegistrationCredentialSchema,
});

export const RegisterPasskeyResponseSchema = v.object({
  passkey: PasskeySchema,
  recoveryCode: v.optional(v.pipe(v.string(), v.description('Shown once, with the first passkey: print it or write it down'))),
});

export const RenameBodySchema = v.strictObject({ name: LabelSchema });

/** A sign-in on a new device names the device; the server guesses a name from the User-Agent otherwise. */
const deviceName = v.optional(LabelSchema);

export const PasskeySignInBodySchema = v.strictObject({ credential: AuthenticationCredentialSchema, deviceName });

// ---------------------------------------------------------------------------------------------------
// Linking a device, the recovery code

export const LinkCodeResponseSchema = v.object({
  code: v.pipe(v.string(), v.description('8 letters and digits, shown as XXXX-XXXX; valid 10 minutes, once')),
  url: v.pipe(v.string(), v.description('The site\'s page that signs in with the code (the code travels in the fragment)')),
  qrSvg: v.pipe(v.string(), v.description('The url as a QR code (SVG)')),
  expiresAt: v.string(),
});

export const CodeSignInBodySchema = v.strictObject({
  code: v.pipe(v.string(), v.maxLength(80)),
  deviceName,
});

export const RecoveryCodeResponseSchema = v.object({
  code: v.pipe(v.string(), v.description('Shown once; using it signs in and invalidates it')),
});

// ---------------------------------------------------------------------------------------------------
// Your data

export const DeleteAccountBodySchema = v.strictObject({
  confirm: v.pipe(v.literal(true), v.description('Must be true: deleting cannot be undone')),
});

/** One table in the export: its summary, your state now (open tables), its record and your chat lines. */
export const ExportTableSchema = v.object({
  id: v.string(),
  table: v.optional(v.record(v.string(), v.unknown())),
  state: v.optional(v.pipe(v.record(v.string(), v.unknown()), v.description('What your seat sees now (open tables)'))),
  record: v.optional(v.record(v.string(), v.unknown())),
  chat: v.array(v.record(v.string(), v.unknown())),
  missing: v.optional(v.pipe(v.string(), v.description('Why the table could not be included'))),
});

export const ExportResponseSchema = v.object({
  exportedAt: v.string(),
  player: v.object({ id: v.string(), name: v.string(), createdAt: v.string() }),
  sessions: v.array(SessionSchema),
  passkeys: v.array(PasskeySchema),
  vacation: v.record(v.string(), v.unknown()),
  notifications: v.record(v.string(), v.unknown()),
  tables: v.array(ExportTableSchema),
});

export type Session = v.InferOutput<typeof SessionSchema>;
export type SessionKind = v.InferOutput<typeof SessionKindSchema>;
export type SignedInWith = v.InferOutput<typeof SignedInWithSchema>;
export type SessionsResponse = v.InferOutput<typeof SessionsResponseSchema>;
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;
export type WsTicketResponse = v.InferOutput<typeof WsTicketResponseSchema>;
export type Passkey = v.InferOutput<typeof PasskeySchema>;
export type PasskeysResponse = v.InferOutput<typeof PasskeysResponseSchema>;
export type RegisterPasskeyResponse = v.InferOutput<typeof RegisterPasskeyResponseSchema>;
export type RegistrationCredential = v.InferOutput<typeof RegistrationCredentialSchema>;
export type AuthenticationCredential = v.InferOutput<typeof AuthenticationCredentialSchema>;
export type LinkCodeResponse = v.InferOutput<typeof LinkCodeResponseSchema>;
export type RecoveryCodeResponse = v.InferOutput<typeof RecoveryCodeResponseSchema>;
export type ExportTable = v.InferOutput<typeof ExportTableSchema>;
export type ExportResponse = v.InferOutput<typeof ExportResponseSchema>;
